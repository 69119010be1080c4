import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { carts, tickets, trips } from '../src/db/schema.js';
import { reservations, reservationTrips } from '../src/db/tables/reservations.js';
import { inTransaction } from '../src/db/transaction.js';
import { confirmReservation } from '../src/payments/queries.js';
import { release } from '../src/reservations/store.js';
import { eventually, heldTrip, TEST_NOW, testApp, type TestApp } from './harness.js';

// A held booking is confirmed in one statement (decision 308): its state, every ride's seats and
// wheelchair positions from held to sold, its tickets and its cart's checkout, or nothing at all
// when it is no longer held; on PostgreSQL the trip rows are locked in id order, as holds lock them.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

const db = () => t.database.db;
const ridesOf = (uuid: string) =>
  db().select().from(reservationTrips).where(eq(reservationTrips.reservationUuid, uuid)).orderBy(asc(reservationTrips.tripId));
const tripRows = (ids: number[]) => db().select().from(trips).where(inArray(trips.id, ids)).orderBy(asc(trips.id));
const ticketsOf = (uuid: string) => db().select().from(tickets).where(eq(tickets.reservationUuid, uuid));
const cartOf = async (uuid: string) => (await db().select().from(carts).where(eq(carts.uuid, uuid)))[0];
const stateOf = async (uuid: string) => (await db().select().from(reservations).where(eq(reservations.uuid, uuid)))[0].state;

describe('confirming a held booking', () => {
  it('moves both rides of a round trip from held to sold, wheelchair included, tickets every passenger both ways and checks the cart out', async () => {
    const held = await heldTrip(t.app, { days: 6, returnDays: 8, adults: 2, wheelchair: true });
    const rides = await ridesOf(held.uuid);
    expect(rides.map((r) => [r.direction, r.seats, r.wheelchairs]).sort()).toEqual([
      [1, 2, 1],
      [2, 2, 1],
    ]);
    const ids = rides.map((r) => r.tripId);
    const before = await tripRows(ids);

    const names = await inTransaction(db(), (tx) => confirmReservation(tx, held.uuid));

    // The lead first, as the passengers were saved (the confirmation mail's order).
    expect(names).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace' },
      { firstName: 'Charles', lastName: 'Lovelace' },
    ]);
    const after = await tripRows(ids);
    for (const [i, trip] of after.entries()) {
      expect(trip.held).toBe(before[i].held - 2);
      expect(trip.sold).toBe(before[i].sold + 2);
      expect(trip.wheelchairHeld).toBe(before[i].wheelchairHeld - 1);
      expect(trip.wheelchairSold).toBe(before[i].wheelchairSold + 1);
    }
    expect((await ticketsOf(held.uuid)).map((x) => [x.passenger, x.direction]).sort()).toEqual([
      [0, 1],
      [0, 2],
      [1, 1],
      [1, 2],
    ]);
    expect((await cartOf(held.cart.uuid)).checkedOut).toBe(true);
    expect(await stateOf(held.uuid)).toBe('confirmed');

    // Once confirmed, it is no longer held: a second confirmation changes nothing.
    expect(await inTransaction(db(), (tx) => confirmReservation(tx, held.uuid))).toBeNull();
    expect(await tripRows(ids)).toEqual(after);
    expect(await ticketsOf(held.uuid)).toHaveLength(4);
  });

  it('a booking no longer held is not confirmed: no seat moves, no ticket, its cart stays open', async () => {
    const held = await heldTrip(t.app, { days: 6, adults: 1 });
    expect(await inTransaction(db(), (tx) => release(tx, held.uuid, 'released'))).toEqual([]);
    const ids = (await ridesOf(held.uuid)).map((r) => r.tripId);
    const before = await tripRows(ids);

    expect(await inTransaction(db(), (tx) => confirmReservation(tx, held.uuid))).toBeNull();

    expect(await tripRows(ids)).toEqual(before);
    expect(await ticketsOf(held.uuid)).toEqual([]);
    expect((await cartOf(held.cart.uuid)).checkedOut).toBe(false);
    expect(await stateOf(held.uuid)).toBe('released');
  });

  // Two connections at once: PostgreSQL only (PGlite runs one transaction at a time).
  it.runIf(process.env.TEST_DB === 'postgres')(
    'locks its trips in id order, as holds do, so the two never wait on each other in a cycle',
    async () => {
      const held = await heldTrip(t.app, { days: 6, returnDays: 8, adults: 1 });
      const [low, high] = (await ridesOf(held.uuid)).map((r) => r.tripId);
      expect(low).toBeLessThan(high);
      const waitingOnLocks = async () =>
        Number(
          (
            await t.database.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          ).rows[0].n,
        );

      // Another transaction holds the later trip. The confirmation then waits for it, having taken
      // the earlier one first: that other transaction cannot take the earlier trip any more.
      let holdingHigh!: () => void;
      const highHeld = new Promise<void>((resolve) => (holdingHigh = resolve));
      const other = db()
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM ${trips} WHERE id = ${high} FOR UPDATE`);
          holdingHigh();
          await eventually(async () => (await waitingOnLocks()) === 1, 20_000, 'the confirmation to wait for the later trip');
          const refused = await tx.execute(sql`SELECT id FROM ${trips} WHERE id = ${low} FOR UPDATE NOWAIT`).then(
            () => null,
            (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
          );
          // Rolled back either way, which lets the confirmation go on.
          throw new Error(`earlier trip: ${refused ?? 'free'}`);
        })
        .catch((error: Error) => error.message);
      await highHeld;
      const confirmed = inTransaction(db(), (tx) => confirmReservation(tx, held.uuid));

      expect(await other).toBe('earlier trip: 55P03');
      expect(await confirmed).toEqual([{ firstName: 'Ada', lastName: 'Lovelace' }]);
    },
  );
});
