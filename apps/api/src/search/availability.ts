import type { Db } from '../db/client.js';
import { byDate, DatedCache } from '../db/dated-cache.js';
import { seatsLeftByDate } from './queries.js';

type RunFigures = Map<number, [number, number]>;

/** Per run: [seats left, wheelchair positions left]. */
export interface DayAvailability {
  seatsLeft: (runId: number, date: string) => number | undefined;
  /** Wheelchair positions left per run and date (decision 200); undefined for a trip not made yet. */
  wheelchairsLeft: (runId: number, date: string) => number | undefined;
  /** The same text exactly when no figure of these dates changed (DatedCache.stamped). */
  stamp: string;
}

/** Seats left per run (timetable row) and service date. */
export class AvailabilityCache extends DatedCache<RunFigures> {
  constructor(db: Db, ttlMs = 1000) {
    super(
      async (dates) => {
        const out = byDate(dates, (): RunFigures => new Map());
        for (const day of await seatsLeftByDate(db, dates)) {
          const runs = out.get(day.date);
          for (const [run, left, wheelchairs] of day.trips) runs?.set(run, [left, wheelchairs]);
        }
        return out;
      },
      () => new Map(),
      ttlMs,
      // The trips come in the order of their run (seatsLeftByDate), so equal figures are equal text.
      (runs) => JSON.stringify([...runs]),
    );
  }

  /** Seats and wheelchair positions of the dates, read together, with their stamp. */
  async figures(dates: string[]): Promise<DayAvailability> {
    const { values, stamp } = await this.stamped(dates);
    return {
      seatsLeft: (runId, date) => values.get(date)?.get(runId)?.[0],
      wheelchairsLeft: (runId, date) => values.get(date)?.get(runId)?.[1],
      stamp,
    };
  }
}
