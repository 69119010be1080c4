import type { Db } from '../db/client.js';
import { byDate, DatedCache } from '../db/dated-cache.js';
import { seatsLeftByDate } from './queries.js';

/** Seats left per run (timetable row) and service date. */
/** Per run: [seats left, wheelchair positions left]. */
export class AvailabilityCache extends DatedCache<Map<number, [number, number]>> {
  constructor(db: Db, ttlMs = 1000) {
    super(
      async (dates) => {
        const out = byDate(dates, () => new Map<number, [number, number]>());
        for (const day of await seatsLeftByDate(db, dates)) {
          const runs = out.get(day.date);
          for (const [run, left, wheelchairs] of day.trips) runs?.set(run, [left, wheelchairs]);
        }
        return out;
      },
      () => new Map(),
      ttlMs,
    );
  }

  async seatsLeft(dates: string[]): Promise<(runId: number, date: string) => number | undefined> {
    const byDay = await this.forDates(dates);
    return (runId, date) => byDay.get(date)?.get(runId)?.[0];
  }

  /** Wheelchair positions left per run and date (decision 200); undefined for a trip not made yet. */
  async wheelchairsLeft(dates: string[]): Promise<(runId: number, date: string) => number | undefined> {
    const byDay = await this.forDates(dates);
    return (runId, date) => byDay.get(date)?.get(runId)?.[1];
  }
}
