// The SQL of the GTFS feed: the departures dispatch cancelled (decision 279), which leave the
// static feed's calendar (decision 282).

import { asc, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { trips } from '../db/schema.js';
import type { CancelledDeparture } from './feed.js';

/** Every cancelled departure, by run and date. */
export async function cancelledDepartures(db: Db): Promise<CancelledDeparture[]> {
  return db
    .select({ timetableId: trips.timetableId, serviceDate: trips.serviceDate })
    .from(trips)
    .where(isNotNull(trips.canceledAt))
    .orderBy(asc(trips.timetableId), asc(trips.serviceDate));
}
