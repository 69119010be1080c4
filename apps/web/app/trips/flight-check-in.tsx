import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatAtPlace, formatClock, formatDateLabel } from '@landline/shared/dates';
import type { FlightCheckIn, TripDirection } from '@landline/shared/schemas';
import { LoadFailed } from '../components/form/alerts';
import { tripsApi } from './api';
import { lookupLastName } from '../lib/guest-access';
import { tripKey } from './queries';
import { listOfNames, WAY_LABELS, type Way } from './trip-view';

// "Check in with <airline>" (section 4's flight tab; section 7's GET flight_check_in/{direction}/;
// decision 240): the airline checks its own flights in, so the trip page shows what it asks for —
// the airline, the flight, the airline's booking reference, the names as booked — and its
// check-in page and opening time when the airline's data has them.

/** "AS123" as printed on a ticket: "AS 123". */
const designator = (f: FlightCheckIn['flights'][number]) =>
  f.flight_number.startsWith(f.airline) ? `${f.airline} ${f.flight_number.slice(f.airline.length)}` : f.flight_number;

/** The airlines of the answer, once each, in flight order. */
export function airlinesOf(answer: FlightCheckIn): string[] {
  return [...new Set(answer.flights.map((f) => f.airline_name))];
}

export function FlightCheckInPanel({ pnr, direction }: { pnr: string; direction: TripDirection }) {
  const way = direction.way as Way;
  const headingId = useId();
  const lastName = lookupLastName(pnr);
  const details = useQuery({
    queryKey: [...tripKey(pnr), 'flight-check-in', way],
    queryFn: ({ signal }) => tripsApi.flightCheckIn(pnr, way, lastName, signal),
  });
  const label = WAY_LABELS[way].toLowerCase();
  if (details.isPending) {
    return (
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the airline’s check-in…
      </p>
    );
  }
  if (details.isError) return <LoadFailed error={details.error} retry={() => void details.refetch()} />;
  const answer = details.data;
  const airlines = listOfNames(airlinesOf(answer));
  return (
    <section className="check-in flight-check-in" aria-labelledby={headingId} data-testid={`flight-check-in-${way}`}>
      <h3 id={headingId} className="check-in__title">
        Check in with {airlines}
        <span className="sr-only"> for the {label}</span>
      </h3>
      <p className="check-in__note">
        {airlines} checks in {answer.flights.length === 1 ? 'its flight' : 'these flights'} itself: check in on its website or app, or at
        its counter at the airport, with the booking reference below.
      </p>
      {answer.flights.map((f) => (
        <dl key={`${f.flight_number}-${f.departs_at}`} className="flight-check-in__flight">
          <div>
            <dt>Flight</dt>
            <dd>
              {f.airline_name} {designator(f)}: {f.depart.city} ({f.depart.iata}) → {f.arrive.city} ({f.arrive.iata}),{' '}
              <time dateTime={f.departure_date}>{formatDateLabel(f.departure_date)}</time>, {formatClock(f.departure_time)}
            </dd>
          </div>
          <div>
            <dt>Airline booking reference</dt>
            <dd className="flight-check-in__reference">{f.booking_reference ?? 'Not given yet: call us and we will find it'}</dd>
          </div>
          {f.check_in_opens_at ? (
            <div>
              <dt>Online check-in opens</dt>
              <dd>{formatAtPlace(f.check_in_opens_at, f.depart.time_zone)}</dd>
            </div>
          ) : null}
          {f.check_in_url ? (
            <div>
              <dt>Where</dt>
              <dd>
                <a href={f.check_in_url} rel="noopener noreferrer" target="_blank">
                  {f.airline_name} online check-in<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ))}
      <p className="check-in__note">
        Names on the booking: {listOfNames(answer.passengers.map((p) => `${p.first_name} ${p.last_name}`))}. Bring the ID they match.
      </p>
    </section>
  );
}
