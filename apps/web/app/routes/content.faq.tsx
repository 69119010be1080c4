import { eachWayFare } from '../content/fares';
import { FAQ_FARE_ROUTES, FAQ_META, faqFares } from '../content/faq';
import { pageMeta } from '../content/types';
import { pageServicesContext } from '../server/page-services';
import type { Route } from './+types/content.faq';
import { FaqPage } from '../content/faq-page';

export function meta() {
  return pageMeta(FAQ_META);
}

/** The fares the answers state, from the fare table search charges. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  const { colorado, minnesota } = FAQ_FARE_ROUTES;
  const [coloradoFare, minnesotaFare] = await Promise.all([
    eachWayFare(services, colorado.from, colorado.to),
    eachWayFare(services, minnesota.from, minnesota.to),
  ]);
  return { fares: faqFares({ colorado: coloradoFare, minnesota: minnesotaFare }) };
}
export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage loaderData={loaderData} />;
}
