import { Link, redirect, useLoaderData } from 'react-router';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import type { Route } from './+types/activate';
import { messagesOf } from '../lib/api';
import { accountApi } from '../account/api';
import { queryClient } from '../lib/query-client';
import { isAuthenticated } from '../lib/session';
import { PROFILE_KEY } from '../account/queries';
import '../account/account.css';

export function meta() {
  return [{ title: 'Confirm your e-mail | Landline' }];
}

/**
 * /activate/{code}[/{referralCode}]: confirms the e-mail once, as the page opens (a loader runs
 * once per visit, where an effect could run twice). No code: home.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!params.code) throw redirect('/');
  try {
    const answer = await accountApi.activate(params.code, params.referralCode);
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    return { confirmed: true as const, message: answer.detail || A.emailConfirmed };
  } catch (error) {
    return { confirmed: false as const, message: messagesOf(error).join(' ') };
  }
}

export default function Activate() {
  const result = useLoaderData<typeof clientLoader>();
  const signedIn = isAuthenticated();
  return (
    <div className="page account-page">
      <div className="account-card account-card--center">
        {result.confirmed ? (
          <>
            <span className="result-icon result-icon--ok" aria-hidden="true">
              ✓
            </span>
            <h1>{A.emailConfirmed}</h1>
            <p>Thank you: your account is ready.</p>
            <p>
              <Link className="button button--primary" to="/profile">
                Go to my profile
              </Link>
            </p>
          </>
        ) : (
          <>
            <span className="result-icon result-icon--error" aria-hidden="true">
              !
            </span>
            <h1>{A.emailNotConfirmed}</h1>
            <p className="form-alert" role="alert">
              {result.message}
            </p>
            <p>
              <Link className="button button--primary" to={signedIn ? '/profile' : '/login'}>
                {signedIn ? 'Go to my profile' : 'Log in'}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
