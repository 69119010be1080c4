import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SEAT_MESSAGES as S, TRIP_MESSAGES as T } from '@landline/shared/messages';
import { sandboxCharges, seatAssignments, seatPurchases, tickets } from '../src/db/schema.js';
import { PREMIUM_SEAT_PRICE } from '@landline/shared/constants';
import { SandboxProvider } from '../src/charges/sandbox.js';
import type { PaymentProvider } from '../src/charges/provider.js';
import { SeatPurchaseService } from '../src/seats/purchases.js';
import { SeatService } from '../src/seats/service.js';
import { TripService } from '../src/trips/service.js';
import { bookedTrip, TEST_NOW, testApp, type TestApp } from './harness.js';

// Changing seats on a booked trip (decision 219): for its member or a guest
// naming a passenger, booked passengers not yet checked in, until check-in closes, to standard
// seats; 'Seats successfully changed'.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const guest = { lastname: 'Lovelace' };
/** The same guest as the services see them. */
const guest2 = { userId: null, lastName: 'Lovelace' };

async function call(method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json() as Body };
}

/** A free standard seat of the first ride (rows after the premium ones). */
function freeStandardSeat(info: Body, skip: string[] = []): string {
  const cells = info.legs[0].rows.flat().filter((c: Body) => c && c.available && !c.premium && !skip.includes(c.code));
  return cells[0].code;
}

describe('changing seats on a booked trip', () => {
  it('moves a passenger to a free standard seat, once the guest names a passenger', async () => {
    const r = await bookedTrip(t.app, { days: 9, adults: 2 });
    const url = `/api/seats/${r.pnr}/1/`;
    expect((await call('GET', url, { lastname: 'Byron' })).body).toEqual({ detail: T.notFound });
    const info = (await call('GET', url, guest)).body;
    const seat = freeStandardSeat(info);
    const wrong = await call('PUT', url, { lastname: 'Byron' }, { passengers: [{ passenger: 1, seats: [{ leg: 0, code: seat }] }] });
    expect(wrong.status).toBe(404);

    const changed = await call('PUT', url, guest, { passengers: [{ passenger: 1, seats: [{ leg: 0, code: seat }] }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe(S.changed);
    expect(changed.body.seat_per_passenger.passengers[1].seats).toEqual([{ leg: 0, code: seat }]);
    const trip = (await call('GET', `/api/v2/booking/tickets/${r.pnr}/`, guest)).body;
    expect(trip.departure.tickets[1].seat).toBe(seat);

    // A premium seat is paid for before it is given (decision 222): the change is quoted, nothing moves.
    const premium = info.legs[0].rows.flat().find((c: Body) => c && c.available && c.premium).code;
    const quoted = await call('PUT', url, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: premium }] }] });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      message: S.premiumNeedsPayment,
      is_payment_needed: true,
      purchase: { state: 'quoted', amount: PREMIUM_SEAT_PRICE },
    });
    expect(quoted.body.seat_per_passenger.passengers[0].seats).not.toEqual([{ leg: 0, code: premium }]);
    const [kept] = await t.database.db
      .select()
      .from(seatAssignments)
      .where(and(eq(seatAssignments.reservationUuid, r.uuid), eq(seatAssignments.passenger, 1)));
    expect(kept.seatCode).toBe(seat);
  });

  it('keeps a checked-in passenger’s seat, a cancelled passenger out, and closes with check-in', async () => {
    const r = await bookedTrip(t.app, { days: 10, adults: 2 });
    const url = `/api/seats/${r.pnr}/1/`;
    const info = (await call('GET', url, guest)).body;
    const seat = freeStandardSeat(info);
    await t.database.db
      .update(tickets)
      .set({ checkedInAt: new Date(t.now()) })
      .where(and(eq(tickets.reservationUuid, r.uuid), eq(tickets.passenger, 0)));
    await t.database.db
      .update(tickets)
      .set({ state: 2 })
      .where(and(eq(tickets.reservationUuid, r.uuid), eq(tickets.passenger, 1)));
    const checkedIn = await call('PUT', url, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: seat }] }] });
    expect(checkedIn).toEqual({ status: 409, body: { detail: S.checkedIn, code: 'checked_in' } });
    const cancelled = await call('PUT', url, guest, { passengers: [{ passenger: 1, seats: [{ leg: 0, code: seat }] }] });
    expect(cancelled.status).toBe(400);

    const other = await bookedTrip(t.app, { days: 11 });
    const departs = Date.parse((await call('GET', `/api/v2/booking/tickets/${other.pnr}/`, guest)).body.departure.departs_at);
    try {
      t.setNow(new Date(departs - 10 * 60_000).toISOString());
      const late = await call('PUT', `/api/seats/${other.pnr}/1/`, guest, {
        passengers: [{ passenger: 0, seats: [{ leg: 0, code: seat }] }],
      });
      expect(late).toEqual({ status: 409, body: { detail: S.tooLate, code: 'too_late' } });
    } finally {
      t.setNow(TEST_NOW);
    }
  });
});

