// The loaders of the Canada pages: the language and the alternates of the address, and for an
// airport page its week of departures from the live timetable (both directions), its fare from
// the fare table search charges and the cities partner flights reach from Toronto Pearson.
import { data, type LoaderFunctionArgs } from 'react-router';
import { todayIn } from '@landline/shared/dates';
import { pageServicesContext } from '../server/page-services';
import { CANADA_AIRPORTS, DESTINATIONS_SHOWN, TORONTO_PEARSON, TORONTO_TIME_ZONE } from './constants';
import { showDestination } from './destinations';
import { loadCanadaLang } from './i18n';
import { alternates, canadaPageOf } from './paths';
import { timetableRows, weekFrom } from './schedule';

/** The page of the address asked for (`url`: without the `.data` suffix of in-app navigations). */
function pageOf(url: URL) {
  const page = canadaPageOf(url.pathname);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function canadaHomeLoader({ context, url }: LoaderFunctionArgs) {
  const { lang } = pageOf(url);
  await loadCanadaLang(lang);
  return { lang, alternates: alternates(context.get(pageServicesContext).publicUrl, null) };
}

export async function canadaAirportLoader({ context, url }: LoaderFunctionArgs) {
  const { lang, airport } = pageOf(url);
  if (!airport) throw data(null, { status: 404 });
  await loadCanadaLang(lang);
  const services = context.get(pageServicesContext);
  const { code } = CANADA_AIRPORTS[airport];
  const range = weekFrom(todayIn(TORONTO_TIME_ZONE, new Date(services.now())));
  const [toToronto, fromToronto, fare, destinations, stops] = await Promise.all([
    services.schedule(code, TORONTO_PEARSON, range.start, range.end),
    services.schedule(TORONTO_PEARSON, code, range.start, range.end),
    services.fare(code, TORONTO_PEARSON),
    services.destinations(TORONTO_PEARSON, DESTINATIONS_SHOWN),
    services.stops([code, TORONTO_PEARSON]),
  ]);
  const place = (c: string) => {
    const stop = stops.find((s) => s.code === c);
    return stop ? { address: stop.address ?? null, latitude: stop.latitude, longitude: stop.longitude } : null;
  };
  return {
    lang,
    airport,
    code,
    alternates: alternates(services.publicUrl, airport),
    timetables: {
      toToronto: timetableRows(toToronto, code, TORONTO_PEARSON, range),
      fromToronto: timetableRows(fromToronto, TORONTO_PEARSON, code, range),
    },
    fare,
    destinations: destinations.map((d) => showDestination(d, lang)),
    places: { airport: place(code), toronto: place(TORONTO_PEARSON) },
  };
}

export type CanadaHomeData = ReturnType<typeof canadaHomeLoader>;
export type CanadaAirportData = Awaited<ReturnType<typeof canadaAirportLoader>>;
