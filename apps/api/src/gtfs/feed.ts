// The GTFS static feed's files, written from the network and dispatch's cancellations. Pure: no
// I/O, no clock; the same network and cancellations give the same text (decision 282).

import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { addDays, isoWeekday } from '@landline/shared/dates';
import { SERVICE_TYPES } from '@landline/shared/constants';
import type { Network, RunInfo, ServiceInfo } from '../network/model.js';
import { runTimes } from '../network/timetable.js';
import { gtfsAgencyId, gtfsDate, gtfsStopSequence, gtfsTripId } from './ids.js';

/**
 * The one agency_timezone of the feed (GTFS wants one for every agency of a feed): Eastern, the
 * easternmost zone of the network, so that a run's GTFS service day is the date it leaves its
 * first stop and no time value is negative (decision 282).
 */
export const AGENCY_TIME_ZONE = 'America/New_York';

/** The name travellers know the operator by (agency_name, feed_publisher_name). */
export const AGENCY_NAME = 'Landline';

/** A departure dispatch cancelled: a run on its service date (ISO). */
export interface CancelledDeparture {
  timetableId: number;
  serviceDate: string;
}

export interface FeedInput {
  network: Network;
  cancelled: readonly CancelledDeparture[];
  /** The site's address (agency_url, feed_publisher_url). */
  publicUrl: string;
}

export interface Feed {
  /** File name → its CSV text, in the order they go into the zip. */
  files: Map<string, string>;
  /** feed_info's feed_version: a digest of every other file. */
  version: string;
}

/** One trip of the feed: a run, or a run on the days its times differ (a DST night). */
export interface FeedTrip {
  tripId: string;
  service: ServiceInfo;
  run: RunInfo;
  /** GTFS time values (seconds from noon minus 12 h of the service day in AGENCY_TIME_ZONE). */
  arrive: number[];
  depart: number[];
  /** The dates it runs on: the run's calendar less `removed`, or exactly `added`. */
  calendar: { start: string; end: string; weekdays: string } | null;
  added: string[];
  removed: string[];
}

const DAY_MS = 86_400_000;

/** Zone offsets at noon by zone and date, and each date's GTFS origin: luxon is slow, a feed asks often. */
class Offsets {
  private readonly noon = new Map<string, number>();
  private readonly origins = new Map<string, number>();
  private readonly steadyDays = new Map<string, boolean>();

  /** A zone's UTC offset (minutes) at noon of a date. */
  at(zone: string, date: string): number {
    const key = `${zone}|${date}`;
    let offset = this.noon.get(key);
    if (offset === undefined) {
      const [year, month, day] = date.split('-').map(Number);
      offset = DateTime.fromObject({ year, month, day, hour: 12 }, { zone }).offset;
      this.noon.set(key, offset);
    }
    return offset;
  }

  /** Whether a zone keeps one offset from the day before a date to the day after (no clock change that day). */
  steady(zone: string, date: string): boolean {
    const key = `${zone}|${date}`;
    let steady = this.steadyDays.get(key);
    if (steady === undefined) {
      const offset = this.at(zone, date);
      steady = this.at(zone, addDays(date, -1)) === offset && this.at(zone, addDays(date, 1)) === offset;
      this.steadyDays.set(key, steady);
    }
    return steady;
  }

  /** The service day's origin in GTFS: noon minus 12 hours, in the agency's zone (epoch ms). */
  origin(date: string): number {
    let at = this.origins.get(date);
    if (at === undefined) {
      const [year, month, day] = date.split('-').map(Number);
      at = DateTime.fromObject({ year, month, day, hour: 12 }, { zone: AGENCY_TIME_ZONE }).toMillis() - DAY_MS / 2;
      this.origins.set(date, at);
    }
    return at;
  }
}

/** The days of the timetable, each with its weekday (0 for Monday), made once for every run. */
class Days {
  private readonly list: { date: string; weekday: number }[] = [];

