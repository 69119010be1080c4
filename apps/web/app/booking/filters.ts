import { DEFAULT_FILTERS } from '@landline/shared/constants';
import type { SearchFilters } from '@landline/shared/schemas';

// Result filters of one direction (kept in the booking draft). Two kinds:
// - server filters re-run the search with PUT bookings/reservation/ `filters` (stops, airlines,
//   change times, trip time, cabin): the server plans itineraries under them;
// - the departure time of day is applied in the browser over the results shown.
// See docs/decisions/ ("Where do result filters apply?").

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** 'direct': no flight change (and no shuttle change); 'one': at most one flight change. */
export type StopsChoice = 'any' | 'one' | 'direct';

export type Cabin = SearchFilters['cabins_class'];

/** A change's shortest and longest wait, in whole hours. */
export type HourBounds = [number, number];

export interface ResultFilters {
  stops: StopsChoice;
  /** IATA codes; empty for any airline. */
  airlines: string[];
  flightChangeHours: HourBounds;
  /** Changes from or to a shuttle (shuttle–flight and shuttle–shuttle). */
  shuttleChangeHours: HourBounds;
  maxTripHours: number;
  cabin: Cabin;
  /** Client side: departure time of day at the first stop; empty for any. */
  timesOfDay: TimeOfDay[];
}

const HOUR = 3600;
const toHours = ([min, max]: [number, number]): HourBounds => [min / HOUR, max / HOUR];

export const NO_FILTERS: ResultFilters = {
  stops: 'any',
  airlines: [],
  flightChangeHours: toHours(DEFAULT_FILTERS.maxFlightLayover),
  shuttleChangeHours: toHours(DEFAULT_FILTERS.maxBusLayover),
  maxTripHours: DEFAULT_FILTERS.total_trip_time_max / HOUR,
  cabin: DEFAULT_FILTERS.cabins_class,
  timesOfDay: [],
};

export const STOPS_CHOICES: { value: StopsChoice; label: string; maxStopovers: number }[] = [
  { value: 'any', label: 'Any', maxStopovers: DEFAULT_FILTERS.max_stopovers },
  { value: 'one', label: 'Up to 1 change', maxStopovers: 1 },
  { value: 'direct', label: 'Direct flights only', maxStopovers: 0 },
];

export const CABIN_CHOICES: { value: Cabin; label: string }[] = [
  { value: 'M', label: 'Economy' },
  { value: 'W', label: 'Premium economy' },
  { value: 'C', label: 'Business' },
  { value: 'F', label: 'First' },
];

export const CHANGE_MIN_HOURS = [1, 2, 3, 4, 6];
export const CHANGE_MAX_HOURS = [1, 2, 3, 4, 6, 8, 12];
export const TRIP_HOURS = [2, 4, 6, 8, 12, 16, 24];

export const TIME_OF_DAY: { value: TimeOfDay; label: string; hint: string }[] = [
  { value: 'morning', label: 'Morning', hint: 'before noon' },
  { value: 'afternoon', label: 'Afternoon', hint: 'noon to 6 PM' },
  { value: 'evening', label: 'Evening', hint: 'after 6 PM' },
];

/** Filters as stored, completed with the defaults (a draft saved before a field existed). */
export function normalizeFilters(f: Partial<ResultFilters> | null | undefined): ResultFilters {
  return { ...NO_FILTERS, ...(f ?? {}) };
}

/** The `filters` object of PUT bookings/reservation/ for a direction's filters. */
export function toSearchFilters(f: ResultFilters): SearchFilters {
  const stops = STOPS_CHOICES.find((c) => c.value === f.stops) ?? STOPS_CHOICES[0];
  const seconds = ([min, max]: HourBounds): [number, number] => [
    Math.round(Math.min(min, max) * HOUR),
    Math.round(Math.max(min, max) * HOUR),
  ];
  return {
    max_stopovers: stops.maxStopovers,
    cabins_class: f.cabin,
    maxFlightLayover: seconds(f.flightChangeHours),
    maxBusLayover: seconds(f.shuttleChangeHours),
    total_trip_time_max: Math.round(f.maxTripHours * HOUR),
    // Sorted, so the same choice in another order is the same request (and cache entry).
    airline_filter: [...new Set(f.airlines.map((a) => a.toUpperCase()))].sort(),
    connecting_airports: [],
  };
}

const sameBounds = (a: HourBounds, b: HourBounds) => a[0] === b[0] && a[1] === b[1];

/** Any filter applied on the server differs from the default. */
export function hasServerFilters(f: ResultFilters): boolean {
  return (
    f.stops !== NO_FILTERS.stops ||
    f.airlines.length > 0 ||
    !sameBounds(f.flightChangeHours, NO_FILTERS.flightChangeHours) ||
    !sameBounds(f.shuttleChangeHours, NO_FILTERS.shuttleChangeHours) ||
    f.maxTripHours !== NO_FILTERS.maxTripHours ||
    f.cabin !== NO_FILTERS.cabin
  );
}

/** Any filter only meaningful for flights (airlines, flight changes, cabin, 'one' change) is set. */
export function hasFlightFilters(f: ResultFilters): boolean {
  return (
    f.stops === 'one' ||
    f.airlines.length > 0 ||
    !sameBounds(f.flightChangeHours, NO_FILTERS.flightChangeHours) ||
    f.cabin !== NO_FILTERS.cabin
  );
}

export function hasFilters(f: ResultFilters): boolean {
  return hasServerFilters(f) || f.timesOfDay.length > 0;
}

/** New bounds after one end changed; the other end follows so that min ≤ max. */
export function setBound(bounds: HourBounds, end: 'min' | 'max', hours: number): HourBounds {
  const [min, max] = bounds;
  if (end === 'min') return [hours, Math.max(hours, max)];
  return [Math.min(min, hours), hours];
}

/** '1 hour', '3 hours'. */
export function hoursLabel(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
