import { redirect } from 'react-router';
import { isAuthenticated } from '../lib/session';
import { RegisterPage } from '../account/register-page';
import '../account/account.css';

export function meta() {
  return [{ title: 'Create an account | Landline' }];
}

/** Someone already logged in has an account: the profile instead. */
export function clientLoader() {
  if (isAuthenticated()) throw redirect('/profile');
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function Register() {
  return <RegisterPage />;
}
