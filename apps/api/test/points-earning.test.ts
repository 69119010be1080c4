import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, min } from 'drizzle-orm';
import { POINTS_PER_RIDE, POINTS_TRANSACTION_TYPES as T } from '@landline/shared/constants';
import { pointsRecords, products, trips, users, vouchers } from '../src/db/schema.js';
import { reservationTrips } from '../src/db/tables/reservations.js';
import { changeWallet } from '../src/loyalty/queries.js';
import { earnForDepartedRides } from '../src/loyalty/service.js';
import { heldCart, LEAD_PASSENGER, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// Points earned by riding (decision 213): each ride a member paid with money earns
// POINTS_PER_RIDE per seated passenger when it leaves, once, however many instances credit it;
// rides paid with points and promo trips of 50% off or more earn nothing and count toward no tier.

let t: TestApp;
let voucherProduct: number;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  voucherProduct = (await t.database.db.select().from(products)).find((p) => p.category === 'vouchers')!.id;
  await t.database.db.insert(vouchers).values({ code: 'HALFPRICE', percent: 50 });
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'PUT' | 'POST', url: string, access: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, payload: payload as object, headers: { authorization: `JWT ${access}` } });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Body };
}

/** A FTC → DEN ride `days` after TEST_NOW for `adults`, the member's, paid by card, with points or a voucher. */
async function ride(access: string, days: number, options: { adults?: number; voucher?: string; points?: boolean } = {}) {
  const r = await heldCart(t.app, days, options.adults ?? 1);
  expect((await call('POST', `/api/v2/cart/cart/${r.cart.uuid}/assign_cart_to_user/`, access)).status).toBe(200);
  if (options.voucher) {
    const added = await call('PUT', `/api/v2/cart/cart/${r.cart.uuid}/add_item/${voucherProduct}/`, access, {
      data: { vouchers_id: options.voucher },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  if (options.points)
    expect((await call('PUT', `/api/v2/cart/cart/${r.cart.uuid}/payment_type/`, access, { payment_type: 'loyalty_points' })).status).toBe(
      200,
    );
  const paid = await call('PUT', '/api/cart/check_out/', access, {
    cart_id: r.cart.uuid,
    payment_data: { holder_name: 'Mae Jemison', email: 'mae@example.com' },
    stripe_token: options.points ? null : 'tok_visa',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return r;
}

const later = (days: number) => new Date(Date.parse(TEST_NOW) + days * 86_400_000);
const walletOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0].walletPoints;
const earnedOf = (id: string) =>
  t.database.db
    .select()
    .from(pointsRecords)
    .where(and(eq(pointsRecords.userId, id), eq(pointsRecords.transactionType, T.earned)));

describe('points earned by riding', () => {
  it('credits a paid ride when it leaves, per seated passenger, once however often and from however many instances', async () => {
    const m = await registerMember(t.app, 'earner@example.com');
    const r = await ride(m.access, 2, { adults: 2 });
    // Booked, not ridden: nothing yet.
    await earnForDepartedRides(t.database.db, later(1));
    expect(await walletOf(m.id)).toBe(0);

    // Two instances' sweepers at once, then again: one record, one credit.
    const credited = await Promise.all([earnForDepartedRides(t.database.db, later(3)), earnForDepartedRides(t.database.db, later(3))]);
    await earnForDepartedRides(t.database.db, later(4));
    expect(credited.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await walletOf(m.id)).toBe(2 * POINTS_PER_RIDE);
    const earned = await earnedOf(m.id);
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({ points: 2 * POINTS_PER_RIDE, reservationUuid: r.uuid, direction: 1 });

    // The accrual log shows it with the booking's reference.
    const log = (await call('GET', '/api/points_records/', m.access)).body;
    expect(log.wallet.points).toBe(2 * POINTS_PER_RIDE);
    expect(log.results[0]).toMatchObject({ points: 2 * POINTS_PER_RIDE, transaction_type: T.earned, rloc: r.pnr });
  });

  it("dates an earned ride in the Mile History on the ride's departure, not on the day the sweeper credited it", async () => {
    const m = await registerMember(t.app, 'dated@example.com');
    const r = await ride(m.access, 2);
    const [{ departed }] = await t.database.db
      .select({ departed: min(trips.departsAt) })
      .from(reservationTrips)
      .innerJoin(trips, eq(trips.id, reservationTrips.tripId))
      .where(eq(reservationTrips.reservationUuid, r.uuid));
    // Credited days later, as after a server restart that works through a backlog.
    await earnForDepartedRides(t.database.db, later(6));
    const log = (await call('GET', '/api/points_records/', m.access)).body;
    expect(log.results[0]).toMatchObject({ transaction_type: T.earned, rloc: r.pnr, created_at: departed!.toISOString() });
  });

  it('earns nothing for a ride paid with points or a promo trip of 50% off or more, which count toward no tier either', async () => {
    const m = await registerMember(t.app, 'no-earn@example.com');
    await changeWallet(t.database.db, { userId: m.id, points: 100_000, transactionType: T.bought, createdAt: new Date(t.now()) });
    await ride(m.access, 2, { points: true });
    await ride(m.access, 3, { voucher: 'HALFPRICE' });
    const before = await walletOf(m.id);
    await earnForDepartedRides(t.database.db, later(5));
    expect(await walletOf(m.id)).toBe(before);
    expect(await earnedOf(m.id)).toHaveLength(0);

    t.setNow(later(5).toISOString());
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/sessions/',
        payload: { email: 'no-earn@example.com', password: 'Shuttle-Rider-7' },
      });
      const profile = await call('GET', '/api/profile/', login.json().access);
      expect(profile.body.penguin_perks).toMatchObject({ tier: 'Basic', eligible_trips: 0 });
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('credits each leg of a round trip when that leg leaves', async () => {
    const m = await registerMember(t.app, 'round@example.com');
    const search = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      payload: {
        dep_from: 'FTC',
        dep_to: 'DEN',
        departure_date: later(6).toISOString().slice(0, 10),
        return_date: later(9).toISOString().slice(0, 10),
        passengers_adults: 1,
      },
    });
    expect(search.statusCode, search.body).toBe(200);
    const s = search.json();
    const held = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${s.uuid}/itinerary/`,
      payload: {
        departure_flight: s.depart_flights.find((i: Body) => i.availability > 0),
        return_flight: s.return_flights.find((i: Body) => i.availability > 0),
        passengers_adults: 1,
      },
    });
    expect(held.statusCode, held.body).toBe(200);
    const r = held.json();
    const passengers = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${s.uuid}/passengers/`,
      payload: {
        passengers: [LEAD_PASSENGER],
        cart_id: r.cart.uuid,
        booking_token: r.departure.booking_token,
      },
    });
    expect(passengers.statusCode, passengers.body).toBe(200);
    expect((await call('POST', `/api/v2/cart/cart/${r.cart.uuid}/assign_cart_to_user/`, m.access)).status).toBe(200);
    const paid = await call('PUT', '/api/cart/check_out/', m.access, {
      cart_id: r.cart.uuid,
      payment_data: { holder_name: 'Mae Jemison', email: 'mae@example.com' },
      stripe_token: 'tok_visa',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    await earnForDepartedRides(t.database.db, later(8));
    expect((await earnedOf(m.id)).map((e) => e.direction)).toEqual([1]);
    await earnForDepartedRides(t.database.db, later(10));
    expect((await earnedOf(m.id)).map((e) => e.direction).sort()).toEqual([1, 2]);
    expect(await walletOf(m.id)).toBe(2 * POINTS_PER_RIDE);
  });
});
