import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { api } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { applyServerErrors, FormAlert, TextField } from '../account/fields';
import { safeNextPath } from '../account/next';
import { loginFormSchema, type LoginForm } from '../account/schemas';
import { isAuthenticated, startSession, tokenStore } from '../lib/session';
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
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: LoginForm) => {
    setFormErrors([]);
    try {
      const tokens = await api.login({ email: values.email.trim(), password: values.password });
      queryClient.removeQueries({ queryKey: ['account'] });
      startSession(tokens.access);
      navigate(next, { replace: true });
    } catch (error) {
      // Section 4: a failed login resets the account state.
      tokenStore().clear();
      setFormErrors(applyServerErrors(error, ['email', 'password'], setError));
    }
  };

  return (
    <div className="page account-page">
      <div className="account-card">
        <h1>Log in</h1>
        <p className="account-card__lead">Welcome back. Log in to see your profile, credits and Penguin Perks.</p>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Log in" className="account-form">
          <FormAlert messages={formErrors} />
          <TextField
            id="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <TextField
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <p className="account-form__aside">
            <Link to="/password/recovery">Forgot your password?</Link>
          </p>
          <button type="submit" className="button button--primary button--large account-form__submit" disabled={isSubmitting}>
            {isSubmitting ? 'Logging in…' : 'Log in'}
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
