// Pure: the Canadian timetables from the live schedule answer (GET /api/v2/landline/schedule/):
// one row per run with its departure and arrival (local 'HH:mm': Toronto time for every
// Canadian stop) and the weekdays of the range it does not run.
import { addDays, isoWeekday } from '@landline/shared/dates';
import type { Schedule } from '@landline/shared/schemas';

export interface DateRange {
  start: string;
  end: string;
}

export interface TimetableRow {
  depart: string;
  arrive: string;
  /** ISO weekdays (1 = Monday) in the range on which the run does not operate; empty = daily. */
  missing: number[];
}

/** Days shown: a week from today. */
export const TIMETABLE_DAYS = 7;

export function weekFrom(today: string): DateRange {
  return { start: today, end: addDays(today, TIMETABLE_DAYS - 1) };
}

/**
 * The runs from `from` to `to` over the range, by departure time: each departure once (the same
 * time on different runs is one row, its days merged).
 */
export function timetableRows(
  schedule: Pick<Schedule, 'stops' | 'rows'> | null,
  from: string,
  to: string,
  range: DateRange,
): TimetableRow[] {
  if (!schedule) return [];
  const d = schedule.stops.findIndex((s) => s.code === from && s.type === 'Depart');
  const a = schedule.stops.findIndex((s) => s.code === to && s.type === 'Arrive');
  if (d < 0 || a < 0) return [];
  const byTimes = new Map<string, { depart: string; arrive: string; days: Set<string> }>();
  for (const row of schedule.rows) {
    const depart = row.times[d];
    const arrive = row.times[a];
    if (!depart || !arrive) continue;
    const key = `${depart}|${arrive}`;
    const entry = byTimes.get(key) ?? { depart, arrive, days: new Set<string>() };
    for (const day of row.days) entry.days.add(day);
    byTimes.set(key, entry);
  }
  return [...byTimes.values()]
    .filter((r) => [...r.days].some((day) => day >= range.start && day <= range.end))
    .sort((x, y) => x.depart.localeCompare(y.depart))
    .map((r) => ({ depart: r.depart, arrive: r.arrive, missing: missingWeekdays(r.days, range) }));
}

function missingWeekdays(days: ReadonlySet<string>, range: DateRange): number[] {
  const missing: number[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) if (!days.has(day)) missing.push(isoWeekday(day));
  return missing.sort((a, b) => a - b);
}
