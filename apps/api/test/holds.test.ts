import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { HOLD_MAX_MS, HOLD_MS, PNR_ALPHABET } from '@landline/shared/constants';
import { heartbeatSchema, reservationSchema, searchResponseSchema, type Itinerary, type SearchResponse } from '@landline/shared/schemas';
import { flightBookings, trips } from '../src/db/schema.js';
import { reservations } from '../src/db/tables/reservations.js';
import { decodeBookingToken, type TokenGroundLeg } from '../src/search/booking-token.js';
import { daysAhead, materialiseTrips, TEST_NOW, secondInstance, testApp, type TestApp } from './harness.js';

// The chosen itinerary becomes a held reservation (PNR, cart); holds expire
// unless the heartbeat keeps them alive, and give their seats back (decision 194).

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();

async function search(body: Record<string, unknown>): Promise<SearchResponse> {
  const res = await t.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json());
}

const hold = (uuid: string, payload: Record<string, unknown>, app = t.app) =>
  app.inject({ method: 'PUT', url: `/api/bookings/${uuid}/itinerary/`, payload });

const heartbeat = (uuid: string) => t.app.inject({ method: 'POST', url: `/api/v2/booking/reservations/${uuid}/heartbeat/` });

/** The trip row under an itinerary's first ground leg (made from the timetable if it was not yet). */
async function tripOf(it: Itinerary) {
  const leg = decodeBookingToken(it.booking_token)!.legs.find((l): l is TokenGroundLeg => l.kind === 'ground')!;
  await materialiseTrips(t.database.db, leg.date, leg.date);
  const rows = await t.database.db.select().from(trips).where(eq(trips.timetableId, leg.run));
  return rows.find((r) => r.serviceDate === leg.date)!;
}

const reservationCount = async () => (await t.database.db.select({ n: count() }).from(reservations))[0].n;

/** A fresh one-way search and its first bookable itinerary. */
async function chosen(from: string, to: string, days: number, party = { adults: 1, children: 0, infants: 0 }) {
  const res = await search({
    dep_from: from,
    dep_to: to,
    departure_date: daysAhead(days),
    passengers_adults: party.adults,
    passengers_children: party.children,
    passengers_infants: party.infants,
  });
  const it = res.depart_flights.find((i) => i.availability >= party.adults + party.children)!;
  const body = {
    departure_flight: it,
    passengers_adults: party.adults,
    passengers_children: party.children,
    passengers_infants: party.infants,
  };
  return { search: res, it, body };
}

