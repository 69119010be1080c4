// The loader of every city route: the page's first schedules from the live timetable, the
// places its search form starts on and the fare of its route.
import { todayIn } from '@landline/shared/dates';
import type { LoaderFunctionArgs } from 'react-router';
import { eachWayFare } from '../content/fares';
import { loadSearchPreset } from '../search/preset';
import { pageServicesContext } from '../server/page-services';
import { initialSchedules } from './initial-schedules';
import type { CitySlug } from './city-paths';
import { CITY_PAGES, fareTexts } from './pages';

export async function cityLoader(slug: CitySlug, { context, request }: LoaderFunctionArgs) {
  const services = context.get(pageServicesContext);
  const page = CITY_PAGES[slug];
  const today = todayIn(page.schedule.zone, new Date(services.now()));
  const week = new URL(request.url).searchParams.get('week');
  const schedules = await initialSchedules(page, today, week, (from, to, range) => services.schedule(from, to, range.start, range.end));
  const { from, to } = page.searchPreset;
  // The route starts whole or not at all: half a city page's route would mislead.
  const preset = await loadSearchPreset(services, { from, to });
  return {
    today,
    schedules,
    searchPreset: preset?.from && preset.to ? preset : null,
    fareTexts: fareTexts(slug, await eachWayFare(services, from, to)),
  };
}

export type CityLoaderData = Awaited<ReturnType<typeof cityLoader>>;
