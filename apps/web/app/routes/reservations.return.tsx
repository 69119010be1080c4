import { redirect } from 'react-router';
import type { Route } from './+types/reservations.return';
import { readDraft } from '../booking/use-draft';
import { translatorOf } from '../i18n/catalogs';
import { bookingHomePath, langOfPath, localizePath } from '../i18n/lang';
import { ResultsView } from '../results/results-view';

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: t('title.return', { ns: 'results' }) }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const draft = readDraft();
  if (!draft.search) throw redirect(bookingHomePath(lang));
  if (!draft.departure) throw redirect(localizePath(lang, '/reservations/depart'));
  if (draft.search.oneWay) throw redirect(localizePath(lang, '/reservations/summary'));
  return null;
}

export default function ReturnResults() {
  return <ResultsView direction="return" />;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
