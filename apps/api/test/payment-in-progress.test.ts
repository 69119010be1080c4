import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSchema, searchResponseSchema, type Reservation } from '@landline/shared/schemas';
import type { App } from '../src/app.js';
import { cartItems, payments, sandboxCharges, seatAssignments, seatPurchases } from '../src/db/schema.js';
import { reservations } from '../src/db/tables/reservations.js';
import {
  LEAD_PASSENGER,
  bookedTrip,
  daysAhead,
  heldCart,
  registerMember,
  secondInstance,
  TEST_NOW,
  testApp,
  type TestApp,
} from './harness.js';

// A cart is frozen while its card is charged (decision 233): a probe added guarantees, bags and
// premium seats through a second instance during a slow charge, and the booking was confirmed
// with 138.00 of items for 58.00 charged. Every change is now refused while the attempt is
// pending, and a confirmation whose cart no longer matches the charge is refunded instead.

/** The sandbox takes this long to answer a charge: the window the changes below are sent in. */
const ANSWER_DELAY_MS = 4_000;

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false, config: { SANDBOX_ANSWER_DELAY_MS: ANSWER_DELAY_MS } });
  // Another server on the same database: on PostgreSQL, its requests race the first's for real.
  other = await secondInstance(t);
});
afterAll(async () => {
  await other.app.close();
  await t.close();
});

const PAYER = { holder_name: 'Ada Lovelace', email: 'ada@example.com' };

async function productIds(): Promise<Record<string, number>> {
  const list: { id: number; category: string }[] = (await t.app.inject({ method: 'GET', url: '/api/v2/cart/products/' })).json();
  return Object.fromEntries(list.map((p) => [p.category, p.id]));
}

/** Resolves once the cart's payment attempt is written 'pending' (the card is being charged). */
async function chargeUnderWay(cartUuid: string): Promise<void> {
  for (;;) {
    const [row] = await t.database.db
      .select({ state: payments.state })
      .from(payments)
      .where(and(eq(payments.cartUuid, cartUuid), eq(payments.state, 'pending')));
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const paymentOf = async (cartUuid: string) => (await t.database.db.select().from(payments).where(eq(payments.cartUuid, cartUuid)))[0];

const checkout = (r: Reservation) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/cart/check_out/',
    payload: { cart_id: r.cart.uuid, payment_data: PAYER, stripe_token: 'tok_visa' },
  });

