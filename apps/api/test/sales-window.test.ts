import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_WINDOW_DAYS, SCHEDULE_WINDOW_DAYS } from '@landline/shared/constants';
import { addDays } from '@landline/shared/dates';
import { SCHEDULE_MESSAGES, SEARCH_MESSAGES as M } from '@landline/shared/messages';
import { errorBodySchema, searchResponseSchema } from '@landline/shared/schemas';
import { daysAhead, testApp, type TestApp } from './harness.js';

// One search with a far date once stalled the whole server (a return date in the year
// 4000 made the availability cache build every day up to it). Every date the API takes is now
// bounded: trips are sold up to SALES_WINDOW_DAYS ahead, schedules shown within
// SCHEDULE_WINDOW_DAYS of today.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
const from = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;
const search = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: body, remoteAddress: from() });
const trip = { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(3) };

/** The first message of a field in a 400 validation_error. */
function fieldError(res: { statusCode: number; json(): unknown }, field: string): string {
  expect(res.statusCode).toBe(400);
  const body = errorBodySchema.parse(res.json());
  if (!('validation_error' in body)) throw new Error(`no validation_error: ${JSON.stringify(body)}`);
  return body.validation_error[field]?.[0];
}

describe('sales window', () => {
  // Before the fix this request ran for 34 s and then hung the file: the test's own timeout is
  // the stall detector, not a clock in the assertion (a loaded CI machine has no fixed speed).
  it('answers a far return date with a 400, and the next request is answered too', async () => {
    const [far, settings] = await Promise.all([
      search({ ...trip, one_way: false, return_date: '9999-12-01' }),
      t.app.inject({ method: 'GET', url: '/api/settings/' }),
    ]);
    expect(settings.statusCode).toBe(200);
    expect(fieldError(far, 'return_date')).toBe(M.beyondSalesWindow);
  });

  it('sells up to the last day of the window, and no further, on either date', async () => {
    const last = daysAhead(SALES_WINDOW_DAYS);
    const ok = await search({ ...trip, departure_date: last, one_way: false, return_date: last });
    expect(ok.statusCode, ok.body).toBe(200);
    searchResponseSchema.parse(ok.json());
    expect(fieldError(await search({ ...trip, departure_date: addDays(last, 1) }), 'departure_date')).toBe(M.beyondSalesWindow);
    expect(fieldError(await search({ ...trip, one_way: false, return_date: addDays(last, 1) }), 'return_date')).toBe(M.beyondSalesWindow);
    // The last valid year: 9999-12-30 made a date past 9999 inside the server (a 500).
    expect(fieldError(await search({ ...trip, one_way: false, return_date: '9999-12-30' }), 'return_date')).toBe(M.beyondSalesWindow);
  });

  it('bounds the change and trip times a search may allow', async () => {
    const res = await search({ ...trip, dep_to: 'LAX', filters: { maxFlightLayover: [0, 1e9], total_trip_time_max: 1e9 } });
    expect(fieldError(res, 'filters.maxFlightLayover.1')).toBe(M.layoverTooLong);
    expect(fieldError(res, 'filters.total_trip_time_max')).toBe(M.tripTooLong);
  });

  it('refuses a booking token with a leg beyond the window', async () => {
    const ok = await search(trip);
    const token = searchResponseSchema.parse(ok.json()).depart_flights[0].booking_token;
    const payload = JSON.parse(Buffer.from(token, 'base64url').toString()) as { l: unknown[][] };
    payload.l[0][2] = '4000-01-01';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/check_flights/',
      payload: { booking_token: Buffer.from(JSON.stringify(payload)).toString('base64url'), pnum: 1 },
    });
    expect(fieldError(res, 'booking_token')).toBe('This itinerary is no longer valid. Please search again.');
  });

  it('shows schedules within its own window, wider than sales', async () => {
    const schedule = (start: string, end: string) =>
      t.app.inject({ method: 'GET', url: `/api/v2/landline/schedule/?from=FTC&to=DEN&start=${start}&end=${end}` });
    const lastWeek = daysAhead(SCHEDULE_WINDOW_DAYS);
    expect((await schedule(addDays(lastWeek, -6), lastWeek)).statusCode).toBe(200);
    expect(fieldError(await schedule(addDays(lastWeek, -5), addDays(lastWeek, 1)), 'end')).toBe(SCHEDULE_MESSAGES.outOfRange);
    expect(fieldError(await schedule('9999-12-25', '9999-12-31'), 'end')).toBe(SCHEDULE_MESSAGES.outOfRange);
    expect(fieldError(await schedule('0001-01-01', '0001-01-07'), 'start')).toBe(SCHEDULE_MESSAGES.outOfRange);
  });
});
