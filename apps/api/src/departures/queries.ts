// The SQL of the departures and their manifests (decision 277): the trips of a day with their
// vehicles, the drivers assigned to them, and what a manifest shows of a booking's passengers,
// tickets, seats and pickup details. The reservation rows themselves are read through
// reservations/reads.ts. Each function takes the database or a transaction first.

import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@landline/shared/staff';
import type { Db } from '../db/client.js';
import { departureDrivers, passengers, pickUpDetails, seatAssignments, staff, tickets, timetable, trips, vehicles } from '../db/schema.js';

const tripColumns = {
  id: trips.id,
  run: trips.timetableId,
  serviceId: timetable.serviceId,
  serviceDate: trips.serviceDate,
  departsAt: trips.departsAt,
  canceledAt: trips.canceledAt,
  vehicle: vehicles.name,
  capacity: trips.capacity,
  sold: trips.sold,
  held: trips.held,
  wheelchairCapacity: trips.wheelchairCapacity,
  wheelchairSold: trips.wheelchairSold,
  wheelchairHeld: trips.wheelchairHeld,
};

export type TripRow = Awaited<ReturnType<typeof tripById>> & {};

/** The trips of a local service date, in departure order. */
export async function tripsOn(db: Db, date: string) {
  return db
    .select(tripColumns)
    .from(trips)
    .innerJoin(timetable, eq(timetable.id, trips.timetableId))
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(eq(trips.serviceDate, date))
    .orderBy(asc(trips.departsAt), asc(trips.id));
}

export async function tripById(db: Db, id: number) {
  const [row] = await db
    .select(tripColumns)
    .from(trips)
    .innerJoin(timetable, eq(timetable.id, trips.timetableId))
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(eq(trips.id, id));
  return row;
}

/** The drivers of each trip of `tripIds`, by name. */
export async function driversOf(db: Db, tripIds: number[]) {
  if (!tripIds.length) return [];
  return db
    .select({ tripId: departureDrivers.tripId, id: staff.id, name: staff.name })
    .from(departureDrivers)
    .innerJoin(staff, eq(staff.id, departureDrivers.staffId))
    .where(inArray(departureDrivers.tripId, tripIds))
    .orderBy(asc(staff.name), asc(staff.id));
}

/** The trips among `tripIds` a member is assigned to. */
export async function assignedAmong(db: Db, staffId: string, tripIds: number[]): Promise<Set<number>> {
  if (!tripIds.length) return new Set();
  const rows = await db
    .select({ tripId: departureDrivers.tripId })
    .from(departureDrivers)
    .where(and(eq(departureDrivers.staffId, staffId), inArray(departureDrivers.tripId, tripIds)));
  return new Set(rows.map((r) => r.tripId));
}

/** Takes the departure's drivers for the transaction: two dispatchers' changes are made one after the other. */
export async function lockDrivers(db: Db, tripId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`departure-drivers:${tripId}`}))`);
}

/** Replaces the drivers of a trip. */
export async function replaceDrivers(db: Db, tripId: number, staffIds: string[], at: Date): Promise<void> {
  await db.delete(departureDrivers).where(eq(departureDrivers.tripId, tripId));
  if (staffIds.length) await db.insert(departureDrivers).values(staffIds.map((staffId) => ({ tripId, staffId, assignedAt: at })));
}

const activeDriver = and(
  eq(staff.role, 'driver' satisfies StaffRole),
  isNull(staff.disabledAt),
  isNotNull(staff.passwordHash),
  isNotNull(staff.totpSecret),
);

/** Active drivers (set up, not disabled), by name. */
export async function activeDrivers(db: Db) {
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(activeDriver)
    .orderBy(asc(staff.name), asc(staff.email));
}

/** The ids among `ids` that are active drivers. */
export async function activeDriverIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(inArray(staff.id, ids), activeDriver));
  return new Set(rows.map((r) => r.id));
}

// ---- A manifest's bookings ------------------------------------------------------------------

export async function passengersOf(db: Db, uuids: string[]) {
  if (!uuids.length) return [];
  return db
    .select()
    .from(passengers)
    .where(inArray(passengers.reservationUuid, uuids))
    .orderBy(asc(passengers.reservationUuid), asc(passengers.idx));
}

export async function ticketsOf(db: Db, uuids: string[]) {
  if (!uuids.length) return [];
  return db.select().from(tickets).where(inArray(tickets.reservationUuid, uuids));
}

/** The seats taken on a trip: reservation, passenger, seat. */
export async function seatsOnTrip(db: Db, tripId: number) {
  return db
    .select({ reservationUuid: seatAssignments.reservationUuid, passenger: seatAssignments.passenger, seat: seatAssignments.seatCode })
    .from(seatAssignments)
    .where(eq(seatAssignments.tripId, tripId));
}

export async function pickupsOf(db: Db, uuids: string[]) {
  if (!uuids.length) return [];
  return db.select().from(pickUpDetails).where(inArray(pickUpDetails.reservationUuid, uuids));
}
