import { FLIGHT_OPERATOR, FLIGHT_SERVICE_TYPE, LANDLINE_IATA_CODE } from '@landline/shared/constants';
import { daysBetween, formatDuration } from '@landline/shared/dates';
import { formatMoney, type Currency } from '@landline/shared/money';
import { SELECTION_MESSAGES } from '@landline/shared/messages';
import type { Itinerary, Segment } from '@landline/shared/schemas';
import type { ResultFilters, TimeOfDay } from './filters';

/** Service type of partner flight segments (ground legs are 2, 3 and 4). */
export { FLIGHT_SERVICE_TYPE };

/** A flight's designator as printed on tickets: the airline code, a space, the number ("F9 317"). */
export function flightDesignator(s: Pick<Segment, 'airline' | 'flight_number'>): string {
  return s.flight_number.startsWith(s.airline) ? `${s.airline} ${s.flight_number.slice(s.airline.length)}` : s.flight_number;
}

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

/** Bucket of a local 'HH:mm' departure time. */
export function timeOfDay(hhmm: string): TimeOfDay {
  const hour = Number(hhmm.slice(0, 2));
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The filters applied in the browser (departure time of day); the others ran on the server. */
export function applyFilters(list: Itinerary[], f: Pick<ResultFilters, 'timesOfDay'>): Itinerary[] {
  if (f.timesOfDay.length === 0) return list;
  return list.filter((it) => f.timesOfDay.includes(timeOfDay(first(it).departure_time)));
}

// ---- Legs: shuttles and partner flights ----------------------------------------------------

/** A partner flight (operator KIWI, service type 1); every other segment is one of our rides. */
export function isFlight(s: Segment): boolean {
  return s.operator === FLIGHT_OPERATOR || s.service_type === FLIGHT_SERVICE_TYPE;
}

export function hasFlights(list: Itinerary[]): boolean {
  return list.some((it) => it.segments.some(isFlight));
}

export interface Carrier {
  code: string;
  name: string;
  ground: boolean;
}

/** Who runs the legs of a trip, in travel order, each once: Landline for rides, then airlines. */
export function carriersOf(it: Itinerary): Carrier[] {
  const seen = new Map<string, Carrier>();
  for (const s of it.segments) {
    const ground = !isFlight(s);
    const code = ground ? LANDLINE_IATA_CODE : s.airline;
    if (!seen.has(code)) seen.set(code, { code, name: ground ? 'Landline' : s.airline_name || s.airline, ground });
  }
  return [...seen.values()];
}

export interface Airline {
  code: string;
  name: string;
}

const byName = (a: Airline, b: Airline) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code);

/** The airlines flying any flight of these results, each once, by name (the airline filter's choices). */
export function airlinesIn(list: Itinerary[]): Airline[] {
  const found = new Map<string, Airline>();
  for (const it of list) {
    for (const s of it.segments) {
      if (isFlight(s) && !found.has(s.airline)) found.set(s.airline, { code: s.airline, name: s.airline_name || s.airline });
    }
  }
  return [...found.values()].sort(byName);
}

/** Union of airline lists (a name beats a bare code), by name. */
export function mergeAirlines(...lists: Airline[][]): Airline[] {
  const merged = new Map<string, Airline>();
  for (const list of lists) {
    for (const a of list) {
      const known = merged.get(a.code);
      if (!known || (known.name === known.code && a.name !== a.code)) merged.set(a.code, a);
    }
  }
  return [...merged.values()].sort(byName);
}

/** 'Direct', '1 change', '3 changes' (a change is any move between two legs). */
export function changesLabel(it: Itinerary): string {
  const n = Math.max(0, it.segments.length - 1);
  if (n === 0) return 'Direct';
  return `${n} ${n === 1 ? 'change' : 'changes'}`;
}

/** 'Denver International Airport (DEN)' */
export const placeLabel = (p: { AirportName: string; iata: string }) => `${p.AirportName} (${p.iata})`;

/**
 * '2h 15m change at Denver International Airport (DEN)', or, when the next leg leaves from
 * another stop, '1h change from CSU Transit Center (CSU) to Harmony Transfer Center (HTC)'.
 */
export function changeText(seconds: number, arrive: Segment['arrive'], departNext: Segment['depart']): string {
  const wait = formatDuration(Math.max(0, seconds));
  if (arrive.iata === departNext.iata) return `${wait} change at ${placeLabel(arrive)}`;
  return `${wait} change from ${placeLabel(arrive)} to ${placeLabel(departNext)}`;
}

/** The change after each leg but the last: its wait (layover_times, else the clock) and text. */
export function changesOf(it: Itinerary): { seconds: number; at: string; text: string }[] {
  return it.segments.slice(0, -1).map((s, i) => {
    const next = it.segments[i + 1];
    const seconds = it.layover_times[i] ?? Math.round((Date.parse(next.departure_at) - Date.parse(s.arrival_at)) / 1000);
    return { seconds, at: s.arrive.iata, text: changeText(seconds, s.arrive, next.depart) };
  });
}

/** Whole days between the trip's first local departure date and a later local date. */
export function dayOffset(it: Itinerary, isoDate: string): number {
  return Math.max(0, daysBetween(first(it).departure_date, isoDate));
}

// ---- Prices ---------------------------------------------------------------------------------

export interface PriceSplit {
  shuttle: number;
  flights: number;
  currency: Currency;
}

/** The ground and air parts of one or more tickets (each for the whole party, in cents). */
export function priceSplit(selected: (Itinerary | null | undefined)[]): PriceSplit | null {
  const chosen = selected.filter((it): it is Itinerary => Boolean(it));
  if (!chosen.length) return null;
  return {
    shuttle: chosen.reduce((sum, it) => sum + it.landline_price, 0),
    flights: chosen.reduce((sum, it) => sum + it.flight_price, 0),
    currency: chosen[0].currency,
  };
}

/** ['Shuttle $29.00', 'Flights $297.00'], only when both parts are there. */
export function priceSplitParts(split: PriceSplit | null): [string, string] | null {
  if (!split || split.shuttle <= 0 || split.flights <= 0) return null;
  return [`Shuttle ${formatMoney(split.shuttle, split.currency)}`, `Flights ${formatMoney(split.flights, split.currency)}`];
}

/** 'Shuttle $29.00 · Flights $297.00', only when both parts are there. */
export function priceSplitText(split: PriceSplit | null): string | null {
  return priceSplitParts(split)?.join(' · ') ?? null;
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

/** A results card's note when no wheelchair position is left on a ride of the trip (decision 200). */
export function wheelchairNote(it: Pick<Itinerary, 'wheelchair_available'>): string | null {
  return it.wheelchair_available === 0 ? SELECTION_MESSAGES.noWheelchairPosition : null;
}
