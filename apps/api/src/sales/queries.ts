// The SQL of the sales report (decision 280): paid bookings and refunds between two instants.

import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payments, refunds } from '../db/schema.js';

/** Confirmed payments whose checkout began in [from, until). */
export async function paidBetween(db: Db, from: Date, until: Date) {
  return db
    .select({
      reservationUuid: payments.reservationUuid,
      at: payments.createdAt,
      amount: payments.amount,
      storeCredits: payments.storeCredits,
      points: payments.points,
      currency: payments.currency,
    })
    .from(payments)
    .where(and(eq(payments.state, 'confirmed'), gte(payments.createdAt, from), lt(payments.createdAt, until)))
    .orderBy(asc(payments.createdAt));
}

/** Refunds (cancellations and edits' leftovers) written in [from, until), in their payment's currency. */
export async function refundedBetween(db: Db, from: Date, until: Date) {
  return db
    .select({
      reservationUuid: refunds.reservationUuid,
      at: refunds.createdAt,
      card: refunds.card,
      storeCredits: refunds.storeCredits,
      points: refunds.points,
      currency: payments.currency,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(gte(refunds.createdAt, from), lt(refunds.createdAt, until)))
    .orderBy(asc(refunds.createdAt));
}
