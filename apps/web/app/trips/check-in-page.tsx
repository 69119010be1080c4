import { Link, Navigate, useNavigate } from 'react-router';
import { useLangPath, useTranslation } from '../i18n/react';
import { useIsAuthenticated } from '../lib/session';
import { CheckInPanel } from './check-in';
import { TRIPS_PATH, tripPath } from './paths';
import { useTrip } from './queries';
import { DirectionSummary, PassengerTickets } from './trip-card';
import { TripFrame, TripPending } from './trip-page';
import { directionOf, wayLabel, type Way } from './trip-view';

// /trips/{pnr}/{segmentDirection}/checkin (section 2): check-in of one direction, with its
// boarding passes. Section 4: after check-in from the trips list a member goes to /trips; a
// guest stays here with the reservation read again (the boarding passes are then offered).

export function CheckInPage({ pnr, way }: { pnr: string; way: Way }) {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const trip = useTrip(pnr);
  const navigate = useNavigate();
  const signedIn = useIsAuthenticated();
  const title = t('checkIn.title');
  if (!trip.data) return <TripPending title={title} trip={trip} />;
  const direction = directionOf(trip.data, way);
  // A one-way trip has no return to check in.
  if (!direction) return <Navigate to={lp(tripPath(pnr))} replace />;
  const label = wayLabel(t, way);
  return (
    <TripFrame title={title}>
      <p className="trip-page__lead">{t('checkIn.lead', { pnr, way: label })}</p>
      <div className="check-in-page">
        <DirectionSummary direction={direction} label={label} headingLevel={2} />
        <details className="my-trip__more">
          <summary>{t('checkIn.passengersAndSeats')}</summary>
          <PassengerTickets trip={trip.data} />
        </details>
        {trip.data.is_past_trip ? (
          <p>{t('checkIn.past')}</p>
        ) : (
          <CheckInPanel
            trip={trip.data}
            direction={direction}
            headingLevel={2}
            onCheckedIn={signedIn ? () => void navigate(lp(TRIPS_PATH)) : undefined}
          />
        )}
      </div>
      <p className="trip-page__actions">
        <Link to={lp(tripPath(pnr))}>{t('backToTrip')}</Link>
      </p>
    </TripFrame>
  );
}
