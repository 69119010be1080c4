// A deterministic timetable and fares for OpenFlights routes, which say who flies where but not
// when or for how much. Same inputs, same flights: every number comes from a hash of the route.

export const CABIN_FACTOR: Record<string, number> = { M: 1, W: 1.6, C: 3.2, F: 5 };

/** FNV-1a, 32 bits: small, fast and stable across runs and machines. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

export interface ScheduledFlight {
  airline: string;
  number: string;
  /** Minutes after local midnight at the origin. */
  departMinute: number;
  /** Block time in minutes. */
  minutes: number;
}

const round5 = (n: number) => Math.round(n / 5) * 5;

/** Block time: taxi and climb allowance plus cruise at about 780 km/h. */
export function blockMinutes(km: number): number {
  return round5(35 + (km / 780) * 60);
}

/**
 * The daily flights of one airline on one route: one to three a day between 6 AM and 9:55 PM
 * local, longer routes flown less often.
 */
export function dailyFlights(airline: string, from: string, to: string, km: number): ScheduledFlight[] {
  const seed = hash(`${airline}|${from}|${to}`);
  const count = km > 6000 ? 1 : 1 + (seed % 3);
  const minutes = blockMinutes(km);
  const base = 100 + (seed % 8000);
  const flights: ScheduledFlight[] = [];
  for (let i = 0; i < count; i++) {
    // Spread the day into `count` windows and put one departure in each.
    const window = Math.floor((16 * 60) / count);
    const offset = hash(`${seed}|${i}`) % window;
    flights.push({ airline, number: `${airline}${base + i * 2}`, departMinute: 360 + i * window + round5(offset) - (round5(offset) >= window ? 5 : 0), minutes });
  }
  return flights;
}

/** Fare per adult in cents: a base plus a rate per km, by cabin, varying ±10% by date. */
export function fareCents(flightNumber: string, date: string, km: number, cabin: string): number {
  const dayFactor = 0.9 + (hash(`${flightNumber}|${date}`) % 21) / 100;
  const dollars = (49 + km * 0.09) * (CABIN_FACTOR[cabin] ?? 1) * dayFactor;
  return Math.round(dollars) * 100;
}

/** Seats left for sale (0 to 9, as airline availability displays cap at 9). */
export function seatsLeft(flightNumber: string, date: string): number {
  const h = hash(`seats|${flightNumber}|${date}`);
  return h % 13 === 0 ? 0 : 1 + (h % 9);
}