  constructor(from: string, to: string) {
    for (let date = from; date <= to; date = addDays(date, 1)) this.list.push({ date, weekday: isoWeekday(date) - 1 });
  }

  /** Every date a run operates on: its period and weekdays (`operatesOn`, without parsing each date again). */
  of(run: RunInfo): string[] {
    return this.list.filter(({ date, weekday }) => run.eff <= date && date <= run.dis && run.freq[weekday] !== '.').map((d) => d.date);
  }
}

/**
 * The trips of one run. Its times on a date (as search and the trip pages compute them,
 * `runTimes`) are written relative to that date's GTFS origin. On a date when the first stop's
 * zone keeps its offset all day, they depend only on the three zones' offsets at noon, so one
 * date of each combination is computed; a date when clocks change there is computed itself. Dates
 * whose values differ from the most common ones (a departure before 2 AM on the night clocks
 * change) become a trip of their own, so that a consumer finds the real instant on every date.
 */
function tripsOfRun(service: ServiceInfo, run: RunInfo, zoneOf: (code: string) => string, offsets: Offsets, days: Days): FeedTrip[] {
  const first = zoneOf(service.stops[0].code);
  const last = zoneOf(service.stops[service.stops.length - 1].code);
  const valuesOn = (date: string) => {
    const times = runTimes(service, run, date, zoneOf);
    const origin = offsets.origin(date);
    return { arrive: times.arrive.map((ms) => (ms - origin) / 1000), depart: times.depart.map((ms) => (ms - origin) / 1000) };
  };
  const bySignature = new Map<string, ReturnType<typeof valuesOn>>();
  const groups = new Map<string, { arrive: number[]; depart: number[]; dates: string[] }>();
  for (const date of days.of(run)) {
    let values: ReturnType<typeof valuesOn>;
    if (offsets.steady(first, date)) {
      const signature = `${offsets.at(first, date)}|${offsets.at(last, date)}|${offsets.at(AGENCY_TIME_ZONE, date)}`;
      values = bySignature.get(signature) ?? valuesOn(date);
      bySignature.set(signature, values);
    } else {
      values = valuesOn(date);
    }
    const key = `${values.arrive.join(',')}|${values.depart.join(',')}`;
    const group = groups.get(key) ?? { ...values, dates: [] };
    group.dates.push(date);
    groups.set(key, group);
  }
  if (groups.size === 0) return [];
  // The most common times are the run's own trip; ties go to the group of the earliest date.
  const [main, ...others] = [...groups.values()].sort((a, b) => b.dates.length - a.dates.length || a.dates[0].localeCompare(b.dates[0]));
  const weekdays = [...run.freq].map((c) => (c === '.' ? '0' : '1')).join('');
  return [
    {
      tripId: gtfsTripId(run.id),
      service,
      run,
      arrive: main.arrive,
      depart: main.depart,
      calendar: { start: run.eff, end: run.dis, weekdays },
      added: [],
      removed: others.flatMap((g) => g.dates).sort(),
    },
    ...others.map((g) => ({
      tripId: dstTripId(run.id, g.dates[0]),
      service,
      run,
      arrive: g.arrive,
      depart: g.depart,
      calendar: null,
      added: g.dates,
      removed: [],
    })),
  ];
}

/**
 * trip_id (and service_id) of a run on the dates whose times differ from its usual ones: the
 * run's id and the first such date. Only a run leaving before 2 AM on a night clocks change has
 * one (decision 282).
 */
export function dstTripId(timetableId: number, firstDate: string): string {
  return `${gtfsTripId(timetableId)}-${gtfsDate(firstDate)}`;
}

