// The SQL of the pickup details: the reservation they belong to, and the records themselves.
// Each function takes the database or a transaction first.

import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pickUpDetails, reservations } from '../db/schema.js';

export type PickupRow = typeof pickUpDetails.$inferSelect;
export type NewPickupRow = typeof pickUpDetails.$inferInsert;

const holdColumns = {
  uuid: reservations.uuid,
  state: reservations.state,
  heldUntil: reservations.heldUntil,
  departureToken: sql<string>`${reservations.departure}->>'bookingToken'`,
  returnToken: sql<string | null>`${reservations.return}->>'bookingToken'`,
};

/** The reservation's state and booking tokens. */
export async function holdOf(db: Db, uuid: string) {
  const [row] = await db.select(holdColumns).from(reservations).where(eq(reservations.uuid, uuid));
  return row;
}

/** The same, its row locked until the transaction ends (a hold cannot end while details are saved). */
export async function lockHold(db: Db, uuid: string) {
  const [row] = await db.select(holdColumns).from(reservations).where(eq(reservations.uuid, uuid)).for('update');
  return row;
}

/** Adds the records missing; one already there (another request made it) is left as it is. */
export async function insertMissing(db: Db, rows: NewPickupRow[]): Promise<void> {
  if (rows.length) await db.insert(pickUpDetails).values(rows).onConflictDoNothing();
}

export async function recordsOf(db: Db, reservationUuid: string): Promise<PickupRow[]> {
  return db.select().from(pickUpDetails).where(eq(pickUpDetails.reservationUuid, reservationUuid)).orderBy(asc(pickUpDetails.direction));
}

export async function recordById(db: Db, id: number): Promise<PickupRow | undefined> {
  const [row] = await db.select().from(pickUpDetails).where(eq(pickUpDetails.id, id));
  return row;
}

export async function updateRecord(
  db: Db,
  id: number,
  values: Pick<NewPickupRow, 'pickUpAddress' | 'dropOffAddress' | 'flight' | 'updatedAt'>,
): Promise<PickupRow> {
  const [row] = await db.update(pickUpDetails).set(values).where(eq(pickUpDetails.id, id)).returning();
  return row;
}
