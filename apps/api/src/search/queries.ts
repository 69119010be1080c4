// The SQL of search: stored searches and the seats left on trips by date. Each function takes
// the database or a transaction first.

import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { SearchParams } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { compiled, dateArray, type Placeholders } from '../db/compiled.js';
import { searches, trips } from '../db/schema.js';

/** A trip's figures for search: [run (timetable row), seats left, wheelchair positions left]. */
export type TripFigures = [number, number, number];

const open = sql`${trips.canceledAt} IS NULL`;

/**
 * The figures' statement, built once (db/compiled.ts): the dates go as one array, so its text is
 * the same however many dates are asked for. drizzle built it anew on every new search's read
 * (docs/performance.md, "Issue 33, seventeenth session").
 */
const seatsLeftStatement = compiled((db, p: Placeholders<{ dates: string }>) =>
  db
    .select({
      date: sql<string>`${trips.serviceDate}::text`,
      // In the order of their run: the same figures read again are the same text (AvailabilityCache).
      trips: sql<string>`json_agg(json_build_array(
        ${trips.timetableId},
        CASE WHEN ${open} THEN ${trips.capacity} - ${trips.sold} - ${trips.held} ELSE 0 END,
        CASE WHEN ${open} THEN ${trips.wheelchairCapacity} - ${trips.wheelchairSold} - ${trips.wheelchairHeld} ELSE 0 END
      ) ORDER BY ${trips.timetableId})::text`,
    })
    .from(trips)
    .where(sql`${trips.serviceDate} = ANY(${p.dates}::date[])`)
    .groupBy(trips.serviceDate),
);

/**
 * Seats and wheelchair positions left on every trip of the given dates, one row per date: its
 * trips as one JSON array. A row per trip (~130 a day) cost ~5 ms of the server's CPU for four
 * dates on PGlite, nearly all of it decoding rows; one text per date is ~1 ms (docs/performance.md,
 * "Issue 33: new searches"). A cancelled departure (decision 279) has nothing left to sell.
 */
export async function seatsLeftByDate(db: Db, dates: string[]): Promise<{ date: string; trips: TripFigures[] }[]> {
  const rows = await seatsLeftStatement(db, { dates: dateArray(dates) });
  return rows.map((r) => ({ date: r.date, trips: JSON.parse(r.trips) as TripFigures[] }));
}

/** A stored search written after `since`. */
export async function storedSearch(db: Db, uuid: string, since: Date) {
  const [row] = await db
    .select()
    .from(searches)
    .where(and(eq(searches.uuid, uuid), gt(searches.createdAt, since)));
  return row;
}

/** Stores searches (each id once), or restarts their clocks at their `createdAt`. */
export async function upsertSearches(db: Db, rows: { uuid: string; params: SearchParams; createdAt: Date }[]): Promise<void> {
  await db
    .insert(searches)
    .values(rows)
    .onConflictDoUpdate({ target: searches.uuid, set: { createdAt: sql`excluded.created_at` } });
}

/** Deletes the searches written at or before `before`; returns their ids. */
export async function deleteSearchesBefore(db: Db, before: Date): Promise<string[]> {
  const gone = await db.delete(searches).where(lte(searches.createdAt, before)).returning({ uuid: searches.uuid });
  return gone.map((g) => g.uuid);
}