/** route_type: 200 (coach service) for the coaches, 3 (bus) for the door-to-door vans. */
function routeType(service: ServiceInfo): number {
  return service.serviceType === SERVICE_TYPES.doorToDoor ? 3 : 200;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** A GTFS time (H:MM:SS, hours past 24 allowed) of seconds from the service day's origin. */
export function gtfsTime(seconds: number): string {
  if (seconds < 0 || !Number.isInteger(seconds)) throw new Error(`time value ${seconds} cannot be written in GTFS`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Money in cents as GTFS writes a price (29.00). */
const price = (cents: number) => (cents / 100).toFixed(2);

/** Coordinates to the 6th decimal (about 10 cm): enough, and the same text on every platform. */
const coordinate = (degrees: number) => degrees.toFixed(6);

/** The trips of the whole timetable with their times and dates: the costly part, the same until the network changes. */
export interface PlannedTrips {
  trips: readonly FeedTrip[];
  /** The dates each run operates on, by timetable id. */
  operating: ReadonlyMap<number, ReadonlySet<string>>;
}

export function planTrips(network: Network): PlannedTrips {
  const zoneOf = (code: string) => network.stops.get(code)!.timeZone;
  const offsets = new Offsets();
  const services = [...network.services].sort((a, b) => a.code.localeCompare(b.code));
  const runs = services.flatMap((s) => s.runs);
  const days = new Days(
    runs.reduce((a, r) => (r.eff < a ? r.eff : a), runs[0]?.eff ?? ''),
    runs.reduce((a, r) => (r.dis > a ? r.dis : a), ''),
  );
  const trips = services.flatMap((service) =>
    [...service.runs].sort((a, b) => a.id - b.id).flatMap((run) => tripsOfRun(service, run, zoneOf, offsets, days)),
  );
  return { trips, operating: new Map(runs.map((run) => [run.id, new Set(days.of(run))])) };
}

/** The feed's files from the network and the cancelled departures (`planned`: the network's trips, when already made). */
export function buildFeed({ network, cancelled, publicUrl, planned = planTrips(network) }: FeedInput & { planned?: PlannedTrips }): Feed {
  const services = [...network.services].sort((a, b) => a.code.localeCompare(b.code));

  // A cancelled departure leaves its trip's dates: removed from the run's calendar, or not added.
  const cancelledOn = new Map<number, Set<string>>();
  for (const { timetableId, serviceDate } of cancelled) {
    if (!planned.operating.get(timetableId)?.has(serviceDate)) continue;
    const dates = cancelledOn.get(timetableId) ?? new Set<string>();
    dates.add(serviceDate);
    cancelledOn.set(timetableId, dates);
  }
  const trips = planned.trips.map((trip): FeedTrip => {
    const gone = cancelledOn.get(trip.run.id);
    if (!gone) return trip;
    return trip.calendar
      ? { ...trip, removed: [...new Set([...trip.removed, ...gone])].sort() }
      : { ...trip, added: trip.added.filter((date) => !gone.has(date)) };
  });
  const kept = trips.filter((t) => t.calendar || t.added.length > 0);

  const operators = [...new Set(services.map((s) => s.operator))].sort();
  const agencyName = (operator: string) => (operators.length === 1 ? AGENCY_NAME : `${AGENCY_NAME} (${operator})`);
  const files = new Map<string, string>();
  files.set(
    'agency.txt',
    csv(
      ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang', 'agency_fare_url'],
      operators.map((operator) => [gtfsAgencyId(operator), agencyName(operator), publicUrl, AGENCY_TIME_ZONE, 'en', publicUrl]),
    ),
  );
  const usedStops = new Set(services.flatMap((s) => s.stops.map((stop) => stop.code)));
  files.set(
    'stops.txt',
    csv(
      ['stop_id', 'stop_code', 'stop_name', 'stop_desc', 'stop_lat', 'stop_lon', 'stop_timezone'],
      [...network.stops.values()]
        .filter((s) => usedStops.has(s.code))
        .sort((a, b) => a.code.localeCompare(b.code))
        .map((s) => [s.code, s.code, s.name, s.address, coordinate(s.lat), coordinate(s.lon), s.timeZone]),
    ),
  );
  files.set(
    'routes.txt',
    csv(
      ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type', 'route_url'],
      services.map((s) => [s.code, gtfsAgencyId(s.operator), s.code, s.name, routeType(s), publicUrl]),
    ),
  );
  files.set(
    'trips.txt',
    csv(
      ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'trip_short_name', 'wheelchair_accessible'],
      kept.map((t) => [
        t.service.code,
        t.tripId,
        t.tripId,
        network.stops.get(t.service.stops[t.service.stops.length - 1].code)!.name,
        t.run.runNumber,
        t.service.vehicle.wheelchairSpaces > 0 ? 1 : 2,
      ]),
    ),
  );
  files.set(
    'stop_times.txt',
    csv(
      ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'pickup_type', 'drop_off_type', 'timepoint'],
      kept.flatMap((t) =>
        t.service.stops.map((stop, i) => [
          t.tripId,
          gtfsTime(t.arrive[i]),
          gtfsTime(t.depart[i]),
          stop.code,
          gtfsStopSequence(i),
          // Nobody boards at the last stop or leaves at the first.
          i === t.service.stops.length - 1 ? 1 : 0,
          i === 0 ? 1 : 0,
          1,
        ]),
      ),
    ),
  );
  files.set(
    'calendar.txt',
    csv(
      ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
      kept.map((t) =>
        t.calendar
          ? [t.tripId, ...t.calendar.weekdays, gtfsDate(t.calendar.start), gtfsDate(t.calendar.end)]
          : // A DST night's trip runs on its dates only: no weekday, its dates added below.
            [t.tripId, ...'0000000', gtfsDate(t.added[0]), gtfsDate(t.added[t.added.length - 1])],
      ),
    ),
  );
  files.set(
    'calendar_dates.txt',
    csv(
      ['service_id', 'date', 'exception_type'],
      kept.flatMap((t) => [...t.added.map((d) => [t.tripId, gtfsDate(d), 1]), ...t.removed.map((d) => [t.tripId, gtfsDate(d), 2])]),
    ),
  );

  // Fares (GTFS fares v1): one fare per adult price and currency, applying to its routes.
  const fareId = (s: ServiceInfo) => `${s.currency.toLowerCase()}-${s.fare.adult}`;
  const fares = new Map<string, ServiceInfo>();
  for (const s of services) if (!fares.has(fareId(s))) fares.set(fareId(s), s);
  files.set(
    'fare_attributes.txt',
    csv(
      ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers', 'agency_id'],
      [...fares]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, s]) => [id, price(s.fare.adult), s.currency, 1, 0, gtfsAgencyId(s.operator)]),
    ),
  );
  files.set(
    'fare_rules.txt',
    csv(
      ['fare_id', 'route_id'],
      services.map((s) => [fareId(s), s.code]),
    ),
  );

  const digest = createHash('sha256');
  for (const [name, text] of files) digest.update(`${name}\n${text}\n`);
  const version = digest.digest('hex').slice(0, 16);
  const dated = kept.flatMap((t) => (t.calendar ? [t.calendar.start, t.calendar.end] : t.added));
  const start = dated.reduce((a, b) => (a < b ? a : b), dated[0] ?? '');
  const end = dated.reduce((a, b) => (a > b ? a : b), dated[0] ?? '');
  files.set(
    'feed_info.txt',
    csv(
      ['feed_publisher_name', 'feed_publisher_url', 'feed_lang', 'feed_start_date', 'feed_end_date', 'feed_version'],
      [[AGENCY_NAME, publicUrl, 'en', gtfsDate(start), gtfsDate(end), version]],
    ),
  );
  return { files, version };
}

/**
 * The zip's time for every file: fixed, so that two instances give the same bytes for the same
 * feed. Built from local parts because the zip format stores local time (fflate reads it back so).
 */
const ZIP_FILE_TIME = new Date(2000, 0, 1);

/** The feed as a zip (deflate), deterministic for the same files. */
export function zipFeed(feed: Feed): Uint8Array {
  const entries: Zippable = {};
  for (const [name, text] of feed.files) entries[name] = [strToU8(text), { mtime: ZIP_FILE_TIME }];
  return zipSync(entries, { level: 9, mtime: ZIP_FILE_TIME });
}
