// The reads other features make of reservations and their rides (decision 257): each a named
// query here, since only reservations/ reads its tables. Some join a feature's own tables where
// one query is needed (a page of My Trips, the boarding check, the rides that earn points).
// Each function takes the database or a transaction first.

import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, max, min, notExists, notInArray, or, sql } from 'drizzle-orm';
import { POINTS_TRANSACTION_TYPES as T, TICKET_STATES } from '@landline/shared/constants';
import type { Db } from '../db/client.js';
import { carts, passengers, payments, pointsRecords, refunds, services, tickets, timetable, trips, users, vehicles } from '../db/schema.js';
import { reservations, reservationTrips } from '../db/tables/reservations.js';
import type { ReservationRow } from './store.js';

/** States a booking has once paid: what My Trips and the lookup show. */
const BOOKED = ['confirmed', 'canceled'] as const;

// ---- Seats left (search) --------------------------------------------------------------------

/** The seat figures of one trip (a run on a date), or undefined when it was not made yet. */
export async function tripSeats(db: Db, run: number, date: string) {
  const [trip] = await db
    .select({ capacity: trips.capacity, sold: trips.sold, held: trips.held })
    .from(trips)
    .where(and(eq(trips.timetableId, run), eq(trips.serviceDate, date)));
  return trip;
}

// ---- Booked trips (trips) --------------------------------------------------------------------

/**
 * A page of a member's booked trips: upcoming (the last coach not yet left at `at`, soonest
 * first) or past (newest first). Trips without ground legs are placed by when they were booked.
 */
export async function memberTrips(db: Db, userId: string, which: 'upcoming' | 'past', at: Date, limit: number, offset: number) {
  const first = min(trips.departsAt);
  const last = max(trips.departsAt);
  return db
    .select({ reservation: reservations })
    .from(reservations)
    .innerJoin(reservationTrips, eq(reservationTrips.reservationUuid, reservations.uuid))
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .where(and(eq(reservations.userId, userId), inArray(reservations.state, [...BOOKED])))
    .groupBy(reservations.uuid)
    .having(which === 'upcoming' ? gt(last, at) : lte(last, at))
    .orderBy(which === 'upcoming' ? asc(first) : desc(first), asc(reservations.pnr))
    .limit(limit)
    .offset(offset);
}

export async function bookedByPnr(db: Db, pnr: string): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.pnr, pnr), inArray(reservations.state, [...BOOKED])));
  return row;
}

/**
 * Booked reservations an agent is looking for (decision 281): by reference (exactly), or a
 * passenger's last name, e-mail or phone digits, or the member's e-mail (each from its start, any
 * case); the newest bookings first.
 */
export async function findBooked(db: Db, text: string, limit: number) {
  const q = text.trim();
  const digits = q.replace(/\D/g, '');
  const starts = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matching = or(
    eq(reservations.pnr, q.toUpperCase()),
    ilike(passengers.lastName, starts),
    ilike(passengers.email, starts),
    ilike(users.email, starts),
    ...(digits.length >= 6 ? [sql`regexp_replace(${passengers.phoneNumber}, '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`] : []),
  );
  return db
    .select({
      uuid: reservations.uuid,
      pnr: reservations.pnr,
      state: reservations.state,
      userEmail: users.email,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(passengers, eq(passengers.reservationUuid, reservations.uuid))
    .leftJoin(users, eq(users.id, reservations.userId))
    .where(and(inArray(reservations.state, [...BOOKED]), matching))
    .groupBy(reservations.uuid, users.email)
    .orderBy(desc(reservations.createdAt), asc(reservations.pnr))
    .limit(limit);
}

/** The uuid of the reservation `pnr` not yet booked (held, or ended unpaid) whose cart is `cartUuid`. */
export async function unbookedByPnrAndCart(db: Db, pnr: string, cartUuid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ uuid: reservations.uuid })
    .from(reservations)
    .innerJoin(carts, eq(carts.reservationUuid, reservations.uuid))
    .where(and(eq(reservations.pnr, pnr), eq(carts.uuid, cartUuid), notInArray(reservations.state, [...BOOKED])));
  return row?.uuid;
}

/** The booking's ground trips by direction, in the order they leave. */
export async function groundTripsOf(db: Db, uuid: string) {
  return db
    .select({
      tripId: trips.id,
      direction: reservationTrips.direction,
      run: trips.timetableId,
      date: trips.serviceDate,
      departsAt: trips.departsAt,
    })
    .from(reservationTrips)
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .where(eq(reservationTrips.reservationUuid, uuid))
    .orderBy(asc(trips.departsAt));
}

