// network/: the ground network (stops, services, timetable) read into memory for search,
// places, schedules and the pages. No routes: those features answer from it. This module is its
// service (NetworkStore), seed.ts and materialise.ts write it, the SQL is in queries.ts.

import type { Db } from '../db/client.js';
import { Network, type ServiceInfo, type StopInfo } from './model.js';
import { networkRows } from './queries.js';
import type { ServiceType } from '@landline/shared/constants';
import type { Currency } from '@landline/shared/money';

/** Reads the network from the database into its search indexes (a handful of small queries). */
export async function loadNetwork(db: Db): Promise<Network> {
  const { stopRows, vehicleRows, serviceRows, patternRows, runRows } = await networkRows(db);
  const stopMap = new Map<string, StopInfo>(stopRows.map((s) => [s.code, s]));
  const vehicleMap = new Map(
    vehicleRows.map((v) => [v.id, { id: v.id, name: v.name, capacity: v.capacity, wheelchairSpaces: v.wheelchairSpaces }]),
  );
  const list: ServiceInfo[] = serviceRows.map((s) => ({
    id: s.id,
    code: s.code,
    name: s.name,
    operator: s.operator,
    airline: s.airline,
    serviceType: s.serviceType as ServiceType,
    currency: s.currency as Currency,
    fare: { adult: s.fareAdult, child: s.fareChild, infant: s.fareInfant },
    vehicle: vehicleMap.get(s.vehicleId)!,
    stops: patternRows
      .filter((p) => p.serviceId === s.id)
      .map((p) => ({ code: p.stopCode, arriveOffsetMin: p.arriveOffsetMin, departOffsetMin: p.departOffsetMin })),
    runs: runRows
      .filter((r) => r.serviceId === s.id)
      .map((r) => ({ id: r.id, runNumber: r.runNumber, eff: r.eff, dis: r.dis, freq: r.freq, dept: r.dept, arr: r.arr })),
  }));
  return new Network(stopMap, list);
}

/**
 * Holds the current network. The timetable changes rarely: a change made through this process
 * reloads at once; other instances pick it up within `maxAgeMs`.
 */
export class NetworkStore {
  private current: Network | null = null;
  /** performance.now() of the last load: the age is a duration of this process, not an instant of the app's clock. */
  private loadedAt = 0;
  private loading: Promise<Network> | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** The network; a stale copy is served while a fresh one loads (no request waits for it). */
  async get(): Promise<Network> {
    if (!this.current) return this.reload();
    if (performance.now() - this.loadedAt >= this.maxAgeMs) this.reload().catch(() => undefined);
    return this.current;
  }

  reload(): Promise<Network> {
    this.loading ??= loadNetwork(this.db)
      .then((n) => {
        this.current = n;
        this.loadedAt = performance.now();
        return n;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
