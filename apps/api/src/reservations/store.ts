// The one writer of reservations, their rides and the seat inventory of trips (decision 257).
// Every function runs in the caller's transaction (the db or tx it is given): a hold, a payment,
// a cancellation or an edit commits its own rows and these changes together, or none of them.
// Seat counters move only by conditional updates, trip rows in id order (decisions 194, 200).

import { and, asc, eq, inArray, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { HOLD_MESSAGES as H } from '@landline/shared/messages';
import type { Db } from '../db/client.js';
import { compiled, compiledSql, type Placeholders } from '../db/compiled.js';
import { passengers, reservationFlights, seatAssignments, tickets, trips } from '../db/schema.js';
import { ConflictError, TooManyRequestsError } from '../http/errors.js';
import { assertTransition } from './machine.js';
import { reservations, reservationTrips } from '../db/tables/reservations.js';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type { ReservedDirection } from '../db/tables/reservations.js';

// ---- Reading and locking one reservation ------------------------------------------------------

const reservationOfUuid = compiled((db, p: Placeholders<{ uuid: string }>) =>
  db.select().from(reservations).where(eq(reservations.uuid, p.uuid)),
);

export async function reservationByUuid(db: Db, uuid: string): Promise<ReservationRow | undefined> {
  const [row] = await reservationOfUuid(db, { uuid });
  return row;
}

const reservationLocked = compiled((db, p: Placeholders<{ uuid: string }>) =>
  db.select().from(reservations).where(eq(reservations.uuid, p.uuid)).for('update'),
);

/**
 * The reservation, its row locked until the transaction ends. Every change of a reservation takes
 * this lock first (the heartbeat, the expiry, a cart change, a payment, a cancellation), so those
 * changes see each other and a hold cannot end half-way through one.
 */
export async function lockReservation(db: Db, uuid: string): Promise<ReservationRow | undefined> {
  const [row] = await reservationLocked(db, { uuid });
  return row;
}

/**
 * lockReservation, with the count of its passengers read in the same statement (a checkout refuses
 * a booking without them; one statement fewer under the lock, decision 308). The count is as of the
 * statement's start: on PostgreSQL, passengers saved by a transaction this lock waited for are not
 * counted, and the checkout is refused as if they were not saved yet (the traveller's retry counts them).
 */
export async function lockReservationCountingPassengers(
  db: Db,
  uuid: string,
): Promise<{ reservation: ReservationRow; passengers: number } | undefined> {
  const [row] = await reservationLockedWithPassengers(db, { uuid });
  return row;
}

const reservationLockedWithPassengers = compiled((db, p: Placeholders<{ uuid: string }>) =>
  db
    .select({
      reservation: reservations,
      passengers: sql<number>`(SELECT count(*) FROM ${passengers} WHERE ${passengers.reservationUuid} = ${reservations.uuid})`.mapWith(
        Number,
      ),
    })
    .from(reservations)
    .where(eq(reservations.uuid, p.uuid))
    .for('update', { of: reservations }),
);

// ---- Holding ----------------------------------------------------------------------------------

/** A new hold (state 'held', the column's default): the reservation, the rides it holds seats on, its cart and the cart's ticket lines. */
export interface NewHold {
  reservation: NewReservation & { uuid: string };
  trips: { tripId: number; direction: number; seats: number }[];
  cart: { uuid: string; currency: string; createdAt: Date };
  items: { category: string; name: string; price: number; quantity: number; directionType: string }[];
  /**
   * The holders whose seats in live holds (at `at`), this hold's included, may not pass `most`
   * (decision 233); absent, none is counted. Where transactions run side by side the caller has
   * locked each of them (lockHolders) in an earlier statement of its transaction, so that this
   * statement's snapshot sees every hold of theirs that committed before.
   */
  counted?: { client: string | null; userId: string | null; most: number; at: Date };
}

/**
 * Makes a hold in one statement: the holders' limits, then the seats off every trip, then the
 * reservation, its rides, its cart and the cart's lines. A holder past the limit refuses it as too
 * many held, a trip without the seats as sold out; either way nothing is written. Returns the cart
 * items' ids.
 *
 * The trips are locked in id order, the order every writer of seats locks them in, before a seat
 * moves; the conditional update under those locks (and the CHECK on trips) means parallel holds of
 * one departure never oversell, whichever instance runs them. The rows stay locked until the
 * commit: holds of one departure queue on the row. One statement, one round trip: a hold is the
 * busiest write of a sale (bench/hold), and on its own it needs no BEGIN and COMMIT (decision 313).
 * Its text is made once (decision 312).
 *
 * The commit does not wait for the disk: on a hot departure every hold queues on one trip row's
 * lock until its commit, so the flush bounds the rate (~4 ms each here). A crash may then lose the
 * last holds, each whole (its seats with it), and their heartbeat sends the travellers back to
 * search; payments never take this path (decision 194).
 */
export async function hold(db: Db, held: NewHold): Promise<number[]> {
  const r = held.reservation;
  const counted = held.counted;
  const result = await (counted ? holdCounting : holdNotCounting)(db, {
    uuid: r.uuid,
    pnr: r.pnr,
    searchUuid: r.searchUuid,
    oneWay: r.oneWay,
    adults: r.adults,
    children: r.children,
    infants: r.infants,
    departure: JSON.stringify(r.departure),
    return: r.return ? JSON.stringify(r.return) : null,
    holderClient: r.holderClient ?? null,
    holderUserId: r.holderUserId ?? null,
    language: r.language ?? 'en',
    heldUntil: r.heldUntil.toISOString(),
    createdAt: (r.createdAt as Date).toISOString(),
    trips: JSON.stringify(held.trips.map((h) => ({ trip_id: h.tripId, direction: h.direction, seats: h.seats }))),
    tripIds: `{${held.trips.map((h) => h.tripId).join(',')}}`,
    cartUuid: held.cart.uuid,
    currency: held.cart.currency,
    cartCreatedAt: held.cart.createdAt.toISOString(),
    items: JSON.stringify(
      held.items.map((i) => ({
        category: i.category,
        name: i.name,
        price: i.price,
        quantity: i.quantity,
        direction_type: i.directionType,
      })),
    ),
    countedClient: counted?.client ?? '',
    countedUserId: counted?.userId ?? NO_MEMBER,
    most: counted?.most ?? 0,
    at: (counted?.at ?? new Date(0)).toISOString(),
  });
  const rows = rowsOf<{ verdict: 'held' | 'too_many_held' | 'sold_out'; id: number | string | null }>(result);
  const verdict = rows[0]?.verdict;
  if (verdict === 'too_many_held') throw new TooManyRequestsError(H.tooManyHeld);
  if (verdict !== 'held') throw new ConflictError(H.soldOut, 'sold_out');
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The member of a hold made without one: no member's id. */
const NO_MEMBER = '00000000-0000-0000-0000-000000000000';

/** The values of the hold's statement. */
type HoldValues = {
  uuid: string;
  pnr: string;
  searchUuid: string;
  oneWay: boolean;
  adults: number;
  children: number;
  infants: number;
  departure: string;
  return: string | null;
  holderClient: string | null;
  holderUserId: string | null;
  language: string;
  heldUntil: string;
  createdAt: string;
  trips: string;
  /** The same trips' ids as an array literal: the trips are found by their primary key. */
  tripIds: string;
  cartUuid: string;
  currency: string;
  cartCreatedAt: string;
  items: string;
  countedClient: string;
  countedUserId: string;
  most: number;
  at: string;
};

/** Refuses the hold where the client's or the member's seats in live holds, with this hold's, pass the most. */
const tooManyHeld = (p: Placeholders<HoldValues>) => sql`
  WHEN (SELECT coalesce(sum(adults + children), 0) FROM reservations
         WHERE holder_client = ${p.countedClient} AND state = 'held' AND held_until > ${p.at}::timestamptz)
       + ${p.adults}::int + ${p.children}::int > ${p.most}::int
    OR (SELECT coalesce(sum(adults + children), 0) FROM reservations
         WHERE holder_user_id = ${p.countedUserId}::uuid AND state = 'held' AND held_until > ${p.at}::timestamptz)
       + ${p.adults}::int + ${p.children}::int > ${p.most}::int
  THEN 'too_many_held'`;

/**
 * The hold's statement, with or without counting its holders' seats. Two texts, so that neither
 * depends on a value being null: Postgres would fold such a test away in a plan made for the
 * values, find that plan cheaper than the one made once for any, and plan the statement again on
 * every run (a plan of this size costs more than running it). A holder that is not there is
 * written as one that holds nothing (an empty client, the nil member).
 */
const holdStatement = (counting: boolean) =>
  compiledSql(
    (p: Placeholders<HoldValues>) => sql`
    WITH s AS (
      SELECT set_config('synchronous_commit', 'off', true)
    ),
    wanted AS (
      SELECT x.trip_id, sum(x.seats)::int AS seats
        FROM jsonb_to_recordset(${p.trips}::jsonb) AS x(trip_id bigint, direction int, seats int)
       GROUP BY x.trip_id
    ),
    locked AS (
      SELECT id, sold, held, capacity, canceled_at
        FROM trips
       WHERE id = ANY((SELECT ${p.tripIds}::bigint[])::bigint[])
       ORDER BY id
         FOR NO KEY UPDATE
    ),
    verdict AS (
      SELECT CASE
               ${counting ? tooManyHeld(p) : sql``}
               WHEN (SELECT count(*) FROM locked l JOIN wanted w ON w.trip_id = l.id
                      WHERE l.canceled_at IS NULL AND l.sold + l.held + w.seats <= l.capacity)
                    = (SELECT count(*) FROM wanted)
                 THEN 'held'
               ELSE 'sold_out'
             END AS verdict
    ),
    seats AS (
      UPDATE trips SET held = trips.held + w.seats
        FROM wanted w
       WHERE trips.id = ANY((SELECT ${p.tripIds}::bigint[])::bigint[]) AND trips.id = w.trip_id AND (SELECT verdict FROM verdict) = 'held'
    ),
    r AS (
      INSERT INTO reservations (uuid, pnr, search_uuid, one_way, adults, children, infants, departure, return,
                                holder_client, holder_user_id, language, held_until, created_at)
      SELECT ${p.uuid}::uuid, ${p.pnr}::text, ${p.searchUuid}::uuid, ${p.oneWay}::boolean, ${p.adults}::int, ${p.children}::int,
             ${p.infants}::int, ${p.departure}::jsonb, ${p.return}::jsonb, ${p.holderClient}::text, ${p.holderUserId}::uuid, ${p.language}::text,
             ${p.heldUntil}::timestamptz, ${p.createdAt}::timestamptz
       WHERE (SELECT verdict FROM verdict) = 'held'
    ),
    t AS (
      INSERT INTO reservation_trips (reservation_uuid, trip_id, direction, seats)
      SELECT ${p.uuid}::uuid, x.trip_id, x.direction, x.seats
        FROM jsonb_to_recordset(${p.trips}::jsonb) AS x(trip_id bigint, direction int, seats int)
       WHERE (SELECT verdict FROM verdict) = 'held'
    ),
    c AS (
      INSERT INTO carts (uuid, reservation_uuid, currency, created_at)
      SELECT ${p.cartUuid}::uuid, ${p.uuid}::uuid, ${p.currency}::text, ${p.cartCreatedAt}::timestamptz
       WHERE (SELECT verdict FROM verdict) = 'held'
    ),
    i AS (
      INSERT INTO cart_items (cart_uuid, category, name, price, quantity, direction_type)
      SELECT ${p.cartUuid}::uuid, x.e->>'category', x.e->>'name', (x.e->>'price')::int, (x.e->>'quantity')::int, x.e->>'direction_type'
        FROM jsonb_array_elements(${p.items}::jsonb) WITH ORDINALITY AS x(e, n)
       WHERE (SELECT verdict FROM verdict) = 'held'
       ORDER BY x.n
      RETURNING id
    )
    SELECT v.verdict, i.id FROM verdict v CROSS JOIN s LEFT JOIN i ON true`,
    counting ? 'hold_counting' : 'hold',
  );
const holdCounting = holdStatement(true);
const holdNotCounting = holdStatement(false);

/** The rows of a raw statement, whichever driver answered it (PGlite and node-postgres wrap them alike, drizzle's types say otherwise). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** The ground trips a reservation holds, in trip-id order (the order every hold locks them in). */
export async function heldRides(db: Db, reservationUuid: string) {
  return db
    .select()
    .from(reservationTrips)
    .where(eq(reservationTrips.reservationUuid, reservationUuid))
    .orderBy(asc(reservationTrips.tripId), asc(reservationTrips.direction));
}

/**
 * Moves the wheelchair positions a reservation holds on a trip by `delta` (more or fewer); an
 * increase only when the positions are there, like seats. Whether it moved.
 */
export async function moveWheelchairs(db: Db, reservationUuid: string, tripId: number, direction: number, delta: number): Promise<boolean> {
  if (delta === 0) return true;
  const moved = await db
    .update(trips)
    .set({ wheelchairHeld: sql`${trips.wheelchairHeld} + ${delta}` })
    .where(and(eq(trips.id, tripId), sql`${trips.wheelchairSold} + ${trips.wheelchairHeld} + ${delta} <= ${trips.wheelchairCapacity}`))
    .returning({ id: trips.id });
  if (!moved.length) return false;
  await db
    .update(reservationTrips)
    .set({ wheelchairs: sql`${reservationTrips.wheelchairs} + ${delta}` })
    .where(
      and(
        eq(reservationTrips.reservationUuid, reservationUuid),
        eq(reservationTrips.tripId, tripId),
        eq(reservationTrips.direction, direction),
      ),
    );
  return true;
}

/** The heartbeat: the hold lasts until `heldUntil`. */
export async function extend(db: Db, uuid: string, heldUntil: Date): Promise<void> {
  await db.update(reservations).set({ heldUntil }).where(eq(reservations.uuid, uuid));
}

/** Keeps a held reservation's seats at least until `until` (while its card is charged). */
export async function extendAtLeastUntil(db: Db, uuid: string, until: Date): Promise<void> {
  await heldUntilExtended(db, { uuid, until: until.toISOString() });
}

const heldUntilExtended = compiled((db, p: Placeholders<{ uuid: string; until: string }>) =>
  db
    .update(reservations)
    .set({ heldUntil: sql`greatest(${reservations.heldUntil}, ${p.until}::timestamptz)` })
    .where(and(eq(reservations.uuid, p.uuid), eq(reservations.state, 'held'))),
);

/** Holds whose time has passed at `at`, oldest first. */
export async function expiredHolds(db: Db, at: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ uuid: reservations.uuid })
    .from(reservations)
    .where(and(eq(reservations.state, 'held'), lte(reservations.heldUntil, at)))
    .orderBy(asc(reservations.heldUntil))
    .limit(limit);
  return rows.map((r) => r.uuid);
}

