import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HOLD_MS, REFERRAL_REWARD_CENTS } from '@landline/shared/constants';
import { formatPrice } from '@landline/shared/money';
import { PAYMENT_MESSAGES } from '@landline/shared/messages';
import { reservationSchema, searchResponseSchema, type Reservation } from '@landline/shared/schemas';
import { addCredit } from '../src/credits/service.js';
import { carts, outbox, payments, products, sandboxCharges, storeCreditRecords, trips, users, vouchers } from '../src/db/schema.js';
import { sandboxTotals } from '../src/charges/sandbox-books.js';
import { ledgerTotals } from '../src/payments/queries.js';
import { decodeBookingToken, type TokenGroundLeg } from '../src/search/booking-token.js';
import { daysAhead, LEAD_PASSENGER, materialiseTrips, secondInstance, TEST_NOW, testApp, type TestApp } from './harness.js';

// PUT cart/check_out/ with the sandbox processor (decision 205): a held reservation
// becomes a paid, confirmed booking; declines leave the hold; a replay never charges twice; the
// ledger balances with the processor's books.

let t: TestApp;
let productIds: Record<string, number>;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  productIds = Object.fromEntries((await t.database.db.select().from(products)).map((p) => [p.category, p.id]));
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
  app = t.app,
  access?: string,
): Promise<{ status: number; body: Body }> {
  const res = await app.inject({ method, url, payload: payload as object, headers: access ? { authorization: `JWT ${access}` } : {} });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

const lead = LEAD_PASSENGER;
const adult = { ...lead, first_name: 'Charles', last_name: 'Babbage', title: 'Mr', gender: 1, email: '', phone_number: '' };

/** A hold of `adults` on a FTC → DEN coach `days` ahead, with its passengers saved. */
async function heldWithPassengers(days = 4, adults = 1): Promise<Reservation> {
  const s = searchResponseSchema.parse(
    (
      await call('PUT', '/api/bookings/reservation/', {
        dep_from: 'FTC',
        dep_to: 'DEN',
        departure_date: daysAhead(days),
        passengers_adults: adults,
      })
    ).body,
  );
  const it = s.depart_flights.find((i) => i.availability >= adults)!;
  const hold = await call('PUT', `/api/bookings/${s.uuid}/itinerary/`, { departure_flight: it, passengers_adults: adults });
  expect(hold.status, JSON.stringify(hold.body)).toBe(200);
  const r = reservationSchema.parse(hold.body);
  const saved = await call('PUT', `/api/bookings/${s.uuid}/passengers/`, {
    passengers: [lead, adult].slice(0, adults),
    cart_id: r.cart.uuid,
    booking_token: r.departure.booking_token,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return r;
}

const checkout = (cart: string, token: string | null = 'tok_visa', extra: Record<string, unknown> = {}, app = t.app, access?: string) =>
  call(
    'PUT',
    '/api/cart/check_out/',
    { cart_id: cart, payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' }, stripe_token: token, ...extra },
    app,
    access,
  );

const cardToken = (number: string, more: Record<string, string> = {}) =>
  call('POST', '/api/v2/payments/sandbox/tokens/', {
    number,
    exp_month: '12',
    exp_year: '2030',
    cvc: '123',
    name: 'Ada Lovelace',
    ...more,
  });

const paymentsOf = (cart: string) => t.database.db.select().from(payments).where(eq(payments.cartUuid, cart));
const reservationState = async (uuid: string) =>
  reservationSchema.parse((await call('GET', `/api/v2/booking/reservations/${uuid}/`)).body).state;
/** Every trip with seats held or sold: their totals move when a booking is confirmed. */
const busyTrips = async () => (await t.database.db.select().from(trips)).filter((row) => row.sold > 0 || row.held > 0);

describe('PUT cart/check_out/', () => {
  it('charges the server’s total with a card token, confirms the booking and moves its seats from held to sold', async () => {
    const r = await heldWithPassengers(4, 2);
    const token = await cardToken('4242 4242 4242 4242');
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    expect(token.body.card).toEqual({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    const before = await busyTrips();

    // An amount sent by the browser is ignored: the server's total is charged.
    const paid = await checkout(r.cart.uuid, token.body.id, { amount: 1, summary: 1 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.checked_out_status).toBe(true);
    expect(paid.body.booking).toEqual({ reservation_uuid: r.uuid, pnr: r.pnr, state: 'confirmed' });
    expect(paid.body.payment).toEqual({ amount: r.cart.summary, currency: 'USD', card_last4: '4242', points: 0 });
    expect(await reservationState(r.uuid)).toBe('confirmed');

    const [row] = await paymentsOf(r.cart.uuid);
    expect(row).toMatchObject({ state: 'confirmed', amount: r.cart.summary, provider: 'sandbox', cardLast4: '4242' });
    const [charge] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, row.idempotencyKey));
    expect(charge).toMatchObject({ status: 'succeeded', amount: r.cart.summary, refundedAmount: 0 });
    const after = await busyTrips();
    const sold = (rows: typeof after) => rows.reduce((n, row) => n + row.sold, 0);
    const held = (rows: typeof after) => rows.reduce((n, row) => n + row.held, 0);
    expect(sold(after) - sold(before)).toBe(2);
    expect(held(before) - held(after)).toBe(2);

    // The confirmation mail is in the outbox, committed with the booking, with its calendar.
    const mails = (await t.database.db.select().from(outbox)).filter((m) => m.kind === 'booking_confirmation' && m.subject.includes(r.pnr));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe('ada@example.com');
    expect(mails[0].text).toContain(`Booking reference: ${r.pnr}`);
    expect(mails[0].text).toContain('Ada Lovelace, Charles Babbage');
    expect(mails[0].text).toContain(`Total paid: ${formatPrice(r.cart.summary)}`);
    expect(mails[0].attachments.map((a) => a.filename)).toEqual([`landline-${r.pnr}.ics`]);
    expect(mails[0].attachments[0].content).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*END:VEVENT/);

    // The token was spent: a second use is refused by the processor.
    const again = await heldWithPassengers(5);
    const reused = await checkout(again.cart.uuid, token.body.id);
    expect(reused.status).toBe(402);
    expect(reused.body).toEqual({ payment_failed: 'This card could not be read. Please enter it again.', code: 'unknown_token' });
  });

  it('answers a replay ‘already paid’, without the payer’s answer, and never charges twice', async () => {
    const r = await heldWithPassengers(6);
    const first = await checkout(r.cart.uuid);
    expect(first.status).toBe(200);
    // A paid cart's id is shown with its trip (decision 233): a replay tells no more than that it is paid.
    for (const token of ['tok_visa', 'tok_chargeDeclined', null]) {
      const replay = await checkout(r.cart.uuid, token);
      expect(replay.status).toBe(409);
      expect(replay.body).toEqual({ detail: PAYMENT_MESSAGES.alreadyPaid, code: 'already_paid' });
    }
    expect(await paymentsOf(r.cart.uuid)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'card_declined'],
    ['4000000000009995', 'Your card has insufficient funds.', 'insufficient_funds'],
    ['4000000000000069', 'Your card has expired.', 'expired_card'],
    ['4000000000000127', "Your card's security code is incorrect.", 'incorrect_cvc'],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error'],
  ])('card %s: the processor’s message, no booking, the hold kept, and a good card still pays', async (number, message, code) => {
    const r = await heldWithPassengers(7);
    const token = await cardToken(number);
    const declined = await checkout(r.cart.uuid, token.body.id);
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ payment_failed: message, code });
    expect(await reservationState(r.uuid)).toBe('held');
    expect((await t.database.db.select().from(carts).where(eq(carts.uuid, r.cart.uuid)))[0].checkedOut).toBe(false);
    const good = await checkout(r.cart.uuid, 'tok_visa');
    expect(good.status).toBe(200);
    expect((await paymentsOf(r.cart.uuid)).map((p) => p.state).sort()).toEqual(['confirmed', 'failed']);
  });

  it.each([
    ['tok_chargeDeclined', 'Your card was declined.'],
    ['tok_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['tok_chargeDeclinedExpiredCard', 'Your card has expired.'],
    ['tok_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect."],
  ])('Stripe’s test token %s declines with its message', async (token, message) => {
    const r = await heldWithPassengers(8);
    const declined = await checkout(r.cart.uuid, token);
    expect(declined.status).toBe(402);
    expect(declined.body.payment_failed).toBe(message);
    expect(await reservationState(r.uuid)).toBe('held');
  });

  it('card fields in a wrong format are refused at the token, in the spec’s error shape', async () => {
    expect((await cardToken('4242 4242 4242 4241')).body).toEqual({ validation_error: { number: ['Your card number is incorrect.'] } });
    expect((await cardToken('4242424242424242', { exp_month: '13' })).body).toEqual({
      validation_error: { exp_month: ["Your card's expiration date is invalid."] },
    });
    expect((await cardToken('4242424242424242', { exp_year: '2020' })).status).toBe(400);
    expect((await cardToken('4242424242424242', { cvc: '12' })).body).toEqual({
      validation_error: { cvc: ["Your card's security code is invalid."] },
    });
  });

  it('bad input: an unknown cart, a missing token, missing payer details; nothing charged', async () => {
    const r = await heldWithPassengers(9);
    const charges = (await t.database.db.select().from(sandboxCharges)).length;
    expect((await checkout('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await checkout('not-a-cart')).status).toBe(404);
    expect((await checkout(r.cart.uuid, null)).body).toEqual({ validation_error: { stripe_token: ['Enter your card details.'] } });
    const noPayer = await call('PUT', '/api/cart/check_out/', {
      cart_id: r.cart.uuid,
      stripe_token: 'tok_visa',
      payment_data: { holder_name: '', email: 'x' },
    });
    expect(noPayer.body).toEqual({
      validation_error: {
        'payment_data.holder_name': ['Enter the name on the card.'],
        'payment_data.email': ['Please enter a valid Email address'],
      },
    });
    expect((await t.database.db.select().from(sandboxCharges)).length).toBe(charges);
    expect(await paymentsOf(r.cart.uuid)).toHaveLength(0);
  });

  it('refuses a hold that has ended before any charge, and a booking without passengers', async () => {
    const r = await heldWithPassengers(10);
    t.setNow(new Date(Date.parse(TEST_NOW) + HOLD_MS + 1000).toISOString());
    try {
      const late = await checkout(r.cart.uuid);
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ detail: 'Your reservation is no longer held. Please search again.', code: 'not_held' });
      expect(await paymentsOf(r.cart.uuid)).toHaveLength(0);
    } finally {
      t.setNow(TEST_NOW);
    }
    const s = searchResponseSchema.parse(
      (
        await call('PUT', '/api/bookings/reservation/', {
          dep_from: 'FTC',
          dep_to: 'DEN',
          departure_date: daysAhead(10),
          passengers_adults: 1,
        })
      ).body,
    );
    const bare = reservationSchema.parse(
      (await call('PUT', `/api/bookings/${s.uuid}/itinerary/`, { departure_flight: s.depart_flights[3], passengers_adults: 1 })).body,
    );
    expect((await checkout(bare.cart.uuid)).body).toEqual({
      validation_error: { passengers: ['Please enter the passenger details before paying.'] },
    });
  });

  it('a voucher that expired between the hold and the payment is refused before any charge; one still valid counts one use', async () => {
    const r = await heldWithPassengers(11);
    await t.database.db.insert(vouchers).values({ code: 'LATE20', percent: 20, validUntil: new Date(Date.parse(TEST_NOW) + 60_000) });
    const added = await call('PUT', `/api/v2/cart/cart/${r.cart.uuid}/add_item/${productIds.vouchers}/`, {
      data: { vouchers_id: 'late20' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    t.setNow(new Date(Date.parse(TEST_NOW) + 120_000).toISOString());
    try {
      const refused = await checkout(r.cart.uuid);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ validation_error: { vouchers_id: ['This voucher has expired.'] } });
      expect(await paymentsOf(r.cart.uuid)).toHaveLength(0);
    } finally {
      t.setNow(TEST_NOW);
    }
    const paid = await checkout(r.cart.uuid);
    expect(paid.status).toBe(200);
    expect(paid.body.payment.amount).toBe(r.cart.summary - Math.floor(r.cart.summary / 5));
    expect((await t.database.db.select().from(vouchers).where(eq(vouchers.code, 'LATE20')))[0].uses).toBe(1);
  });

  it('store credit pays part (taken from the balance once), or all of it with no card', async () => {
    const email = 'credit@example.com';
    const reg = await call('POST', '/api/users/', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      password: 'Shuttle-Rider-7',
      retypePassword: 'Shuttle-Rider-7',
      phone_number: '+1 970 555 0100',
    });
    expect(reg.status).toBe(201);
    const access = reg.body.access as string;
    const [grace] = await t.database.db.select().from(users).where(eq(users.email, email));
    await addCredit(t.database.db, grace.id, 10_000, 'refund', { reservationUuid: null, paymentId: null, at: new Date(t.now()) });
    const withSession = async (method: 'PUT' | 'POST', url: string, payload?: unknown) => {
      const res = await t.app.inject({ method, url, payload: payload as object, headers: { authorization: `JWT ${access}` } });
      return { status: res.statusCode, body: res.json() };
    };
    const r = await heldWithPassengers(12);
    expect((await withSession('POST', `/api/v2/cart/cart/${r.cart.uuid}/assign_cart_to_user/`)).status).toBe(200);
    const credit = await withSession('PUT', `/api/v2/cart/cart/${r.cart.uuid}/add_item/${productIds.store_credits}/`, {
      data: { store_credits_amount: 1000 },
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    // The member's cart is paid in the member's session only.
    expect((await checkout(r.cart.uuid)).body).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    const stranger = await call('POST', '/api/users/', {
      first_name: 'Eve',
      last_name: 'Stranger',
      email: 'eve@example.com',
      password: 'Shuttle-Rider-7',
      retypePassword: 'Shuttle-Rider-7',
      phone_number: '+1 970 555 0100',
    });
    const foreign = await checkout(r.cart.uuid, 'tok_visa', {}, t.app, stranger.body.access);
    expect(foreign.status).toBe(403);
    expect(await paymentsOf(r.cart.uuid)).toHaveLength(0);
    const part = await checkout(r.cart.uuid, 'tok_visa', {}, t.app, access);
    expect(part.status).toBe(200);
    expect(part.body.payment.amount).toBe(r.cart.summary - 1000);
    expect((await t.database.db.select().from(users).where(eq(users.email, email)))[0].storeCredits).toBe(9000);

    const all = await heldWithPassengers(13);
    await withSession('POST', `/api/v2/cart/cart/${all.cart.uuid}/assign_cart_to_user/`);
    await withSession('PUT', `/api/v2/cart/cart/${all.cart.uuid}/add_item/${productIds.store_credits}/`, {
      data: { store_credits_amount: 9000 },
    });
    const free = await checkout(all.cart.uuid, null, {}, t.app, access);
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    expect(free.body.payment).toEqual({ amount: 0, currency: 'USD', card_last4: null, points: 0 });
    expect(free.body.is_payment_necessary).toBe(false);
    expect((await t.database.db.select().from(users).where(eq(users.email, email)))[0].storeCredits).toBe(9000 - all.cart.summary);
    // Each take is a record of the ledger (decision 212): the balance is the sum of the log.
    const log = await t.database.db.select().from(storeCreditRecords).where(eq(storeCreditRecords.userId, grace.id));
    expect(log.map((r) => [r.reason, r.cents])).toEqual([
      ['refund', 10_000],
      ['checkout', -1000],
      ['checkout', -all.cart.summary],
    ]);
  });

  it('the referred rider’s first paid trip gives both riders their referral credit, once', async () => {
    const register = async (email: string, referal_code?: string) => {
      const res = await call('POST', '/api/users/', {
        first_name: 'Mary',
        last_name: 'Jackson',
        email,
        password: 'Shuttle-Rider-7',
        retypePassword: 'Shuttle-Rider-7',
        phone_number: '+1 970 555 0100',
        ...(referal_code ? { referal_code } : {}),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      return { access: res.body.access as string, row };
    };
    const referrer = await register('referrer@example.com');
    const friend = await register('friend@example.com', referrer.row.referralCode);
    const credits = async () => Object.fromEntries((await t.database.db.select().from(users)).map((u) => [u.email, u.storeCredits]));
    const payAs = async (days: number) => {
      const r = await heldWithPassengers(days);
      await t.app.inject({
        method: 'POST',
        url: `/api/v2/cart/cart/${r.cart.uuid}/assign_cart_to_user/`,
        headers: { authorization: `JWT ${friend.access}` },
      });
      expect((await checkout(r.cart.uuid, 'tok_visa', {}, t.app, friend.access)).status).toBe(200);
    };
    await payAs(16);
    const after = await credits();
    expect([after['referrer@example.com'], after['friend@example.com']]).toEqual([REFERRAL_REWARD_CENTS, REFERRAL_REWARD_CENTS]);
    await payAs(17);
    expect(await credits()).toEqual(after);
  });

  it('the ledger balances with the processor’s books', async () => {
    const ledger = await ledgerTotals(t.database.db);
    const books = await sandboxTotals(t.database.db);
    expect(ledger.pending).toBe(0);
    expect(books.charged).toBe(ledger.confirmed + ledger.refunded);
    expect(books.refunded).toBe(ledger.refunded);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('checkouts in parallel on PostgreSQL, from two API instances', () => {
  it('20 parallel checkouts of one cart: one charge, one booking, the others told it is paid', async () => {
    const second = await secondInstance(t);
    try {
      const r = await heldWithPassengers(14);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => checkout(r.cart.uuid, 'tok_visa', {}, i % 2 ? second.app : t.app)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toMatchObject({ code: 'already_paid' });
      const rows = await paymentsOf(r.cart.uuid);
      expect(rows).toHaveLength(1);
      expect(
        await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, rows[0].idempotencyKey)),
      ).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });

  it('100 buyers for the last 5 seats: 5 bookings, 95 clear refusals, no charge for any refused buyer', async () => {
    const second = await secondInstance(t);
    try {
      const date = daysAhead(15);
      const found = searchResponseSchema.parse(
        (await call('PUT', '/api/bookings/reservation/', { dep_from: 'FTC', dep_to: 'DEN', departure_date: date, passengers_adults: 1 }))
          .body,
      );
      const it = found.depart_flights.find((i) => i.availability > 0)!;
      const leg = decodeBookingToken(it.booking_token)!.legs.find((l): l is TokenGroundLeg => l.kind === 'ground')!;
      await materialiseTrips(t.database.db, leg.date, leg.date);
      const [trip] = (await t.database.db.select().from(trips).where(eq(trips.timetableId, leg.run))).filter(
        (row) => row.serviceDate === leg.date,
      );
      await t.database.db
        .update(trips)
        .set({ capacity: trip.sold + trip.held + 5 })
        .where(eq(trips.id, trip.id));
      const chargesBefore = (await t.database.db.select().from(sandboxCharges)).length;

      const buy = async (i: number) => {
        const app = i % 2 ? second.app : t.app;
        const s = searchResponseSchema.parse(
          (
            await call(
              'PUT',
              '/api/bookings/reservation/',
              { dep_from: 'FTC', dep_to: 'DEN', departure_date: date, passengers_adults: 1 },
              app,
            )
          ).body,
        );
        const mine = s.depart_flights.find((x) =>
          decodeBookingToken(x.booking_token)?.legs.some((l) => l.kind === 'ground' && l.run === leg.run),
        );
        if (!mine) return 'sold_out';
        const hold = await call('PUT', `/api/bookings/${s.uuid}/itinerary/`, { departure_flight: mine, passengers_adults: 1 }, app);
        if (hold.status !== 200) return hold.body.code as string;
        const r = reservationSchema.parse(hold.body);
        const saved = await call(
          'PUT',
          `/api/bookings/${s.uuid}/passengers/`,
          { passengers: [lead], cart_id: r.cart.uuid, booking_token: r.departure.booking_token },
          app,
        );
        expect(saved.status).toBe(200);
        const paid = await checkout(r.cart.uuid, 'tok_visa', {}, app);
        return paid.status === 200 ? 'booked' : String(paid.status);
      };
      const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => buy(i)));
      expect(outcomes.filter((o) => o === 'booked')).toHaveLength(5);
      expect(outcomes.filter((o) => o === 'sold_out')).toHaveLength(95);
      expect((await t.database.db.select().from(sandboxCharges)).length - chargesBefore).toBe(5);
      const [after] = await t.database.db.select().from(trips).where(eq(trips.id, trip.id));
      expect(after.sold - trip.sold).toBe(5);
      expect(after.sold + after.held).toBe(after.capacity);
    } finally {
      await second.app.close();
    }
  });
});
