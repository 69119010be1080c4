import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { carts, reservations } from './schema.js';

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
