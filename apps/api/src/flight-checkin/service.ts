// Check-in for a trip's partner flights (section 7: GET flight_check_in/{direction}/, decision
// 240): the airline checks its own flights in, so this answers what the traveller needs to do it
// with the airline — its name, each flight, the airline's booking reference, the passengers as
// booked, and the airline's check-in page and window when its data has them. Access is the trips
// feature's (TripService.access): the member, or a passenger's last name.

import { TRIP_MESSAGES as T } from '@landline/shared/messages';
import { TICKET_STATES, type FlightCheckIn } from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import type { Asker, TripService } from '../trips/service.js';
import { AIRLINE_CHECK_IN } from './airlines.js';
import { flightReferenceOf } from './queries.js';

export interface FlightCheckInDeps {
  db: Db;
  trips: TripService;
  /** Where the trip stands (its departures, the airline's check-in window). */
  clock: Clock;
}

const HOUR = 3_600_000;

export class FlightCheckInService {
  constructor(private readonly deps: FlightCheckInDeps) {}

  async details(pnr: string, way: 1 | 2, asker: Asker): Promise<FlightCheckIn> {
    const { db, trips } = this.deps;
    const reservation = await trips.access(db, pnr, asker);
    const trip = await trips.view(db, reservation, this.deps.clock.now());
    const direction = way === 1 ? trip.departure : trip.return;
    if (!direction) throw new ValidationError({ direction: [T.noReturn] });
    const flights = direction.segments.filter((s) => s.kind === 'flight');
    if (!flights.length) throw new NotFoundError(T.noPartnerFlight);
    if (direction.state === TICKET_STATES.canceled) throw new ConflictError(T.checkInCanceled, 'canceled');
    const reference = await flightReferenceOf(db, reservation.uuid, way);
    return {
      way,
      flights: flights.map((s) => {
        const airline = AIRLINE_CHECK_IN[s.airline];
        return {
          airline: s.airline,
          airline_name: trips.airlineName(s.airline) ?? s.airline,
          flight_number: s.flight_number ?? s.airline,
          depart: s.depart,
          arrive: s.arrive,
          departure_date: s.departure_date,
          departure_time: s.departure_time,
          departs_at: s.departs_at,
          booking_reference: reference,
          check_in_url: airline?.url ?? null,
          check_in_opens_at: airline?.opensHours ? new Date(Date.parse(s.departs_at) - airline.opensHours * HOUR).toISOString() : null,
        };
      }),
      // The names the airline has: the passengers still booked on this direction.
      passengers: direction.tickets
        .filter((t) => t.state === TICKET_STATES.booked)
        .map((t) => ({ first_name: t.first_name, last_name: t.last_name })),
    };
  }
}
