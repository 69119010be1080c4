import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POINTS_TRANSACTION_TYPES as PT } from '@landline/shared/constants';
import { TRIP_MESSAGES as T } from '@landline/shared/messages';
import { cartSchema, checkoutAnswerSchema, reservationSchema, searchResponseSchema } from '@landline/shared/schemas';
import { payments, refunds, sandboxCharges, storeCreditRecords, tickets, trips, users } from '../src/db/schema.js';
import { reservations } from '../src/db/tables/reservations.js';
import { DEMO_PASSWORD, seedDemoMembers } from '../src/demo/members.js';
import { changeWallet } from '../src/loyalty/queries.js';
import { bookedTrip, daysAhead, registerMember, secondInstance, TEST_NOW, testApp, type TestApp } from './harness.js';

// Edit trip (decision 221): a new trip chosen through search and hold replaces a
// booked trip or one direction of it. Its cart carries the replaced part's worth; checkout
// charges the difference or gives the rest back, and in the same transaction cancels the
// replaced tickets and puts their seats back on sale. Either both bookings change or neither.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  await seedDemoMembers(t.database.db, new Date(t.now()));
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const guest = { lastname: 'Lovelace' };
const member = (access: string) => ({ authorization: `JWT ${access}` });

async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json() as Body };
}
const login = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/sessions/', payload: { email, password } })).json().access as string;
const db = () => t.database.db;
const paymentOf = async (reservationUuid: string) =>
  (await db().select().from(payments).where(eq(payments.reservationUuid, reservationUuid)))[0];
const ticketsOf = async (reservationUuid: string) =>
  (await db().select().from(tickets).where(eq(tickets.reservationUuid, reservationUuid))).map((r) => [r.direction, r.passenger, r.state]);
const soldOn = async (tripId: number) => (await db().select().from(trips).where(eq(trips.id, tripId)))[0].sold;
const tripOf = async (pnr: string, headers: Record<string, string> = guest) =>
  (await call('GET', `/api/v2/booking/tickets/${pnr}/`, headers)).body;

/** A new trip held for an edit (no passengers: the edit copies them): FTC → DEN on `days`, back on `returnDays`. */
async function newTrip(options: { days: number; returnDays?: number; adults?: number; access?: string }) {
  const adults = options.adults ?? 1;
  const headers: Record<string, string> = options.access ? member(options.access) : {};
  const search = searchResponseSchema.parse(
    (
      await call('PUT', '/api/bookings/reservation/', headers, {
        dep_from: 'FTC',
        dep_to: 'DEN',
        departure_date: daysAhead(options.days),
        ...(options.returnDays !== undefined ? { return_date: daysAhead(options.returnDays) } : {}),
        passengers_adults: adults,
      })
    ).body,
  );
  const ground = (list: typeof search.depart_flights) =>
    list.find((i) => i.availability >= adults && i.segments.every((s) => s.operator !== 'KIWI'))!;
  const held = await call('PUT', `/api/bookings/${search.uuid}/itinerary/`, headers, {
    departure_flight: ground(search.depart_flights),
    ...(options.returnDays !== undefined ? { return_flight: ground(search.return_flights ?? []) } : {}),
    passengers_adults: adults,
  });
  expect(held.status).toBe(200);
  return reservationSchema.parse(held.body);
}

const assign = (cartUuid: string, body: object, headers: Record<string, string> = guest) =>
  call('POST', `/api/v2/cart/cart/${cartUuid}/assign_previous_cart/`, headers, body);
const checkout = (cartUuid: string, headers: Record<string, string> = {}, token: string | null = null) =>
  call('PUT', '/api/cart/check_out/', headers, {
    cart_id: cartUuid,
    payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
    stripe_token: token,
  });

