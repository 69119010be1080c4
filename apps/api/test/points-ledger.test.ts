import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { POINTS_TRANSACTION_TYPES as T } from '@landline/shared/constants';
import { pointsRecords, users } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { changeWallet } from '../src/loyalty/queries.js';
import { givePointsBack, spendPoints } from '../src/loyalty/service.js';
import { registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// The Penguin Perks ledger as a property (decision 208): any sequence of
// earning, buying, spending and giving back keeps each wallet equal to the sum of its log and
// never below zero; a spend the wallet cannot cover changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

type Op = { kind: 'earn' | 'buy' | 'spend' | 'giveBack'; points: number };

const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('earn', 'buy', 'spend', 'giveBack'),
  points: fc.integer({ min: 1, max: 20_000 }),
});

let count = 0;

describe('the points ledger', () => {
  it('keeps every wallet equal to the sum of its log and never below zero, whatever happens to it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
        const member = await registerMember(t.app, `ledger${++count}@example.com`);
        const at = new Date(t.now());
        const reason = { reservationUuid: null, paymentId: null, at };
        let model = 0;
        for (const { kind, points } of ops) {
          const done = await inTransaction(t.database.db, async (tx) => {
            switch (kind) {
              case 'earn':
                return changeWallet(tx, { userId: member.id, points, transactionType: T.earned, createdAt: at });
              case 'buy':
                return changeWallet(tx, { userId: member.id, points, transactionType: T.bought, createdAt: at });
              case 'spend':
                return spendPoints(tx, member.id, points, reason);
              case 'giveBack':
                await givePointsBack(tx, member.id, points, reason);
                return true;
            }
          });
          // A spend beyond the balance is refused; everything else goes through.
          expect(done).toBe(kind !== 'spend' || points <= model);
          if (done) model += kind === 'spend' ? -points : points;
        }
        const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
        const log = await t.database.db.select().from(pointsRecords).where(eq(pointsRecords.userId, member.id));
        expect(row.walletPoints).toBe(model);
        expect(row.walletPoints).toBe(log.reduce((sum, r) => sum + r.points, 0));
        expect(row.walletPoints).toBeGreaterThanOrEqual(0);
        // Every record moved points, and a spend is the spec's type 2.
        expect(log.every((r) => r.points !== 0 && r.points < 0 === (r.transactionType === T.paidWithMiles))).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});
