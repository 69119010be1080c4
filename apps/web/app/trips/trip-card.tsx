import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatClock, formatDateLabel } from '@landline/shared/dates';
import type { Trip, TripDirection } from '@landline/shared/schemas';
import { useLangPath, useLocale, useTranslation } from '../i18n/react';
import { liveTripPath } from '../lib/links';
import { useFlag } from '../lib/settings';
import { ChangeOfPlansDialog } from './dialogs';
import { checkInPath, tripPath } from './paths';
import {
  arrivalDays,
  canManage,
  checkInView,
  directionsOf,
  endsOf,
  isCanceled,
  operatorLabel,
  passengerLines,
  wayWord,
  type Way,
} from './trip-view';

// The trip card of My Trips (section 2, "Other notes on screens"): the booking reference with
// 'Canceled' before it when the trip is, a DEPART and a RETURN part, Additional Information
// (passengers, ticket numbers, seats), and the ways to the trip, check-in and change of plans.

/** '+1 day' after an arrival time on a later date. */
function DayMark({ days }: { days: number }) {
  const { t } = useTranslation('trips');
  if (days <= 0) return null;
  return <span className="my-trip__days">{` ${t('card.days', { count: days })}`}</span>;
}

/** One direction's part of a card: its date, times, from → to and who runs each leg. */
export function DirectionSummary({
  direction,
  label,
  headingLevel = 3,
  track = false,
}: {
  direction: TripDirection;
  label: string;
  headingLevel?: 2 | 3;
  /** An upcoming trip: each coach leg links to its departure on the Live Tracker (decision 285). */
  track?: boolean;
}) {
  const { t } = useTranslation('trips');
  const locale = useLocale();
  const ends = endsOf(direction);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const canceled = isCanceled(direction);
  return (
    <div className={`my-trip__direction${canceled ? ' my-trip__direction--canceled' : ''}`}>
      <Heading className="my-trip__way">
        {label}
        {canceled ? <span className="my-trip__badge my-trip__badge--canceled">{t('canceled')}</span> : null}
      </Heading>
      {direction.changed_to ? <p className="my-trip__changed">{t('card.changedTo', { pnr: direction.changed_to })}</p> : null}
      {ends ? (
        <>
          <p className="my-trip__date">
            <time dateTime={ends.start.departure_date}>{formatDateLabel(ends.start.departure_date, locale)}</time>
          </p>
          <p className="my-trip__times">
            <span className="sr-only">{t('card.leaves')} </span>
            {formatClock(ends.start.departure_time, locale)} <span aria-hidden="true">–</span>
            <span className="sr-only">{t('card.arrivesAfter')}</span> {formatClock(ends.end.arrival_time, locale)}
            <DayMark days={arrivalDays(direction)} />
          </p>
          <p className="my-trip__route">
            {ends.start.depart.city} ({ends.start.depart.iata}) <span aria-hidden="true">→</span>
            <span className="sr-only">{t('card.to')}</span> {ends.end.arrive.city} ({ends.end.arrive.iata})
          </p>
          <ul className="my-trip__operators">
            {direction.segments.map((s, i) => (
              <li key={`${s.departs_at}-${i}`}>{operatorLabel(s, t)}</li>
            ))}
          </ul>
          {track && !canceled ? (
            <ul className="my-trip__track">
              {direction.segments.flatMap((s) =>
                s.kind === 'ground' && s.trip_id !== null
                  ? [
                      <li key={`${s.trip_id}-${s.depart.iata}`}>
                        <Link to={liveTripPath(s.trip_id, s.depart.iata)} hrefLang={locale.startsWith('fr') ? 'en' : undefined}>
                          {t('card.track')}
                          <span className="sr-only"> {t('card.trackFrom', { stop: `${s.depart.city} (${s.depart.iata})` })}</span>
                        </Link>
                      </li>,
                    ]
                  : [],
              )}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Additional Information: each passenger, their ticket number and seat on each direction. */
export function PassengerTickets({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  return (
    <ul className="my-trip__passengers">
      {passengerLines(trip, t).map((p) => (
        <li key={p.passenger}>
          <span className="my-trip__name">{p.name}</span>
          <ul className="my-trip__tickets">
            {p.tickets.map((ticket) => (
              <li key={ticket.id}>
                {t('card.ticket', { way: ticket.label, number: ticket.number })}
                {ticket.seat ? t('card.seat', { seat: ticket.seat }) : t('card.noSeat')}
                {ticket.canceled ? t('card.ticketCanceled') : ticket.checkedIn ? t('card.ticketCheckedIn') : ''}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function TripCard({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const titleId = useId();
  const editTrip = useFlag('editTrip');
  const [changing, setChanging] = useState(false);
  const canceled = isCanceled(trip);
  const manage = canManage(trip, editTrip);
  // Directions whose check-in is open now (or done: their boarding passes), on a current trip.
  const checkIns = trip.is_past_trip
    ? []
    : directionsOf(trip).filter((d) => {
        const view = checkInView(d);
        return view.kind === 'done' || (view.kind === 'button' && view.note === null);
      });
  return (
    <article className={`my-trip${canceled ? ' my-trip--canceled' : ''}`} aria-labelledby={titleId} tabIndex={-1} data-trip-card>
      <header className="my-trip__head">
        <h2 id={titleId} className="my-trip__title">
          {canceled ? <span className="my-trip__badge my-trip__badge--canceled">{t('canceled')}</span> : null}
          <span>
            {t('booking')} <span className="my-trip__pnr">{trip.pnr}</span>
          </span>
        </h2>
        {trip.is_paid_with_miles ? <span className="my-trip__badge">{t('paidWithMiles')}</span> : null}
      </header>
      <div className="my-trip__directions">
        <DirectionSummary direction={trip.departure} label={t('card.depart')} track={!trip.is_past_trip} />
        {trip.return ? <DirectionSummary direction={trip.return} label={t('card.return')} track={!trip.is_past_trip} /> : null}
      </div>
      <details className="my-trip__more">
        <summary>{t('card.more')}</summary>
        <PassengerTickets trip={trip} />
      </details>
      <div className="my-trip__actions">
        <Link className="button button--primary" to={lp(tripPath(trip.pnr))}>
          {t('card.viewTrip')}
          <span className="sr-only"> {trip.pnr}</span>
        </Link>
        {checkIns.map((d) => {
          const way = wayWord(t, d.way as Way);
          return (
            <Link key={d.way} className="button button--ghost" to={lp(checkInPath(trip.pnr, d.way as Way))}>
              {d.all_checked_in ? t('card.boardingPass', { way }) : t('card.checkIn', { way })}
              <span className="sr-only"> {t('card.ofPnr', { pnr: trip.pnr })}</span>
            </Link>
          );
        })}
        {manage ? (
          <>
            <button type="button" className="button button--ghost" onClick={() => setChanging(true)} aria-haspopup="dialog">
              {t('manageTrip')}
              <span className="sr-only"> {trip.pnr}</span>
            </button>
            <ChangeOfPlansDialog trip={trip} open={changing} onClose={() => setChanging(false)} />
          </>
        ) : null}
      </div>
    </article>
  );
}
