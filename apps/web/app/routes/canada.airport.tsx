import type { Route } from './+types/canada.airport';
import { CanadaAirportPage } from '../canada/airport-page';
import { CANADA_HANDLE } from '../canada/handle';
import { translator } from '../canada/i18n';
import { canadaAirportLoader } from '../canada/loader';
import { canadaMeta } from '../canada/meta';

// The Canadian airport pages, each in English (/canada/hamilton) and French
// (/fr/canada/hamilton): the address names the airport and the language (canada/routes.ts).

export const handle = CANADA_HANDLE;

export function loader(args: Route.LoaderArgs) {
  return canadaAirportLoader(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = translator(loaderData.lang);
  const names = {
    city: t(`common.airports.${loaderData.airport}.city`),
    theAirport: t(`common.airports.${loaderData.airport}.theAirport`),
  };
  return canadaMeta(
    { title: t('airport.meta.title', names), description: t('airport.meta.description', { ...names, code: loaderData.code }) },
    loaderData.alternates,
  );
}

export default function CanadaAirport({ loaderData }: Route.ComponentProps) {
  // Another airport or language is another page: it starts afresh.
  return <CanadaAirportPage key={`${loaderData.lang}-${loaderData.airport}`} data={loaderData} />;
}
