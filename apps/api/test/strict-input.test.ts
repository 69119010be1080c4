import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as A, CHECK_MESSAGES, GENERIC_MESSAGES, INPUT_MESSAGES as I } from '@landline/shared/messages';
import { accessTokenSchema, errorBodySchema, reservationSchema, searchResponseSchema } from '@landline/shared/schemas';
import { staffMember } from './fixtures/staff.js';
import { daysAhead, heldCart, LEAD_PASSENGER, registerMember, testApp, type TestApp } from './harness.js';

// Valid JSON once answered 500 (decisions 168 to 170). A NUL byte reached PostgreSQL (which refuses it in
// text), a lone surrogate could not be stored, a token dated 2026-11-31 reached a date column;
// and `true` counted as 1 and `[]` as 0. Each is now a 400 in the spec's shape, naming the field.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method,
    url,
    payload: payload as object,
    remoteAddress: `10.8.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: { ...(token ? { authorization: `JWT ${token}` } : {}), ...headers },
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

/** The field errors of a 400, checked against the spec's error shapes. */
function fields(res: { status: number; body: unknown }): Record<string, string[]> {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
  const body = errorBodySchema.parse(res.body);
  if (!('validation_error' in body)) throw new Error(`no validation_error: ${JSON.stringify(body)}`);
  return body.validation_error;
}

const trip = { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(4) };
const rider = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada${++ip}@example.com`,
  password: 'Shuttle-Rider-7',
  retypePassword: 'Shuttle-Rider-7',
  phone_number: '+1 970 555 0100',
  ...over,
});

describe('text that PostgreSQL cannot store', () => {
  it('refuses a NUL byte in city_from and city_to, and a lone surrogate', async () => {
    const search = (over: Record<string, unknown>) => call('PUT', '/api/bookings/reservation/', { ...trip, ...over });
    expect(fields(await search({ city_from: 'Fort\u0000Collins' }))).toEqual({ city_from: [I.unreadable] });
    expect(fields(await search({ city_to: '\u0000' }))).toEqual({ city_to: [I.unreadable] });
    expect(fields(await search({ city_from: 'Fort \ud800Collins' }))).toEqual({ city_from: [I.unreadable] });
    // Letters of any script, and emoji (a surrogate pair), are text.
    expect((await search({ city_from: 'Montréal 😀', city_to: 'Zürich' })).status).toBe(200);
  });

  it('refuses a NUL byte in referal_code, known_traveler and audience_id', async () => {
    expect(fields(await call('POST', '/api/users/', rider({ referal_code: 'AB\u0000CD' })))).toEqual({ referal_code: [A.referralUnknown] });

    const registered = await call('POST', '/api/users/', rider());
    const { access } = accessTokenSchema.parse(registered.body);
    const profile = {
      title: 'Mr',
      first_name: 'Ada',
      last_name: 'Lovelace',
      gender: 2,
      date_of_birth: '12/10/1985',
      email: 'ada.profile@example.com',
      phone_number: '+1 970 555 0100',
      known_traveler: 'KT\u0000N',
    };
    expect(fields(await call('PUT', '/api/profile/', profile, access))).toEqual({ known_traveler: [I.unreadable] });

    expect(fields(await call('POST', '/api/subscribe/', { audience_id: 'news\u0000', email: 'reader@example.com' }))).toEqual({
      audience_id: [I.unreadable],
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe/',
      payload: 'audience_id=%00&email=reader%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.8.9.9',
    });
    expect(fields({ status: form.statusCode, body: form.json() })).toEqual({ audience_id: [I.unreadable] });
  });

  it('refuses a booking token dated on a day that does not exist', async () => {
    const found = searchResponseSchema.parse((await call('PUT', '/api/bookings/reservation/', trip)).body);
    const payload = JSON.parse(Buffer.from(found.depart_flights[0].booking_token, 'base64url').toString()) as { l: unknown[][] };
    for (const date of ['2026-11-31', '2027-02-29', '2026-13-01']) {
      payload.l[0][2] = date;
      const token = Buffer.from(JSON.stringify(payload)).toString('base64url');
      expect(fields(await call('POST', '/api/bookings/check_flights/', { booking_token: token, pnum: 1 }))).toEqual({
        booking_token: [CHECK_MESSAGES.tokenInvalid],
      });
    }
  });
});

