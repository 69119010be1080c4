// Chains of partner flights: the one engine behind search (chains ending at given airports) and
// the type-ahead (every airport a chain can reach). Both apply the same rules, written once here,
// so a place offered is a place search finds. Pure: the timetable comes from the network.

import type { FlightLeg, FlightNetwork } from './network.js';

/** Flight changes allowed at most, whatever max_stopovers says (decisions/). */
export const MAX_FLIGHT_CHANGES = 2;
/** No detours: a chain flies at most this factor of the straight line, plus DETOUR_KM. */
const DETOUR_FACTOR = 1.4;
const DETOUR_KM = 300;

export interface ChainRules {
  /** Flights in one chain at most (1 + changes). */
  maxFlights: number;
  /** Bounds of a change between two flights, in ms. */
  layover: [number, number];
  /** Airlines allowed (empty: any). */
  airlines: string[];
  /** Airports where a change may happen (empty: any). */
  connecting: string[];
}

/** Where chains start: an airport and the instants its first flight may leave within. */
export interface ChainStart {
  airport: string;
  /** [earliest, latest] departure instants (epoch ms) of the first flight. */
  windows: [number, number][];
  /** When set, the first flight must leave on this local date. */
  date?: string;
}

/** The rules of max_stopovers, airlines and connecting airports as chain rules. */
export function chainRules(filters: {
  max_stopovers: number;
  maxFlightLayover: [number, number];
  airline_filter: string[];
  connecting_airports: string[];
}): ChainRules {
  return {
    maxFlights: 1 + Math.min(filters.max_stopovers, MAX_FLIGHT_CHANGES),
    layover: [filters.maxFlightLayover[0] * 1000, filters.maxFlightLayover[1] * 1000],
    airlines: filters.airline_filter,
    connecting: filters.connecting_airports,
  };
}

/** The longest a chain from `from` to `to` may fly in all (km). */
function budget(network: FlightNetwork, from: string, to: string): number {
  return network.km(from, to) * DETOUR_FACTOR + DETOUR_KM;
}

const airlineOk = (rules: ChainRules, leg: FlightLeg) => rules.airlines.length === 0 || rules.airlines.includes(leg.airline);
const changeOk = (rules: ChainRules, airport: string) => rules.connecting.length === 0 || rules.connecting.includes(airport);
/** A second change happens only between two of the busiest airports (real two-stop trips do). */
const secondChangeOk = (network: FlightNetwork, first: string, second: string) => network.hubs.has(first) && network.hubs.has(second);

/** The first flights of a start, in departure order, one per flight. */
function firstFlights(network: FlightNetwork, rules: ChainRules, start: ChainStart): FlightLeg[] {
  const inWindow = (f: FlightLeg) => start.windows.some(([a, b]) => f.departAt >= a && f.departAt <= b);
  let flights: FlightLeg[];
  if (start.date) flights = network.departuresOn(start.airport, start.date).filter(inWindow);
  else {
    const seen = new Set<FlightLeg>();
    flights = [];
    for (const [a, b] of mergeWindows(start.windows)) {
      for (const f of network.departuresBetween(start.airport, a, b)) {
        if (seen.has(f)) continue;
        seen.add(f);
        flights.push(f);
      }
    }
  }
  return flights.filter((f) => airlineOk(rules, f));
}

