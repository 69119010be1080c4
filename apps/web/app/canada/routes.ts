// Route entries of the Canada pages, spread into app/routes.ts: one module for the home in both
// languages and one for the airport pages, registered once per address with an id naming it.
import { route } from '@react-router/dev/routes';
import { CANADA_AIRPORT_SLUGS } from './constants';
import { canadaPath, LANGS } from './paths';

const path = (p: string) => p.replace(/^\//, '');

export const canadaRoutes = LANGS.flatMap((lang) => [
  route(path(canadaPath(lang)), 'routes/canada.tsx', { id: `routes/canada.${lang}` }),
  ...CANADA_AIRPORT_SLUGS.map((slug) =>
    route(path(canadaPath(lang, slug)), 'routes/canada.airport.tsx', { id: `routes/canada.${lang}.${slug}` }),
  ),
]);
