import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOYALTY_MESSAGES as L } from '@landline/shared/messages';
import { POINTS_TRANSACTION_TYPES as T } from '@landline/shared/schemas';
import { payments, pointsRecords, products, sandboxCharges, users } from '../src/db/schema.js';
import { changeWallet } from '../src/loyalty/queries.js';
import { daysAhead, heldCart, LEAD_PASSENGER, registerMember, secondInstance, TEST_NOW, testApp, type TestApp } from './harness.js';

// Paying the tickets with Penguin Perks points (decision 208): the mode is the
// cart's, set by the payment page or the passengers call; points need the member's session and
// leave the wallet with the attempt, with a record; a decline or a refund gives them back; the
// wallet always equals the sum of its records and never goes below zero.

let t: TestApp;
let productIds: Record<string, number>;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  productIds = Object.fromEntries((await t.database.db.select().from(products)).map((p) => [p.category, p.id]));
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, access?: string, app = t.app) {
  const res = await app.inject({ method, url, payload: payload as object, headers: access ? { authorization: `JWT ${access}` } : {} });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Body };
}

let members = 0;
/** A new member with `points` earned (through the ledger, as a ride would give them). */
async function member(points: number): Promise<{ id: string; access: string }> {
  members += 1;
  const m = await registerMember(t.app, `points${members}@example.com`);
  if (points > 0) {
    const at = new Date(t.now());
    expect(await changeWallet(t.database.db, { userId: m.id, points, transactionType: T.earned, createdAt: at })).toBe(true);
  }
  return m;
}

const held = (days: number) => heldCart(t.app, days);

const withPoints = (cart: string, access?: string, mode = 'loyalty_points') =>
  call('PUT', `/api/v2/cart/cart/${cart}/payment_type/`, { payment_type: mode }, access);

const checkout = (cart: string, access: string | undefined, token: string | null = null) =>
  call(
    'PUT',
    '/api/cart/check_out/',
    { cart_id: cart, payment_data: { holder_name: 'Katherine Johnson', email: 'kj@example.com' }, stripe_token: token },
    access,
  );

const wallet = async (userId: string) => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0].walletPoints;
const records = (userId: string) => t.database.db.select().from(pointsRecords).where(eq(pointsRecords.userId, userId));
/** The invariant of the ledger: every member's wallet is the sum of their records. */
async function walletsAddUp(): Promise<void> {
  const logged = new Map<string, number>();
  for (const r of await t.database.db.select().from(pointsRecords)) logged.set(r.userId, (logged.get(r.userId) ?? 0) + r.points);
  for (const u of await t.database.db.select().from(users)) expect(u.walletPoints).toBe(logged.get(u.id) ?? 0);
}

