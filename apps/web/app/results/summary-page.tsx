import { useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateLabel } from '@landline/shared/dates';
import type { Itinerary } from '@landline/shared/schemas';
import { first, selectionTotal } from '../booking/itinerary';
import { useHoldTickets } from '../booking/use-hold-tickets';
import { FormAlert } from '../components/form/alerts';
import type { Direction } from '../booking/draft';
import { dispatchDraft, useDraft } from '../booking/use-draft';
import { EditBanner } from '../booking/edit-banner';
import { Breadcrumbs } from '../components/breadcrumbs';
import { bookingHomePath } from '../i18n/lang';
import { useLang, useLangPath, useMessage } from '../i18n/react';
import { ApiError, messagesOf } from '../lib/api';
import { bookingApi } from '../booking/api';
import { CarrierChips, PriceSplitLine, TripDetails, TripTimeline } from './itinerary-card';
import { MemberTotalRow } from './member-price-line';
import { useTripTexts } from './texts';

// The selection summary: the chosen trips, re-checked, before the seats are held.

const RESULTS_PAGE: Record<Direction, string> = { depart: '/reservations/depart', return: '/reservations/return' };

/**
 * POST bookings/check_flights/ for a chosen itinerary each time the page opens: the live seats,
 * fares and timetable, never the figures cached when the results were shown.
 */
