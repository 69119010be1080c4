// The schedule requests a city page makes when it first renders, answered up front so that the
// server renders the page whole (tables included) and the browser starts from the same data.
// It follows the page's own choices: the strip's current period, the toggle's new schedule,
// the week selector's week (from ?week= or the one containing today).
import type { CityPageData } from './pages';
import { choosePeriods, currentRange, initialWeek, parseWeek, weekBounds, type DateRange, type Schedule } from './schedule';

export type LoadSchedule = (from: string, to: string, range: DateRange) => Promise<Schedule | null>;

export interface ScheduleAnswer {
  from: string;
  to: string;
  range: DateRange;
  schedule: Schedule;
}

/** The query key the page reads a schedule under (react-query). */
export const scheduleKey = (from: string, to: string, range: DateRange | null) =>
  ['city-schedule', from, to, range?.start, range?.end] as const;

export async function initialSchedules(
  page: CityPageData,
  today: string,
  weekParam: string | null,
  load: LoadSchedule,
): Promise<ScheduleAnswer[]> {
  const answers = new Map<string, ScheduleAnswer>();
  const get = async (from: string, to: string, range: DateRange) => {
    const key = scheduleKey(from, to, range).join('|');
    const known = answers.get(key);
    if (known) return known.schedule;
    const schedule = await load(from, to, range);
    if (schedule) answers.set(key, { from, to, range, schedule });
    return schedule;
  };
  const day = { start: today, end: today };

  if (page.strip) {
    const { from, to } = page.strip;
    const periods = await get(from, to, day);
    const current = periods ? choosePeriods(periods.periods, today).current : null;
    if (current) await get(from, to, currentRange(current, today));
  }

  const { tables } = page.schedule;
  const periods = await get(tables[0].from, tables[0].to, day);
  if (periods) {
    let range: DateRange | null = null;
    if (page.schedule.kind === 'toggle') {
      const current = choosePeriods(periods.periods, today).current;
      range = current ? currentRange(current, today) : null;
    } else {
      const bounds = weekBounds(periods.periods);
      range = bounds ? (weekParam !== null ? parseWeek(weekParam, bounds) : initialWeek(bounds, today)) : null;
    }
    if (range) for (const t of tables) await get(t.from, t.to, range);
  }
  return [...answers.values()];
}
