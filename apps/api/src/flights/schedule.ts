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

/** The busiest routes: an airline flies a route at most this many times a day. */
export const MAX_DAILY_FLIGHTS = 6;
/** Routes longer than these (km) are flown at most twice a day, and once a day. */
const LONG_HAUL_KM = 4000;
const ULTRA_LONG_HAUL_KM = 7000;
/** Route size (geometric mean of the two airports' destination counts) per daily flight. */
const SIZE_PER_FLIGHT = 25;

/**
 * How often one airline flies a route each day: busier airports at both ends, more flights
 * (DEN–LAX five or six a day, a town's route once or twice), long hauls once or twice.
 */
export function flightsPerDay(airline: string, from: string, to: string, km: number, fromSize: number, toSize: number): number {
  const jitter = (hash(`freq|${airline}|${from}|${to}`) % 3) - 1;
  const count = Math.round(Math.sqrt(fromSize * toSize) / SIZE_PER_FLIGHT) + jitter;
  const cap = km > ULTRA_LONG_HAUL_KM ? 1 : km > LONG_HAUL_KM ? 2 : MAX_DAILY_FLIGHTS;
  return Math.max(1, Math.min(cap, count));
}

/** First and last departure of the day, minutes after local midnight (6 AM to 9:55 PM). */
const FIRST_DEPARTURE_MIN = 6 * 60;
const DAY_SPAN_MIN = 16 * 60;

/**
 * The daily flights of one airline on one route: `count` departures spread over the day from
 * 6 AM to 9:55 PM local, one in each equal window, numbered from `firstNumber` on.
 */
export function dailyFlights(airline: string, from: string, to: string, km: number, count: number, firstNumber: number): ScheduledFlight[] {
  const seed = hash(`${airline}|${from}|${to}`);
  const minutes = blockMinutes(km);
  const window = Math.floor(DAY_SPAN_MIN / count);
  const flights: ScheduledFlight[] = [];
  for (let i = 0; i < count; i++) {
    const offset = Math.min(round5(hash(`${seed}|${i}`) % window), window - 5);
    flights.push({
      airline,
      number: `${airline}${flightNumber(firstNumber + i)}`,
      departMinute: FIRST_DEPARTURE_MIN + i * window + offset,
      minutes,
    });
  }
  return flights;
}

/** Airline flight numbers run from 1 to 9999 (then start again), as on real tickets. */
export function flightNumber(n: number): number {
  return ((n - 1) % 9999) + 1;
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
