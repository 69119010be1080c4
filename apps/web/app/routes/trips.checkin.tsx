import { redirect } from 'react-router';
import type { Route } from './+types/trips.checkin';
import { translatorOf } from '../i18n/catalogs';
import { langOfPath, localizePath } from '../i18n/lang';
import { canAskFor } from '../lib/guest-access';
import { CheckInPage } from '../trips/check-in-page';
import { MANAGE_PATH, TRIPS_PATH, tripPath } from '../trips/paths';
import { pnrOf, wayKey, wayOf } from '../trips/trip-view';
import '../account/account.css';
import '../trips/trips.css';

// /trips/{pnr}/{segmentDirection}/checkin (section 2): check-in of the departure (1) or the return (2).

export function meta({ loaderData: data, location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  if (!data) return [{ title: t('title.checkInNone', { ns: 'trips' }) }];
  return [{ title: t('title.checkIn', { ns: 'trips', way: t(`wayLower.${wayKey(data.way)}`, { ns: 'trips' }), pnr: data.pnr }) }];
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const pnr = pnrOf(params.pnr);
  if (!pnr) throw redirect(localizePath(lang, TRIPS_PATH));
  const way = wayOf(params.segmentDirection);
  if (!way) throw redirect(localizePath(lang, tripPath(pnr)));
  if (!canAskFor(pnr)) throw redirect(localizePath(lang, `${MANAGE_PATH}?pnr=${encodeURIComponent(pnr)}`));
  return { pnr, way };
}

export default function CheckIn({ loaderData }: Route.ComponentProps) {
  return <CheckInPage key={`${loaderData.pnr}-${loaderData.way}`} pnr={loaderData.pnr} way={loaderData.way} />;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
