// The SQL of search: stored searches (the seats left on trips are read through reservations/).
// Each function takes the database or a transaction first.

import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { SearchParams } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { searches } from '../db/schema.js';

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
