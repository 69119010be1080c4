import { DateTime } from 'luxon';
import { dateOfDay, isoWeekday } from '@landline/shared/dates';
import type { LocalTime, RunInfo, RunTimes, ServiceInfo } from './model.js';

// The times' shapes are the network model's; they are named here too for the planner's imports.
export type { LocalTime, RunTimes };

/** Whether a run operates on a service date (its validity period and weekday pattern). */
export function operatesOn(run: RunInfo, serviceDate: string): boolean {
  return run.eff <= serviceDate && serviceDate <= run.dis && run.freq[isoWeekday(serviceDate) - 1] !== '.';
}

const instants = new Map<string, number>();
const DAY_MS = 86_400_000;
const steadyOffsets = new Map<string, number | null>();

/**
 * A zone's UTC offset in minutes through a whole UTC day (day number `n`, days since 1970), or
 * null when it changes that day (a DST change). Zone rules are slow to ask (luxon, Intl): asked
 * twice per zone and day, every time of a steady day is then arithmetic. A search for a date
 * never asked before made hundreds of zone lookups (docs/performance.md, "Issue 33").
 */
function steadyOffset(timeZone: string, n: number): number | null {
  const key = `${timeZone}|${n}`;
  let offset = steadyOffsets.get(key);
  if (offset === undefined) {
    const start = DateTime.fromMillis(n * DAY_MS, { zone: timeZone }).offset;
    const end = DateTime.fromMillis((n + 1) * DAY_MS - 1, { zone: timeZone }).offset;
    offset = start === end ? start : null;
    if (steadyOffsets.size >= 200_000) steadyOffsets.clear();
    steadyOffsets.set(key, offset);
  }
  return offset;
}

/** The instant (epoch ms) of a local HHMM on a date in a time zone (memoised; zone rules are slow). */
export function zonedInstant(date: string, hhmm: string, timeZone: string): number {
  const key = `${date}|${hhmm}|${timeZone}`;
  let at = instants.get(key);
  if (at === undefined) {
    const [year, month, day] = date.split('-').map(Number);
    const hour = Number(hhmm.slice(0, 2));
    const minute = Number(hhmm.slice(2));
    // The local clock read as UTC is within a day of the instant: over those UTC days a steady
    // offset gives the instant exactly.
    const asUtc = Date.UTC(year, month - 1, day, hour, minute);
    const n = Math.floor(asUtc / DAY_MS);
    const offset = steadyOffset(timeZone, n);
    if (offset !== null && steadyOffset(timeZone, n - 1) === offset && steadyOffset(timeZone, n + 1) === offset) {
      at = asUtc - offset * 60_000;
    } else {
      // A local time skipped by a DST change moves forward by the gap, as a clock would.
      at = DateTime.fromObject({ year, month, day, hour, minute }, { zone: timeZone }).toMillis();
    }
    if (instants.size >= 200_000) instants.clear();
    instants.set(key, at);
  }
  return at;
}

const MINUTE = 60_000;

/** Minutes past midnight of an HHMM string. */
const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2));

const noonOffsets = new Map<string, number>();

/** A zone's UTC offset in minutes at noon of a date (clear of the 2 AM DST changes); memoised, asked per run. */
function offsetAtNoon(date: string, timeZone: string): number {
  const key = `${timeZone}|${date}`;
  let offset = noonOffsets.get(key);
  if (offset === undefined) {
    const [year, month, day] = date.split('-').map(Number);
    offset = DateTime.fromObject({ year, month, day, hour: 12 }, { zone: timeZone }).offset;
    if (noonOffsets.size >= 50_000) noonOffsets.clear();
    noonOffsets.set(key, offset);
  }
  return offset;
}

/**
 * Times of one run on one service date. `dept` is local to the first stop and `arr` to the last
 * (the next day when earlier), read as a flight record is: the run lasts the clock difference
 * less the two zones' offset difference, so a run across a DST change lasts as long as on any
 * other night. Intermediate stops follow the pattern's offsets, scaled to the run's duration and
 * rounded to the minute.
 */
