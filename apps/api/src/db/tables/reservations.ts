// The tables of the reservations core (decisions 257, 263): a reservation and the seats it holds
// (then owns) on ground trips. Only reservations/ imports this file; the lint's import rules
// refuse any other importer. It lives in db/ (not in reservations/) because the tables that hang
// off a reservation reference it and reservations/ reads them: beside its code it made the one
// folder loop of the API.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trips, users } from './base.js';

/** A ground or flight leg of a reservation, as its booking token names it, with its price. */
export interface ReservedDirection {
  bookingToken: string;
  /** Whole party, cents: ground fares and air fares as re-priced when the hold was made. */
  landlinePrice: number;
  flightPrice: number;
  currency: string;
}

/**
 * A reservation: held seats on every leg of the chosen itinerary (decision 194), then confirmed
 * by payment. `held_until` moves with the heartbeat; an expired hold gives its seats back.
 */
export const reservations = pgTable(
  'reservations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    pnr: text('pnr').notNull().unique(),
    searchUuid: uuid('search_uuid').notNull(),
    state: text('state').$type<'held' | 'expired' | 'released' | 'confirmed' | 'canceled'>().notNull().default('held'),
    oneWay: boolean('one_way').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    departure: jsonb('departure').$type<ReservedDirection>().notNull(),
    return: jsonb('return').$type<ReservedDirection>(),
    userId: uuid('user_id').references(() => users.id),
    /** Who made the hold: the client's address and the session's member, if any (decision 233: held seats per holder). */
    holderClient: text('holder_client'),
    holderUserId: uuid('holder_user_id'),
    /**
     * The language of the pages it was booked on (issue 29): set by the hold, then by the payment
     * (the page it was paid on wins); its mails, boarding passes and calendar speak it.
     */
    language: text('language').$type<'en' | 'fr'>().notNull().default('en'),
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('reservations_held_until')
      .on(t.heldUntil)
      .where(sql`${t.state} = 'held'`),
    index('reservations_held_by_client')
      .on(t.holderClient)
      .where(sql`${t.state} = 'held'`),
    index('reservations_held_by_member')
      .on(t.holderUserId)
      .where(sql`${t.state} = 'held'`),
    check('reservations_state', sql`${t.state} IN ('held', 'expired', 'released', 'confirmed', 'canceled')`),
    check('reservations_pnr', sql`${t.pnr} ~ '^[A-Z0-9]{6}$'`),
    check('reservations_language', sql`${t.language} IN ('en', 'fr')`),
    check('reservations_party', sql`${t.adults} >= 1 AND ${t.children} >= 0 AND ${t.infants} >= 0`),
  ],
);

/** Seats a reservation holds (then owns) on a ground trip; direction 1 depart, 2 return. */
export const reservationTrips = pgTable(
  'reservation_trips',
  {
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid, { onDelete: 'cascade' }),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id),
    direction: integer('direction').notNull(),
    seats: integer('seats').notNull(),
    /** Wheelchair positions held (the passengers who board by the lift). */
    wheelchairs: integer('wheelchairs').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.reservationUuid, t.tripId, t.direction] }),
    index('reservation_trips_trip').on(t.tripId),
    // 0 once every passenger of the direction is cancelled (issue 15): the row keeps the trip it was.
    check('reservation_trips_seats', sql`${t.seats} >= 0`),
  ],
);
