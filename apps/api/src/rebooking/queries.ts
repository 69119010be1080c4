// The SQL of rebooking (decisions 279, 287): the departure a run makes on a date, its vehicle's
// seat map and the seats taken on it. The ride itself is moved by reservations/ (moveRide).

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { seatAssignments, trips, vehicles } from '../db/schema.js';

export type TripRow = typeof trips.$inferSelect;

/** A run's trip on a date, if it was made. */
export async function tripOfRun(db: Db, run: number, date: string): Promise<TripRow | undefined> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.timetableId, run), eq(trips.serviceDate, date)));
  return row;
}

/** The seat map of the vehicle a departure runs with. */
export async function seatMapOf(db: Db, tripId: number): Promise<string[][] | undefined> {
  const [row] = await db
    .select({ seatMap: vehicles.seatMap })
    .from(trips)
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(eq(trips.id, tripId));
  return row?.seatMap;
}

/** The seat codes taken on a departure. */
export async function takenSeats(db: Db, tripId: number): Promise<Set<string>> {
  const rows = await db.select({ code: seatAssignments.seatCode }).from(seatAssignments).where(eq(seatAssignments.tripId, tripId));
  return new Set(rows.map((r) => r.code));
}

/** A booking's seat choices on a departure, by passenger. */
export async function seatsOfOn(db: Db, reservationUuid: string, tripId: number) {
  return db
    .select({ passenger: seatAssignments.passenger, code: seatAssignments.seatCode })
    .from(seatAssignments)
    .where(and(eq(seatAssignments.reservationUuid, reservationUuid), eq(seatAssignments.tripId, tripId)))
    .orderBy(asc(seatAssignments.passenger));
}
