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

  it('stamps the figures of some dates: the same stamp for the same figures read again, another once one changed', async () => {
    const sold = new Map([
      ['2026-12-01', 3],
      ['2026-12-02', 0],
    ]);
    const load = async (dates: string[]) => new Map(dates.map((d) => [d, sold.get(d) ?? 0] as [string, number]));
    // No age: every read goes to the database, as a read a second later does.
    const cache = new DatedCache<number>(
      load,
      () => 0,
      0,
      (n) => String(n),
    );
    const dates = ['2026-12-01', '2026-12-02'];
    const first = await cache.stamped(dates);
    expect([...first.values]).toEqual([...sold]);
    expect((await cache.stamped(dates)).stamp).toBe(first.stamp);
    sold.set('2026-12-02', 1);
    const changed = await cache.stamped(dates);
    expect(changed.stamp).not.toBe(first.stamp);
    // Changed back: still not the first stamp (an answer made before the change is not trusted).
    sold.set('2026-12-02', 0);
    expect((await cache.stamped(dates)).stamp).not.toBe(first.stamp);
    // Without a fingerprint every read is a new stamp.
    const blind = new DatedCache<number>(load, () => 0, 0);
    expect((await blind.stamped(dates)).stamp).not.toBe((await blind.stamped(dates)).stamp);
  });
});
