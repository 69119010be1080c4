// The sandbox processor's own books (sandbox.ts): its card tokens, charges and part refunds, kept
// in tables of this database as a real processor keeps them on its side. Each function takes the
// database or a transaction first.

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { compiledByKeys, type Placeholders } from '../db/compiled.js';
import { inTransaction } from '../db/transaction.js';
import { sandboxCharges, sandboxRefunds, sandboxTokens } from '../db/schema.js';

export type SandboxTokenRow = typeof sandboxTokens.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

export async function insertSandboxToken(db: Db, row: typeof sandboxTokens.$inferInsert): Promise<void> {
  await db.insert(sandboxTokens).values(row);
}

export async function sandboxToken(db: Db, id: string): Promise<SandboxTokenRow | undefined> {
  const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.id, id));
  return row;
}

/** Spends a one-use token; whether this call spent it (a token charges once). */
export async function spendSandboxToken(db: Db, id: string, at: Date): Promise<boolean> {
  const spent = await db
    .update(sandboxTokens)
    .set({ usedAt: at })
    .where(and(eq(sandboxTokens.id, id), isNull(sandboxTokens.usedAt)))
    .returning({ id: sandboxTokens.id });
  return spent.length > 0;
}

export async function sandboxChargeByKey(db: Db, key: string): Promise<SandboxChargeRow | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
  return row;
}

export async function sandboxChargeById(db: Db, id: string): Promise<SandboxChargeRow | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
  return row;
}

const sandboxChargeInserted = compiledByKeys((db, p: Placeholders<typeof sandboxCharges.$inferInsert>) =>
  db.insert(sandboxCharges).values(p).onConflictDoNothing({ target: sandboxCharges.idempotencyKey }).returning(),
);

/** Records a charge unless one with its key exists; the charge the key stands for either way. */
export async function insertSandboxCharge(db: Db, row: typeof sandboxCharges.$inferInsert): Promise<SandboxChargeRow> {
  const [inserted] = await sandboxChargeInserted(db, row);
  return inserted ?? (await sandboxChargeByKey(db, row.idempotencyKey))!;
}

export async function refundSandboxCharge(db: Db, id: string): Promise<boolean> {
  const refunded = await db
    .update(sandboxCharges)
    .set({ refundedAmount: sql`${sandboxCharges.amount}` })
    .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'succeeded')))
    .returning({ id: sandboxCharges.id });
  return refunded.length > 0;
}

/**
 * Gives `amount` of a succeeded charge back under `idempotencyKey`, once: the key's row and the
 * charge's refunded amount change together, and never past what was charged.
 */
export async function refundSandboxChargePart(
  db: Db,
  request: { chargeId: string; amount: number; idempotencyKey: string },
  at: Date,
): Promise<'refunded' | 'replayed' | 'too_much'> {
  return inTransaction(db, async (tx) => {
    const [known] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
    if (known) return 'replayed';
    const moved = await tx
      .update(sandboxCharges)
      .set({ refundedAmount: sql`${sandboxCharges.refundedAmount} + ${request.amount}` })
      .where(
        and(
          eq(sandboxCharges.id, request.chargeId),
          eq(sandboxCharges.status, 'succeeded'),
          sql`${sandboxCharges.refundedAmount} + ${request.amount} <= ${sandboxCharges.amount}`,
        ),
      )
      .returning({ id: sandboxCharges.id });
    if (!moved.length) return 'too_much';
    await tx.insert(sandboxRefunds).values({ ...request, createdAt: at });
    return 'refunded';
  });
}

/** The processor's books in cents: what it charged and what it gave back. */
export async function sandboxTotals(db: Db): Promise<{ charged: number; refunded: number }> {
  const [row] = await db
    .select({
      charged: sql<string>`coalesce(sum(${sandboxCharges.amount}) filter (where ${sandboxCharges.status} = 'succeeded'), 0)`,
      refunded: sql<string>`coalesce(sum(${sandboxCharges.refundedAmount}), 0)`,
    })
    .from(sandboxCharges);
  return { charged: Number(row.charged), refunded: Number(row.refunded) };
}
