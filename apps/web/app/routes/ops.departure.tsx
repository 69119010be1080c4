import { ManifestPage } from '../ops/departures/manifest-page';

export function meta() {
  return [{ title: 'Manifest | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <ManifestPage />;
}
