// The SQL of cancelling (decision 218): the booking's payment and what earlier
// cancellations gave back, its cart lines, and the changes a cancellation makes in one
// transaction (tickets, partner flights, the refund row; the seats and the reservation's state
// through reservations/, decision 257).

import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartItems, carts, passengers, payments, refunds, reservationFlights, tickets } from '../db/schema.js';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Omit<typeof refunds.$inferInsert, 'id'>;

/** The booking's confirmed payment. */
export async function confirmedPaymentOf(db: Db, reservationUuid: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationUuid, reservationUuid), eq(payments.state, 'confirmed')));
  return row;
}

/** What earlier cancellations of a payment gave back, with the worth edits carried to new trips (decision 221). */
export async function refundedSoFar(db: Db, paymentId: number): Promise<{ card: number; storeCredits: number; points: number }> {
  const [row] = await db
    .select({
      card: sql<string>`coalesce(sum(${refunds.card} + ${refunds.carriedCard}), 0)`,
      storeCredits: sql<string>`coalesce(sum(${refunds.storeCredits} + ${refunds.carriedStoreCredits}), 0)`,
      points: sql<string>`coalesce(sum(${refunds.points}), 0)`,
    })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return { card: Number(row.card), storeCredits: Number(row.storeCredits), points: Number(row.points) };
}

export async function cartLinesOf(db: Db, reservationUuid: string) {
  return db
    .select({ item: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.uuid, cartItems.cartUuid))
    .where(eq(carts.reservationUuid, reservationUuid))
    .orderBy(asc(cartItems.id));
}

export async function ticketsWithPassengers(db: Db, reservationUuid: string) {
  return db
    .select({ ticket: tickets, passengerType: passengers.passengerType, needs: passengers.specialRequirements })
    .from(tickets)
    .innerJoin(passengers, and(eq(passengers.reservationUuid, tickets.reservationUuid), eq(passengers.idx, tickets.passenger)))
    .where(eq(tickets.reservationUuid, reservationUuid))
    .orderBy(asc(tickets.direction), asc(tickets.passenger));
}

/** Cancels booked tickets; how many it cancelled (fewer than asked: another request was first). */
export async function cancelTickets(db: Db, ids: number[], at: Date): Promise<number> {
  if (!ids.length) return 0;
  const done = await db
    .update(tickets)
    .set({ state: 2, canceledAt: at })
    .where(and(inArray(tickets.id, ids), eq(tickets.state, 1)))
    .returning({ id: tickets.id });
  return done.length;
}

export async function insertRefund(db: Db, row: NewRefund): Promise<RefundRow> {
  const [inserted] = await db.insert(refunds).values(row).returning();
  return inserted;
}

export async function markRefundDone(db: Db, id: number, at: Date): Promise<void> {
  await db.update(refunds).set({ state: 'done', updatedAt: at }).where(eq(refunds.id, id));
}

/** Card refunds still pending since before `before` (a crash, the processor away), oldest first. */
export async function pendingRefunds(db: Db, before: Date, limit: number) {
  return db
    .select({ refund: refunds, chargeId: payments.chargeId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.state, 'pending'), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}

/** The card refund an edit's checkout left pending, if any (decision 221). */
export async function pendingRefundOfExchange(db: Db, cartUuid: string) {
  const [row] = await db
    .select({ refund: refunds, chargeId: payments.chargeId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.exchangeCartUuid, cartUuid), eq(refunds.state, 'pending')));
  return row;
}

/** The partner-flight bookings a direction of the booking holds (decision 218: released with the direction). */
export async function flightReferencesOf(db: Db, reservationUuid: string, direction: number): Promise<string[]> {
  const rows = await db
    .select({ reference: reservationFlights.reference })
    .from(reservationFlights)
    .where(and(eq(reservationFlights.reservationUuid, reservationUuid), eq(reservationFlights.direction, direction)));
  return rows.map((r) => r.reference);
}

export async function forgetFlights(db: Db, reservationUuid: string, direction: number): Promise<void> {
  await db
    .delete(reservationFlights)
    .where(and(eq(reservationFlights.reservationUuid, reservationUuid), eq(reservationFlights.direction, direction)));
}
