import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatAtPlace, formatClock, formatDateLabel } from '@landline/shared/dates';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import type { Trip, TripDirection } from '@landline/shared/schemas';
import { LoadFailed } from '../components/form/alerts';
import { useNotify } from '../components/notifications';
import { useLangPath, useLocale, useMessage, useTranslation } from '../i18n/react';
import { ApiError } from '../lib/api';
import { useIsAuthenticated } from '../lib/session';
import { useFlag } from '../lib/settings';
import { ChangeOfPlansDialog } from './dialogs';
import { CheckInPanel } from './check-in';
import { FlightCheckInPanel } from './flight-check-in';
import { cancelPath, MANAGE_PATH, seatChangePath, TRIPS_PATH } from './paths';
import { useTrip } from './queries';
import { PassengerTickets } from './trip-card';
import {
  canChangeSeats,
  canManage,
  directionsOf,
  endsOf,
  isCanceled,
  layoversOf,
  operatorLabel,
  statusOf,
  wayLabel,
  wayWord,
  type Way,
} from './trip-view';

// /trips/details?pnr= (section 2, "Trip detail page"): busy while loading, back to /trips when
// there is no such trip; the legs with their layovers, the passengers, whether the trip is past,
// check-in per direction, and Manage Trip (edit or cancel) and the way to cancel.

/** The page's frame while the trip loads or when it cannot: its one h1 and the busy state. */
export function TripFrame({ title, busy, children }: { title: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className="page trip-page" aria-busy={busy || undefined}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function Busy({ text }: { text: string }) {
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" /> {text}
    </p>
  );
}

/** A trip that cannot be read: 404 goes to /trips with the notice (section 2), other failures can be retried. */
export function TripLoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const notify = useNotify();
  const message = useMessage();
  const lp = useLangPath();
  const missing = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (missing) notify(message(TRIP_MESSAGES.notFound), { tone: 'warning' });
  }, [missing, notify, message]);
  if (missing) return <Navigate to={lp(TRIPS_PATH)} replace />;
  return (
    <TripFrame title={title}>
      <LoadFailed error={error} retry={retry} />
    </TripFrame>
  );
}

/** What a page shows while its trip has not loaded: the failure (and its retry) or the busy state. */
export function TripPending({ title, trip }: { title: string; trip: UseQueryResult<unknown> }) {
  const { t } = useTranslation('trips');
  if (trip.isError) return <TripLoadFailed title={title} error={trip.error} retry={() => void trip.refetch()} />;
  return (
    <TripFrame title={title} busy>
      <Busy text={t('loadingTrip')} />
    </TripFrame>
  );
}

/** Where a member and a guest go back to: My Trips, or the lookup. */
export function BackLinks() {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const signedIn = useIsAuthenticated();
  return signedIn ? <Link to={lp(TRIPS_PATH)}>{t('backToMyTrips')}</Link> : <Link to={lp(MANAGE_PATH)}>{t('findAnother')}</Link>;
}

export function TripPage({ pnr }: { pnr: string }) {
  const { t } = useTranslation('trips');
  const trip = useTrip(pnr);
  const title = t('bookingPnr', { pnr });
  if (!trip.data) return <TripPending title={title} trip={trip} />;
  return <TripDetails trip={trip.data} />;
}

