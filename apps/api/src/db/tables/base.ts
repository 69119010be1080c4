// The tables every feature stands on (decision 263): the network and its timetable, the trips
// (runs on dates) with their seat counters, searches, partner-flight stock, members and their
// tokens, the outbox. None references a reservation.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** A place a vehicle stops at: a town stop or an airport (with terminals). */
export const stops = pgTable('stops', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  /** Groups the stops of one metro area ("Fort Collins (All airports, FTC)"). */
  cityCode: text('city_code').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  timeZone: text('time_zone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  isAirport: boolean('is_airport').notNull(),
  terminals: jsonb('terminals').$type<string[]>().notNull().default([]),
  address: text('address').notNull().default(''),
});

/** A vehicle type with its seat map (rows of seat codes, '' for an aisle gap). */
export const vehicles = pgTable('vehicles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  capacity: integer('capacity').notNull(),
  seatMap: jsonb('seat_map').$type<string[][]>().notNull(),
  /** Wheelchair positions (boarding by the lift), sold apart from the seats (decision 200). */
  wheelchairSpaces: integer('wheelchair_spaces').notNull().default(0),
});

/** A route pattern run by an operator: the ordered stops and fares of one direction. */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  operator: text('operator').notNull(),
  airline: text('airline').notNull(),
  serviceType: integer('service_type').notNull(),
  currency: text('currency').notNull(),
  fareAdult: integer('fare_adult').notNull(),
  fareChild: integer('fare_child').notNull(),
  fareInfant: integer('fare_infant').notNull(),
  vehicleId: integer('vehicle_id')
    .notNull()
    .references(() => vehicles.id),
});

/** The stops of a service in order, with minutes from the first stop's departure. */
export const serviceStops = pgTable(
  'service_stops',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    stopCode: text('stop_code')
      .notNull()
      .references(() => stops.code),
    arriveOffsetMin: integer('arrive_offset_min').notNull(),
    departOffsetMin: integer('depart_offset_min').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.seq] })],
);

/**
 * The timetable: one row per scheduled run, like the spec's flight records — valid from `eff`
 * to `dis` (inclusive) on the weekdays of `freq` ('1234567', '.' for a day off), leaving the
 * first stop at `dept` and reaching the last at `arr`. Intermediate stops are timed by the
 * service's stop offsets, scaled to the run's own duration.
 */
export const timetable = pgTable(
  'timetable',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    runNumber: text('run_number').notNull(),
    eff: date('eff', { mode: 'string' }).notNull(),
    dis: date('dis', { mode: 'string' }).notNull(),
    freq: text('freq').notNull(),
    dept: text('dept').notNull(),
    /** Arrival at the last stop (HHMM, local time of that stop; may fall on a later day). */
    arr: text('arr').notNull(),
  },
  (t) => [
    unique('timetable_run_period').on(t.serviceId, t.runNumber, t.eff),
    check('timetable_freq_format', sql`${t.freq} ~ '^[1.][2.][3.][4.][5.][6.][7.]$'`),
    check('timetable_dept_format', sql`${t.dept} ~ '^([01][0-9]|2[0-3])[0-5][0-9]$'`),
    check('timetable_arr_format', sql`${t.arr} ~ '^([01][0-9]|2[0-3])[0-5][0-9]$'`),
    check('timetable_period', sql`${t.eff} <= ${t.dis}`),
  ],
);

/**
 * A run on a date (materialised from the timetable), with its vehicle and seat inventory.
 * Every rider of an airport shuttle shares the leg to or from the airport, so inventory is kept
 * per trip: sold + held never exceeds capacity (docs/decisions/).
 */
