import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { addDays, formatDateLabel, lastSaleDate, todayIn } from '@landline/shared/dates';
import { SELECTION_MESSAGES } from '@landline/shared/messages';
import type { Itinerary } from '@landline/shared/schemas';
import { hasFilters, hasFlightFilters, hasServerFilters, NO_FILTERS, normalizeFilters, type ResultFilters } from '../booking/filters';
import { airlinesIn, applyFilters, hasFlights, mergeAirlines, partyLabel, returnFitsDeparture, type Airline } from '../booking/itinerary';
import type { Direction } from '../booking/draft';
import { localZone } from '../booking/request';
import { dispatchDraft, useDraft } from '../booking/use-draft';
import { EditBanner } from '../booking/edit-banner';
import { Breadcrumbs } from '../components/breadcrumbs';
import { useNotify } from '../components/notifications';
import { messagesOf } from '../lib/api';
import { useFlag } from '../lib/settings';
import { DateHeader, DayButtons } from './date-header';
import { Filters } from './filters';
import { ItineraryCard } from './itinerary-card';
import { useSearchResults } from './use-search-results';
import './results.css';

const COPY: Record<Direction, { step: string; noun: [string, string]; empty: string }> = {
  depart: { step: 'Departure trip', noun: ['departure', 'departures'], empty: 'No departures on this date. Try another day.' },
  return: { step: 'Return trip', noun: ['return trip', 'return trips'], empty: 'No return trips on this date. Try another day.' },
};

function LoadingList() {
  return (
    <div className="results__loading">
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> Searching for trips…
      </p>
      <ul className="skeletons" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="skeleton" />
        ))}
      </ul>
    </div>
  );
}

/**
 * The airline filter's choices: every airline seen in this trip's results since the page opened
 * (so choosing one airline does not hide the others), plus the chosen codes.
 */
function useAirlineChoices(tripKey: string, current: Airline[], chosen: string[]): Airline[] {
  const [seen, setSeen] = useState<{ key: string; list: Airline[] }>({ key: tripKey, list: [] });
  const base = seen.key === tripKey ? seen.list : [];
  const merged = mergeAirlines(base, current);
  // Remembering what earlier renders saw: a state update during render, as React documents it.
  if (seen.key !== tripKey || merged.length !== base.length) setSeen({ key: tripKey, list: merged });
  return mergeAirlines(
    merged,
    chosen.map((code) => ({ code, name: code })),
  );
}