function TripDetails({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const message = useMessage();
  const canceled = isCanceled(trip);
  const [changing, setChanging] = useState(false);
  const manage = canManage(trip, useFlag('editTrip'));
  return (
    <TripFrame title={t('bookingPnr', { pnr: trip.pnr })}>
      <p className="trip-page__status">
        <span className={`my-trip__badge${canceled ? ' my-trip__badge--canceled' : ''}`} data-testid="trip-status">
          {statusOf(trip, t)}
        </span>
        {trip.is_paid_with_miles ? <span className="my-trip__badge">{t('paidWithMiles')}</span> : null}
      </p>
      {canceled ? <p>{message(TRIP_MESSAGES.cannotManageCanceled)}</p> : null}
      <GuaranteeNotices trip={trip} />
      {directionsOf(trip).map((d) => (
        <DirectionSection key={d.way} trip={trip} direction={d} />
      ))}
      <section className="trip-page__section" aria-labelledby="trip-passengers">
        <h2 id="trip-passengers">{t('details.passengers')}</h2>
        <PassengerTickets trip={trip} />
      </section>
      <div className="trip-page__actions">
        {manage ? (
          <>
            <button type="button" className="button button--primary" onClick={() => setChanging(true)} aria-haspopup="dialog">
              {t('manageTrip')}
            </button>
            <ChangeOfPlansDialog trip={trip} open={changing} onClose={() => setChanging(false)} />
          </>
        ) : null}
        {trip.is_editable && !canceled ? (
          <Link className="button button--ghost" to={lp(cancelPath(trip.pnr))}>
            {t('cancelTrip')}
          </Link>
        ) : null}
        <BackLinks />
      </div>
    </TripFrame>
  );
}

/** What the connection guarantee did: a ride moved for a late flight, a claim an agent is on (decision 287). */
function GuaranteeNotices({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const locale = useLocale();
  const notices = trip.guarantee_notices ?? [];
  if (!notices.length) return null;
  return (
    <section className="trip-page__notice" aria-labelledby="trip-guarantee" data-testid="guarantee-notices">
      <h2 id="trip-guarantee">{t('guarantee.title')}</h2>
      <ul>
        {notices.map((n) => (
          <li key={`${n.kind}-${n.at}`}>
            {n.kind === 'moved' && n.departs_at && n.time_zone
              ? t('guarantee.moved', { flight: n.flight, at: formatAtPlace(n.departs_at, n.time_zone, locale) })
              : t(`guarantee.${n.claim_kind ?? 'no_room'}`, { flight: n.flight })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One direction: its date, each leg with the change after it, and its check-in. */
function DirectionSection({ trip, direction }: { trip: Trip; direction: TripDirection }) {
  const { t } = useTranslation('trips');
  const locale = useLocale();
  const lp = useLangPath();
  const headingId = useId();
  const ends = endsOf(direction);
  const layovers = layoversOf(direction, t, locale);
  const way = direction.way as Way;
  const label = wayLabel(t, way);
  const seatChanges = useFlag('changeTripSeat');
  return (
    <section className="trip-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label}
        {ends ? (
          <>
            {' · '}
            <time dateTime={ends.start.departure_date}>{formatDateLabel(ends.start.departure_date, locale)}</time>
          </>
        ) : null}
        {isCanceled(direction) ? <span className="my-trip__badge my-trip__badge--canceled">{t('canceled')}</span> : null}
      </h2>
      <ol className="trip-legs">
        {direction.segments.map((s, i) => (
          <li key={`${s.departs_at}-${i}`} className="trip-leg">
            <p className="trip-leg__operator">{operatorLabel(s, t)}</p>
            <p className="trip-leg__stop">
              <span className="trip-leg__time">
                <span className="sr-only">{t('details.leaves')} </span>
                {formatClock(s.departure_time, locale)}
              </span>{' '}
              {s.depart.AirportName} ({s.depart.iata})
            </p>
            <p className="trip-leg__stop">
              <span className="trip-leg__time">
                <span className="sr-only">{t('details.arrives')} </span>
                {formatClock(s.arrival_time, locale)}
                {s.arrival_date !== s.departure_date ? (
                  <>
                    {' '}
                    <time dateTime={s.arrival_date}>({formatDateLabel(s.arrival_date, locale)})</time>
                  </>
                ) : null}
              </span>{' '}
              {s.arrive.AirportName} ({s.arrive.iata})
            </p>
            {layovers[i] ? <p className="trip-leg__layover">{layovers[i]}</p> : null}
          </li>
        ))}
      </ol>
      {!trip.is_past_trip && canChangeSeats(direction, seatChanges) ? (
        <p>
          <Link to={lp(seatChangePath(trip.pnr, way))}>
            {t('details.changeSeats')}
            <span className="sr-only"> {t('details.changeSeatsOf', { way: wayWord(t, way) })}</span>
          </Link>
        </p>
      ) : null}
      {trip.is_past_trip ? null : <CheckInPanel trip={trip} direction={direction} />}
      {/* The partner flights are checked in with their airline (decision 240). */}
      {!trip.is_past_trip && !isCanceled(direction) && direction.segments.some((s) => s.kind === 'flight') ? (
        <FlightCheckInPanel pnr={trip.pnr} direction={direction} />
      ) : null}
    </section>
  );
}
