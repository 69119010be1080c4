// The staff side's tables (issue 31): staff members and their sessions, apart from travellers'
// users and refresh tokens; which driver runs which departure; and the audit log every staff
// change writes. Audit rows are only ever added: a trigger of the migration refuses UPDATE,
// DELETE and TRUNCATE, so a change and who made it stay on record even for someone with the
// app's database rights.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { trips } from './base.js';

/** A member of staff (decision 276). A row without a password is waiting for its set-up link. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** Argon2id, as travellers' (accounts/passwords.ts); null until set up. */
    passwordHash: text('password_hash'),
    /** The TOTP secret (base32) once set up; `pendingTotpSecret` is the one the set-up page shows. */
    totpSecret: text('totp_secret'),
    pendingTotpSecret: text('pending_totp_secret'),
    /** The last 30-second step a code was taken in: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of the recovery codes not used yet. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    /** SHA-256 of the one-time set-up link's token, and when it stops working. */
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_email').on(t.email),
    uniqueIndex('staff_setup_token').on(t.setupTokenHash),
    check('staff_role', sql`${t.role} IN ('agent', 'dispatcher', 'driver', 'admin')`),
  ],
);

/** A staff session: the cookie holds a random token, the row its SHA-256 (decision 276). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The last call (kept to the minute): the session ends after 30 idle minutes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The session ends then whatever happens: 12 hours, a shift. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** The drivers a dispatcher assigned to a departure: they see its manifest and board it. */
export const departureDrivers = pgTable(
  'departure_drivers',
  {
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.staffId] }), index('departure_drivers_staff').on(t.staffId)],
);

/** Who did what to what, when, with the record before and after (audit/log.ts writes it). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `staff:<id>` for a staff member, `command:<name>` for a command run on the server. */
    actor: text('actor').notNull(),
    /** What was done, `<thing>.<verb>`: `staff.sign-in`, `departure.cancel`. */
    action: text('action').notNull(),
    /** What it was done to, `<kind>:<id>` (`trip:1234`, `reservation:<uuid>`); none for a sign-in. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Why, in the staff member's words (a cancellation's reason, a refund on a caller's behalf). */
    reason: text('reason'),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_actor').on(t.actor, t.at), index('audit_log_target').on(t.target, t.at)],
);

/**
 * The boarding screen's scans by the id the device made (decision 278): a scan queued offline and
 * sent twice finds its row and gets the same answer, so it boards once. The row is written before
 * the pass is checked, in the same transaction: a second send of the same scan waits on its key.
 */
export const boardingScans = pgTable(
  'boarding_scans',
  {
    scanId: uuid('scan_id').primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    scannedAt: timestamp('scanned_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The answer as sent (`{result, passenger}`); null only inside the transaction that answers it. */
    answer: jsonb('answer'),
  },
  (t) => [index('boarding_scans_trip').on(t.tripId, t.scannedAt)],
);

/**
 * The site's settings an admin edits in the console (decision 280): the spec's feature flags, the
 * home carousel's pictures and the bounds of one purchase of miles, one row each by name, its
 * value as JSON. Rows missing at start are added from FLAGS and the built-in defaults.
 */
export const siteSettings = pgTable('site_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
