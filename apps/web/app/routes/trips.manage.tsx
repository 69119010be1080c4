import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/trips.manage';
import { translatorOf } from '../i18n/catalogs';
import { useLangPath, useTranslation } from '../i18n/react';
import { useIsAuthenticated } from '../lib/session';
import { TRIPS_PATH } from '../trips/paths';
import { pnrOf } from '../trips/trip-view';
import '../account/account.css';
import '../trips/trips.css';

// /trips/manage (sections 2 and 5): find a booking by a passenger's last name and its reference.

// The form's code (react-hook-form, zod) comes after the page is taken over (decision 314): asked
// for when this module runs, rendered by React.lazy inside a Suspense, hydrated on its own; its
// controls stay off until then.
const lookup = import('../trips/lookup-form');
const LookupForm = lazy(() => lookup.then((loaded) => ({ default: loaded.LookupForm })));

export function meta({ location }: Route.MetaArgs) {
  return [{ title: translatorOf(location.pathname)('title.manage', { ns: 'trips' }) }];
}

export default function ManageTrip() {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const [params] = useSearchParams();
  const signedIn = useIsAuthenticated();
  return (
    <div className="page account-page">
      <div className="account-card">
        <h1>{t('manage.heading')}</h1>
        <p className="account-card__lead">{t('manage.lead')}</p>
        <Suspense fallback={null}>
          <LookupForm initialPnr={pnrOf(params.get('pnr')) ?? ''} />
        </Suspense>
        <p className="account-card__switch">
          {signedIn ? (
            <Link to={lp(TRIPS_PATH)}>{t('manage.allTrips')}</Link>
          ) : (
            <>
              {/* The log-in page is English only; it brings the member back to My Trips in this page's language. */}
              {t('manage.haveAccount')} <Link to={`/login?next=${lp(TRIPS_PATH)}`}>{t('manage.logIn')}</Link>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