describe('a guest moves the departure of a round trip', () => {
  it('carries the departure’s worth to the new trip, cancels the old departure and frees its seats in the same commit', async () => {
    const old = await bookedTrip(t.app, { days: 10, returnDays: 12, adults: 2 });
    const paid = (await paymentOf(old.uuid)).amount;
    const oldTrip = await tripOf(old.pnr);
    const oldDepartureTrip = oldTrip.departure.segments[0].trip_id as number;
    const soldBefore = await soldOn(oldDepartureTrip);

    const fresh = await newTrip({ days: 11, adults: 2 });
    const assigned = await assign(fresh.cart.uuid, { booking_reference: ` ${old.pnr.toLowerCase()} `, segment: 1 });
    expect(assigned.status).toBe(200);
    const cart = cartSchema.parse(assigned.body);
    // Same fare, same party: the old departure (half of what was paid) pays all of the new one.
    expect(cart.prev_cart).toMatchObject({ booking_reference: old.pnr, segment: 1, ticket_price: paid / 2 });
    expect(cart.prev_cart!.refund_details.lines.map((l) => l.label)).toContain('Landline fare (departure)');
    expect(cart.summary).toBe(0);
    expect(cart.summary_lines.find((l) => l.category === 'previous_landline_ticket')!.amount).toBe(-paid / 2);
    expect(cart.refund_data).toEqual({ amount: 0, miles: 0, store_credits: 0 });
    // The passengers come with it: no passengers page when editing.
    const held = (await call('GET', `/api/v2/booking/reservations/${fresh.uuid}/`)).body;
    expect(held.passengers.map((p: Body) => `${p.first_name} ${p.last_name}`)).toEqual(
      oldTrip.passengers.map((p: Body) => `${p.first_name} ${p.last_name}`),
    );

    const done = await checkout(fresh.cart.uuid);
    expect(done.status).toBe(200);
    expect(checkoutAnswerSchema.parse(done.body).booking.state).toBe('confirmed');

    // The old departure is cancelled, its two seats back on sale; the return is kept.
    expect(await ticketsOf(old.uuid)).toEqual(
      expect.arrayContaining([
        [1, 0, 2],
        [1, 1, 2],
        [2, 0, 1],
        [2, 1, 1],
      ]),
    );
    expect(await soldOn(oldDepartureTrip)).toBe(soldBefore - 2);
    const changed = await tripOf(old.pnr);
    expect([changed.departure.changed_to, changed.return.changed_to]).toEqual([fresh.pnr, null]);
    const newBooking = await tripOf(fresh.pnr);
    expect(newBooking.state).toBe(1);
    expect(newBooking.departure_date).toBe(daysAhead(11));
    // Nothing was given back: the worth was carried, recorded against the old payment.
    const [exchange] = await db().select().from(refunds).where(eq(refunds.exchangeCartUuid, fresh.cart.uuid));
    expect(exchange).toMatchObject({ card: 0, storeCredits: 0, voucherCode: null, carriedStoreCredits: paid / 2, state: 'done' });
    expect((await paymentOf(fresh.uuid)).carriedOver).toBe(paid / 2);

    // What is left of the old booking gives back exactly the rest: the parts add up to what was paid.
    const rest = await call('POST', `/api/v2/booking/tickets/${old.pnr}/cancel/2/`, guest, {});
    expect(rest.status).toBe(200);
    expect(rest.body.refund).toEqual({ card: 0, store_credits: paid / 2, points: 0 });
  });

  it('refuses a wrong last name as if the booking did not exist, a different party, and a missing segment, changing nothing', async () => {
    const old = await bookedTrip(t.app, { days: 14, returnDays: 16, adults: 2 });
    const fresh = await newTrip({ days: 15, adults: 2 });
    const wrong = await assign(fresh.cart.uuid, { booking_reference: old.pnr, segment: 1 }, { lastname: 'Babbage' });
    expect(wrong).toEqual({ status: 404, body: { detail: T.notFound } });
    const segmentless = await assign(fresh.cart.uuid, { booking_reference: old.pnr });
    expect(segmentless.status).toBe(400);
    expect(segmentless.body.validation_error.segment).toEqual([T.editSegmentRequired]);
    const smaller = await newTrip({ days: 15, adults: 1 });
    const party = await assign(smaller.cart.uuid, { booking_reference: old.pnr, segment: 1 });
    expect(party.status).toBe(400);
    expect(party.body.validation_error.passengers).toEqual([T.editPartyDiffers]);
    const bad = await assign(fresh.cart.uuid, { booking_reference: 'not a pnr' });
    expect(bad.status).toBe(400);
    const cart = cartSchema.parse((await call('GET', `/api/cart/get_cart/${fresh.cart.uuid}`)).body);
    expect(cart.prev_cart).toBeNull();
    expect(await ticketsOf(old.uuid)).toEqual(expect.not.arrayContaining([[1, 0, 2]]));
  });

  it('refuses a booking cancelled after the price was shown, before anything is charged', async () => {
    const old = await bookedTrip(t.app, { days: 18, adults: 1 });
    const fresh = await newTrip({ days: 19, adults: 1 });
    expect((await assign(fresh.cart.uuid, { booking_reference: old.pnr })).status).toBe(200);
    expect((await call('POST', `/api/v2/booking/tickets/${old.pnr}/cancel/`, guest, {})).status).toBe(200);
    const refused = await checkout(fresh.cart.uuid);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(T.cannotManageCanceled);
    expect(await db().select().from(payments).where(eq(payments.reservationUuid, fresh.uuid))).toEqual([]);
    expect((await db().select().from(reservations).where(eq(reservations.uuid, fresh.uuid)))[0].state).toBe('held');
  });
});