/**
 * Ends a hold (state 'expired' or 'released') and gives its ground seats back; returns its
 * partner-flight references for the provider to cancel, or null when it was no longer held. Only
 * a hold still 'held' moves, so two sweepers (or a sweeper and a heartbeat) never give seats back twice.
 */
export async function release(db: Db, uuid: string, state: 'expired' | 'released'): Promise<string[] | null> {
  assertTransition('held', state);
  const ended = await db
    .update(reservations)
    .set({ state })
    .where(and(eq(reservations.uuid, uuid), eq(reservations.state, 'held')))
    .returning({ uuid: reservations.uuid });
  if (!ended.length) return null;
  await db.delete(seatAssignments).where(eq(seatAssignments.reservationUuid, uuid));
  const held = await ridesInTripOrder(db, uuid);
  for (const h of held) {
    await db
      .update(trips)
      .set({ held: sql`${trips.held} - ${h.seats}`, wheelchairHeld: sql`${trips.wheelchairHeld} - ${h.wheelchairs}` })
      .where(eq(trips.id, h.tripId));
  }
  const flights = await db
    .select({ reference: reservationFlights.reference })
    .from(reservationFlights)
    .where(eq(reservationFlights.reservationUuid, uuid));
  return flights.map((f) => f.reference);
}

