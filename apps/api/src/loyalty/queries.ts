// The SQL of the Penguin Perks wallet: a member's balance (users.wallet_points) and its ledger
// (points_records). Each change writes both in the caller's transaction (decision 208).

import { and, asc, desc, eq, lt, lte, max, min, notExists, sql } from 'drizzle-orm';
import { POINTS_TRANSACTION_TYPES as T } from '@landline/shared/constants';
import { chargeLedger } from '../charges/ledger.js';
import type { Db } from '../db/client.js';
import { payments, pointsPurchases, pointsRecords, reservations, reservationTrips, trips, users } from '../db/schema.js';

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

/** A member's records with their booking's reference, newest first (by the date each is shown with). */
export async function pointsRecordsOf(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select({ record: pointsRecords, pnr: reservations.pnr })
    .from(pointsRecords)
    .leftJoin(reservations, eq(reservations.uuid, pointsRecords.reservationUuid))
    .where(eq(pointsRecords.userId, userId))
    .orderBy(desc(pointsRecords.createdAt), desc(pointsRecords.id))
    .limit(limit)
    .offset(offset);
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
 * The member's paid rides: one per direction of each confirmed booking they paid with money (not
 * with points, decision 213), leaving at its first coach's departure, with the promo share of its
 * payment.
 */
export async function paidRidesOf(db: Db, userId: string): Promise<{ departed: Date; promoPercent: number }[]> {
  const rows = await db
    .select({ departed: min(trips.departsAt), promoPercent: payments.promoPercent })
    .from(payments)
    .innerJoin(reservations, eq(reservations.uuid, payments.reservationUuid))
    .innerJoin(reservationTrips, eq(reservationTrips.reservationUuid, payments.reservationUuid))
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .where(and(eq(payments.userId, userId), eq(payments.state, 'confirmed'), eq(payments.points, 0), eq(reservations.state, 'confirmed')))
    .groupBy(payments.id, reservationTrips.direction, payments.promoPercent);
  return rows.filter((r): r is { departed: Date; promoPercent: number } => r.departed !== null);
}

/** A ride that has left and not yet earned its points (decision 213). */
export interface UnearnedRide {
  paymentId: number;
  userId: string;
  reservationUuid: string;
  direction: number;
  seats: number;
  departed: Date;
}

/**
 * Rides departed by `at` that earn points and have no earned record yet, oldest payment first:
 * members' confirmed bookings paid with money, not promo trips of `promoExcludedPercent` or more.
 */
export async function unearnedRides(db: Db, at: Date, promoExcludedPercent: number, limit: number): Promise<UnearnedRide[]> {
  const earned = db
    .select({ id: pointsRecords.id })
    .from(pointsRecords)
    .where(
      and(
        eq(pointsRecords.transactionType, T.earned),
        eq(pointsRecords.paymentId, payments.id),
        eq(pointsRecords.direction, reservationTrips.direction),
      ),
    );
  const rows = await db
    .select({
      paymentId: payments.id,
      userId: payments.userId,
      reservationUuid: payments.reservationUuid,
      direction: reservationTrips.direction,
      seats: max(reservationTrips.seats),
      departed: min(trips.departsAt),
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.uuid, payments.reservationUuid))
    .innerJoin(reservationTrips, eq(reservationTrips.reservationUuid, payments.reservationUuid))
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .where(
      and(
        eq(payments.state, 'confirmed'),
        eq(reservations.state, 'confirmed'),
        sql`${payments.userId} IS NOT NULL`,
        eq(payments.points, 0),
        lt(payments.promoPercent, promoExcludedPercent),
        notExists(earned),
      ),
    )
    .groupBy(payments.id, reservationTrips.direction)
    .having(lte(min(trips.departsAt), at))
    .orderBy(asc(payments.id), asc(reservationTrips.direction))
    .limit(limit);
  return rows.map((r) => ({ ...r, userId: r.userId!, seats: r.seats ?? 0, departed: r.departed! }));
}

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