export function runTimes(service: ServiceInfo, run: RunInfo, serviceDate: string, zoneOf: (code: string) => string): RunTimes {
  const first = service.stops[0];
  const last = service.stops[service.stops.length - 1];
  const firstZone = zoneOf(first.code);
  const lastZone = zoneOf(last.code);
  const start = zonedInstant(serviceDate, run.dept, firstZone);
  let minutes = clockMinutes(run.arr) - clockMinutes(run.dept);
  if (firstZone !== lastZone) minutes -= offsetAtNoon(serviceDate, lastZone) - offsetAtNoon(serviceDate, firstZone);
  while (minutes <= 0) minutes += 1440;
  const end = start + minutes * MINUTE;
  const scale = minutes / (last.arriveOffsetMin || minutes);
  const at = (offset: number) => start + Math.round(offset * scale) * MINUTE;
  const depart = service.stops.map((s) => at(s.departOffsetMin));
  const arrive = service.stops.map((s, i) => (i === service.stops.length - 1 ? end : at(s.arriveOffsetMin)));
  return {
    depart,
    arrive,
    departLocal: depart.map((ms, i) => localTimeOf(ms, zoneOf(service.stops[i].code))),
    arriveLocal: arrive.map((ms, i) => localTimeOf(ms, zoneOf(service.stops[i].code))),
  };
}

/**
 * A run's local time at a stop: on a steady day of a zone the run times already asked about, pure
 * arithmetic, made afresh (cheaper than `localParts`'s key and map, and the run's times are kept
 * whole by the caller); otherwise `localParts`.
 */
function localTimeOf(epochMs: number, timeZone: string): LocalTime {
  const offset = steadyOffsets.get(`${timeZone}|${Math.floor(epochMs / DAY_MS)}`);
  return offset === undefined || offset === null ? localParts(epochMs, timeZone) : steadyLocal(epochMs, offset);
}

/** "HH:MM" of each minute of a day. */
const CLOCKS = Array.from({ length: 1440 }, (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

/**
 * A local time of a steady day whose ISO text is written when read: a run's times are made for
 * every stop, and a search shows two of them. Writing them all (and an object literal with a
 * getter, a closure each) cost more than the rest of the run's times.
 */
class SteadyLocalTime implements LocalTime {
  readonly #at: number;

  constructor(
    at: number,
    readonly date: string,
    readonly time: string,
  ) {
    this.#at = at;
  }

  get iso(): string {
    return new Date(this.#at).toISOString();
  }

  toJSON(): LocalTime {
    return { date: this.date, time: this.time, iso: this.iso };
  }
}

/** The local clock of an instant in a zone `offset` minutes off UTC that day: the instant moved by it, read as UTC. */
function steadyLocal(epochMs: number, offset: number): LocalTime {
  const local = epochMs + offset * MINUTE;
  const n = Math.floor(local / DAY_MS);
  return new SteadyLocalTime(epochMs, dateOfDay(n), CLOCKS[Math.floor((local - n * DAY_MS) / MINUTE)]);
}

const localFormatters = new Map<string, Intl.DateTimeFormat>();

const localTimes = new Map<string, LocalTime>();

/** Local calendar date and 24-hour clock of an instant in a time zone (memoised by minute). */
export function localParts(epochMs: number, timeZone: string): LocalTime {
  const key = `${timeZone}|${epochMs}`;
  let known = localTimes.get(key);
  if (!known) {
    known = formatLocal(epochMs, timeZone);
    if (localTimes.size >= 200_000) localTimes.clear();
    localTimes.set(key, known);
  }
  return known;
}

function formatLocal(epochMs: number, timeZone: string): LocalTime {
  // Only a zone and day already known (run times ask for them first): for a day asked once (a
  // partner flight's airport), finding the offset would cost more than formatting.
  const offset = steadyOffsets.get(`${timeZone}|${Math.floor(epochMs / DAY_MS)}`);
  if (offset !== undefined && offset !== null) return steadyLocal(epochMs, offset);
  let fmt = localFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localFormatters.set(timeZone, fmt);
  }
  const p: Record<string, string> = {};
  for (const part of fmt.formatToParts(epochMs)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, iso: new Date(epochMs).toISOString() };
}