/** A reservation's rides with the seats and wheelchair positions each holds, in trip id order (the lock order). */
async function ridesInTripOrder(db: Db, uuid: string) {
  return db
    .select({ tripId: reservationTrips.tripId, seats: reservationTrips.seats, wheelchairs: reservationTrips.wheelchairs })
    .from(reservationTrips)
    .where(eq(reservationTrips.reservationUuid, uuid))
    .orderBy(asc(reservationTrips.tripId));
}

// ---- Paying ---------------------------------------------------------------------------------

/** The language of the page a reservation is being paid on (issue 29): it wins over the hold's. */
export async function setLanguage(db: Db, uuid: string, language: ReservationRow['language']): Promise<void> {
  await db.update(reservations).set({ language }).where(eq(reservations.uuid, uuid));
}

/** A passenger's name, as tickets and the confirmation mail name them. */
export interface PassengerName {
  firstName: string;
  lastName: string;
}

/**
 * Confirms a held reservation in one statement (decision 308; on the embedded database every
 * statement of the confirming transaction holds up every other request): its state, its trips'
 * seats and wheelchair positions from held to sold, a ticket for each passenger on each direction
 * (decisions 217, 218) and `alongside`, a write of the caller's given the confirmed reservation's
 * uuid as a subquery (no row when it was no longer held). Returns the passengers' names in their
 * order, the lead's first (for the confirmation mail), or null when it was no longer held.
 */
