// Route entries for the city pages, spread into app/routes.ts: one module for every city page
// and alias, registered once per address with the id that names its page (city-route-ids.ts).
import { route } from '@react-router/dev/routes';
import { CITY_PATHS, MSP_REDIRECTS } from './city-paths';
import { cityRouteId } from './city-route-ids';

const CITY_MODULE = 'routes/city.tsx';

export const cityRoutes = [
  ...Object.entries(CITY_PATHS).flatMap(([slug, aliases]) =>
    [slug, ...aliases].map((path) => route(path, CITY_MODULE, { id: cityRouteId(path) })),
  ),
  ...MSP_REDIRECTS.flatMap((path) => [
    route(path, 'routes/city.msp-redirect.tsx', { id: `routes/city.redirect.${path}` }),
    route(`landline/${path}`, 'routes/city.msp-redirect.tsx', { id: `routes/city.redirect.landline.${path}` }),
  ]),
];
