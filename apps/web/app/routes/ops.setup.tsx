import { OpsSetupPage } from '../ops/setup-page';

export function meta() {
  return [{ title: 'Set up your account | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <OpsSetupPage />;
}
