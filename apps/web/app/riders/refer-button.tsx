import { Link } from 'react-router';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { useIsAuthenticated } from '../lib/session';
import { flagOf, useSettings } from '../lib/settings';
import { REFER_BUTTON, REFERRAL_LOGIN_PATH, REFERRAL_PATH } from './refer-a-friend';

/**
 * The referral button: to /referral when signed in, else to /login, which leads on to /referral.
 * The server (and a browser without JavaScript) knows no session and renders the login target.
 */
export function ReferButton() {
  const signedIn = useIsAuthenticated();
  const settings = useSettings();
  // The referral flag off (once the settings say so): no button to a programme that is closed.
  if (settings.data && !flagOf(settings.data, 'referral')) return <p className="notice notice--info">{A.referralsOff}</p>;
  return (
    <Link className="button button--primary button--large" to={signedIn ? REFERRAL_PATH : REFERRAL_LOGIN_PATH}>
      {REFER_BUTTON}
    </Link>
  );
}
