// The connection guarantee that watches the flight (decisions 286, 287): the flight-status
// sandbox's state, the last answer of the flight-status provider per flight, the moves the
// guarantee made and the claims agents settle. Several instances agree through these rows: a
// move is unique per ride and departure it leaves, a claim per ride, departure and kind.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { trips } from './base.js';
import { reservations } from './reservations.js';

/** What the sandbox was told about a flight (development only): a delay or a cancellation. */
export const flightStatusSandbox = pgTable(
  'flight_status_sandbox',
  {
    carrier: text('carrier').notNull(),
    number: text('number').notNull(),
    /** The flight's local departure date. */
    date: date('date', { mode: 'string' }).notNull(),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    cancelled: boolean('cancelled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.carrier, t.number, t.date] }),
    check('flight_status_sandbox_delay', sql`${t.delayMinutes} BETWEEN -120 AND 2880`),
  ],
);

/** The provider's last answer for a flight, and when it was asked (a flight is asked at most every few minutes). */
export const flightStatusAnswers = pgTable(
  'flight_status_answers',
  {
    carrier: text('carrier').notNull(),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.carrier, t.number, t.date] })],
);

/** A ride the guarantee moved to a later departure: once per ride and departure it left. */
export const guaranteeMoves = pgTable(
  'guarantee_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid),
    direction: integer('direction').notNull(),
    /** 'from_airport' (an inbound flight) or 'to_airport' (an outbound one). */
    way: text('way').$type<'from_airport' | 'to_airport'>().notNull(),
    /** The flight as the traveller reads it, e.g. UA123. */
    flight: text('flight').notNull(),
    fromTripId: bigint('from_trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id),
    toTripId: bigint('to_trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id),
    /** The new departure from the boarding stop (ISO instant), and its stop's time zone, for the notice. */
    departsAt: timestamp('departs_at', { withTimezone: true, mode: 'date' }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** The provider's answer the move was made on. */
    flightAnswer: jsonb('flight_answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('guarantee_moves_once').on(t.reservationUuid, t.direction, t.fromTripId),
    index('guarantee_moves_reservation').on(t.reservationUuid),
  ],
);

/** Something the guarantee could not fix by itself, for an agent to settle. */
export const guaranteeClaims = pgTable(
  'guarantee_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid),
    direction: integer('direction').notNull(),
    way: text('way').$type<'from_airport' | 'to_airport'>().notNull(),
    /** 'no_room' (no later departure with seats), 'flight_cancelled', 'late_to_airport'. */
    kind: text('kind').$type<'no_room' | 'flight_cancelled' | 'late_to_airport'>().notNull(),
    flight: text('flight').notNull(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id),
    /** What the guarantee saw: the flight's answer, the coach's times. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<'open' | 'settled'>().notNull().default('open'),
    settlement: text('settlement').$type<'rebooked_elsewhere' | 'goodwill_credit' | 'no_action'>(),
    /** A goodwill credit's amount (cents, the booking's currency). */
    amount: integer('amount'),
    settledBy: text('settled_by'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('guarantee_claims_once').on(t.reservationUuid, t.direction, t.tripId, t.kind),
    index('guarantee_claims_open')
      .on(t.createdAt)
      .where(sql`${t.state} = 'open'`),
    check('guarantee_claims_state', sql`${t.state} IN ('open', 'settled')`),
    check('guarantee_claims_kind', sql`${t.kind} IN ('no_room', 'flight_cancelled', 'late_to_airport')`),
    check('guarantee_claims_settled', sql`(${t.state} = 'settled') = (${t.settlement} IS NOT NULL)`),
    check('guarantee_claims_amount', sql`${t.amount} IS NULL OR ${t.amount} > 0`),
  ],
);
