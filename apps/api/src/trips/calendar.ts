// A booked trip's calendar (decision 239): the legs still booked, named by who runs them, for the
// confirmation mail's one builder (`bookingCalendar` in mail/confirmation.ts). Pure.

import { TICKET_STATES, type Trip } from '@landline/shared/schemas';
import type { MailLeg } from '../mail/confirmation.js';

/** The legs of the directions someone still rides, in order; `airlineName` names a flight's airline. */
export function calendarLegs(trip: Trip, airlineName: (iata: string) => string | undefined): MailLeg[] {
  const directions = trip.return ? [trip.departure, trip.return] : [trip.departure];
  return directions
    .filter((d) => d.state !== TICKET_STATES.canceled)
    .flatMap((d) => d.segments)
    .map((s) => ({
      from: { name: s.depart.AirportName, code: s.depart.iata, timeZone: s.depart.time_zone },
      to: { name: s.arrive.AirportName, code: s.arrive.iata, timeZone: s.arrive.time_zone },
      departsAt: s.departs_at,
      arrivesAt: s.arrives_at,
      kind: s.kind,
      flight: s.kind === 'flight' ? s.flight_number : null,
      carrier: s.kind === 'flight' ? (airlineName(s.airline) ?? null) : null,
      run: s.kind === 'ground' ? s.flight_number : null,
    }));
}
