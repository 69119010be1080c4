import { describe, expect, it } from 'vitest';
import { DatedCache } from './dated-cache.js';

describe('per-date cache', () => {
  it('loads the dates asked for and no day between them', async () => {
    const asked: unknown[] = [];
    const cache = new DatedCache<number>(
      async (dates) => {
        asked.push(dates);
        return new Map([...dates].map((d, i) => [d, i + 1] as [string, number]));
      },
      () => 0,
    );
    // A year apart: the cache once loaded every day from the first to the last date asked for.
    const byDate = await cache.forDates(['2027-11-20', '2026-11-24', '2026-11-25', '2026-11-24']);
    expect(asked).toEqual([['2027-11-20', '2026-11-24', '2026-11-25']]);
    expect([...byDate]).toEqual([
      ['2027-11-20', 1],
      ['2026-11-24', 2],
      ['2026-11-25', 3],
    ]);
    await cache.forDates(['2026-11-25', '2026-11-26']);
    expect(asked.at(-1)).toEqual(['2026-11-26']);
  });
});
