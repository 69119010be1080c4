import { Link, Navigate, useNavigate } from 'react-router';
import { useIsAuthenticated } from '../lib/session';
import { CheckInPanel } from './check-in';
import { TRIPS_PATH, tripPath } from './paths';
import { useTrip } from './queries';
import { DirectionSummary, PassengerTickets } from './trip-card';
import { TripFrame, TripPending } from './trip-page';
import { directionOf, WAY_LABELS, type Way } from './trip-view';

// /trips/{pnr}/{segmentDirection}/checkin (section 2): check-in of one direction, with its
// boarding passes. Section 4: after check-in from the trips list a member goes to /trips; a
// guest stays here with the reservation read again (the boarding passes are then offered).

export function CheckInPage({ pnr, way }: { pnr: string; way: Way }) {
  const trip = useTrip(pnr);
  const navigate = useNavigate();
  const signedIn = useIsAuthenticated();
  const title = 'Check in';
  if (!trip.data) return <TripPending title={title} trip={trip} />;
  const direction = directionOf(trip.data, way);
  // A one-way trip has no return to check in.
  if (!direction) return <Navigate to={tripPath(pnr)} replace />;
  return (
    <TripFrame title={title}>
      <p className="trip-page__lead">
        Booking {pnr} · {WAY_LABELS[way]}
      </p>
      <div className="check-in-page">
        <DirectionSummary direction={direction} label={WAY_LABELS[way]} headingLevel={2} />
        <details className="my-trip__more">
          <summary>Passengers and seats</summary>
          <PassengerTickets trip={trip.data} />
        </details>
        {trip.data.is_past_trip ? (
          <p>This trip is in the past.</p>
        ) : (
          <CheckInPanel
            trip={trip.data}
            direction={direction}
            headingLevel={2}
            onCheckedIn={signedIn ? () => void navigate(TRIPS_PATH) : undefined}
          />
        )}
      </div>
      <p className="trip-page__actions">
        <Link to={tripPath(pnr)}>Back to your trip</Link>
      </p>
    </TripFrame>
  );
}
