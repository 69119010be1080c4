import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PLACE_TEXT_MAX } from '@landline/shared/constants';
import { SEARCH_MESSAGES as M } from '@landline/shared/messages';
import { errorBodySchema, searchResponseSchema, tooLong } from '@landline/shared/schemas';
import { searches } from '../src/db/schema.js';
import { SEARCH_LIMITS } from '../src/search/routes.js';
import { daysAhead, eventually, TEST_NOW, testApp, type TestApp } from './harness.js';

// Search once filled the disk (free text up to the body limit, every search stored
// for ever). Text is bounded, search is limited per client, and stored searches expire.

const HOUR = 3_600_000;
const OLD_ID = '00000000-0000-5000-8000-000000000001';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // A search stored two days before the app starts: deleted when it is ready.
  await t.database.db.insert(searches).values({ uuid: OLD_ID, params: {}, createdAt: new Date(Date.parse(TEST_NOW) - 48 * HOUR) });
});
afterAll(() => t.close());

let ip = 0;
const from = () => `10.4.${Math.floor(++ip / 250)}.${ip % 250}`;
const trip = { dep_from: 'DLH', dep_to: 'MSP', departure_date: daysAhead(5) };
const search = (body: Record<string, unknown>, remoteAddress = from()) =>
  t.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: body, remoteAddress });
/** Rows in the table, once the searches answered are written (decision 317). */
const stored = async () => {
  await t.search.settle();
  return (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(searches))[0].n;
};

describe('stored searches', () => {
  it('deletes searches older than a day when the app starts (the purge sweep sent at start-up)', async () => {
    await t.app.ready();
    await eventually(async () => (await t.database.db.select().from(searches).where(eq(searches.uuid, OLD_ID))).length === 0);
  });

  it('refuses a place name longer than the limit, and stores nothing', async () => {
    const before = await stored();
    const res = await search({ ...trip, city_from: 'D'.repeat(PLACE_TEXT_MAX + 1), city_to: 'x'.repeat(200_000) });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json())).toEqual({
      validation_error: { city_from: [tooLong(PLACE_TEXT_MAX)], city_to: [tooLong(PLACE_TEXT_MAX)] },
    });
    expect(await stored()).toBe(before);
    expect((await search({ ...trip, city_from: 'D'.repeat(PLACE_TEXT_MAX) })).statusCode).toBe(200);
  });

  it('finds a search again for a day after it was last asked for, then answers that it expired', async () => {
    const { uuid } = searchResponseSchema.parse((await search(trip)).json());
    const itinerary = () => t.app.inject({ method: 'GET', url: `/api/bookings/${uuid}/itinerary/` });
    try {
      t.setNow(new Date(Date.parse(TEST_NOW) + 23 * HOUR).toISOString());
      expect((await itinerary()).statusCode).toBe(200);
      // Asked again: its day starts again.
      expect((await search(trip)).statusCode).toBe(200);
      t.setNow(new Date(Date.parse(TEST_NOW) + 46 * HOUR).toISOString());
      expect((await itinerary()).statusCode).toBe(200);
      t.setNow(new Date(Date.parse(TEST_NOW) + 48 * HOUR).toISOString());
      const gone = await itinerary();
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ detail: M.searchNotFound });
      expect(await t.search.purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(await t.database.db.select().from(searches).where(eq(searches.uuid, uuid))).toEqual([]);
    } finally {
      t.setNow(TEST_NOW);
    }
  });
});

describe('searches per client', () => {
  it(`answers ${SEARCH_LIMITS.burst.max} searches a second from one client, then 429 in the spec's shape`, async () => {
    const client = '10.5.0.1';
    const answers = [];
    for (let i = 0; i <= SEARCH_LIMITS.burst.max; i++) answers.push(await search(trip, client));
    expect(answers.slice(0, -1).map((r) => r.statusCode)).toEqual(Array(SEARCH_LIMITS.burst.max).fill(200));
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: M.tooManySearches });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other travellers are not held up.
    expect((await search(trip, '10.5.0.2')).statusCode).toBe(200);
  });
});
