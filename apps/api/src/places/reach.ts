import { DEFAULT_FILTERS } from '@landline/shared/constants';
import { addDays, todayIn } from '@landline/shared/dates';
import type { Clock } from '../clock/clock.js';
import type { FlightNetwork } from '../flights/network.js';
import type { FlightProvider } from '../flights/service.js';
import type { Network } from '../network/model.js';
import { hasItinerary, partnerAirportsReached, type PlanInput } from '../search/plan.js';
import { SALES_CUTOFF_MS } from '../search/service.js';
import { placeOptions } from './options.js';

/** The days a place offered must have an itinerary on one of: the coming week. */
export const REACH_DAYS = 7;
/** Every origin for today and tomorrow (about 2,500 each) fits; a bound all the same. */
const KEPT_ORIGINS = 10_000;
/** How often the kept answers are checked for a new day or a new network (decision 252). */
export const REACH_WARM_EVERY_MS = 10 * 60_000;
/** Tomorrow's answers are made this long before an origin's midnight, so the new day is ready when it starts. */
const REACH_AHEAD_MS = 60 * 60_000;
/** Work runs in slices this long, other requests in between. */
const SLICE_MS = 8;

export interface ReachDeps {
  flights?: FlightProvider;
  /** The partner's airports and routes: `warm` makes the destinations of those with departures too. */
  flightNetwork?: FlightNetwork;
  /** What "today" is at each origin, and which departures have closed. */
  clock: Clock;
  /** Called when a warm-up has let go of its departures: their heap goes back to the system now (decision 298). */
  collectGarbage?: () => void;
}

/**
 * Which places a search from a place can reach: asked of the search planner itself (our stops and
 * cities one by one, partner airports all at once through the same chain rules) for each of the
 * next REACH_DAYS days, with the default filters. Kept per origin until the network or the day
 * changes. `warm` makes every origin's answer before anyone asks, and `start` keeps them made
 * through midnights and network changes (decision 252).
 */
export class ReachIndex {
  private readonly kept = new Map<string, Promise<Set<string>>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private warmedOnce: () => void = () => {};
  private readonly firstWarm = new Promise<void>((resolve) => (this.warmedOnce = resolve));

  constructor(private readonly deps: ReachDeps) {}

  /** Codes reachable from `from` (empty for a place we do not know). */
  destinations(network: Network, from: string): Promise<Set<string>> {
    const zone = this.zoneOf(network, from);
    if (!zone) return Promise.resolve(new Set());
    return this.keep(network, from, todayIn(zone, this.deps.clock.now()));
  }

  /** Whether `from`'s answer for today is made (a first ask is then answered without planning). */
  async ready(network: Network, from: string): Promise<boolean> {
    const zone = this.zoneOf(network, from);
    const found = zone && this.kept.get(this.key(network, from, todayIn(zone, this.deps.clock.now())));
    if (!found) return false;
    const settled = Symbol('pending');
    return (await Promise.race([found, Promise.resolve(settled)])) !== settled;
  }

  /**
   * Makes every origin's answer for its today (and, in the hour before its midnight, for its
   * tomorrow): our places first, then partner airports, busiest first. Answers of another day or
   * network are dropped. One origin at a time, in short slices, so travellers' requests go first.
   */
  async warm(network: Network): Promise<void> {
    const wanted = new Set<string>();
    let made = 0;
    for (const from of this.origins(network)) {
      if (this.stopped) return;
      const zone = this.zoneOf(network, from)!;
      const now = this.deps.clock.now();
      const today = todayIn(zone, now);
      const days = todayIn(zone, new Date(now.getTime() + REACH_AHEAD_MS)) === today ? [today] : [today, addDays(today, 1)];
      for (const day of days) {
        const key = this.key(network, from, day);
        wanted.add(key);
        if (!this.kept.has(key)) made++;
        await this.keep(network, from, day).catch(() => undefined);
      }
    }
    for (const key of this.kept.keys()) if (!wanted.has(key)) this.kept.delete(key);
    // The answers are kept; the week of departures made for them is not (decision 298).
    if (made > 0) {
      this.deps.flightNetwork?.forgetDepartures();
      this.deps.collectGarbage?.();
    }
  }

  /** Warms now, then every REACH_WARM_EVERY_MS with the network as it is then, until `stop`. */
  start(current: () => Promise<Network>, onError: (error: unknown) => void): void {
    const tick = async () => {
      try {
        await this.warm(await current());
      } catch (error) {
        onError(error);
      }
      this.warmedOnce();
      if (!this.stopped) this.timer = setTimeout(() => void tick(), REACH_WARM_EVERY_MS).unref();
    };
    this.timer = setTimeout(() => void tick(), 0).unref();
  }

  /** Settles once `start`'s first warm-up has ended (the benchmark waits for it). */
  get warmed(): Promise<void> {
    return this.firstWarm;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private zoneOf(network: Network, from: string): string | undefined {
    return network.stops.get(network.expand(from)[0])?.timeZone ?? this.deps.flights?.airport(from)?.timeZone;
  }

  private key(network: Network, from: string, day: string): string {
    return `${network.fingerprint}|${from}|${day}`;
  }

  private keep(network: Network, from: string, today: string): Promise<Set<string>> {
    const key = this.key(network, from, today);
    let found = this.kept.get(key);
    if (!found) {
      if (this.kept.size >= KEPT_ORIGINS) this.kept.clear();
      found = this.compute(network, from, today);
      this.kept.set(key, found);
      found.catch(() => this.kept.delete(key));
    }
    return found;
  }

  /** Every place a traveller can search from: ours (cities too), then partner airports with departures, busiest first. */
  private origins(network: Network): string[] {
    const ours = placeOptions(network, true).map((p) => p.code);
    const flights = this.deps.flightNetwork;
    if (!flights) return ours;
    const partner = [...flights.out.keys()]
      .filter((code) => !network.stops.has(code) && flights.hasAirport(code) && flights.airports.get(code)?.timeZone)
      .map((code) => ({ code, routes: flights.out.get(code)!.size + (flights.into.get(code)?.size ?? 0) }))
      .sort((a, b) => b.routes - a.routes || a.code.localeCompare(b.code))
      .map((a) => a.code);
    return [...ours, ...partner];
  }

  private async compute(network: Network, from: string, today: string): Promise<Set<string>> {
    const dates = Array.from({ length: REACH_DAYS }, (_, i) => addDays(today, i + 1));
    const flightProvider = this.deps.flights;
    const flights = flightProvider ? await flightProvider.source(dates) : undefined;
    const base = (date: string, to: string): PlanInput => ({
      from,
      to,
      date,
      party: { adults: 1, children: 0, infants: 0 },
      filters: DEFAULT_FILTERS,
      way: 1,
      seatsLeft: () => undefined,
      notBefore: this.deps.clock.now().getTime() + SALES_CUTOFF_MS,
      flights,
    });
    const reached = new Set<string>();
    const ours = placeOptions(network, true)
      .map((p) => p.code)
      .filter((code) => !network.overlaps(from, code));
    let slice = performance.now();
    // Let other requests in between slices of planning.
    const breathe = async () => {
      if (performance.now() - slice < SLICE_MS) return;
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    };
    for (const date of dates) {
      for (const code of ours) {
        if (!reached.has(code) && hasItinerary(network, base(date, code))) reached.add(code);
        await breathe();
      }
      if (network.expand(from).length) for (const code of partnerAirportsReached(network, base(date, ''))) reached.add(code);
      await breathe();
    }
    return reached;
  }
}
