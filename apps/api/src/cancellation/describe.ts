// What a cancellation cancels, in words (decision 241): the passengers by name and the legs by
// who runs them, where and when, for the cancellation mail. "The whole trip" only when nothing of
// the trip stays booked. Pure.

import type { Trip } from '@landline/shared/schemas';
import { localTime } from '../mail/confirmation.js';

const WAY_WORDS = { 1: 'departure', 2: 'return' } as const;
const WAY_LABELS = { 1: 'Departure', 2: 'Return' } as const;

/** "Ada", "Ada and Charles", "Ada, Charles and Mary". */
export function listOfNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface CancelledPart {
  /** "the whole trip for Ada Lovelace and Charles Lovelace", "the departure for Charles Lovelace". */
  what: string;
  /** One line per leg cancelled: "Departure: Landline LL1203, CSU Transit Center (CSU) → … , departs Sat, Nov 28, 3:00 AM MST". */
  legs: string[];
}

/**
 * @param cancelled the tickets the cancellation takes (direction and passenger)
 * @param left the tickets still booked after it
 * @param airlineName a flight's airline by its code
 */
export function describeCancellation(
  trip: Trip,
  cancelled: readonly { direction: number; passenger: number }[],
  left: readonly { direction: number; passenger: number }[],
  airlineName: (iata: string) => string | undefined,
): CancelledPart {
  const who = [...new Set(cancelled.map((t) => t.passenger))].sort((a, b) => a - b);
  const names = who
    .map((p) => trip.passengers.find((x) => x.passenger === p))
    .map((p) => (p ? `${p.first_name} ${p.last_name}`.trim() : ''));
  const ways = ([1, 2] as const).filter((way) => cancelled.some((t) => t.direction === way));
  const whole = left.length === 0;
  const part = !trip.return ? 'trip' : ways.length === 2 ? 'departure and return' : WAY_WORDS[ways[0] ?? 1];
  const what = `the ${whole ? 'whole trip' : part} for ${listOfNames(names)}`;
  const legs = ways.flatMap((way) => {
    const direction = way === 1 ? trip.departure : trip.return;
    return (direction?.segments ?? []).map((s) => {
      const runBy =
        s.kind === 'flight'
          ? `${airlineName(s.airline) ?? 'Flight'} ${s.airline} ${(s.flight_number ?? '').slice(s.airline.length)}`.trim()
          : `Landline ${s.flight_number ?? ''}`.trim();
      const route = `${s.depart.AirportName} (${s.depart.iata}) → ${s.arrive.AirportName} (${s.arrive.iata})`;
      return `${WAY_LABELS[way]}: ${runBy}, ${route}, departs ${localTime(s.departs_at, s.depart.time_zone)}`;
    });
  });
  return { what, legs };
}