describe('PUT bookings/{uuid}/itinerary/ holds the chosen itinerary', () => {
  it('holds a seat for each adult and child on the departure, with a PNR and a cart priced by the server', async () => {
    const { search: s, it, body } = await chosen('FTC', 'DEN', 3, { adults: 2, children: 1, infants: 1 });
    const before = await tripOf(it);
    const res = await hold(s.uuid, body);
    expect(res.statusCode, res.body).toBe(200);
    const r = reservationSchema.parse(res.json());
    expect(r.state).toBe('held');
    expect(r.pnr).toMatch(new RegExp(`^[${PNR_ALPHABET}]{6}$`));
    expect(r.held_until).toBe(new Date(t.now() + HOLD_MS).toISOString());
    // 2 adults at $29, a child and an infant free on the Colorado route (content spec).
    expect(r.departure.price).toBe(5800);
    expect(r.departure.price).toBe(it.price);
    expect(r.cart.summary).toBe(5800);
    expect(r.cart.items_list).toEqual([
      expect.objectContaining({ product: { name: 'Departure trip', category: 'landline_ticket' }, price: 5800, quantity: 1 }),
    ]);
    expect(r.cart.items_list[0].data.direction_type).toBe('departure_trip');
    expect(r.cart.reservation.rloc).toBe(r.pnr);
    // Infants ride on a lap: three seats.
    expect((await tripOf(it)).held).toBe(before.held + 3);

    const read = await t.app.inject({ method: 'GET', url: `/api/v2/booking/reservations/${r.uuid}/` });
    expect(reservationSchema.parse(read.json())).toEqual(r);
    const cart = await t.app.inject({ method: 'GET', url: `/api/cart/get_cart/${r.cart.uuid}` });
    expect(cart.json()).toEqual(r.cart);
  });

  it('ignores a price sent by the browser: the cart holds the server’s figure', async () => {
    const { search: s, it, body } = await chosen('DLH', 'MSP', 4);
    const res = await hold(s.uuid, { ...body, departure_flight: { ...it, price: 1, landline_price: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cart.summary).toBe(it.price);
  });

  it('holds both directions of a return trip, and partner flights through the provider', async () => {
    const res = await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: daysAhead(12), return_date: daysAhead(15) });
    const dep = res.depart_flights.find((i) => i.availability >= 1 && i.flight_price > 0)!;
    const ret = res.return_flights.find((i) => i.availability >= 1 && i.flight_price > 0)!;
    const before = (await t.database.db.select({ n: count() }).from(flightBookings))[0].n;
    const held = await hold(res.uuid, { departure_flight: dep, return_flight: ret, passengers_adults: 1 });
    expect(held.statusCode, held.body).toBe(200);
    const r = reservationSchema.parse(held.json());
    expect(r.return?.price).toBe(ret.price);
    expect(r.cart.summary).toBe(dep.price + ret.price);
    expect(r.cart.items_list.map((i) => i.data.direction_type)).toEqual([
      'departure_trip',
      'departure_flight',
      'return_trip',
      'return_flight',
    ]);
    expect((await t.database.db.select({ n: count() }).from(flightBookings))[0].n).toBe(before + 2);

    // Replacing the hold (the traveller went back and chose again) gives the first one's seats back.
    const again = await hold(res.uuid, {
      departure_flight: dep,
      return_flight: ret,
      passengers_adults: 1,
      reservation_uuid: r.uuid,
      cart_id: r.cart.uuid,
    });
    expect(again.statusCode, again.body).toBe(200);
    const [old] = await t.database.db.select().from(reservations).where(eq(reservations.uuid, r.uuid));
    expect(old.state).toBe('released');
    const canceled = await t.database.db.select().from(flightBookings).where(eq(flightBookings.status, 'canceled'));
    expect(canceled.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad input in the spec’s error shape and writes nothing', async () => {
    const { search: s, it, body } = await chosen('FTC', 'DEN', 5, { adults: 2, children: 0, infants: 0 });
    const returnSearch = await search({
      dep_from: 'FTC',
      dep_to: 'DEN',
      departure_date: daysAhead(5),
      return_date: daysAhead(6),
      passengers_adults: 2,
    });
    const before = await reservationCount();
    const seatsBefore = (await tripOf(it)).held;
    const cases: [string, Record<string, unknown>, number, unknown][] = [
      ['00000000-0000-4000-8000-000000000000', body, 404, { detail: 'This search has expired. Please search again.' }],
      ['not-a-uuid', body, 404, { detail: 'This search has expired. Please search again.' }],
      [
        s.uuid,
        { ...body, passengers_adults: 3 },
        400,
        { validation_error: { passengers: ['The number of passengers differs from the search. Please search again.'] } },
      ],
      [
        s.uuid,
        { ...body, departure_flight: { booking_token: 'garbage' } },
        400,
        { validation_error: { departure_flight: ['This itinerary does not belong to this search. Please search again.'] } },
      ],
      [s.uuid, { ...body, return_flight: it }, 400, { validation_error: { return_flight: ['A one-way search has no return trip.'] } }],
      [returnSearch.uuid, body, 400, { validation_error: { return_flight: ['Choose a return trip, or search one way.'] } }],
      [
        returnSearch.uuid,
        { ...body, return_flight: it },
        400,
        { validation_error: { return_flight: ['This itinerary does not belong to this search. Please search again.'] } },
      ],
      [s.uuid, { ...body, passengers_adults: -1 }, 400, { validation_error: { passengers_adults: ['Must be at least 1.'] } }],
      [s.uuid, { passengers_adults: 2 }, 400, { validation_error: { departure_flight: [expect.any(String)] } }],
      [s.uuid, { ...body, reservation_uuid: 'nope' }, 400, { validation_error: { reservation_uuid: ['This reservation was not found.'] } }],
      [s.uuid, { ...body, cart_id: 'nope' }, 400, { validation_error: { cart_id: ['This reservation was not found with this cart.'] } }],
    ];
    for (const [uuid, payload, status, answer] of cases) {
      const res = await hold(uuid, payload);
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 80)} → ${res.body}`).toBe(status);
      expect(res.json()).toEqual(answer);
    }
    expect(await reservationCount()).toBe(before);
    expect((await tripOf(it)).held).toBe(seatsBefore);
    for (const url of ['/api/v2/booking/reservations/nope/', '/api/cart/get_cart/nope', `/api/cart/get_cart/${s.uuid}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    expect((await heartbeat('nope')).statusCode).toBe(404);
  });

  it('refuses a hold on a departure without the seats, with a clear error', async () => {
    const { search: s, it, body } = await chosen('DLH', 'MSP', 6, { adults: 2, children: 0, infants: 0 });
    const trip = await tripOf(it);
    await t.database.db
      .update(trips)
      .set({ sold: trip.capacity - 1 - trip.held })
      .where(eq(trips.id, trip.id));
    const res = await hold(s.uuid, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'sold_out' });
    expect((await tripOf(it)).held).toBe(trip.held);
  });
});

