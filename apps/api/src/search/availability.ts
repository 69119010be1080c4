import { and, gte, lte, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '@landline/shared';
import type { Db } from '../db/client.js';
import { trips } from '../db/schema.js';

type DaySeats = Map<number, number>;

/**
 * Seats left per run and date, read in one query per batch of dates and kept for `ttlMs`.
 * Search shows availability that may be this old; the hold at booking time is the real check
 * (a conditional UPDATE on the trip row), so a stale figure can never oversell.
 */
export class AvailabilityCache {
  private readonly days = new Map<string, { at: number; seats: Promise<DaySeats> }>();
  /** Bumped by clear(), so answers built on older figures are not reused. */
  version = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
  ) {}

  async forDates(dates: string[]): Promise<(runId: number, date: string) => number | undefined> {
    const now = Date.now();
    const missing = [...new Set(dates)].filter((d) => {
      const entry = this.days.get(d);
      return !entry || now - entry.at >= this.ttlMs;
    });
    if (missing.length) {
      missing.sort();
      const batch = this.load(missing[0], missing[missing.length - 1]);
      for (const d of missing) {
        this.days.set(d, { at: now, seats: batch.then((all) => all.get(d) ?? new Map()) });
      }
      if (this.days.size > 1000) this.prune(now);
    }
    const byDate = new Map<string, DaySeats>();
    await Promise.all(dates.map(async (d) => byDate.set(d, await this.days.get(d)!.seats)));
    return (runId, date) => byDate.get(date)?.get(runId);
  }

  /** Forget everything (after a sale in this process, so the seller sees it at once). */
  clear(): void {
    this.days.clear();
    this.version++;
  }

  private async load(from: string, to: string): Promise<Map<string, DaySeats>> {
    const span = daysBetween(from, to);
    const rows = await this.db
      .select({
        run: trips.timetableId,
        date: trips.serviceDate,
        left: sql<number>`${trips.capacity} - ${trips.sold} - ${trips.held}`,
      })
      .from(trips)
      .where(and(gte(trips.serviceDate, from), lte(trips.serviceDate, to)));
    const out = new Map<string, DaySeats>();
    for (let i = 0; i <= span; i++) out.set(addDays(from, i), new Map());
    for (const r of rows) out.get(r.date)?.set(r.run, Number(r.left));
    return out;
  }

  private prune(now: number): void {
    for (const [d, e] of this.days) if (now - e.at >= this.ttlMs) this.days.delete(d);
  }
}
