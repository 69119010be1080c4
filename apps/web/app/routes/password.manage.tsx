import { redirect } from 'react-router';
import { isAuthenticated } from '../lib/session';
import { PasswordManagePage } from '../account/password-manage-page';
import '../account/account.css';

export function meta() {
  return [{ title: 'Change your password | Landline' }];
}

/** Section 2: authenticated only, else /. */
export function clientLoader() {
  if (!isAuthenticated()) throw redirect('/');
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function PasswordManage() {
  return <PasswordManagePage />;
}
