// The staff side's tables (issue 31): the audit log every staff change writes. Rows are only
// ever added: a trigger of the migration refuses UPDATE, DELETE and TRUNCATE, so a change and
// who made it stay on record even for someone with the app's database rights.
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
