import { DEFAULT_FILTERS } from '@landline/shared/constants';
import { addDays, todayIn } from '@landline/shared/dates';
import type { FlightProvider } from '../flights/service.js';
import type { Network } from '../network/model.js';
import { hasItinerary, partnerAirportsReached, type PlanInput } from '../search/plan.js';
import { SALES_CUTOFF_MS } from '../search/service.js';
import { placeOptions } from './service.js';

/** The days a place offered must have an itinerary on one of: the coming week. */
export const REACH_DAYS = 7;
const KEPT_ORIGINS = 2_000;

export interface ReachDeps {
  flights?: FlightProvider;
  now: () => number;
}

/**
 * Which places a search from a place can reach: asked of the search planner itself (our stops and
 * cities one by one, partner airports all at once through the same chain rules) for each of the
 * next REACH_DAYS days, with the default filters. Kept per origin until the network or the day
 * changes.
 */
export class ReachIndex {
  private readonly kept = new Map<string, Promise<Set<string>>>();

  constructor(private readonly deps: ReachDeps) {}

  /** Codes reachable from `from` (empty for a place we do not know). */
  destinations(network: Network, from: string): Promise<Set<string>> {
    const zone = network.stops.get(network.expand(from)[0])?.timeZone ?? this.deps.flights?.airport(from)?.timeZone;
    if (!zone) return Promise.resolve(new Set());
    const today = todayIn(zone, new Date(this.deps.now()));
    const key = `${network.fingerprint}|${from}|${today}`;
    let found = this.kept.get(key);
    if (!found) {
      if (this.kept.size >= KEPT_ORIGINS) this.kept.clear();
      found = this.compute(network, from, today);
      this.kept.set(key, found);
      found.catch(() => this.kept.delete(key));
    }
    return found;
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
      notBefore: this.deps.now() + SALES_CUTOFF_MS,
      flights,
    });
    const reached = new Set<string>();
    const ours = placeOptions(network, true)
      .map((p) => p.code)
      .filter((code) => !network.overlaps(from, code));
    for (const date of dates) {
      for (const code of ours) if (!reached.has(code) && hasItinerary(network, base(date, code))) reached.add(code);
      if (network.expand(from).length) for (const code of partnerAirportsReached(network, base(date, ''))) reached.add(code);
      // Let other requests in between days.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return reached;
  }
}
