import type { Trip, TripDirection, TripSegment } from '@landline/shared/schemas';
import type { DraftEdit, DraftSearch, PlaceRef } from '../booking/draft';

// Editing a booked trip (section 4, decision 221): which parts can be edited, and the search the
// edit starts from, pre-filled from the booking: the same places, dates and passengers. Pure.

export type EditPart = 'round_trip' | 'departure' | 'return';

/** The parts the change-of-plans dialog offers: a one-way trip goes straight to editing its only part. */
export function editParts(trip: Trip): EditPart[] {
  if (!trip.return) return ['departure'];
  const booked = (d: TripDirection) => d.state === 1;
  const parts: EditPart[] = [];
  if (booked(trip.departure) && booked(trip.return)) parts.push('round_trip');
  if (booked(trip.departure)) parts.push('departure');
  if (booked(trip.return)) parts.push('return');
  return parts;
}

/** Whether the trip flies with a partner airline somewhere (the Flight + ground / Ground only tabs). */
export function hasFlights(trip: Trip): boolean {
  return [trip.departure, trip.return].some((d) => d?.segments.some((s) => s.kind === 'flight'));
}

function place(segment: TripSegment, end: 'depart' | 'arrive'): PlaceRef {
  const p = segment[end];
  return {
    code: p.iata,
    name: p.AirportName,
    city: p.city,
    time_zone: p.time_zone,
    ...(segment.kind === 'flight' ? { flight_only: true } : {}),
  };
}

const PARTY_KEYS: Record<string, 'adults' | 'children' | 'infants'> = { AD: 'adults', CH: 'children', Infant: 'infants' };

/**
 * The search an edit starts from, and the edit itself: the part's places (our stops only when
 * `groundOnly`), its dates and its booked passengers. Null when the part has nothing to search.
 */
export function editSearch(trip: Trip, part: EditPart, groundOnly: boolean): { search: DraftSearch; edit: DraftEdit } | null {
  const main = part === 'return' ? trip.return : trip.departure;
  if (!main) return null;
  const legs = main.segments.filter((s) => !groundOnly || s.kind === 'ground');
  if (!legs.length) return null;
  const back = part === 'round_trip' ? trip.return : null;
  const edited = [main, ...(back ? [back] : [])];
  const party = { adults: 0, children: 0, infants: 0 };
  const seen = new Set<number>();
  for (const t of edited.flatMap((d) => d.tickets)) {
    if (t.state !== 1 || seen.has(t.passenger)) continue;
    seen.add(t.passenger);
    party[PARTY_KEYS[t.passenger_type] ?? 'adults']++;
  }
  if (party.adults === 0) return null;
  const search: DraftSearch = {
    from: place(legs[0], 'depart'),
    to: place(legs[legs.length - 1], 'arrive'),
    departureDate: legs[0].departure_date,
    returnDate: back?.segments[0]?.departure_date ?? null,
    oneWay: back === null,
    ...party,
  };
  const segment = !trip.return || part === 'round_trip' ? null : part === 'departure' ? 1 : 2;
  return { search, edit: { pnr: trip.pnr, segment, groundOnly } };
}
