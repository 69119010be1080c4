import { redirect } from 'react-router';
import { isAuthenticated } from '../lib/session';
import { MilesPage } from '../miles/miles-page';
import '../account/account.css';
import '../miles/miles.css';

// /miles (section 2): the Penguin Perks wallet with its loyalty number, and the Mile History,
// the accrual log of GET points_records/, newest first, a page at a time.

export function meta() {
  return [{ title: 'Mile History | Landline' }];
}

/** Section 2: unauthenticated visitors log in first. */
export function clientLoader() {
  if (!isAuthenticated()) throw redirect('/login?next=/miles');
  return null;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function Miles() {
  return <MilesPage />;
}
