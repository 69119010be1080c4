// The SQL of disruptions (decision 279): the disruption and outcome rows, the departure and
// vehicle reads a dispatcher's change needs, and the seats taken on a departure. Reservations,
// their rides and the seat counters are read and written through reservations/.

import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departureDisruptions, disruptionOutcomes, trips, vehicles } from '../db/schema.js';

export type DisruptionRow = typeof departureDisruptions.$inferSelect;
export type OutcomeRow = typeof disruptionOutcomes.$inferSelect;
export type OutcomeKey = Pick<OutcomeRow, 'disruptionId' | 'reservationUuid' | 'direction'>;

/** A departure with its vehicle. */
export async function departureById(db: Db, tripId: number) {
  const [row] = await db
    .select({ trip: trips, vehicle: vehicles })
    .from(trips)
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(eq(trips.id, tripId));
  return row;
}

export async function vehicleById(db: Db, id: number) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

/** Every vehicle, smallest first: what a departure may be moved onto. */
export async function allVehicles(db: Db) {
  return db
    .select({ id: vehicles.id, name: vehicles.name, capacity: vehicles.capacity, wheelchairSpaces: vehicles.wheelchairSpaces })
    .from(vehicles)
    .orderBy(asc(vehicles.capacity), asc(vehicles.name));
}

export async function insertDisruption(db: Db, row: Omit<typeof departureDisruptions.$inferInsert, 'id'>): Promise<DisruptionRow> {
  const [inserted] = await db.insert(departureDisruptions).values(row).returning();
  return inserted;
}

export async function disruptionById(db: Db, id: number): Promise<DisruptionRow | undefined> {
  const [row] = await db.select().from(departureDisruptions).where(eq(departureDisruptions.id, id));
  return row;
}

/** The departure's latest disruption (a cancellation outlives any earlier new time). */
export async function latestDisruptionOf(db: Db, tripId: number): Promise<DisruptionRow | undefined> {
  const [row] = await db
    .select()
    .from(departureDisruptions)
    .where(eq(departureDisruptions.tripId, tripId))
    .orderBy(sql`${departureDisruptions.kind} = 'canceled' DESC`, desc(departureDisruptions.id))
    .limit(1);
  return row;
}

/** An outcome row per ride given; a ride that has one already keeps it (the fan-out may add late ones). */
export async function insertOutcomes(db: Db, rows: (typeof disruptionOutcomes.$inferInsert)[]): Promise<number> {
  if (!rows.length) return 0;
  const added = await db.insert(disruptionOutcomes).values(rows).onConflictDoNothing().returning({ id: disruptionOutcomes.disruptionId });
  return added.length;
}

const byKey = (key: OutcomeKey) =>
  and(
    eq(disruptionOutcomes.disruptionId, key.disruptionId),
    eq(disruptionOutcomes.reservationUuid, key.reservationUuid),
    eq(disruptionOutcomes.direction, key.direction),
  );

/** One outcome not mailed yet, its row locked (another worker's skipped), or undefined when all are mailed. */
export async function claimUnmailed(db: Db, disruptionId: number): Promise<OutcomeRow | undefined> {
  const [row] = await db
    .select()
    .from(disruptionOutcomes)
    .where(and(eq(disruptionOutcomes.disruptionId, disruptionId), isNull(disruptionOutcomes.mailedAt)))
    .orderBy(asc(disruptionOutcomes.createdAt), asc(disruptionOutcomes.reservationUuid))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function markMailed(db: Db, key: OutcomeKey, tokenHash: string, at: Date): Promise<void> {
  await db.update(disruptionOutcomes).set({ tokenHash, mailedAt: at }).where(byKey(key));
}

/** Disruptions with outcomes still to mail (a fan-out a crash stopped, or never sent). */
export async function disruptionsToMail(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: disruptionOutcomes.disruptionId })
    .from(disruptionOutcomes)
    .where(isNull(disruptionOutcomes.mailedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function outcomeByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ outcome: disruptionOutcomes, disruption: departureDisruptions })
    .from(disruptionOutcomes)
    .innerJoin(departureDisruptions, eq(departureDisruptions.id, disruptionOutcomes.disruptionId))
    .where(eq(disruptionOutcomes.tokenHash, tokenHash));
  return row;
}

