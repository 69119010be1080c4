import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { accountApi } from './api';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { recoveryFormSchema, type RecoveryForm } from './schemas';
import { useSchemaForm } from '../components/form/use-schema-form';

// The forgotten-password page: asks for the e-mail the reset link goes to.

export function PasswordRecoveryPage() {
  const [sent, setSent] = useState<string | null>(null);
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<RecoveryForm>({
    schema: recoveryFormSchema,
    defaultValues: { email: '' },
    order: ['email'],
    async submit(v) {
      const answer = await accountApi.requestRecovery(v.email.trim());
      setSent(answer.detail || A.recoverySent);
    },
  });

  return (
    <div className="page account-page">
      <div className="account-card">
        <h1>Reset your password</h1>
        {/* Always present, so the answer is announced when it arrives. */}
        <div role="status">
          {sent ? (
            <div className="form-success">
              <p>{sent}</p>
              <p>If nothing arrives in a few minutes, check your spam folder.</p>
            </div>
          ) : null}
        </div>
        {sent ? (
          <p>
            <Link className="button button--ghost" to="/login">
              Back to log in
            </Link>
          </p>
        ) : (
          <>
            <p className="account-card__lead">
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </p>
            <form noValidate onSubmit={onSubmit} aria-label="Reset your password" className="account-form">
              <FormAlert messages={formErrors} />
              <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
              <button type="submit" className="button button--primary button--large account-form__submit" disabled={submitting}>
                {submitting ? 'Sending…' : 'Send me a link'}
              </button>
            </form>
            <p className="account-card__switch">
              Remembered it? <Link to="/login">Log in</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