export const trips = pgTable(
  'trips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    timetableId: integer('timetable_id')
      .notNull()
      .references(() => timetable.id),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    departsAt: timestamp('departs_at', { withTimezone: true, mode: 'date' }).notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    /** Wheelchair positions: the vehicle's, and those sold and held, like the seats. */
    wheelchairCapacity: integer('wheelchair_capacity').notNull().default(0),
    wheelchairSold: integer('wheelchair_sold').notNull().default(0),
    wheelchairHeld: integer('wheelchair_held').notNull().default(0),
    /** Set when a dispatcher cancels the departure (decision 279): nothing more is sold on it. */
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('trips_run_date').on(t.timetableId, t.serviceDate),
    index('trips_service_date').on(t.serviceDate),
    check('trips_inventory', sql`${t.sold} >= 0 AND ${t.held} >= 0 AND ${t.sold} + ${t.held} <= ${t.capacity}`),
    check(
      'trips_wheelchairs',
      sql`${t.wheelchairSold} >= 0 AND ${t.wheelchairHeld} >= 0 AND ${t.wheelchairSold} + ${t.wheelchairHeld} <= ${t.wheelchairCapacity}`,
    ),
  ],
);

/** A search as the traveller asked it; its id is derived from the parameters (decisions/). */
export const searches = pgTable(
  'searches',
  {
    uuid: uuid('uuid').primaryKey(),
    params: jsonb('params').notNull(),
    /** When the search was last asked for; rows older than a day are deleted (search/expiry.ts). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('searches_created_at').on(t.createdAt)],
);

/** Seats we sold on partner flights (the provider's own count of seats is generated). */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    flightNumber: text('flight_number').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    sold: integer('sold').notNull().default(0),
    /** Seats the provider offered for sale when we first sold one. */
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flightNumber, t.flightDate, t.origin, t.destination] }),
    check('flight_inventory_sold', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.capacity}`),
  ],
);

/** Partner flight bookings made through the default provider. */
export const flightBookings = pgTable('flight_bookings', {
  reference: text('reference').primaryKey(),
  legs: jsonb('legs').$type<{ number: string; date: string; from: string; to: string; fare: number }[]>().notNull(),
  seats: integer('seats').notNull(),
  status: text('status').$type<'confirmed' | 'canceled'>().notNull().default('confirmed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
});

// ---- Accounts --------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull().default(''),
    genderId: integer('gender_id'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phoneNumber: text('phone_number').notNull(),
    emergencyPhone: text('emergency_phone').notNull().default(''),
    knownTraveler: text('known_traveler').notNull().default(''),
    seatPreference: text('seat_preference').notNull().default(''),
    preferredAirport: text('preferred_airport').notNull().default(''),
    subscribeToNewsletter: boolean('subscribe_to_newsletter').notNull().default(true),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    referralCode: text('referral_code').notNull().unique(),
    referredBy: uuid('referred_by'),
    /** Store credit in cents. */
    storeCredits: integer('store_credits').notNull().default(0),
    loyaltyNumber: text('loyalty_number').notNull().unique(),
    walletPoints: integer('wallet_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_store_credits', sql`${t.storeCredits} >= 0`), check('users_wallet_points', sql`${t.walletPoints} >= 0`)],
);

/**
 * Refresh tokens, one row per token issued. A token works once (rotation); presenting a used
 * one again means it was stolen or replayed, and revokes its whole family (the login session).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

/** Activation and recovery codes: only their SHA-256 is stored; single use; expiring. */
export const oneTimeCodes = pgTable('one_time_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'activation' | 'recovery'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who brought whom; the $20 rewards are recorded when the referred rider's first paid trip is confirmed. */
export const referrals = pgTable('referrals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  referrerId: uuid('referrer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  referredId: uuid('referred_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  rewardCents: integer('reward_cents').notNull().default(0),
});

/** Transactional outbox: mail written in the same transaction as the change that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Files sent with the mail (the booking confirmation's calendar), content as text. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string; encoding?: 'base64' }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index('outbox_unsent').on(t.sentAt, t.id)],
);

/** Newsletter sign-ups with double opt-in; codes and tokens stored as SHA-256 only. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  audienceId: text('audience_id').notNull(),
  status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull(),
  confirmHash: text('confirm_hash'),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  unsubscribeHash: text('unsubscribe_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