describe('a member changes a booked trip', () => {
  it('pays the difference by card when the old trip was discounted, and a later cancellation gives back all of it', async () => {
    const access = (await registerMember(t.app, 'edit-basic@example.com')).access;
    const old = await bookedTrip(t.app, { days: 10, adults: 1, access, voucher: 'WELCOME10' });
    const oldPaid = (await paymentOf(old.uuid)).amount;
    expect(oldPaid).toBe(2610);
    const fresh = await newTrip({ days: 11, adults: 1, access });
    // A guest with the right last name may not change a member's booking.
    expect(await assign(fresh.cart.uuid, { booking_reference: old.pnr }, guest)).toEqual({ status: 403, body: { detail: T.editLogIn } });
    const cart = cartSchema.parse((await assign(fresh.cart.uuid, { booking_reference: old.pnr }, member(access))).body);
    expect(cart.summary).toBe(2900 - oldPaid);
    expect(
      (await call('PUT', `/api/v2/cart/cart/${fresh.cart.uuid}/payment_type/`, member(access), { payment_type: 'loyalty_points' })).body,
    ).toEqual({ validation_error: { payment_type: [T.editWithPoints] } });

    const done = await checkout(fresh.cart.uuid, member(access), 'tok_visa');
    expect(done.status).toBe(200);
    const payment = await paymentOf(fresh.uuid);
    expect(payment).toMatchObject({ amount: 290, carriedOver: oldPaid, state: 'confirmed' });
    expect((await db().select().from(sandboxCharges).where(eq(sandboxCharges.id, payment.chargeId!)))[0].amount).toBe(290);
    expect((await db().select().from(reservations).where(eq(reservations.uuid, old.uuid)))[0].state).toBe('canceled');
    const upcoming = (await call('GET', '/api/v2/booking/reservations/upcoming/', member(access))).body.results.map((r: Body) => r.pnr);
    expect(upcoming).toContain(fresh.pnr);

    // Basic members are refunded as store credit: the card's 2.90 and the 26.10 carried over.
    const userId = (await db().select().from(users).where(eq(users.email, 'edit-basic@example.com')))[0].id;
    const cancelled = await call('POST', `/api/v2/booking/tickets/${fresh.pnr}/cancel/`, member(access), {});
    expect(cancelled.body.refund).toEqual({ card: 0, store_credits: 2900, points: 0 });
    const credits = await db().select().from(storeCreditRecords).where(eq(storeCreditRecords.userId, userId));
    expect(credits.reduce((n, r) => n + r.cents, 0)).toBe(2900);
  });

  it('gives a Silver member what the new trip leaves back to the card, shown before paying', async () => {
    const access = await login('silver@demo.landline.test', DEMO_PASSWORD);
    const old = await bookedTrip(t.app, { days: 20, adults: 1, access, bags: 2 });
    const oldPayment = await paymentOf(old.uuid);
    // 10% off the ride, and the second bag.
    expect(oldPayment.amount).toBe(2610 + 1500);
    const fresh = await newTrip({ days: 21, adults: 1, access });
    const cart = cartSchema.parse((await assign(fresh.cart.uuid, { booking_reference: old.pnr }, member(access))).body);
    expect(cart.summary).toBe(0);
    expect(cart.refund_data).toEqual({ amount: 1500, miles: 0, store_credits: 0 });
    expect((await checkout(fresh.cart.uuid, member(access))).status).toBe(200);
    const [row] = await db().select().from(refunds).where(eq(refunds.exchangeCartUuid, fresh.cart.uuid));
    expect(row).toMatchObject({ card: 1500, carriedCard: 2610, state: 'done' });
    expect((await db().select().from(sandboxCharges).where(eq(sandboxCharges.id, oldPayment.chargeId!)))[0].refundedAmount).toBe(1500);
  });

  it('refuses trips paid with miles and trips within 12 hours', async () => {
    const access = await login('gold@demo.landline.test', DEMO_PASSWORD);
    const userId = (await db().select().from(users).where(eq(users.email, 'gold@demo.landline.test')))[0].id;
    await changeWallet(db(), { userId, points: 10_000, transactionType: PT.bought, createdAt: new Date(t.now()) });
    const miles = await bookedTrip(t.app, { days: 25, adults: 1, access, points: true });
    const fresh = await newTrip({ days: 26, adults: 1, access });
    const refused = await assign(fresh.cart.uuid, { booking_reference: miles.pnr }, member(access));
    expect(refused).toEqual({ status: 409, body: { detail: T.editPaidWithMiles, code: 'paid_with_miles' } });
    const soon = await bookedTrip(t.app, { days: 27, adults: 1, access });
    const departs = Date.parse((await tripOf(soon.pnr, member(access))).departure.departs_at);
    try {
      t.setNow(new Date(departs - 11 * 3_600_000).toISOString());
      const again = await login('gold@demo.landline.test', DEMO_PASSWORD);
      const later = await newTrip({ days: 28, adults: 1, access: again });
      const late = await assign(later.cart.uuid, { booking_reference: soon.pnr }, member(again));
      expect(late).toEqual({ status: 409, body: { detail: T.cancelTooLate, code: 'cannot_edit' } });
    } finally {
      t.setNow(TEST_NOW);
    }
  });
});

