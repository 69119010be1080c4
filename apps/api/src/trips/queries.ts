// The SQL of booked trips: a member's bookings by when they leave, one booking by its
// reference, and what its page shows (passengers, tickets, ground trips, seats, payment).

import { and, asc, desc, eq, gt, inArray, lte, max, min, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carts, passengers, payments, refunds, reservations, reservationTrips, seatAssignments, tickets, trips } from '../db/schema.js';

export type ReservationRow = typeof reservations.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type PassengerRow = typeof passengers.$inferSelect;

/** States a booking has once paid: what My Trips and the lookup show. */
const BOOKED = ['confirmed', 'canceled'] as const;

/**
 * A page of a member's booked trips: upcoming (the last coach not yet left at `at`, soonest
 * first) or past (newest first). Trips without ground legs are placed by when they were booked.
 */
export async function memberTrips(db: Db, userId: string, which: 'upcoming' | 'past', at: Date, limit: number, offset: number) {
  const first = min(trips.departsAt);
  const last = max(trips.departsAt);
  return db
    .select({ reservation: reservations })
    .from(reservations)
    .innerJoin(reservationTrips, eq(reservationTrips.reservationUuid, reservations.uuid))
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .where(and(eq(reservations.userId, userId), inArray(reservations.state, [...BOOKED])))
    .groupBy(reservations.uuid)
    .having(which === 'upcoming' ? gt(last, at) : lte(last, at))
    .orderBy(which === 'upcoming' ? asc(first) : desc(first), asc(reservations.pnr))
    .limit(limit)
    .offset(offset);
}

export async function bookedByPnr(db: Db, pnr: string): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.pnr, pnr), inArray(reservations.state, [...BOOKED])));
  return row;
}

/** The uuid of the reservation `pnr` not yet booked (held, or ended unpaid) whose cart is `cartUuid`. */
export async function unbookedByPnrAndCart(db: Db, pnr: string, cartUuid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ uuid: reservations.uuid })
    .from(reservations)
    .innerJoin(carts, eq(carts.reservationUuid, reservations.uuid))
    .where(and(eq(reservations.pnr, pnr), eq(carts.uuid, cartUuid), notInArray(reservations.state, [...BOOKED])));
  return row?.uuid;
}

export async function passengersOf(db: Db, uuid: string): Promise<PassengerRow[]> {
  return db.select().from(passengers).where(eq(passengers.reservationUuid, uuid)).orderBy(asc(passengers.idx));
}

export async function ticketsOf(db: Db, uuid: string): Promise<TicketRow[]> {
  return db.select().from(tickets).where(eq(tickets.reservationUuid, uuid)).orderBy(asc(tickets.direction), asc(tickets.passenger));
}

/** The booking's ground trips by direction, in the order they leave. */
export async function groundTripsOf(db: Db, uuid: string) {
  return db
    .select({
      tripId: trips.id,
      direction: reservationTrips.direction,
      run: trips.timetableId,
      date: trips.serviceDate,
      departsAt: trips.departsAt,
    })
    .from(reservationTrips)
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .where(eq(reservationTrips.reservationUuid, uuid))
    .orderBy(asc(trips.departsAt));
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

/** The bookings that replaced parts of this one (edits, decision 221): the part (null: all) and the new reference. */
export async function replacementsOf(db: Db, uuid: string): Promise<{ segment: number | null; pnr: string }[]> {
  return db
    .select({ segment: refunds.segment, pnr: reservations.pnr })
    .from(refunds)
    .innerJoin(carts, eq(carts.uuid, refunds.exchangeCartUuid))
    .innerJoin(reservations, eq(reservations.uuid, carts.reservationUuid))
    .where(eq(refunds.reservationUuid, uuid))
    .orderBy(asc(refunds.id));
}
