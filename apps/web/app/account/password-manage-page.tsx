import { Link, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { accountApi } from './api';
import { useNotify } from '../components/notifications';
import { FormAlert } from '../components/form/alerts';
import { NewPasswordFields } from './password-fields';
import { TextField } from '../components/form/fields';
import { passwordChangeFormSchema, type PasswordChangeForm } from './schemas';
import { useSchemaForm } from '../components/form/use-schema-form';

// The signed-in member's change of password.

const ORDER = ['current_password', 'new_password', 'repeated_password'] as const;

export function PasswordManagePage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<PasswordChangeForm>({
    schema: passwordChangeFormSchema,
    defaultValues: { current_password: '', new_password: '', repeated_password: '' },
    order: ORDER,
    async submit(v) {
      await accountApi.changePassword(v);
      notify(A.passwordChanged, { tone: 'success' });
      navigate('/profile');
    },
  });

  return (
    <div className="page account-page">
      <div className="account-card">
        <p className="eyebrow">
          <Link to="/profile">My Profile</Link>
        </p>
        <h1>Change your password</h1>
        <form noValidate onSubmit={onSubmit} aria-label="Change your password" className="account-form">
          <FormAlert messages={formErrors} />
          <TextField label="Current password" type="password" autoComplete="current-password" {...field('current_password')} />
          <NewPasswordFields
            password={{ label: 'New password', ...field('new_password') }}
            repeat={{ label: 'Type the new password again', ...field('repeated_password') }}
          />
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? 'Saving…' : 'Change password'}
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
