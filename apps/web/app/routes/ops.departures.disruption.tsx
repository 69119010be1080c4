import { DisruptionPage } from '../ops/departures/disruption-page';

export function meta() {
  return [{ title: 'Disruption | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <DisruptionPage />;
}
