import { redirect } from 'react-router';
import type { Route } from './+types/trips.cancel';
import { canAskFor } from '../lib/guest-access';
import { CancelPage } from '../trips/cancel-page';
import { MANAGE_PATH, TRIPS_PATH } from '../trips/paths';
import { pnrOf } from '../trips/trip-view';
import '../account/account.css';
import '../trips/trips.css';

// /trips/{pnr}/cancel (sections 2 and 4): the cancel summary, then the confirmation.

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: data ? `Cancel booking ${data.pnr} | Landline` : 'Cancel your trip | Landline' }];
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const pnr = pnrOf(params.pnr);
  if (!pnr) throw redirect(TRIPS_PATH);
  if (!canAskFor(pnr)) throw redirect(`${MANAGE_PATH}?pnr=${encodeURIComponent(pnr)}`);
  return { pnr };
}

export default function CancelTrip({ loaderData }: Route.ComponentProps) {
  return <CancelPage key={loaderData.pnr} pnr={loaderData.pnr} />;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
