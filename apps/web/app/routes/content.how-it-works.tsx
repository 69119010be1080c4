import type { Route } from './+types/content.how-it-works';
import { pageMeta } from '../content/types';
import { HOW_META, MARKER_LINKS, ROUTE_TABS } from '../how-it-works/content';
import { drawRouteMapCached } from '../how-it-works/route-map.server';
import { MAP_STOP_CODES, withFallbackStops } from '../how-it-works/stops';
import { pageServicesContext } from '../server/page-services';
import { HowItWorksPage } from '../how-it-works/how-it-works-page';
import '../how-it-works/how-it-works.css';

export function meta() {
  return pageMeta(HOW_META);
}

/**
 * Draws both route maps on the server from the live network's stops (La Crosse from the
 * fallback table when the network lacks it). Only this loader imports d3-geo and the atlas, so
 * they stay out of the browser bundle: the page gets path strings and marker points.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const live = await context.get(pageServicesContext).stops(MAP_STOP_CODES);
  const maps = ROUTE_TABS.map(({ map }) =>
    drawRouteMapCached({
      states: map.states,
      frame: map.frame,
      minAspect: map.minAspect,
      routes: map.routes,
      stops: withFallbackStops(map.codes, live),
      links: MARKER_LINKS,
    }),
  );
  return { maps };
}
export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  return <HowItWorksPage loaderData={loaderData} />;
}
