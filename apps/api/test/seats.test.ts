import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_SEAT_PRICE } from '@landline/shared/constants';
import { reservationSchema, searchResponseSchema, seatInfoSchema, type Reservation, type SeatInfo } from '@landline/shared/schemas';
import { daysAhead, TEST_NOW, secondInstance, testApp, type TestApp } from './harness.js';

// Seats (decision 199): a seat map per vehicle, one passenger per seat per departure.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

async function held(from: string, to: string, days: number, adults: number): Promise<Reservation> {
  const s = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    payload: { dep_from: from, dep_to: to, departure_date: daysAhead(days), passengers_adults: adults },
  });
  const found = searchResponseSchema.parse(s.json());
  const it = found.depart_flights.find((i) => i.availability >= adults)!;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/bookings/${found.uuid}/itinerary/`,
    payload: { departure_flight: it, passengers_adults: adults },
  });
  expect(res.statusCode, res.body).toBe(200);
  return reservationSchema.parse(res.json());
}

/** A held booking's seats open with its cart, the holder's key (decision 233). */
const seatsUrl = (r: Reservation, segment = 1) => `/api/seats/${r.pnr}/${segment}/?cart_id=${r.cart.uuid}`;

const seatsOf = async (r: Reservation, segment = 1): Promise<SeatInfo> => {
  const res = await t.app.inject({ method: 'GET', url: seatsUrl(r, segment) });
  expect(res.statusCode, res.body).toBe(200);
  return seatInfoSchema.parse(res.json());
};

const choose = (r: Reservation, passengers: unknown, app = t.app) =>
  app.inject({ method: 'PUT', url: seatsUrl(r), payload: { passengers } });

describe('GET and PUT seats/{pnr}/{segment}/', () => {
  it('shows the coach’s seat map with the aisle, window and premium seats, and gives seats', async () => {
    const r = await held('DLH', 'MSP', 3, 2);
    const info = await seatsOf(r);
    expect(info.legs).toHaveLength(1);
    const [leg] = info.legs;
    expect(leg.vehicle).toBe('Executive coach 40');
    expect(leg.depart.iata).toBe('DLH');
    expect(leg.rows).toHaveLength(10);
    expect(leg.rows[0].map((c) => c && `${c.code}:${c.position}:${c.premium}:${c.price}`)).toEqual([
      `1A:window:true:${PREMIUM_SEAT_PRICE}`,
      `1B:aisle:true:${PREMIUM_SEAT_PRICE}`,
      null,
      `1C:aisle:true:${PREMIUM_SEAT_PRICE}`,
      `1D:window:true:${PREMIUM_SEAT_PRICE}`,
    ]);
    expect(leg.rows[3][1]).toMatchObject({ code: '4B', premium: false, price: 0, available: true });
    expect(info.seat_per_passenger.passengers).toEqual([
      { passenger: 0, seats: [] },
      { passenger: 1, seats: [] },
    ]);

    const res = await choose(r, [
      { passenger: 0, seats: [{ leg: 0, code: '1A' }] },
      { passenger: 1, seats: [{ leg: 0, code: '4C' }] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const after = seatInfoSchema.parse(res.json());
    expect(after.seat_per_passenger.passengers).toEqual([
      { passenger: 0, seats: [{ leg: 0, code: '1A' }] },
      { passenger: 1, seats: [{ leg: 0, code: '4C' }] },
    ]);
    expect(after.is_payment_needed).toBe(true);
    const cart = (await t.app.inject({ method: 'GET', url: `/api/cart/get_cart/${r.cart.uuid}` })).json();
    expect(cart.summary).toBe(r.cart.summary + PREMIUM_SEAT_PRICE);
    expect(cart.items_list.filter((i: { product: { category: string } }) => i.product.category === 'premium_seating')).toHaveLength(1);

    // Moving to a standard seat takes the premium line off; two passengers may swap.
    const swap = await choose(r, [
      { passenger: 0, seats: [{ leg: 0, code: '4C' }] },
      { passenger: 1, seats: [{ leg: 0, code: '5A' }] },
    ]);
    expect(swap.statusCode, swap.body).toBe(200);
    const cartAfter = (await t.app.inject({ method: 'GET', url: `/api/cart/get_cart/${r.cart.uuid}` })).json();
    expect(cartAfter.summary).toBe(r.cart.summary);

    // Another reservation sees those seats as taken.
    const other = await held('DLH', 'MSP', 3, 1);
    const seen = (await seatsOf(other)).legs[0].rows.flat();
    expect(seen.find((c) => c?.code === '4C')).toMatchObject({ available: false, passenger: null });
    expect(seen.find((c) => c?.code === '1A')).toMatchObject({ available: true });
    const taken = await choose(other, [{ passenger: 0, seats: [{ leg: 0, code: '5A' }] }]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: 'This seat has just been taken. Please choose another.', code: 'seat_taken' });
  });

  it('refuses a seat that does not exist, a passenger or ride that does not exist, one seat twice, and bad addresses', async () => {
    const r = await held('FTC', 'DEN', 4, 2);
    const cases: [unknown, string][] = [
      [[{ passenger: 0, seats: [{ leg: 0, code: '15A' }] }], 'This seat does not exist on this vehicle.'],
      [[{ passenger: 0, seats: [{ leg: 0, code: 'ZZ' }] }], 'This seat does not exist on this vehicle.'],
      [[{ passenger: 2, seats: [{ leg: 0, code: '3A' }] }], 'There is no such passenger on this reservation.'],
      [[{ passenger: 0, seats: [{ leg: 1, code: '3A' }] }], 'This ride has no seat selection.'],
      [
        [
          { passenger: 0, seats: [{ leg: 0, code: '3A' }] },
          { passenger: 1, seats: [{ leg: 0, code: '3A' }] },
        ],
        'Two passengers cannot have the same seat.',
      ],
    ];
    for (const [passengers, message] of cases) {
      const res = await choose(r, passengers);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await seatsOf(r)).seat_per_passenger.passengers.every((p) => p.seats.length === 0)).toBe(true);
    for (const url of ['/api/seats/ZZZZZZ/1/', '/api/seats/nope/1/', seatsUrl(r, 3), seatsUrl(r, 2), `/api/seats/${r.pnr}/1/`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('has no seat step on door-to-door rides', async () => {
    const r = await held('MKT', 'MSP', 5, 1);
    expect((await seatsOf(r)).legs).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('one seat asked for in parallel on PostgreSQL', () => {
  it('20 parallel requests for the same seat, from two instances: one gets it', async () => {
    const second = await secondInstance(t);
    try {
      const holds: Reservation[] = [];
      for (let i = 0; i < 20; i++) holds.push(await held('FTC', 'DEN', 6, 1));
      const answers = await Promise.all(
        holds.map((r, i) => choose(r, [{ passenger: 0, seats: [{ leg: 0, code: '7B' }] }], i % 2 ? second.app : t.app)),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    } finally {
      await second.app.close();
    }
  });
});
