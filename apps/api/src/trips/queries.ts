// The SQL of booked trips: what a booking's page shows (passengers, tickets, seats, payment); the
// bookings themselves and their rides are read through reservations/ (decision 257).

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carts, passengers, payments, seatAssignments, tickets, users } from '../db/schema.js';

export type { ReservationRow } from '../reservations/store.js';
export type TicketRow = typeof tickets.$inferSelect;
export type PassengerRow = typeof passengers.$inferSelect;

export async function passengersOf(db: Db, uuid: string): Promise<PassengerRow[]> {
  return db.select().from(passengers).where(eq(passengers.reservationUuid, uuid)).orderBy(asc(passengers.idx));
}

export async function ticketsOf(db: Db, uuid: string): Promise<TicketRow[]> {
  return db.select().from(tickets).where(eq(tickets.reservationUuid, uuid)).orderBy(asc(tickets.direction), asc(tickets.passenger));
}

export async function seatsOf(db: Db, uuid: string) {
  return db
    .select({ tripId: seatAssignments.tripId, passenger: seatAssignments.passenger, seat: seatAssignments.seatCode })
    .from(seatAssignments)
    .where(eq(seatAssignments.reservationUuid, uuid));
}

/** The confirmed payment of the booking's cart: what it cost and how it was paid. */
export async function paymentOf(db: Db, uuid: string) {
  const [row] = await db
    .select({ cartUuid: carts.uuid, currency: carts.currency, points: payments.points })
    .from(carts)
    .leftJoin(payments, and(eq(payments.cartUuid, carts.uuid), sql`${payments.state} = 'confirmed'`))
    .where(eq(carts.reservationUuid, uuid));
  return row;
}

/** A member's e-mail address. */
export async function memberEmailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
