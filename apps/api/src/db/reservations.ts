import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import { ConflictError } from '../http/errors.js';
import type { Db } from './client.js';
import { carts, payments, reservations, seatPurchases } from './schema.js';

export type ReservationRow = typeof reservations.$inferSelect;

// The reservation row (and its cart) that bookings, the cart, its extras and payments all hang off. Its lock is the one
// every change to a held reservation takes first (the heartbeat, the expiry, a cart change), so
// those changes see each other and a hold cannot end half-way through one. One copy here rather
// than one per feature, since no feature may read another's queries.

export async function reservationByUuid(db: Db, uuid: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.uuid, uuid));
  return row;
}

/** The reservation, its row locked until the transaction ends. */
export async function lockReservation(db: Db, uuid: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.uuid, uuid)).for('update');
  return row;
}

export type CartRow = typeof carts.$inferSelect;

export async function cartByUuid(db: Db, uuid: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.uuid, uuid));
  return row;
}

/**
 * Whether money is being taken for the reservation now: a checkout whose card is being charged,
 * or a premium-seat purchase of the booking (decision 233). Read with the reservation locked: every
 * attempt is written under that lock, so the answer holds until the transaction ends.
 */
export async function paymentUnderWay(db: Db, reservationUuid: string): Promise<boolean> {
  const [checkout] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.reservationUuid, reservationUuid), inArray(payments.state, ['pending', 'refund_due'])))
    .limit(1);
  if (checkout) return true;
  const [seats] = await db
    .select({ uuid: seatPurchases.uuid })
    .from(seatPurchases)
    .where(and(eq(seatPurchases.reservationUuid, reservationUuid), inArray(seatPurchases.state, ['pending', 'refund_due'])))
    .limit(1);
  return Boolean(seats);
}

/**
 * Refuses a change of the reservation while money is being taken for it (decision 233): what is
 * charged is what the cart said when the attempt began, so nothing the charge pays for may move
 * until its answer is recorded. Call with the reservation locked.
 */
export async function refuseWhilePaying(db: Db, reservationUuid: string): Promise<void> {
  if (await paymentUnderWay(db, reservationUuid)) throw new ConflictError(P.changeWhilePaying, 'payment_in_progress');
}
