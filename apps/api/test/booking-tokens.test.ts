import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { CHECK_MESSAGES, HOLD_MESSAGES } from '@landline/shared/messages';
import { addDays } from '@landline/shared/dates';
import { searchResponseSchema, type Itinerary, type SearchResponse } from '@landline/shared/schemas';
import { reservations } from '../src/db/tables/reservations.js';
import { decodeBookingToken, encodeBookingToken, type BookingToken, type TokenLeg } from '../src/search/booking-token.js';
import { daysAhead, TEST_NOW, testApp, type TestApp } from './harness.js';

// A booking token lists the legs of one direction, and the server prices and holds from it. A
// forged one whose legs do not join up (a leg leaving from somewhere else than the previous one
// arrived, or before it arrived, or a day after) or whose rides are priced in two currencies is
// refused like any other bad token: at check_flights and at the hold.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

const date = daysAhead(11);

async function search(body: Record<string, unknown>): Promise<SearchResponse> {
  const res = await t.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: { departure_date: date, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json());
}

const check = async (booking_token: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/bookings/check_flights/', payload: { booking_token, pnum: 1 } });
  return { status: res.statusCode, body: res.json() as unknown };
};
const hold = async (uuid: string, booking_token: string) => {
  const payload = { departure_flight: { booking_token }, passengers_adults: 1 };
  const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${uuid}/itinerary/`, payload });
  return { status: res.statusCode, body: res.json() as unknown };
};
const held = async () => (await t.database.db.select({ n: count() }).from(reservations))[0].n;

const tokenOf = (it: Itinerary): BookingToken => decodeBookingToken(it.booking_token)!;
const forge = (base: BookingToken, legs: TokenLeg[]) => encodeBookingToken({ ...base, legs });

describe('booking tokens whose legs do not make one journey', () => {
  it('are refused at check_flights and at the hold as an undecodable token is, and hold nothing', async () => {
    const mixed = await search({ dep_from: 'FTC', dep_to: 'LAX' });
    const it = mixed.depart_flights.find(
      (i) => i.availability > 0 && i.segments[0].operator !== 'KIWI' && i.segments[1]?.operator === 'KIWI',
    )!;
    const token = tokenOf(it);
    const [ride, flight, ...rest] = token.legs;
    // A ride from the same stop to the same airport arriving after the flight has left.
    const rides = await search({ dep_from: it.segments[0].departure_code, dep_to: it.segments[0].arrival_code });
    const late = rides.depart_flights.find((r) => Date.parse(r.segments[0].arrival_at) > Date.parse(it.segments[1].departure_at))!;
    expect(late).toBeDefined();
    const lateRide = tokenOf(late).legs[0];
    // Rides in US dollars and in Canadian dollars.
    const usd = tokenOf((await search({ dep_from: 'CSU', dep_to: 'DEN' })).depart_flights[0]).legs[0];
    const cad = tokenOf((await search({ dep_from: 'YHM', dep_to: 'YYZ' })).depart_flights[0]).legs[0];
    expect(ride.kind === 'ground' && ride.date).toBeTruthy();

    // A ride calling at a stop on the way, split there into two legs of the same run.
    const longRide = tokenOf(
      rides.depart_flights.find((r) => {
        const l = tokenOf(r).legs[0];
        return l.kind === 'ground' && l.alight - l.board >= 2;
      })!,
    ).legs[0];
    if (longRide.kind !== 'ground') throw new Error('no ride with a stop on the way');

    const forged = {
      'one ride split in two legs at a stop on the way': forge(token, [
        { ...longRide, alight: longRide.board + 1 },
        { ...longRide, board: longRide.board + 1 },
      ]),
      'a ride, then the same ride again (leaves from where the first one left)': forge(token, [ride, ride]),
      'a ride that arrives after the flight has left': forge(token, [lateRide, flight, ...rest]),
      'a ride two days before the flight': forge(token, [{ ...ride, date: addDays(ride.date, -2) } as TokenLeg, flight, ...rest]),
      'the flight, then the ride to its airport': forge(token, [flight, ...rest, ride]),
      'rides in US and Canadian dollars': forge(token, [usd, cad]),
    };
    const undecodable = await check('not-a-token');
    expect(undecodable).toEqual({ status: 400, body: { validation_error: { booking_token: [CHECK_MESSAGES.tokenInvalid] } } });
    const garbageHold = await hold(mixed.uuid, 'not-a-token');
    expect(garbageHold).toEqual({ status: 400, body: { validation_error: { departure_flight: [HOLD_MESSAGES.wrongDirection] } } });

    const before = await held();
    for (const [what, booking_token] of Object.entries(forged)) {
      expect(await check(booking_token), what).toEqual(undecodable);
      expect(await hold(mixed.uuid, booking_token), what).toEqual(garbageHold);
    }
    expect(await held()).toBe(before);

    // The tokens search made still pass both.
    expect((await check(it.booking_token)).status).toBe(200);
    expect((await hold(mixed.uuid, it.booking_token)).status).toBe(200);
  });
});
