import { createHash } from 'node:crypto';
import type { ServiceType } from '@landline/shared/constants';
import type { Currency, Fare } from '@landline/shared/money';

/** A local date and clock at a stop. */
export interface LocalTime {
  date: string;
  time: string;
  /** The instant in ISO 8601 (UTC). */
  iso: string;
}

/** When one run is at each stop of its pattern on one service date. */
export interface RunTimes {
  /** Epoch ms at which the vehicle leaves each stop of the pattern. */
  depart: number[];
  /** Epoch ms at which it reaches each stop. */
  arrive: number[];
  /** The same, as local date and clock of each stop. */
  departLocal: LocalTime[];
  arriveLocal: LocalTime[];
}

export interface StopInfo {
  code: string;
  name: string;
  city: string;
  cityCode: string;
  state: string;
  country: string;
  timeZone: string;
  lat: number;
  lon: number;
  isAirport: boolean;
  terminals: string[];
  address: string;
}

export interface RunInfo {
  /** The timetable row's id. */
  id: number;
  runNumber: string;
  eff: string;
  dis: string;
  freq: string;
  dept: string;
  arr: string;
}

export interface ServiceStop {
  code: string;
  arriveOffsetMin: number;
  departOffsetMin: number;
}

export interface ServiceInfo {
  id: number;
  code: string;
  name: string;
  operator: string;
  airline: string;
  serviceType: ServiceType;
  currency: Currency;
  fare: Fare;
  vehicle: { id: number; name: string; capacity: number; wheelchairSpaces: number };
  stops: ServiceStop[];
  runs: RunInfo[];
}

/** Where a service calls at a stop: the service and the stop's position in its pattern. */
export interface Call {
  service: ServiceInfo;
  seq: number;
}

/** The whole ground network, read once and indexed for search. */
export class Network {
  readonly calls = new Map<string, Call[]>();
  readonly cityStops = new Map<string, string[]>();
  /** Run times by 'run id|service date', filled by search (bounded in search/plan.ts). */
  readonly timesCache = new Map<string, RunTimes>();

  /** Every run (timetable row) by id, with its service. */
  readonly runs = new Map<number, { service: ServiceInfo; run: RunInfo }>();

  constructor(
    readonly stops: Map<string, StopInfo>,
    readonly services: ServiceInfo[],
  ) {
    for (const service of services) {
      for (const run of service.runs) this.runs.set(run.id, { service, run });
      service.stops.forEach((s, seq) => {
        const list = this.calls.get(s.code) ?? [];
        list.push({ service, seq });
        this.calls.set(s.code, list);
      });
    }
    for (const stop of stops.values()) {
      const list = this.cityStops.get(stop.cityCode) ?? [];
      list.push(stop.code);
      this.cityStops.set(stop.cityCode, list);
    }
  }

  private digest: string | undefined;

  /** A digest of the stops, services and timetable: equal for two loads of the same network. */
  get fingerprint(): string {
    this.digest ??= createHash('sha256')
      .update(JSON.stringify([[...this.stops.values()], this.services]))
      .digest('base64url');
    return this.digest;
  }

  /** A stop code stands for itself; a city code for all of the city's stops. */
  expand(code: string): string[] {
    if (this.stops.has(code)) return [code];
    return this.cityStops.get(code) ?? [];
  }

  /** Whether two places share a stop (Fort Collins and its CSU stop are one place to travel from). */
  overlaps(a: string, b: string): boolean {
    const stops = new Set(this.expand(a));
    return a === b || this.expand(b).some((code) => stops.has(code));
  }

  /** Stops reachable without a change from a stop (any service calling later). */
  reachableFrom(code: string): Set<string> {
    const out = new Set<string>();
    for (const { service, seq } of this.calls.get(code) ?? []) {
      for (const s of service.stops.slice(seq + 1)) out.add(s.code);
    }
    return out;
  }
}
