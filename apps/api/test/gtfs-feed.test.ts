import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@landline/shared/dates';
import { AGENCY_TIME_ZONE, dstTripId } from '../src/gtfs/feed.js';
import { gtfsTripId, timetableIdOf } from '../src/gtfs/ids.js';
import { runTimes } from '../src/network/timetable.js';
import type { App } from '../src/app.js';
import { secondInstance, TEST_NOW, testApp, type TestApp } from './harness.js';
import { cancelDeparture, groupBy, gtfsInstant, openFeed, type FeedFile } from './fixtures/gtfs.js';
import { staffMember, type TestStaff } from './fixtures/staff.js';

// GET /gtfs.zip (decision 282): a zip of the GTFS files a trip planner reads, their headers and
// required fields filled, every id pointing at a row that exists, the times the timetable's own
// run times on every date (the nights clocks change included), the same bytes from a second
// instance, 304 for the ETag it gave, and a departure dispatch cancels gone from its date.

const FILES = {
  'agency.txt': ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang', 'agency_fare_url'],
  'stops.txt': ['stop_id', 'stop_code', 'stop_name', 'stop_desc', 'stop_lat', 'stop_lon', 'stop_timezone'],
  'routes.txt': ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type', 'route_url'],
  'trips.txt': ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'trip_short_name', 'wheelchair_accessible'],
  'stop_times.txt': ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'pickup_type', 'drop_off_type', 'timepoint'],
  'calendar.txt': ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
  'calendar_dates.txt': ['service_id', 'date', 'exception_type'],
  'fare_attributes.txt': ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers', 'agency_id'],
  'fare_rules.txt': ['fare_id', 'route_id'],
  'feed_info.txt': ['feed_publisher_name', 'feed_publisher_url', 'feed_lang', 'feed_start_date', 'feed_end_date', 'feed_version'],
};

/** The fields the GTFS reference requires of each file (or requires here: one agency, stops with coordinates). */
const REQUIRED: Record<string, string[]> = {
  'agency.txt': ['agency_id', 'agency_name', 'agency_url', 'agency_timezone'],
  'stops.txt': ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'stop_timezone'],
  'routes.txt': ['route_id', 'agency_id', 'route_type'],
  'trips.txt': ['route_id', 'service_id', 'trip_id'],
  'stop_times.txt': ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'],
  'calendar.txt': FILES['calendar.txt'],
  'calendar_dates.txt': FILES['calendar_dates.txt'],
  'fare_attributes.txt': ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers'],
  'fare_rules.txt': ['fare_id', 'route_id'],
  'feed_info.txt': ['feed_publisher_name', 'feed_publisher_url', 'feed_lang', 'feed_version'],
};

let t: TestApp;
let dispatcher: TestStaff;
beforeAll(async () => {
  t = await testApp(TEST_NOW);
  dispatcher = await staffMember(t, 'dispatcher');
});
afterAll(() => t.close());

async function fetchFeed(app: App['app'] = t.app, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/gtfs.zip', headers });
}

const ids = (file: FeedFile, column: string) => new Set(file.rows.map((r) => r[column]));

