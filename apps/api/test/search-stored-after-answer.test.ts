import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { searchRequestSchema, searchResponseSchema } from '@landline/shared/schemas';
import { searches } from '../src/db/schema.js';
import { daysAhead, secondInstance, testApp, type TestApp } from './harness.js';

// When a new search's row is written (decision 317): before its answer on PostgreSQL, where
// another instance may be asked for it at once; after it on the embedded database, which one
// process owns. Either way its id opens it and holds it at once.

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await testApp(undefined, { config: { LOG_LEVEL: 'error' }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

const embedded = () => t.database.kind === 'pglite';
const search = async (departure_date: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    payload: { dep_from: 'FTC', dep_to: 'DEN', departure_date },
  });
  return { status: res.statusCode, body: res.json() };
};
const rowOf = (uuid: string) => t.database.db.select().from(searches).where(eq(searches.uuid, uuid));

describe('a new search stored', () => {
  it('is opened and held by its id at once, and its row is in the table once the writes settle', async () => {
    const { status, body } = await search(daysAhead(6));
    expect(status).toBe(200);
    const { uuid, depart_flights } = searchResponseSchema.parse(body);
    const again = await t.app.inject({ method: 'GET', url: `/api/bookings/${uuid}/itinerary/` });
    expect(again.statusCode).toBe(200);
    expect(again.json().depart_flights).toEqual(depart_flights);
    const held = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${uuid}/itinerary/`,
      payload: { departure_flight: depart_flights.find((i) => i.availability > 0), passengers_adults: 1 },
    });
    expect(held.statusCode).toBe(200);
    await t.search.settle();
    expect((await rowOf(uuid)).map((r) => r.params)).toEqual([expect.objectContaining({ dep_from: 'FTC', dep_to: 'DEN' })]);
  });

  it('whose row cannot be written: answered and held on the embedded database (the failure logged), refused on PostgreSQL', async () => {
    const date = daysAhead(7);
    // The table refuses this one search's row.
    await t.database.query(`CREATE FUNCTION refuse_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.params->>'departure_date' = '${date}' THEN RAISE EXCEPTION 'no room for this search'; END IF; RETURN NEW; END $$`);
    await t.database.query('CREATE TRIGGER refuse_search BEFORE INSERT ON searches FOR EACH ROW EXECUTE FUNCTION refuse_search()');
    try {
      const { status, body } = await search(date);
      if (!embedded()) {
        expect(status).toBeGreaterThanOrEqual(500);
        return;
      }
      expect(status).toBe(200);
      const { uuid, depart_flights } = searchResponseSchema.parse(body);
      await t.search.settle();
      expect(await rowOf(uuid)).toEqual([]);
      expect(lines.join('')).toContain('a search was not stored');
      // The hold that follows finds the search's question in memory.
      const held = await t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${uuid}/itinerary/`,
        payload: { departure_flight: depart_flights.find((i) => i.availability > 0), passengers_adults: 1 },
      });
      expect(held.statusCode).toBe(200);
    } finally {
      await t.database.query('DROP TRIGGER refuse_search ON searches');
      await t.database.query('DROP FUNCTION refuse_search()');
    }
  });

  it('answered by one app, is found by another on the same database at once (their waiting writes are one queue)', async () => {
    const second = await secondInstance(t);
    // The end of the turn never comes by itself here: only a settle writes what waits.
    vi.useFakeTimers({ toFake: ['setImmediate'] });
    try {
      const params = searchRequestSchema.parse({ dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(8) });
      const { uuid } = JSON.parse((await t.search.searchAnswer(params)).json) as { uuid: string };
      expect((await second.search.itineraryAnswer(uuid)).json).toContain(uuid);
      expect(await rowOf(uuid)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      await second.app.close();
    }
  });
});
