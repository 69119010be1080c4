// The SQL of the Penguin Perks wallet: a member's balance (users.wallet_points) and its ledger
// (points_records). Each change writes both in the caller's transaction (decision 208).

import { and, eq, sql } from 'drizzle-orm';
import { POINTS_TRANSACTION_TYPES as T } from '@landline/shared/constants';
import { chargeLedger } from '../charges/ledger.js';
import type { Db } from '../db/client.js';
import { pointsPurchases, pointsRecords, users } from '../db/schema.js';
import type { UnearnedRide } from '../reservations/reads.js';

export type PointsRecordRow = typeof pointsRecords.$inferSelect;
export type NewPointsRecord = Omit<typeof pointsRecords.$inferInsert, 'id'>;
export type PurchaseRow = typeof pointsPurchases.$inferSelect;
export type NewPurchase = Omit<typeof pointsPurchases.$inferInsert, 'id'>;

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

// ---- Purchases -------------------------------------------------------------------------------

export async function insertPurchase(db: Db, row: NewPurchase): Promise<PurchaseRow> {
  const [inserted] = await db.insert(pointsPurchases).values(row).returning();
  return inserted;
}

/** The member's purchase made with this card token (a replay of the same purchase). */
export async function purchaseByToken(db: Db, userId: string, token: string): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(pointsPurchases)
    .where(and(eq(pointsPurchases.userId, userId), eq(pointsPurchases.stripeToken, token)));
  return row;
}

/** The purchases table as the charge routine reads it (decision 258). */
export const purchaseLedger = chargeLedger<PurchaseRow, number>(pointsPurchases, pointsPurchases.id, (row) => row.id);

// ---- Rides (tiers, decision 211) -----------------------------------------------------------

/**
 * Credits a ride's points once: the record first (the unique index on payment and direction makes
 * a second instance's insert a no-op), then the wallet. Whether this call credited them. The
 * record is dated on the ride's departure, the day the Mile History says it was earned: the
 * sweeper may credit it much later (a backlog worked through at start-up; decision 249).
 */
export async function earnOnce(db: Db, ride: UnearnedRide, points: number): Promise<boolean> {
  const inserted = await db
    .insert(pointsRecords)
    .values({
      userId: ride.userId,
      points,
      transactionType: T.earned,
      reservationUuid: ride.reservationUuid,
      paymentId: ride.paymentId,
      direction: ride.direction,
      createdAt: ride.departed,
    })
    .onConflictDoNothing()
    .returning({ id: pointsRecords.id });
  if (!inserted.length) return false;
  await db
    .update(users)
    .set({ walletPoints: sql`${users.walletPoints} + ${points}` })
    .where(eq(users.id, ride.userId));
  return true;
}
