// The disruptions of departures (issue 31, decision 279): a departure cancelled or moved by a
// dispatcher, and what became of each booking on it. One outcome row per booking and direction,
// made in the dispatcher's transaction; the fan-out job mails each row once (its token's hash and
// `mailed_at` written with the mail, in one transaction), and the traveller's choice, an agent's
// or the settling sweep's moves a row from 'pending' once.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { trips } from './base.js';
import { reservations } from './reservations.js';

/** A departure cancelled or moved: who, why, and the time before and after. */
export const departureDisruptions = pgTable(
  'departure_disruptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id),
    kind: text('kind').$type<'canceled' | 'retimed'>().notNull(),
    reason: text('reason').notNull(),
    /** When the departure was to leave when it was disrupted, and (a new time) when it leaves now. */
    departsAtBefore: timestamp('departs_at_before', { withTimezone: true, mode: 'date' }).notNull(),
    departsAtAfter: timestamp('departs_at_after', { withTimezone: true, mode: 'date' }),
    /** `staff:<id>`. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('departure_disruptions_trip').on(t.tripId),
    // A departure is cancelled once.
    uniqueIndex('departure_disruptions_one_cancel')
      .on(t.tripId)
      .where(sql`${t.kind} = 'canceled'`),
    check('departure_disruptions_kind', sql`${t.kind} IN ('canceled', 'retimed')`),
    check('departure_disruptions_after', sql`(${t.kind} = 'retimed') = (${t.departsAtAfter} IS NOT NULL)`),
  ],
);

/**
 * What became of one booking's direction on a disrupted departure: 'pending' until the traveller
 * (or staff for them, or the settling sweep) chooses; 'rebooked' on the next departure,
 * 'refunded' in full, or 'kept' (a moved departure the traveller still takes).
 */
export const disruptionOutcomes = pgTable(
  'disruption_outcomes',
  {
    disruptionId: bigint('disruption_id', { mode: 'number' })
      .notNull()
      .references(() => departureDisruptions.id),
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid),
    direction: integer('direction').notNull(),
    /** The seats and wheelchair positions the ride had on the departure when it was disrupted. */
    seats: integer('seats').notNull(),
    wheelchairs: integer('wheelchairs').notNull().default(0),
    state: text('state').$type<'pending' | 'rebooked' | 'refunded' | 'kept'>().notNull().default('pending'),
    /** SHA-256 of the link's token (base64url), written with the mail that carries it. */
    tokenHash: text('token_hash'),
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    /** 'traveller', `staff:<id>`, or 'system' (the settling sweep). */
    chosenBy: text('chosen_by'),
    chosenAt: timestamp('chosen_at', { withTimezone: true, mode: 'date' }),
    /** Staff's words when they chose for the traveller. */
    reason: text('reason'),
    rebookedTripId: bigint('rebooked_trip_id', { mode: 'number' }).references(() => trips.id),
    refundId: bigint('refund_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.disruptionId, t.reservationUuid, t.direction] }),
    uniqueIndex('disruption_outcomes_token').on(t.tokenHash),
    index('disruption_outcomes_unmailed')
      .on(t.disruptionId)
      .where(sql`${t.mailedAt} IS NULL`),
    check('disruption_outcomes_state', sql`${t.state} IN ('pending', 'rebooked', 'refunded', 'kept')`),
    check('disruption_outcomes_direction', sql`${t.direction} IN (1, 2)`),
  ],
);
