import type { Route } from './+types/partners.aircanada';
import { pageMeta } from '../content/types';
import { AIR_CANADA_AIRPORTS, AIR_CANADA_META } from '../partners/air-canada';
import { loadAirportCards } from '../partners/airports';
import { pageServicesContext } from '../server/page-services';
import type { PageHandle } from '../lib/page-handle';
import { AirCanadaPage } from '../partners/air-canada-page';
import '../partners/partners.css';

/** An airline partner page: the lead-capture adapter loads here when configured (decision 231). */
export const handle: PageHandle = { leadCapture: true };

export function meta() {
  return pageMeta(AIR_CANADA_META);
}

/** The airports' names and addresses, and Toronto Pearson's, from the live network. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  const [airports, toronto] = await Promise.all([
    loadAirportCards(services, AIR_CANADA_AIRPORTS),
    services.stops(['YYZ']).then((s) => s[0] ?? null),
  ]);
  return { airports, toronto: toronto ? { name: toronto.name, address: toronto.address } : null };
}
export default function AirCanada({ loaderData }: Route.ComponentProps) {
  return <AirCanadaPage loaderData={loaderData} />;
}
