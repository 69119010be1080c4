import { useNavigate, useParams } from 'react-router';
import { NOTIFICATION_LONG_MS } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { ApiError } from '../lib/api';
import { accountApi } from './api';
import { queryClient } from '../lib/query-client';
import { tokenStore } from '../lib/session';
import { notify } from '../components/notifications';
import { FormAlert } from '../components/form/alerts';
import { NewPasswordFields } from './password-fields';
import { resetFormSchema, type ResetForm } from './schemas';
import { useSchemaForm } from '../components/form/use-schema-form';

// The new password of a recovery link whose code the route has checked.

export function PasswordResetPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<ResetForm>({
    schema: resetFormSchema,
    defaultValues: { new_password: '', repeated_password: '' },
    order: ['new_password', 'repeated_password'],
    async submit(v) {
      try {
        await accountApi.resetPassword(code, v);
        // The API logs out every session of the account: this tab's too, so /login shows the form.
        tokenStore().clear();
        queryClient.removeQueries({ queryKey: ['account'] });
        notify(A.passwordChanged, { tone: 'success', durationMs: NOTIFICATION_LONG_MS });
        navigate('/login', { replace: true });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        // The link stopped working while the form was open.
        notify(A.passwordNotChanged, { tone: 'danger', durationMs: NOTIFICATION_LONG_MS });
        notify(error.messages[0] ?? A.codeInvalid, { tone: 'danger', durationMs: NOTIFICATION_LONG_MS });
        navigate('/login', { replace: true });
      }
    },
  });

  return (
    <div className="page account-page">
      <div className="account-card">
        <h1>Choose a new password</h1>
        <form noValidate onSubmit={onSubmit} aria-label="Choose a new password" className="account-form">
          <FormAlert messages={formErrors} />
          <NewPasswordFields
            password={{ label: 'New password', ...field('new_password') }}
            repeat={{ label: 'Type the new password again', ...field('repeated_password') }}
          />
          <button type="submit" className="button button--primary button--large account-form__submit" disabled={submitting}>
            {submitting ? 'Saving…' : 'Save new password'}
          </button>
        </form>
      </div>
    </div>
  );
}
