import { redirect } from 'react-router';
import type { Route } from './+types/reservations.depart';
import { readDraft } from '../booking/use-draft';
import { translatorOf } from '../i18n/catalogs';
import { bookingHomePath, langOfPath } from '../i18n/lang';
import { ResultsView } from '../results/results-view';

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: t('title.depart', { ns: 'results' }) }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  // No search yet: the search of the page's language (French: the Canadian booking).
  if (!readDraft().search) throw redirect(bookingHomePath(langOfPath(new URL(request.url).pathname)));
  return null;
}

export default function DepartureResults() {
  return <ResultsView direction="depart" />;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
