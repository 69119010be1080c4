import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POINTS_TRANSACTION_TYPES as PT } from '@landline/shared/constants';
import { TRIP_MESSAGES as T } from '@landline/shared/messages';
import { cancelAnswerSchema, refundDetailsSchema } from '@landline/shared/schemas';
import {
  flightBookings,
  outbox,
  payments,
  pointsRecords,
  refunds,
  reservationFlights,
  sandboxCharges,
  seatAssignments,
  storeCreditRecords,
  trips,
  users,
  vouchers,
} from '../src/db/schema.js';
import { reservationTrips } from '../src/db/tables/reservations.js';
import { DEMO_PASSWORD, seedDemoMembers } from '../src/demo/members.js';
import { changeWallet } from '../src/loyalty/queries.js';
import type { TokenFlightLeg } from '../src/flights/service.js';
import { decodeBookingToken } from '../src/search/booking-token.js';
import { bookedTrip, registerMember, secondInstance, TEST_NOW, testApp, type TestApp } from './harness.js';

// Cancellation and refunds (decision 218): the calculator's lines before
// confirming; one passenger or one leg or the whole trip; the share of what was paid, by tier to
// the card or as store credit (a guest's as a voucher), points as points; seats back in the same
// transaction; the 12-hour rule; never more back than was paid.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  await seedDemoMembers(t.database.db, new Date(t.now()));
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const HOUR = 3_600_000;

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object, app = t.app) {
  const res = await app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json() as Body };
}
const guest = { lastname: 'Lovelace' };
const member = (access: string) => ({ authorization: `JWT ${access}` });
const login = async (email: string, password = 'Shuttle-Rider-7') =>
  (await t.app.inject({ method: 'POST', url: '/api/sessions/', payload: { email, password } })).json().access as string;
const tripOf = async (pnr: string, headers: Record<string, string> = guest) =>
  (await call('GET', `/api/v2/booking/tickets/${pnr}/`, headers)).body;
const paymentOf = async (reservationUuid: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.reservationUuid, reservationUuid)))[0];
const chargeOf = async (chargeId: string) => (await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId)))[0];
const soldOn = async (tripId: number) => (await t.database.db.select().from(trips).where(eq(trips.id, tripId)))[0].sold;

describe('the refund calculator', () => {
  it('shows each line and where the money goes before anything changes, for the scope asked', async () => {
    const r = await bookedTrip(t.app, { days: 10, returnDays: 12, adults: 3 });
    const before = await tripOf(r.pnr);
    const whole = refundDetailsSchema.parse((await call('GET', `/api/v2/cart/cart/${r.cart.uuid}/get_refund_details/`, guest)).body);
    const paid = (await paymentOf(r.uuid)).amount;
    // A guest gets store credit (a voucher); the whole trip gives back all that was paid.
    expect(whole).toMatchObject({
      can_cancel: true,
      reason: null,
      refund_to: 'store_credits',
      total: { card: 0, store_credits: paid, points: 0 },
    });
    expect(whole.lines.map((l) => [l.kind, l.label])).toEqual([
      ['fare', 'Landline fare (departure)'],
      ['fare', 'Landline fare (return)'],
      ['fee', 'Cancellation fee'],
    ]);
    const one = refundDetailsSchema.parse(
      (await call('GET', `/api/v2/cart/cart/${r.cart.uuid}/get_refund_details/?segment=2&passengers=1`, guest)).body,
    );
    const returnFare = one.lines.find((l) => l.label === 'Landline fare (return)')!;
    expect(returnFare.refund).toBe(Math.floor(whole.lines[1].paid / 3));
    expect(one.lines.find((l) => l.label === 'Landline fare (departure)')!.refund).toBe(0);
    expect(one.total.store_credits).toBe(returnFare.refund);
    // Asking changed nothing.
    expect(await tripOf(r.pnr)).toEqual(before);
    // Others' carts: same answer as an unknown booking.
    expect((await call('GET', `/api/v2/cart/cart/${r.cart.uuid}/get_refund_details/`, { lastname: 'Byron' })).status).toBe(404);
    expect((await call('GET', `/api/v2/cart/cart/${r.cart.uuid}/get_refund_details/?passengers=7`, guest)).status).toBe(400);
  });
});

