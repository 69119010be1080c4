// The loader of every city route: the page's first schedules from the live timetable, the
// places its search form starts on and the fare of its route.
import { todayIn } from '@landline/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { placeRef, type PlaceRef } from '../booking/draft';
import { eachWayFare } from '../content/fares';
import { pageServicesContext, type PageServices } from '../server/page-services';
import { initialSchedules } from './initial-schedules';
import { CITY_PAGES, type CityPageData, type CitySlug } from './pages';
import type { Schedule } from './schedule';

export async function cityLoader(slug: CitySlug, { context, request }: LoaderFunctionArgs) {
  const services = context.get(pageServicesContext);
  const page = CITY_PAGES[slug];
  const today = todayIn(page.schedule.zone, new Date(services.now()));
  const week = new URL(request.url).searchParams.get('week');
  const schedules = await initialSchedules(page, today, week, async (from, to, range) => {
    return (await services.schedule(from, to, range.start, range.end)) as Schedule | null;
  });
  const { from, to } = page.searchPreset;
  return {
    today,
    schedules,
    searchPreset: await searchPreset(page, services),
    fare: await eachWayFare(services, from, to),
  };
}

/** The places the page's search form starts on; none when either is unknown to the network. */
async function searchPreset(page: CityPageData, services: PageServices): Promise<{ from: PlaceRef; to: PlaceRef } | null> {
  const { from, to } = page.searchPreset;
  const places = await services.places([from, to]);
  const find = (code: string) => places.find((p) => p.code === code);
  const a = find(from);
  const b = find(to);
  return a && b ? { from: placeRef(a), to: placeRef(b) } : null;
}

export type CityLoaderData = Awaited<ReturnType<typeof cityLoader>>;
