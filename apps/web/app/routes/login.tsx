import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { accountApi } from '../account/api';
import { queryClient } from '../lib/query-client';
import { isAuthenticated, startSession, tokenStore } from '../lib/session';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { safeNextPath } from '../account/next';
import { loginFormSchema, type LoginForm } from '../account/schemas';
import { useSchemaForm } from '../components/form/use-schema-form';
import '../account/account.css';

export function meta() {
  return [{ title: 'Log in | Landline' }];
}

/** Logged-in users go to their target (or the profile) straight away. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (isAuthenticated()) throw redirect(safeNextPath(url.searchParams.get('next'), '/profile', url.origin));
  return null;
}

export default function Login() {
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
export { PageLoading as HydrateFallback } from '../components/page-loading';
