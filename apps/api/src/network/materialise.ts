import type { Db } from '../db/client.js';
import { insertTripsBetween } from './queries.js';

/**
 * Creates the trips (a run on a date, with its vehicle and capacity) of every timetable run
 * operating between two dates. Idempotent: existing trips and their sales are left alone.
 */
export async function materialiseTrips(db: Db, from: string, to: string): Promise<number> {
  return insertTripsBetween(db, from, to);
}
