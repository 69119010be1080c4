// Calendar-date arithmetic on ISO 'YYYY-MM-DD' strings. Pure and zone-free: a calendar date
// is a label, not an instant, so it is computed in UTC where every day has 24 hours.

import { SALES_WINDOW_DAYS } from './constants.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

const shifted = new Map<string, string>();

/** The date `days` after (or before) a date. Memoised: search asks for the same few dates often. */
export function addDays(isoDate: string, days: number): string {
  const key = `${isoDate}|${days}`;
  let out = shifted.get(key);
  if (out === undefined) {
    const [y, m, d] = isoDate.split('-').map(Number);
    out = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
    if (shifted.size >= 50_000) shifted.clear();
    shifted.set(key, out);
  }
  return out;
}

const dayDates = new Map<number, string>();

/** The date of a day number (whole days since 1970-01-01). Memoised: planning asks for a few hundred, thousands of times. */
export function dateOfDay(n: number): string {
  let date = dayDates.get(n);
  if (date === undefined) {
    date = new Date(n * 86_400_000).toISOString().slice(0, 10);
    if (dayDates.size >= 100_000) dayDates.clear();
    dayDates.set(n, date);
  }
  return date;
}

/** The last date trips are sold for, given today's date at the origin (the sales window). */
export function lastSaleDate(today: string): string {
  return addDays(today, SALES_WINDOW_DAYS);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  const [ay, am, ad] = a.split('-').map(Number);
  const [by, bm, bd] = b.split('-').map(Number);
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / 86_400_000);
}

/** The number written at `from` to `to` (exclusive) in a string of digits. */
function digitsAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/** Each month's shift in the weekday arithmetic below (Sakamoto's method, January first). */
const MONTH_SHIFT = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/**
 * ISO weekday, 1 = Monday … 7 = Sunday, as in the flight-record 'freq' pattern. Arithmetic on the
 * string's digits: a search asks it for every run and date it looks at, and splitting the date
 * and making a Date each time was 3% of a new search's CPU (docs/performance.md, issue 33).
 */
export function isoWeekday(isoDate: string): number {
  const m = digitsAt(isoDate, 5, 7);
  const d = digitsAt(isoDate, 8, 10);
  const y = digitsAt(isoDate, 0, 4) - (m < 3 ? 1 : 0);
  const day = (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + MONTH_SHIFT[m - 1] + d) % 7;
  return day === 0 ? 7 : day;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** Each zone's date of the last minute asked about: a search asks several times a request. */
const lastDays = new Map<string, { minute: number; day: string }>();

/** Today's calendar date in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // Zones are whole minutes off UTC today, so a zone's date is the same all through a UTC minute.
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  let fmt = dayFormatters.get(timeZone);
  if (!fmt) {
    // en-CA formats as YYYY-MM-DD. Building a formatter is costly: one per zone, kept.
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, fmt);
  }
  const day = fmt.format(now);
  lastDays.set(timeZone, { minute, day });
  return day;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The 24-hour clock (HH:MM) in an IANA time zone at an instant. */
export function clockIn(timeZone: string, now: Date = new Date()): string {
  let fmt = clockFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(timeZone, fmt);
  }
  return fmt.format(now);
}

/** 'Mon, Nov 30' style label for a date header. */
export function formatDateLabel(isoDate: string, locale = 'en-US'): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Canadian French writes '14 h 30': the hour and its 'h' held together by non-breaking spaces. */
const NBSP = '\u00a0';

/** Whether a locale is French ('fr-CA', 'fr'): its times and durations are written the French way. */
const isFrench = (locale: string) => /^fr\b/i.test(locale);

/**
 * '14:05' → '2:05 PM' (en-US, the default); in French (fr-CA) '14 h 05', '9 h 05', '21 h' on the
 * hour, as the Canada pages write their timetables. Written out rather than left to Intl so the
 * server's and the browser's text are the same character for character (two ICU versions differ).
 */
export function formatClock(hhmm: string, locale = 'en-US'): string {
  const [h, m] = hhmm.split(':').map(Number);
  const mm = String(m).padStart(2, '0');
  if (isFrench(locale)) return m === 0 ? `${h}${NBSP}h` : `${h}${NBSP}h${NBSP}${mm}`;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${mm} ${suffix}`;
}

/** 5400 → '1h 30m' (en-US, the default); in French (fr-CA) '1 h 30', '2 h', '45 min'. */
export function formatDuration(seconds: number, locale = 'en-US'): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (isFrench(locale)) {
    if (h === 0) return `${m}${NBSP}min`;
    return m === 0 ? `${h}${NBSP}h` : `${h}${NBSP}h${NBSP}${String(m).padStart(2, '0')}`;
  }
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

const placeFormatters = new Map<string, Intl.DateTimeFormat>();

/** An instant in the zone of the place it concerns, as a ticket prints it: "Sat, Nov 28, 3:00 AM MST". */
export function formatAtPlace(iso: string, timeZone: string, locale = 'en-US'): string {
  // One formatter per locale and zone, kept: a confirmation mail formats a dozen instants, inside
  // the transaction that confirms the booking.
  const key = `${locale} ${timeZone}`;
  let fmt = placeFormatters.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    placeFormatters.set(key, fmt);
  }
  return fmt.format(new Date(iso));
}