describe('two new trips paid for with one booking at once', () => {
  it('lets one replace it; the other is refused before its card is charged, on two instances', async () => {
    const other = await secondInstance(t);
    try {
      const old = await bookedTrip(t.app, { days: 30, adults: 1, voucher: 'WELCOME10' });
      const a = await newTrip({ days: 31 });
      const b = await newTrip({ days: 32 });
      for (const fresh of [a, b]) expect((await assign(fresh.cart.uuid, { booking_reference: old.pnr })).status).toBe(200);
      const pay = (app: typeof t.app, cartUuid: string) =>
        app.inject({
          method: 'PUT',
          url: '/api/cart/check_out/',
          payload: { cart_id: cartUuid, payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' }, stripe_token: 'tok_visa' },
        });
      const answers = await Promise.all([pay(t.app, a.cart.uuid), pay(other.app, b.cart.uuid)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers[0].statusCode === 200 ? b : a;
      // The refused trip was never charged: no attempt, no sandbox charge.
      expect(await db().select().from(payments).where(eq(payments.reservationUuid, loser.uuid))).toEqual([]);
      expect((await db().select().from(reservations).where(eq(reservations.uuid, old.uuid)))[0].state).toBe('canceled');
      const exchanges = await db().select().from(refunds).where(eq(refunds.reservationUuid, old.uuid));
      expect(exchanges).toHaveLength(1);
    } finally {
      await other.app.close();
    }
  });
});