describe('strict types', () => {
  it('does not count true as 1 or [] as 0', async () => {
    const search = (over: Record<string, unknown>) => call('PUT', '/api/bookings/reservation/', { ...trip, ...over });
    expect(Object.keys(fields(await search({ passengers_adults: true })))).toEqual(['passengers_adults']);
    expect(Object.keys(fields(await search({ passengers_children: [] })))).toEqual(['passengers_children']);
    expect(Object.keys(fields(await search({ baggage: [1] })))).toEqual(['baggage']);
    expect(Object.keys(fields(await search({ filters: { max_stopovers: false } })))).toEqual(['filters.max_stopovers']);
    expect(Object.keys(fields(await search({ passengers_adults: null })))).toEqual(['passengers_adults']);
    // A JSON body's numbers are JSON numbers: text is refused, also digits (decision 236).
    expect(fields(await search({ passengers_adults: '2', passengers_children: ' 1 ' }))).toEqual({
      passengers_adults: [I.numberNotText],
      passengers_children: [I.numberNotText],
    });

    expect(Object.keys(fields(await call('POST', '/api/bookings/check_flights/', { booking_token: 'x', pnum: true })))).toContain('pnum');
  });

  it('does not take a gender of true', async () => {
    const { access } = accessTokenSchema.parse((await call('POST', '/api/users/', rider())).body);
    const profile = {
      title: 'Ms',
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '12/10/1985',
      email: 'ada.gender@example.com',
      phone_number: '+1 970 555 0100',
    };
    expect(fields(await call('PUT', '/api/profile/', { ...profile, gender: true }, access))).toEqual({ gender: [A.genderRequired] });
    expect(fields(await call('PUT', '/api/profile/', { ...profile, gender: '2' }, access))).toEqual({ gender: [I.numberNotText] });
    expect((await call('PUT', '/api/profile/', { ...profile, gender: 2 }, access)).status).toBe(200);
  });

  it('still reads numbers from a query string', async () => {
    const res = await call('GET', '/api/v2/landline/cities/?limit=2');
    expect(res.status).toBe(200);
    expect((res.body as { count: number }).count).toBe(2);
    expect(Object.keys(fields(await call('GET', '/api/v2/landline/cities/?limit=')))).toEqual(['limit']);
  });
});

