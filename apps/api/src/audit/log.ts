// audit/: the audit log every staff change writes (issue 31), on the floor because every staff
// feature (departures, bookings on a caller's behalf, vouchers, settings) writes to it. An entry
// is written in the caller's transaction: the change and its record commit together or not at
// all. The table refuses UPDATE, DELETE and TRUNCATE (migration 0021).

import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  /** `staff:<id>`, or `command:<name>` for a command run on the server. */
  actor: string;
  /** `<thing>.<verb>`: `staff.sign-in`, `departure.cancel`. */
  action: string;
  /** `<kind>:<id>`: `trip:1234`, `reservation:<uuid>`. */
  target?: string;
  /** The record as it was and as it became: only the fields the change is about. */
  before?: unknown;
  after?: unknown;
  reason?: string;
}

export interface AuditRecord extends AuditEntry {
  id: number;
  at: Date;
}

/** Adds an entry at `at`, inside the caller's transaction. */
export async function recordAudit(tx: Tx | Db, at: Date, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  /** From this instant (included) to `until` (excluded). */
  since?: Date;
  until?: Date;
  /** Entries older than this id: the next page after one ending with it. */
  beforeId?: number;
}

/** The newest entries first that match every given part of `filter`, `limit` at the most. */
export async function auditEntries(db: Db, filter: AuditFilter, limit = 100): Promise<AuditRecord[]> {
  const where: SQL[] = [];
  if (filter.actor) where.push(eq(auditLog.actor, filter.actor));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.target) where.push(eq(auditLog.target, filter.target));
  if (filter.since) where.push(gte(auditLog.at, filter.since));
  if (filter.until) where.push(lt(auditLog.at, filter.until));
  if (filter.beforeId !== undefined) where.push(lt(auditLog.id, filter.beforeId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    ...(row.target === null ? {} : { target: row.target }),
    ...(row.before === null ? {} : { before: row.before }),
    ...(row.after === null ? {} : { after: row.after }),
    ...(row.reason === null ? {} : { reason: row.reason }),
  }));
}
