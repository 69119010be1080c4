import { redirect } from 'react-router';
import type { Route } from './+types/seats.change';
import { SeatChangePage } from '../seats/change-page';
import { translatorOf } from '../i18n/catalogs';
import { langOfPath, localizePath } from '../i18n/lang';
import { canAskFor } from '../lib/guest-access';
import { MANAGE_PATH, TRIPS_PATH } from '../trips/paths';
import { pnrOf } from '../trips/trip-view';
import '../account/account.css';
import '../results/results.css';
import '../seats/seats.css';
import '../trips/trips.css';

// /seats/change?pnr=&way= (section 2): a booked trip's seats, for its member or the guest who looked it up.

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: `${t('change.title', { ns: 'seats' })} | Landline` }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const params = url.searchParams;
  const pnr = pnrOf(params.get('pnr'));
  if (!pnr) throw redirect(localizePath(lang, TRIPS_PATH));
  if (!canAskFor(pnr)) throw redirect(localizePath(lang, `${MANAGE_PATH}?pnr=${encodeURIComponent(pnr)}`));
  return { pnr, way: params.get('way') === '2' ? (2 as const) : (1 as const) };
}

export default function SeatChange({ loaderData }: Route.ComponentProps) {
  return <SeatChangePage key={`${loaderData.pnr}-${loaderData.way}`} pnr={loaderData.pnr} way={loaderData.way} />;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
