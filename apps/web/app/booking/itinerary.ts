import { daysBetween, type Currency, type Itinerary } from '@landline/shared';

export const first = (it: Itinerary) => it.segments[0];
export const last = (it: Itinerary) => it.segments[it.segments.length - 1];

/** Whole days between departure (local date at the first stop) and arrival (local date at the last). */
export function arrivalDayOffset(it: Itinerary): number {
  return Math.max(0, daysBetween(first(it).departure_date, last(it).arrival_date));
}

/** A return may only be chosen when it leaves after the departure trip has arrived. */
export function returnFitsDeparture(departure: Itinerary | null, ret: Itinerary): boolean {
  if (!departure) return true;
  return Date.parse(first(ret).departure_at) > Date.parse(last(departure).arrival_at);
}

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

export const TIME_OF_DAY: { value: TimeOfDay; label: string; hint: string }[] = [
  { value: 'morning', label: 'Morning', hint: 'before noon' },
  { value: 'afternoon', label: 'Afternoon', hint: 'noon to 6 PM' },
  { value: 'evening', label: 'Evening', hint: 'after 6 PM' },
];

/** Bucket of a local 'HH:mm' departure time. */
export function timeOfDay(hhmm: string): TimeOfDay {
  const hour = Number(hhmm.slice(0, 2));
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export interface ResultFilters {
  directOnly: boolean;
  timesOfDay: TimeOfDay[];
  /** Longest total trip time in seconds; null for any. */
  maxTripSeconds: number | null;
}

export const NO_FILTERS: ResultFilters = { directOnly: false, timesOfDay: [], maxTripSeconds: null };

export function hasFilters(f: ResultFilters): boolean {
  return f.directOnly || f.timesOfDay.length > 0 || f.maxTripSeconds !== null;
}

/** Client-side filtering of one direction's results (docs/decisions.md, "Result filters"). */
export function applyFilters(list: Itinerary[], f: ResultFilters): Itinerary[] {
  return list.filter(
    (it) =>
      (!f.directOnly || it.stopovers === 0) &&
      (f.timesOfDay.length === 0 || f.timesOfDay.includes(timeOfDay(first(it).departure_time))) &&
      (f.maxTripSeconds === null || it.total_trip_time <= f.maxTripSeconds),
  );
}

export interface Total {
  cents: number;
  currency: Currency;
}

/** Total of the selected tickets: the sum of their prices (each already for the whole party). */
export function selectionTotal(selected: (Itinerary | null | undefined)[]): Total | null {
  const chosen = selected.filter((it): it is Itinerary => Boolean(it));
  if (!chosen.length) return null;
  const currency = chosen[0].currency;
  if (chosen.some((it) => it.currency !== currency)) {
    throw new Error('Selected tickets are priced in different currencies.');
  }
  return { cents: chosen.reduce((sum, it) => sum + it.price, 0), currency };
}

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 adults, 1 child' */
export function partyLabel(p: Party): string {
  const parts = [plural(p.adults, 'adult', 'adults')];
  if (p.children) parts.push(plural(p.children, 'child', 'children'));
  if (p.infants) parts.push(plural(p.infants, 'infant', 'infants'));
  return parts.join(', ');
}
