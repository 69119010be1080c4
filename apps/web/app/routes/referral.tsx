import { redirect } from 'react-router';
import { isAuthenticated } from '../lib/session';
import { ReferralPage } from '../account/referral-page';
import '../account/account.css';

export function meta() {
  return [{ title: 'Refer a friend | Landline' }];
}

/** Section 2: login required. */
export function clientLoader() {
  if (!isAuthenticated()) throw redirect('/login?next=/referral');
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function Referral() {
  return <ReferralPage />;
}
