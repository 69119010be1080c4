import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@landline/shared/dates';
import { placeOptionSchema, searchResponseSchema } from '@landline/shared/schemas';
import { hash } from '../src/flights/schedule.js';
import { testApp, type TestApp } from './harness.js';

// The type-ahead offers, as destinations from a place, exactly the places search finds
// itineraries to. Search does not touch the database for this, so the check runs on PGlite only.
const NOW = '2026-12-01T15:00:00Z';
const TODAY = '2026-12-01';
const DAYS = 30;
const SAMPLE = 200;
const NOT_OFFERED_SAMPLE = 25;

let t: TestApp;
beforeAll(async () => {
  t = await testApp(NOW, { perIpLimits: false });
});
afterAll(() => t.close());

/** A stable pseudo-random sample (the same on every run). */
function sample<T extends string>(list: T[], n: number, seed: string): T[] {
  return [...list].sort((a, b) => hash(`${seed}|${a}`) - hash(`${seed}|${b}`)).slice(0, n);
}

async function offeredFrom(from: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/booking/airports/?direction=to&all_airports=true&from=${from}&limit=5000`,
  });
  expect(res.statusCode).toBe(200);
  return placeOptionSchema
    .array()
    .parse(res.json())
    .map((p) => p.code);
}

/** The first of the next DAYS days with at least one itinerary, or null. */
async function firstDayWithItinerary(from: string, to: string): Promise<string | null> {
  for (let i = 1; i <= DAYS; i++) {
    const day = addDays(TODAY, i);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      payload: { dep_from: from, dep_to: to, departure_date: day },
    });
    expect(res.statusCode, `${from}-${to} ${res.body}`).toBe(200);
    if (searchResponseSchema.parse(res.json()).depart_flights.length) return day;
  }
  return null;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('destinations offered from a place', () => {
  for (const from of ['FTC', 'DLH', 'YHM']) {
    it(
      `from ${from}: every place offered has an itinerary within ${DAYS} days, and a place not offered has none`,
      { timeout: 240_000 },
      async () => {
        const offered = await offeredFrom(from);
        expect(offered.length).toBeGreaterThan(SAMPLE);
        for (const to of sample(offered, SAMPLE, from)) expect(await firstDayWithItinerary(from, to), `${from} → ${to}`).not.toBeNull();

        // Every place anyone can pick as a destination: ours, and every partner airport with flights.
        const everywhere = await t.app.inject({
          method: 'GET',
          url: '/api/v2/booking/airports/?direction=to&all_airports=true&limit=5000',
        });
        const all = placeOptionSchema
          .array()
          .parse(everywhere.json())
          .map((p) => p.code);
        const own = new Set([from, ...(from === 'FTC' ? ['CSU', 'HTC', 'FNL'] : [])]);
        const notOffered = all.filter((code) => !offered.includes(code) && !own.has(code));
        expect(notOffered.length).toBeGreaterThan(NOT_OFFERED_SAMPLE);
        for (const to of sample(notOffered, NOT_OFFERED_SAMPLE, `not|${from}`)) {
          expect(await firstDayWithItinerary(from, to), `${from} → ${to}`).toBeNull();
        }
      },
    );
  }
});
