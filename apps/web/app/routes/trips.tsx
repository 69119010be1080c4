import { Navigate, redirect } from 'react-router';
import type { Route } from './+types/trips';
import { translatorOf } from '../i18n/catalogs';
import { langOfPath, localizePath } from '../i18n/lang';
import { useLangPath } from '../i18n/react';
import { isAuthenticated, useIsAuthenticated } from '../lib/session';
import { MyTrips } from '../trips/my-trips';
import { MANAGE_PATH } from '../trips/paths';
import '../account/account.css';
import '../trips/trips.css';

// /trips (section 2): a member's upcoming and past trips; visitors look a booking up instead.

export function meta({ location }: Route.MetaArgs) {
  return [{ title: translatorOf(location.pathname)('title.trips', { ns: 'trips' }) }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isAuthenticated()) throw redirect(localizePath(langOfPath(new URL(request.url).pathname), MANAGE_PATH));
  return null;
}

export default function Trips() {
  const lp = useLangPath();
  // Logged out meanwhile (another tab): the lookup is what is left.
  if (!useIsAuthenticated()) return <Navigate to={lp(MANAGE_PATH)} replace />;
  return <MyTrips />;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
