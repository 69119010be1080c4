import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@landline/shared/dates';
import { searchResponseSchema, type Itinerary, type SearchResponse } from '@landline/shared/schemas';
import { searches, timetable, trips } from '../src/db/schema.js';
import { daysAhead, materialiseTrips, TEST_NOW, testApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

async function search(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: body });
  return { status: res.statusCode, body: res.json() };
}

async function ok(body: Record<string, unknown>): Promise<SearchResponse> {
  const res = await search(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // Every answer keeps the shared contract.
  return searchResponseSchema.parse(res.body);
}

const leg = (it: Itinerary, i = 0) => it.segments[i];
const byTime = (list: Itinerary[], code: string, time: string) =>
  list.find((it) => leg(it).departure_code === code && leg(it).departure_time === time);

describe('search over the timetable', () => {
  const date = daysAhead(7);

  it('offers the 17 Fort Collins departures from each of its three stops, in departure order', async () => {
    const res = await ok({ dep_from: { code: 'FTC' }, dep_to: { code: 'DEN' }, departure_date: date, one_way: true });
    expect(res.depart_flights).toHaveLength(17 * 3);
    expect(res.return_flights).toEqual([]);
    for (const code of ['CSU', 'HTC', 'FNL']) {
      const times = res.depart_flights.filter((it) => leg(it).departure_code === code).map((it) => leg(it).departure_time);
      expect(times).toHaveLength(17);
    }
    const csu = res.depart_flights.filter((it) => leg(it).departure_code === 'CSU').map((it) => leg(it).departure_time);
    expect(csu[0]).toBe('03:00');
    expect(csu.at(-1)).toBe('20:00');
    const instants = res.depart_flights.map((it) => leg(it).departure_at);
    expect([...instants].sort()).toEqual(instants);

    const first = byTime(res.depart_flights, 'CSU', '03:00')!;
    expect(leg(first)).toMatchObject({
      arrival_code: 'DEN',
      departure_date: date,
      arrival_time: '04:45',
      duration: 105 * 60,
      service_type: 2,
      operator: 'VIDECOM',
      airline: 'LL',
    });
    expect(first).toMatchObject({ currency: 'USD', price: 2900, landline_price: 2900, availability: 56, stopovers: 0 });
    // Intermediate stops are timed along the pattern: HTC 17 minutes after CSU (with the dwell), FNL 37.
    expect(byTime(res.depart_flights, 'HTC', '03:17')).toBeDefined();
    expect(byTime(res.depart_flights, 'FNL', '03:37')).toBeDefined();
  });

  it('returns the return leg for a round trip and prices the whole party', async () => {
    const res = await ok({
      dep_from: { code: 'FTC' },
      dep_to: { code: 'DEN' },
      departure_date: date,
      return_date: addDays(date, 2),
      one_way: false,
      passengers_adults: 2,
      passengers_children: 1,
      passengers_infants: 1,
    });
    expect(res.requested_return_date).toBe(addDays(date, 2));
    expect(res.return_flights.length).toBeGreaterThan(0);
    for (const it of res.return_flights) {
      expect(leg(it).departure_code).toBe('DEN');
      expect(['CSU', 'HTC', 'FNL']).toContain(leg(it).arrival_code);
      expect(leg(it).way).toBe(2);
    }
    // Colorado: adults $29, children ride free, infants on a lap free.
    expect(res.depart_flights[0].price).toBe(5800);
    const duluth = await ok({
      dep_from: 'DLH',
      dep_to: 'MSP',
      departure_date: date,
      passengers_adults: 2,
      passengers_children: 1,
    });
    expect(duluth.depart_flights[0].price).toBe(2 * 3900 + 1950);
  });

  it('gives the same id to the same question and finds it again by that id', async () => {
    const body = { dep_from: { code: 'DLH' }, dep_to: { code: 'MSP' }, departure_date: date };
    const a = await ok(body);
    const b = await ok({ ...body, dep_from: 'dlh' });
    expect(b.uuid).toBe(a.uuid);
    // On the embedded database the row is written once the answer has left (decision 317).
    await t.search.settle();
    const [row] = await t.database.db.select().from(searches).where(eq(searches.uuid, a.uuid));
    expect(row.params).toMatchObject({ dep_from: 'DLH', dep_to: 'MSP', departure_date: date });
    const again = await t.app.inject({ method: 'GET', url: `/api/bookings/${a.uuid}/itinerary/` });
    expect(again.statusCode).toBe(200);
    expect(again.json().depart_flights).toEqual(a.depart_flights);
    const other = await ok({ ...body, departure_date: addDays(date, 1) });
    expect(other.uuid).not.toBe(a.uuid);
  });

  it('runs only on the weekdays of the timetable (the 16:30 from Duluth skips Saturdays)', async () => {
    let saturday = date;
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const sat = await ok({ dep_from: 'DLH', dep_to: 'MSP', departure_date: saturday });
    const fri = await ok({ dep_from: 'DLH', dep_to: 'MSP', departure_date: addDays(saturday, -1) });
    expect(sat.depart_flights.map((it) => leg(it).departure_time)).not.toContain('16:30');
    expect(fri.depart_flights.map((it) => leg(it).departure_time)).toContain('16:30');
    expect(fri.depart_flights).toHaveLength(sat.depart_flights.length + 1);
  });

  it('keeps the Canadian schedule of the content spec, in Canadian dollars', async () => {
    const res = await ok({ dep_from: 'YHM', dep_to: 'YYZ', departure_date: date });
    expect(res.depart_flights.map((it) => `${leg(it).departure_time}-${leg(it).arrival_time}`)).toEqual([
      '05:40-06:40',
      '11:35-12:40',
      '14:35-15:45',
      '17:45-18:50',
    ]);
    expect(res.depart_flights[0]).toMatchObject({ currency: 'CAD', price: 4900 });
  });
});

describe('time zones, day boundaries and DST', () => {
  it('crosses time zones: South Bend (Eastern) to Chicago O’Hare (Central)', async () => {
    const date = daysAhead(10);
    const res = await ok({ dep_from: 'SBN', dep_to: 'ORD', departure_date: date });
    const first = leg(res.depart_flights[0]);
    expect(first).toMatchObject({ departure_time: '04:00', arrival_time: '05:00', duration: 7200 });
    expect(first.depart.time_zone).toBe('America/New_York');
    expect(first.arrive.time_zone).toBe('America/Chicago');
    expect(Date.parse(first.arrival_at) - Date.parse(first.departure_at)).toBe(7200_000);
  });

  it('shows a departure after midnight on the traveller’s date, and an arrival on the next day', async () => {
    const date = daysAhead(12);
    const late = await ok({ dep_from: 'DEN', dep_to: 'CSU', departure_date: date });
    // No "connection" that only waits for the next bus on the same line.
    expect(late.depart_flights.every((it) => it.stopovers === 0)).toBe(true);
    const last = late.depart_flights.at(-1)!;
    expect(leg(last)).toMatchObject({ departure_time: '23:30', arrival_date: addDays(date, 1), arrival_time: '01:10' });
    // The same run calls at Loveland after midnight: it is offered on the next day's search.
    const next = await ok({ dep_from: 'FNL', dep_to: 'CSU', departure_date: addDays(date, 1) });
    const early = next.depart_flights.find((it) => leg(it).trip_key === leg(last).trip_key);
    expect(leg(early!)).toMatchObject({ departure_date: addDays(date, 1), departure_time: '00:37' });
    // …and not on the run's own date.
    const same = await ok({ dep_from: 'FNL', dep_to: 'CSU', departure_date: date });
    expect(same.depart_flights.some((it) => leg(it).trip_key === leg(last).trip_key)).toBe(false);
  });

  it('spring forward in Denver (2026-03-08): a 1 AM run takes its usual time and lands in daylight time', async () => {
    t.setNow('2026-03-01T12:00:00Z');
    try {
      const res = await ok({ dep_from: 'DEN', dep_to: 'CSU', departure_date: '2026-03-08' });
      const night = byTime(res.depart_flights, 'DEN', '01:00')!;
      expect(leg(night)).toMatchObject({
        departure_at: '2026-03-08T08:00:00.000Z', // 01:00 MST (UTC-7)
        arrival_at: '2026-03-08T09:45:00.000Z',
        arrival_time: '03:45', // MDT (UTC-6): the clock skipped 2 AM
        duration: 105 * 60,
      });
      const morning = byTime(res.depart_flights, 'DEN', '06:00')!;
      expect(leg(morning).departure_at).toBe('2026-03-08T12:00:00.000Z');
      const dayBefore = await ok({ dep_from: 'DEN', dep_to: 'CSU', departure_date: '2026-03-07' });
      expect(leg(byTime(dayBefore.depart_flights, 'DEN', '06:00')!).departure_at).toBe('2026-03-07T13:00:00.000Z');
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('fall back in Denver (2026-11-01): the repeated hour does not stretch the 1 AM run', async () => {
    t.setNow('2026-10-25T12:00:00Z');
    try {
      const res = await ok({ dep_from: 'DEN', dep_to: 'CSU', departure_date: '2026-11-01' });
      const night = byTime(res.depart_flights, 'DEN', '01:00')!;
      // An ambiguous 1:00 is read as standard time, as PostgreSQL reads it for trips.departs_at.
      expect(leg(night)).toMatchObject({
        departure_at: '2026-11-01T08:00:00.000Z',
        arrival_at: '2026-11-01T09:40:00.000Z',
        arrival_time: '02:40',
        duration: 100 * 60,
      });
      const morning = byTime(res.depart_flights, 'DEN', '05:30')!;
      expect(leg(morning).departure_at).toBe('2026-11-01T12:30:00.000Z');
      const saturday = await ok({ dep_from: 'DEN', dep_to: 'CSU', departure_date: '2026-10-31' });
      expect(leg(byTime(saturday.depart_flights, 'DEN', '05:30')!).departure_at).toBe('2026-10-31T11:30:00.000Z');
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('stops selling a departure 15 minutes before it leaves', async () => {
    t.setNow('2026-12-01T17:00:00Z'); // 10:00 in Denver
    try {
      const res = await ok({ dep_from: 'CSU', dep_to: 'DEN', departure_date: '2026-12-01' });
      expect(leg(res.depart_flights[0]).departure_time).toBe('11:00');
      t.setNow('2026-12-01T17:44:00Z'); // 10:44: the 11:00 closes at 10:45
      const later = await ok({ dep_from: 'CSU', dep_to: 'DEN', departure_date: '2026-12-01' });
      expect(leg(later.depart_flights[0]).departure_time).toBe('11:00');
      t.setNow('2026-12-01T17:46:00Z');
      const closed = await ok({ dep_from: 'CSU', dep_to: 'DEN', departure_date: '2026-12-01' });
      expect(leg(closed.depart_flights[0]).departure_time).toBe('12:00');
    } finally {
      t.setNow(TEST_NOW);
    }
  });
});

describe('connections and filters', () => {
  const date = daysAhead(14);
  const body = { dep_from: 'DLH', dep_to: 'MKT', departure_date: date };

  it('joins two ground legs when the change fits the bus layover bounds', async () => {
    const res = await ok(body);
    expect(res.depart_flights.length).toBeGreaterThan(0);
    for (const it of res.depart_flights) {
      expect(it.stopovers).toBe(1);
      expect(it.segments.map((s) => s.arrival_code)).toEqual(['MSP', 'MKT']);
      expect(it.layover_times).toHaveLength(1);
      expect(it.layover_times[0]).toBeGreaterThanOrEqual(3600);
      expect(it.layover_times[0]).toBeLessThanOrEqual(10800);
      expect(it.total_trip_time).toBe((Date.parse(it.segments[1].arrival_at) - Date.parse(it.segments[0].departure_at)) / 1000);
      expect(it.price).toBe(3900 + 3500);
    }
  });

  it('max_stopovers 0 gives direct itineraries only', async () => {
    const res = await ok({ ...body, filters: { max_stopovers: 0 } });
    expect(res.depart_flights).toEqual([]);
    const direct = await ok({ dep_from: 'DLH', dep_to: 'MSP', departure_date: date, filters: { max_stopovers: 0 } });
    expect(direct.depart_flights.length).toBe(5);
  });

  it('narrower layover bounds, a trip-time cap and connecting airports each cut the list', async () => {
    const all = (await ok(body)).depart_flights;
    const tight = (await ok({ ...body, filters: { maxBusLayover: [3600, 5400] } })).depart_flights;
    expect(tight.length).toBeLessThan(all.length);
    for (const it of tight) expect(it.layover_times[0]).toBeLessThanOrEqual(5400);
    const shortest = Math.min(...all.map((it) => it.total_trip_time));
    const capped = (await ok({ ...body, filters: { total_trip_time_max: shortest } })).depart_flights;
    expect(capped.length).toBeGreaterThan(0);
    expect(capped.every((it) => it.total_trip_time <= shortest)).toBe(true);
    expect(capped.length).toBeLessThan(all.length);
    expect((await ok({ ...body, filters: { connecting_airports: ['PHL'] } })).depart_flights).toEqual([]);
    expect((await ok({ ...body, filters: { connecting_airports: ['MSP'] } })).depart_flights).toHaveLength(all.length);
  });
});

describe('availability', () => {
  it('counts seats sold and held on the trip, and refuses a party larger than what is left', async () => {
    const date = daysAhead(20);
    await materialiseTrips(t.database.db, date, date);
    const [run] = await t.database.db
      .select({ id: timetable.id })
      .from(timetable)
      .where(and(eq(timetable.runNumber, '1205')));
    await t.database.db
      .update(trips)
      .set({ sold: 40, held: 10 })
      .where(and(eq(trips.timetableId, run.id), eq(trips.serviceDate, date)));
    t.availability.clear();
    const res = await ok({ dep_from: 'CSU', dep_to: 'DEN', departure_date: date });
    const sold = res.depart_flights.find((it) => leg(it).flight_number === 'LL1205')!;
    expect(sold.availability).toBe(6);
    expect(leg(sold).tickets[0]).toMatchObject({ landline_availability: 6, flight_available: 6 });
    const other = res.depart_flights.find((it) => leg(it).flight_number === 'LL1206')!;
    expect(other.availability).toBe(56);
    const big = await ok({ dep_from: 'CSU', dep_to: 'DEN', departure_date: date, passengers_adults: 5, passengers_children: 2 });
    expect(big.depart_flights.find((it) => leg(it).flight_number === 'LL1205')!.availability).toBe(0);
    // Infants ride on a lap and take no seat.
    const lap = await ok({ dep_from: 'CSU', dep_to: 'DEN', departure_date: date, passengers_adults: 6, passengers_infants: 3 });
    expect(lap.depart_flights.find((it) => leg(it).flight_number === 'LL1205')!.availability).toBe(6);
  });

  it('the database refuses more seats than the vehicle has', async () => {
    const date = daysAhead(21);
    await materialiseTrips(t.database.db, date, date);
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.serviceDate, date)).limit(1);
    await expect(
      t.database.db
        .update(trips)
        .set({ sold: trip.capacity + 1 })
        .where(eq(trips.id, trip.id)),
    ).rejects.toThrow();
  });

  it('trips materialised in SQL leave at the instant search shows, DST nights included', async () => {
    try {
      for (const [now, date] of [
        ['2026-10-25T12:00:00Z', '2026-11-01'],
        ['2026-03-01T12:00:00Z', '2026-03-08'],
      ]) {
        t.setNow(now);
        await materialiseTrips(t.database.db, date, date);
        const res = await ok({ dep_from: 'DEN', dep_to: 'CSU', departure_date: date });
        const rows = await t.database.db.select().from(trips).where(eq(trips.serviceDate, date));
        const departs = new Map(rows.map((r) => [`${r.timetableId}-${r.serviceDate}`, r.departsAt.toISOString()]));
        expect(res.depart_flights.length).toBeGreaterThan(10);
        for (const it of res.depart_flights) expect(departs.get(leg(it).trip_key)).toBe(leg(it).departure_at);
      }
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('materialises each run once per date, with its vehicle and capacity', async () => {
    const date = daysAhead(30);
    const first = await materialiseTrips(t.database.db, date, date);
    const again = await materialiseTrips(t.database.db, date, date);
    expect(first).toBeGreaterThan(50);
    expect(again).toBe(0);
    const rows = await t.database.db.select().from(trips).where(eq(trips.serviceDate, date));
    expect(rows).toHaveLength(first);
    expect(rows.every((r) => r.capacity > 0 && r.sold === 0 && r.held === 0)).toBe(true);
  });
});

describe('bad input', () => {
  const date = daysAhead(7);
  const valid = { dep_from: { code: 'CSU' }, dep_to: { code: 'DEN' }, departure_date: date };

  it.each([
    [
      'missing everything',
      {},
      { dep_from: 'Choose the depart from location', dep_to: 'Choose the depart to location', departure_date: 'Choose the departure date' },
    ],
    [
      'unknown stop codes',
      { ...valid, dep_from: { code: 'XYZ' }, dep_to: { code: 'QQQ' } },
      { dep_from: 'We do not serve this location.', dep_to: 'We do not serve this location.' },
    ],
    ['a date in the past', { ...valid, departure_date: '2020-01-01' }, { departure_date: 'The departure date cannot be in the past.' }],
    ['an impossible date', { ...valid, departure_date: '2026-02-30' }, { departure_date: 'Choose the departure date' }],
    [
      'return before departure',
      { ...valid, return_date: addDays(date, -1), one_way: false },
      { return_date: 'The return date cannot be before the departure date.' },
    ],
    ['a return trip without a return date', { ...valid, one_way: false }, { return_date: 'Choose the return date' }],
    ['a malformed return date', { ...valid, return_date: 'tomorrow' }, { return_date: 'Return date must be a date' }],
    ['no adult', { ...valid, passengers_adults: 0 }, { passengers_adults: 'At least one adult must travel.' }],
    [
      'more than 9 passengers',
      { ...valid, passengers_adults: 5, passengers_children: 5 },
      { passengers: 'A booking can carry at most 9 passengers.' },
    ],
    [
      'more infants than adults',
      { ...valid, passengers_infants: 2 },
      { passengers_infants: 'Each infant must travel on the lap of an adult.' },
    ],
    ['the same place twice', { ...valid, dep_to: { code: 'CSU' } }, { dep_to: 'The departure and arrival locations must differ.' }],
    ['a negative layover bound', { ...valid, filters: { maxBusLayover: [-1, 10] } }, { 'filters.maxBusLayover.0': null }],
  ])('refuses %s with a validation_error per field', async (_name, body, expected) => {
    // Searches of earlier tests written first (decision 317), so that no row of theirs lands meanwhile.
    await t.search.settle();
    const before = await t.database.db.select().from(searches);
    const res = await search(body as Record<string, unknown>);
    expect(res.status).toBe(400);
    const fields = res.body.validation_error as Record<string, string[]>;
    for (const [field, message] of Object.entries(expected)) {
      expect(fields[field], field).toBeDefined();
      if (message) expect(fields[field][0]).toBe(message);
    }
    // Nothing was stored. (Rows may go meanwhile: the start-up purge sweep can run late on a
    // loaded machine and delete the searches an earlier test made at another date.)
    const known = new Set(before.map((row) => row.uuid));
    await t.search.settle();
    expect((await t.database.db.select().from(searches)).filter((row) => !known.has(row.uuid))).toEqual([]);
  });

  it('refuses malformed JSON and a non-JSON body with a detail, never a 500', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      headers: { 'content-type': 'application/json' },
      payload: '{"dep_from": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'The request body is not valid JSON.' });
    const xml = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      headers: { 'content-type': 'application/xml' },
      payload: '<search/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toHaveProperty('detail');
    const text = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toHaveProperty('validation_error');
    const array = await search([1, 2] as unknown as Record<string, unknown>);
    expect(array.status).toBe(400);
  });

  it('answers an unknown or malformed search id, and an unknown path, with 404 detail', async () => {
    for (const url of [
      '/api/bookings/00000000-0000-4000-8000-000000000000/itinerary/',
      '/api/bookings/not-a-uuid/itinerary/',
      '/api/no/such/call/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toHaveProperty('detail');
    }
  });
});

describe('transport', () => {
  it('sends results gzipped to clients that accept it, and the same results either way', async () => {
    const payload = { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(8) };
    const plain = await t.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload });
    const zipped = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      payload,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});

describe('search ids', () => {
  it('do not depend on the order in which the client wrote the fields', async () => {
    const date = daysAhead(9);
    const a = await ok({
      dep_from: 'CSU',
      dep_to: 'DEN',
      departure_date: date,
      filters: { max_stopovers: 1, maxBusLayover: [3600, 7200] },
    });
    const b = await ok({
      filters: { maxBusLayover: [3600, 7200], max_stopovers: 1 },
      departure_date: date,
      dep_to: { code: 'DEN' },
      dep_from: 'csu',
    });
    expect(b.uuid).toBe(a.uuid);
  });
});
