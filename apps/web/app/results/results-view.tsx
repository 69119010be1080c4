import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { addDays, formatDateLabel, SELECTION_MESSAGES, todayIn, type Itinerary } from '@landline/shared';
import { applyFilters, hasFilters, NO_FILTERS, partyLabel, returnFitsDeparture } from '../booking/itinerary';
import type { Direction } from '../booking/draft';
import { localZone } from '../booking/request';
import { dispatchDraft, useDraft } from '../booking/use-draft';
import { Breadcrumbs } from '../components/breadcrumbs';
import { useNotify } from '../components/notifications';
import { messagesOf } from '../lib/api';
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

/** One direction's results: date header, filters and the list of itineraries. */
export function ResultsView({ direction }: { direction: Direction }) {
  const draft = useDraft();
  const navigate = useNavigate();
  const notify = useNotify();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = draft.search;
  const query = useSearchResults(search);
  if (!search) return <Navigate to="/" replace />;

  const isDepart = direction === 'depart';
  const copy = COPY[direction];
  const date = isDepart ? search.departureDate : (search.returnDate ?? search.departureDate);
  const origin = isDepart ? search.from : search.to;
  const destination = isDepart ? search.to : search.from;
  const today = todayIn(origin.time_zone ?? localZone());
  const earliest = isDepart || today > search.departureDate ? today : search.departureDate;
  const canPrevious = addDays(date, -1) >= earliest;
  const canNext = !isDepart || search.oneWay || !search.returnDate || addDays(date, 1) <= search.returnDate;
  const nextHint =
    !canNext && search.returnDate ? `Your return trip is on ${formatDateLabel(search.returnDate)}.` : null;
  const party = { adults: search.adults, children: search.children, infants: search.infants };
  const filters = draft.filters[direction] ?? NO_FILTERS;
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

  const all = query.data ? (isDepart ? query.data.depart_flights : query.data.return_flights) : [];
  const shown = applyFilters(all, filters);
  const busy = query.isFetching;

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
          {shown.length === all.length
            ? `${all.length} ${all.length === 1 ? copy.noun[0] : copy.noun[1]}`
            : `${shown.length} of ${all.length} ${copy.noun[1]} match your filters`}
        </p>
        {shown.length === 0 ? (
          <div className="empty">
            <p className="empty__text">No trips match your filters.</p>
            <div className="empty__actions">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => dispatchDraft({ type: 'setFilters', direction, filters: NO_FILTERS })}
              >
                Clear filters
              </button>
            </div>
          </div>
        ) : (
          <ul className="trip-list">
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
      <Breadcrumbs current={direction} oneWay={search.oneWay} />
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
            <Filters value={filters} onChange={(f) => dispatchDraft({ type: 'setFilters', direction, filters: f })} />
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