/** One direction's results: date header, filters and the list of itineraries. */
export function ResultsView({ direction }: { direction: Direction }) {
  const draft = useDraft();
  const navigate = useNavigate();
  const notify = useNotify();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = draft.search;
  const flightSearch = useFlag('showFlightSearch');
  const filters = normalizeFilters(draft.filters[direction]);
  const query = useSearchResults(search, filters);
  const isDepart = direction === 'depart';
  const date = search ? (isDepart ? search.departureDate : (search.returnDate ?? search.departureDate)) : '';
  const all = query.data ? (isDepart ? query.data.depart_flights : query.data.return_flights) : [];
  const tripKey = JSON.stringify([direction, search?.from.code, search?.to.code, date, search?.adults, search?.children]);
  const airlines = useAirlineChoices(tripKey, airlinesIn(all), filters.airlines);
  if (!search) return <Navigate to="/" replace />;

  const copy = COPY[direction];
  const origin = isDepart ? search.from : search.to;
  const destination = isDepart ? search.to : search.from;
  const today = todayIn(origin.time_zone ?? localZone());
  const earliest = isDepart || today > search.departureDate ? today : search.departureDate;
  const canPrevious = addDays(date, -1) >= earliest;
  // Trips are sold up to the window's last day at the trip's origin (as the server checks).
  const lastSale = lastSaleDate(todayIn(search.from.time_zone ?? localZone()));
  const canNext =
    addDays(date, 1) <= lastSale && (!isDepart || search.oneWay || !search.returnDate || addDays(date, 1) <= search.returnDate);
  const nextHint = !canNext && search.returnDate ? `Your return trip is on ${formatDateLabel(search.returnDate)}.` : null;
  const party = { adults: search.adults, children: search.children, infants: search.infants };
  const selected = isDepart ? draft.departure : draft.return;

  const changeDate = (next: string) => dispatchDraft({ type: 'setDate', direction, date: next });

  const choose = (it: Itinerary) => {
    dispatchDraft({ type: 'select', direction, itinerary: it });
    if (isDepart) {
      notify(SELECTION_MESSAGES.departureSelected);
      navigate(search.oneWay ? '/reservations/summary' : '/reservations/return');
    } else {
      navigate('/reservations/summary');
    }
  };

  const setFilters = (f: ResultFilters) => dispatchDraft({ type: 'setFilters', direction, filters: f });
  const resetFilters = () => setFilters(NO_FILTERS);
  // Flight filters: with flight search on, when flights are shown, set, or the only way there.
  const showFlightFilters =
    flightSearch && (hasFlights(all) || hasFlightFilters(filters) || Boolean(origin.flight_only || destination.flight_only));
  const showShuttleChanges =
    all.some((it) => it.segments.length > 1) || filters.shuttleChangeHours.join() !== NO_FILTERS.shuttleChangeHours.join();

  const shown = applyFilters(all, filters);
  const busy = query.isFetching;
  const updating = query.isPlaceholderData && query.isFetching;

  let body;
  if (query.isPending && query.fetchStatus !== 'idle') {
    body = <LoadingList />;
  } else if (query.isError) {
    body = (
      <div className="alert alert--danger" role="alert">
        <h2 className="alert__title">We could not load trips</h2>
        <ul className="alert__messages">
          {messagesOf(query.error).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <div className="alert__actions">
          <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
            Try again
          </button>
          <Link className="button button--ghost" to="/">
            Change search
          </Link>
        </div>
      </div>
    );
  } else if (all.length === 0 && hasServerFilters(filters)) {
    body = (
      <div className="empty">
        <p className="empty__text">No trips match your filters on this date.</p>
        <div className="empty__actions">
          <button type="button" className="button button--primary" onClick={resetFilters}>
            Reset filters
          </button>
          <DayButtons date={date} canPrevious={canPrevious} canNext={canNext} onChange={changeDate} />
        </div>
      </div>
    );
  } else if (all.length === 0) {
    body = (
      <div className="empty">
        <p className="empty__text">{copy.empty}</p>
        <div className="empty__actions">
          <DayButtons date={date} canPrevious={canPrevious} canNext={canNext} onChange={changeDate} />
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <p className="results__count" aria-live="polite">
          {updating ? (
            <span className="results__updating">
              <span className="spinner" aria-hidden="true" /> Updating results…
            </span>
          ) : shown.length === all.length ? (
            `${all.length} ${all.length === 1 ? copy.noun[0] : copy.noun[1]}${hasServerFilters(filters) ? ' match your filters' : ''}`
          ) : (
            `${shown.length} of ${all.length} ${copy.noun[1]} match your filters`
          )}
        </p>
        {shown.length === 0 ? (
          <div className="empty">
            <p className="empty__text">No trips match your filters.</p>
            <div className="empty__actions">
              <button type="button" className="button button--ghost" onClick={resetFilters}>
                Reset filters
              </button>
            </div>
          </div>
        ) : (
          <ul className={`trip-list${updating ? ' trip-list--updating' : ''}`}>
            {shown.map((it) => (
              <ItineraryCard
                key={it.booking_token}
                it={it}
                party={party}
                selected={selected?.booking_token === it.booking_token}
                unavailableReason={
                  !isDepart && !returnFitsDeparture(draft.departure, it) ? 'Leaves before your departure trip arrives.' : null
                }
                onSelect={() => choose(it)}
              />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="page results">
      <Breadcrumbs current={direction} oneWay={search.oneWay} editing={draft.edit !== null} />
      <EditBanner edit={draft.edit} />
      <header className="results__head">
        <p className="eyebrow">
          {copy.step} · {partyLabel(party)}
        </p>
        <h1 className="results__title">
          {origin.city} → {destination.city}
        </h1>
      </header>
      <DateHeader date={date} canPrevious={canPrevious} canNext={canNext} onChange={changeDate} nextHint={nextHint} />
      <div className="results__body">
        <aside className="results__aside" aria-labelledby={`filters-title`}>
          <div className="results__aside-head">
            <h2 id="filters-title" className="results__aside-title">
              Filters
            </h2>
            <button
              type="button"
              className="button button--ghost results__filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls="filters-panel"
              onClick={() => setFiltersOpen((o) => !o)}
            >
              {filtersOpen ? 'Hide filters' : hasFilters(filters) ? 'Show filters (on)' : 'Show filters'}
            </button>
          </div>
          <div id="filters-panel" className="results__filters" data-open={filtersOpen}>
            <Filters
              value={filters}
              onChange={setFilters}
              onReset={resetFilters}
              airlines={airlines}
              showFlightFilters={showFlightFilters}
              showShuttleChanges={showShuttleChanges}
            />
          </div>
        </aside>
        <section className="results__list" aria-labelledby="list-title" aria-busy={busy}>
          <h2 id="list-title" className="sr-only">
            {copy.step} options
          </h2>
          {body}
        </section>
      </div>
    </div>
  );
}
