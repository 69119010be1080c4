import { data } from 'react-router';
import type { Route } from './+types/live.trip';
import { runName } from '../live/describe';
import { LiveDeparturePage } from '../live/departure-page';
import { pageServicesContext } from '../server/page-services';

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `${runName(loaderData.departure)} | Live Tracker | Landline` : 'Live Tracker | Landline';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/** One departure on the board; an address that names none is the site's not-found page. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const trip = /^\d{1,9}$/.test(params.trip) ? Number(params.trip) : null;
  const departure = trip === null ? null : await context.get(pageServicesContext).liveDeparture(trip);
  if (!departure) throw data(null, { status: 404 });
  return { departure, stop: new URL(request.url).searchParams.get('stop') };
}

export default function LiveTrip({ loaderData }: Route.ComponentProps) {
  return <LiveDeparturePage initial={loaderData.departure} stop={loaderData.stop} />;
}