describe('buying a premium seat for a booked trip (decision 222)', () => {
  const pay = (uuid: string, token: string, headers: Record<string, string> = guest) =>
    call('PUT', `/api/v2/booking/seat_purchases/${uuid}/`, headers, {
      payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
      stripe_token: token,
    });
  const seatOf = async (reservationUuid: string, passenger: number) =>
    (
      await t.database.db
        .select()
        .from(seatAssignments)
        .where(and(eq(seatAssignments.reservationUuid, reservationUuid), eq(seatAssignments.passenger, passenger)))
    )[0]?.seatCode;
  const premiumSeats = (info: Body) =>
    info.legs[0].rows
      .flat()
      .filter((c: Body) => c && c.available && c.premium)
      .map((c: Body) => c.code);

  it('quotes the seat, refuses a declined card without a change, then gives the seat once paid', async () => {
    const r = await bookedTrip(t.app, { days: 11, adults: 2, seated: [0] });
    const url = `/api/seats/${r.pnr}/1/`;
    const before = await seatOf(r.uuid, 0);
    const [premium] = premiumSeats((await call('GET', url, guest)).body);
    const quote = (await call('PUT', url, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: premium }] }] })).body.purchase;
    expect(quote.seats).toEqual([{ passenger: 0, name: 'Ada Lovelace', code: premium, price: PREMIUM_SEAT_PRICE }]);
    // Only whoever may manage the booking sees or pays it.
    expect((await call('GET', `/api/v2/booking/seat_purchases/${quote.uuid}/`, { lastname: 'Byron' })).status).toBe(404);
    expect((await pay(quote.uuid, 'tok_visa', { lastname: 'Byron' })).status).toBe(404);

    const declined = await pay(quote.uuid, 'tok_chargeDeclined');
    expect(declined.status).toBe(402);
    expect(await seatOf(r.uuid, 0)).toBe(before);

    const paid = await pay(quote.uuid, 'tok_visa');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ state: 'confirmed', card_last4: '4242', amount: PREMIUM_SEAT_PRICE });
    expect(await seatOf(r.uuid, 0)).toBe(premium);
    // A replay answers the same purchase: one charge.
    expect((await pay(quote.uuid, 'tok_visa')).body.state).toBe('confirmed');
    const [row] = await t.database.db.select().from(seatPurchases).where(eq(seatPurchases.uuid, quote.uuid));
    const charges = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, row.chargeId!));
    expect(charges.map((c) => [c.status, c.amount])).toEqual([['succeeded', PREMIUM_SEAT_PRICE]]);
  });

  it('refuses a seat taken by someone else after the quote, before any charge, and an expired quote', async () => {
    const a = await bookedTrip(t.app, { days: 12, adults: 1 });
    const b = await bookedTrip(t.app, { days: 12, adults: 1 });
    const [premium] = premiumSeats((await call('GET', `/api/seats/${a.pnr}/1/`, guest)).body);
    const quoteA = (
      await call('PUT', `/api/seats/${a.pnr}/1/`, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: premium }] }] })
    ).body.purchase;
    const sameTrip =
      (await call('GET', `/api/seats/${b.pnr}/1/`, guest)).body.legs[0].departure_time ===
      (await call('GET', `/api/seats/${a.pnr}/1/`, guest)).body.legs[0].departure_time;
    expect(sameTrip).toBe(true);
    {
      const quoteB = (
        await call('PUT', `/api/seats/${b.pnr}/1/`, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: premium }] }] })
      ).body.purchase;
      expect((await pay(quoteB.uuid, 'tok_visa')).status).toBe(200);
      const taken = await pay(quoteA.uuid, 'tok_visa');
      expect(taken).toEqual({ status: 409, body: { detail: S.taken, code: 'seat_taken' } });
    }
    try {
      t.setNow(new Date(Date.parse(TEST_NOW) + 16 * 60_000).toISOString());
      const expired = await pay(quoteA.uuid, 'tok_visa');
      expect(expired).toEqual({ status: 409, body: { detail: S.purchaseExpired, code: 'expired' } });
    } finally {
      t.setNow(TEST_NOW);
    }
    expect(await seatOf(a.uuid, 0)).not.toBe(premium);
  });

  it('refunds the charge and changes nothing when the seat goes to someone else while the card is charged', async () => {
    const r = await bookedTrip(t.app, { days: 13, adults: 1 });
    const other = await bookedTrip(t.app, { days: 13, adults: 1 });
    const info = (await call('GET', `/api/seats/${r.pnr}/1/`, guest)).body;
    const [premium] = premiumSeats(info);
    const quote = (
      await call('PUT', `/api/seats/${r.pnr}/1/`, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: premium }] }] })
    ).body.purchase;
    const tripId = (await call('GET', `/api/v2/booking/tickets/${r.pnr}/`, guest)).body.departure.segments[0].trip_id as number;
    const db = t.database.db;
    const sandbox = new SandboxProvider(db, { clock: t.clock });
    // The processor answers after another booking took the seat (a second buyer, a seat change).
    const slow: PaymentProvider = Object.assign(Object.create(sandbox) as PaymentProvider, {
      charge: async (input: Parameters<PaymentProvider['charge']>[0]) => {
        await db.insert(seatAssignments).values({ tripId, seatCode: premium, reservationUuid: other.uuid, passenger: 0 });
        return sandbox.charge(input);
      },
    });
    const trips = new TripService({ db, network: t.network, flights: t.flights.network, clock: t.clock });
    const purchases = new SeatPurchaseService({
      db,
      provider: slow,
      trips,
      seats: new SeatService({ db, network: t.network, trips, clock: t.clock }),
      clock: t.clock,
    });
    const before = await seatOf(r.uuid, 0);
    await expect(
      purchases.pay(
        quote.uuid,
        { payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' }, stripe_token: 'tok_visa' },
        guest2,
      ),
    ).rejects.toMatchObject({ status: 409 });
    const [row] = await db.select().from(seatPurchases).where(eq(seatPurchases.uuid, quote.uuid));
    expect(row.state).toBe('refunded');
    const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, row.chargeId!));
    expect(charge.refundedAmount).toBe(charge.amount);
    expect(await seatOf(r.uuid, 0)).toBe(before);
  });
});
