// The SQL of the live side (decision 283): the departures of a few days with their run, the latest
// position of each, and the one conditional write that keeps a position only when it is newer.
// Each function takes the database or a transaction first.

import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { trips, vehiclePositions } from '../db/schema.js';

const tripColumns = {
  id: trips.id,
  run: trips.timetableId,
  serviceDate: trips.serviceDate,
  departsAt: trips.departsAt,
  canceledAt: trips.canceledAt,
};

export type LiveTripRow = Awaited<ReturnType<typeof liveTrip>> & {};

export async function liveTrip(db: Db, id: number) {
  const [row] = await db.select(tripColumns).from(trips).where(eq(trips.id, id));
  return row;
}

/** The trips of the service dates `dates`, in departure order. */
export async function tripsOfDates(db: Db, dates: string[]) {
  if (!dates.length) return [];
  return db
    .select(tripColumns)
    .from(trips)
    .where(inArray(trips.serviceDate, dates))
    .orderBy(asc(trips.departsAt), asc(trips.id));
}

export type PositionRow = typeof vehiclePositions.$inferSelect;

export async function positionsOf(db: Db, tripIds: number[]): Promise<PositionRow[]> {
  if (!tripIds.length) return [];
  return db.select().from(vehiclePositions).where(inArray(vehiclePositions.tripId, tripIds));
}

export async function positionOf(db: Db, tripId: number): Promise<PositionRow | undefined> {
  const [row] = await db.select().from(vehiclePositions).where(eq(vehiclePositions.tripId, tripId));
  return row;
}

/** The same row held for the transaction: two phones of one departure write one after the other. */
export async function lockPosition(db: Db, tripId: number): Promise<PositionRow | undefined> {
  const [row] = await db.select().from(vehiclePositions).where(eq(vehiclePositions.tripId, tripId)).for('update');
  return row;
}

export type NewPosition = Omit<typeof vehiclePositions.$inferInsert, 'version'>;

/**
 * Keeps `row` as the departure's position when it is newer than the one stored; a simulated one
 * never replaces a driver's received since `driverQuietSince`, and a driver's always replaces a
 * simulated one. Answers whether it was kept.
 */
export async function keepPosition(db: Db, row: NewPosition, driverQuietSince: Date): Promise<boolean> {
  const kept = await db
    .insert(vehiclePositions)
    .values(row)
    .onConflictDoUpdate({
      target: vehiclePositions.tripId,
      set: {
        readingId: sql`excluded.reading_id`,
        lat: sql`excluded.lat`,
        lon: sql`excluded.lon`,
        bearing: sql`excluded.bearing`,
        speed: sql`excluded.speed`,
        accuracy: sql`excluded.accuracy`,
        recordedAt: sql`excluded.recorded_at`,
        receivedAt: sql`excluded.received_at`,
        source: sql`excluded.source`,
        sharedBy: sql`excluded.shared_by`,
        lastStopIndex: sql`excluded.last_stop_index`,
        delaySeconds: sql`excluded.delay_seconds`,
        version: sql`nextval(pg_get_serial_sequence('vehicle_positions', 'version'))`,
      },
      where: sql`(excluded.source = 'driver' AND ${vehiclePositions.source} = 'simulator')
        OR (${vehiclePositions.recordedAt} < excluded.recorded_at
          AND (excluded.source = 'driver' OR ${vehiclePositions.source} = 'simulator' OR ${vehiclePositions.receivedAt} < ${driverQuietSince.toISOString()}::timestamptz))`,
    })
    .returning({ tripId: vehiclePositions.tripId });
  return kept.length > 0;
}

/** The positions written since `version` (every instance's), oldest first. */
export async function positionsSince(db: Db, version: number, limit = 500) {
  return db
    .select({ tripId: vehiclePositions.tripId, version: vehiclePositions.version })
    .from(vehiclePositions)
    .where(gt(vehiclePositions.version, version))
    .orderBy(asc(vehiclePositions.version))
    .limit(limit);
}

/** The highest version written so far (0 when none). */
export async function latestVersion(db: Db): Promise<number> {
  const [row] = await db.select({ v: sql<string | null>`max(${vehiclePositions.version})` }).from(vehiclePositions);
  return Number(row?.v ?? 0);
}
