// The SQL of the ground network: stops, vehicles, services, their stop patterns and timetable,
// and the trips made from them. Each function takes the database or a transaction first.

import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serviceStops, services, stops, timetable, vehicles } from '../db/schema.js';

/** Every table of the network, patterns by service and stop order, runs by departure. */
export async function networkRows(db: Db) {
  const [stopRows, vehicleRows, serviceRows, patternRows, runRows] = await Promise.all([
    db.select().from(stops),
    db.select().from(vehicles),
    db.select().from(services),
    db.select().from(serviceStops).orderBy(asc(serviceStops.serviceId), asc(serviceStops.seq)),
    db.select().from(timetable).orderBy(asc(timetable.dept)),
  ]);
  return { stopRows, vehicleRows, serviceRows, patternRows, runRows };
}

export async function stopCount(db: Db): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(stops);
  return count;
}

export async function insertStops(db: Db, rows: (typeof stops.$inferInsert)[]): Promise<void> {
  await db.insert(stops).values(rows);
}

/** Inserts vehicles; returns the id of each by name. */
export async function insertVehicles(db: Db, rows: (typeof vehicles.$inferInsert)[]) {
  return db.insert(vehicles).values(rows).returning({ id: vehicles.id, name: vehicles.name });
}

/** Inserts a service; returns its id. */
export async function insertService(db: Db, values: typeof services.$inferInsert): Promise<number> {
  const [service] = await db.insert(services).values(values).returning({ id: services.id });
  return service.id;
}

export async function insertServiceStops(db: Db, rows: (typeof serviceStops.$inferInsert)[]): Promise<void> {
  await db.insert(serviceStops).values(rows);
}

export async function insertTimetable(db: Db, rows: (typeof timetable.$inferInsert)[]): Promise<void> {
  await db.insert(timetable).values(rows);
}

/**
 * Inserts the trips of every timetable run operating between two dates, leaving existing ones
 * alone; returns how many were made. The first stop's time zone turns the local departure into
 * an instant, in SQL.
 */
export async function insertTripsBetween(db: Db, from: string, to: string): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO trips (timetable_id, service_date, departs_at, vehicle_id, capacity, wheelchair_capacity)
    SELECT t.id, d.day, (d.day + to_timestamp(t.dept, 'HH24MI')::time) AT TIME ZONE st.time_zone,
           s.vehicle_id, v.capacity, v.wheelchair_spaces
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