describe('paying with points', () => {
  it('prices the tickets in points for a member, hides the voucher, and asks a guest to log in', async () => {
    const r = await held(4);
    const guest = await withPoints(r.cart.uuid);
    expect(guest.status).toBe(400);
    expect(guest.body).toEqual({ validation_error: { payment_type: [L.loginToActivate] } });

    const m = await member(10_000);
    await call('PUT', `/api/v2/cart/cart/${r.cart.uuid}/add_item/${productIds.vouchers}/`, { data: { vouchers_id: 'WELCOME10' } });
    const cart = await withPoints(r.cart.uuid, m.access);
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    // 1 point = 1 cent: the ticket's price in points; nothing left to pay by card; the voucher gone.
    // Section 9's PTS names the mode; the money amounts stay in the booking's currency (decision 248).
    expect(cart.body).toMatchObject({
      payment_type: 'loyalty_points',
      currency: 'PTS',
      money_currency: 'USD',
      summary: 0,
      summary_lp: r.cart.summary,
      is_payment_necessary: false,
    });
    expect(cart.body.user_wallet_points).toBe(10_000);
    expect(cart.body.voucher).toBeNull();
    const voucher = await call('PUT', `/api/v2/cart/cart/${r.cart.uuid}/add_item/${productIds.vouchers}/`, {
      data: { vouchers_id: 'WELCOME10' },
    });
    expect(voucher.body).toEqual({ validation_error: { vouchers_id: [L.voucherWithPoints] } });
    // The cart became the member's: another member cannot switch it.
    const other = await member(0);
    expect((await withPoints(r.cart.uuid, other.access, 'regular')).status).toBe(403);

    // Back to the card: the ticket costs money again, the wallet is not touched.
    const card = await withPoints(r.cart.uuid, m.access, 'regular');
    expect(card.body).toMatchObject({
      payment_type: 'regular',
      currency: 'USD',
      money_currency: 'USD',
      summary: r.cart.summary,
      summary_lp: 0,
      is_payment_necessary: true,
    });
    expect(await wallet(m.id)).toBe(10_000);
  });

  it('takes the points with the booking, records them, and confirms without a card', async () => {
    const m = await member(10_000);
    const r = await held(5);
    expect((await withPoints(r.cart.uuid, m.access)).status).toBe(200);
    // Without the session the member's cart is not paid at all.
    expect((await checkout(r.cart.uuid, undefined)).status).toBe(401);

    const paid = await checkout(r.cart.uuid, m.access);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.booking.state).toBe('confirmed');
    expect(paid.body.payment).toEqual({ amount: 0, currency: 'USD', card_last4: null, points: r.cart.summary });
    expect(await wallet(m.id)).toBe(10_000 - r.cart.summary);
    const log = await records(m.id);
    expect(log.map((x) => [x.transactionType, x.points, x.reservationUuid])).toEqual([
      [T.earned, 10_000, null],
      [T.paidWithMiles, -r.cart.summary, r.uuid],
    ]);
    // A replay is told the booking is paid (decision 233) and takes nothing more.
    expect((await checkout(r.cart.uuid, m.access)).body).toMatchObject({ code: 'already_paid' });
    expect(await wallet(m.id)).toBe(10_000 - r.cart.summary);
    // GET points_records/: the accrual log, newest first, adding up to the wallet.
    const history = await call('GET', '/api/points_records/?limit=1', undefined, m.access);
    expect(history.status).toBe(200);
    expect(history.body.wallet.points).toBe(10_000 - r.cart.summary);
    expect(history.body.results).toEqual([expect.objectContaining({ points: -r.cart.summary, transaction_type: 2, rloc: r.pnr })]);
    expect(history.body.next).toBe(1);
    expect((await call('GET', '/api/points_records/')).status).toBe(401);
    await walletsAddUp();
  });

  it('pays a Canadian fare at face value: one mile for each cent of its Canadian dollars (decision 268)', async () => {
    const m = await member(10_000);
    const r = await heldCart(t.app, 5, 1, { from: 'YHM', to: 'YYZ' });
    expect(r.cart.summary).toBe(4900);
    const cart = await withPoints(r.cart.uuid, m.access);
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    expect(cart.body).toMatchObject({ currency: 'PTS', money_currency: 'CAD', summary: 0, summary_lp: 4900, is_payment_necessary: false });
    const paid = await checkout(r.cart.uuid, m.access);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payment).toEqual({ amount: 0, currency: 'CAD', card_last4: null, points: 4900 });
    expect(await wallet(m.id)).toBe(10_000 - 4900);
    await walletsAddUp();
  });

  it('refuses a short wallet before anything is taken or charged', async () => {
    const r = await held(6);
    const m = await member(r.cart.summary - 1);
    await withPoints(r.cart.uuid, m.access);
    const short = await checkout(r.cart.uuid, m.access, 'tok_visa');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ validation_error: { loyalty_points: [L.notEnoughPoints] } });
    expect(await wallet(m.id)).toBe(r.cart.summary - 1);
    expect(await t.database.db.select().from(payments).where(eq(payments.cartUuid, r.cart.uuid))).toHaveLength(0);
    expect((await call('GET', `/api/cart/get_cart/${r.cart.uuid}`)).body.checked_out_status).toBe(false);
  });

  it('pays the tickets with points and an extra by card; a declined card gives the points back', async () => {
    const m = await member(20_000);
    const r = await held(7);
    await withPoints(r.cart.uuid, m.access);
    const guarantee = await call(
      'PUT',
      `/api/v2/cart/cart/${r.cart.uuid}/add_item/${productIds.connection_guarantee}/`,
      {
        item: { quantity: 1 },
        data: {
          airline: 'UA',
          flight_number: 'UA 1234',
          origin: 'DEN',
          destination: 'ORD',
          departure_time: '18:30',
          departure_date: daysAhead(7),
        },
      },
      m.access,
    );
    expect(guarantee.status, JSON.stringify(guarantee.body)).toBe(200);
    expect(guarantee.body).toMatchObject({
      currency: 'PTS',
      money_currency: 'USD',
      summary: 1000,
      summary_lp: r.cart.summary,
      is_payment_necessary: true,
    });

    // The card part is missing: said before anything is taken.
    expect((await checkout(r.cart.uuid, m.access, null)).body).toEqual({
      validation_error: { stripe_token: ['Enter your card details.'] },
    });
    const declined = await checkout(r.cart.uuid, m.access, 'tok_chargeDeclined');
    expect(declined.status).toBe(402);
    expect(await wallet(m.id)).toBe(20_000);
    expect((await records(m.id)).map((x) => [x.transactionType, x.points])).toEqual([
      [T.earned, 20_000],
      [T.paidWithMiles, -r.cart.summary],
      [T.givenBack, r.cart.summary],
    ]);

    const paid = await checkout(r.cart.uuid, m.access, 'tok_visa');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payment).toEqual({ amount: 1000, currency: 'USD', card_last4: '4242', points: r.cart.summary });
    expect(await wallet(m.id)).toBe(20_000 - r.cart.summary);
    const [row] = (await t.database.db.select().from(payments).where(eq(payments.cartUuid, r.cart.uuid))).filter(
      (p) => p.state === 'confirmed',
    );
    const [charge] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, row.idempotencyKey));
    // The card is charged dollars, whatever the cart's PTS says of the tickets (decision 248).
    expect(charge).toMatchObject({ amount: 1000, currency: 'USD' });
    expect(row.currency).toBe('USD');
    await walletsAddUp();
  });

  it('sets points through the passengers call too, in the member’s session only', async () => {
    const m = await member(10_000);
    const r = await held(8);
    const body = {
      passengers: [LEAD_PASSENGER],
      cart_id: r.cart.uuid,
      booking_token: r.departure.booking_token,
      payment_type: 'loyalty_points',
    };
    const guest = await call('PUT', `/api/bookings/${r.search_uuid}/passengers/`, body);
    expect(guest.body).toEqual({ validation_error: { payment_type: [L.loginToActivate] } });
    const saved = await call('PUT', `/api/bookings/${r.search_uuid}/passengers/`, body, m.access);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.cart).toMatchObject({ payment_type: 'loyalty_points', summary: 0, summary_lp: r.cart.summary });
  });

  it('never overdraws a wallet: parallel checkouts of two carts on two instances, points for one', async () => {
    const m = await member(0);
    const [a, b] = [await held(9), await held(10)];
    await changeWallet(t.database.db, { userId: m.id, points: a.cart.summary, transactionType: T.earned, createdAt: new Date(t.now()) });
    await withPoints(a.cart.uuid, m.access);
    await withPoints(b.cart.uuid, m.access);
    const other = await secondInstance(t);
    try {
      const results = await Promise.all([
        checkout(a.cart.uuid, m.access),
        call(
          'PUT',
          '/api/cart/check_out/',
          {
            cart_id: b.cart.uuid,
            payment_data: { holder_name: 'Katherine Johnson', email: 'kj@example.com' },
          },
          m.access,
          other.app,
        ),
      ]);
      // The wallet covers one of the two, not both: one booking, one refusal, never below zero.
      expect(results.map((x) => x.status).sort()).toEqual([200, 400]);
      const spent = results.find((x) => x.status === 200)!.body.payment.points;
      expect(await wallet(m.id)).toBe(a.cart.summary - spent);
      await walletsAddUp();
    } finally {
      await other.app.close();
    }
  });
});
