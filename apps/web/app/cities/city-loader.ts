// The loader of every city route: the page's first schedules from the live timetable.
import { todayIn } from '@landline/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { placeRef, type PlaceRef } from '../booking/draft';
import { pageServicesContext, type PageServices } from '../server/page-services';
import { initialSchedules } from './initial-schedules';
import { CITY_PAGES, type CityPageData, type CitySlug } from './pages';

export async function cityLoader(slug: CitySlug, { context, request }: LoaderFunctionArgs) {
  const services = context.get(pageServicesContext);
  const page = CITY_PAGES[slug];
  const today = todayIn(page.schedule.zone, new Date(services.now()));
  const week = new URL(request.url).searchParams.get('week');
  const schedules = await initialSchedules(page, today, week, (from, to, range) =>
    services.schedule(from, to, range.start, range.end),
  );
  return { today, schedules, searchPreset: await searchPreset(page, services) };
}

/** The places the page's search form starts on; none when either is unknown to the network. */
async function searchPreset(page: CityPageData, services: PageServices): Promise<{ from: PlaceRef; to: PlaceRef } | null> {
  if (!page.searchPreset) return null;
  const { from, to } = page.searchPreset;
  const places = await services.places([from, to]);
  const find = (code: string) => places.find((p) => p.code === code);
  const a = find(from);
  const b = find(to);
  return a && b ? { from: placeRef(a), to: placeRef(b) } : null;
}

export type CityLoaderData = Awaited<ReturnType<typeof cityLoader>>;
