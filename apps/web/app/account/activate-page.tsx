import { Link } from 'react-router';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { isAuthenticated } from '../lib/session';

// The e-mail confirmation page: what the activation answered, and where to go next.

/** What the activation call answered (the route's loader makes it once per visit). */
export interface ActivationResult {
  confirmed: boolean;
  message: string;
}

export function ActivatePage({ result }: { result: ActivationResult }) {
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
