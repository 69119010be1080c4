// What a result card and its legs say about seats left: one rule for every place that shows it.
import { SEATS_LEFT_DISPLAY } from '@landline/shared/constants';
import type { Itinerary, Segment } from '@landline/shared/schemas';

/**
 * Seats left on one leg: the fewest of its tickets, each the lesser of its flight and landline
 * availability (the booking spec's section 5). Infinity when the leg carries no ticket (nothing known).
 */
export function legSeats(s: Segment): number {
  return Math.min(...s.tickets.map((t) => Math.min(t.flight_availability, t.landline_availability)));
}

/**
 * Seats left on a trip: the fewest of its legs, whatever the party. The API's `availability` is
 * the same figure, or 0 when the party does not fit; it stands in when no leg says.
 */
export function tripSeats(it: Itinerary): number {
  const fewest = Math.min(...it.segments.map(legSeats));
  return Number.isFinite(fewest) ? fewest : it.availability;
}

/**
 * The seats-left text of a card or a leg: a count only at SEATS_LEFT_DISPLAY seats or fewer
 * (the booking spec's section 9), 'Sold out' at none, nothing above.
 */
export function seatsLeftLabel(seats: number): string | null {
  if (seats <= 0) return 'Sold out';
  if (seats > SEATS_LEFT_DISPLAY) return null;
  return seats === 1 ? '1 seat left' : `${seats} seats left`;
}
