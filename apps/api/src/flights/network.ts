import { addDays } from '@landline/shared';
import { readAirlines, readAirports, readRoutes, type Airline, type Airport } from '../openflights/read.js';
import { zonedInstant } from '../network/timetable.js';
import { dailyFlights, distanceKm, fareCents, seatsLeft, type ScheduledFlight } from './schedule.js';

export interface FlightLeg {
  airline: string;
  number: string;
  from: string;
  to: string;
  /** Local date of departure at the origin (the flight's date). */
  date: string;
  departAt: number;
  arriveAt: number;
  km: number;
}

export interface FlightOption {
  legs: FlightLeg[];
  /** Fare per adult in cents for the cabin asked. */
  fare: number;
  /** Seats left: the fewest of any leg. */
  seats: number;
}

export interface FlightQuery {
  from: string;
  to: string;
  /** Local date of the first departure. */
  date: string;
  cabin: string;
  maxStopovers: number;
  /** Bounds of a change between flights, in seconds. */
  layover: [number, number];
  airlines: string[];
  connecting: string[];
  /** Earliest first departure (epoch ms), e.g. after a ground leg's arrival plus a layover. */
  departAfter?: number;
  /** Latest first departure (epoch ms). */
  departBefore?: number;
  /** Latest last arrival (epoch ms), for the return direction's ground leg. */
  arriveBefore?: number;
  arriveAfter?: number;
}

interface RouteInfo {
  km: number;
  flights: ScheduledFlight[];
}

/** Flight changes allowed at most, whatever max_stopovers says (decisions.md). */
export const MAX_FLIGHT_CHANGES = 2;
/** How many intermediate airports a two-change search tries on each side (the busiest first). */
const HUB_FANOUT = 40;
const RESULT_LIMIT = 60;

/** The partner flight network built from OpenFlights, indexed for search. */
export class FlightNetwork {
  readonly out = new Map<string, Map<string, RouteInfo>>();
  readonly into = new Map<string, Set<string>>();
  private readonly dayCache = new Map<string, FlightLeg[]>();
  private readonly searchCache = new Map<string, FlightOption[]>();

  constructor(
    readonly airports: Map<string, Airport>,
    readonly airlines: Map<string, Airline>,
    routes: { airline: string; from: string; to: string }[],
  ) {
    for (const r of routes) {
      const a = airports.get(r.from)!;
      const b = airports.get(r.to)!;
      let byDest = this.out.get(r.from);
      if (!byDest) this.out.set(r.from, (byDest = new Map()));
      let info = byDest.get(r.to);
      if (!info) byDest.set(r.to, (info = { km: distanceKm(a, b), flights: [] }));
      info.flights.push(...dailyFlights(r.airline, r.from, r.to, info.km));
      let from = this.into.get(r.to);
      if (!from) this.into.set(r.to, (from = new Set()));
      from.add(r.from);
    }
  }

  private static loaded: FlightNetwork | null = null;

  /** The OpenFlights network, read once per process (the files never change while it runs). */
  static load(): FlightNetwork {
    if (!FlightNetwork.loaded) {
      const airports = readAirports();
      const airlines = readAirlines();
      FlightNetwork.loaded = new FlightNetwork(airports, airlines, readRoutes(airports, airlines));
    }
    return FlightNetwork.loaded;
  }

  hasAirport(code: string): boolean {
    return this.out.has(code) || this.into.has(code);
  }

  /** Flights of one route leaving on a local date, in departure order. */
  flightsOn(from: string, to: string, date: string): FlightLeg[] {
    const key = `${from}${to}${date}`;
    let legs = this.dayCache.get(key);
    if (legs) return legs;
    const info = this.out.get(from)?.get(to);
    const zone = this.airports.get(from)?.timeZone;
    legs = [];
    if (info && zone) {
      for (const f of info.flights) {
        const hhmm = `${String(Math.floor(f.departMinute / 60)).padStart(2, '0')}${String(f.departMinute % 60).padStart(2, '0')}`;
        const departAt = zonedInstant(date, hhmm, zone);
        legs.push({ airline: f.airline, number: f.number, from, to, date, departAt, arriveAt: departAt + f.minutes * 60_000, km: info.km });
      }
      legs.sort((a, b) => a.departAt - b.departAt);
    }
    if (this.dayCache.size > 200_000) this.dayCache.clear();
    this.dayCache.set(key, legs);
    return legs;
  }

  /** Flights of a route leaving between two instants (looking at the local dates around them). */
  private flightsBetween(from: string, to: string, earliest: number, latest: number, near: string): FlightLeg[] {
    const out: FlightLeg[] = [];
    for (const d of [addDays(near, -1), near, addDays(near, 1), addDays(near, 2)]) {
      for (const f of this.flightsOn(from, to, d)) if (f.departAt >= earliest && f.departAt <= latest) out.push(f);
    }
    return out;
  }

