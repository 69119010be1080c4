// Pure schedule helpers for the city pages: periods, date ranges, weeks and the departure strip.
// Dates are ISO 'YYYY-MM-DD' calendar labels (see @landline/shared dates.ts).
import { addDays, isIsoDate, isoWeekday } from '@landline/shared/dates';
import type { Schedule } from '@landline/shared/schemas';

// The schedule answer is the shared contract (GET /api/v2/landline/schedule/), not a copy of it.
export type { Schedule };
export type SchedulePeriod = Schedule['periods'][number];
export type ScheduleStop = Schedule['stops'][number];
export type ScheduleRow = Schedule['rows'][number];

export interface DateRange {
  start: string;
  end: string;
}

/** Days shown by the schedule tables (a week). */
export const RANGE_DAYS = 7;

const byEff = (a: SchedulePeriod, b: SchedulePeriod) => (a.eff < b.eff ? -1 : a.eff > b.eff ? 1 : 0);

export interface PeriodChoice {
  /** 'New schedule': the period containing today, otherwise the latest one. */
  current: SchedulePeriod | null;
  /** 'Old schedule': the period just before the current one, if any. */
  previous: SchedulePeriod | null;
}

export function choosePeriods(periods: readonly SchedulePeriod[], today: string): PeriodChoice {
  const sorted = [...periods].sort(byEff);
  if (sorted.length === 0) return { current: null, previous: null };
  let index = sorted.findIndex((p) => p.eff <= today && today <= p.dis);
  if (index < 0) index = sorted.length - 1;
  return { current: sorted[index], previous: index > 0 ? sorted[index - 1] : null };
}

const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);

/** The new schedule's days: from max(eff, today) for a week, kept inside the period. */
export function currentRange(period: SchedulePeriod, today: string): DateRange {
  let start = maxDate(period.eff, today);
  // A period already over (no later one published): its last week.
  if (start > period.dis) start = maxDate(period.eff, addDays(period.dis, -(RANGE_DAYS - 1)));
  return { start, end: minDate(addDays(start, RANGE_DAYS - 1), period.dis) };
}

/** The old schedule's days: the last week of the period. */
export function previousRange(period: SchedulePeriod): DateRange {
  return { start: maxDate(period.eff, addDays(period.dis, -(RANGE_DAYS - 1))), end: period.dis };
}

// ---- Weeks (Monday to Sunday) ----

export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

export function weekOf(date: string): DateRange {
  const start = mondayOf(date);
  return { start, end: addDays(start, 6) };
}

export interface WeekBounds {
  /** Monday of the first week that has scheduled days. */
  first: string;
  /** Monday of the last week that has scheduled days. */
  last: string;
  /** The first and last scheduled day. */
  eff: string;
  dis: string;
}

export function weekBounds(periods: readonly SchedulePeriod[]): WeekBounds | null {
  if (periods.length === 0) return null;
  const eff = periods.reduce((m, p) => minDate(m, p.eff), periods[0].eff);
  const dis = periods.reduce((m, p) => maxDate(m, p.dis), periods[0].dis);
  return { first: mondayOf(eff), last: mondayOf(dis), eff, dis };
}

/** The week shown first: the one containing today, or the first week of the periods. */
export function initialWeek(bounds: WeekBounds, today: string): DateRange {
  if (today >= bounds.eff && today <= bounds.dis) return weekOf(today);
  return weekOf(bounds.eff);
}

/** A week from a URL value: any date inside the periods gives its week; anything else is null. */
export function parseWeek(value: string, bounds: WeekBounds): DateRange | null {
  if (!isIsoDate(value)) return null;
  const week = weekOf(value);
  return isValidWeek(week, bounds) ? week : null;
}

export function isValidWeek(week: DateRange, bounds: WeekBounds): boolean {
  return (
    isIsoDate(week.start) &&
    isoWeekday(week.start) === 1 &&
    week.end === addDays(week.start, 6) &&
    week.start >= bounds.first &&
    week.start <= bounds.last
  );
}

export function canGoPrevious(week: DateRange, bounds: WeekBounds): boolean {
  return week.start > bounds.first;
}

export function canGoNext(week: DateRange, bounds: WeekBounds): boolean {
  return week.start < bounds.last;
}

export function shiftWeek(week: DateRange, weeks: number): DateRange {
  const start = addDays(week.start, 7 * weeks);
  return { start, end: addDays(start, 6) };
}

const WEEKDAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The timetables' labels are English (the city pages are) and spelled from these tables, not by
// Intl: a page's first Intl formatter loads the browser's locale data in a long task of its own,
// while the page is being taken over (docs/performance.md, issue 33). schedule.test.ts checks
// them against Intl's en-US for every day of several years.

/** 'Nov 23, 2026'. */
export function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTH[m - 1]} ${d}, ${y}`;
}

/** 'Mon Nov 23'. */
function weekdayDate(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${WEEKDAY[isoWeekday(date) - 1]} ${MONTH[m - 1]} ${d}`;
}

/** 'Mon Nov 23 – Sun Nov 29, 2026'. */
export function weekLabel(week: DateRange): string {
  return `${weekdayDate(week.start)} – ${weekdayDate(week.end)}, ${week.end.slice(0, 4)}`;
}

/**
 * Weekdays of the range (clipped to the scheduled days) on which a run does not operate,
 * e.g. ['Sat'].
 */
export function missingWeekdays(row: ScheduleRow, range: DateRange, scheduled?: DateRange): string[] {
  const start = scheduled ? maxDate(range.start, scheduled.start) : range.start;
  const end = scheduled ? minDate(range.end, scheduled.end) : range.end;
  const runs = new Set(row.days);
  const out: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (!runs.has(day)) out.push(WEEKDAY[isoWeekday(day) - 1]);
  }
  return out;
}

/** 'Daily' or 'Not Sat' / 'Not Sat, Sun'. */
export function daysNote(missing: readonly string[]): string {
  return missing.length === 0 ? 'Daily' : `Not ${missing.join(', ')}`;
}

/**
 * Whether a cell shows a departure of today that has left or is no longer sold (the server
 * marks it by its clock); arrivals and times of other days are never marked.
 */
export function departedToday(row: ScheduleRow, stop: ScheduleStop): boolean {
  return stop.type === 'Depart' && row.departed.includes(stop.code);
}

// ---- Departure-hour strip ----

/** '3AM', '12PM', '8PM'. */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}${suffix}`;
}

/** The distinct departure hours at one stop, in order, e.g. ['3AM', …, '8PM']. */
export function departureHours(schedule: Pick<Schedule, 'stops' | 'rows'>, stopCode: string): string[] {
  const index = schedule.stops.findIndex((s) => s.code === stopCode && s.type === 'Depart');
  if (index < 0) return [];
  const hours = new Set<number>();
  for (const row of schedule.rows) {
    const time = row.times[index];
    if (time) hours.add(Number(time.slice(0, 2)));
  }
  return [...hours].sort((a, b) => a - b).map(hourLabel);
}
