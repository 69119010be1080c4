// places/: the type-ahead's places and the city lists. No SQL: it reads the in-memory network
// and partner airports (and reach.ts, which plans), so there is no queries.ts.

import type { CityList, PlaceOption } from '@landline/shared/schemas';
import type { FlightNetwork } from '../flights/network.js';
import type { NetworkStore } from '../network/load.js';
import type { Network } from '../network/model.js';
import { placeOptions } from './options.js';
import type { ReachIndex } from './reach.js';

export interface PlaceDeps {
  network: NetworkStore;
  reach: ReachIndex;
  /** Partner airports; absent, our stops only. */
  flights?: FlightNetwork;
  /** Whether partner airports are offered now (showFlightSearch, decision 280); without, whenever `flights` is given. */
  flightSearch?: () => Promise<boolean>;
}

/** GET airports/: the places matching a query; for a To list, only those a search reaches. */
export async function places(deps: PlaceDeps, query: PlaceQuery): Promise<PlaceOption[]> {
  const current = await deps.network.get();
  const reachable = query.direction === 'to' && query.from ? await deps.reach.destinations(current, query.from) : undefined;
  const partner = !deps.flightSearch || (await deps.flightSearch()) ? deps.flights : undefined;
  return searchPlaces(current, query, partner, reachable);
}

/** GET cities/: the city lists, as a page of the spec's list shape (one page). */
export async function cities(deps: PlaceDeps, query: { airport?: string; limit?: number }) {
  const results = cityLists(await deps.network.get(), query.airport, query.limit);
  return { count: results.length, next: null, previous: null, results };
}

export interface PlaceQuery {
  search?: string;
  search_code?: string;
  all_airports: boolean;
  direction?: 'from' | 'to';
  from?: string;
  /** Partner airports listed at most. */
  limit: number;
}

/** Airports of the flight partner that are not our stops, busiest first (built once). */
const flightOptionsCache = new WeakMap<FlightNetwork, { option: PlaceOption; routes: number }[]>();

function flightOptions(flights: FlightNetwork, network: Network): { option: PlaceOption; routes: number }[] {
  let list = flightOptionsCache.get(flights);
  if (!list) {
    list = [...flights.airports.values()]
      .filter((a) => flights.hasAirport(a.iata) && !network.stops.has(a.iata))
      .map((a) => ({
        routes: (flights.out.get(a.iata)?.size ?? 0) + (flights.into.get(a.iata)?.size ?? 0),
        option: {
          code: a.iata,
          name: a.name,
          city: a.city,
          state: '',
          country: a.country,
          isAirport: true,
          isCity: false,
          time_zone: a.timeZone,
          terminals: [],
          flight_only: true,
        },
      }))
      .sort((x, y) => y.routes - x.routes);
    flightOptionsCache.set(flights, list);
  }
  return list;
}

const matches = (text: string | undefined, p: PlaceOption) => {
  if (!text) return true;
  const hay = `${p.code} ${p.name} ${p.city} ${p.state}`.toLowerCase();
  // Each typed word must start a word ('den' finds Denver, not Presidente; 'los ang' finds Los
  // Angeles), as the type-ahead narrows locally.
  const words = hay.split(/[^a-z0-9]+/);
  return text
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .every((typed) => words.some((word) => word.startsWith(typed)));
};

/**
 * Places for the type-ahead: our stops and cities, then (with flights) partner airports, busiest
 * first. Asked for destinations from a place (`direction=to&from=…`), only those in `reachable`
 * (ReachIndex: places a search from there finds itineraries to).
 */
export function searchPlaces(network: Network, q: PlaceQuery, flights?: FlightNetwork, reachable?: Set<string>): PlaceOption[] {
  const text = q.search?.toLowerCase();
  const toFrom = q.direction === 'to' && q.from ? (reachable ?? new Set<string>()) : null;
  const ground = searchGroundPlaces(network, q, toFrom);
  if (!flights) return ground;
  const extra: PlaceOption[] = [];
  for (const { option } of flightOptions(flights, network)) {
    if (q.search_code && option.code !== q.search_code) continue;
    if (!matches(text, option)) continue;
    if (toFrom && !toFrom.has(option.code)) continue;
    if (q.direction === 'from' && !flights.out.has(option.code)) continue;
    if (q.direction === 'to' && !flights.into.has(option.code)) continue;
    extra.push(option);
  }
  // An exact code first; then the busiest airports.
  const exact = extra.findIndex((p) => text && p.code.toLowerCase() === text);
  if (exact > 0) extra.unshift(...extra.splice(exact, 1));
  return [...ground, ...extra.slice(0, q.limit)];
}

function searchGroundPlaces(network: Network, q: PlaceQuery, reachable: Set<string> | null): PlaceOption[] {
  const text = q.search?.toLowerCase();
  const hasDepartures = (code: string) => network.expand(code).some((c) => network.reachableFrom(c).size > 0);
  const hasArrivals = (code: string) => network.expand(code).some((c) => (network.calls.get(c) ?? []).some(({ seq }) => seq > 0));

  const found = placeOptions(network, q.all_airports).filter((p) => {
    if (q.search_code && p.code !== q.search_code) return false;
    if (!matches(text, p)) return false;
    if (q.direction === 'from' && !hasDepartures(p.code)) return false;
    if (q.direction === 'to' && !hasArrivals(p.code)) return false;
    if (reachable && !reachable.has(p.code)) return false;
    return true;
  });
  const rank = (p: PlaceOption) => (text && p.code.toLowerCase() === text ? 0 : 2) + (p.isCity ? 0 : 1);
  return found.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** Cities served, each with the stops to board at and to alight at (optionally for one airport). */
export function cityLists(network: Network, airport?: string, limit = 1000): CityList[] {
  const airportStops = airport ? new Set(network.expand(airport)) : null;
  const lists: CityList[] = [];
  let id = 0;
  for (const [cityCode, codes] of network.cityStops) {
    id++;
    if (airportStops && codes.some((c) => airportStops.has(c))) continue;
    const pickup = codes.filter((c) => {
      const next = network.reachableFrom(c);
      return airportStops ? [...airportStops].some((a) => next.has(a)) : next.size > 0;
    });
    const dropOff = codes.filter((c) =>
      airportStops
        ? [...airportStops].some((a) => network.reachableFrom(a).has(c))
        : (network.calls.get(c) ?? []).some(({ seq }) => seq > 0),
    );
    if (!pickup.length && !dropOff.length) continue;
    const first = network.stops.get(codes[0])!;
    lists.push({
      code: cityCode,
      id,
      isAirport: codes.every((c) => network.stops.get(c)!.isAirport),
      cityName: first.city,
      state: first.state,
      items: { pickupCities: pickup, dropOffCities: dropOff },
    });
  }
  return lists.sort((a, b) => a.cityName.localeCompare(b.cityName)).slice(0, limit);
}
