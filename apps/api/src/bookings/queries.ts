// The SQL of reservations: holding and giving back seats on trips, the reservation rows, their
// carts and cart items. Each function takes the database or a transaction first.

import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { CartRow } from '../db/reservations.js';
import { cartItems, carts, passengers, reservationFlights, reservations, reservationTrips, seatAssignments, trips } from '../db/schema.js';

export type { ReservationRow } from '../db/reservations.js';
export type NewReservation = typeof reservations.$inferInsert;
export type { CartRow } from '../db/reservations.js';
export type CartItemRow = typeof cartItems.$inferSelect;
export type PassengerRow = typeof passengers.$inferSelect;

/**
 * Serialises the holds of one holder (a client, a member) until the transaction ends: counting
 * what it holds and holding more are then one step, whichever instance runs them (decision 233).
 */
export async function lockHolder(db: Db, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`hold:${key}`}))`);
}

/** Seats (adults and children) in live holds of the client or the member, at `at`. */
export async function heldSeatsBy(db: Db, holder: { client: string } | { userId: string }, at: Date): Promise<number> {
  const [row] = await db
    .select({ seats: sql<string>`coalesce(sum(${reservations.adults} + ${reservations.children}), 0)` })
    .from(reservations)
    .where(
      and(
        'client' in holder ? eq(reservations.holderClient, holder.client) : eq(reservations.holderUserId, holder.userId),
        eq(reservations.state, 'held'),
        gt(reservations.heldUntil, at),
      ),
    );
  return Number(row.seats);
}

/** The trip id of each run on a date ('run|date'); a trip not made yet is absent. */
export async function tripIds(db: Db, keys: { run: number; date: string }[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: trips.id, run: trips.timetableId, date: trips.serviceDate })
    .from(trips)
    .where(
      and(
        inArray(trips.serviceDate, [...new Set(keys.map((k) => k.date))]),
        inArray(trips.timetableId, [...new Set(keys.map((k) => k.run))]),
      ),
    );
  return new Map(rows.map((r) => [`${r.run}|${r.date}`, r.id]));
}

/**
 * Holds `seats` on a trip if they are there; whether it did. Race-free: the row only moves when
 * sold + held + seats fits the capacity, under the row lock the UPDATE takes (and the CHECK on
 * trips backs it), so parallel holds on one departure never oversell, whichever instance runs them.
 */
export async function holdTripSeats(db: Db, tripId: number, seats: number): Promise<boolean> {
  const held = await db
    .update(trips)
    .set({ held: sql`${trips.held} + ${seats}` })
    .where(and(eq(trips.id, tripId), sql`${trips.sold} + ${trips.held} + ${seats} <= ${trips.capacity}`))
    .returning({ id: trips.id });
  return held.length > 0;
}

/** The ground trips a reservation holds, in trip-id order (the order every hold locks them in). */
export async function heldTrips(db: Db, reservationUuid: string) {
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

export async function replacePassengers(db: Db, reservationUuid: string, rows: Omit<typeof passengers.$inferInsert, 'reservationUuid'>[]) {
  await db.delete(passengers).where(eq(passengers.reservationUuid, reservationUuid));
  if (rows.length) await db.insert(passengers).values(rows.map((r) => ({ ...r, reservationUuid })));
}

export async function passengersOf(db: Db, reservationUuid: string) {
  return db.select().from(passengers).where(eq(passengers.reservationUuid, reservationUuid)).orderBy(asc(passengers.idx));
}

/**
 * A hold's commit does not wait for the disk: on a hot departure every hold queues on one trip
 * row's lock until its commit, so the flush bounds the rate (~4 ms each here). A crash may then
 * lose the last holds, each whole (its seats with it), and their heartbeat sends the travellers
 * back to search; payments never take this path (decision 194).
 */
export async function commitWithoutWaitingForDisk(db: Db): Promise<void> {
  await db.execute(sql`SET LOCAL synchronous_commit = off`);
}

/**
 * Writes a new hold in one statement: the reservation, the trips it holds seats on, its cart and
 * the cart's ticket lines (the seats themselves are taken before, by holdTripSeats). One round
 * trip instead of four: a hold is the busiest write of a sale (bench/hold). Returns the items' ids.
 */
export async function insertHold(
  db: Db,
  hold: {
    reservation: typeof reservations.$inferInsert & { uuid: string };
    trips: { tripId: number; direction: number; seats: number }[];
    cart: { uuid: string; currency: string; createdAt: Date };
    items: { category: string; name: string; price: number; quantity: number; directionType: string }[];
  },
): Promise<number[]> {
  const r = hold.reservation;
  const result = await db.execute<{ id: number }>(sql`
    WITH r AS (
      INSERT INTO reservations (uuid, pnr, search_uuid, one_way, adults, children, infants, departure, return,
                                holder_client, holder_user_id, held_until, created_at)
      VALUES (${r.uuid}, ${r.pnr}, ${r.searchUuid}, ${r.oneWay}, ${r.adults}, ${r.children}, ${r.infants},
              ${JSON.stringify(r.departure)}::jsonb, ${r.return ? JSON.stringify(r.return) : null}::jsonb,
              ${r.holderClient ?? null}, ${r.holderUserId ?? null}::uuid,
              ${r.heldUntil.toISOString()}::timestamptz, ${(r.createdAt as Date).toISOString()}::timestamptz)
    ),
    t AS (
      INSERT INTO reservation_trips (reservation_uuid, trip_id, direction, seats)
      SELECT ${r.uuid}::uuid, x.trip_id, x.direction, x.seats
        FROM jsonb_to_recordset(${JSON.stringify(hold.trips.map((h) => ({ trip_id: h.tripId, direction: h.direction, seats: h.seats })))}::jsonb)
             AS x(trip_id bigint, direction int, seats int)
    ),
    c AS (
      INSERT INTO carts (uuid, reservation_uuid, currency, created_at)
      VALUES (${hold.cart.uuid}, ${r.uuid}, ${hold.cart.currency}, ${hold.cart.createdAt.toISOString()}::timestamptz)
    )
    INSERT INTO cart_items (cart_uuid, category, name, price, quantity, direction_type)
    SELECT ${hold.cart.uuid}::uuid, x.e->>'category', x.e->>'name', (x.e->>'price')::int, (x.e->>'quantity')::int, x.e->>'direction_type'
      FROM jsonb_array_elements(${JSON.stringify(
        hold.items.map((i) => ({
          category: i.category,
          name: i.name,
          price: i.price,
          quantity: i.quantity,
          direction_type: i.directionType,
        })),
      )}::jsonb) WITH ORDINALITY AS x(e, n)
     ORDER BY x.n
    RETURNING id`);
  const rows = (result as unknown as { rows?: { id: number }[] }).rows ?? (result as unknown as { id: number }[]);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export async function insertReservationFlight(db: Db, row: typeof reservationFlights.$inferInsert): Promise<void> {
  await db.insert(reservationFlights).values(row);
}

export async function setHeldUntil(db: Db, uuid: string, heldUntil: Date): Promise<void> {
  await db.update(reservations).set({ heldUntil }).where(eq(reservations.uuid, uuid));
}

/**
 * Ends a hold (state 'expired' or 'released') and gives its ground seats back, in the caller's
 * transaction; returns its partner-flight references for the provider to cancel. Only a hold
 * still 'held' moves, so two sweepers (or a sweeper and a heartbeat) never give seats back twice.
 */
export async function endHold(db: Db, uuid: string, state: 'expired' | 'released'): Promise<string[] | null> {
  const ended = await db
    .update(reservations)
    .set({ state })
    .where(and(eq(reservations.uuid, uuid), eq(reservations.state, 'held')))
    .returning({ uuid: reservations.uuid });
  if (!ended.length) return null;
  await db.delete(seatAssignments).where(eq(seatAssignments.reservationUuid, uuid));
  const held = await db
    .select({ tripId: reservationTrips.tripId, seats: reservationTrips.seats, wheelchairs: reservationTrips.wheelchairs })
    .from(reservationTrips)
    .where(eq(reservationTrips.reservationUuid, uuid))
    .orderBy(asc(reservationTrips.tripId));
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

/** Holds whose time has passed, oldest first. */
export async function expiredHolds(db: Db, at: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ uuid: reservations.uuid })
    .from(reservations)
    .where(and(eq(reservations.state, 'held'), lte(reservations.heldUntil, at)))
    .orderBy(asc(reservations.heldUntil))
    .limit(limit);
  return rows.map((r) => r.uuid);
}

export async function cartOfReservation(db: Db, reservationUuid: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.reservationUuid, reservationUuid));
  return row;
}

export async function itemsOfCart(db: Db, cartUuid: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartUuid, cartUuid)).orderBy(asc(cartItems.id));
}
