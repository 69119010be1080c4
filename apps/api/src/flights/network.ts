import { dateOfDay } from '@landline/shared/dates';
import { distanceKm } from '@landline/shared/geo';
import { DateTime } from 'luxon';
import { readAirports, readCarriers, type Airline, type Airport } from '../openflights/read.js';
import { dailyFlights, flightsPerDay, hash, type ScheduledFlight } from './schedule.js';

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

/** One route (an origin to a destination, all airlines): its distance and its flights of a day. */
export interface RouteInfo {
  km: number;
  /** The route's flights of a day, in departure order (made when asked for). */
  readonly flights: ScheduledFlight[];
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
/** Distances kept between airports asked about (~50 bytes each); past it they start again from nothing. */
const DISTANCES_KEPT_MAX = 50_000;

/**
 * Every airport's day of flights, held compactly: one row per daily flight in typed arrays,
 * origin after origin, in departure order within an origin. Every flight leaves at the same
 * local clock time each day, so this one order is every date's order; a date's departures are
 * made from it as FlightLeg objects only when asked for. (As objects — a route map of arrays of
 * flight objects — the same timetable took ~16 MB of the idle server's heap; docs/performance.md.)
 */
class DailyTimetable {
  /** Rows of origin o: start[o] to start[o + 1]. */
  readonly start: Uint32Array;
  readonly to: Uint16Array;
  readonly airline: Uint16Array;
  /** The digits of the flight number (1 to 9999, schedule.ts flightNumber). */
  readonly digits: Uint16Array;
  readonly departMinute: Uint16Array;
  readonly minutes: Uint16Array;
  readonly km: Float64Array;
  /** Airport codes (origins first, in their order) and airline codes, by index. */
  readonly codes: string[] = [];
  readonly airlineCodes: string[] = [];
  /** For each route, its rows' positions in the origin's day (ascending), route after route. */
  readonly routePositions: Uint32Array;
  /** Where each route's positions are: [first, count] by route. */
  readonly routeSpans = new Map<{ flights: ScheduledFlight[] }, [number, number]>();
  /** Flight numbers of an origin's day, made the first time that day is asked for. */
  private readonly numberStrings: (string[] | undefined)[];

  /** `routes`: by origin, by destination, each route's km and flights (any order). */
  constructor(routes: Map<string, Map<string, { km: number; flights: ScheduledFlight[] }>>) {
    const codeIndex = new Map<string, number>();
    const airlineIndex = new Map<string, number>();
    const indexOf = (map: Map<string, number>, list: string[], key: string) => {
      let i = map.get(key);
      if (i === undefined) map.set(key, (i = list.push(key) - 1));
      return i;
    };
    for (const from of routes.keys()) indexOf(codeIndex, this.codes, from);
    let rows = 0;
    for (const byDest of routes.values()) for (const info of byDest.values()) rows += info.flights.length;
    this.start = new Uint32Array(routes.size + 1);
    this.to = new Uint16Array(rows);
    this.airline = new Uint16Array(rows);
    this.digits = new Uint16Array(rows);
    this.departMinute = new Uint16Array(rows);
    this.minutes = new Uint16Array(rows);
    this.km = new Float64Array(rows);
    this.routePositions = new Uint32Array(rows);
    this.numberStrings = new Array(routes.size);

    let row = 0;
    let spanAt = 0;
    for (const [o, byDest] of [...routes.values()].entries()) {
      this.start[o] = row;
      // The origin's day in departure order (as FlightNetwork.departuresOn always sorted it).
      const day: { to: string; info: { km: number; flights: ScheduledFlight[] }; flight: ScheduledFlight }[] = [];
      for (const [to, info] of byDest) for (const flight of info.flights) day.push({ to, info, flight });
      day.sort((a, b) => a.flight.departMinute - b.flight.departMinute || a.flight.number.localeCompare(b.flight.number));
      const positions = new Map<object, number[]>();
      for (const [position, { to, info, flight }] of day.entries()) {
        const r = row + position;
        this.to[r] = indexOf(codeIndex, this.codes, to);
        this.airline[r] = indexOf(airlineIndex, this.airlineCodes, flight.airline);
        this.digits[r] = Number(flight.number.slice(flight.airline.length));
        this.departMinute[r] = flight.departMinute;
        this.minutes[r] = flight.minutes;
        this.km[r] = info.km;
        let list = positions.get(info);
        if (!list) positions.set(info, (list = []));
        list.push(position);
      }
      for (const info of byDest.values()) {
        const list = positions.get(info) ?? [];
        this.routePositions.set(list, spanAt);
        this.routeSpans.set(info, [spanAt, list.length]);
        spanAt += list.length;
      }
      row += day.length;
    }
    this.start[routes.size] = row;
    if (this.codes.length > 0xffff || this.airlineCodes.length > 0xffff) throw new Error('Too many airports or airlines for the timetable');
  }