describe('cancelling', () => {
  it('one passenger of three on the return: their share back, their seat back, the others keep theirs', async () => {
    const r = await bookedTrip(t.app, { days: 11, returnDays: 13, adults: 3 });
    const [back] = await t.database.db
      .select()
      .from(reservationTrips)
      .where(and(eq(reservationTrips.reservationUuid, r.uuid), eq(reservationTrips.direction, 2)));
    await t.database.db.insert(seatAssignments).values({ tripId: back.tripId, seatCode: '3C', reservationUuid: r.uuid, passenger: 1 });
    const sold = await soldOn(back.tripId);
    const quote = (await call('GET', `/api/v2/cart/cart/${r.cart.uuid}/get_refund_details/?segment=2&passengers=1`, guest)).body;

    const done = await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/2/`, guest, { passengers: [1] });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const answer = cancelAnswerSchema.parse(done.body);
    expect(answer.message).toBe('Cancellation complete!');
    expect(answer.refund).toEqual(quote.total);
    // A guest's credit is a single-use voucher worth the refund.
    const [voucher] = await t.database.db.select().from(vouchers).where(eq(vouchers.code, answer.voucher_code!));
    expect(voucher).toMatchObject({ amountCents: quote.total.store_credits, usageLimit: 1, uses: 0 });
    expect(answer.trip.return!.tickets.map((x) => x.state)).toEqual([1, 2, 1]);
    expect(answer.trip.departure.tickets.map((x) => x.state)).toEqual([1, 1, 1]);
    expect(answer.trip.state).toBe(1);
    // The seat is back on sale with the passenger's seat choice, in the same transaction.
    expect(await soldOn(back.tripId)).toBe(sold - 1);
    expect(await t.database.db.select().from(seatAssignments).where(eq(seatAssignments.reservationUuid, r.uuid))).toEqual([]);
    // The mail says it.
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Cancellation complete: booking ${r.pnr}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(answer.voucher_code!);

    // Cancelling the same passenger again: nothing left to cancel.
    const again = await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/2/`, guest, { passengers: [1] });
    expect(again).toEqual({ status: 409, body: { detail: T.nothingToCancel, code: 'cannot_cancel' } });
  });

  it('gives back exactly what was paid once every part is cancelled, never a cent more (Silver member, to the card)', async () => {
    const access = await login('silver@demo.landline.test', DEMO_PASSWORD);
    const r = await bookedTrip(t.app, { days: 14, returnDays: 15, adults: 3, access });
    const payment = await paymentOf(r.uuid);
    const parts = [
      `/api/v2/booking/tickets/${r.pnr}/cancel/2/`,
      `/api/v2/booking/tickets/${r.pnr}/cancel/1/`,
      `/api/v2/booking/tickets/${r.pnr}/cancel/`,
    ];
    const bodies = [{ passengers: [2] }, { passengers: [0, 2] }, {}];
    let card = 0;
    for (let i = 0; i < parts.length; i++) {
      const done = await call('POST', parts[i], member(access), bodies[i]);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.refund.store_credits).toBe(0);
      card += done.body.refund.card;
    }
    expect(card).toBe(payment.amount);
    expect((await chargeOf(payment.chargeId!)).refundedAmount).toBe(payment.amount);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.every((x) => x.state === 'done')).toBe(true);
    const trip = await tripOf(r.pnr, member(access));
    expect(trip.state).toBe(2);
    // A cancelled trip cannot be managed.
    const more = await call('GET', `/api/v2/cart/cart/${r.cart.uuid}/get_refund_details/`, member(access));
    expect(more.body).toMatchObject({ can_cancel: false, reason: T.cannotManageCanceled });
    expect((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/`, member(access))).status).toBe(409);
  });

  it('refunds a Basic member as store credit and points paid as points', async () => {
    const m = await registerMember(t.app, 'basic-cancel@example.com');
    const credit = await bookedTrip(t.app, { days: 16, access: m.access });
    const paid = (await paymentOf(credit.uuid)).amount;
    const done = await call('POST', `/api/v2/booking/tickets/${credit.pnr}/cancel/`, member(m.access));
    expect(done.body.refund).toEqual({ card: 0, store_credits: paid, points: 0 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(row.storeCredits).toBe(paid);
    const log = await t.database.db.select().from(storeCreditRecords).where(eq(storeCreditRecords.userId, m.id));
    expect(log.map((x) => [x.reason, x.cents])).toEqual([['refund', paid]]);

    // Paid with points: the points come back to the wallet, as a "given back" record.
    await changeWallet(t.database.db, { userId: m.id, points: 100_000, transactionType: PT.bought, createdAt: new Date(t.now()) });
    const r = await bookedTrip(t.app, { days: 17, access: m.access, points: true });
    const spent = (await paymentOf(r.uuid)).points;
    expect(spent).toBeGreaterThan(0);
    const back = await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/`, member(m.access));
    expect(back.body.refund).toMatchObject({ card: 0, points: spent });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(after.walletPoints).toBe(100_000);
    const given = await t.database.db
      .select()
      .from(pointsRecords)
      .where(and(eq(pointsRecords.userId, m.id), eq(pointsRecords.transactionType, PT.givenBack)));
    expect(given.map((g) => g.points)).toEqual([spent]);
  });

  it('keeps the 12-hour rule and the first-leg rule', async () => {
    const r = await bookedTrip(t.app, { days: 20, returnDays: 22 });
    const trip = await tripOf(r.pnr);
    const departs = Date.parse(trip.departure.departs_at);
    try {
      t.setNow(new Date(departs - 11 * HOUR).toISOString());
      const late = await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/2/`, guest);
      expect(late).toEqual({ status: 409, body: { detail: T.cancelTooLate, code: 'cannot_cancel' } });
      expect((await call('GET', `/api/v2/cart/cart/${r.cart.uuid}/get_refund_details/`, guest)).body).toMatchObject({
        can_cancel: false,
        reason: T.cancelTooLate,
        total: { card: 0, store_credits: 0, points: 0 },
      });
      t.setNow(new Date(departs - 13 * HOUR).toISOString());
      expect((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/2/`, guest)).status).toBe(200);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('gives a direction’s partner-flight seats back once no one rides it, not while part of the party does', async () => {
    const r = await bookedTrip(t.app, { days: 26, to: 'LAX', adults: 2, flights: true });
    const legs = decodeBookingToken(r.departure.booking_token)!.legs.filter((l): l is TokenFlightLeg => l.kind === 'flight');
    const seats = async () => (await t.flights.recheck(legs, 'M')).map((c) => c!.seats);
    const booked = await seats();
    const [ref] = await t.database.db.select().from(reservationFlights).where(eq(reservationFlights.reservationUuid, r.uuid));

    expect((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/`, guest, { passengers: [1] })).status).toBe(200);
    expect(await seats()).toEqual(booked);
    expect((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/`, guest, { passengers: [0] })).status).toBe(200);
    expect(await seats()).toEqual(booked.map((s) => s + 2));
    const [row] = await t.database.db.select().from(flightBookings).where(eq(flightBookings.reference, ref.reference));
    expect(row.status).toBe('canceled');
  });

  it('cancels once when the same cancellation comes twice at once, from two instances', async () => {
    const r = await bookedTrip(t.app, { days: 24, adults: 2 });
    const other = await secondInstance(t);
    try {
      const url = `/api/v2/booking/tickets/${r.pnr}/cancel/`;
      const results = await Promise.all([
        call('POST', url, guest, { passengers: [1] }),
        call('POST', url, guest, { passengers: [1] }, other.app),
      ]);
      expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
      const rows = await t.database.db.select().from(refunds).where(eq(refunds.reservationUuid, r.uuid));
      expect(rows).toHaveLength(1);
    } finally {
      await other.app.close();
    }
  });
});
