// The SQL of the Penguin Perks wallet: a member's balance (users.wallet_points) and its ledger
// (points_records). Each change writes both in the caller's transaction (decision 208).

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pointsRecords, reservations, users } from '../db/schema.js';

export type PointsRecordRow = typeof pointsRecords.$inferSelect;
export type NewPointsRecord = Omit<typeof pointsRecords.$inferInsert, 'id'>;

/** A member's wallet, or undefined when there is no such member. */
export async function walletOf(db: Db, userId: string): Promise<{ points: number; loyaltyNumber: string } | undefined> {
  const [row] = await db.select({ points: users.walletPoints, loyaltyNumber: users.loyaltyNumber }).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Adds `record.points` (negative: takes) to the wallet and writes the record, unless that would
 * take the balance below zero; whether it did. The conditional update is the guard under
 * concurrent spends: the second of two spends that together overdraw finds the balance changed.
 */
export async function changeWallet(db: Db, record: NewPointsRecord): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ walletPoints: sql`${users.walletPoints} + ${record.points}` })
    .where(and(eq(users.id, record.userId), sql`${users.walletPoints} + ${record.points} >= 0`))
    .returning({ id: users.id });
  if (!changed.length) return false;
  await db.insert(pointsRecords).values(record);
  return true;
}

/** A member's records with their booking's reference, newest first. */
export async function pointsRecordsOf(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select({ record: pointsRecords, pnr: reservations.pnr })
    .from(pointsRecords)
    .leftJoin(reservations, eq(reservations.uuid, pointsRecords.reservationUuid))
    .where(eq(pointsRecords.userId, userId))
    .orderBy(desc(pointsRecords.id))
    .limit(limit)
    .offset(offset);
}
