// The SQL of store credit: a member's balance (users.store_credits) and its ledger
// (store_credit_records). Each change writes both in the caller's transaction (decision 212).

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { storeCreditRecords, users } from '../db/schema.js';

export type CreditRecordRow = typeof storeCreditRecords.$inferSelect;
export type NewCreditRecord = Omit<typeof storeCreditRecords.$inferInsert, 'id'>;

/**
 * Adds `record.cents` (negative: takes) to the balance and writes the record, unless that would
 * take the balance below zero; whether it did. The conditional update is the guard under
 * concurrent use: the second of two takes that together overdraw finds the balance changed.
 */
export async function changeCredit(db: Db, record: NewCreditRecord): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ storeCredits: sql`${users.storeCredits} + ${record.cents}` })
    .where(and(eq(users.id, record.userId), sql`${users.storeCredits} + ${record.cents} >= 0`))
    .returning({ id: users.id });
  if (!changed.length) return false;
  await db.insert(storeCreditRecords).values(record);
  return true;
}

export async function creditBalanceOf(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ cents: users.storeCredits }).from(users).where(eq(users.id, userId));
  return row?.cents;
}

/** A member's records, newest first. */
export async function creditRecordsOf(db: Db, userId: string, limit: number, offset: number): Promise<CreditRecordRow[]> {
  return db
    .select()
    .from(storeCreditRecords)
    .where(eq(storeCreditRecords.userId, userId))
    .orderBy(desc(storeCreditRecords.id))
    .limit(limit)
    .offset(offset);
}
