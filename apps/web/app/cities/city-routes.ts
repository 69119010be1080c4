// Route entries for the city pages, spread into app/routes.ts.
import { route } from '@react-router/dev/routes';

const page = (slug: string, aliases: string[]) => [
  route(slug, `routes/city.${slug}.tsx`),
  ...aliases.map((alias) => route(alias, `routes/city.${slug}.tsx`, { id: `routes/city.${alias}` })),
];

/** Fargo and LaCrosse paths, also under /landline, go to /msp (spec section 2). */
const MSP_REDIRECTS = ['lacrosse', 'lacrosse-shuttle', 'fargo', 'fargo-shuttle', 'fargo-airport-shuttle'];

export const cityRoutes = [
  ...page('fort-collins', ['fort-collins-shuttle', 'fort-collins-airport-shuttle', 'greeley-shuttle']),
  ...page('csu', []),
  ...page('denver', ['denver-shuttle', 'denver-airport-shuttle']),
  ...page('duluth', ['duluth-shuttle']),
  ...page('msp', ['msp-shuttle', 'minneapolis', 'minnesota']),
  ...MSP_REDIRECTS.flatMap((path) => [
    route(path, 'routes/city.msp-redirect.tsx', { id: `routes/city.redirect.${path}` }),
    route(`landline/${path}`, 'routes/city.msp-redirect.tsx', { id: `routes/city.redirect.landline.${path}` }),
  ]),
];
