import { redirect } from 'react-router';
import type { Route } from './+types/passengers';
import { holdMatches } from '../booking/draft';
import { readDraft } from '../booking/use-draft';
import { translatorOf } from '../i18n/catalogs';
import { bookingHomePath, langOfPath } from '../i18n/lang';
import { PassengersStep } from '../passengers/passengers-page';
import '../account/account.css';
import '../passengers/passengers.css';

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: `${t('page.title', { ns: 'passengers' })} | Landline` }];
}

/** Missing session data (no search, or no hold of the chosen tickets) goes home (section 8), in the page's language. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const draft = readDraft();
  if (!draft.search || !holdMatches(draft)) throw redirect(bookingHomePath(langOfPath(new URL(request.url).pathname)));
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function Passengers() {
  return <PassengersStep />;
}
