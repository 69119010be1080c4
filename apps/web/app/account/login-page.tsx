import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountApi } from './api';
import { queryClient } from '../lib/query-client';
import { startSession, tokenStore } from '../lib/session';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { safeNextPath } from './next';
import { loginFormSchema, type LoginForm } from './schemas';
import { useSchemaForm } from '../components/form/use-schema-form';

// The login page: e-mail and password, then back to the page that sent the visitor here.

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<LoginForm>({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
    order: ['email', 'password'],
    async submit(values) {
      try {
        const tokens = await accountApi.login({ email: values.email.trim(), password: values.password });
        queryClient.removeQueries({ queryKey: ['account'] });
        startSession(tokens.access);
        navigate(next, { replace: true });
      } catch (error) {
        // Section 4: a failed login resets the account state.
        tokenStore().clear();
        throw error;
      }
    },
  });

  return (
    <div className="page account-page">
      <div className="account-card">
        <h1>Log in</h1>
        <p className="account-card__lead">Welcome back. Log in to see your profile, credits and Penguin Perks.</p>
        <form noValidate onSubmit={onSubmit} aria-label="Log in" className="account-form">
          <FormAlert messages={formErrors} />
          <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
          <p className="account-form__aside">
            <Link to="/password/recovery">Forgot your password?</Link>
          </p>
          <button type="submit" className="button button--primary button--large account-form__submit" disabled={submitting}>
            {submitting ? 'Logging in…' : 'Log in'}
          </button>
        </form>
        <p className="account-card__switch">
          New to Landline? <Link to="/account/register">Create an account</Link>
        </p>
      </div>
    </div>
  );
}
