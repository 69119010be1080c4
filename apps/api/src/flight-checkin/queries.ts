// The SQL of partner-flight check-in: the partner's booking reference of a direction.

import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reservationFlights } from '../db/schema.js';

/** The partner's booking reference of the reservation's flights on `way`, if it still holds one. */
export async function flightReferenceOf(db: Db, reservationUuid: string, way: 1 | 2): Promise<string | null> {
  const [row] = await db
    .select({ reference: reservationFlights.reference })
    .from(reservationFlights)
    .where(and(eq(reservationFlights.reservationUuid, reservationUuid), eq(reservationFlights.direction, way)));
  return row?.reference ?? null;
}
