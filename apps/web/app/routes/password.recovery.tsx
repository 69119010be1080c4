import { redirect } from 'react-router';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { isAuthenticated } from '../lib/session';
import { notify } from '../components/notifications';
import { PasswordRecoveryPage } from '../account/password-recovery-page';
import '../account/account.css';

export function meta() {
  return [{ title: 'Reset your password | Landline' }];
}

/** Section 2 and 6: logged-in users cannot use password recovery. */
export function clientLoader() {
  if (isAuthenticated()) {
    notify(A.logOutFirst, { tone: 'warning' });
    throw redirect('/');
  }
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function PasswordRecovery() {
  return <PasswordRecoveryPage />;
}
