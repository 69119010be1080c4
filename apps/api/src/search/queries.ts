// The SQL of search: stored searches and the seats left on trips. Each function takes the
// database or a transaction first.

import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { SearchParams } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { searches, trips } from '../db/schema.js';

/** Seats and wheelchair positions left per run and service date, for the dates given (trips not made yet are absent). */
export async function seatsLeftOn(db: Db, dates: string[]) {
  return db
    .select({
      run: trips.timetableId,
      date: trips.serviceDate,
      left: sql<number>`${trips.capacity} - ${trips.sold} - ${trips.held}`,
      wheelchairs: sql<number>`${trips.wheelchairCapacity} - ${trips.wheelchairSold} - ${trips.wheelchairHeld}`,
    })
    .from(trips)
    .where(inArray(trips.serviceDate, dates));
}

/** The seat figures of one trip (a run on a date), or undefined when it was not made yet. */
export async function tripSeats(db: Db, run: number, date: string) {
  const [trip] = await db
    .select({ capacity: trips.capacity, sold: trips.sold, held: trips.held })
    .from(trips)
    .where(and(eq(trips.timetableId, run), eq(trips.serviceDate, date)));
  return trip;
}

/** A stored search written after `since`. */
export async function storedSearch(db: Db, uuid: string, since: Date) {
  const [row] = await db
    .select()
    .from(searches)
    .where(and(eq(searches.uuid, uuid), gt(searches.createdAt, since)));
  return row;
}

/** Stores a search, or restarts its clock at `createdAt`. */
export async function upsertSearch(db: Db, uuid: string, params: SearchParams, createdAt: Date): Promise<void> {
  await db
    .insert(searches)
    .values({ uuid, params, createdAt })
    .onConflictDoUpdate({ target: searches.uuid, set: { createdAt: sql`excluded.created_at` } });
}

/** Deletes the searches written at or before `before`; returns their ids. */
export async function deleteSearchesBefore(db: Db, before: Date): Promise<string[]> {
  const gone = await db.delete(searches).where(lte(searches.createdAt, before)).returning({ uuid: searches.uuid });
  return gone.map((g) => g.uuid);
}