export async function confirm(db: Db, uuid: string, alongside?: (confirmed: SQL) => SQL): Promise<PassengerName[] | null> {
  assertTransition('held', 'confirmed');
  // The trip rows are locked in id order before they are counted, as holds lock them, so the two
  // never wait on each other in a cycle: `locked` is materialised and sorted before it locks, and
  // `sold` changes only rows it has locked.
  const result = await db.execute(sql`
    WITH moved AS (
      UPDATE ${reservations} SET state = 'confirmed' WHERE uuid = ${uuid} AND state = 'held' RETURNING uuid, "return"
    ),
    rides AS (
      SELECT rt.trip_id, sum(rt.seats) AS seats, sum(rt.wheelchairs) AS wheelchairs
        FROM moved JOIN ${reservationTrips} rt ON rt.reservation_uuid = moved.uuid
       GROUP BY rt.trip_id
    ),
    locked AS MATERIALIZED (
      SELECT t.id FROM ${trips} t WHERE t.id IN (SELECT trip_id FROM rides) ORDER BY t.id FOR UPDATE OF t
    ),
    sold AS (
      UPDATE ${trips} t
         SET held = t.held - r.seats, sold = t.sold + r.seats,
             wheelchair_held = t.wheelchair_held - r.wheelchairs, wheelchair_sold = t.wheelchair_sold + r.wheelchairs
        FROM rides r JOIN locked l ON l.id = r.trip_id
       WHERE t.id = r.trip_id
    ),
    issued AS (
      INSERT INTO ${tickets} (reservation_uuid, passenger, direction)
      SELECT p.reservation_uuid, p.idx, d.direction
        FROM moved m JOIN ${passengers} p ON p.reservation_uuid = m.uuid
       CROSS JOIN (VALUES (1), (2)) AS d(direction)
       WHERE d.direction = 1 OR m."return" IS NOT NULL
      ON CONFLICT DO NOTHING
    )
    ${alongside ? sql`, alongside AS (${alongside(sql`(SELECT uuid FROM moved)`)})` : sql``}
    SELECT p.first_name, p.last_name
      FROM moved m LEFT JOIN ${passengers} p ON p.reservation_uuid = m.uuid
     ORDER BY p.idx`);
  const rows = rowsOf<{ first_name: string | null; last_name: string | null }>(result);
  if (!rows.length) return null;
  return rows.flatMap((r) => (r.first_name === null ? [] : [{ firstName: r.first_name, lastName: r.last_name ?? '' }]));
}

