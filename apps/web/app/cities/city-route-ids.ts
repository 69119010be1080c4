// The route ids of the city pages: routes/city.tsx is registered once per address (city-routes.ts)
// and finds its page from the id. Apart from city-paths.ts so that only the city pages load it.
import { CITY_PATHS, type CitySlug } from './city-paths';

/** The route id of a city page's address ('denver-shuttle' → 'routes/city.denver-shuttle'). */
export const cityRouteId = (path: string): string => `routes/city.${path}`;

const CITY_BY_ROUTE_ID: ReadonlyMap<string, CitySlug> = new Map(
  (Object.entries(CITY_PATHS) as [CitySlug, readonly string[]][]).flatMap(([slug, aliases]) =>
    [slug, ...aliases].map((path) => [cityRouteId(path), slug] as const),
  ),
);

/** The city page a route id of cityRouteId stands for ('routes/city.denver-shuttle' → 'denver'). */
export function cityOfRouteId(id: string): CitySlug {
  const slug = CITY_BY_ROUTE_ID.get(id);
  if (!slug) throw new Error(`No city page has the route id ${JSON.stringify(id)}`);
  return slug;
}

/** The city page of the route pattern a loader matched ('/denver-shuttle' → 'denver'). */
export const cityOfPattern = (pattern: string): CitySlug => cityOfRouteId(cityRouteId(pattern.replace(/^\/+/, '')));
