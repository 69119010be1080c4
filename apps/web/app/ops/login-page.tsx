import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { StaffMe } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { useSchemaForm } from '../components/form/use-schema-form';
import { ops } from './api';
import { signInFormSchema, type SignInForm } from './schemas';
import { ME_QUERY } from './session';

/** Only a console page of this site: never an address another site slipped into ?next=. */
export function consolePath(next: string | null): string {
  return next && /^\/ops(\/[^/\\]|$)/.test(next) && !next.startsWith('//') ? next : '/ops';
}

// Sign-in: e-mail, password and the authenticator's code (or a recovery code) in one form.
export function OpsLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<SignInForm>({
    schema: signInFormSchema,
    defaultValues: { email: '', password: '', code: '' },
    order: ['email', 'password', 'code'],
    async submit(values) {
      const me = await ops<StaffMe>('sessions/', {
        method: 'POST',
        body: { email: values.email.trim(), password: values.password, code: values.code.trim() },
      });
      queryClient.removeQueries({ queryKey: ['ops'] });
      queryClient.setQueryData(ME_QUERY, me);
      navigate(consolePath(params.get('next')), { replace: true });
    },
  });
  return (
    <section className="ops-card ops-card--narrow" aria-labelledby="ops-login-title">
      <h1 id="ops-login-title">Sign in to operations</h1>
      <p className="ops-muted">For Landline staff. Travellers sign in on the main site.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Sign in" className="ops-form">
        <FormAlert messages={formErrors} />
        <TextField label="E-mail" type="email" autoComplete="username" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <TextField
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          inputMode="text"
          {...field('code')}
        />
        <button type="submit" className="ops-button ops-button--primary" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
