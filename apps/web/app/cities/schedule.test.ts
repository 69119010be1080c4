import { addDays } from '@landline/shared/dates';
import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  choosePeriods,
  currentRange,
  daysNote,
  departedToday,
  departureHours,
  initialWeek,
  isValidWeek,
  missingWeekdays,
  parseWeek,
  previousRange,
  shiftWeek,
  shortDate,
  weekBounds,
  weekLabel,
  weekOf,
} from './schedule';

const OLD = { eff: '2026-01-01', dis: '2026-07-31' };
const NEW = { eff: '2026-08-01', dis: '2027-12-31' };

describe('period choice', () => {
  it('defaults to the period containing today, the earlier one is the old schedule', () => {
    expect(choosePeriods([NEW, OLD], '2026-11-23')).toEqual({ current: NEW, previous: OLD });
    expect(choosePeriods([OLD, NEW], '2026-03-10')).toEqual({ current: OLD, previous: null });
  });
  it('falls back to the latest period when today is outside all of them', () => {
    expect(choosePeriods([OLD, NEW], '2028-02-01')).toEqual({ current: NEW, previous: OLD });
    expect(choosePeriods([OLD, NEW], '2025-12-01')).toEqual({ current: NEW, previous: OLD });
    expect(choosePeriods([], '2026-11-23')).toEqual({ current: null, previous: null });
  });
  it('shows a week from max(eff, today) for the new one and the last week of the old one', () => {
    expect(currentRange(NEW, '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(currentRange(NEW, '2026-05-02')).toEqual({ start: '2026-08-01', end: '2026-08-07' });
    expect(currentRange(NEW, '2027-12-30')).toEqual({ start: '2027-12-30', end: '2027-12-31' });
    expect(currentRange(NEW, '2028-03-01')).toEqual({ start: '2027-12-25', end: '2027-12-31' });
    expect(previousRange(OLD)).toEqual({ start: '2026-07-25', end: '2026-07-31' });
  });
});

describe('weeks', () => {
  const bounds = weekBounds([OLD, NEW])!;
  it('start on Monday', () => {
    expect(weekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(weekOf('2026-11-26')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekLabel(weekOf('2026-11-25'))).toBe('Mon Nov 23 – Sun Nov 29, 2026');
  });
  it('begin with the week of today, or the first week of the periods', () => {
    expect(bounds).toEqual({ first: '2025-12-29', last: '2027-12-27', eff: '2026-01-01', dis: '2027-12-31' });
    expect(initialWeek(bounds, '2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(initialWeek(bounds, '2025-06-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(initialWeek(bounds, '2028-06-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(weekBounds([])).toBeNull();
  });
  it('disable Previous and Next at the ends of the periods', () => {
    const first = weekOf('2026-01-01');
    const last = weekOf('2027-12-31');
    expect(canGoPrevious(first, bounds)).toBe(false);
    expect(canGoNext(first, bounds)).toBe(true);
    expect(canGoNext(last, bounds)).toBe(false);
    expect(canGoPrevious(last, bounds)).toBe(true);
    expect(shiftWeek(last, -1)).toEqual({ start: '2027-12-20', end: '2027-12-26' });
    expect(canGoNext(shiftWeek(last, -1), bounds)).toBe(true);
  });
  it('reject weeks outside the periods or malformed', () => {
    expect(parseWeek('2026-11-25', bounds)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(parseWeek('2030-01-07', bounds)).toBeNull();
    expect(parseWeek('nonsense', bounds)).toBeNull();
    expect(parseWeek('2026-02-30', bounds)).toBeNull();
    expect(isValidWeek({ start: '2026-11-24', end: '2026-11-30' }, bounds)).toBe(false);
  });
  it('note the weekdays a run does not operate', () => {
    const week = weekOf('2026-11-23');
    const row = {
      run: 'LL3104',
      times: ['16:30', '19:15'],
      days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-29'],
      departed: [],
    };
    expect(daysNote(missingWeekdays(row, week))).toBe('Not Sat');
    expect(daysNote(missingWeekdays({ ...row, days: [...row.days, '2026-11-28'] }, week))).toBe('Daily');
    // Days outside the scheduled dates are not held against a run.
    const firstWeek = weekOf('2026-01-01');
    const janRow = { run: 'X', times: ['03:00'], days: ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'], departed: [] as string[] };
    expect(missingWeekdays(janRow, firstWeek, { start: '2026-01-01', end: '2027-12-31' })).toEqual([]);
  });
});

describe('departures gone today', () => {
  it('are the Depart cells the server marks, never an arrival', () => {
    const row = { run: 'LL1201', times: ['03:00', '03:17', '04:45'], days: ['2026-11-23'], departed: ['CSU', 'DEN'] };
    const csu = { type: 'Depart' as const, code: 'CSU', name: 'CSU Transit Center' };
    const htc = { type: 'Depart' as const, code: 'HTC', name: 'Harmony Transfer Center' };
    const den = { type: 'Arrive' as const, code: 'DEN', name: 'Denver International Airport' };
    expect(departedToday(row, csu)).toBe(true);
    expect(departedToday(row, htc)).toBe(false);
    expect(departedToday(row, den)).toBe(false);
  });
});

describe('departure-hour strip', () => {
  const stops = [
    { type: 'Depart' as const, code: 'CSU', name: 'CSU Transit Center' },
    { type: 'Depart' as const, code: 'HTC', name: 'Harmony Transfer Center' },
    { type: 'Arrive' as const, code: 'DEN', name: 'Denver International Airport' },
  ];
  it('lists the distinct hours at the stop in order, skipping runs that do not call there', () => {
    const hours = [20, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
    const rows = hours.map((h, i) => ({
      run: `LL${i}`,
      times: [`${String(h).padStart(2, '0')}:00`, `${String(h).padStart(2, '0')}:17`, '23:00'],
      days: [],
      departed: [] as string[],
    }));
    rows.push({ run: 'LLX', times: ['', '21:17', '22:30'], days: [], departed: [] });
    rows.push({ run: 'LLY', times: ['03:30', '03:47', '05:00'], days: [], departed: [] });
    const strip = departureHours({ stops, rows }, 'CSU');
    expect(strip).toHaveLength(17);
    expect(strip[0]).toBe('3AM');
    expect(strip.at(-1)).toBe('8PM');
    expect(strip).toContain('12PM');
    expect(departureHours({ stops, rows }, 'DEN')).toEqual([]);
  });
});

describe("the timetables' English dates", () => {
  it("read as Intl's en-US would write them, every day from 2025 to 2030", () => {
    const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let d = '2025-01-01'; d < '2031-01-01'; d = addDays(d, 1)) {
      const at = new Date(`${d}T00:00:00Z`);
      expect(shortDate(d), d).toBe(date.format(at));
      const week = weekOf(d);
      const part = (x: string) => day.format(new Date(`${x}T00:00:00Z`)).replace(',', '');
      expect(weekLabel(week), d).toBe(`${part(week.start)} – ${part(week.end)}, ${week.end.slice(0, 4)}`);
    }
  });
});
