import { Link } from 'react-router';
import { useIsAuthenticated } from '../lib/session';
import { REFER_BUTTON, REFERRAL_LOGIN_PATH, REFERRAL_PATH } from './refer-a-friend';

/**
 * The referral button: to /referral when signed in, else to /login, which leads on to /referral.
 * The server (and a browser without JavaScript) knows no session and renders the login target.
 */
export function ReferButton() {
  const signedIn = useIsAuthenticated();
  return (
    <Link className="button button--primary button--large" to={signedIn ? REFERRAL_PATH : REFERRAL_LOGIN_PATH}>
      {REFER_BUTTON}
    </Link>
  );
}
