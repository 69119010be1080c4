import { redirect } from 'react-router';
import { clearAccount } from '../account/logout';
import { accountApi } from '../account/api';

/**
 * /logout: the server ends the session (its refresh cookie is revoked and cleared), then local
 * storage and the account state are cleared here too, and the visitor goes to / (section 2).
 * Without the server (offline), the local logout still happens.
 */
export async function clientLoader() {
  await accountApi.logout().catch(() => undefined);
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