function useItineraryCheck(it: Itinerary, seats: number) {
  return useQuery({
    queryKey: ['check-flights', it.booking_token, seats],
    queryFn: ({ signal }) => bookingApi.checkFlights({ booking_token: it.booking_token, pnum: seats, bnum: 0 }, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

interface SelectedTripProps {
  id: string;
  direction: Direction;
  it: Itinerary;
  seats: number;
  onChooseAnother: (direction: Direction) => void;
}

function SelectedTrip({ id, direction, it, seats, onChooseAnother }: SelectedTripProps) {
  const texts = useTripTexts();
  const { t } = texts;
  const lp = useLangPath();
  const message = useMessage();
  const title = t(`trip.${direction}`);
  const start = first(it);
  const check = useItineraryCheck(it, seats);
  // A refusal (409, or 400 for a token the server no longer accepts) means: choose again.
  // Anything else (network, server error) may pass on a second try.
  const refused = check.error instanceof ApiError && check.error.status >= 400 && check.error.status < 500;
  return (
    <section className="summary-trip" aria-labelledby={`${id}-title`} aria-busy={check.isFetching}>
      <div className="summary-trip__head">
        <div>
          <h2 id={`${id}-title`} className="summary-trip__title">
            {title}
          </h2>
          <p className="summary-trip__date">
            <time dateTime={start.departure_date}>{formatDateLabel(start.departure_date, texts.locale)}</time> · {start.depart.city} →{' '}
            {it.segments[it.segments.length - 1].arrive.city}
          </p>
        </div>
        <Link className="button button--ghost" to={lp(RESULTS_PAGE[direction])}>
          {t('summary.change')}
          <span className="sr-only"> {t(`summary.changeWhat.${direction}`)}</span>
        </Link>
      </div>
      {/* Always present, so the outcome of the check is announced when it arrives. */}
      <p className="trip-check" role="status" data-testid={`${id}-check`}>
        {check.isFetching ? (
          <span className="trip-check__busy">
            <span className="spinner" aria-hidden="true" /> {t('summary.checking')}
          </span>
        ) : check.isSuccess ? (
          <span className="trip-check__ok">
            <span className="trip-check__icon" aria-hidden="true">
              ✓
            </span>
            {t('summary.confirmed')}
          </span>
        ) : null}
      </p>
      {check.isError && !check.isFetching ? (
        <div className="alert alert--danger trip-alert" role="alert">
          <ul className="alert__messages">
            {messagesOf(check.error).map((m) => (
              <li key={m}>{message(m)}</li>
            ))}
          </ul>
          <div className="alert__actions">
            <button type="button" className="button button--primary" onClick={() => onChooseAnother(direction)}>
              {t(`summary.chooseAnother.${direction}`)}
            </button>
            {!refused ? (
              <button type="button" className="button button--ghost" onClick={() => void check.refetch()}>
                {t('summary.tryAgain')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <TripTimeline it={it} />
      <CarrierChips it={it} />
      <TripDetails it={it} headingLevel={3} />
      <p className="summary-trip__price">
        <span>{t(`summary.tripPrice.${direction}`)}</span>
        <span className="summary-trip__amount">
          <strong data-testid={`${id}-price`}>{texts.money(it.price, it.currency)}</strong>
          <PriceSplitLine its={[it]} />
        </span>
      </p>
    </section>
  );
}

export function SummaryPage() {
  const draft = useDraft();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hold = useHoldTickets(draft);
  const texts = useTripTexts();
  const { t } = texts;
  const lang = useLang();
  const lp = useLangPath();
  const message = useMessage();
  // Set while leaving for the results page after a refusal: the cleared ticket must not
  // send this page to its "no selection" redirect first.
  const leaving = useRef(false);
  const { search, departure } = draft;
  if (!search || !departure) return leaving.current ? null : <Navigate to={bookingHomePath(lang)} replace />;
  const ret = search.oneWay ? null : draft.return;
  if (!search.oneWay && !ret) return leaving.current ? null : <Navigate to={lp('/reservations/return')} replace />;
  const total = selectionTotal([departure, ret]);
  const party = { adults: search.adults, children: search.children, infants: search.infants };
  // Infants ride on a lap: seats are for adults and children.
  const seats = search.adults + search.children;

  const chooseAnother = (direction: Direction) => {
    leaving.current = true;
    // The refused price or seats came from cached results: search again when the list opens.
    queryClient.removeQueries({ queryKey: ['search'] });
    dispatchDraft({ type: 'clearSelection', direction });
    void navigate(lp(RESULTS_PAGE[direction]));
  };

  return (
    <div className="page summary">
      <Breadcrumbs current="summary" oneWay={search.oneWay} editing={draft.edit !== null} />
      <EditBanner edit={draft.edit} />
      <header className="results__head">
        <p className="eyebrow">
          {search.from.city} → {search.to.city}
          {search.oneWay ? t('summary.oneWay') : t('summary.roundTrip')}
        </p>
        <h1 className="results__title">{t('summary.title')}</h1>
      </header>
      <div className="summary__layout">
        <div className="summary__trips">
          <SelectedTrip id="departure" direction="depart" it={departure} seats={seats} onChooseAnother={chooseAnother} />
          {ret ? <SelectedTrip id="return" direction="return" it={ret} seats={seats} onChooseAnother={chooseAnother} /> : null}
        </div>
        <aside className="summary__totals" aria-labelledby="totals-title">
          <h2 id="totals-title" className="summary__totals-title">
            {t('summary.priceSummary')}
          </h2>
          <dl className="totals">
            <div className="totals__row">
              <dt>{t('summary.passengers')}</dt>
              <dd>{texts.party(party)}</dd>
            </div>
            <div className="totals__row">
              <dt>{t('trip.depart')}</dt>
              <dd>{texts.money(departure.price, departure.currency)}</dd>
            </div>
            {ret ? (
              <div className="totals__row">
                <dt>{t('trip.return')}</dt>
                <dd>{texts.money(ret.price, ret.currency)}</dd>
              </div>
            ) : null}
            {total ? (
              <div className="totals__row totals__row--total">
                <dt>{t('summary.total')}</dt>
                <dd>
                  <span data-testid="total-price">{texts.money(total.cents, total.currency)}</span>
                  <PriceSplitLine its={[departure, ret]} className="totals__split" />
                </dd>
              </div>
            ) : null}
            <MemberTotalRow its={[departure, ret]} seated={seats} />
          </dl>
          <p className="totals__note">{t('summary.faresNote', { currency: total?.currency ?? 'USD' })}</p>
          <FormAlert messages={hold.isError ? messagesOf(hold.error).map(message) : []} />
          <button
            type="button"
            className="button button--primary summary__continue"
            aria-busy={hold.isPending}
            disabled={hold.isPending}
            onClick={() => hold.mutate()}
          >
            {hold.isPending ? t('summary.holding') : t('summary.continue')}
          </button>
        </aside>
      </div>
    </div>
  );
}
