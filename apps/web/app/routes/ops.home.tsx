import { OpsHomePage } from '../ops/home-page';

export function meta() {
  return [{ title: 'Operations | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <OpsHomePage />;
}
