// The SQL of the boarding screen (decision 278): its scans by the id the device made, and whether
// a departure exists. Each function takes the database or a transaction first.

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { boardingScans, trips } from '../db/schema.js';

export type BoardingScanRow = typeof boardingScans.$inferSelect;

/**
 * Takes the scan's id for this transaction: false when a scan with this id was answered before.
 * On PostgreSQL a second send of the same scan made meanwhile waits here for the first to commit
 * (the key's lock), then finds it: the same scan is never checked twice at once.
 */
export async function takeScanId(db: Db, scan: { scanId: string; tripId: number; staffId: string; at: Date }): Promise<boolean> {
  const taken = await db
    .insert(boardingScans)
    .values({ scanId: scan.scanId, tripId: scan.tripId, staffId: scan.staffId, scannedAt: scan.at })
    .onConflictDoNothing({ target: boardingScans.scanId })
    .returning({ scanId: boardingScans.scanId });
  return taken.length === 1;
}

export async function scanById(db: Db, scanId: string): Promise<BoardingScanRow | undefined> {
  const [row] = await db.select().from(boardingScans).where(eq(boardingScans.scanId, scanId));
  return row;
}

/** Keeps the answer of a scan taken in this transaction. */
export async function keepScanAnswer(db: Db, scanId: string, answer: unknown): Promise<void> {
  await db.update(boardingScans).set({ answer }).where(eq(boardingScans.scanId, scanId));
}

export async function departureExists(db: Db, tripId: number): Promise<boolean> {
  const [row] = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId));
  return Boolean(row);
}
