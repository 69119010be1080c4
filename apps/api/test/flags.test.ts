import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A, SEARCH_MESSAGES as M, SEAT_MESSAGES as S, TRIP_MESSAGES as T } from '@landline/shared/messages';
import type { FeatureFlag } from '@landline/shared/constants';
import {
  placeOptionSchema,
  profileSchema,
  referralDataSchema,
  reservationSchema,
  searchResponseSchema,
  settingsSchema,
} from '@landline/shared/schemas';
import { outbox, sandboxCharges, seatAssignments, tickets } from '../src/db/schema.js';
import { SETTINGS_CACHE_MS } from '../src/settings/store.js';
import { bookedTrip, daysAhead, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';
import { staffMember, type TestStaff } from './fixtures/staff.js';

// Every flag has its rule (decision 280, "Since: every flag has its rule"): editTrip,
// changeTripSeat, referral and showFlightSearch are read by the server's rules from the settings
// store, as loyalty, door2Door and connectionGarantie are. Each is turned off by an admin through
// PATCH ops/settings/, its rule checked, then turned on again. Runs on PGlite and PostgreSQL.

let t: TestApp;
let admin: TestStaff;

beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  admin = await staffMember(t, 'admin');
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const guest = { lastname: 'Lovelace' };
const member = (access: string) => ({ authorization: `JWT ${access}` });

async function call(method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json() as Body };
}

/** An admin sets a flag through the console; GET settings/ serves it at once on this instance. */
async function setFlag(name: FeatureFlag, value: boolean) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/ops/settings/',
    payload: { flags: { [name]: value } },
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const served = settingsSchema.parse((await call('GET', '/api/settings/')).body);
  expect(served.flags.find((f) => f.name === name)!.value).toBe(value);
}

