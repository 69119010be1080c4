import { Link, useNavigate, useSearchParams } from 'react-router';
import { NOTIFICATION_LONG_MS } from '@landline/shared/constants';
import { accountApi } from './api';
import { queryClient } from '../lib/query-client';
import { startSession, tokenStore } from '../lib/session';
import { useNotify } from '../components/notifications';
import { FormAlert } from '../components/form/alerts';
import { NewPasswordFields } from './password-fields';
import { TextField } from '../components/form/fields';
import { EMPTY_REGISTER_FORM, registerFormSchema, type RegisterForm } from './schemas';
import { useSchemaForm } from '../components/form/use-schema-form';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { flagOf, useSettings } from '../lib/settings';

// The sign-up page: the account form, then a session and the inbox notice.

export const CHECK_INBOX = 'Check your inbox to confirm your e-mail';

/** On-screen order, for focusing the first field the server refused. */
const ORDER = ['first_name', 'last_name', 'email', 'phone_number', 'password', 'retypePassword', 'referal_code'] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  // Section 5: prefilled and locked from the query parameter referalcode.
  const invited = params.get('referalcode')?.trim().slice(0, 32) || '';
  // The referral flag (shown until the settings say it is off): off, no code is asked for or sent.
  const settings = useSettings();
  const referrals = !settings.data || flagOf(settings.data, 'referral');
  const { errors, field, formErrors, onSubmit, submitting } = useSchemaForm<RegisterForm>({
    schema: registerFormSchema,
    defaultValues: { ...EMPTY_REGISTER_FORM, referal_code: invited },
    order: ORDER,
    async submit(v) {
      try {
        const code = referrals ? (invited || v.referal_code).trim() : '';
        const tokens = await accountApi.register({
          ...(code ? { referal_code: code } : {}),
          first_name: v.first_name.trim(),
          last_name: v.last_name.trim(),
          email: v.email.trim(),
          password: v.password,
          retypePassword: v.retypePassword,
          phone_number: v.phone_number.trim(),
          subscribe_to_newsletter: v.subscribe_to_newsletter,
        });
        queryClient.removeQueries({ queryKey: ['account'] });
        startSession(tokens.access);
        notify(CHECK_INBOX, { tone: 'info', durationMs: NOTIFICATION_LONG_MS });
        navigate('/profile', { replace: true });
      } catch (error) {
        // Section 4: a failed registration resets the account state.
        tokenStore().clear();
        throw error;
      }
    },
  });

  return (
    <div className="page account-page">
      <div className="account-card">
        <h1>Create an account</h1>
        <p className="account-card__lead">Join Penguin Perks: earn discounts as you ride and keep your details for faster booking.</p>
        <form noValidate onSubmit={onSubmit} aria-label="Create an account" className="account-form">
          <FormAlert messages={formErrors} />
          <div className="account-form__row">
            <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
            <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
          </div>
          <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
          <TextField label="Phone number" type="tel" autoComplete="tel" {...field('phone_number')} />
          <NewPasswordFields
            password={{ label: 'Password', ...field('password') }}
            repeat={{ label: 'Type your password again', ...field('retypePassword') }}
          />
          {referrals ? (
            <TextField
              label="Referral code"
              optional
              autoComplete="off"
              readOnly={Boolean(invited)}
              hint={invited ? 'This code comes from your invitation link and cannot be changed.' : undefined}
              {...field('referal_code')}
            />
          ) : invited ? (
            <p className="account-form__aside">{A.referralsOff}</p>
          ) : null}
          {referrals && invited && errors.referal_code ? (
            <p className="account-form__aside">
              <Link to="/account/register" reloadDocument>
                Sign up without a referral code
              </Link>
            </p>
          ) : null}
          {/* subscribe_to_newsletter: hidden, true (section 3). */}
          <button type="submit" className="button button--primary button--large account-form__submit" disabled={submitting}>
            {submitting ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
        <p className="account-card__switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </div>
  );
}
