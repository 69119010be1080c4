import type { Network, RunInfo, ServiceInfo } from '../network/model.js';
import { operatesOn, runTimes, type LocalTime, type RunTimes } from '../network/timetable.js';

/** One ride on one run of a service, from the stop at `board` to the stop at `alight`. */
export interface GroundLeg {
  service: ServiceInfo;
  run: RunInfo;
  serviceDate: string;
  board: number;
  alight: number;
  departAt: number;
  arriveAt: number;
  times: RunTimes;
}

const TIMES_CACHE_LIMIT = 20_000;

function timesOf(network: Network, service: ServiceInfo, run: RunInfo, serviceDate: string): RunTimes {
  const key = `${run.id}|${serviceDate}`;
  let times = network.timesCache.get(key);
  if (!times) {
    if (network.timesCache.size >= TIMES_CACHE_LIMIT) network.timesCache.clear();
    times = runTimes(service, run, serviceDate, (code) => network.stops.get(code)!.timeZone);
    network.timesCache.set(key, times);
  }
  return times;
}

/** A run leaving a stop on a service date, with its times. */
interface Departure {
  run: RunInfo;
  serviceDate: string;
  times: RunTimes;
}

/** Every leg from one of `fromCodes` to a stop accepted by `toOk`, on the given service dates. */
export function findGroundLegs(
  network: Network,
  fromCodes: string[],
  toOk: (code: string) => boolean,
  serviceDates: string[],
  departOk: (departAt: number, local: LocalTime) => boolean,
): GroundLeg[] {
  const legs: GroundLeg[] = [];
  for (const code of fromCodes) {
    for (const { service, seq } of network.calls.get(code) ?? []) {
      // The runs leaving this stop, found once for every stop they go on to (a change may be
      // at any of them), and only when one is wanted.
      let departures: Departure[] | undefined;
      for (let j = seq + 1; j < service.stops.length; j++) {
        if (!toOk(service.stops[j].code)) continue;
        departures ??= departuresFrom(network, service, seq, serviceDates, departOk);
        for (const { run, serviceDate, times } of departures) {
          legs.push({ service, run, serviceDate, board: seq, alight: j, departAt: times.depart[seq], arriveAt: times.arrive[j], times });
        }
      }
    }
  }
  return legs;
}

/** The runs of a service leaving its stop `seq` on the service dates, date by date, as departOk allows. */
function departuresFrom(
  network: Network,
  service: ServiceInfo,
  seq: number,
  serviceDates: string[],
  departOk: (departAt: number, local: LocalTime) => boolean,
): Departure[] {
  const departures: Departure[] = [];
  for (const serviceDate of serviceDates) {
    for (const run of service.runs) {
      if (!operatesOn(run, serviceDate)) continue;
      const times = timesOf(network, service, run, serviceDate);
      if (departOk(times.depart[seq], times.departLocal[seq])) departures.push({ run, serviceDate, times });
    }
  }
  return departures;
}
