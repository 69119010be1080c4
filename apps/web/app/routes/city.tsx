import type { Route } from './+types/city';
import { cityLoader } from '../cities/city-loader';
import { CityPage } from '../cities/city-page';
import { cityOfPattern, cityOfRouteId } from '../cities/city-route-ids';
import { CITY_PAGES, cityMeta } from '../cities/pages';

// Every city page and alias (cities/city-routes.ts): the route id names the page, and the loader,
// which has no id, reads it from the path it matched.

/** This route's own match is the last one: city pages have no child routes. */
const cityOf = (matches: readonly ({ id: string } | undefined)[]) => cityOfRouteId(matches[matches.length - 1]!.id);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return cityMeta(cityOf(matches), loaderData);
}

export function loader(args: Route.LoaderArgs) {
  return cityLoader(cityOfPattern(args.pattern), args);
}

export default function City({ loaderData, matches }: Route.ComponentProps) {
  const slug = cityOf(matches);
  // Another city is another page: its state starts afresh, as when each city had its own module.
  return <CityPage key={slug} page={CITY_PAGES[slug]} initial={loaderData} />;
}
