import { redirect } from 'react-router';
import { clearAccount } from '../account/logout';

/** /logout: clears local storage and the account state, then goes to / (section 2). */
export function clientLoader() {
  clearAccount();
  throw redirect('/');
}

export function meta() {
  return [{ title: 'Log out | Landline' }];
}

export default function Logout() {
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
