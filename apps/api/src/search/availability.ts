import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { flightInventory, trips } from '../db/schema.js';

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
    const now = Date.now();
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

function byDate<V>(dates: string[], empty: () => V): Map<string, V> {
  return new Map(dates.map((d) => [d, empty()]));
}

/** Seats left per run (timetable row) and service date. */
export class AvailabilityCache extends DatedCache<Map<number, number>> {
  constructor(db: Db, ttlMs = 1000) {
    super(
      async (dates) => {
        const rows = await db
          .select({ run: trips.timetableId, date: trips.serviceDate, left: sql<number>`${trips.capacity} - ${trips.sold} - ${trips.held}` })
          .from(trips)
          .where(inArray(trips.serviceDate, dates));
        const out = byDate(dates, () => new Map<number, number>());
        for (const r of rows) out.get(r.date)?.set(r.run, Number(r.left));
        return out;
      },
      () => new Map(),
      ttlMs,
    );
  }

  async seatsLeft(dates: string[]): Promise<(runId: number, date: string) => number | undefined> {
    const byDay = await this.forDates(dates);
    return (runId, date) => byDay.get(date)?.get(runId);
  }
}

/** Partner-flight seats we sold, per 'number|from|to' and flight date. */
export class FlightSalesCache extends DatedCache<Map<string, number>> {
  constructor(db: Db, ttlMs = 1000) {
    super(
      async (dates) => {
        const rows = await db.select().from(flightInventory).where(inArray(flightInventory.flightDate, dates));
        const out = byDate(dates, () => new Map<string, number>());
        for (const r of rows) out.get(r.flightDate)?.set(`${r.flightNumber}|${r.origin}|${r.destination}`, r.sold);
        return out;
      },
      () => new Map(),
      ttlMs,
    );
  }
}
