import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '@landline/shared/messages';
import { useNotify } from '../components/notifications';
import { bookingHomePath } from '../i18n/lang';
import { useLang } from '../i18n/react';
import { clearAccount } from './logout';
import { onExternalLogout, onSessionExpired } from '../lib/session';

/** Pages that need a session; a logout in another tab leaves them. */
const PROTECTED = ['/profile', '/referral', '/password/manage', '/miles', '/miles/buy', '/miles/confirmation'];

/**
 * Section 4 and 8: when the session expires (the refresh failed, or a protected call got a
 * 401), log out — clear local storage and the account state —, say 'Your session has expired.'
 * (the notices show it in the page's language) and go to the booking's start in that language.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { pathname } = useLocation();
  const home = bookingHomePath(useLang());

  useEffect(
    () =>
      onSessionExpired(() => {
        clearAccount();
        notify(ACCOUNT_MESSAGES.sessionExpired, { tone: 'warning' });
        navigate(home, { replace: true });
      }),
    [navigate, notify, home],
  );

  useEffect(
    () =>
      onExternalLogout(() => {
        clearAccount();
        if (PROTECTED.some((p) => pathname === p || pathname.startsWith(`${p}/`))) navigate('/', { replace: true });
      }),
    [navigate, pathname],
  );

  return null;
}
