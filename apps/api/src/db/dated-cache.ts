/**
 * Per-date figures read in one query per batch of dates and kept for `ttlMs`. Search shows
 * figures that may be this old; the hold at booking time is the real check (a conditional
 * UPDATE), so a stale figure can never oversell. A batch loads the dates asked for and no
 * others: loading the span between them let a return date in the year 4000 build 720,000 days.
 */
export class DatedCache<V> {
  private readonly days = new Map<string, { at: number; value: Promise<V> }>();
  /** Bumped by clear(), so answers built on older figures are not reused. */
  version = 0;

  constructor(
    private readonly load: (dates: string[]) => Promise<Map<string, V>>,
    private readonly empty: () => V,
    private readonly ttlMs = 1000,
  ) {}

  async forDates(dates: string[]): Promise<Map<string, V>> {
    // The age of a cached answer is elapsed time (it bounds staleness), not the business clock.
    const now = performance.now();
    const missing = [...new Set(dates)].filter((d) => {
      const entry = this.days.get(d);
      return !entry || now - entry.at >= this.ttlMs;
    });
    if (missing.length) {
      const batch = this.load(missing);
      for (const d of missing) this.days.set(d, { at: now, value: batch.then((all) => all.get(d) ?? this.empty()) });
      if (this.days.size > 1000) {
        for (const [d, e] of this.days) if (now - e.at >= this.ttlMs) this.days.delete(d);
      }
    }
    const out = new Map<string, V>();
    await Promise.all(dates.map(async (d) => out.set(d, await this.days.get(d)!.value)));
    return out;
  }

  /** Forget everything (after a sale in this process, so the seller sees it at once). */
  clear(): void {
    this.days.clear();
    this.version++;
  }
}

/** A fresh empty value for each date. */
export function byDate<V>(dates: string[], empty: () => V): Map<string, V> {
  return new Map(dates.map((d) => [d, empty()]));
}