/** Gives the reservation to a member (a guest's cart assigned to the member who logged in). */
export async function giveToMember(db: Db, uuid: string, userId: string): Promise<void> {
  await db.update(reservations).set({ userId }).where(eq(reservations.uuid, uuid));
}

/**
 * A booking written as the flow leaves it once paid, without a hold before it (the demo members'
 * past rides, decision 215): the confirmed reservation, its one ride and the ride's seat sold.
 */
export async function recordPaidBooking(
  db: Db,
  row: NewReservation & { uuid: string; state: 'confirmed' },
  ride: { tripId: number; seats: number },
): Promise<void> {
  await db.insert(reservations).values(row);
  await db.insert(reservationTrips).values({ reservationUuid: row.uuid, tripId: ride.tripId, direction: 1, seats: ride.seats });
  await db
    .update(trips)
    .set({ sold: sql`${trips.sold} + ${ride.seats}` })
    .where(eq(trips.id, ride.tripId));
}

// ---- Cancelling -----------------------------------------------------------------------------

/** What a cancellation takes off one direction: seats, lift positions, and whose seat choices go. */
export interface CancelledPart {
  direction: number;
  seats: number;
  wheelchairs: number;
  passengers: number[];
}

/**
 * Gives the seats of cancelled rides or passengers back, direction by direction: `seats` (and
 * `wheelchairs` lift positions) off every ground trip of the direction and off the trips' sold
 * counts, and the cancelled passengers' seat choices. The caller holds the reservation's lock and
 * has cancelled the tickets; `cancelIfNothingBooked` then ends a booking with none left.
 */