describe('editTrip', () => {
  /** A new ground trip FTC → DEN held for an edit (the edit copies the passengers). */
  async function newTrip(days: number) {
    const search = searchResponseSchema.parse(
      (await call('PUT', '/api/bookings/reservation/', {}, { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(days) })).body,
    );
    const ground = search.depart_flights.find((i) => i.availability >= 1 && i.segments.every((s) => s.operator !== 'KIWI'))!;
    const held = await call('PUT', `/api/bookings/${search.uuid}/itinerary/`, {}, { departure_flight: ground, passengers_adults: 1 });
    expect(held.status).toBe(200);
    return reservationSchema.parse(held.body);
  }
  const assign = (cart: string, pnr: string) =>
    call('POST', `/api/v2/cart/cart/${cart}/assign_previous_cart/`, guest, { booking_reference: pnr });
  const checkout = (cart: string) =>
    call('PUT', '/api/cart/check_out/', {}, { cart_id: cart, payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' } });
  const ticketStates = async (uuid: string) =>
    (await t.database.db.select().from(tickets).where(eq(tickets.reservationUuid, uuid))).map((r) => r.state);

  it('off: no booking is replaced, neither when the new trip is named nor at its checkout; cancelling stays open; on again: the edit goes through', async () => {
    const old = await bookedTrip(t.app, { days: 10 });
    const fresh = await newTrip(11);

    await setFlag('editTrip', false);
    expect(await assign(fresh.cart.uuid, old.pnr)).toEqual({ status: 400, body: { detail: T.editOff } });
    // Cancelling is not an edit: its refund details still answer.
    expect((await call('GET', `/api/v2/cart/cart/${old.cart.uuid}/get_refund_details/`, guest)).status).toBe(200);

    await setFlag('editTrip', true);
    expect((await assign(fresh.cart.uuid, old.pnr)).status).toBe(200);

    // Turned off between naming the booking and paying: the checkout is refused, nothing moved.
    await setFlag('editTrip', false);
    // This instance's copy aged out: checkout reads the flag inside its transaction (through it, on PGlite's one connection).
    t.clock.advance(SETTINGS_CACHE_MS);
    expect(await checkout(fresh.cart.uuid)).toEqual({ status: 400, body: { detail: T.editOff } });
    expect(await ticketStates(old.uuid)).toEqual([1]);

    await setFlag('editTrip', true);
    const done = await checkout(fresh.cart.uuid);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await ticketStates(old.uuid)).toEqual([2]);
  });
});

describe('changeTripSeat', () => {
  const seatOf = async (uuid: string, passenger: number) =>
    (
      await t.database.db
        .select()
        .from(seatAssignments)
        .where(and(eq(seatAssignments.reservationUuid, uuid), eq(seatAssignments.passenger, passenger)))
    )[0]?.seatCode;
  const cells = (info: Body, premium: boolean) =>
    info.legs[0].rows
      .flat()
      // Free seats: a seat of this booking's shows as available to it, with its passenger.
      .filter((c: Body) => c && c.available && c.passenger === null && Boolean(c.premium) === premium)
      .map((c: Body) => c.code as string);
  const pay = (uuid: string) =>
    call('PUT', `/api/v2/booking/seat_purchases/${uuid}/`, guest, {
      payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
      stripe_token: 'tok_visa',
    });

  it('off: a seated passenger keeps the seat (and a premium quote is not paid), one without a seat may take one; on again: seats move', async () => {
    const r = await bookedTrip(t.app, { days: 12, adults: 2, seated: [0] });
    const url = `/api/seats/${r.pnr}/1/`;
    const seated = await seatOf(r.uuid, 0);
    expect(seated).toBeDefined();
    expect(await seatOf(r.uuid, 1)).toBeUndefined();
    const info = (await call('GET', url, guest)).body;
    const [free, other] = cells(info, false);
    const [premium] = cells(info, true);
    // A premium seat quoted while changes are open.
    const quote = (await call('PUT', url, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: premium }] }] })).body.purchase;
    expect(quote.state).toBe('quoted');

    await setFlag('changeTripSeat', false);
    // The seat map still answers (the trip page shows the seats).
    expect((await call('GET', url, guest)).status).toBe(200);
    const moved = await call('PUT', url, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: free }] }] });
    expect(moved).toEqual({ status: 400, body: { detail: S.changeOff } });
    expect(await seatOf(r.uuid, 0)).toBe(seated);
    const charges = (await t.database.db.select().from(sandboxCharges)).length;
    expect(await pay(quote.uuid)).toEqual({ status: 400, body: { detail: S.changeOff } });
    expect((await t.database.db.select().from(sandboxCharges)).length).toBe(charges);
    expect(await seatOf(r.uuid, 0)).toBe(seated);
    // A passenger with no seat may still take one: check-in asks for it.
    const first = await call('PUT', url, guest, { passengers: [{ passenger: 1, seats: [{ leg: 0, code: other }] }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await seatOf(r.uuid, 1)).toBe(other);
    // Choosing seats while booking is no change of a booked trip.
    const booking = await bookedTrip(t.app, { days: 15, seated: [0] });
    expect(await seatOf(booking.uuid, 0)).toBeDefined();

    await setFlag('changeTripSeat', true);
    const changed = await call('PUT', url, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: free }] }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe(S.changed);
    expect(await seatOf(r.uuid, 0)).toBe(free);
    expect((await pay(quote.uuid)).body.state).toBe('confirmed');
    expect(await seatOf(r.uuid, 0)).toBe(premium);
  });
});

