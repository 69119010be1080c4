import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_FAILURES_PER_CLIENT, LOOKUP_FAILURES_PER_REFERENCE, LOOKUP_REFERENCE_WINDOW_MIN } from '@landline/shared/constants';
import { tripSchema, type Reservation } from '@landline/shared/schemas';
import { bookedTrip, LEAD_PASSENGER, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// Guessing a booking's last name (decision 233): the ticket lookup was limited, but the seat map
// answered the same question (200 for the right name, 404 for a wrong one) 361 times a second.
// Every route that opens a booking by its reference now counts wrong guesses together, per
// client, and per reference across clients.

let t: TestApp;
let booking: Reservation;
let trip: ReturnType<typeof tripSchema.parse>;
beforeAll(async () => {
  t = await testApp(TEST_NOW);
  booking = await bookedTrip(t.app, { days: 5, adults: 1 });
  trip = tripSchema.parse(
    (
      await t.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${booking.pnr}/`, headers: { lastname: LEAD_PASSENGER.last_name } })
    ).json(),
  );
});
afterAll(() => t.close());

let clients = 0;
/** A new client address each time: every limit below is per client unless it says otherwise. */
const newClient = () => `198.51.100.${++clients}`;

/** One guess at the booking by each route that opens it by its reference with a last name. */
const routes = (pnr: string) => [
  { method: 'GET' as const, url: `/api/v2/booking/tickets/${pnr}/` },
  { method: 'GET' as const, url: `/api/seats/${pnr}/1/` },
  { method: 'PUT' as const, url: `/api/seats/${pnr}/1/`, payload: { passengers: [{ passenger: 0, seats: [{ leg: 0, code: '9C' }] }] } },
  { method: 'POST' as const, url: `/api/v2/booking/tickets/${pnr}/check_in/`, payload: { way: 1 } },
  { method: 'GET' as const, url: `/api/v2/booking/tickets/${pnr}/boarding_pass/1/` },
  { method: 'GET' as const, url: `/api/v2/booking/tickets/${pnr}/flight_e_ticket/?way=1` },
  { method: 'GET' as const, url: `/api/v2/cart/cart/${trip.cart.uuid}/get_refund_details/` },
  { method: 'POST' as const, url: `/api/v2/booking/tickets/${pnr}/cancel/`, payload: {} },
];

const guess = (route: ReturnType<typeof routes>[number], client: string, lastName: string) =>
  t.app.inject({ ...route, remoteAddress: client, headers: { lastname: lastName } });

describe('wrong last names', () => {
  it(`are counted together on every route: the ${LOOKUP_FAILURES_PER_CLIENT + 1}st of a minute is refused, the right name too`, async () => {
    const client = newClient();
    const all = routes(booking.pnr);
    const codes: number[] = [];
    // References made up, each guessed once on another route (the refund calculator's cart is the booking's).
    for (let i = 0; i < LOOKUP_FAILURES_PER_CLIENT; i++) {
      const route = routes(`QQQQ${String(i).padStart(2, '0')}`)[i % all.length];
      codes.push((await guess(route, client, 'Wrong')).statusCode);
    }
    expect(codes).toEqual(Array(LOOKUP_FAILURES_PER_CLIENT).fill(404));
    // The seat map, which answered without a limit, is refused like the rest; so is the right name from this client.
    const next = await guess(all[1], client, 'Wrongest');
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({ detail: expect.stringContaining('Too many attempts') });
    expect((await guess(all[1], client, LEAD_PASSENGER.last_name)).statusCode).toBe(429);
    // Another client is not held back by this one.
    expect((await guess(all[1], newClient(), LEAD_PASSENGER.last_name)).statusCode).toBe(200);
    // A minute later the client may try again.
    t.setNow(new Date(t.now() + 61_000).toISOString());
    expect((await guess(all[0], client, LEAD_PASSENGER.last_name)).statusCode).toBe(200);
  });

  it('a held booking’s reference without its cart is a wrong guess too', async () => {
    const client = newClient();
    for (let i = 0; i < LOOKUP_FAILURES_PER_CLIENT; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/seats/ZZZZ${String(i).padStart(2, '0')}/1/`, remoteAddress: client });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/seats/${booking.pnr}/1/`, remoteAddress: client })).statusCode).toBe(429);
  });

  it(`from many clients, a reference takes ${LOOKUP_FAILURES_PER_REFERENCE} an hour; then its guests wait and its member does not`, async () => {
    const member = await registerMember(t.app, 'spread.guess@example.com');
    const owned = await bookedTrip(t.app, { days: 6, access: member.access });
    const all = routes(owned.pnr);
    for (let i = 0; i < LOOKUP_FAILURES_PER_REFERENCE; i++) {
      // One slow guess from each of many addresses: no client limit is near.
      expect((await guess(all[0], newClient(), `Guess${'y'.repeat(i)}`)).statusCode).toBe(404);
    }
    const fresh = newClient();
    expect((await guess(all[0], fresh, LEAD_PASSENGER.last_name)).statusCode).toBe(429);
    expect((await guess(all[1], fresh, LEAD_PASSENGER.last_name)).statusCode).toBe(429);
    // Other bookings are not affected, and the member's own session still opens this one.
    expect((await guess(routes(booking.pnr)[0], fresh, LEAD_PASSENGER.last_name)).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v2/booking/tickets/${owned.pnr}/`,
      remoteAddress: fresh,
      headers: { authorization: `JWT ${member.access}` },
    });
    expect(own.statusCode, own.body).toBe(200);
    t.setNow(new Date(t.now() + LOOKUP_REFERENCE_WINDOW_MIN * 60_000 + 1000).toISOString());
    expect((await guess(all[0], fresh, LEAD_PASSENGER.last_name)).statusCode).toBe(200);
  });
});
