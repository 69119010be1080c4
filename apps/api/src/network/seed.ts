import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { readAirports } from '../openflights/read.js';
import { DEMO_SERVICES, DEMO_STOPS, DEMO_VEHICLES, type DemoVehicle } from './demo-network.js';
import { insertService, insertServiceStops, insertStops, insertTimetable, insertVehicles, stopCount } from './queries.js';

/** Seat codes row by row: two seats, the aisle (''), two seats. */
export function seatMap(vehicle: DemoVehicle): string[][] {
  return Array.from({ length: vehicle.rows }, (_, r) => {
    const row = r + 1;
    const seats = r === vehicle.rows - 1 && vehicle.lastRow ? vehicle.lastRow : 4;
    const letters = ['A', 'B', '', 'C', 'D'].filter((l, i) => l === '' || (i < 2 ? i : i - 1) < seats);
    return letters.map((l) => (l ? `${row}${l}` : ''));
  });
}

/** Loads the demo network into an empty database; does nothing when stops exist already. */
export async function seedDemoNetwork(db: Db): Promise<boolean> {
  if ((await stopCount(db)) > 0) return false;
  const airports = readAirports();

  await inTransaction(db, async (tx) => {
    await insertStops(
      tx,
      DEMO_STOPS.map((s) => {
        const airport = airports.get(s.code);
        const name = s.name ?? airport?.name;
        const timeZone = s.timeZone ?? airport?.timeZone;
        if (!name || !timeZone) throw new Error(`stop ${s.code}: no airport data`);
        return {
          code: s.code,
          name,
          city: s.city ?? airport!.city,
          cityCode: s.cityCode,
          state: s.state,
          country: s.country,
          timeZone,
          lat: s.lat ?? airport!.lat,
          lon: s.lon ?? airport!.lon,
          isAirport: !s.name,
          terminals: s.terminals ?? [],
          address: s.address,
        };
      }),
    );
    const vehicleRows = await insertVehicles(
      tx,
      DEMO_VEHICLES.map((v) => {
        const map = seatMap(v);
        return { name: v.name, capacity: map.flat().filter(Boolean).length, seatMap: map, wheelchairSpaces: v.wheelchairSpaces };
      }),
    );
    const vehicleId = new Map(vehicleRows.map((v) => [v.name, v.id]));

    for (const s of DEMO_SERVICES) {
      const serviceId = await insertService(tx, {
        code: s.code,
        name: s.name,
        operator: 'VIDECOM',
        airline: 'LL',
        serviceType: s.serviceType,
        currency: s.currency,
        fareAdult: s.fare.adult,
        fareChild: s.fare.child,
        fareInfant: s.fare.infant,
        vehicleId: vehicleId.get(s.vehicle)!,
      });
      await insertServiceStops(
        tx,
        s.pattern.map(([stopCode, minutes], seq) => ({
          serviceId,
          seq,
          stopCode,
          arriveOffsetMin: minutes,
          // A short dwell at intermediate stops; none at the ends.
          departOffsetMin: seq === 0 || seq === s.pattern.length - 1 ? minutes : minutes + 2,
        })),
      );
      await insertTimetable(
        tx,
        s.periods.flatMap((p) =>
          p.runs.map((r) => ({
            serviceId,
            runNumber: r.run,
            eff: p.eff,
            dis: p.dis,
            freq: r.freq ?? '1234567',
            dept: r.dept,
            arr: r.arr,
          })),
        ),
      );
    }
  });
  return true;
}
