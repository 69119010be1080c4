/**
 * Per-date figures read in one query per batch of dates and kept for `ttlMs`. Search shows
 * figures that may be this old; the hold at booking time is the real check (a conditional
 * UPDATE), so a stale figure can never oversell. A batch loads the dates asked for and no
 * others: loading the span between them let a return date in the year 4000 build 720,000 days.
 *
 * Given a `fingerprint`, each date's figures also carry a generation that moves on only when a
 * read finds them changed, so an answer built on them can tell, a second later, whether it would
 * come out the same (`stamped`).
 */
export class DatedCache<V> {
  private readonly days = new Map<string, { at: number; value: Promise<Loaded<V>> }>();
  private generations = 0;
  /** Bumped by clear(), so answers built on older figures are not reused. */
  version = 0;

  constructor(
    private readonly load: (dates: string[]) => Promise<Map<string, V>>,
    private readonly empty: () => V,
    private readonly ttlMs = 1000,
    /** The figures of a date as text, equal exactly when they are the same. */
    private readonly fingerprint?: (value: V) => string,
  ) {}

  async forDates(dates: string[]): Promise<Map<string, V>> {
    return (await this.stamped(dates)).values;
  }

  /**
   * The figures of the dates, and a stamp that is the same text for the same figures: read again
   * later, an equal stamp means no figure of these dates changed in between (without a
   * fingerprint every read is a new stamp).
   */
  async stamped(dates: string[]): Promise<{ values: Map<string, V>; stamp: string }> {
    // The age of a cached answer is elapsed time (it bounds staleness), not the business clock.
    const now = performance.now();
    const missing = [...new Set(dates)].filter((d) => {
      const entry = this.days.get(d);
      return !entry || now - entry.at >= this.ttlMs;
    });
    if (missing.length) {
      const batch = this.load(missing);
      for (const d of missing) {
        const previous = this.days.get(d)?.value.catch(() => undefined);
        const value = batch.then(async (all) => this.loaded(all.get(d) ?? this.empty(), await previous));
        this.days.set(d, { at: now, value });
      }
      if (this.days.size > 1000) {
        for (const [d, e] of this.days) if (now - e.at >= this.ttlMs) this.days.delete(d);
      }
    }
    const values = new Map<string, V>();
    const generations = await Promise.all(
      dates.map(async (d) => {
        const loaded = await this.days.get(d)!.value;
        values.set(d, loaded.value);
        return loaded.generation;
      }),
    );
    return { values, stamp: generations.join('.') };
  }

  /** Forget everything (after a sale in this process, so the seller sees it at once). */
  clear(): void {
    this.days.clear();
    this.version++;
  }

  private loaded(value: V, previous: Loaded<V> | undefined): Loaded<V> {
    const print = this.fingerprint?.(value);
    const same = print !== undefined && previous !== undefined && previous.print === print;
    return { value, print, generation: same ? previous.generation : ++this.generations };
  }
}

interface Loaded<V> {
  value: V;
  print: string | undefined;
  /** Moves on when a read finds the figures changed. */
  generation: number;
}

/** A fresh empty value for each date. */
export function byDate<V>(dates: string[], empty: () => V): Map<string, V> {
  return new Map(dates.map((d) => [d, empty()]));
}
