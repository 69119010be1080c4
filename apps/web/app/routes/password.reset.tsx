import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { redirect, useNavigate, useParams } from 'react-router';
import { ACCOUNT_MESSAGES as A } from '@landline/shared';
import type { Route } from './+types/password.reset';
import { api, ApiError } from '../lib/api';
import { notify } from '../components/notifications';
import { applyServerErrors, FormAlert, NewPasswordFields } from '../account/fields';
import { resetFormSchema, type ResetForm } from '../account/schemas';
import { tokenStore } from '../lib/session';
import { queryClient } from '../lib/query-client';
import '../account/account.css';

export function meta() {
  return [{ title: 'Choose a new password | Landline' }];
}

/** The link is no good (used, expired, unknown): say so and go to /login (section 4). */
function refuse(detail?: string): never {
  notify(A.passwordNotChanged, { tone: 'danger', durationMs: 8000 });
  if (detail) notify(detail, { tone: 'danger', durationMs: 8000 });
  throw redirect('/login');
}

/** Section 4: the code is verified as the page loads. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const code = params.code;
  if (!code) refuse();
  try {
    const answer = await api.checkRecovery(code);
    if (!answer.code_valid) refuse(A.codeInvalid);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) refuse(error.messages[0]);
    throw error;
  }
  return null;
}

export default function PasswordReset() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema), defaultValues: { new_password: '', repeated_password: '' } });

  const onSubmit = async (v: ResetForm) => {
    setFormErrors([]);
    try {
      await api.resetPassword(code, v);
      // The API logs out every session of the account: this tab's too, so /login shows the form.
      tokenStore().clear();
      queryClient.removeQueries({ queryKey: ['account'] });
      notify(A.passwordChanged, { tone: 'success', durationMs: 8000 });
      navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // The link stopped working while the form was open.
        notify(A.passwordNotChanged, { tone: 'danger', durationMs: 8000 });
        notify(error.messages[0] ?? A.codeInvalid, { tone: 'danger', durationMs: 8000 });
        navigate('/login', { replace: true });
        return;
      }
      setFormErrors(applyServerErrors(error, ['new_password', 'repeated_password'], setError));
    }
  };

  return (
    <div className="page account-page">
      <div className="account-card">
        <h1>Choose a new password</h1>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Choose a new password" className="account-form">
          <FormAlert messages={formErrors} />
          <NewPasswordFields
            password={{ id: 'new_password', label: 'New password', registration: register('new_password'), error: errors.new_password?.message }}
            repeat={{ id: 'repeated_password', label: 'Type the new password again', registration: register('repeated_password'), error: errors.repeated_password?.message }}
          />
          <button type="submit" className="button button--primary button--large account-form__submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save new password'}
          </button>
        </form>
      </div>
    </div>
  );
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
