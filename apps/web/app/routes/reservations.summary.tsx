import { redirect } from 'react-router';
import type { Route } from './+types/reservations.summary';
import { readDraft } from '../booking/use-draft';
import { translatorOf } from '../i18n/catalogs';
import { bookingHomePath, langOfPath, localizePath } from '../i18n/lang';
import { SummaryPage } from '../results/summary-page';
import '../account/account.css';
import '../results/results.css';

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: t('title.summary', { ns: 'results' }) }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const draft = readDraft();
  if (!draft.search) throw redirect(bookingHomePath(lang));
  if (!draft.departure) throw redirect(localizePath(lang, '/reservations/depart'));
  if (!draft.search.oneWay && !draft.return) throw redirect(localizePath(lang, '/reservations/return'));
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function Summary() {
  return <SummaryPage />;
}
