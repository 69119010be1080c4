import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { searchRequestSchema, type SearchResponse } from '@landline/shared/schemas';
import { timetable, trips } from '../src/db/schema.js';
import { AvailabilityCache } from '../src/search/availability.js';
import { SearchService } from '../src/search/service.js';
import { daysAhead, materialiseTrips, TEST_NOW, testApp, type TestApp } from './harness.js';

// A question asked again after its second is answered again only when what it rests on changed:
// another instance's sale shows at once, an unchanged answer is the one already made. The
// process's own timer (performance.now, which ages answers and seat figures) is moved on by hand.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A second and a bit later on the process's timer: past an answer's and the seat figures' second. */
const aSecondLater = () => vi.advanceTimersByTime(1100);

describe('an answer asked for again', () => {
  it('is reused while the seats it shows are unchanged, and made again when another instance sells one', async () => {
    const date = daysAhead(25);
    await materialiseTrips(t.database.db, date, date);
    vi.useFakeTimers({ toFake: ['performance'] });
    const search = new SearchService({
      db: t.database.db,
      network: t.network,
      availability: new AvailabilityCache(t.database.db),
      flights: t.flights,
      clock: t.clock,
    });
    const params = searchRequestSchema.parse({ dep_from: 'CSU', dep_to: 'DEN', departure_date: date });
    const seats = (answer: { json: string }) =>
      (JSON.parse(answer.json) as SearchResponse).depart_flights.find((it) => it.segments[0].flight_number === 'LL1205')!.availability;

    const first = await search.searchAnswer(params);
    expect(seats(first)).toBe(56);
    // The seats read again, the same: the same answer, not planned again.
    aSecondLater();
    expect(await search.searchAnswer(params)).toBe(first);

    // Another instance sells three seats of LL1205 (its own cache is cleared, not this one's).
    const [run] = await t.database.db.select({ id: timetable.id }).from(timetable).where(eq(timetable.runNumber, '1205'));
    await t.database.db
      .update(trips)
      .set({ sold: 3 })
      .where(and(eq(trips.timetableId, run.id), eq(trips.serviceDate, date)));
    aSecondLater();
    const after = await search.searchAnswer(params);
    expect(after).not.toBe(first);
    expect(seats(after)).toBe(53);
    aSecondLater();
    expect(await search.searchAnswer(params)).toBe(after);

    // A sale of a date the answer does not read leaves it as it is.
    const later = daysAhead(40);
    await materialiseTrips(t.database.db, later, later);
    await t.database.db
      .update(trips)
      .set({ sold: 1 })
      .where(and(eq(trips.timetableId, run.id), eq(trips.serviceDate, later)));
    aSecondLater();
    expect(await search.searchAnswer(params)).toBe(after);

    // Five seconds after it was planned it is planned again, changed or not (the sales cut-off
    // moves without a figure changing).
    aSecondLater();
    aSecondLater();
    aSecondLater();
    const replanned = await search.searchAnswer(params);
    expect(replanned).not.toBe(after);
    expect(replanned.json).toBe(after.json);
  });
});
