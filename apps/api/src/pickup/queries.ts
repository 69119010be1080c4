// The SQL of the pickup details: the records themselves (the reservation they belong to is read
// through reservations/).
// Each function takes the database or a transaction first.

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pickUpDetails } from '../db/schema.js';

export type PickupRow = typeof pickUpDetails.$inferSelect;
export type NewPickupRow = typeof pickUpDetails.$inferInsert;

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
