import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { products, storeCreditRecords, users } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { addCredit, giveCreditBack, takeCredit } from '../src/credits/service.js';
import { heldCart, registerMember, secondInstance, TEST_NOW, testApp, type TestApp } from './harness.js';

// The store-credit ledger (decision 212): any sequence of referral
// rewards, refunds, checkout takes and give-backs keeps each balance equal to the sum of its log
// and never below zero; parallel checkouts spending the same credit never overdraw it.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

const balanceOf = async (userId: string) => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0].storeCredits;
const logOf = (userId: string) => t.database.db.select().from(storeCreditRecords).where(eq(storeCreditRecords.userId, userId));

type Op = { kind: 'referral' | 'refund' | 'take' | 'giveBack'; cents: number };
const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('referral', 'refund', 'take', 'giveBack'),
  cents: fc.integer({ min: 1, max: 50_000 }),
});

let count = 0;

describe('the store-credit ledger', () => {
  it('keeps every balance equal to the sum of its log and never below zero, whatever happens to it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
        const member = await registerMember(t.app, `credit${++count}@example.com`);
        const reason = { reservationUuid: null, paymentId: null, at: new Date(t.now()) };
        let model = 0;
        for (const { kind, cents } of ops) {
          const done = await inTransaction(t.database.db, async (tx) => {
            switch (kind) {
              case 'take':
                return takeCredit(tx, member.id, cents, reason);
              case 'giveBack':
                await giveCreditBack(tx, member.id, cents, reason);
                return true;
              default:
                await addCredit(tx, member.id, cents, kind, reason);
                return true;
            }
          });
          // A take beyond the balance is refused and changes nothing; everything else goes through.
          expect(done).toBe(kind !== 'take' || cents <= model);
          if (done) model += kind === 'take' ? -cents : cents;
        }
        const log = await logOf(member.id);
        expect(await balanceOf(member.id)).toBe(model);
        expect(model).toBe(log.reduce((sum, r) => sum + r.cents, 0));
        expect(model).toBeGreaterThanOrEqual(0);
        // Only a checkout takes; every record moved money.
        expect(log.every((r) => r.cents !== 0 && r.cents < 0 === (r.reason === 'checkout'))).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('never overdraws: the same credit spent by two carts at once on two instances pays for one', async () => {
    const member = await registerMember(t.app, 'two-carts@example.com');
    const [a, b] = [await heldCart(t.app, 5), await heldCart(t.app, 6)];
    const credit = Math.max(a.cart.summary, b.cart.summary);
    await addCredit(t.database.db, member.id, credit, 'refund', { reservationUuid: null, paymentId: null, at: new Date(t.now()) });
    const productId = (await t.database.db.select().from(products).where(eq(products.category, 'store_credits')))[0].id;
    const asMember = async (app: TestApp['app'], method: 'PUT' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({ method, url, payload, headers: { authorization: `JWT ${member.access}` } });
      return { status: res.statusCode, body: res.json() };
    };
    // Each cart takes its whole price in credit: both fit the balance alone, not together.
    for (const r of [a, b]) {
      expect((await asMember(t.app, 'POST', `/api/v2/cart/cart/${r.cart.uuid}/assign_cart_to_user/`)).status).toBe(200);
      const added = await asMember(t.app, 'PUT', `/api/v2/cart/cart/${r.cart.uuid}/add_item/${productId}/`, {
        data: { store_credits_amount: r.cart.summary },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.summary).toBe(0);
    }
    const other = await secondInstance(t);
    try {
      const payment_data = { holder_name: 'Katherine Johnson', email: 'kj@example.com' };
      const results = await Promise.all([
        asMember(t.app, 'PUT', '/api/cart/check_out/', { cart_id: a.cart.uuid, payment_data }),
        asMember(other.app, 'PUT', '/api/cart/check_out/', { cart_id: b.cart.uuid, payment_data }),
      ]);
      // One books; the other is told its credit is above the balance, and nothing of it is taken.
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const [paid, refused] = results[0].status === 200 ? [a, results[1]] : [b, results[0]];
      expect(Object.keys(refused.body.validation_error)).toEqual(['store_credits']);
      expect(await balanceOf(member.id)).toBe(credit - paid.cart.summary);
      expect((await logOf(member.id)).reduce((sum, r) => sum + r.cents, 0)).toBe(credit - paid.cart.summary);
    } finally {
      await other.app.close();
    }
  });
});