export async function cancel(db: Db, reservationUuid: string, parts: CancelledPart[]): Promise<void> {
  for (const part of parts) await cancelPart(db, reservationUuid, part);
}

async function cancelPart(db: Db, reservationUuid: string, release: CancelledPart): Promise<void> {
  const { direction } = release;
  const held = await db
    .select({ tripId: reservationTrips.tripId })
    .from(reservationTrips)
    .where(and(eq(reservationTrips.reservationUuid, reservationUuid), eq(reservationTrips.direction, direction)))
    .orderBy(asc(reservationTrips.tripId));
  for (const { tripId } of held) {
    await db
      .update(reservationTrips)
      .set({
        seats: sql`${reservationTrips.seats} - ${release.seats}`,
        wheelchairs: sql`greatest(${reservationTrips.wheelchairs} - ${release.wheelchairs}, 0)`,
      })
      .where(
        and(
          eq(reservationTrips.reservationUuid, reservationUuid),
          eq(reservationTrips.tripId, tripId),
          eq(reservationTrips.direction, direction),
        ),
      );
    await db
      .update(trips)
      .set({
        sold: sql`${trips.sold} - ${release.seats}`,
        wheelchairSold: sql`greatest(${trips.wheelchairSold} - ${release.wheelchairs}, 0)`,
      })
      .where(eq(trips.id, tripId));
    if (release.passengers.length) {
      await db
        .delete(seatAssignments)
        .where(
          and(
            eq(seatAssignments.reservationUuid, reservationUuid),
            eq(seatAssignments.tripId, tripId),
            inArray(seatAssignments.passenger, release.passengers),
          ),
        );
    }
  }
}

/** The booking is canceled once none of its tickets is booked (confirmed → canceled; else it stays confirmed). */
export async function cancelIfNothingBooked(db: Db, reservationUuid: string): Promise<void> {
  assertTransition('confirmed', 'canceled');
  await db
    .update(reservations)
    .set({ state: 'canceled' })
    .where(
      and(
        eq(reservations.uuid, reservationUuid),
        sql`NOT EXISTS (SELECT 1 FROM ${tickets} WHERE ${tickets.reservationUuid} = ${reservationUuid} AND ${tickets.state} = 1)`,
      ),
    );
}

// ---- Disruptions (decision 279) -----------------------------------------------------------------

/** Locks a trip's row until the transaction ends and reads it: a dispatcher's change of it, and the choices on it, take turns. */
export async function lockTrip(db: Db, tripId: number) {
  const [row] = await db.select().from(trips).where(eq(trips.id, tripId)).for('update');
  return row;
}

/** Cancels a departure at `at`: nothing more is held or sold on it. Whether it was not cancelled yet. */
export async function cancelTrip(db: Db, tripId: number, at: Date): Promise<boolean> {
  const done = await db
    .update(trips)
    .set({ canceledAt: at })
    .where(and(eq(trips.id, tripId), isNull(trips.canceledAt)))
    .returning({ id: trips.id });
  return done.length > 0;
}

/** A departure's new time (the trip's own, over the timetable's). */
export async function retimeTrip(db: Db, tripId: number, departsAt: Date): Promise<void> {
  await db.update(trips).set({ departsAt }).where(eq(trips.id, tripId));
}

/**
 * Puts a departure on another vehicle: its capacity and wheelchair positions become the vehicle's,
 * only when the seats and positions sold and held still fit (the CHECK on trips backs it). Seat
 * choices of codes the new vehicle does not have are dropped (the riders keep their places, not
 * the seat). Whether it moved.
 */
