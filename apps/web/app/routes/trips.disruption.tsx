import { redirect } from 'react-router';
import type { Route } from './+types/trips.disruption';
import { DisruptionChoicePage } from '../disruptions/choice-page';
import '../trips/trips.css';
import '../disruptions/disruptions.css';

// /trips/disruption/{token} (decision 279): the personal link of a disruption mail.

export function meta() {
  return [{ title: 'Your departure has changed | Landline' }, { name: 'robots', content: 'noindex' }];
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const token = params.token ?? '';
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw redirect('/trips/manage');
  return { token };
}

export default function DisruptionChoice({ loaderData }: Route.ComponentProps) {
  return <DisruptionChoicePage key={loaderData.token} token={loaderData.token} />;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
