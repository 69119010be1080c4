import type { Route } from './+types/partners.trenton';
import { pageMeta } from '../content/types';
import { TRENTON_META, TRENTON_ROUTE } from '../partners/american';
import { loadRouteSchedule } from '../partners/trenton-schedule';
import { pageServicesContext } from '../server/page-services';
import type { PageHandle } from '../lib/page-handle';
import { TrentonPage } from '../partners/trenton-page';
import '../cities/cities.css';
import '../partners/partners.css';

/** An airline partner page: the lead-capture adapter loads here when configured (decision 231). */
export const handle: PageHandle = { leadCapture: true };

export function meta() {
  return pageMeta(TRENTON_META);
}

/** The live TTN–PHL timetable, both ways, in Trenton's time zone. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadRouteSchedule(context.get(pageServicesContext), TRENTON_ROUTE);
}
export default function Trenton({ loaderData }: Route.ComponentProps) {
  return <TrentonPage loaderData={loaderData} />;
}
