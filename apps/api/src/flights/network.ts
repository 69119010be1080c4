import { DateTime } from 'luxon';
import { addDays } from '@landline/shared';
import { readAirports, readCarriers, type Airline, type Airport } from '../openflights/read.js';
import { dailyFlights, distanceKm, flightsPerDay, hash, type ScheduledFlight } from './schedule.js';

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

interface RouteInfo {
  km: number;
  flights: ScheduledFlight[];
}

/** How many of the busiest airports may be used for a second change (docs/decisions.md). */
export const CONNECTING_HUB_COUNT = 150;
const DAY_CACHE_LIMIT = 100_000;

/**
 * The partner flight network built from OpenFlights: routes, the generated daily timetable and
 * indexes for search. Every flight operates every day; instants are computed per local date.
 */
export class FlightNetwork {
  readonly out = new Map<string, Map<string, RouteInfo>>();
  readonly into = new Map<string, Set<string>>();
  /** The busiest airports (most destinations), where a second change may happen. */
  readonly hubs: Set<string>;
  private readonly degrees = new Map<string, number>();
  private readonly departureCache = new Map<string, FlightLeg[]>();
  private readonly offsets = new Map<string, number>();

  constructor(
    readonly airports: Map<string, Airport>,
    readonly airlines: Map<string, Airline>,
    routes: { airline: string; from: string; to: string }[],
  ) {
    const neighbours = new Map<string, Set<string>>();
    const link = (a: string, b: string) => {
      let set = neighbours.get(a);
      if (!set) neighbours.set(a, (set = new Set()));
      set.add(b);
    };
    for (const r of routes) {
      link(r.from, r.to);
      link(r.to, r.from);
    }
    for (const [code, set] of neighbours) this.degrees.set(code, set.size);
    this.hubs = new Set([...this.degrees].sort((a, b) => b[1] - a[1]).slice(0, CONNECTING_HUB_COUNT).map(([code]) => code));

    // Each airline numbers its flights in one sequence over its routes, in a stable scattered
    // order, from a starting point of its own.
    const byAirline = new Map<string, { from: string; to: string }[]>();
    for (const r of routes) byAirline.set(r.airline, [...(byAirline.get(r.airline) ?? []), r]);
    for (const [airline, list] of byAirline) {
      list.sort((x, y) => hash(`${airline}|${x.from}|${x.to}`) - hash(`${airline}|${y.from}|${y.to}`) || (x.from + x.to).localeCompare(y.from + y.to));
      let next = 1 + (hash(`numbers|${airline}`) % 400);
      for (const { from, to } of list) {
        const km = distanceKm(airports.get(from)!, airports.get(to)!);
        const count = flightsPerDay(airline, from, to, km, this.degree(from), this.degree(to));
        let byDest = this.out.get(from);
        if (!byDest) this.out.set(from, (byDest = new Map()));
        let info = byDest.get(to);
        if (!info) byDest.set(to, (info = { km, flights: [] }));
        info.flights.push(...dailyFlights(airline, from, to, km, count, next));
        next += count;
        let sources = this.into.get(to);
        if (!sources) this.into.set(to, (sources = new Set()));
        sources.add(from);
      }
    }
  }

  private static loaded: FlightNetwork | null = null;

  /** The OpenFlights network, read once per process (the files never change while it runs). */
  static load(): FlightNetwork {
    if (!FlightNetwork.loaded) {
      const airports = readAirports();
      const { airlines, routes } = readCarriers(airports);
      FlightNetwork.loaded = new FlightNetwork(airports, airlines, routes);
    }
    return FlightNetwork.loaded;
  }

  hasAirport(code: string): boolean {
    return this.out.has(code) || this.into.has(code);
  }

  /** How many airports an airport has flights to or from. */
  degree(code: string): number {
    return this.degrees.get(code) ?? 0;
  }

  /** Great-circle distance between two airports in km. */
  km(from: string, to: string): number {
    return this.out.get(from)?.get(to)?.km ?? distanceKm(this.airports.get(from)!, this.airports.get(to)!);
  }

  /** Flights of one route leaving on a local date, in departure order. */
  flightsOn(from: string, to: string, date: string): FlightLeg[] {
    return this.departuresOn(from, date).filter((f) => f.to === to);
  }

  /** Every flight leaving an airport on a local date, in departure order (kept). */
  departuresOn(airport: string, date: string): FlightLeg[] {
    const key = `${airport}|${date}`;
    let legs = this.departureCache.get(key);
    if (legs) return legs;
    legs = [];
    const zone = this.airports.get(airport)?.timeZone;
    const routes = this.out.get(airport);
    if (zone && routes) {
      // Flights leave between 6 AM and 10 PM, clear of the 2 AM DST changes: the offset at noon holds.
      const midnight = Date.parse(`${date}T00:00:00Z`) - this.offsetMinutes(zone, date) * 60_000;
      for (const [to, info] of routes) {
        for (const f of info.flights) {
          const departAt = midnight + f.departMinute * 60_000;
          legs.push({ airline: f.airline, number: f.number, from: airport, to, date, departAt, arriveAt: departAt + f.minutes * 60_000, km: info.km });
        }
      }
      legs.sort((a, b) => a.departAt - b.departAt || a.number.localeCompare(b.number));
    }
    if (this.departureCache.size >= DAY_CACHE_LIMIT) this.departureCache.clear();
    this.departureCache.set(key, legs);
    return legs;
  }

  /** Flights leaving an airport within [earliest, latest] (epoch ms), in departure order. */
  departuresBetween(airport: string, earliest: number, latest: number): FlightLeg[] {
    const out: FlightLeg[] = [];
    // A local date starts at most 14 hours before or after the UTC one.
    const first = new Date(earliest - 14 * 3_600_000).toISOString().slice(0, 10);
    const last = new Date(latest + 14 * 3_600_000).toISOString().slice(0, 10);
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const day = this.departuresOn(airport, d);
      if (!day.length || day[day.length - 1].departAt < earliest || day[0].departAt > latest) continue;
      for (let i = lowerBound(day, earliest); i < day.length && day[i].departAt <= latest; i++) out.push(day[i]);
    }
    return out;
  }

  /** A zone's UTC offset in minutes at noon of a local date. */
  private offsetMinutes(zone: string, date: string): number {
    const key = `${zone}|${date}`;
    let offset = this.offsets.get(key);
    if (offset === undefined) {
      const [year, month, day] = date.split('-').map(Number);
      offset = DateTime.fromObject({ year, month, day, hour: 12 }, { zone }).offset;
      if (this.offsets.size >= DAY_CACHE_LIMIT) this.offsets.clear();
      this.offsets.set(key, offset);
    }
    return offset;
  }
}

/** Index of the first flight leaving at or after `at`. */
function lowerBound(legs: FlightLeg[], at: number): number {
  let lo = 0;
  let hi = legs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (legs[mid].departAt < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
