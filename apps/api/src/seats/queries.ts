// The SQL of seat selection: the seats taken on a reservation's rides (the rides themselves are
// read through reservations/), and the assignments with their premium-seat cart lines. Each
// function takes the database or a transaction first.

import { and, eq, inArray } from 'drizzle-orm';
import { chargeLedger } from '../charges/ledger.js';
import type { Db } from '../db/client.js';
import { cartItems, carts, passengers, seatAssignments, seatPurchases, tickets } from '../db/schema.js';

/** Every assigned seat on the trips given. */
export async function seatsTakenOn(db: Db, tripIds: number[]) {
  if (!tripIds.length) return [];
  return db.select().from(seatAssignments).where(inArray(seatAssignments.tripId, tripIds));
}

/** Frees a passenger's seat on a trip (before giving them another). */
export async function freeSeat(db: Db, reservationUuid: string, passenger: number, tripId: number): Promise<void> {
  await db
    .delete(seatAssignments)
    .where(
      and(
        eq(seatAssignments.reservationUuid, reservationUuid),
        eq(seatAssignments.passenger, passenger),
        eq(seatAssignments.tripId, tripId),
      ),
    );
}

/** Gives a seat; the primary key (trip, seat) refuses a seat someone else has (a unique violation). */
export async function assignSeat(db: Db, row: typeof seatAssignments.$inferInsert): Promise<void> {
  await db.insert(seatAssignments).values(row);
}

export async function cartOf(db: Db, reservationUuid: string) {
  const [row] = await db.select({ uuid: carts.uuid }).from(carts).where(eq(carts.reservationUuid, reservationUuid));
  return row;
}

/** Rewrites the cart's premium-seat lines of one direction from the seats now held: one line per premium seat and ride. */
export async function replacePremiumLines(
  db: Db,
  cartUuid: string,
  directionType: string,
  lines: { name: string; price: number; seat: string; passenger: number }[],
): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartUuid, cartUuid), eq(cartItems.category, 'premium_seating'), eq(cartItems.directionType, directionType)));
  if (!lines.length) return;
  await db.insert(cartItems).values(
    lines.map((l) => ({
      cartUuid,
      category: 'premium_seating',
      name: l.name,
      price: l.price,
      quantity: 1,
      directionType,
      data: { seat: l.seat, passenger: l.passenger },
    })),
  );
}

export async function premiumLinesOf(db: Db, cartUuid: string) {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartUuid, cartUuid), eq(cartItems.category, 'premium_seating')));
}

/** The booked tickets of a direction (passenger, checked in or not): who may change seats on a booked trip. */
export async function bookedTicketsOf(db: Db, reservationUuid: string, direction: number) {
  return db
    .select({ passenger: tickets.passenger, checkedInAt: tickets.checkedInAt })
    .from(tickets)
    .where(and(eq(tickets.reservationUuid, reservationUuid), eq(tickets.direction, direction), eq(tickets.state, 1)));
}

// ---- Premium seats bought for a booked trip (decision 222) --------------------------------------

export type SeatPurchaseRow = typeof seatPurchases.$inferSelect;

/** Gives a seat if no one has it; whether it was given. */
export async function assignSeatIfFree(db: Db, row: typeof seatAssignments.$inferInsert): Promise<boolean> {
  const done = await db.insert(seatAssignments).values(row).onConflictDoNothing().returning({ code: seatAssignments.seatCode });
  return done.length > 0;
}

/** The seat purchases table as the charge routine reads it (decision 258). */
export const seatPurchaseLedger = chargeLedger<SeatPurchaseRow, string>(seatPurchases, seatPurchases.uuid, (row) => row.uuid);

export async function insertSeatPurchase(db: Db, row: typeof seatPurchases.$inferInsert): Promise<SeatPurchaseRow> {
  const [inserted] = await db.insert(seatPurchases).values(row).returning();
  return inserted;
}

export async function seatPurchaseByUuid(db: Db, uuid: string): Promise<SeatPurchaseRow | undefined> {
  const [row] = await db.select().from(seatPurchases).where(eq(seatPurchases.uuid, uuid));
  return row;
}

export async function updateSeatPurchase(db: Db, uuid: string, change: Partial<typeof seatPurchases.$inferInsert>): Promise<void> {
  await db.update(seatPurchases).set(change).where(eq(seatPurchases.uuid, uuid));
}

export async function passengerNamesOf(db: Db, reservationUuid: string) {
  return db
    .select({ idx: passengers.idx, firstName: passengers.firstName, lastName: passengers.lastName })
    .from(passengers)
    .where(eq(passengers.reservationUuid, reservationUuid));
}