/** The outcome, its row locked until the transaction ends (one choice at a time). */
export async function lockOutcome(db: Db, key: OutcomeKey): Promise<OutcomeRow | undefined> {
  const [row] = await db.select().from(disruptionOutcomes).where(byKey(key)).for('update');
  return row;
}

export async function outcomesOf(db: Db, disruptionId: number): Promise<OutcomeRow[]> {
  return db
    .select()
    .from(disruptionOutcomes)
    .where(eq(disruptionOutcomes.disruptionId, disruptionId))
    .orderBy(asc(disruptionOutcomes.createdAt), asc(disruptionOutcomes.reservationUuid));
}

export async function recordChoice(
  db: Db,
  key: OutcomeKey,
  choice: Pick<OutcomeRow, 'state' | 'chosenBy' | 'chosenAt' | 'reason' | 'rebookedTripId' | 'refundId'>,
): Promise<void> {
  await db
    .update(disruptionOutcomes)
    .set(choice)
    .where(and(byKey(key), eq(disruptionOutcomes.state, 'pending')));
}

/** Pending outcomes of cancelled departures to remind: mailed, not reminded, the departure within `beforeMs`, the notice `gapMs` old. */
export async function outcomesToRemind(db: Db, at: Date, beforeMs: number, gapMs: number, limit: number) {
  return db
    .select({ outcome: disruptionOutcomes, disruption: departureDisruptions })
    .from(disruptionOutcomes)
    .innerJoin(departureDisruptions, eq(departureDisruptions.id, disruptionOutcomes.disruptionId))
    .where(
      and(
        eq(disruptionOutcomes.state, 'pending'),
        eq(departureDisruptions.kind, 'canceled'),
        isNull(disruptionOutcomes.remindedAt),
        lte(disruptionOutcomes.mailedAt, new Date(at.getTime() - gapMs)),
        lte(departureDisruptions.departsAtBefore, new Date(at.getTime() + beforeMs)),
        sql`${departureDisruptions.departsAtBefore} > ${at.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
}

/** Marks a reminder sent; whether this call did (another worker may have been first). */
export async function markReminded(db: Db, key: OutcomeKey, at: Date): Promise<boolean> {
  const done = await db
    .update(disruptionOutcomes)
    .set({ remindedAt: at })
    .where(and(byKey(key), isNull(disruptionOutcomes.remindedAt), eq(disruptionOutcomes.state, 'pending')))
    .returning({ id: disruptionOutcomes.disruptionId });
  return done.length > 0;
}

/**
 * When a disruption's choice closes, in SQL: a cancelled departure's `closeAfterMs` after it was to
 * leave; a moved one's when it leaves (or was to, whichever is first).
 */
export const closesAtSql = (closeAfterMs: number) =>
  sql`CASE WHEN ${departureDisruptions.kind} = 'canceled'
        THEN ${departureDisruptions.departsAtBefore} + make_interval(secs => ${closeAfterMs / 1000})
        ELSE least(${departureDisruptions.departsAtBefore}, ${departureDisruptions.departsAtAfter}) END`;

/** Pending outcomes whose choice closed by `at`, the earliest closed first. */
export async function outcomesClosed(db: Db, at: Date, closeAfterMs: number, limit: number) {
  return db
    .select({ outcome: disruptionOutcomes, disruption: departureDisruptions })
    .from(disruptionOutcomes)
    .innerJoin(departureDisruptions, eq(departureDisruptions.id, disruptionOutcomes.disruptionId))
    .where(and(eq(disruptionOutcomes.state, 'pending'), sql`${closesAtSql(closeAfterMs)} <= ${at.toISOString()}::timestamptz`))
    .orderBy(asc(departureDisruptions.departsAtBefore), asc(disruptionOutcomes.reservationUuid))
    .limit(limit);
}

/** Departures' times by id. */
export async function departTimes(db: Db, ids: number[]): Promise<Map<number, Date>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: trips.id, departsAt: trips.departsAt }).from(trips).where(inArray(trips.id, ids));
  return new Map(rows.map((r) => [r.id, r.departsAt]));
}
