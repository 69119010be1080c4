import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Creates the trips (a run on a date, with its vehicle and capacity) of every timetable run
 * operating between two dates. Idempotent: existing trips and their sales are left alone.
 * The first stop's time zone turns the local departure into an instant, in SQL.
 */
export async function materialiseTrips(db: Db, from: string, to: string): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO trips (timetable_id, service_date, departs_at, vehicle_id, capacity)
    SELECT t.id, d.day, (d.day + to_timestamp(t.dept, 'HH24MI')::time) AT TIME ZONE st.time_zone,
           s.vehicle_id, v.capacity
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g(ts)
      CROSS JOIN LATERAL (SELECT g.ts::date AS day) d
      JOIN timetable t ON d.day BETWEEN t.eff AND t.dis
                      AND substr(t.freq, extract(isodow FROM d.day)::int, 1) <> '.'
      JOIN services s ON s.id = t.service_id
      JOIN vehicles v ON v.id = s.vehicle_id
      JOIN service_stops ss ON ss.service_id = s.id AND ss.seq = 0
      JOIN stops st ON st.code = ss.stop_code
    ON CONFLICT (timetable_id, service_date) DO NOTHING`);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}