export async function changeVehicle(
  db: Db,
  tripId: number,
  vehicle: { id: number; capacity: number; wheelchairSpaces: number; seatCodes: string[] },
): Promise<boolean> {
  const moved = await db
    .update(trips)
    .set({ vehicleId: vehicle.id, capacity: vehicle.capacity, wheelchairCapacity: vehicle.wheelchairSpaces })
    .where(
      and(
        eq(trips.id, tripId),
        sql`${trips.sold} + ${trips.held} <= ${vehicle.capacity}`,
        sql`${trips.wheelchairSold} + ${trips.wheelchairHeld} <= ${vehicle.wheelchairSpaces}`,
      ),
    )
    .returning({ id: trips.id });
  if (!moved.length) return false;
  await db
    .delete(seatAssignments)
    .where(
      vehicle.seatCodes.length
        ? and(eq(seatAssignments.tripId, tripId), notInArray(seatAssignments.seatCode, vehicle.seatCodes))
        : eq(seatAssignments.tripId, tripId),
    );
  return true;
}

/** A booked ride moved to another departure (a disruption's rebooking, decision 279). */
export interface RideMove {
  reservationUuid: string;
  direction: number;
  fromTripId: number;
  toTripId: number;
  seats: number;
  wheelchairs: number;
  /** The direction's booking token naming the new departure (the trip page reads its legs from it). */
  bookingToken: string;
  /** Seats chosen together on the new departure, by passenger (none when the party had none). */
  seatCodes: { passenger: number; code: string }[];
}

/**
 * Moves a confirmed booking's ride from one departure to another, without charge: the seats and
 * wheelchair positions sold move with it (the new trip's only when it has them and is not
 * cancelled), its seat choices are made again on the new vehicle, check-in of the direction starts
 * over, and the booking token names the new run. Trip rows are updated in id order. Whether it
 * moved (false: the new departure has not the room, nothing changed). The caller holds the
 * reservation's lock.
 */
export async function moveRide(db: Db, move: RideMove): Promise<boolean> {
  const [reservation] = await db.select().from(reservations).where(eq(reservations.uuid, move.reservationUuid));
  if (!reservation) return false;
  assertTransition(reservation.state, 'confirmed');
  const take = async () => {
    const taken = await db
      .update(trips)
      .set({
        sold: sql`${trips.sold} + ${move.seats}`,
        wheelchairSold: sql`${trips.wheelchairSold} + ${move.wheelchairs}`,
      })
      .where(
        and(
          eq(trips.id, move.toTripId),
          isNull(trips.canceledAt),
          sql`${trips.sold} + ${trips.held} + ${move.seats} <= ${trips.capacity}`,
          sql`${trips.wheelchairSold} + ${trips.wheelchairHeld} + ${move.wheelchairs} <= ${trips.wheelchairCapacity}`,
        ),
      )
      .returning({ id: trips.id });
    return taken.length > 0;
  };
  const give = async () => {
    await db
      .update(trips)
      .set({
        sold: sql`${trips.sold} - ${move.seats}`,
        wheelchairSold: sql`greatest(${trips.wheelchairSold} - ${move.wheelchairs}, 0)`,
      })
      .where(eq(trips.id, move.fromTripId));
  };
  if (move.toTripId < move.fromTripId) {
    if (!(await take())) return false;
    await give();
  } else {
    await give();
    // A refusal here throws: the transaction gives the seats back to the old trip with it.
    if (!(await take())) throw new ConflictError(H.soldOut, 'sold_out');
  }
  await db
    .update(reservationTrips)
    .set({ tripId: move.toTripId })
    .where(
      and(
        eq(reservationTrips.reservationUuid, move.reservationUuid),
        eq(reservationTrips.tripId, move.fromTripId),
        eq(reservationTrips.direction, move.direction),
      ),
    );
  await db
    .delete(seatAssignments)
    .where(and(eq(seatAssignments.reservationUuid, move.reservationUuid), eq(seatAssignments.tripId, move.fromTripId)));
  if (move.seatCodes.length) {
    await db.insert(seatAssignments).values(
      move.seatCodes.map((s) => ({
        tripId: move.toTripId,
        seatCode: s.code,
        reservationUuid: move.reservationUuid,
        passenger: s.passenger,
      })),
    );
  }
  await db
    .update(tickets)
    .set({ checkedInAt: null })
    .where(and(eq(tickets.reservationUuid, move.reservationUuid), eq(tickets.direction, move.direction), eq(tickets.state, 1)));
  const way = move.direction === 1 ? 'departure' : 'return';
  const current = reservation[way];
  if (current)
    await db
      .update(reservations)
      .set({ [way]: { ...current, bookingToken: move.bookingToken } })
      .where(eq(reservations.uuid, move.reservationUuid));
  return true;
}
