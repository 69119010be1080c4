// When a coach reaches a stop (decision 287): the `ArrivalPredictor` port the guarantee asks for a
// ride to the airport, and its implementation from the timetable and the departure's own time
// (a dispatcher's retime moves every stop of the run by the same difference). A live prediction
// from the coaches' positions can stand in for it behind the same port.

import type { Db } from '../db/client.js';
import type { NetworkStore } from '../network/load.js';
import { runTimes } from '../network/timetable.js';
import { tripTiming } from './queries.js';

export interface ArrivalPredictor {
  /** When the departure `tripId` is expected at the stop `stopCode`; null when it cannot say. */
  predictedArrival(tripId: number, stopCode: string): Promise<Date | null>;
}

export class TimetableArrivalPredictor implements ArrivalPredictor {
  constructor(private readonly deps: { db: Db; network: NetworkStore }) {}

  async predictedArrival(tripId: number, stopCode: string): Promise<Date | null> {
    const trip = await tripTiming(this.deps.db, tripId);
    if (!trip || trip.canceledAt) return null;
    const network = await this.deps.network.get();
    const found = network.runs.get(trip.run);
    if (!found) return null;
    const index = found.service.stops.findIndex((s) => s.code === stopCode);
    if (index < 0) return null;
    const times = runTimes(found.service, found.run, trip.date, (code) => network.stops.get(code)!.timeZone);
    return new Date(times.arrive[index] + (trip.departsAt.getTime() - times.depart[0]));
  }
}

/**
 * The first source that can say: the live prediction from the coach's position, then the
 * timetable (the live one has nothing once the coach has passed the stop, or before it runs).
 */
export class FirstKnownArrival implements ArrivalPredictor {
  constructor(private readonly sources: readonly ArrivalPredictor[]) {}

  async predictedArrival(tripId: number, stopCode: string): Promise<Date | null> {
    for (const source of this.sources) {
      const at = await source.predictedArrival(tripId, stopCode);
      if (at) return at;
    }
    return null;
  }
}
