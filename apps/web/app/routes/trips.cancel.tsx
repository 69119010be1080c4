import { redirect } from 'react-router';
import type { Route } from './+types/trips.cancel';
import { translatorOf } from '../i18n/catalogs';
import { langOfPath, localizePath } from '../i18n/lang';
import { canAskFor } from '../lib/guest-access';
import { CancelPage } from '../trips/cancel-page';
import { MANAGE_PATH, TRIPS_PATH } from '../trips/paths';
import { pnrOf } from '../trips/trip-view';
import '../account/account.css';
import '../trips/trips.css';

// /trips/{pnr}/cancel (sections 2 and 4): the cancel summary, then the confirmation.

export function meta({ loaderData: data, location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: data ? t('title.cancel', { ns: 'trips', pnr: data.pnr }) : t('title.cancelNone', { ns: 'trips' }) }];
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const pnr = pnrOf(params.pnr);
  if (!pnr) throw redirect(localizePath(lang, TRIPS_PATH));
  if (!canAskFor(pnr)) throw redirect(localizePath(lang, `${MANAGE_PATH}?pnr=${encodeURIComponent(pnr)}`));
  return { pnr };
}

export default function CancelTrip({ loaderData }: Route.ComponentProps) {
  return <CancelPage key={loaderData.pnr} pnr={loaderData.pnr} />;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