  /** The flight numbers of origin o's day, by position. */
  numbers(o: number): string[] {
    let list = this.numberStrings[o];
    if (!list) {
      list = [];
      for (let r = this.start[o]; r < this.start[o + 1]; r++) list.push(`${this.airlineCodes[this.airline[r]]}${this.digits[r]}`);
      this.numberStrings[o] = list;
    }
    return list;
  }
}

/** A route of the timetable: its flights are positions in its origin's day. */
class Route implements RouteInfo {
  constructor(
    readonly km: number,
    private readonly timetable: DailyTimetable,
    readonly origin: number,
    private readonly first: number,
    private readonly count: number,
  ) {}

  /** Positions of the route's flights in its origin's day, in departure order. */
  get positions(): Uint32Array {
    return this.timetable.routePositions.subarray(this.first, this.first + this.count);
  }

  get flights(): ScheduledFlight[] {
    const t = this.timetable;
    const numbers = t.numbers(this.origin);
    return Array.from(this.positions, (p) => {
      const r = t.start[this.origin] + p;
      return { airline: t.airlineCodes[t.airline[r]], number: numbers[p], departMinute: t.departMinute[r], minutes: t.minutes[r] };
    });
  }
}

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
  private readonly timetable: DailyTimetable;
  /** Index in the timetable of each airport with departures. */
  private readonly origins = new Map<string, number>();
  private readonly departureCache = new Map<string, Map<string, DepartureDay>>();
  /** UTC offsets at noon by zone and day number. */
  private readonly offsets = new Map<string, Map<number, number>>();
  /** Flights held in departureCache. */
  private departuresKept = 0;
  /** Great-circle distances asked for, by origin and destination (a chain's detour budget asks the same few pairs search after search). */
  private readonly distances = new Map<string, Map<string, number>>();
  private distancesKept = 0;

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
    this.hubs = new Set(
      [...this.degrees]
        .sort((a, b) => b[1] - a[1])
        .slice(0, CONNECTING_HUB_COUNT)
        .map(([code]) => code),
    );