describe('numbers in JSON bodies (decision 236)', () => {
  /** Every table's row count and a digest of its rows, as the fuzz test's oracle takes them. */
  async function fingerprint(): Promise<Record<string, string>> {
    const rows = <R>(result: unknown): R[] => (Array.isArray(result) ? result : (result as { rows: R[] }).rows);
    // The searches answered so far are written first (on the embedded database, after their answers: decision 317).
    await t.search.settle();
    const tables = rows<{ name: string }>(
      await t.database.db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`),
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = rows<{ n: number; digest: string | null }>(
        await t.database.db.execute(
          sql.raw(`SELECT count(*)::int AS n, md5(string_agg(r::text, '|' ORDER BY r::text)) AS digest FROM "${name}" r`),
        ),
      );
      out[name] = `${row.n} ${row.digest ?? ''}`;
    }
    return out;
  }

  it('refuses every count, amount or choice of a body sent as text, even digits, on its field, and changes nothing', async () => {
    const member = await registerMember(t.app, 'numbers@example.com');
    const held = await heldCart(t.app, 5);
    const search = searchResponseSchema.parse(
      (await call('PUT', '/api/bookings/reservation/', { ...trip, departure_date: daysAhead(6) })).body,
    );
    const chosen = search.depart_flights.find((i) => i.availability > 0)!;
    // A hold without its passengers yet, for the passengers call.
    const hold = reservationSchema.parse(
      (await call('PUT', `/api/bookings/${search.uuid}/itinerary/`, { departure_flight: chosen, passengers_adults: 1 })).body,
    );
    const products = (await call('GET', '/api/v2/cart/products/')).body as { id: number; category: string }[];
    const product = (category: string) => products.find((p) => p.category === category)!.id;
    const addItem = (category: string) => `/api/v2/cart/cart/${held.cart.uuid}/add_item/${product(category)}/`;
    const doorToDoor = { 'street-name': 'Main Street', 'street-number': '12', city: 'Mankato', leg: 1, count: 1 };
    const passengers = { cart_id: hold.cart.uuid, booking_token: hold.departure.booking_token };
    const quote = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 970 555 0100', form_token: 'any' };
    // The driver's boarding screen (decision 278): a dispatcher's session, so the body is read.
    const ops = { cookie: (await staffMember(t, 'dispatcher')).cookie };

    const cases: [method: 'POST' | 'PUT', url: string, body: object, field: string, token?: string, headers?: Record<string, string>][] = [
      ['PUT', '/api/bookings/reservation/', { ...trip, passengers_adults: '2' }, 'passengers_adults'],
      ['PUT', '/api/bookings/reservation/', { ...trip, passengers_children: '1' }, 'passengers_children'],
      ['PUT', '/api/bookings/reservation/', { ...trip, passengers_infants: '0' }, 'passengers_infants'],
      ['PUT', '/api/bookings/reservation/', { ...trip, baggage: '1' }, 'baggage'],
      ['PUT', '/api/bookings/reservation/', { ...trip, filters: { max_stopovers: '1' } }, 'filters.max_stopovers'],
      ['PUT', '/api/bookings/reservation/', { ...trip, filters: { total_trip_time_max: '3600' } }, 'filters.total_trip_time_max'],
      ['POST', '/api/bookings/check_flights/', { booking_token: chosen.booking_token, pnum: '1' }, 'pnum'],
      ['POST', '/api/bookings/check_flights/', { booking_token: chosen.booking_token, pnum: 1, bnum: '0' }, 'bnum'],
      ['PUT', `/api/bookings/${search.uuid}/itinerary/`, { departure_flight: chosen, passengers_adults: '1' }, 'passengers_adults'],
      ['PUT', `/api/bookings/${search.uuid}/itinerary/`, { departure_flight: chosen, passengers_children: '0' }, 'passengers_children'],
      [
        'PUT',
        `/api/bookings/${hold.search_uuid}/passengers/`,
        { ...passengers, passengers: [{ ...LEAD_PASSENGER, gender: '2' }] },
        'passengers.0.gender',
      ],
      ['PUT', `/api/bookings/${hold.search_uuid}/passengers/`, { ...passengers, passengers: [LEAD_PASSENGER], bnum: '0' }, 'bnum'],
      ['PUT', addItem('baggage'), { item: { quantity: '1' }, data: { baggage_amount: 1 } }, 'item.quantity'],
      ['PUT', addItem('baggage'), { data: { baggage_amount: '2' } }, 'data.baggage_amount'],
      ['PUT', addItem('store_credits'), { data: { store_credits_amount: '100' } }, 'data.store_credits_amount'],
      ['PUT', addItem('door_2_door'), { data: { ...doorToDoor, count: '1' } }, 'data.count'],
      ['PUT', addItem('door_2_door'), { data: { ...doorToDoor, leg: '1' } }, 'data.leg'],
      ['PUT', '/api/cart/remove_item_from_cart/', { cart_id: held.cart.uuid, item_id: '1' }, 'item_id'],
      ['POST', `/api/v2/cart/cart/${held.cart.uuid}/assign_previous_cart/`, { booking_reference: 'ABC123', segment: '1' }, 'segment'],
      [
        'PUT',
        '/api/cart/check_out/',
        {
          cart_id: held.cart.uuid,
          payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
          stripe_token: 'tok_visa',
          ticket_id: '1',
        },
        'ticket_id',
      ],
      ['POST', '/api/buy_loyalty_points/', { points_amount: '1000' }, 'points_amount', member.access],
      ['PUT', '/api/buy_loyalty_points/', { points_amount: '1000', stripe_token: 'tok_visa' }, 'points_amount', member.access],
      ['POST', '/api/v2/booking/tickets/ABC123/check_in/', { way: '1' }, 'way'],
      ['POST', '/api/v2/booking/tickets/ABC123/cancel/', { segment: '1' }, 'segment'],
      [
        'POST',
        '/api/ops/departures/1/boardings/',
        { scan_id: '6f1c2a52-3f4e-4b8a-9d0c-1e2f3a4b5c6d', reference: 'ABC123', ticket: '1' },
        'ticket',
        undefined,
        ops,
      ],
      [
        'POST',
        '/api/v2/quotes/corporate/',
        { ...quote, company: 'Acme', city: 'Fort Collins', travelers_per_month: '5' },
        'travelers_per_month',
      ],
      [
        'POST',
        '/api/v2/quotes/charter/',
        { ...quote, trip_date: daysAhead(30), from: 'Fort Collins', to: 'Denver', passengers: '10' },
        'passengers',
      ],
    ];
    const before = await fingerprint();
    for (const [method, url, body, field, token, headers] of cases) {
      const res = await call(method, url, body, token, headers);
      expect(fields(res)[field], `${method} ${url} ${field}: ${JSON.stringify(res.body)}`).toEqual([I.numberNotText]);
    }
    const profile = { title: 'Mr', first_name: 'Alan', last_name: 'Turing', date_of_birth: '06/23/1990', email: 'numbers@example.com' };
    const changed = await call('PUT', '/api/profile/', { ...profile, phone_number: '+1 970 555 0100', gender: '1' }, member.access);
    expect(fields(changed)).toEqual({ gender: [I.numberNotText] });
    expect(await fingerprint()).toEqual(before);
  });

  it('still reads digits from query strings and paths', async () => {
    const member = await registerMember(t.app, 'queries@example.com');
    expect((await call('GET', '/api/points_records/?limit=10&offset=0', undefined, member.access)).status).toBe(200);
    expect((await call('GET', '/api/v2/booking/reservations/upcoming/?limit=10&offset=0', undefined, member.access)).status).toBe(200);
    expect((await call('GET', '/api/v2/landline/operated_areas/?service_type=2')).status).toBe(200);
    // A query's or a path's direction: whatever else the call answers, never a field error on it.
    for (const url of ['/api/v2/booking/tickets/ABC123/flight_e_ticket/?way=1', '/api/v2/booking/tickets/ABC123/boarding_pass/1/']) {
      const res = await call('GET', url, undefined, undefined, { lastname: 'Lovelace' });
      expect(JSON.stringify(res.body), url).not.toContain('validation_error');
    }
    const held = await heldCart(t.app, 7);
    const details = await call('GET', `/api/v2/cart/cart/${held.cart.uuid}/get_refund_details/?segment=1`);
    expect(JSON.stringify(details.body)).not.toContain('validation_error');
  });
});

describe('addresses the router cannot read', () => {
  it('answers in the spec shape, not in Fastify’s own', async () => {
    expect(await call('GET', '/api/bookings/%E0%A4%A/itinerary/')).toEqual({ status: 400, body: { detail: GENERIC_MESSAGES.badAddress } });
    expect(await call('GET', `/api/recoveries/${'x'.repeat(500)}/`)).toEqual({ status: 404, body: { detail: GENERIC_MESSAGES.notFound } });
  });
});
