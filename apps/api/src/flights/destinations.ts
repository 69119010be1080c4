// Pure: the cities an airport's partner flights reach without a stop, busiest first (the
// Canadian airport pages show them as examples of where a ride to Toronto Pearson leads).
import type { Destination } from '@landline/shared/pages';
import type { FlightNetwork } from './network.js';

/**
 * OpenFlights country names that are not the English name of a region code (Intl's, which
 * writes "&" for "and" and "St." for "Saint").
 */
const COUNTRY_CODE_ALIASES: Readonly<Record<string, string>> = {
  'Hong Kong': 'HK',
  Macau: 'MO',
  Burma: 'MM',
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  "Cote d'Ivoire": 'CI',
  'Virgin Islands': 'VI',
  'British Virgin Islands': 'VG',
};

let regionCodes: Map<string, string> | undefined;

/** The ISO 3166 code of an OpenFlights country name, or null when none matches. */
export function countryCode(name: string): string | null {
  if (!regionCodes) {
    regionCodes = new Map();
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const label = english.of(code);
        // The first code wins: 'GB' before its alias 'UK'.
        if (label && label !== code && !regionCodes.has(label.toLowerCase())) regionCodes.set(label.toLowerCase(), code);
      }
    }
  }
  const alias = COUNTRY_CODE_ALIASES[name];
  if (alias) return alias;
  const key = name.toLowerCase();
  const cldr = key.replace(/ and /g, ' & ').replace(/^saint /, 'st. ');
  return regionCodes.get(key) ?? regionCodes.get(cldr) ?? null;
}

interface CityTally {
  /** The city's airport with the most airlines (its code stands for the city). */
  code: string;
  best: number;
  city: string;
  country: string;
  airlines: Set<string>;
  flights: number;
}

/**
 * The cities reached non-stop from `from`, one entry per city (its airports together), ordered
 * by how many airlines fly there, then by flights a day, then by name; at most `limit`.
 */
export function destinationsFrom(network: Pick<FlightNetwork, 'out' | 'airports'>, from: string, limit: number): Destination[] {
  const cities = new Map<string, CityTally>();
  for (const [to, route] of network.out.get(from) ?? []) {
    const airport = network.airports.get(to);
    if (!airport?.city) continue;
    const flights = route.flights;
    const airlines = new Set(flights.map((f) => f.airline));
    const key = `${airport.city}|${airport.country}`;
    const tally = cities.get(key);
    if (!tally) {
      cities.set(key, { code: to, best: airlines.size, city: airport.city, country: airport.country, airlines, flights: flights.length });
      continue;
    }
    for (const a of airlines) tally.airlines.add(a);
    tally.flights += flights.length;
    if (airlines.size > tally.best) Object.assign(tally, { code: to, best: airlines.size });
  }
  return [...cities.values()]
    .sort((a, b) => b.airlines.size - a.airlines.size || b.flights - a.flights || a.city.localeCompare(b.city))
    .slice(0, Math.max(0, limit))
    .map((t) => ({ code: t.code, city: t.city, country: t.country, countryCode: countryCode(t.country) }));
}
