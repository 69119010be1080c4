import { Link, useSearchParams } from 'react-router';
import { useIsAuthenticated } from '../lib/session';
import { LookupForm } from '../trips/lookup-form';
import { TRIPS_PATH } from '../trips/paths';
import { pnrOf } from '../trips/trip-view';
import '../account/account.css';
import '../trips/trips.css';

// /trips/manage (sections 2 and 5): find a booking by a passenger's last name and its reference.

export function meta() {
  return [{ title: 'Find your booking | Landline' }];
}

/** The form works in the browser only (the last name never goes into an address): loading until then. */
export function clientLoader() {
  return null;
}

export default function ManageTrip() {
  const [params] = useSearchParams();
  const signedIn = useIsAuthenticated();
  return (
    <div className="page account-page">
      <div className="account-card">
        <h1>Find your booking</h1>
        <p className="account-card__lead">
          Check in, get your boarding pass or cancel: enter a passenger&apos;s last name and the booking reference.
        </p>
        <LookupForm initialPnr={pnrOf(params.get('pnr')) ?? ''} />
        <p className="account-card__switch">
          {signedIn ? (
            <Link to={TRIPS_PATH}>See all your trips</Link>
          ) : (
            <>
              Have an account? <Link to={`/login?next=${TRIPS_PATH}`}>Log in to see your trips</Link>
            </>
          )}
        </p>
      </div>
    </div>
  );
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
