// The SQL of the partner flights: our sales per flight leg (flight_inventory) and the bookings
// made with the partner (flight_bookings). Each function takes the database or a transaction first.

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { compiled, dateArray, type Placeholders } from '../db/compiled.js';
import { flightBookings, flightInventory } from '../db/schema.js';

/** One flight leg on a date, as its inventory row is keyed. */
export interface LegKey {
  number: string;
  date: string;
  from: string;
  to: string;
}

/** The inventory row of one flight leg. */
const inventoryOf = (leg: LegKey) =>
  and(
    eq(flightInventory.flightNumber, leg.number),
    eq(flightInventory.flightDate, leg.date),
    eq(flightInventory.origin, leg.from),
    eq(flightInventory.destination, leg.to),
  );

/** The inventory rows of dates, built once: a new search reads them. */
const inventoryStatement = compiled((db, p: Placeholders<{ dates: string }>) =>
  db
    .select()
    .from(flightInventory)
    .where(sql`${flightInventory.flightDate} = ANY(${p.dates}::date[])`),
);

/** Every inventory row of the flight dates given. */
export async function inventoryOn(db: Db, dates: string[]) {
  return inventoryStatement(db, { dates: dateArray(dates) });
}

/** Seats we sold on one flight leg (undefined: none yet, no row). */
export async function soldOn(db: Db, leg: LegKey): Promise<number | undefined> {
  const [row] = await db.select({ sold: flightInventory.sold }).from(flightInventory).where(inventoryOf(leg));
  return row?.sold;
}

/** Creates the inventory row of a leg with its capacity, unless it exists. */
export async function ensureInventory(db: Db, leg: LegKey, capacity: number): Promise<void> {
  await db
    .insert(flightInventory)
    .values({ flightNumber: leg.number, flightDate: leg.date, origin: leg.from, destination: leg.to, sold: 0, capacity })
    .onConflictDoNothing();
}

/** Sells `seats` on a leg if they are there (race-free: the row only moves then); whether it did. */
export async function takeSeats(db: Db, leg: LegKey, seats: number): Promise<boolean> {
  const taken = await db
    .update(flightInventory)
    .set({ sold: sql`${flightInventory.sold} + ${seats}` })
    .where(and(inventoryOf(leg), sql`${flightInventory.sold} + ${seats} <= ${flightInventory.capacity}`))
    .returning({ sold: flightInventory.sold });
  return taken.length > 0;
}

/** Gives `seats` back on a leg. */
export async function returnSeats(db: Db, leg: LegKey, seats: number): Promise<void> {
  await db
    .update(flightInventory)
    .set({ sold: sql`${flightInventory.sold} - ${seats}` })
    .where(inventoryOf(leg));
}

export async function insertFlightBooking(
  db: Db,
  values: { reference: string; seats: number; legs: (LegKey & { fare: number })[] },
): Promise<void> {
  await db.insert(flightBookings).values(values);
}

/** Cancels a confirmed booking; returns it, or undefined when none has this reference. */
export async function cancelFlightBooking(db: Db, reference: string, at: Date) {
  const [booking] = await db
    .update(flightBookings)
    .set({ status: 'canceled', canceledAt: at })
    .where(and(eq(flightBookings.reference, reference), eq(flightBookings.status, 'confirmed')))
    .returning();
  return booking;
}
