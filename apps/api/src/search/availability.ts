import { and, gte, lte, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '@landline/shared';
import type { Db } from '../db/client.js';
import { flightInventory, trips } from '../db/schema.js';

/**
 * Per-date figures read in one query per batch of dates and kept for `ttlMs`. Search shows
 * figures that may be this old; the hold at booking time is the real check (a conditional
 * UPDATE), so a stale figure can never oversell.
 */
export class DatedCache<V> {
  private readonly days = new Map<string, { at: number; value: Promise<V> }>();
  /** Bumped by clear(), so answers built on older figures are not reused. */
  version = 0;

  constructor(
    private readonly load: (from: string, to: string) => Promise<Map<string, V>>,
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
      missing.sort();
      const from = missing[0];
      const to = missing[missing.length - 1];
      const batch = this.load(from, to);
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

function byDate<V>(from: string, to: string, empty: () => V): Map<string, V> {
  const out = new Map<string, V>();
  for (let i = 0; i <= daysBetween(from, to); i++) out.set(addDays(from, i), empty());
  return out;
}

/** Seats left per run (timetable row) and service date. */
export class AvailabilityCache extends DatedCache<Map<number, number>> {
  constructor(db: Db, ttlMs = 1000) {
    super(
      async (from, to) => {
        const rows = await db
          .select({ run: trips.timetableId, date: trips.serviceDate, left: sql<number>`${trips.capacity} - ${trips.sold} - ${trips.held}` })
          .from(trips)
          .where(and(gte(trips.serviceDate, from), lte(trips.serviceDate, to)));
        const out = byDate(from, to, () => new Map<number, number>());
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
      async (from, to) => {
        const rows = await db
          .select()
          .from(flightInventory)
          .where(and(gte(flightInventory.flightDate, from), lte(flightInventory.flightDate, to)));
        const out = byDate(from, to, () => new Map<string, number>());
        for (const r of rows) out.get(r.flightDate)?.set(`${r.flightNumber}|${r.origin}|${r.destination}`, r.sold);
        return out;
      },
      () => new Map(),
      ttlMs,
    );
  }
}
