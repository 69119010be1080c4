// The SQL of check-in and boarding (decision 217): a direction's tickets, checking them
// in and boarding one, each with a conditional update so a double click or two scanners change a
// row once; the seats and seat maps the check-in rule reads; where the boarding passes are mailed.
// Each function takes the database or a transaction first.

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passengers, payments, seatAssignments, tickets, trips, vehicles } from '../db/schema.js';
import { TICKET_STATES } from '@landline/shared/constants';

export type CheckInTicket = typeof tickets.$inferSelect;

/** The tickets of one direction of a booking, by passenger. */
export async function directionTickets(db: Db, reservationUuid: string, direction: number): Promise<CheckInTicket[]> {
  return db
    .select()
    .from(tickets)
    .where(and(eq(tickets.reservationUuid, reservationUuid), eq(tickets.direction, direction)))
    .orderBy(asc(tickets.passenger));
}

/**
 * Checks in every booked ticket of the direction not yet checked in, at `at`; the ids it changed.
 * The condition makes a second, concurrent call change nothing (it waits for the first's row
 * locks on PostgreSQL, then finds `checked_in_at` set).
 */
export async function checkInDirection(db: Db, reservationUuid: string, direction: number, at: Date): Promise<number[]> {
  const rows = await db
    .update(tickets)
    .set({ checkedInAt: at })
    .where(
      and(
        eq(tickets.reservationUuid, reservationUuid),
        eq(tickets.direction, direction),
        eq(tickets.state, TICKET_STATES.booked),
        isNull(tickets.checkedInAt),
      ),
    )
    .returning({ id: tickets.id });
  return rows.map((r) => r.id);
}

/** The seats of the booking's passengers on one trip: passenger index → seat code. */
export async function seatsOnTrip(db: Db, reservationUuid: string, tripId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ passenger: seatAssignments.passenger, seat: seatAssignments.seatCode })
    .from(seatAssignments)
    .where(and(eq(seatAssignments.reservationUuid, reservationUuid), eq(seatAssignments.tripId, tripId)));
  return new Map(rows.map((r) => [r.passenger, r.seat]));
}

/** How many seats the map of the trip's vehicle has (0: a vehicle whose seats are not chosen). */
export async function seatMapSize(db: Db, tripId: number): Promise<number> {
  const [row] = await db
    .select({ seatMap: vehicles.seatMap })
    .from(trips)
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(eq(trips.id, tripId));
  return row ? row.seatMap.flat().filter(Boolean).length : 0;
}

/** Where the booking's mail goes: the lead passenger's address, else the confirmed payment's. */
export async function leadAddress(db: Db, reservationUuid: string): Promise<string | null> {
  const [lead] = await db
    .select({ email: passengers.email })
    .from(passengers)
    .where(and(eq(passengers.reservationUuid, reservationUuid), eq(passengers.idx, 0)));
  if (lead?.email.trim()) return lead.email.trim();
  const [payment] = await db
    .select({ email: payments.email })
    .from(payments)
    .where(and(eq(payments.reservationUuid, reservationUuid), sql`${payments.state} = 'confirmed'`));
  return payment?.email.trim() || null;
}

/** Marks a booked ticket boarded at `at` unless it already is; whether this call did. */
export async function boardTicket(db: Db, ticketId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ boardedAt: at })
    .where(and(eq(tickets.id, ticketId), eq(tickets.state, TICKET_STATES.booked), isNull(tickets.boardedAt)))
    .returning({ id: tickets.id });
  return rows.length > 0;
}
