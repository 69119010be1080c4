import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { isAuthenticated } from '../lib/session';
import { safeNextPath } from '../account/next';
import { LoginPage } from '../account/login-page';
import '../account/account.css';

export function meta() {
  return [{ title: 'Log in | Landline' }];
}

/** Logged-in users go to their target (or the profile) straight away. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (isAuthenticated()) throw redirect(safeNextPath(url.searchParams.get('next'), '/profile', url.origin));
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function Login() {
  return <LoginPage />;
}
