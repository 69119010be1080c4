import { DeparturesPage } from '../ops/departures/departures-page';

export function meta() {
  return [{ title: 'Departures | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <DeparturesPage />;
}
