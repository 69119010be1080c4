import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@landline/shared/messages';
import { reservationSchema, searchResponseSchema } from '@landline/shared/schemas';
import { bookedTrip, daysAhead, heldCart, registerMember, testApp, type TestApp } from './harness.js';

// Every call of the booking spec's section 7's table, made once as the browser makes it: none may
// answer the route miss (404 "Not found."), the answer of a call nobody built. The table is
// written out here (the spec lives outside the repository); a call added to the spec is added
// here. Identifiers come from a member's booked round trip, a held cart and a door-to-door hold.

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  body?: object;
  /** Form-encoded (subscribe/). */
  form?: string;
}

let t: TestApp;
let calls: Call[];
let access: string;
let lastName: string;

beforeAll(async () => {
  t = await testApp(undefined, { perIpLimits: false });
  const member = await registerMember(t.app, 'calls@example.com');
  access = member.access;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/sessions/',
    payload: { email: 'calls@example.com', password: 'Shuttle-Rider-7' },
  });
  const { refresh } = login.json() as { refresh: string };
  const booked = await bookedTrip(t.app, { days: 5, returnDays: 8, access });
  lastName = 'Lovelace';
  const held = await heldCart(t.app, 6);
  const door = await doorToDoorHold();
  const pickup = await t.app.inject({ method: 'GET', url: `/api/v2/landline/pick_up_details/?reservation=${door.uuid}` });
  const [record] = pickup.json() as { id: number }[];
  const products = (await t.app.inject({ method: 'GET', url: '/api/v2/cart/products/' })).json() as { id: number; category: string }[];
  const bags = products.find((p) => p.category === 'baggage')!.id;
  const search = searchResponseSchema.parse(
    (
      await t.app.inject({
        method: 'PUT',
        url: '/api/bookings/reservation/',
        payload: { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(7) },
      })
    ).json(),
  );
  const pnr = booked.pnr;
  const password = { current_password: 'Shuttle-Rider-7', new_password: 'Shuttle-Rider-8', repeated_password: 'Shuttle-Rider-8' };
  calls = [
    { method: 'POST', path: 'refresh_sessions/', body: { refresh } },
    {
      method: 'POST',
      path: 'users/',
      body: {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        password: 'Shuttle-Rider-7',
        retypePassword: 'Shuttle-Rider-7',
        phone_number: '+1 970 555 0100',
      },
    },
    { method: 'POST', path: 'sessions/', body: { email: 'calls@example.com', password: 'Shuttle-Rider-7' } },
    { method: 'GET', path: 'profile/' },
    { method: 'PUT', path: 'profile/', body: { first_name: 'Katherine' } },
    { method: 'PUT', path: 'v2/accounts/password/change/', body: { passwordData: password } },
    { method: 'PUT', path: 'activations/made-up-code/REFER1/' },
    { method: 'POST', path: 'recoveries/', body: { email: 'calls@example.com', is_back_office: false } },
    { method: 'GET', path: 'recoveries/made-up-code/' },
    {
      method: 'PUT',
      path: 'recoveries/made-up-code/',
      body: { data: { code: 'made-up-code', new_password: 'Shuttle-Rider-9', repeated_password: 'Shuttle-Rider-9' } },
    },
    { method: 'GET', path: 'referrals_url/' },
    { method: 'GET', path: 'settings/' },
    { method: 'GET', path: 'v2/web/carousel_images/' },
    { method: 'GET', path: 'instructions/?CityCode=MKT' },
    { method: 'GET', path: `cart/get_cart/${held.cart.uuid}` },
    { method: 'PUT', path: `v2/cart/cart/${held.cart.uuid}/add_item/${bags}/`, body: { data: { baggage_amount: 1 } } },
    {
      method: 'PUT',
      path: 'cart/remove_item_from_cart/',
      body: { cart_id: held.cart.uuid, item_id: 999_999, reservation_uuid: held.uuid },
    },
    { method: 'PUT', path: 'cart/clear_items/', body: { cart_id: held.cart.uuid } },
    { method: 'GET', path: 'v2/cart/products/' },
    { method: 'POST', path: `v2/cart/cart/${held.cart.uuid}/assign_cart_to_user/` },
    { method: 'POST', path: `v2/cart/cart/${held.cart.uuid}/assign_previous_cart/`, body: { booking_reference: pnr } },
    {
      method: 'PUT',
      path: 'cart/check_out/',
      body: { cart_id: held.cart.uuid, payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' }, stripe_token: 'tok_visa' },
    },
    { method: 'GET', path: `v2/cart/cart/${booked.cart.uuid}/get_refund_details/?segment=1` },
    { method: 'GET', path: 'v2/booking/reservations/upcoming/?limit=10&offset=0' },
    { method: 'GET', path: 'v2/booking/reservations/past/?limit=10&offset=0' },
    { method: 'GET', path: `v2/booking/tickets/${pnr}/?refresh=true` },
    { method: 'POST', path: `v2/booking/tickets/${pnr}/check_in/`, body: { way: 1 } },
    { method: 'GET', path: `v2/booking/tickets/${pnr}/flight_check_in/1/` },
    { method: 'GET', path: `v2/booking/tickets/${pnr}/flight_e_ticket/` },
    { method: 'GET', path: `seats/${pnr}/1/` },
    { method: 'PUT', path: `seats/${pnr}/1/`, body: { passengers: [] } },
    {
      method: 'PATCH',
      path: `v2/landline/pick_up_details/${record.id}/?reservation=${door.uuid}`,
      body: { pick_up_address: { city: 'Mankato', first_address_line: '1850 Adams St', zip_code: '56001', state: 'MN' } },
    },
    { method: 'GET', path: 'v2/landline/operated_areas/?is_active=true&service_type=4&city=MKT' },
    {
      method: 'POST',
      path: 'v2/landline/operated_areas/1/is_address_inside/',
      body: { address: '1850 Adams St, Mankato, MN 56001' },
    },
    { method: 'POST', path: 'bookings/check_flights/', body: { booking_token: search.depart_flights[0].booking_token, pnum: 1, bnum: 0 } },
    { method: 'GET', path: `bookings/${door.search_uuid}/itinerary/` },
    {
      method: 'PUT',
      path: `bookings/${search.uuid}/itinerary/`,
      body: { departure_flight: search.depart_flights[0], passengers_adults: 1 },
    },
    { method: 'PUT', path: `bookings/${door.search_uuid}/passengers/`, body: { passengers: [], cart_id: door.cart.uuid } },
    { method: 'PUT', path: 'bookings/reservation/', body: { dep_from: 'DLH', dep_to: 'MSP', departure_date: daysAhead(4) } },
    { method: 'GET', path: 'v2/booking/airports/?search=den&all_airports=true' },
    { method: 'GET', path: 'v2/landline/cities/?limit=1000' },
    { method: 'POST', path: 'buy_loyalty_points/', body: { points_amount: 1000 } },
    { method: 'PUT', path: 'buy_loyalty_points/', body: { points_amount: 1000, stripe_token: 'tok_visa' } },
    { method: 'GET', path: 'points_records/' },
    { method: 'POST', path: 'subscribe/', form: 'audience_id=newsletter&email=calls%40example.com' },
    // Last: it cancels the trip the calls above read.
    { method: 'POST', path: `v2/booking/tickets/${pnr}/cancel/2/` },
  ];
}, 120_000);
afterAll(() => t.close());

/** A held Mankato → MSP door-to-door ride: its reservation has pickup records. */
async function doorToDoorHold() {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    payload: { dep_from: 'MKT', dep_to: 'MSP', departure_date: daysAhead(3) },
  });
  const search = searchResponseSchema.parse(res.json());
  const ride = search.depart_flights.find((i) => i.availability >= 1 && i.segments.some((s) => s.service_type === 4))!;
  const hold = await t.app.inject({
    method: 'PUT',
    url: `/api/bookings/${search.uuid}/itinerary/`,
    payload: { departure_flight: ride, passengers_adults: 1 },
  });
  return reservationSchema.parse(hold.json());
}

describe("every call of the spec's table", () => {
  it('answers something other than the route miss', async () => {
    const missing: string[] = [];
    for (const call of calls) {
      const res = await t.app.inject({
        method: call.method,
        url: `/api/${call.path}`,
        headers: {
          authorization: `JWT ${access}`,
          lastname: lastName,
          ...(call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        payload: call.form ?? call.body,
      });
      const routeMiss = res.statusCode === 404 && (res.json() as { detail?: string }).detail === GENERIC_MESSAGES.notFound;
      if (routeMiss) missing.push(`${call.method} ${call.path}`);
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