    // Each airline numbers its flights in one sequence over its routes, in a stable scattered
    // order, from a starting point of its own. The flights are made as objects here, then kept
    // in the compact timetable.
    const byAirline = new Map<string, { from: string; to: string }[]>();
    for (const r of routes) {
      const list = byAirline.get(r.airline);
      if (list) list.push(r);
      else byAirline.set(r.airline, [r]);
    }
    const made = new Map<string, Map<string, { km: number; flights: ScheduledFlight[] }>>();
    for (const [airline, list] of byAirline) {
      list.sort(
        (x, y) =>
          hash(`${airline}|${x.from}|${x.to}`) - hash(`${airline}|${y.from}|${y.to}`) || (x.from + x.to).localeCompare(y.from + y.to),
      );
      let next = 1 + (hash(`numbers|${airline}`) % 400);
      for (const { from, to } of list) {
        const km = distanceKm(airports.get(from)!, airports.get(to)!);
        const count = flightsPerDay(airline, from, to, km, this.degree(from), this.degree(to));
        let byDest = made.get(from);
        if (!byDest) made.set(from, (byDest = new Map()));
        let info = byDest.get(to);
        if (!info) byDest.set(to, (info = { km, flights: [] }));
        info.flights.push(...dailyFlights(airline, from, to, km, count, next));
        next += count;
        let sources = this.into.get(to);
        if (!sources) this.into.set(to, (sources = new Set()));
        sources.add(from);
      }
    }
    this.timetable = new DailyTimetable(made);
    for (const [o, [from, byDest]] of [...made].entries()) {
      this.origins.set(from, o);
      const routesFrom = new Map<string, RouteInfo>();
      for (const [to, info] of byDest) {
        const [first, count] = this.timetable.routeSpans.get(info)!;
        routesFrom.set(to, new Route(info.km, this.timetable, o, first, count));
      }
      this.out.set(from, routesFrom);
    }
    this.timetable.routeSpans.clear();
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
    let kept = this.distances.get(from);
    let km = kept?.get(to);
    if (km === undefined) {
      km = this.out.get(from)?.get(to)?.km ?? distanceKm(this.airports.get(from)!, this.airports.get(to)!);
      if (this.distancesKept >= DISTANCES_KEPT_MAX) {
        this.distances.clear();
        this.distancesKept = 0;
        kept = undefined;
      }
      if (!kept) this.distances.set(from, (kept = new Map()));
      kept.set(to, km);
      this.distancesKept++;
    }
    return km;
  }

  /** Flights of one route leaving on a local date, in departure order. */
  flightsOn(from: string, to: string, date: string): FlightLeg[] {
    const route = this.out.get(from)?.get(to) as Route | undefined;
    if (!route) return NONE;
    const day = this.day(from, date);
    if (!day) return NONE;
    let legs = day.routes.get(route);
    if (!legs) day.routes.set(route, (legs = Array.from(route.positions, (p) => this.leg(day, p))));
    return legs;
  }

  /** Flights of one route leaving within [earliest, latest] (epoch ms), in departure order. */
  flightsBetween(from: string, to: string, earliest: number, latest: number): FlightLeg[] {
    if (!this.out.get(from)?.has(to)) return NONE;
    latest = Math.min(latest, earliest + WINDOW_MAX_MS);
    const out: FlightLeg[] = [];
    for (const date of this.datesWithin(from, earliest, latest)) {
      const legs = this.flightsOn(from, to, date);
      if (!legs.length || legs[legs.length - 1].departAt < earliest || legs[0].departAt > latest) continue;
      for (let i = lowerBound(legs, earliest); i < legs.length && legs[i].departAt <= latest; i++) out.push(legs[i]);
    }
    return out;
  }

  /** Every flight leaving an airport on a local date, in departure order (kept). */
  departuresOn(airport: string, date: string): FlightLeg[] {
    const day = this.day(airport, date);
    if (!day) return NONE;
    if (day.made < day.legs.length) for (let p = 0; p < day.legs.length; p++) this.leg(day, p);
    return day.legs as FlightLeg[];
  }

  /** The first flight leaving an airport on a local date; only it is made, not the day's hundreds. */
  firstDepartureOn(airport: string, date: string): FlightLeg | undefined {
    const day = this.day(airport, date);
    return day?.legs.length ? this.leg(day, 0) : undefined;
  }

  /**
   * An airport's departures of a local date, kept; its legs are made one by one as they are
   * asked for. A change's window is two hours of a hub's day (300 to 1,000 flights leaving
   * between 6 AM and 10 PM), and a new question's dates are mostly new: making the whole day for
   * each window made several times the flights the window read (docs/performance.md, issue 33).
   */
  private day(airport: string, date: string): DepartureDay | null {
    const o = this.origins.get(airport);
    const zone = this.airports.get(airport)?.timeZone;
    if (o === undefined || !zone) return null;
    let byDate = this.departureCache.get(airport);
    if (!byDate) this.departureCache.set(airport, (byDate = new Map()));
    let day = byDate.get(date);
    if (day) return day;
    const t = this.timetable;
    const first = t.start[o];
    const count = t.start[o + 1] - first;
    // Counted whole when the day is first asked for, as if every leg were made: the budget is an upper bound.
    if (byDate.size >= DATES_KEPT_PER_AIRPORT) {
      for (const kept of byDate.values()) this.departuresKept -= kept.legs.length;
      byDate.clear();
    }
    if (this.departuresKept + count > this.departuresKeptMax) {
      this.departureCache.clear();
      this.departuresKept = 0;
      this.departureCache.set(airport, (byDate = new Map()));
    }
    // Flights leave between 6 AM and 10 PM, clear of the 2 AM DST changes: the offset at noon holds.
    const utcMidnight = Date.parse(`${date}T00:00:00Z`);
    const midnight = utcMidnight - this.offsetMinutes(zone, dayNumber(utcMidnight)) * 60_000;
    day = { airport, date, midnight, origin: o, first, legs: new Array<FlightLeg | undefined>(count), made: 0, routes: new Map() };
    byDate.set(date, day);
    this.departuresKept += count;
    return day;
  }

  /** The day's flight at position `p` (made once, then the same object). */
  private leg(day: DepartureDay, p: number): FlightLeg {
    let leg = day.legs[p];
    if (!leg) {
      const t = this.timetable;
      const r = day.first + p;
      const departAt = day.midnight + t.departMinute[r] * 60_000;
      leg = {
        airline: t.airlineCodes[t.airline[r]],
        number: t.numbers(day.origin)[p],
        from: day.airport,
        to: t.codes[t.to[r]],
        date: day.date,
        departAt,
        arriveAt: departAt + t.minutes[r] * 60_000,
        km: t.km[r],
      };
      day.legs[p] = leg;
      day.made++;
    }
    return leg;
  }

  /**
   * Lets go of every kept departure, and of the kept distances. The destinations' warm-up makes a
   * week of the whole network's (~700,000, ~110 MB of the idle server's heap) once a day; a search
   * makes again the few it asks for, airport by airport and date by date (decision 298). A server
   * gone quiet after load lets go of them too (decision 310).
   */
  forgetDepartures(): void {
    this.departureCache.clear();
    this.departuresKept = 0;
    this.distances.clear();
    this.distancesKept = 0;
  }

  /** How many departures are kept in memory (bounded by the constructor's budget; a day counts whole once asked for). */
  get keptDepartures(): number {
    return this.departuresKept;
  }

  /** Flights leaving an airport within [earliest, latest] (epoch ms), in departure order; only those are made. */
  departuresBetween(airport: string, earliest: number, latest: number): FlightLeg[] {
    latest = Math.min(latest, earliest + WINDOW_MAX_MS);
    const out: FlightLeg[] = [];
    const minutes = this.timetable.departMinute;
    for (const date of this.datesWithin(airport, earliest, latest)) {
      const day = this.day(airport, date);
      if (!day || !day.legs.length) continue;
      const at = (p: number) => day.midnight + minutes[day.first + p] * 60_000;
      // The first position leaving at or after `earliest` (the day is in departure order).
      let lo = 0;
      let hi = day.legs.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (at(mid) < earliest) lo = mid + 1;
        else hi = mid;
      }
      for (let p = lo; p < day.legs.length && at(p) <= latest; p++) out.push(this.leg(day, p));
    }
    return out;
  }

  /** The local dates (at the airport) a window of departures [earliest, latest] touches, in order (none for an empty window). */
  private datesWithin(airport: string, earliest: number, latest: number): string[] {
    const zone = this.airports.get(airport)?.timeZone;
    if (!zone || !(earliest <= latest)) return [];
    // The local dates the window touches (two hours either side covers a DST change that day).
    const offset = this.offsetMinutes(zone, dayNumber(earliest)) * 60_000;
    const first = dayNumber(earliest + offset - 2 * 3_600_000);
    const last = dayNumber(latest + offset + 2 * 3_600_000);
    const dates: string[] = [];
    for (let n = first; n <= last; n++) dates.push(dateOfDay(n));
    return dates;
  }

  /** A zone's UTC offset in minutes at noon of a local date (day number `n`, days since 1970). */
  private offsetMinutes(zone: string, n: number): number {
    let byDay = this.offsets.get(zone);
    if (!byDay) this.offsets.set(zone, (byDay = new Map()));
    let offset = byDay.get(n);
    if (offset === undefined) {
      const [year, month, day] = dateOfDay(n).split('-').map(Number);
      offset = DateTime.fromObject({ year, month, day, hour: 12 }, { zone }).offset;
      if (byDay.size >= DAY_CACHE_LIMIT) byDay.clear();
      byDay.set(n, offset);
    }
    return offset;
  }
}

const NONE: FlightLeg[] = [];

/** An airport's departures of one local date (FlightNetwork.day). */
interface DepartureDay {
  airport: string;
  date: string;
  /** The instant of the date's local midnight (at noon's offset). */
  midnight: number;
  /** The airport's index in the timetable, and its first row. */
  origin: number;
  first: number;
  /** The day's flights by position in departure order; a hole is one not made yet. */
  legs: (FlightLeg | undefined)[];
  /** How many are made. */
  made: number;
  /** Each route's flights of the day, once asked for (a chain's last flight is asked route by route). */
  routes: Map<Route, FlightLeg[]>;
}

const DAY_MS = 86_400_000;
const dayNumber = (at: number) => Math.floor(at / DAY_MS);

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
