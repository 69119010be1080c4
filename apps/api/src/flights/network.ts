import { DateTime } from 'luxon';
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

/** How many of the busiest airports may be used for a second change (docs/decisions/). */
export const CONNECTING_HUB_COUNT = 150;
const DAY_CACHE_LIMIT = 100_000;
/** Local dates whose departures are kept per airport (a search spans a few days). */
const DATES_KEPT_PER_AIRPORT = 60;
/**
 * The longest span one window of departures may cover: a change lasts at most a day
 * (LAYOVER_MAX_S), so a wider window is cut here rather than building a day's departures for
 * every day it names (a layover of 10^9 seconds once ran for 8 minutes and ran out of memory).
 */
const WINDOW_MAX_MS = 2 * 86_400_000;
/**
 * Departures kept over all airports and dates. One day of the whole network is about 87,000
 * flights (~11 MB); 60 dates at each of 2,500 airports could hold 660 MB, so past this budget the
 * kept departures start again from nothing.
 */
const DEPARTURES_KEPT_MAX = 1_000_000;

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
  private readonly departureCache = new Map<string, Map<string, FlightLeg[]>>();
  private readonly routeCache = new Map<string, Map<string, Map<string, FlightLeg[]>>>();
  private readonly offsets = new Map<string, number>();
  /** Flights held in departureCache (routeCache holds the same ones, grouped by destination). */
  private departuresKept = 0;

  constructor(
    readonly airports: Map<string, Airport>,
    readonly airlines: Map<string, Airline>,
    routes: { airline: string; from: string; to: string }[],
    private readonly departuresKeptMax = DEPARTURES_KEPT_MAX,
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

  /** Flights of one route leaving on a local date, in departure order (kept). */
  flightsOn(from: string, to: string, date: string): FlightLeg[] {
    let byDate = this.routeCache.get(from);
    if (!byDate) this.routeCache.set(from, (byDate = new Map()));
    let byDest = byDate.get(date);
    if (!byDest) {
      byDest = new Map();
      for (const f of this.departuresOn(from, date)) {
        const list = byDest.get(f.to);
        if (list) list.push(f);
        else byDest.set(f.to, [f]);
      }
      if (byDate.size >= DATES_KEPT_PER_AIRPORT) byDate.clear();
      byDate.set(date, byDest);
    }
    return byDest.get(to) ?? NONE;
  }

  /** Flights of one route leaving within [earliest, latest] (epoch ms), in departure order. */
  flightsBetween(from: string, to: string, earliest: number, latest: number): FlightLeg[] {
    return this.within(from, earliest, latest, (d) => this.flightsOn(from, to, d));
  }

  /** Every flight leaving an airport on a local date, in departure order (kept). */
  departuresOn(airport: string, date: string): FlightLeg[] {
    let byDate = this.departureCache.get(airport);
    if (!byDate) this.departureCache.set(airport, (byDate = new Map()));
    let legs = byDate.get(date);
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
    if (byDate.size >= DATES_KEPT_PER_AIRPORT) {
      for (const kept of byDate.values()) this.departuresKept -= kept.length;
      byDate.clear();
    }
    if (this.departuresKept + legs.length > this.departuresKeptMax) {
      this.departureCache.clear();
      this.routeCache.clear();
      this.departuresKept = 0;
      this.departureCache.set(airport, (byDate = new Map()));
    }
    byDate.set(date, legs);
    this.departuresKept += legs.length;
    return legs;
  }

  /** How many departures are kept in memory (bounded by the constructor's budget). */
  get keptDepartures(): number {
    return this.departuresKept;
  }

  /** Flights leaving an airport within [earliest, latest] (epoch ms), in departure order. */
  departuresBetween(airport: string, earliest: number, latest: number): FlightLeg[] {
    return this.within(airport, earliest, latest, (d) => this.departuresOn(airport, d));
  }

  /** The flights of `day(date)` lists leaving within [earliest, latest], over the local dates it touches. */
  private within(airport: string, earliest: number, latest: number, day: (date: string) => FlightLeg[]): FlightLeg[] {
    const zone = this.airports.get(airport)?.timeZone;
    if (!zone || !(earliest <= latest)) return NONE;
    latest = Math.min(latest, earliest + WINDOW_MAX_MS);
    // The local dates the window touches (two hours either side covers a DST change that day).
    const offset = this.offsetMinutes(zone, isoDay(dayNumber(earliest))) * 60_000;
    const first = dayNumber(earliest + offset - 2 * 3_600_000);
    const last = dayNumber(latest + offset + 2 * 3_600_000);
    const out: FlightLeg[] = [];
    for (let n = first; n <= last; n++) {
      const legs = day(isoDay(n));
      if (!legs.length || legs[legs.length - 1].departAt < earliest || legs[0].departAt > latest) continue;
      for (let i = lowerBound(legs, earliest); i < legs.length && legs[i].departAt <= latest; i++) out.push(legs[i]);
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

const NONE: FlightLeg[] = [];

const DAY_MS = 86_400_000;
const dayNumber = (at: number) => Math.floor(at / DAY_MS);
const isoDays = new Map<number, string>();

/** The calendar date of a day number (days since 1970-01-01). */
function isoDay(n: number): string {
  let date = isoDays.get(n);
  if (date === undefined) {
    date = new Date(n * DAY_MS).toISOString().slice(0, 10);
    if (isoDays.size >= DAY_CACHE_LIMIT) isoDays.clear();
    isoDays.set(n, date);
  }
  return date;
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