describe('GET /gtfs.zip', () => {
  it('is a zip of the GTFS files, each with its header and required fields', async () => {
    const res = await fetchFeed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toMatch(/^"[\w-]{43}"$/);
    const { files } = openFeed(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(Object.keys(FILES).sort());
    for (const [name, header] of Object.entries(FILES)) {
      const file = files.get(name)!;
      expect(file.header, name).toEqual(header);
      for (const row of file.rows)
        for (const column of REQUIRED[name]) expect(row[column], `${name} ${column} of ${JSON.stringify(row)}`).not.toBe('');
    }
    // Values of the reference's types.
    const f = (name: string) => files.get(name)!;
    expect(f('agency.txt').rows.map((a) => a.agency_timezone)).toEqual([AGENCY_TIME_ZONE]);
    for (const s of f('stops.txt').rows) {
      expect(Number(s.stop_lat)).toBeGreaterThan(30);
      expect(Number(s.stop_lon)).toBeLessThan(-70);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: s.stop_timezone })).not.toThrow();
    }
    for (const r of f('routes.txt').rows) expect(['3', '200']).toContain(r.route_type);
    for (const st of f('stop_times.txt').rows) expect(st.departure_time).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
    for (const c of f('calendar.txt').rows) expect(c.start_date <= c.end_date && /^\d{8}$/.test(c.start_date)).toBe(true);
    expect(new Set(f('fare_attributes.txt').rows.map((a) => a.currency_type))).toEqual(new Set(['USD', 'CAD']));
    const info = f('feed_info.txt').rows[0];
    expect(info.feed_version).toMatch(/^[0-9a-f]{16}$/);
    expect(info.feed_start_date <= info.feed_end_date).toBe(true);
  });

  it('links every id to a row that exists, with the stops real coordinates and zones', async () => {
    const { files } = openFeed((await fetchFeed()).rawPayload);
    const f = (name: string) => files.get(name)!;
    const network = await t.network.get();
    // Each stop as the network has it.
    for (const s of f('stops.txt').rows) {
      const stop = network.stops.get(s.stop_id)!;
      expect([Number(s.stop_lat), Number(s.stop_lon), s.stop_timezone]).toEqual([
        Number(stop.lat.toFixed(6)),
        Number(stop.lon.toFixed(6)),
        stop.timeZone,
      ]);
    }
    const [agencies, stopIds, routeIds, tripIds, fareIds] = [
      ids(f('agency.txt'), 'agency_id'),
      ids(f('stops.txt'), 'stop_id'),
      ids(f('routes.txt'), 'route_id'),
      ids(f('trips.txt'), 'trip_id'),
      ids(f('fare_attributes.txt'), 'fare_id'),
    ];
    const services = new Set([...ids(f('calendar.txt'), 'service_id'), ...ids(f('calendar_dates.txt'), 'service_id')]);
    for (const r of f('routes.txt').rows) expect(agencies).toContain(r.agency_id);
    for (const trip of f('trips.txt').rows) {
      expect(routeIds).toContain(trip.route_id);
      expect(services).toContain(trip.service_id);
    }
    for (const st of f('stop_times.txt').rows) {
      expect(tripIds).toContain(st.trip_id);
      expect(stopIds).toContain(st.stop_id);
    }
    for (const a of f('fare_attributes.txt').rows) expect(agencies).toContain(a.agency_id);
    for (const rule of f('fare_rules.txt').rows) {
      expect(fareIds).toContain(rule.fare_id);
      expect(routeIds).toContain(rule.route_id);
    }
    // Every route has trips and a fare; every trip is one of ours with two or more stops in order.
    expect(ids(f('trips.txt'), 'route_id')).toEqual(routeIds);
    expect(ids(f('fare_rules.txt'), 'route_id')).toEqual(routeIds);
    const byTrip = groupBy(f('stop_times.txt').rows, (st) => st.trip_id);
    for (const trip of f('trips.txt').rows) {
      expect(timetableIdOf(trip.trip_id.replace(/-\d{8}$/, ''))).not.toBeNull();
      const stops = byTrip.get(trip.trip_id)!;
      expect(stops.map((s) => Number(s.stop_sequence))).toEqual(stops.map((_, i) => i + 1));
      const { service } = network.runs.get(timetableIdOf(trip.trip_id.replace(/-\d{8}$/, ''))!)!;
      expect(stops.map((s) => s.stop_id)).toEqual(service.stops.map((s) => s.code));
    }
    // The services: a fare per price, in the service's currency.
    const fare = (route: string) =>
      f('fare_attributes.txt').rows.find((a) => a.fare_id === f('fare_rules.txt').rows.find((r) => r.route_id === route)!.fare_id)!;
    expect([fare('YHM-YYZ').price, fare('YHM-YYZ').currency_type]).toEqual(['49.00', 'CAD']);
    expect([fare('FTC-DEN').price, fare('FTC-DEN').currency_type]).toEqual(['29.00', 'USD']);
  });

  it('gives each departure the instant of the timetable on every date, the nights clocks change included', async () => {
    const { files } = openFeed((await fetchFeed()).rawPayload);
    const network = await t.network.get();
    const calendar = new Map(files.get('calendar.txt')!.rows.map((c) => [c.service_id, c]));
    const exceptions = groupBy(files.get('calendar_dates.txt')!.rows, (d) => d.service_id);
    const stopTimes = groupBy(files.get('stop_times.txt')!.rows, (st) => st.trip_id);
    const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
    const runsOn = (serviceId: string, date: string) => {
      const exception = exceptions.get(serviceId)?.find((e) => iso(e.date) === date);
      if (exception) return exception.exception_type === '1';
      const c = calendar.get(serviceId)!;
      const weekday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][
        (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7
      ];
      return iso(c.start_date) <= date && date <= iso(c.end_date) && c[weekday] === '1';
    };
    // A week of the test's clock, and the weeks clocks go back (1 November 2026) and forward (14 March 2027).
    const weeks = ['2026-11-23', '2026-10-29', '2027-03-11'].flatMap((from) => Array.from({ length: 7 }, (_, i) => addDays(from, i)));
    let compared = 0;
    for (const trip of files.get('trips.txt')!.rows) {
      const { service, run } = network.runs.get(timetableIdOf(trip.trip_id.replace(/-\d{8}$/, ''))!)!;
      for (const date of weeks.filter((d) => runsOn(trip.service_id, d))) {
        const times = runTimes(service, run, date, (code) => network.stops.get(code)!.timeZone);
        const stops = stopTimes.get(trip.trip_id)!;
        expect(
          stops.map((s) => gtfsInstant(date, s.arrival_time, AGENCY_TIME_ZONE)),
          `${trip.trip_id} ${date}`,
        ).toEqual(times.arrive);
        expect(
          stops.map((s) => gtfsInstant(date, s.departure_time, AGENCY_TIME_ZONE)),
          `${trip.trip_id} ${date}`,
        ).toEqual(times.depart);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(2500);
    // Each run runs on its dates exactly once: its own trip, or its trip of a night clocks change.
    for (const { service, run } of network.runs.values()) {
      for (const date of weeks) {
        const trips = files
          .get('trips.txt')!
          .rows.filter((tr) => tr.trip_id === gtfsTripId(run.id) || tr.trip_id.startsWith(`${gtfsTripId(run.id)}-`));
        const operates = run.eff <= date && date <= run.dis && run.freq[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7] !== '.';
        expect(trips.filter((tr) => runsOn(tr.service_id, date)).length, `${service.code} ${run.runNumber} ${date}`).toBe(operates ? 1 : 0);
      }
    }
    // The 1 AM coach from Denver leaves before clocks go forward on 14 March 2027: a trip of its own that night.
    const early = [...network.runs.values()].find(
      ({ service, run }) => service.code === 'DEN-FTC' && run.dept === '0100' && run.dis === '2027-12-31',
    )!;
    const night = files.get('trips.txt')!.rows.find((tr) => tr.trip_id === dstTripId(early.run.id, '2027-03-14'))!;
    expect(runsOn(night.service_id, '2027-03-14')).toBe(true);
    expect(runsOn(gtfsTripId(early.run.id), '2027-03-14')).toBe(false);
    expect(stopTimes.get(night.trip_id)![0].departure_time).toBe('04:00:00');
    expect(stopTimes.get(gtfsTripId(early.run.id))![0].departure_time).toBe('03:00:00');
    // GTFS-Realtime is told the same ids.
    expect(await t.gtfs.tripIdOn(early.run.id, '2027-03-14')).toBe(night.trip_id);
    expect(await t.gtfs.tripIdOn(early.run.id, '2027-03-15')).toBe(gtfsTripId(early.run.id));
  });

  it('answers the same bytes from a second instance, 304 for its ETag, and a new feed when dispatch cancels a departure', async () => {
    const first = await fetchFeed();
    const other = await secondInstance(t);
    try {
      const second = await fetchFeed(other.app);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    } finally {
      await other.app.close();
    }
    const again = await fetchFeed(t.app, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await fetchFeed(t.app, { 'if-none-match': `"other", W/${first.headers.etag}` })).statusCode).toBe(304);

    // Dispatch cancels the 6:00 Duluth coach two days on: its date leaves the run's calendar.
    const network = await t.network.get();
    const duluth = [...network.runs.values()].find(({ service, run }) => service.code === 'DLH-MSP' && run.dept === '0600')!;
    const date = addDays(TEST_NOW.slice(0, 10), 2);
    await cancelDeparture(t, dispatcher, duluth.run.id, date);
    const changed = await fetchFeed(t.app, { 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    const { files } = openFeed(changed.rawPayload);
    expect(files.get('calendar_dates.txt')!.rows).toContainEqual({
      service_id: gtfsTripId(duluth.run.id),
      date: date.replaceAll('-', ''),
      exception_type: '2',
    });
    expect(files.get('feed_info.txt')!.rows[0].feed_version).not.toBe(
      openFeed(first.rawPayload).files.get('feed_info.txt')!.rows[0].feed_version,
    );
  });
});
