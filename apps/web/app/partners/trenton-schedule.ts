// The Trenton page's timetable: the live TTN–PHL schedule both ways, for the week the city pages'
// "new schedule" shows (the period running today, from today), in Trenton's time zone.
import { todayIn } from '@landline/shared/dates';
import { choosePeriods, currentRange, type DateRange, type Schedule } from '../cities/schedule';
import type { PageServices } from '../server/page-services';

export interface RouteSchedule {
  today: string;
  /** The days shown; null when no period is published. */
  range: DateRange | null;
  there: Schedule | null;
  back: Schedule | null;
}

export async function loadRouteSchedule(
  services: Pick<PageServices, 'now' | 'schedule'>,
  route: { from: string; to: string; zone: string },
): Promise<RouteSchedule> {
  const today = todayIn(route.zone, new Date(services.now()));
  const periods = await services.schedule(route.from, route.to, today, today);
  const current = periods ? choosePeriods(periods.periods, today).current : null;
  if (!current) return { today, range: null, there: null, back: null };
  const range = currentRange(current, today);
  const [there, back] = await Promise.all([
    services.schedule(route.from, route.to, range.start, range.end),
    services.schedule(route.to, route.from, range.start, range.end),
  ]);
  return { today, range, there, back };
}