describe('the heartbeat and expiry', () => {
  it('keeps a hold alive for HOLD_MS after each beat, never past HOLD_MAX_MS', async () => {
    t.setNow(TEST_NOW);
    const { search: s, body } = await chosen('FTC', 'DEN', 7);
    const r = reservationSchema.parse((await hold(s.uuid, body)).json());
    t.setNow(minutes(10));
    const beat = heartbeatSchema.parse((await heartbeat(r.uuid)).json());
    expect(beat).toEqual({ alive: true, held_until: minutes(10 + HOLD_MS / 60_000), state: 'held' });
    for (const at of [20, 30, 40]) {
      t.setNow(minutes(at));
      expect(heartbeatSchema.parse((await heartbeat(r.uuid)).json()).alive).toBe(true);
    }
    t.setNow(minutes(50));
    expect(heartbeatSchema.parse((await heartbeat(r.uuid)).json())).toEqual({
      alive: true,
      held_until: minutes(HOLD_MAX_MS / 60_000),
      state: 'held',
    });
    t.setNow(minutes(HOLD_MAX_MS / 60_000));
    expect(heartbeatSchema.parse((await heartbeat(r.uuid)).json())).toEqual({ alive: false, held_until: null, state: 'expired' });
    t.setNow(TEST_NOW);
  });

  it('tells the heartbeat of a hold another hold replaced that it was released, not expired (decision 245)', async () => {
    t.setNow(TEST_NOW);
    const first = await chosen('FTC', 'DEN', 9);
    const r = reservationSchema.parse((await hold(first.search.uuid, first.body)).json());
    // Another tab of the same traveller starts a new booking: its hold names the first one.
    const second = await chosen('FTC', 'DEN', 10);
    const replacing = await hold(second.search.uuid, { ...second.body, reservation_uuid: r.uuid, cart_id: r.cart.uuid });
    expect(replacing.statusCode, replacing.body).toBe(200);
    t.setNow(minutes(1));
    expect(heartbeatSchema.parse((await heartbeat(r.uuid)).json())).toEqual({ alive: false, held_until: null, state: 'released' });
    const kept = reservationSchema.parse(replacing.json());
    expect(heartbeatSchema.parse((await heartbeat(kept.uuid)).json())).toMatchObject({ alive: true, state: 'held' });
    t.setNow(TEST_NOW);
  });

  it('gives an expired hold’s seats back (the sweeper), and its heartbeat then says it is gone', async () => {
    t.setNow(TEST_NOW);
    const { search: s, it, body } = await chosen('DLH', 'MSP', 8, { adults: 2, children: 0, infants: 0 });
    const before = (await tripOf(it)).held;
    const r = reservationSchema.parse((await hold(s.uuid, body)).json());
    expect((await tripOf(it)).held).toBe(before + 2);
    const stateOf = async () => (await t.database.db.select().from(reservations).where(eq(reservations.uuid, r.uuid)))[0].state;
    t.setNow(minutes(HOLD_MS / 60_000 - 1));
    await t.reservations.releaseExpired();
    expect(await stateOf()).toBe('held');
    t.setNow(minutes(HOLD_MS / 60_000));
    expect(await t.reservations.releaseExpired()).toBeGreaterThanOrEqual(1);
    expect(await stateOf()).toBe('expired');
    expect((await tripOf(it)).held).toBe(before);
    expect(
      reservationSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v2/booking/reservations/${r.uuid}/` })).json()).state,
    ).toBe('expired');
    expect(heartbeatSchema.parse((await heartbeat(r.uuid)).json())).toEqual({ alive: false, held_until: null, state: 'expired' });
    // A second sweep finds nothing more to give back.
    expect(await t.reservations.releaseExpired()).toBe(0);
    expect((await tripOf(it)).held).toBe(before);
    t.setNow(TEST_NOW);
  });

  it('gives a partner flight’s seats back when its hold expires', async () => {
    t.setNow(TEST_NOW);
    const res = await search({ dep_from: 'FTC', dep_to: 'LAX', departure_date: daysAhead(20) });
    const it = res.depart_flights.find((i) => i.availability >= 1 && i.flight_price > 0)!;
    const r = reservationSchema.parse((await hold(res.uuid, { departure_flight: it, passengers_adults: 1 })).json());
    t.setNow(minutes(HOLD_MS / 60_000 + 1));
    expect(await t.reservations.releaseExpired()).toBeGreaterThanOrEqual(1);
    const canceled = await t.database.db.select().from(flightBookings).where(eq(flightBookings.status, 'canceled'));
    expect(canceled.some((b) => b.canceledAt !== null)).toBe(true);
    expect(
      reservationSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v2/booking/reservations/${r.uuid}/` })).json()).state,
    ).toBe('expired');
    t.setNow(TEST_NOW);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('holds in parallel on PostgreSQL, from two API instances', () => {
  it('50 parallel holds on a departure with 10 seats: exactly 10 held, 40 refused', async () => {
    t.setNow(TEST_NOW);
    const second = await secondInstance(t);
    try {
      const { search: s, it, body } = await chosen('FTC', 'DEN', 9);
      const trip = await tripOf(it);
      await t.database.db.update(trips).set({ capacity: 10, sold: 0, held: 0 }).where(eq(trips.id, trip.id));
      const before = await reservationCount();
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => hold(s.uuid, body, i % 2 ? second.app : t.app)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((c) => c === 200)).toHaveLength(10);
      expect(statuses.filter((c) => c === 409)).toHaveLength(40);
      for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().code).toBe('sold_out');
      expect((await tripOf(it)).held).toBe(10);
      expect(await reservationCount()).toBe(before + 10);
      expect(new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().pnr)).size).toBe(10);
    } finally {
      await second.app.close();
    }
  });

  it('round trips and one-way holds of their return departure in parallel: every hold made, every seat counted', async () => {
    t.setNow(TEST_NOW);
    const second = await secondInstance(t);
    try {
      const round = await search({ dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(10), return_date: daysAhead(11) });
      const dep = round.depart_flights.find((i) => i.availability >= 1)!;
      const ret = round.return_flights.find((i) => i.availability >= 1)!;
      const back = await tripOf(ret);
      const oneWay = await search({ dep_from: 'DEN', dep_to: 'FTC', departure_date: daysAhead(11) });
      const ride = (i: Itinerary) => JSON.stringify(decodeBookingToken(i.booking_token)!.legs.find((l) => l.kind === 'ground'));
      const same = oneWay.depart_flights.find((i) => ride(i) === ride(ret))!;
      expect((await tripOf(same)).id).toBe(back.id);
      const before = [(await tripOf(dep)).held, back.held];
      // Each round trip locks both trips (in id order), each one-way the return's alone.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2
            ? hold(round.uuid, { departure_flight: dep, return_flight: ret, passengers_adults: 1 }, i % 4 === 1 ? second.app : t.app)
            : hold(oneWay.uuid, { departure_flight: same, passengers_adults: 1 }, i % 4 === 0 ? second.app : t.app),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      expect([(await tripOf(dep)).held, (await tripOf(ret)).held]).toEqual([before[0] + 20, before[1] + 40]);
    } finally {
      await second.app.close();
    }
  });
});