/** The bookings that replaced parts of this one (edits, decision 221): the part (null: all) and the new reference. */
export async function replacementsOf(db: Db, uuid: string): Promise<{ segment: number | null; pnr: string }[]> {
  return db
    .select({ segment: refunds.segment, pnr: reservations.pnr })
    .from(refunds)
    .innerJoin(carts, eq(carts.uuid, refunds.exchangeCartUuid))
    .innerJoin(reservations, eq(reservations.uuid, carts.reservationUuid))
    .where(eq(refunds.reservationUuid, uuid))
    .orderBy(asc(refunds.id));
}

// ---- Seat selection (seats) ------------------------------------------------------------------

/** The reservation `pnr`; with `lock`, its row locked until the transaction ends (a change reads its state under it). */
export async function reservationByPnr(db: Db, pnr: string, lock = false) {
  const query = db
    .select({
      uuid: reservations.uuid,
      pnr: reservations.pnr,
      state: reservations.state,
      adults: reservations.adults,
      children: reservations.children,
      departureToken: sql<string>`${reservations.departure}->>'bookingToken'`,
      returnToken: sql<string | null>`${reservations.return}->>'bookingToken'`,
      currency: sql<string>`${reservations.departure}->>'currency'`,
    })
    .from(reservations)
    .where(eq(reservations.pnr, pnr));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The reservation's rides in one direction, in trip order, with each vehicle's seat map. */
export async function ridesWithSeatMaps(db: Db, reservationUuid: string, direction: number) {
  return db
    .select({
      tripId: trips.id,
      run: trips.timetableId,
      date: trips.serviceDate,
      departsAt: trips.departsAt,
      capacity: trips.capacity,
      sold: trips.sold,
      held: trips.held,
      serviceId: timetable.serviceId,
      vehicle: vehicles.name,
      seatMap: vehicles.seatMap,
    })
    .from(reservationTrips)
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .innerJoin(timetable, eq(timetable.id, trips.timetableId))
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(and(eq(reservationTrips.reservationUuid, reservationUuid), eq(reservationTrips.direction, direction)))
    .orderBy(asc(trips.departsAt));
}

// ---- Pickup details (pickup) ------------------------------------------------------------------

const holdColumns = {
  uuid: reservations.uuid,
  state: reservations.state,
  heldUntil: reservations.heldUntil,
  departureToken: sql<string>`${reservations.departure}->>'bookingToken'`,
  returnToken: sql<string | null>`${reservations.return}->>'bookingToken'`,
};

/** The reservation's state and booking tokens. */
export async function holdTokensOf(db: Db, uuid: string) {
  const [row] = await db.select(holdColumns).from(reservations).where(eq(reservations.uuid, uuid));
  return row;
}

/** The same, its row locked until the transaction ends (a hold cannot end while details are saved). */
export async function lockHoldTokensOf(db: Db, uuid: string) {
  const [row] = await db.select(holdColumns).from(reservations).where(eq(reservations.uuid, uuid)).for('update');
  return row;
}

// ---- Boarding (checkin) ------------------------------------------------------------------------

/** A ticket with its booking's reference and its passenger's names, for the boarding check. */
export async function ticketForBoarding(db: Db, ticketId: number) {
  const [row] = await db
    .select({
      ticket: tickets,
      pnr: reservations.pnr,
      firstName: passengers.firstName,
      lastName: passengers.lastName,
    })
    .from(tickets)
    .innerJoin(reservations, eq(reservations.uuid, tickets.reservationUuid))
    .leftJoin(passengers, and(eq(passengers.reservationUuid, tickets.reservationUuid), eq(passengers.idx, tickets.passenger)))
    .where(eq(tickets.id, ticketId));
  return row;
}

// ---- Points (loyalty) --------------------------------------------------------------------------

/** A member's records with their booking's reference, newest first (by the date each is shown with). */
export async function pointsRecordsOf(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select({ record: pointsRecords, pnr: reservations.pnr })
    .from(pointsRecords)
    .leftJoin(reservations, eq(reservations.uuid, pointsRecords.reservationUuid))
    .where(eq(pointsRecords.userId, userId))
    .orderBy(desc(pointsRecords.createdAt), desc(pointsRecords.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The member's paid rides: one per direction of each confirmed booking they paid with money (not
 * with points, decision 213), leaving at its first coach's departure, with the promo share of its
 * payment.
 */
export async function paidRidesOf(db: Db, userId: string): Promise<{ departed: Date; promoPercent: number }[]> {
  const rows = await db
    .select({ departed: min(trips.departsAt), promoPercent: payments.promoPercent })
    .from(payments)
    .innerJoin(reservations, eq(reservations.uuid, payments.reservationUuid))
    .innerJoin(reservationTrips, eq(reservationTrips.reservationUuid, payments.reservationUuid))
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .where(and(eq(payments.userId, userId), eq(payments.state, 'confirmed'), eq(payments.points, 0), eq(reservations.state, 'confirmed')))
    .groupBy(payments.id, reservationTrips.direction, payments.promoPercent);
  return rows.filter((r): r is { departed: Date; promoPercent: number } => r.departed !== null);
}

/** A ride that has left and not yet earned its points (decision 213). */
export interface UnearnedRide {
  paymentId: number;
  userId: string;
  reservationUuid: string;
  direction: number;
  seats: number;
  departed: Date;
}

/**
 * Rides departed by `at` that earn points and have no earned record yet, oldest payment first:
 * members' confirmed bookings paid with money, not promo trips of `promoExcludedPercent` or more.
 */
export async function unearnedRides(db: Db, at: Date, promoExcludedPercent: number, limit: number): Promise<UnearnedRide[]> {
  const earned = db
    .select({ id: pointsRecords.id })
    .from(pointsRecords)
    .where(
      and(
        eq(pointsRecords.transactionType, T.earned),
        eq(pointsRecords.paymentId, payments.id),
        eq(pointsRecords.direction, reservationTrips.direction),
      ),
    );
  const rows = await db
    .select({
      paymentId: payments.id,
      userId: payments.userId,
      reservationUuid: payments.reservationUuid,
      direction: reservationTrips.direction,
      seats: max(reservationTrips.seats),
      departed: min(trips.departsAt),
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.uuid, payments.reservationUuid))
    .innerJoin(reservationTrips, eq(reservationTrips.reservationUuid, payments.reservationUuid))
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .where(
      and(
        eq(payments.state, 'confirmed'),
        eq(reservations.state, 'confirmed'),
        sql`${payments.userId} IS NOT NULL`,
        eq(payments.points, 0),
        lt(payments.promoPercent, promoExcludedPercent),
        notExists(earned),
      ),
    )
    .groupBy(payments.id, reservationTrips.direction)
    .having(lte(min(trips.departsAt), at))
    .orderBy(asc(payments.id), asc(reservationTrips.direction))
    .limit(limit);
  return rows.map((r) => ({ ...r, userId: r.userId!, seats: r.seats ?? 0, departed: r.departed! }));
}

// ---- Departures and manifests (departures) ---------------------------------------------------

/**
 * The paid bookings (confirmed, or canceled since) riding a trip: each with the direction it
 * rides it in, the seats and wheelchair positions it keeps there (0 once every passenger of the
 * direction is canceled), and that direction's booking token (where it boards and alights).
 */
export async function bookingsOnTrip(db: Db, tripId: number) {
  return db
    .select({
      uuid: reservations.uuid,
      pnr: reservations.pnr,
      state: reservations.state,
      direction: reservationTrips.direction,
      seats: reservationTrips.seats,
      wheelchairs: reservationTrips.wheelchairs,
      token: sql<
        string | null
      >`CASE WHEN ${reservationTrips.direction} = 2 THEN ${reservations.return}->>'bookingToken' ELSE ${reservations.departure}->>'bookingToken' END`,
    })
    .from(reservationTrips)
    .innerJoin(reservations, eq(reservations.uuid, reservationTrips.reservationUuid))
    .where(and(eq(reservationTrips.tripId, tripId), inArray(reservations.state, [...BOOKED])))
    .orderBy(asc(reservations.pnr), asc(reservationTrips.direction));
}

/**
 * Per trip of `tripIds`: the passengers of confirmed bookings riding it whose ticket (of the
 * direction they ride it in) is booked and checked in, and of those the ones boarded.
 */
export async function ticketCountsOnTrips(db: Db, tripIds: number[]): Promise<Map<number, { checkedIn: number; boarded: number }>> {
  if (!tripIds.length) return new Map();
  const rows = await db
    .select({
      tripId: reservationTrips.tripId,
      checkedIn: sql<number>`count(*) FILTER (WHERE ${tickets.checkedInAt} IS NOT NULL)::int`,
      boarded: sql<number>`count(*) FILTER (WHERE ${tickets.boardedAt} IS NOT NULL)::int`,
    })
    .from(reservationTrips)
    .innerJoin(reservations, eq(reservations.uuid, reservationTrips.reservationUuid))
    .innerJoin(
      tickets,
      and(eq(tickets.reservationUuid, reservationTrips.reservationUuid), eq(tickets.direction, reservationTrips.direction)),
    )
    .where(and(inArray(reservationTrips.tripId, tripIds), eq(reservations.state, 'confirmed'), eq(tickets.state, TICKET_STATES.booked)))
    .groupBy(reservationTrips.tripId);
  return new Map(rows.map((r) => [r.tripId, { checkedIn: Number(r.checkedIn), boarded: Number(r.boarded) }]));
}

// ---- Disruptions (disruptions) ------------------------------------------------------------------

/** A booking's ride on a departure, as a disruption sees it. */
export interface RideOnTrip {
  reservationUuid: string;
  pnr: string;
  direction: number;
  seats: number;
  wheelchairs: number;
  userId: string | null;
  language: 'en' | 'fr';
  createdAt: Date;
}

/**
 * The confirmed bookings riding a departure (seats still booked on it), oldest booking first: the
 * order in which they keep their places when a smaller vehicle comes (decision 279).
 */
export async function ridesOnTrip(db: Db, tripId: number): Promise<RideOnTrip[]> {
  return (
    db
      .select({
        reservationUuid: reservations.uuid,
        pnr: reservations.pnr,
        direction: reservationTrips.direction,
        seats: reservationTrips.seats,
        wheelchairs: reservationTrips.wheelchairs,
        userId: reservations.userId,
        language: reservations.language,
        createdAt: reservations.createdAt,
      })
      .from(reservationTrips)
      .innerJoin(reservations, eq(reservations.uuid, reservationTrips.reservationUuid))
      .where(and(eq(reservationTrips.tripId, tripId), eq(reservations.state, 'confirmed'), gt(reservationTrips.seats, 0)))
      // Booked at the same instant: the first confirmed (its first ticket's number) first.
      .orderBy(
        asc(reservations.createdAt),
        sql`(SELECT min(${tickets.id}) FROM ${tickets} WHERE ${tickets.reservationUuid} = ${reservations.uuid})`,
        asc(reservationTrips.direction),
      )
  );
}

/** One booking's ride on a departure, or undefined when it no longer rides it (moved, cancelled). */
export async function rideOf(db: Db, reservationUuid: string, tripId: number, direction: number) {
  const [row] = await db
    .select({ seats: reservationTrips.seats, wheelchairs: reservationTrips.wheelchairs })
    .from(reservationTrips)
    .where(
      and(
        eq(reservationTrips.reservationUuid, reservationUuid),
        eq(reservationTrips.tripId, tripId),
        eq(reservationTrips.direction, direction),
      ),
    );
  return row;
}

/** References of reservations by uuid. */
export async function referencesOf(db: Db, uuids: string[]): Promise<Map<string, string>> {
  if (!uuids.length) return new Map();
  const rows = await db
    .select({ uuid: reservations.uuid, pnr: reservations.pnr })
    .from(reservations)
    .where(inArray(reservations.uuid, uuids));
  return new Map(rows.map((r) => [r.uuid, r.pnr]));
}

// ---- Routes (vouchers limited to routes, the sales report; decision 280) ----------------------

/**
 * The rides of the reservations given: each ground trip with its route (the service's code, FTC-DEN),
 * direction, departure and the seats held or owned on it, in the order they leave.
 */
export async function routesOfReservations(db: Db, uuids: string[]) {
  if (!uuids.length) return [];
  return db
    .select({
      reservationUuid: reservationTrips.reservationUuid,
      direction: reservationTrips.direction,
      route: services.code,
      departsAt: trips.departsAt,
      seats: reservationTrips.seats,
    })
    .from(reservationTrips)
    .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
    .innerJoin(timetable, eq(timetable.id, trips.timetableId))
    .innerJoin(services, eq(services.id, timetable.serviceId))
    .where(inArray(reservationTrips.reservationUuid, uuids))
    .orderBy(asc(trips.departsAt));
}

/** The reference and the seated party (adults and children) of the reservations given, by uuid. */
export async function bookingsOf(db: Db, uuids: string[]): Promise<Map<string, { pnr: string; seated: number }>> {
  if (!uuids.length) return new Map();
  const rows = await db
    .select({ uuid: reservations.uuid, pnr: reservations.pnr, adults: reservations.adults, children: reservations.children })
    .from(reservations)
    .where(inArray(reservations.uuid, uuids));
  return new Map(rows.map((r) => [r.uuid, { pnr: r.pnr, seated: r.adults + r.children }]));
}

/** The lead passengers (first and last name, e-mail) of bookings, by booking. */
export async function leadsOf(db: Db, uuids: string[]) {
  if (!uuids.length) return new Map<string, { firstName: string; lastName: string; email: string }>();
  const rows = await db
    .select({ uuid: passengers.reservationUuid, firstName: passengers.firstName, lastName: passengers.lastName, email: passengers.email })
    .from(passengers)
    .where(and(inArray(passengers.reservationUuid, uuids), eq(passengers.idx, 0)));
  return new Map(rows.map((r) => [r.uuid, r]));
}
