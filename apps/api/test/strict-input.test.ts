import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A, CHECK_MESSAGES, GENERIC_MESSAGES, INPUT_MESSAGES as I } from '@landline/shared/messages';
import { errorBodySchema, searchResponseSchema, accessTokenSchema } from '@landline/shared/schemas';
import { daysAhead, testApp, type TestApp } from './harness.js';

// Issue 11 item 8: valid JSON answered 500. A NUL byte reached PostgreSQL (which refuses it in
// text), a lone surrogate could not be stored, a token dated 2026-11-31 reached a date column;
// and `true` counted as 1 and `[]` as 0. Each is now a 400 in the spec's shape, naming the field.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) {
  const res = await t.app.inject({
    method,
    url,
    payload: payload as object,
    remoteAddress: `10.8.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: token ? { authorization: `JWT ${token}` } : {},
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
    // Numbers written as text are still numbers (the spec's client sends form values so).
    expect((await search({ passengers_adults: '2', passengers_children: ' 1 ' })).status).toBe(200);

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
    expect((await call('PUT', '/api/profile/', { ...profile, gender: '2' }, access)).status).toBe(200);
  });

  it('still reads numbers from a query string', async () => {
    const res = await call('GET', '/api/v2/landline/cities/?limit=2');
    expect(res.status).toBe(200);
    expect((res.body as { count: number }).count).toBe(2);
    expect(Object.keys(fields(await call('GET', '/api/v2/landline/cities/?limit=')))).toEqual(['limit']);
  });
});

describe('addresses the router cannot read', () => {
  it('answers in the spec shape, not in Fastify’s own', async () => {
    expect(await call('GET', '/api/bookings/%E0%A4%A/itinerary/')).toEqual({ status: 400, body: { detail: GENERIC_MESSAGES.badAddress } });
    expect(await call('GET', `/api/recoveries/${'x'.repeat(500)}/`)).toEqual({ status: 404, body: { detail: GENERIC_MESSAGES.notFound } });
  });
});
