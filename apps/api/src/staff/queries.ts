// The SQL of staff accounts, their sessions and drivers' assignments. Each function takes the
// database or a transaction first; service.ts decides when to call them.

import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departureDrivers, staff, staffSessions } from '../db/schema.js';

export type Staff = typeof staff.$inferSelect;
export type NewStaff = typeof staff.$inferInsert;

export async function staffById(db: Db, id: string): Promise<Staff | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

export async function staffByEmail(db: Db, email: string): Promise<Staff | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  return row;
}

/** The member whose unexpired set-up link has this token hash. */
export async function staffBySetupToken(db: Db, tokenHash: string, now: Date): Promise<Staff | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.setupTokenHash, tokenHash), gt(staff.setupExpiresAt, now), isNull(staff.disabledAt)));
  return row;
}

export async function allStaff(db: Db): Promise<Staff[]> {
  return db.select().from(staff).orderBy(asc(staff.name), asc(staff.email));
}

/** Names of the staff among `ids` (the audit log's actors). */
export async function staffNames(db: Db, ids: string[]): Promise<Map<string, { name: string; email: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).where(inArray(staff.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

export async function insertStaff(db: Db, values: NewStaff): Promise<Staff> {
  const [row] = await db.insert(staff).values(values).returning();
  return row;
}

export async function updateStaff(db: Db, id: string, values: Partial<NewStaff>): Promise<Staff> {
  const [row] = await db.update(staff).set(values).where(eq(staff.id, id)).returning();
  return row;
}

const sqlStepBefore = (step: number) => sql`(${staff.totpLastStep} IS NULL OR ${staff.totpLastStep} < ${step})`;

/**
 * Takes a TOTP step for the member if it is later than the last one taken: false when another
 * request took this step (or a later one) first, so a code works once even on two instances.
 */
export async function takeTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const taken = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), sqlStepBefore(step)))
    .returning({ id: staff.id });
  return taken.length === 1;
}

/** Uses a recovery code: false when it is not (or no longer) among the member's. */
export async function takeRecoveryCode(db: Db, id: string, codeHash: string): Promise<boolean> {
  const taken = await db
    .update(staff)
    .set({ recoveryCodeHashes: sql`${staff.recoveryCodeHashes} - ${codeHash}::text` })
    .where(and(eq(staff.id, id), sql`${staff.recoveryCodeHashes} ? ${codeHash}::text`))
    .returning({ id: staff.id });
  return taken.length === 1;
}

// ---- Sessions ---------------------------------------------------------------------------------

export type StaffSession = typeof staffSessions.$inferSelect;

export async function insertSession(db: Db, values: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** A session that has not ended, with its member. */
export async function liveSession(db: Db, id: string): Promise<{ session: StaffSession; member: Staff } | undefined> {
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
  return row;
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
}

export async function endSession(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
}

/** Ends every session of a member (disabled, role changed). */
export async function endSessionsOf(db: Db, staffId: string, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}

// ---- Drivers' departures ----------------------------------------------------------------------

export async function isAssigned(db: Db, tripId: number, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ tripId: departureDrivers.tripId })
    .from(departureDrivers)
    .where(and(eq(departureDrivers.tripId, tripId), eq(departureDrivers.staffId, staffId)));
  return Boolean(row);
}
