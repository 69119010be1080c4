// What a cancellation cancels, in words (decision 241): the passengers by name and the legs by
// who runs them, where and when, for the cancellation mail, in the booking's language (issue 29).
// "The whole trip" only when nothing of the trip stays booked. Pure.

import type { Trip } from '@landline/shared/schemas';
import { localTime } from '../mail/confirmation.js';
import { mailTexts, type MailTexts } from '../mail/texts/index.js';

/** "Ada", "Ada and Charles", "Ada, Charles and Mary" (in French: "… et Mary"). */
export function listOfNames(names: readonly string[], t: MailTexts = mailTexts('en')): string {
  return t.format.names(names);
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
 * @param t the texts of the booking's language
 */
export function describeCancellation(
  trip: Trip,
  cancelled: readonly { direction: number; passenger: number }[],
  left: readonly { direction: number; passenger: number }[],
  airlineName: (iata: string) => string | undefined,
  t: MailTexts = mailTexts('en'),
): CancelledPart {
  const c = t.cancellation;
  const who = [...new Set(cancelled.map((x) => x.passenger))].sort((a, b) => a - b);
  const names = who
    .map((p) => trip.passengers.find((x) => x.passenger === p))
    .map((p) => (p ? `${p.first_name} ${p.last_name}`.trim() : ''));
  const ways = ([1, 2] as const).filter((way) => cancelled.some((x) => x.direction === way));
  const whole = left.length === 0;
  const part = whole ? c.parts.whole : !trip.return ? c.parts.trip : ways.length === 2 ? c.parts.both : c.parts[ways[0] ?? 1];
  const what = c.what(part, listOfNames(names, t));
  const legs = ways.flatMap((way) => {
    const direction = way === 1 ? trip.departure : trip.return;
    return (direction?.segments ?? []).map((s) => {
      const runBy =
        s.kind === 'flight'
          ? `${airlineName(s.airline) ?? t.common.flight} ${s.airline} ${(s.flight_number ?? '').slice(s.airline.length)}`.trim()
          : `Landline ${s.flight_number ?? ''}`.trim();
      const route = `${s.depart.AirportName} (${s.depart.iata}) → ${s.arrive.AirportName} (${s.arrive.iata})`;
      return c.legLine(c.ways[way], runBy, route, localTime(s.departs_at, s.depart.time_zone, t));
    });
  });
  return { what, legs };
}
