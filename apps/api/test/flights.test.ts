import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkFlightsResponseSchema, searchResponseSchema, type Itinerary, type SearchResponse } from '@landline/shared/schemas';
import { flightBookings, flightInventory, trips } from '../src/db/schema.js';
import { decodeBookingToken, encodeBookingToken, type TokenFlightLeg } from '../src/search/booking-token.js';
import { daysAhead, materialiseTrips, TEST_NOW, testApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

async function search(body: Record<string, unknown>): Promise<SearchResponse> {
  const res = await t.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json());
}

async function check(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/bookings/check_flights/', payload: body });
  return { status: res.statusCode, body: res.json() };
}

const isFlight = (it: Itinerary, i: number) => it.segments[i].operator === 'KIWI';
const date = daysAhead(10);

describe('ground and flights together', () => {
  it('Fort Collins to Los Angeles: a ride to Denver airport, then flights, the change within the bus layover bounds', async () => {
    const res = await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: date });
    expect(res.depart_flights.length).toBeGreaterThan(5);
    for (const it of res.depart_flights) {
      const [ride, ...flights] = it.segments;
      expect(ride).toMatchObject({ operator: 'VIDECOM', airline_name: 'Landline', arrival_code: 'DEN', departure_date: date });
      expect(['CSU', 'HTC', 'FNL']).toContain(ride.departure_code);
      expect(flights.length).toBeGreaterThan(0);
      expect(flights.every((s) => s.operator === 'KIWI' && s.service_type === 1)).toBe(true);
      expect(flights[0].departure_code).toBe('DEN');
      expect(flights.at(-1)!.arrival_code).toBe('LAX');
      expect(it.layover_times[0]).toBeGreaterThanOrEqual(3600);
      expect(it.layover_times[0]).toBeLessThanOrEqual(10800);
      for (let i = 1; i < it.segments.length; i++) {
        expect(Date.parse(it.segments[i].departure_at) - Date.parse(it.segments[i - 1].arrival_at)).toBe(it.layover_times[i - 1] * 1000);
        expect(it.segments[i].departure_code).toBe(it.segments[i - 1].arrival_code);
      }
      expect(it.price).toBe(it.landline_price + it.flight_price);
      expect(it.landline_price).toBe(2900);
      expect(it.flight_price).toBeGreaterThan(5000);
      // Availability is the fewest seats of any leg.
      expect(it.availability).toBe(Math.min(...it.segments.map((s) => s.tickets[0].flight_available)));
    }
  });

  it('narrower bus layover bounds only join rides that fit them', async () => {
    const tight = await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: date, filters: { maxBusLayover: [3600, 4500] } });
    expect(tight.depart_flights.length).toBeGreaterThan(0);
    for (const it of tight.depart_flights) expect(it.layover_times[0]).toBeLessThanOrEqual(4500);
    const usual = await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: date });
    expect(tight.depart_flights.length).toBeLessThan(usual.depart_flights.length);
  });

  it('max_stopovers 0 gives direct flights only; flight changes respect the flight layover bounds', async () => {
    const direct = await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: date, filters: { max_stopovers: 0 } });
    expect(direct.depart_flights.length).toBeGreaterThan(0);
    for (const it of direct.depart_flights) expect(it.segments.filter((s) => s.operator === 'KIWI')).toHaveLength(1);
    const any = await search({ dep_from: 'FTC', dep_to: 'BOS', departure_date: date, filters: { maxFlightLayover: [3600, 7200] } });
    for (const it of any.depart_flights) {
      it.segments.forEach((s, i) => {
        if (i > 0 && isFlight(it, i) && isFlight(it, i - 1)) {
          expect(it.layover_times[i - 1]).toBeGreaterThanOrEqual(3600);
          expect(it.layover_times[i - 1]).toBeLessThanOrEqual(7200);
        }
      });
    }
  });

  it('honours the airline filter and the trip-time cap', async () => {
    const ua = await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: date, filters: { airline_filter: ['UA'] } });
    expect(ua.depart_flights.length).toBeGreaterThan(0);
    for (const it of ua.depart_flights) {
      expect(it.segments.filter((s) => s.operator === 'KIWI').every((s) => s.airline === 'UA')).toBe(true);
    }
    const capped = await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: date, filters: { total_trip_time_max: 6 * 3600 } });
    expect(capped.depart_flights.every((it) => it.total_trip_time <= 6 * 3600)).toBe(true);
  });

  it('keeps every time zone: Fort Collins → Denver → Toronto → Hamilton', async () => {
    const res = await search({ dep_from: 'FTC', dep_to: 'YHM', departure_date: date });
    expect(res.depart_flights.length).toBeGreaterThan(0);
    for (const it of res.depart_flights) {
      const first = it.segments[0];
      const last = it.segments.at(-1)!;
      expect(first.depart.time_zone).toBe('America/Denver');
      expect(last).toMatchObject({ operator: 'VIDECOM', departure_code: 'YYZ', arrival_code: 'YHM' });
      expect(last.arrive.time_zone).toBe('America/Toronto');
      for (const s of it.segments) {
        // The local clock shown is the UTC instant seen in the stop's own zone.
        const local = new Intl.DateTimeFormat('en-CA', {
          timeZone: s.depart.time_zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).formatToParts(new Date(s.departure_at));
        const p = Object.fromEntries(local.map((x) => [x.type, x.value]));
        expect(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`).toBe(`${s.departure_date} ${s.departure_time}`);
      }
      expect(it.total_trip_time).toBe((Date.parse(last.arrival_at) - Date.parse(first.departure_at)) / 1000);
    }
  });

  it('flights then a ride: Los Angeles to Fort Collins', async () => {
    const res = await search({ dep_from: 'LAX', dep_to: 'FTC', departure_date: date });
    expect(res.depart_flights.length).toBeGreaterThan(0);
    for (const it of res.depart_flights) {
      expect(it.segments[0]).toMatchObject({ operator: 'KIWI', departure_code: 'LAX', departure_date: date });
      expect(it.segments.at(-1)).toMatchObject({ operator: 'VIDECOM', departure_code: 'DEN' });
      expect(['CSU', 'HTC', 'FNL']).toContain(it.segments.at(-1)!.arrival_code);
    }
  });

  it('flies alone from or to one of our airports, never between two partner airports', async () => {
    const fromDenver = await search({ dep_from: 'DEN', dep_to: 'LAX', departure_date: date });
    expect(fromDenver.depart_flights.length).toBeGreaterThan(3);
    for (const it of fromDenver.depart_flights) expect(it.segments.every((s) => s.operator === 'KIWI')).toBe(true);
    const partnersOnly = await search({ dep_from: 'LAX', dep_to: 'JFK', departure_date: date });
    expect(partnersOnly.depart_flights).toEqual([]);
  });

  it('the same search twice gives the same results', async () => {
    const a = await search({ dep_from: 'YHM', dep_to: 'LHR', departure_date: date });
    t.availability.clear(); // force a fresh computation, not the shared answer
    const b = await search({ dep_from: 'YHM', dep_to: 'LHR', departure_date: date });
    expect(b.depart_flights).toEqual(a.depart_flights);
    expect(a.depart_flights[0].segments[0]).toMatchObject({ departure_code: 'YHM', arrival_code: 'YYZ' });
  });

  it('refuses unknown airports and past dates in the spec format', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      payload: { dep_from: 'FTC', dep_to: 'QQZ', departure_date: date },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ validation_error: { dep_to: ['We do not serve this location.'] } });
    const past = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      payload: { dep_from: 'LAX', dep_to: 'FTC', departure_date: '2025-01-01' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().validation_error.departure_date).toEqual(['The departure date cannot be in the past.']);
  });
});

describe('our stops that are airports', () => {
  it('Fort Collins to Minneapolis, Toronto and Chicago airports: a ride to Denver, then flights that land there', async () => {
    for (const to of ['MSP', 'YYZ', 'ORD']) {
      const res = await search({ dep_from: 'FTC', dep_to: to, departure_date: date });
      expect(res.depart_flights.length, to).toBeGreaterThan(2);
      for (const it of res.depart_flights) {
        expect(it.segments[0]).toMatchObject({ operator: 'VIDECOM', arrival_code: 'DEN' });
        expect(it.segments.at(-1)).toMatchObject({ operator: 'KIWI', arrival_code: to });
      }
    }
  });

  it('Minneapolis airport to Fort Collins: flights to Denver, then the ride', async () => {
    const res = await search({ dep_from: 'MSP', dep_to: 'FTC', departure_date: date });
    expect(res.depart_flights.length).toBeGreaterThan(2);
    for (const it of res.depart_flights) {
      expect(it.segments[0]).toMatchObject({ operator: 'KIWI', departure_code: 'MSP', departure_date: date });
      expect(it.segments.at(-1)).toMatchObject({ operator: 'VIDECOM', departure_code: 'DEN' });
    }
  });

  it('Los Angeles to Minneapolis and back by flight alone', async () => {
    for (const [from, to] of [
      ['LAX', 'MSP'],
      ['MSP', 'LAX'],
    ]) {
      const res = await search({ dep_from: from, dep_to: to, departure_date: date });
      expect(res.depart_flights.length).toBeGreaterThan(2);
      expect(res.depart_flights.some((it) => it.segments.length === 1)).toBe(true);
      for (const it of res.depart_flights) {
        expect(it.segments.every((s) => s.operator === 'KIWI')).toBe(true);
        expect([it.segments[0].departure_code, it.segments.at(-1)!.arrival_code]).toEqual([from, to]);
      }
    }
  });
});

describe('offer quality', () => {
  const pairs = [
    ['FTC', 'PHL'],
    ['FTC', 'JFK'],
    ['FTC', 'LAX'],
    ['DLH', 'LAX'],
    ['YHM', 'LHR'],
    ['MSP', 'FTC'],
    ['FTC', 'DEN'],
  ];
  const flightsOf = (it: Itinerary) => it.segments.filter((s) => s.operator === 'KIWI');

  it('Fort Collins to Philadelphia mostly flies Denver–Philadelphia direct, not detours with a shuttle back', async () => {
    const list = (await search({ dep_from: 'FTC', dep_to: 'PHL', departure_date: date })).depart_flights;
    const direct = list.filter(
      (it) =>
        flightsOf(it)
          .map((s) => `${s.departure_code}-${s.arrival_code}`)
          .join() === 'DEN-PHL',
    );
    expect(direct.length).toBeGreaterThanOrEqual(5);
    // A connection or a shuttle from another airport stays only where no direct flight beats it.
    expect(direct.length / list.length).toBeGreaterThanOrEqual(2 / 3);
  });

  it('offers no itinerary that another beats on departure, arrival, price and legs', async () => {
    for (const [from, to] of pairs) {
      const list = (await search({ dep_from: from, dep_to: to, departure_date: date })).depart_flights;
      expect(list.length, `${from}-${to}`).toBeGreaterThan(0);
      for (const a of list) {
        for (const b of list) {
          if (a === b || a.availability === 0 || a.segments[0].departure_code !== b.segments[0].departure_code) continue;
          if (a.segments.at(-1)!.arrival_code !== b.segments.at(-1)!.arrival_code) continue;
          const [aDep, bDep] = [Date.parse(a.segments[0].departure_at), Date.parse(b.segments[0].departure_at)];
          const [aArr, bArr] = [Date.parse(a.segments.at(-1)!.arrival_at), Date.parse(b.segments.at(-1)!.arrival_at)];
          const noWorse = aDep >= bDep && aArr <= bArr && a.price <= b.price && a.segments.length <= b.segments.length;
          const better = aDep > bDep || aArr < bArr || a.price < b.price || a.segments.length < b.segments.length;
          expect(noWorse && better, `${from}-${to}: ${a.booking_token} beats ${b.booking_token}`).toBe(false);
        }
      }
    }
  });

  it('flies only airlines that fly today, under flight numbers of one to four digits', async () => {
    const gone = ['AirTran Airways', 'US Airways', 'Virgin America', 'Boutique Air (Priv)', 'Air Berlin'];
    const seen = new Set<string>();
    for (const [from, to] of [...pairs, ['FTC', 'BOS'], ['YHM', 'NRT'], ['FTC', 'ATL'], ['FTC', 'CLT']]) {
      for (const it of (await search({ dep_from: from, dep_to: to, departure_date: date })).depart_flights) {
        for (const s of flightsOf(it)) {
          seen.add(s.airline);
          expect(gone).not.toContain(s.airline_name);
          expect(['US', 'FL', 'VX', '4B']).not.toContain(s.airline);
          expect(s.flight_number).toMatch(new RegExp(`^${s.airline}[1-9]\\d{0,3}$`));
        }
      }
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('POST bookings/check_flights/', () => {
  async function firstMixed(): Promise<Itinerary> {
    const res = await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: daysAhead(11) });
    return res.depart_flights.find((it) => it.availability >= 1)!;
  }

  it('confirms a fresh itinerary with its seats and air fare', async () => {
    const it = await firstMixed();
    const res = await check({ booking_token: it.booking_token, pnum: 1, bnum: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = checkFlightsResponseSchema.parse(res.body);
    expect(body.seats_available).toBe(it.availability);
    expect(body.flight_price_per_adult).toBe(it.fare.adult - 2900);
  });

  it('refuses a changed price, too many passengers, and a bad token', async () => {
    const it = await firstMixed();
    const token = decodeBookingToken(it.booking_token)!;
    const flight = token.legs.find((l): l is TokenFlightLeg => l.kind === 'flight')!;
    flight.fare -= 1000; // the price the traveller saw was lower than the price now
    const changed = await check({ booking_token: encodeBookingToken(token), pnum: 1 });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      code: 'price_changed',
      detail: 'The price of this itinerary has changed. Please review it before you continue.',
    });

    const tooMany = await check({ booking_token: it.booking_token, pnum: it.availability + 1 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('sold_out');

    for (const bad of ['', 'not-a-token', Buffer.from('{"v":1,"l":[["x"]]}').toString('base64url')]) {
      const res = await check({ booking_token: bad, pnum: 1 });
      expect(res.status).toBe(400);
      expect(res.body.validation_error.booking_token).toEqual(['This itinerary is no longer valid. Please search again.']);
    }
    const noPassengers = await check({ booking_token: it.booking_token, pnum: 0 });
    expect(noPassengers.status).toBe(400);
    expect(noPassengers.body.validation_error).toHaveProperty('pnum');
  });

  it('refuses a flight that does not operate and a ride that sold out', async () => {
    const it = await firstMixed();
    const token = decodeBookingToken(it.booking_token)!;
    const flight = token.legs.find((l): l is TokenFlightLeg => l.kind === 'flight')!;
    const gone = await check({
      booking_token: encodeBookingToken({ ...token, legs: token.legs.map((l) => (l === flight ? { ...flight, number: 'ZZ9999' } : l)) }),
      pnum: 1,
    });
    expect(gone.status).toBe(409);
    expect(gone.body.code).toBe('flight_invalid');

    const ground = await search({ dep_from: 'CSU', dep_to: 'DEN', departure_date: daysAhead(12) });
    const ride = ground.depart_flights[0];
    const [runId, serviceDate] = [Number(ride.segments[0].trip_key.split('-')[0]), ride.segments[0].trip_key.slice(-10)];
    await materialiseTrips(t.database.db, serviceDate, serviceDate);
    await t.database.db
      .update(trips)
      .set({ sold: 56 })
      .where(and(eq(trips.timetableId, runId), eq(trips.serviceDate, serviceDate)));
    const full = await check({ booking_token: ride.booking_token, pnum: 1 });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'sold_out',
      detail: 'There are not enough seats left on this itinerary. Please choose another.',
    });
  });

  it('refuses a departure that has closed', async () => {
    const ride = (await search({ dep_from: 'CSU', dep_to: 'DEN', departure_date: daysAhead(13) })).depart_flights[0];
    t.setNow(new Date(Date.parse(ride.segments[0].departure_at) - 10 * 60_000).toISOString());
    try {
      const res = await check({ booking_token: ride.booking_token, pnum: 1 });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('departed');
    } finally {
      t.setNow(TEST_NOW);
    }
  });
});

describe('the default flight provider', () => {
  it('books seats on every leg or none, shows them in search, and gives them back on cancel', async () => {
    const d = daysAhead(15);
    const it = (await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: d })).depart_flights.find((x) => x.availability >= 2)!;
    const legs = decodeBookingToken(it.booking_token)!.legs.filter((l): l is TokenFlightLeg => l.kind === 'flight');
    const before = (await t.flights.recheck(legs, 'M')).map((c) => c!.seats);
    const reference = await t.flights.book(legs, 2);
    expect(reference).toMatch(/^[A-Z2-9]{6}$/);
    const after = (await t.flights.recheck(legs, 'M')).map((c) => c!.seats);
    expect(after).toEqual(before.map((s) => s - 2));
    const again = (await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: d })).depart_flights.find(
      (x) => x.booking_token === it.booking_token,
    )!;
    expect(again.segments.filter((s) => s.operator === 'KIWI').map((s) => s.tickets[0].flight_available)).toEqual(after);

    // More seats than the emptiest leg has: nothing is booked anywhere.
    await expect(t.flights.book(legs, Math.min(...after) + 1)).rejects.toMatchObject({ status: 409 });
    expect((await t.flights.recheck(legs, 'M')).map((c) => c!.seats)).toEqual(after);

    await t.flights.cancel(reference);
    expect((await t.flights.recheck(legs, 'M')).map((c) => c!.seats)).toEqual(before);
    const [row] = await t.database.db.select().from(flightBookings).where(eq(flightBookings.reference, reference));
    expect(row.status).toBe('canceled');
    await expect(t.flights.cancel(reference)).rejects.toMatchObject({ status: 404 });
  });

  it('never oversells a flight when buyers race for the last seats', async () => {
    const d = daysAhead(16);
    const it = (await search({ dep_from: 'YHM', dep_to: 'LHR', departure_date: d })).depart_flights.find((x) => x.availability >= 1)!;
    const legs = decodeBookingToken(it.booking_token)!
      .legs.filter((l): l is TokenFlightLeg => l.kind === 'flight')
      .slice(0, 1);
    const [{ seats }] = (await t.flights.recheck(legs, 'M')) as { seats: number }[];
    const attempts = await Promise.allSettled(Array.from({ length: seats + 6 }, () => t.flights.book(legs, 1)));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(seats);
    const [row] = await t.database.db
      .select()
      .from(flightInventory)
      .where(and(eq(flightInventory.flightNumber, legs[0].number), eq(flightInventory.flightDate, legs[0].date)));
    expect(row.sold).toBe(row.capacity);
  });
});
