// The SQL of holds beside the reservation itself (reservations/ writes that, decision 257): which
// trip runs when, a holder's lock, passengers, partner-flight references, the hold's cart and
// items. Each function takes the database or a transaction first.

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartItems, carts, passengers, reservationFlights, trips } from '../db/schema.js';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type PassengerRow = typeof passengers.$inferSelect;

/**
 * Serialises the holds of one holder (its client, then its member, each if there) until the
 * transaction ends: counting what it holds and holding more are then one step, whichever instance
 * runs them (decision 233). One statement; its locks are taken in the order written.
 */
export async function lockHolders(db: Db, holder: { client?: string; userId: string | null }): Promise<void> {
  const keys = [...(holder.client ? [`hold:client:${holder.client}`] : []), ...(holder.userId ? [`hold:member:${holder.userId}`] : [])];
  if (!keys.length) return;
  const locks = keys.map((key) => sql`pg_advisory_xact_lock(hashtext(${key}))`);
  await db.execute(sql`SELECT ${sql.join(locks, sql`, `)}`);
}

/** The trip id of each run on a date ('run|date'); a trip not made yet is absent. */
export async function tripIds(db: Db, keys: { run: number; date: string }[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: trips.id, run: trips.timetableId, date: trips.serviceDate })
    .from(trips)
    .where(
      and(
        inArray(trips.serviceDate, [...new Set(keys.map((k) => k.date))]),
        inArray(trips.timetableId, [...new Set(keys.map((k) => k.run))]),
      ),
    );
  return new Map(rows.map((r) => [`${r.run}|${r.date}`, r.id]));
}

export async function replacePassengers(db: Db, reservationUuid: string, rows: Omit<typeof passengers.$inferInsert, 'reservationUuid'>[]) {
  await db.delete(passengers).where(eq(passengers.reservationUuid, reservationUuid));
  if (rows.length) await db.insert(passengers).values(rows.map((r) => ({ ...r, reservationUuid })));
}

export async function passengersOf(db: Db, reservationUuid: string) {
  return db.select().from(passengers).where(eq(passengers.reservationUuid, reservationUuid)).orderBy(asc(passengers.idx));
}

export async function insertReservationFlight(db: Db, row: typeof reservationFlights.$inferInsert): Promise<void> {
  await db.insert(reservationFlights).values(row);
}

export async function cartOfReservation(db: Db, reservationUuid: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.reservationUuid, reservationUuid));
  return row;
}

export async function itemsOfCart(db: Db, cartUuid: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartUuid, cartUuid)).orderBy(asc(cartItems.id));
}