describe('a cart while its card is charged', () => {
  it('refuses every change through the other instance, and the booking is confirmed for what was charged', async () => {
    const held = await heldCart(t.app, 4, 2);
    const ids = await productIds();
    const member = await registerMember(t.app, 'katherine.paying@example.com');
    const search = searchResponseSchema.parse(
      (
        await other.app.inject({
          method: 'PUT',
          url: '/api/bookings/reservation/',
          payload: { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(4), passengers_adults: 2 },
        })
      ).json(),
    );
    const paying = checkout(held);
    await chargeUnderWay(held.cart.uuid);
    const via = (method: 'PUT' | 'POST' | 'PATCH', url: string, payload?: object, headers?: Record<string, string>) =>
      other.app.inject({ method, url, payload, headers });
    const cart = held.cart.uuid;
    const ticket = held.cart.items_list[0].id;
    const changes = {
      guarantee: via('PUT', `/api/v2/cart/cart/${cart}/add_item/${ids.connection_guarantee}/`, {
        data: {
          airline: 'ua',
          flight_number: '1234',
          origin: 'den',
          destination: 'ord',
          departure_time: '14:05',
          departure_date: daysAhead(4),
        },
      }),
      bags: via('PUT', `/api/v2/cart/cart/${cart}/add_item/${ids.baggage}/`, { item: { quantity: 2 }, data: { baggage_amount: 2 } }),
      voucher: via('PUT', `/api/v2/cart/cart/${cart}/add_item/${ids.vouchers}/`, { data: { vouchers_id: 'WELCOME10' } }),
      premium: via('PUT', `/api/seats/${held.pnr}/1/?cart_id=${cart}`, {
        passengers: [
          { passenger: 0, seats: [{ leg: 0, code: '1A' }] },
          { passenger: 1, seats: [{ leg: 0, code: '1B' }] },
        ],
      }),
      rename: via('PUT', `/api/bookings/${held.search_uuid}/passengers/`, {
        passengers: [LEAD_PASSENGER, { ...LEAD_PASSENGER, first_name: 'Mary', email: '', phone_number: '' }],
        cart_id: cart,
        booking_token: held.departure.booking_token,
      }),
      remove: via('PUT', '/api/cart/remove_item_from_cart/', { cart_id: cart, item_id: ticket, reservation_uuid: held.uuid }),
      clear: via('PUT', '/api/cart/clear_items/', { cart_id: cart }),
      points: via(
        'PUT',
        `/api/v2/cart/cart/${cart}/payment_type/`,
        { payment_type: 'loyalty_points' },
        {
          authorization: `JWT ${member.access}`,
        },
      ),
      assign: via('POST', `/api/v2/cart/cart/${cart}/assign_cart_to_user/`, undefined, { authorization: `JWT ${member.access}` }),
      // Releasing the hold for a new one of the same search (the party cannot change otherwise).
      rehold: via('PUT', `/api/bookings/${search.uuid}/itinerary/`, {
        departure_flight: search.depart_flights.find((i) => i.availability >= 2)!,
        passengers_adults: 2,
        reservation_uuid: held.uuid,
        cart_id: cart,
      }),
    };
    // Sent together, so they all land well within the charge's window.
    const answers = await Promise.all(Object.entries(changes).map(async ([name, res]) => [name, await res] as const));
    // Every one of them came while the charge was still under way (the sandbox had not answered).
    expect((await paymentOf(cart)).state).toBe('pending');
    for (const [name, res] of answers) {
      expect(res.statusCode, `${name}: ${res.body}`).toBe(409);
      expect(res.json(), name).toMatchObject({ code: 'payment_in_progress' });
    }

    const paid = await paying;
    expect(paid.statusCode, paid.body).toBe(200);
    const booked = reservationSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v2/booking/reservations/${held.uuid}/` })).json(),
    );
    expect(booked.state).toBe('confirmed');
    const payment = await paymentOf(cart);
    expect(payment.amount).toBe(held.cart.summary);
    expect(booked.cart.summary).toBe(payment.amount);
    expect(booked.cart.items_list.map((i) => i.product.category)).toEqual(['landline_ticket']);
  });

  it('the heartbeat still answers while the card is charged', async () => {
    const held = await heldCart(t.app, 5);
    const paying = checkout(held);
    await chargeUnderWay(held.cart.uuid);
    const beat = await other.app.inject({ method: 'POST', url: `/api/v2/booking/reservations/${held.uuid}/heartbeat/` });
    expect(beat.statusCode, beat.body).toBe(200);
    expect(beat.json().alive).toBe(true);
    expect((await paying).statusCode).toBe(200);
  });

  it('a cart that changed behind the charge’s back is refunded, not confirmed', async () => {
    const held = await heldCart(t.app, 6);
    const paying = checkout(held);
    await chargeUnderWay(held.cart.uuid);
    // A line written around every guard (a bug, an operator's hand): the total no longer matches the charge.
    await t.database.db.insert(cartItems).values({
      cartUuid: held.cart.uuid,
      category: 'baggage',
      name: 'Baggage',
      price: 2500,
      priceLp: 0,
      quantity: 1,
      paymentType: 'regular',
      data: { baggage_amount: 2 },
    });
    const paid = await paying;
    expect(paid.statusCode, paid.body).toBe(409);
    const payment = await paymentOf(held.cart.uuid);
    expect(payment.state).toBe('refunded');
    const [charge] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, payment.idempotencyKey));
    expect(charge.refundedAmount).toBe(charge.amount);
    const [row] = await t.database.db.select({ state: reservations.state }).from(reservations).where(eq(reservations.uuid, held.uuid));
    expect(row.state).not.toBe('confirmed');
  });
});

describe('a booked trip while premium seats bought for it are charged', () => {
  it('refuses another seat change and a cancellation, then gives the seats paid for', async () => {
    // Booked through the instance whose sandbox answers at once; the seats are paid through the slow one.
    const booked = await bookedTrip(other.app, { days: 9, adults: 2, seated: [0, 1] });
    const guest = { lastname: LEAD_PASSENGER.last_name };
    const map = (await t.app.inject({ method: 'GET', url: `/api/seats/${booked.pnr}/1/`, headers: guest })).json();
    const cells = map.legs[0].rows.flat().filter((c: { available: boolean } | null) => c && c.available);
    const premium = cells.find((c: { premium: boolean }) => c.premium).code as string;
    const standard = cells.find((c: { premium: boolean }) => !c.premium).code as string;
    const quote = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/seats/${booked.pnr}/1/`,
        headers: guest,
        payload: { passengers: [{ passenger: 0, seats: [{ leg: 0, code: premium }] }] },
      })
    ).json().purchase;
    const paying = t.app.inject({
      method: 'PUT',
      url: `/api/v2/booking/seat_purchases/${quote.uuid}/`,
      headers: guest,
      payload: { stripe_token: 'tok_visa', payment_data: PAYER },
    });
    for (;;) {
      const [row] = await t.database.db
        .select({ state: seatPurchases.state })
        .from(seatPurchases)
        .where(eq(seatPurchases.uuid, quote.uuid));
      if (row.state === 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const change = await other.app.inject({
      method: 'PUT',
      url: `/api/seats/${booked.pnr}/1/`,
      headers: guest,
      payload: { passengers: [{ passenger: 1, seats: [{ leg: 0, code: standard }] }] },
    });
    const cancel = await other.app.inject({
      method: 'POST',
      url: `/api/v2/booking/tickets/${booked.pnr}/cancel/`,
      headers: guest,
      payload: { passengers: [0] },
    });
    const [still] = await t.database.db
      .select({ state: seatPurchases.state })
      .from(seatPurchases)
      .where(eq(seatPurchases.uuid, quote.uuid));
    expect(still.state).toBe('pending');
    for (const res of [change, cancel]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('payment_in_progress');
    }
    const paid = await paying;
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'confirmed', amount: quote.amount });
    const seats = await t.database.db.select().from(seatAssignments).where(eq(seatAssignments.reservationUuid, booked.uuid));
    expect(seats.find((a) => a.passenger === 0)?.seatCode).toBe(premium);
  });
});
