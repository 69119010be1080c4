import { Navigate, redirect } from 'react-router';
import { isAuthenticated, useIsAuthenticated } from '../lib/session';
import { MyTrips } from '../trips/my-trips';
import { MANAGE_PATH } from '../trips/paths';
import '../account/account.css';
import '../trips/trips.css';

// /trips (section 2): a member's upcoming and past trips; visitors look a booking up instead.

export function meta() {
  return [{ title: 'My Trips | Landline' }];
}

export function clientLoader() {
  if (!isAuthenticated()) throw redirect(MANAGE_PATH);
  return null;
}

export default function Trips() {
  // Logged out meanwhile (another tab): the lookup is what is left.
  if (!useIsAuthenticated()) return <Navigate to={MANAGE_PATH} replace />;
  return <MyTrips />;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
