import { OpsLoginPage } from '../ops/login-page';

export function meta() {
  return [{ title: 'Sign in | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <OpsLoginPage />;
}
