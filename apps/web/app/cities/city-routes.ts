// Route entries for the city pages, spread into app/routes.ts.
import { route } from '@react-router/dev/routes';
import { CITY_PATHS, MSP_REDIRECTS } from './city-paths';

const page = (slug: string, aliases: readonly string[]) => [
  route(slug, `routes/city.${slug}.tsx`),
  ...aliases.map((alias) => route(alias, `routes/city.${slug}.tsx`, { id: `routes/city.${alias}` })),
];

export const cityRoutes = [
  ...Object.entries(CITY_PATHS).flatMap(([slug, aliases]) => page(slug, aliases)),
  ...MSP_REDIRECTS.flatMap((path) => [
    route(path, 'routes/city.msp-redirect.tsx', { id: `routes/city.redirect.${path}` }),
    route(`landline/${path}`, 'routes/city.msp-redirect.tsx', { id: `routes/city.redirect.landline.${path}` }),
  ]),
];
