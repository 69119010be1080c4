import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointsPurchasePrice } from '@landline/shared/cart';
import { MILE_MAX, MILE_MIN } from '@landline/shared/constants';
import { INPUT_MESSAGES as I, LOYALTY_MESSAGES as L } from '@landline/shared/messages';
import { POINTS_TRANSACTION_TYPES as T } from '@landline/shared/schemas';
import { pointsPurchases, pointsRecords, sandboxCharges, users } from '../src/db/schema.js';
import { PointsPurchaseService } from '../src/loyalty/purchases.js';
import { insertPurchase } from '../src/loyalty/queries.js';
import { SandboxProvider } from '../src/charges/sandbox.js';
import { registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// Buying Penguin Perks points (PUT and POST buy_loyalty_points/, decision 210): the price check,
// the spec's messages, one charge per card token however often it is sent, the points added with
// the charge, nothing added without one, and a purchase left pending by a crash settled.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, access?: string) {
  const res = await t.app.inject({ method, url, payload: payload as object, headers: access ? { authorization: `JWT ${access}` } : {} });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Body };
}

let count = 0;
const member = () => registerMember(t.app, `buyer${++count}@example.com`, { first_name: 'Mae', last_name: 'Jemison' });

const buy = (access: string | undefined, body: Record<string, unknown>) => call('PUT', '/api/buy_loyalty_points/', body, access);
const wallet = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0].walletPoints;
const chargesOf = async (keys: string[]) =>
  (await t.database.db.select().from(sandboxCharges)).filter((c) => keys.includes(c.idempotencyKey));
const purchasesOf = (id: string) => t.database.db.select().from(pointsPurchases).where(eq(pointsPurchases.userId, id));

describe('buying points', () => {
  it('prices a purchase and says each bad amount in the spec’s words', async () => {
    const m = await member();
    const quote = await call('POST', '/api/buy_loyalty_points/', { points_amount: 2500.4 }, m.access);
    expect(quote.status).toBe(200);
    // Rounded to whole points (section 5), 1.25 cents each.
    expect(quote.body).toEqual({ points_amount: 2500, price_of_purchased_points: 3125, currency: 'USD' });
    const between = `Mile number must be value between ${MILE_MIN} and ${MILE_MAX}`;
    for (const [amount, message] of [
      [undefined, L.milesRequired],
      [null, L.milesRequired],
      [0, L.milesPositive],
      [-5, L.milesPositive],
      [MILE_MIN - 1, between],
      [MILE_MAX + 1, between],
      // A body's number is a JSON number (decision 236): the form checks the text typed.
      ['lots', I.numberNotText],
      ['2500', I.numberNotText],
    ] as const) {
      const res = await call('POST', '/api/buy_loyalty_points/', { points_amount: amount }, m.access);
      expect(res.status, String(amount)).toBe(400);
      expect(res.body).toEqual({ validation_error: { points_amount: [message] } });
    }
    expect((await call('POST', '/api/buy_loyalty_points/', { points_amount: 1000 })).status).toBe(401);
  });

  it('charges the card once and adds the points with a record, however often the purchase is sent', async () => {
    const m = await member();
    const sent = await Promise.all(Array.from({ length: 5 }, () => buy(m.access, { points_amount: 3000, stripe_token: 'tok_visa' })));
    for (const res of sent) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ points_amount: 3000, price_of_purchased_points: pointsPurchasePrice(3000), card_last4: '4242' });
      expect(res.body.wallet.points).toBe(3000);
    }
    const rows = await purchasesOf(m.id);
    expect(rows.map((r) => r.state)).toEqual(['confirmed']);
    expect((await chargesOf(rows.map((r) => r.idempotencyKey))).map((c) => c.amount)).toEqual([3750]);
    expect(await wallet(m.id)).toBe(3000);
    const log = await t.database.db.select().from(pointsRecords).where(eq(pointsRecords.userId, m.id));
    expect(log.map((r) => [r.transactionType, r.points, r.purchaseId])).toEqual([[T.bought, 3000, rows[0].id]]);
    // The accrual log shows it.
    const history = await call('GET', '/api/points_records/', undefined, m.access);
    expect(history.body.results.map((r: Body) => [r.points, r.transaction_type])).toEqual([[3000, T.bought]]);
  });

  it('adds nothing for a declined card, says the processor’s words, and takes another card after', async () => {
    const m = await member();
    const declined = await buy(m.access, { points_amount: 1000, stripe_token: 'tok_chargeDeclinedInsufficientFunds' });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ payment_failed: 'Your card has insufficient funds.', code: 'insufficient_funds' });
    expect(await wallet(m.id)).toBe(0);
    expect((await buy(m.access, { points_amount: 1000 })).body).toEqual({
      validation_error: { stripe_token: ['Enter your card details.'] },
    });
    expect((await buy(undefined, { points_amount: 1000, stripe_token: 'tok_visa' })).status).toBe(401);
    expect(await wallet(m.id)).toBe(0);
    const paid = await buy(m.access, { points_amount: 1000, stripe_token: 'tok_visa' });
    expect(paid.status).toBe(200);
    expect(await wallet(m.id)).toBe(1000);
  });

  it('settles a purchase a crash left pending: charged → points added, never charged → failed', async () => {
    const m = await member();
    const provider = new SandboxProvider(t.database.db, { clock: t.clock });
    const purchases = new PointsPurchaseService({ db: t.database.db, provider, clock: t.clock, reconcileAfterMs: 0 });
    const old = new Date(t.now() - 60_000);
    const pending = (key: string, token: string) =>
      insertPurchase(t.database.db, {
        userId: m.id,
        points: 2000,
        amount: pointsPurchasePrice(2000),
        currency: 'USD',
        stripeToken: token,
        idempotencyKey: key,
        provider: 'sandbox',
        state: 'pending',
        createdAt: old,
        updatedAt: old,
      });
    const charged = await pending('miles_crash_charged', 'tok_visa');
    const never = await pending('miles_crash_never', 'tok_mastercard');
    // The processor charged the first before the process died; the second never reached it.
    const charge = await provider.charge({
      amount: charged.amount,
      currency: 'USD',
      token: 'tok_visa',
      idempotencyKey: charged.idempotencyKey,
      description: 'crash',
    });
    expect(charge.ok).toBe(true);
    expect(await purchases.reconcile()).toBe(2);
    const rows = Object.fromEntries((await purchasesOf(m.id)).map((r) => [r.id, r.state]));
    expect(rows).toEqual({ [charged.id]: 'confirmed', [never.id]: 'failed' });
    expect(await wallet(m.id)).toBe(2000);
    expect(await purchases.reconcile()).toBe(0);
  });
});