describe('referral', () => {
  const referralData = async (access: string) => referralDataSchema.parse((await call('GET', '/api/referrals_url/', member(access))).body);
  const profile = async (access: string) => profileSchema.parse((await call('GET', '/api/profile/', member(access))).body);
  const register = (email: string, referal_code: string) =>
    call(
      'POST',
      '/api/users/',
      {},
      {
        first_name: 'Alan',
        last_name: 'Turing',
        email,
        password: 'Shuttle-Rider-7',
        retypePassword: 'Shuttle-Rider-7',
        phone_number: '+1 970 555 0100',
        referal_code,
      },
    );
  const activationCode = async (email: string) => {
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
    return /\/activate\/([^/\s"<]+)/.exec(mail.text)![1];
  };

  it('off: referrals_url says so, no code is taken, no link counts, no reward is given; on again: the reward comes with a paid trip', async () => {
    const referrer = await registerMember(t.app, 'grace.flags@example.com', { first_name: 'Grace', last_name: 'Hopper' });
    const code = (await referralData(referrer.access)).referral_id;
    expect((await referralData(referrer.access)).disabled).toBe(false);
    // Referred while the programme is on.
    const friend = await register('alan.flags@example.com', code);
    expect(friend.status).toBe(201);
    const friendAccess = friend.body.access as string;

    await setFlag('referral', false);
    expect(await referralData(referrer.access)).toMatchObject({ referral_id: code, disabled: true, total_signup: 1 });
    expect(await register('ada.flags@example.com', code)).toEqual({
      status: 400,
      body: { validation_error: { referal_code: [A.referralsOff] } },
    });
    // An activation link carrying a code confirms the address, without a referral.
    const late = await registerMember(t.app, 'joan.flags@example.com', { first_name: 'Joan', last_name: 'Clarke' });
    expect((await call('PUT', `/api/activations/${await activationCode('joan.flags@example.com')}/${code}/`)).status).toBe(200);
    expect((await profile(late.access)).referrals.has_referral).toBe(false);
    expect((await referralData(referrer.access)).total_signup).toBe(1);
    // The friend's paid trip while off: no reward (read in the confirming transaction).
    await bookedTrip(t.app, { days: 13, access: friendAccess });
    expect((await profile(friendAccess)).store_credits).toBe(0);
    expect((await profile(referrer.access)).store_credits).toBe(0);

    await setFlag('referral', true);
    expect((await referralData(referrer.access)).disabled).toBe(false);
    await bookedTrip(t.app, { days: 14, access: friendAccess });
    expect((await profile(friendAccess)).store_credits).toBe(2000);
    expect((await profile(referrer.access)).store_credits).toBe(2000);
    expect((await register('ada.flags@example.com', code)).status).toBe(201);
  });
});

describe('showFlightSearch', () => {
  const search = (to: string) =>
    call('PUT', '/api/bookings/reservation/', {}, { dep_from: 'FTC', dep_to: to, departure_date: daysAhead(10) });
  const withFlights = (body: Body) =>
    searchResponseSchema.parse(body).depart_flights.filter((i) => i.segments.some((s) => s.operator === 'KIWI')).length;
  const flightOnlyPlaces = async () =>
    placeOptionSchema
      .array()
      .parse((await call('GET', '/api/v2/booking/airports/?search=lax')).body)
      .filter((p) => p.flight_only).length;

  it('off: the search offers no partner flight (nor flight-only airports), even an answer just given; on again: it does', async () => {
    // Hamilton is ours, reached from Fort Collins only by flying to Toronto.
    const before = await search('YHM');
    expect(withFlights(before.body)).toBeGreaterThan(0);
    expect(await flightOnlyPlaces()).toBeGreaterThan(0);

    await setFlag('showFlightSearch', false);
    // The same search at once (its answer is otherwise reused for a second): ground only.
    const ground = await search('YHM');
    expect(ground.status).toBe(200);
    expect(searchResponseSchema.parse(ground.body).depart_flights).toEqual([]);
    // The stored search answers the same.
    const stored = await call('GET', `/api/bookings/${before.body.uuid}/itinerary/`);
    expect(withFlights(stored.body)).toBe(0);
    // An airport only partners serve is not a place we serve while it is off.
    expect(await search('LAX')).toEqual({ status: 400, body: { validation_error: { dep_to: [M.unknownLocation] } } });
    expect(await flightOnlyPlaces()).toBe(0);
    // Ground trips are sold as before.
    expect(searchResponseSchema.parse((await search('DEN')).body).depart_flights.length).toBeGreaterThan(0);

    await setFlag('showFlightSearch', true);
    expect(withFlights((await search('YHM')).body)).toBeGreaterThan(0);
    expect((await search('LAX')).status).toBe(200);
    expect(await flightOnlyPlaces()).toBeGreaterThan(0);
  });
});
