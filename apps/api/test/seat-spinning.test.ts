import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_SEATS_PER_HOLDER, HOLDS_PER_MINUTE, MAX_PASSENGERS } from '@landline/shared/constants';
import { reservationSchema, searchResponseSchema, type SearchResponse } from '@landline/shared/schemas';
import { trips } from '../src/db/schema.js';
import { decodeBookingToken, type TokenGroundLeg } from '../src/search/booking-token.js';
import { daysAhead, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// Seat spinning (decision 233): seven anonymous hold calls took all 56 seats of a coach for 15
// minutes, 60 with heartbeats. A holder (a client's address, a member's session) now keeps at
// most HELD_SEATS_PER_HOLDER seats in live holds and makes at most HOLDS_PER_MINUTE holds a minute.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW);
});
afterAll(() => t.close());

let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

async function search(client: string, adults: number, days = 9): Promise<SearchResponse> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    remoteAddress: client,
    payload: { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(days), passengers_adults: adults },
  });
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json());
}

const searches = new Map<string, SearchResponse>();

/** The same departure each time (the first of the day), for `adults`, from `client` (searched once: searches have their own limits). */
async function hold(client: string, adults: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}, days = 9) {
  const key = `${client}|${adults}|${days}`;
  const s = searches.get(key) ?? (await search(client, adults, days));
  searches.set(key, s);
  return t.app.inject({
    method: 'PUT',
    url: `/api/bookings/${s.uuid}/itinerary/`,
    remoteAddress: client,
    headers,
    payload: { departure_flight: s.depart_flights[0], passengers_adults: adults, ...extra },
  });
}

async function coach() {
  const s = await search(newClient(), 1);
  const leg = decodeBookingToken(s.depart_flights[0].booking_token)!.legs.find((l): l is TokenGroundLeg => l.kind === 'ground')!;
  const [row] = await t.database.db
    .select()
    .from(trips)
    .where(and(eq(trips.timetableId, leg.run), eq(trips.serviceDate, leg.date)));
  return row;
}

describe('holds per holder', () => {
  it(`one client keeps at most ${HELD_SEATS_PER_HOLDER} seats held: a script cannot empty a coach`, async () => {
    const client = newClient();
    // The coach's trip is made by its first hold: none held before.
    const heldBefore = (await coach())?.held ?? 0;
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await hold(client, MAX_PASSENGERS)).statusCode);
    expect(answers).toEqual([200, 200, 429, 429, 429, 429, 429]);
    const after = await coach();
    expect(after.held - heldBefore).toBe(HELD_SEATS_PER_HOLDER);
    expect(after.capacity - after.sold - after.held).toBeGreaterThan(0);
    // Another traveller still finds seats.
    expect((await hold(newClient(), 2)).statusCode).toBe(200);
  });

  it(`holds of one client sent at once count one after the other: ${HELD_SEATS_PER_HOLDER} seats held, no more`, async () => {
    const client = newClient();
    expect((await hold(client, 1)).statusCode).toBe(200); // The coach's trip made before the race.
    searches.set(`${client}|${MAX_PASSENGERS}|9`, await search(client, MAX_PASSENGERS));
    const heldBefore = (await coach()).held;
    const answers = await Promise.all(Array.from({ length: 6 }, () => hold(client, MAX_PASSENGERS)));
    const codes = answers.map((a) => a.statusCode).sort();
    // 1 seat held already: one more party of 9 fits (10), a second would make 19.
    expect(codes).toEqual([200, 429, 429, 429, 429, 429]);
    expect((await coach()).held - heldBefore).toBe(MAX_PASSENGERS);
  });

  it('a family of 9 holds its party, and replacing its hold (a new choice) does not count the old one', async () => {
    const client = newClient();
    const first = reservationSchema.parse((await hold(client, MAX_PASSENGERS, {}, {}, 10)).json());
    const second = reservationSchema.parse((await hold(client, MAX_PASSENGERS, {}, {}, 10)).json());
    // Both held: a third replaces the second, so the client still holds 18.
    const third = await hold(client, MAX_PASSENGERS, { reservation_uuid: second.uuid, cart_id: second.cart.uuid }, {}, 10);
    expect(third.statusCode, third.body).toBe(200);
    expect((await hold(client, 1, {}, {}, 10)).statusCode).toBe(429);
    // A hold that ends gives its seats back to the holder's count.
    t.setNow(new Date(Date.parse(first.held_until) + 1000).toISOString());
    try {
      expect((await hold(client, MAX_PASSENGERS, {}, {}, 11)).statusCode).toBe(200);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('a member’s session counts as one holder whatever address it comes from', async () => {
    const member = await registerMember(t.app, 'spinner@example.com');
    const auth = { authorization: `JWT ${member.access}` };
    expect((await hold(newClient(), MAX_PASSENGERS, {}, auth, 12)).statusCode).toBe(200);
    expect((await hold(newClient(), MAX_PASSENGERS, {}, auth, 12)).statusCode).toBe(200);
    expect((await hold(newClient(), 1, {}, auth, 12)).statusCode).toBe(429);
  });

  it(`at most ${HOLDS_PER_MINUTE} holds a minute from one client`, async () => {
    const client = newClient();
    const codes: number[] = [];
    let previous: { uuid: string; cart: { uuid: string } } | null = null;
    for (let i = 0; i <= HOLDS_PER_MINUTE; i++) {
      const res = await hold(client, 1, previous ? { reservation_uuid: previous.uuid, cart_id: previous.cart.uuid } : {}, {}, 13);
      codes.push(res.statusCode);
      if (res.statusCode === 200) previous = reservationSchema.parse(res.json());
    }
    expect(codes.slice(0, HOLDS_PER_MINUTE).every((c) => c === 200)).toBe(true);
    expect(codes[HOLDS_PER_MINUTE]).toBe(429);
  });

  it('a hold is never larger than its search’s party', async () => {
    const client = newClient();
    const s = await search(client, 2);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${s.uuid}/itinerary/`,
      remoteAddress: client,
      payload: { departure_flight: s.depart_flights[0], passengers_adults: 2, pnum: 9 },
    });
    expect(res.statusCode).toBe(400);
    const big = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      remoteAddress: client,
      payload: { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(9), passengers_adults: MAX_PASSENGERS + 1 },
    });
    expect(big.statusCode).toBe(400);
  });
});
