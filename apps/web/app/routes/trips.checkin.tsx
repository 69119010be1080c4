import { redirect } from 'react-router';
import type { Route } from './+types/trips.checkin';
import { canAskFor } from '../lib/guest-access';
import { CheckInPage } from '../trips/check-in-page';
import { MANAGE_PATH, TRIPS_PATH, tripPath } from '../trips/paths';
import { pnrOf, WAY_LABELS, wayOf } from '../trips/trip-view';
import '../account/account.css';
import '../trips/trips.css';

// /trips/{pnr}/{segmentDirection}/checkin (section 2): check-in of the departure (1) or the return (2).

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: data ? `Check in: ${WAY_LABELS[data.way].toLowerCase()} of ${data.pnr} | Landline` : 'Check in | Landline' }];
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const pnr = pnrOf(params.pnr);
  if (!pnr) throw redirect(TRIPS_PATH);
  const way = wayOf(params.segmentDirection);
  if (!way) throw redirect(tripPath(pnr));
  if (!canAskFor(pnr)) throw redirect(`${MANAGE_PATH}?pnr=${encodeURIComponent(pnr)}`);
  return { pnr, way };
}

export default function CheckIn({ loaderData }: Route.ComponentProps) {
  return <CheckInPage key={`${loaderData.pnr}-${loaderData.way}`} pnr={loaderData.pnr} way={loaderData.way} />;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
