import { allAirportsName, type CityList, type PlaceOption } from '@landline/shared';
import type { Network, StopInfo } from '../network/model.js';

export interface PlaceQuery {
  search?: string;
  search_code?: string;
  all_airports: boolean;
  direction?: 'from' | 'to';
  from?: string;
}

function stopOption(stop: StopInfo): PlaceOption {
  return {
    code: stop.code,
    name: stop.name,
    city: stop.city,
    state: stop.state,
    country: stop.country,
    isAirport: stop.isAirport,
    isCity: false,
    time_zone: stop.timeZone,
    terminals: stop.terminals,
  };
}

/** Places travellers can pick: every stop, and a city entry where a city has several stops. */
export function placeOptions(network: Network, allAirports: boolean): PlaceOption[] {
  const options = [...network.stops.values()].map(stopOption);
  if (allAirports) {
    for (const [cityCode, codes] of network.cityStops) {
      if (codes.length < 2) continue;
      const first = network.stops.get(codes[0])!;
      options.push({
        code: cityCode,
        name: allAirportsName(first.city, cityCode),
        city: first.city,
        state: first.state,
        country: first.country,
        isAirport: codes.some((c) => network.stops.get(c)!.isAirport),
        isCity: true,
        time_zone: first.timeZone,
        terminals: [],
      });
    }
  }
  return options;
}

/** Codes reachable from a place with at most one change. */
function reachable(network: Network, from: string): Set<string> {
  const out = new Set<string>();
  for (const code of network.expand(from)) {
    for (const next of network.reachableFrom(code)) {
      out.add(next);
      for (const after of network.reachableFrom(next)) out.add(after);
    }
  }
  for (const code of network.expand(from)) out.delete(code);
  return out;
}

export function searchPlaces(network: Network, q: PlaceQuery): PlaceOption[] {
  const text = q.search?.toLowerCase();
  const reach = q.direction === 'to' && q.from ? reachable(network, q.from) : null;
  const hasDepartures = (code: string) => network.expand(code).some((c) => network.reachableFrom(c).size > 0);
  const hasArrivals = (code: string) =>
    network.expand(code).some((c) => (network.calls.get(c) ?? []).some(({ seq }) => seq > 0));

  const matches = placeOptions(network, q.all_airports).filter((p) => {
    if (q.search_code && p.code !== q.search_code) return false;
    if (text) {
      const hay = `${p.code} ${p.name} ${p.city} ${p.state}`.toLowerCase();
      if (!hay.split(/[^a-z0-9]+/).some((word) => word.startsWith(text)) && !hay.includes(text)) return false;
    }
    if (q.direction === 'from' && !hasDepartures(p.code)) return false;
    if (q.direction === 'to' && !hasArrivals(p.code)) return false;
    if (reach && !network.expand(p.code).some((c) => reach.has(c))) return false;
    return true;
  });
  const rank = (p: PlaceOption) =>
    (text && p.code.toLowerCase() === text ? 0 : 2) + (p.isCity ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
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