  /** Airports where a change may happen on the way from one airport to another. */
  private paths(q: FlightQuery): string[][] {
    const allowed = (code: string) => q.connecting.length === 0 || q.connecting.includes(code);
    const a = this.airports.get(q.from)!;
    const b = this.airports.get(q.to)!;
    // No detours: the legs together may fly at most 40% (plus 300 km) beyond the straight line.
    const budget = distanceKm(a, b) * 1.4 + 300;
    const km = (x: string, y: string) => this.out.get(x)!.get(y)!.km;
    const paths: string[][] = [];
    if (this.out.get(q.from)?.has(q.to)) paths.push([q.from, q.to]);
    const maxChanges = Math.min(q.maxStopovers, MAX_FLIGHT_CHANGES);
    const firstHops = [...(this.out.get(q.from)?.keys() ?? [])].filter((x) => x !== q.to && allowed(x));
    if (maxChanges >= 1) {
      for (const x of firstHops) {
        if (this.out.get(x)?.has(q.to) && km(q.from, x) + km(x, q.to) <= budget) paths.push([q.from, x, q.to]);
      }
    }
    if (maxChanges >= 2) {
      const degree = (code: string) => this.out.get(code)?.size ?? 0;
      const xs = firstHops
        .filter((x) => km(q.from, x) < budget)
        .sort((m, n) => degree(n) - degree(m))
        .slice(0, HUB_FANOUT);
      const ys = [...(this.into.get(q.to) ?? [])]
        .filter((y) => y !== q.from && allowed(y) && km(y, q.to) < budget)
        .sort((m, n) => degree(n) - degree(m))
        .slice(0, HUB_FANOUT);
      for (const x of xs) {
        const fromX = this.out.get(x)!;
        for (const y of ys) {
          if (y !== x && fromX.has(y) && km(q.from, x) + km(x, y) + km(y, q.to) <= budget) paths.push([q.from, x, y, q.to]);
        }
      }
    }
    return paths;
  }

  /**
   * Flight options for a query. The timetable and fares are fixed, so the answer to a query is
   * too: it is kept (seats left are applied by the caller, from live sales).
   */
  search(q: FlightQuery): FlightOption[] {
    const key = `${q.from}|${q.to}|${q.date}|${q.cabin}|${q.maxStopovers}|${q.layover}|${q.airlines}|${q.connecting}|${q.departAfter}|${q.departBefore}|${q.arriveBefore}|${q.arriveAfter}`;
    let found = this.searchCache.get(key);
    if (!found) {
      found = this.plan(q);
      if (this.searchCache.size >= 20_000) this.searchCache.clear();
      this.searchCache.set(key, found);
    }
    return found;
  }

  private plan(q: FlightQuery): FlightOption[] {
    if (!this.out.has(q.from) || !this.into.has(q.to)) return [];
    const [minLay, maxLay] = q.layover.map((s) => s * 1000);
    const airlineOk = (leg: FlightLeg) => q.airlines.length === 0 || q.airlines.includes(leg.airline);
    const options: FlightOption[] = [];
    for (const path of this.paths(q)) {
      const starts = (
        q.departAfter !== undefined && q.departBefore !== undefined
          ? this.flightsBetween(path[0], path[1], q.departAfter, q.departBefore, q.date)
          : this.flightsOn(path[0], path[1], q.date)
      ).filter(airlineOk);
      let partial: FlightLeg[][] = starts.map((f) => [f]);
      for (let i = 1; i < path.length - 1; i++) {
        const next: FlightLeg[][] = [];
        for (const legs of partial) {
          const last = legs[legs.length - 1];
          const nearDate = new Date(last.arriveAt).toISOString().slice(0, 10);
          for (const f of this.flightsBetween(path[i], path[i + 1], last.arriveAt + minLay, last.arriveAt + maxLay, nearDate)) {
            if (airlineOk(f)) next.push([...legs, f]);
          }
        }
        partial = next;
      }
      for (const legs of partial) {
        const end = legs[legs.length - 1].arriveAt;
        if (q.arriveBefore !== undefined && end > q.arriveBefore) continue;
        if (q.arriveAfter !== undefined && end < q.arriveAfter) continue;
        options.push({
          legs,
          fare: legs.reduce((sum, l) => sum + fareCents(l.number, l.date, l.km, q.cabin), 0),
          seats: Math.min(...legs.map((l) => seatsLeft(l.number, l.date))),
        });
      }
    }
    // Keep the best (fewest changes, then quickest), drop any option another beats on every
    // count (leaves no earlier, lands no later, fewer or as many changes, costs no more), then
    // show them in departure order.
    const ranked = options.sort((a, b) => a.legs.length - b.legs.length || duration(a) - duration(b)).slice(0, RESULT_LIMIT * 4);
    const kept: FlightOption[] = [];
    for (const o of ranked) {
      if (kept.length >= RESULT_LIMIT) break;
      if (!kept.some((k) => dominates(k, o))) kept.push(o);
    }
    return kept.sort((a, b) => a.legs[0].departAt - b.legs[0].departAt || duration(a) - duration(b));
  }
}

export const duration = (o: FlightOption) => o.legs[o.legs.length - 1].arriveAt - o.legs[0].departAt;

/** Whether `a` is at least as good as `b` in every way a traveller weighs. */
function dominates(a: FlightOption, b: FlightOption): boolean {
  return (
    a.legs.length <= b.legs.length &&
    a.legs[0].departAt >= b.legs[0].departAt &&
    a.legs[a.legs.length - 1].arriveAt <= b.legs[b.legs.length - 1].arriveAt &&
    a.fare <= b.fare
  );
}
