// The SQL of seat selection: a reservation's rides with their vehicles' seat maps, the seats
// taken on them, and the assignments with their premium-seat cart lines. Each function takes
// the database or a transaction first.

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartItems, carts, reservations, reservationTrips, seatAssignments, tickets, timetable, trips, vehicles } from '../db/schema.js';

export async function reservationByPnr(db: Db, pnr: string) {
  const [row] = await db
    .select({
      uuid: reservations.uuid,
      pnr: reservations.pnr,
      state: reservations.state,
      adults: reservations.adults,
      children: reservations.children,
      departureToken: sql<string>`${reservations.departure}->>'bookingToken'`,
      returnToken: sql<string | null>`${reservations.return}->>'bookingToken'`,
    })
    .from(reservations)
    .where(eq(reservations.pnr, pnr));
  return row;
}

/** The reservation's rides in one direction, in trip order, with each vehicle's seat map. */
export async function ridesOf(db: Db, reservationUuid: string, direction: number) {
  return db
    .select({
      tripId: trips.id,
      run: trips.timetableId,
      date: trips.serviceDate,
      departsAt: trips.departsAt,
      capacity: trips.capacity,
      sold: trips.sold,
      held: trips.held,
      serviceId: timetable.serviceId,
      vehicle: vehicles.name,
      seatMap: vehicles.seatMap,
    })
    .from(reservationTrips)
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .innerJoin(timetable, eq(timetable.id, trips.timetableId))
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(and(eq(reservationTrips.reservationUuid, reservationUuid), eq(reservationTrips.direction, direction)))
    .orderBy(asc(trips.departsAt));
}

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
