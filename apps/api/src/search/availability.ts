import type { Db } from '../db/client.js';
import { byDate, DatedCache } from '../db/dated-cache.js';
import { seatsLeftOn } from './queries.js';

/** Seats left per run (timetable row) and service date. */
export class AvailabilityCache extends DatedCache<Map<number, number>> {
  constructor(db: Db, ttlMs = 1000) {
    super(
      async (dates) => {
        const rows = await seatsLeftOn(db, dates);
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
