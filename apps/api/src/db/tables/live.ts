// Where the running coaches are (issue 32, decision 283): the latest reading of each departure,
// from its driver's phone or the demo's simulator, and how far along its stops it was then. One
// row per departure: a reading replaces the row only when it is newer, so a reading sent twice or
// late never moves the coach back.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trips } from './base.js';

export const vehiclePositions = pgTable(
  'vehicle_positions',
  {
    tripId: bigint('trip_id', { mode: 'number' })
      .primaryKey()
      .references(() => trips.id),
    /** The reading's id (made on the phone, or the simulator's): a reading sent again is the same row. */
    readingId: uuid('reading_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Degrees clockwise from north; metres per second; the accuracy radius in metres. */
    bearing: doublePrecision('bearing'),
    speed: doublePrecision('speed'),
    accuracy: doublePrecision('accuracy'),
    /** When the phone took the reading, and when the server stored it (the app's clock). */
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    source: text('source').$type<'driver' | 'simulator'>().notNull(),
    /** `staff:<id>` of the member whose phone sent it; null for the simulator. */
    sharedBy: text('shared_by'),
    /** The index in the pattern of the last stop the coach has left (-1: not left the first). */
    lastStopIndex: integer('last_stop_index').notNull(),
    /** Seconds behind the timetable (negative: ahead) when the reading was taken. */
    delaySeconds: integer('delay_seconds').notNull(),
    /**
     * Taken from one sequence on every write: the event streams of every instance ask for the
     * rows changed since the last one they saw (decision 283), whatever the app's clock says.
     */
    version: bigserial('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('vehicle_positions_version').on(t.version),
    check('vehicle_positions_source', sql`${t.source} IN ('driver', 'simulator')`),
    check('vehicle_positions_lat_lon', sql`${t.lat} BETWEEN -90 AND 90 AND ${t.lon} BETWEEN -180 AND 180`),
  ],
);