/** Overlapping windows as one. */
function mergeWindows(windows: [number, number][]): [number, number][] {
  const sorted = [...windows].sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Flights leaving an airport within the change bounds after an arrival. */
function onward(network: FlightNetwork, rules: ChainRules, at: FlightLeg): FlightLeg[] {
  const flights = network.departuresBetween(at.to, at.arriveAt + rules.layover[0], at.arriveAt + rules.layover[1]);
  return rules.airlines.length ? flights.filter((f) => airlineOk(rules, f)) : flights;
}

/** Every chain from the starts to one of `ends`, under the rules, as they are found. */
export function* chainsTo(network: FlightNetwork, rules: ChainRules, starts: ChainStart[], wanted: Set<string>): Generator<FlightLeg[]> {
  const ends = new Set([...wanted].filter((e) => network.hasAirport(e)));
  // Airports one flight from an end: only from there can a chain still finish with one more flight.
  const beforeEnd = new Set<string>();
  for (const e of ends) for (const x of network.into.get(e) ?? []) beforeEnd.add(x);
  // Whether some end is still within the detour budget after flying `km` to `at` (the network
  // keeps the distances asked for).
  const endList = [...ends];
  const hopeful = (budgets: number[], at: string, km: number) => budgets.some((most, i) => km + network.km(at, endList[i]) <= most);

  const layover = (f: FlightLeg): [number, number] => [f.arriveAt + rules.layover[0], f.arriveAt + rules.layover[1]];
  for (const start of starts) {
    const s = start.airport;
    if (!network.out.has(s)) continue;
    // The start's detour budget to each end, in `endList`'s order and by end (asked per flight).
    const budgets = endList.map((e) => budget(network, s, e));
    const budgetTo = new Map(endList.map((e, i) => [e, budgets[i]]));
    const hops = usefulHops(network, rules, s, ends, beforeEnd);
    if (!hops.size) continue;
    for (const f1 of firstFlights(network, rules, start)) {
      const x = f1.to;
      const onward = hops.get(x);
      if (!onward) continue;
      if (ends.has(x) && f1.km <= budgetTo.get(x)!) yield [f1];
      // A second airport is kept only where a change at x is allowed and an end still in reach.
      if (!onward.length) continue;
      const third = rules.maxFlights >= 3 && network.hubs.has(x);
      for (const f2 of secondFlights(network, x, onward, ...layover(f1))) {
        const y = f2.to;
        // Only on towards an end: to an end, or (second change) to a hub one flight from an end.
        if (y === s || !(ends.has(y) || (third && beforeEnd.has(y) && network.hubs.has(y))) || !airlineOk(rules, f2)) continue;
        {
          const km2 = f1.km + f2.km;
          if (ends.has(y) && km2 <= budgetTo.get(y)!) yield [f1, f2];
          if (!third || !secondChangeOk(network, x, y) || !changeOk(rules, y) || !beforeEnd.has(y) || !hopeful(budgets, y, km2)) continue;
          for (const z of endList) {
            if (z === s || z === x || z === y || !network.out.get(y)!.has(z)) continue;
            for (const f3 of network.flightsBetween(y, z, ...layover(f2))) {
              if (airlineOk(rules, f3) && km2 + f3.km <= budgetTo.get(z)!) yield [f1, f2, f3];
            }
          }
        }
      }
    }
  }
}

// A set is a few KB: a start's useful first airports and their second ones (23 sets held 390 and
// 1,868 of them over the multimodal benchmark's questions).
const HOPS_KEPT = 1_000;
const keptHops = new WeakMap<FlightNetwork, Map<string, Map<string, string[]>>>();

/**
 * Where a chain from `s` may fly first and then second and still end at one of `ends`: by first
 * airport, the second ones (empty when only the first flight itself ends a chain). They are the
 * tests of `chainsTo` with each flight's distance, which is its route's (every flight of a route
 * flies the same great circle), so they hold on every day and are kept per start and ends.
 *
 * A ground search asks chains from the big airport its origin rides to, ending at the small
 * airports around its destination, or at that airport itself, where no chain ends: none of a
 * hub's hundreds of departures is then walked. A chain on to a far end walks, after each first
 * flight, only the routes towards its ends, not every flight leaving the airport where it changes.
 */
function usefulHops(
  network: FlightNetwork,
  rules: ChainRules,
  s: string,
  ends: Set<string>,
  beforeEnd: Set<string>,
): Map<string, string[]> {
  let kept = keptHops.get(network);
  if (!kept) keptHops.set(network, (kept = new Map()));
  const endList = [...ends].sort();
  const key = `${s}|${rules.maxFlights}|${rules.connecting.join(',')}|${endList.join(',')}`;
  let hops = kept.get(key);
  if (hops) return hops;
  hops = new Map();
  const budgetTo = new Map(endList.map((e) => [e, budget(network, s, e)]));
  const hopeful = (at: string, km: number) => endList.some((e) => km + network.km(at, e) <= budgetTo.get(e)!);
  const routes = (from: string) => network.out.get(from)?.keys() ?? [];
  // Whether a chain s → x → y → (an end) can be flown, a second flight having reached y.
  const second = (x: string, y: string, km1: number, third: boolean): boolean => {
    if (y === s || !(ends.has(y) || (third && beforeEnd.has(y) && network.hubs.has(y)))) return false;
    const km2 = km1 + network.km(x, y);
    if (ends.has(y) && km2 <= budgetTo.get(y)!) return true;
    if (!third || !secondChangeOk(network, x, y) || !changeOk(rules, y) || !beforeEnd.has(y) || !hopeful(y, km2)) return false;
    return endList.some((z) => z !== s && z !== x && z !== y && network.out.get(y)!.has(z) && km2 + network.km(y, z) <= budgetTo.get(z)!);
  };
  for (const x of routes(s)) {
    const km1 = network.km(s, x);
    const onward: string[] = [];
    const third = rules.maxFlights >= 3 && network.hubs.has(x);
    if (rules.maxFlights >= 2 && changeOk(rules, x) && hopeful(x, km1) && (beforeEnd.has(x) || third)) {
      for (const y of routes(x)) if (second(x, y, km1, third)) onward.push(y);
    }
    if (onward.length || (ends.has(x) && km1 <= budgetTo.get(x)!)) hops.set(x, onward);
  }
  if (kept.size >= HOPS_KEPT) kept.clear();
  kept.set(key, hops);
  return hops;
}

/**
 * The flights from `x` to any of `onward` leaving within [earliest, latest], in the order the
 * airport's departures are in (time, then flight number): the same flights, in the same order, as
 * filtering all of `x`'s departures, without making the others.
 */
function secondFlights(network: FlightNetwork, x: string, onward: string[], earliest: number, latest: number): FlightLeg[] {
  if (onward.length === 1) return network.flightsBetween(x, onward[0], earliest, latest);
  const flights: FlightLeg[] = [];
  for (const y of onward) for (const f of network.flightsBetween(x, y, earliest, latest)) flights.push(f);
  return flights.sort(byDeparture);
}

const byDeparture = (a: FlightLeg, b: FlightLeg) => a.departAt - b.departAt || a.number.localeCompare(b.number);

const CHAINS_KEPT = 20_000;
const keptChains = new WeakMap<FlightNetwork, Map<string, FlightLeg[][]>>();

/**
 * `chainsTo`, all of them, kept per question: the timetable is fixed, so the same starts and ends
 * always give the same chains (seats are applied by the caller, from live sales).
 */
export function allChainsTo(network: FlightNetwork, rules: ChainRules, starts: ChainStart[], ends: Set<string>): FlightLeg[][] {
  let kept = keptChains.get(network);
  if (!kept) keptChains.set(network, (kept = new Map()));
  const key = JSON.stringify([rules, starts, [...ends].sort()]);
  let chains = kept.get(key);
  if (!chains) {
    chains = [...chainsTo(network, rules, starts, ends)];
    if (kept.size >= CHAINS_KEPT) kept.clear();
    kept.set(key, chains);
  }
  return chains;
}

export interface ReachOptions {
  /** The instant the journey starts for a first flight (its ride's departure), or null: no ride fits. */
  journeyStart(first: FlightLeg): number | null;
  /** Longest journey allowed, from that start to the last landing (ms). */
  maxTripMs: number;
  /** Airports a chain may end at. */
  accept(airport: string): boolean;
}

/**
 * Every airport one of the chains `chainsTo` would find can end at, with the journey within
 * `maxTripMs`. The same rules, walked forward once for all airports: of the ways to reach one
 * flight, only the latest-starting one matters (the route flown so far is fixed by the flight
 * and the start).
 */
export function reachableAirports(network: FlightNetwork, rules: ChainRules, starts: ChainStart[], options: ReachOptions): Set<string> {
  const reached = new Set<string>();
  const arrive = (from: string, leg: FlightLeg, km: number, startAt: number) => {
    if (options.accept(leg.to) && km <= budget(network, from, leg.to) && leg.arriveAt - startAt <= options.maxTripMs) reached.add(leg.to);
  };
  for (const start of starts) {
    const s = start.airport;
    // The latest start of a journey reaching each second flight, by flight.
    const second = new Map<FlightLeg, number>();
    for (const f1 of firstFlights(network, rules, start)) {
      const startAt = options.journeyStart(f1);
      if (startAt === null) continue;
      arrive(s, f1, f1.km, startAt);
      if (rules.maxFlights < 2 || !changeOk(rules, f1.to)) continue;
      for (const f2 of onward(network, rules, f1)) {
        if (f2.to === s) continue;
        const known = second.get(f2);
        if (known === undefined || startAt > known) second.set(f2, startAt);
      }
    }
    for (const [f2, startAt] of second) {
      const x = f2.from;
      const km2 = network.km(s, x) + f2.km;
      arrive(s, f2, km2, startAt);
      const y = f2.to;
      if (rules.maxFlights < 3 || !secondChangeOk(network, x, y) || !changeOk(rules, y)) continue;
      for (const f3 of onward(network, rules, f2)) {
        if (f3.to !== s && f3.to !== x) arrive(s, f3, km2 + f3.km, startAt);
      }
    }
  }
  return reached;
}
