import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, redirect, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES as A } from '@landline/shared';
import { api } from '../lib/api';
import { useNotify } from '../components/notifications';
import { applyServerErrors, FormAlert, NewPasswordFields, TextField } from '../account/fields';
import { passwordChangeFormSchema, type PasswordChangeForm } from '../account/schemas';
import { isAuthenticated } from '../lib/session';
import '../account/account.css';

export function meta() {
  return [{ title: 'Change your password | Landline' }];
}

/** Section 2: authenticated only, else /. */
export function clientLoader() {
  if (!isAuthenticated()) throw redirect('/');
  return null;
}

const ORDER = ['current_password', 'new_password', 'repeated_password'] as const;

export default function PasswordManage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { current_password: '', new_password: '', repeated_password: '' },
  });

  const onSubmit = async (v: PasswordChangeForm) => {
    setFormErrors([]);
    try {
      await api.changePassword(v);
      notify(A.passwordChanged, { tone: 'success' });
      navigate('/profile');
    } catch (error) {
      setFormErrors(applyServerErrors(error, ORDER, setError));
    }
  };

  return (
    <div className="page account-page">
      <div className="account-card">
        <p className="eyebrow">
          <Link to="/profile">My Profile</Link>
        </p>
        <h1>Change your password</h1>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Change your password" className="account-form">
          <FormAlert messages={formErrors} />
          <TextField
            id="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            registration={register('current_password')}
            error={errors.current_password?.message}
          />
          <NewPasswordFields
            password={{ id: 'new_password', label: 'New password', registration: register('new_password'), error: errors.new_password?.message }}
            repeat={{ id: 'repeated_password', label: 'Type the new password again', registration: register('repeated_password'), error: errors.repeated_password?.message }}
          />
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Change password'}
            </button>
            <Link className="button button--ghost" to="/profile">
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
