import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSchema, searchResponseSchema, seatInfoSchema, tripSchema, type Trip } from '@landline/shared/schemas';
import { payments, users } from '../src/db/schema.js';
import { bookedTrip, daysAhead, LEAD_PASSENGER, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// What a booking reference and a passenger's last name open (decision 233): the refund calculator
// answered the payment itself (the card holder, the payer's e-mail, the member's id, the charge,
// the idempotency key). Every answer these open is read here, field by field: a field not listed
// below fails the test until someone decides it may be shown to whoever has a reference and a name.

/** The fields (by name, at any depth) such answers may carry. */
const SHOWN = new Set([
  // The trip (My Trips, the lookup, check-in, cancel).
  ...['pnr', 'state', 'is_past_trip', 'is_editable', 'is_paid_with_miles', 'departure_date', 'cart', 'uuid', 'currency'],
  ...['passengers', 'passenger', 'first_name', 'last_name', 'passenger_type', 'departure', 'return', 'way', 'segments'],
  ...['tickets', 'checkin_status', 'all_checked_in', 'departs_at', 'changed_to', 'id', 'trip_id', 'airline', 'flight_number'],
  ...['depart', 'arrive', 'iata', 'CityCode', 'AirportName', 'city', 'departure_code', 'arrival_code', 'departure_time'],
  ...['arrival_date', 'arrival_time', 'layover_times', 'service_type', 'operator', 'booking_reference', 'checked_in', 'seat'],
  ...['ticket_number', 'direction', 'checked_in_at', 'name', 'code', 'boarding_starts_at', 'vehicle', 'duration'],
  ...['time_zone', 'arrives_at'],
  // The seat map and its change.
  ...['segment', 'cart_id', 'is_payment_needed', 'message', 'legs', 'available_seats', 'rows', 'position', 'premium'],
  ...['price', 'available', 'seat_per_passenger', 'seats', 'leg', 'purchase', 'amount', 'quoted_until'],
  // The refund calculator and the cancellation.
  ...['can_cancel', 'reason', 'lines', 'label', 'kind', 'paid', 'refund', 'points_paid', 'points_refund', 'refund_to'],
  ...['total', 'card', 'store_credits', 'points', 'voucher_code', 'trip'],
  // Boarding passes by mail.
  'email_sent',
  // What the connection guarantee did for the trip (decision 287): a ride moved, a claim opened.
  ...['guarantee_notices', 'flight', 'departs_at', 'claim_kind', 'at'],
  // A partner flight's check-in details (decision 240).
  ...['flights', 'airline_name', 'check_in_url', 'check_in_opens_at'],
  // An edit's new cart (the holder's own), with the replaced booking's worth.
  ...['items_list', 'product', 'category', 'price_lp', 'quantity', 'payment_type', 'data', 'direction_type', 'summary'],
  ...['summary_lp', 'is_payment_necessary', 'count', 'checked_out_status', 'reservation', 'rloc', 'voucher', 'summary_lines'],
  ...['item_id', 'amount_lp', 'user_wallet_points', 'refused', 'prev_cart', 'ticket_price', 'ticket_price_loyalty'],
  ...['refund_details', 'refund_data', 'miles', 'bookingReference', 'worth', 'details', 'money_currency'],
]);
/** A premium-seat purchase answers its own card's last digits to whoever pays it. */
const PURCHASE_ONLY = new Set(['card_last4']);

/** Every field name in an answer, with where it is (for the failure message). */
function fieldsOf(value: unknown, at = '', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((v) => fieldsOf(v, `${at}[]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      out.push([key, `${at}.${key}`]);
      fieldsOf(v, `${at}.${key}`, out);
    }
  }
  return out;
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

const PAYER = 'Grace Payer';
const PAYER_EMAIL = 'payer.private@example.org';
const GUEST = { lastname: LEAD_PASSENGER.last_name };

/** A booking paid by someone who is not its passenger: what only the payer may see is then telling. */
async function payerBooking(options: { days: number; access?: string; flights?: boolean; to?: string }) {
  const held = await bookedTrip(t.app, { ...options, adults: 2, seated: [0, 1], payerEmail: PAYER_EMAIL });
  await t.database.db.update(payments).set({ holderName: PAYER }).where(eq(payments.reservationUuid, held.uuid));
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.reservationUuid, held.uuid));
  return { held, payment };
}

/** Fails on a field not listed, and on any of `secrets` anywhere in the answer's text. */
function expectShown(route: string, body: string, secrets: string[], extra: Set<string> = new Set()) {
  const answer = JSON.parse(body) as unknown;
  const unlisted = fieldsOf(answer).filter(([key]) => !SHOWN.has(key) && !extra.has(key));
  expect(
    unlisted.map(([, where]) => where),
    route,
  ).toEqual([]);
  for (const secret of secrets) expect(body.includes(secret), `${route} shows ${secret}`).toBe(false);
}

describe('what a reference and a last name open', () => {
  it('shows no field of the payer’s, nor the holder’s keys, on any route', async () => {
    const member = await registerMember(t.app, 'owner.fields@example.com', { first_name: 'Owen', last_name: 'Owner' });
    const { held, payment } = await payerBooking({ days: 6 });
    const owned = await payerBooking({ days: 7, access: member.access });
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    const secrets = (h: typeof held, p: typeof payment) => [
      PAYER,
      PAYER_EMAIL,
      h.uuid,
      p.idempotencyKey,
      ...(p.chargeId ? [p.chargeId] : []),
      owner.id,
      owner.email,
    ];
    const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, payload, headers: GUEST });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.body;
    };

    for (const [h, p] of [
      [held, payment],
      [owned.held, owned.payment],
    ] as const) {
      const trip = tripSchema.parse(JSON.parse(await call('GET', `/api/v2/booking/tickets/${h.pnr}/`)));
      const answers: [string, string, Set<string>?][] = [
        ['trip', JSON.stringify(trip)],
        ['seat map', await call('GET', `/api/seats/${h.pnr}/1/`)],
        ['refund details', await call('GET', `/api/v2/cart/cart/${trip.cart.uuid}/get_refund_details/`)],
        ['refund details of one passenger', await call('GET', `/api/v2/cart/cart/${trip.cart.uuid}/get_refund_details/?passengers=1`)],
      ];
      const map = seatInfoSchema.parse(JSON.parse(answers[1][1]));
      const free = map.legs[0].rows.flat().filter((c) => c && c.available && !c.premium);
      answers.push([
        'seat change',
        await call('PUT', `/api/seats/${h.pnr}/1/`, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: free[0]!.code }] }] }),
      ]);
      const premium = map.legs[0].rows.flat().find((c) => c && c.available && c.premium)!;
      const quote = JSON.parse(
        await call('PUT', `/api/seats/${h.pnr}/1/`, { passengers: [{ passenger: 1, seats: [{ leg: 0, code: premium.code }] }] }),
      );
      answers.push(['premium seat quote', JSON.stringify(quote), PURCHASE_ONLY]);
      answers.push(['seat purchase', await call('GET', `/api/v2/booking/seat_purchases/${quote.purchase.uuid}/`), PURCHASE_ONLY]);
      answers.push([
        'seat purchase paid',
        await call('PUT', `/api/v2/booking/seat_purchases/${quote.purchase.uuid}/`, {
          stripe_token: 'tok_visa',
          payment_data: { holder_name: 'Someone Else', email: 'someone.else@example.com' },
        }),
        PURCHASE_ONLY,
      ]);
      answers.push(['cancel one passenger', await call('POST', `/api/v2/booking/tickets/${h.pnr}/cancel/`, { passengers: [1] })]);
      for (const [route, body, extra] of answers) expectShown(route, body, secrets(h, p), extra);
    }
  });

  it('an edit’s new cart shows the replaced booking’s worth, not its keys', async () => {
    const { held, payment } = await payerBooking({ days: 8 });
    const search = searchResponseSchema.parse(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/bookings/reservation/',
          payload: { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(9), passengers_adults: 2 },
        })
      ).json(),
    );
    const fresh = reservationSchema.parse(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/bookings/${search.uuid}/itinerary/`,
          payload: { departure_flight: search.depart_flights.find((i) => i.availability >= 2)!, passengers_adults: 2 },
        })
      ).json(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/cart/cart/${fresh.cart.uuid}/assign_previous_cart/`,
      headers: GUEST,
      payload: { booking_reference: held.pnr },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectShown('edit cart', res.body, [PAYER, PAYER_EMAIL, held.uuid, payment.idempotencyKey, payment.chargeId ?? 'none']);
  });

  it('check-in and the boarding passes by mail, two hours before the coach leaves', async () => {
    const { held, payment } = await payerBooking({ days: 1 });
    const trip: Trip = tripSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${held.pnr}/`, headers: GUEST })).json(),
    );
    t.setNow(new Date(Date.parse(trip.departure.departs_at) - 2 * 3_600_000).toISOString());
    try {
      const checkIn = await t.app.inject({
        method: 'POST',
        url: `/api/v2/booking/tickets/${held.pnr}/check_in/`,
        headers: GUEST,
        payload: { way: 1 },
      });
      expect(checkIn.statusCode, checkIn.body).toBe(200);
      const mail = await t.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${held.pnr}/flight_e_ticket/?way=1`, headers: GUEST });
      expect(mail.statusCode, mail.body).toBe(200);
      for (const [route, res] of [
        ['check-in', checkIn],
        ['passes by mail', mail],
      ] as const) {
        expectShown(route, res.body, [PAYER, PAYER_EMAIL, held.uuid, payment.idempotencyKey, payment.chargeId ?? 'none']);
      }
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('a partner flight’s check-in details and the trip’s calendar', async () => {
    const { held, payment } = await payerBooking({ days: 12, flights: true, to: 'LAX' });
    const secrets = [PAYER, PAYER_EMAIL, held.uuid, payment.idempotencyKey, payment.chargeId ?? 'none'];
    const flight = await t.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${held.pnr}/flight_check_in/1/`, headers: GUEST });
    expect(flight.statusCode, flight.body).toBe(200);
    expectShown('flight check-in', flight.body, secrets);
    const calendar = await t.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${held.pnr}/calendar/`, headers: GUEST });
    expect(calendar.statusCode).toBe(200);
    for (const secret of secrets) expect(calendar.body.includes(secret), `the calendar shows ${secret}`).toBe(false);
  });
});
