// The loader of every city route: the page's first schedules from the live timetable.
import { todayIn } from '@landline/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { pageServicesContext } from '../server/page-services';
import { initialSchedules } from './initial-schedules';
import { CITY_PAGES, type CitySlug } from './pages';
import type { Schedule } from './schedule';

export async function cityLoader(slug: CitySlug, { context, request }: LoaderFunctionArgs) {
  const services = context.get(pageServicesContext);
  const page = CITY_PAGES[slug];
  const today = todayIn(page.schedule.zone, new Date(services.now()));
  const week = new URL(request.url).searchParams.get('week');
  const schedules = await initialSchedules(page, today, week, async (from, to, range) => {
    return (await services.schedule(from, to, range.start, range.end)) as Schedule | null;
  });
  return { today, schedules };
}

export type CityLoaderData = Awaited<ReturnType<typeof cityLoader>>;
