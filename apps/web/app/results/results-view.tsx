import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { addDays, formatDateLabel, lastSaleDate, todayIn } from '@landline/shared/dates';
import { SELECTION_MESSAGES } from '@landline/shared/messages';
import type { Itinerary } from '@landline/shared/schemas';
import { hasFilters, hasFlightFilters, hasServerFilters, NO_FILTERS, normalizeFilters, type ResultFilters } from '../booking/filters';
import { airlinesIn, applyFilters, hasFlights, mergeAirlines, returnFitsDeparture, type Airline } from '../booking/itinerary';
import type { Direction } from '../booking/draft';
import { localZone } from '../booking/request';
import { dispatchDraft, useDraft } from '../booking/use-draft';
import { EditBanner } from '../booking/edit-banner';
import { Breadcrumbs } from '../components/breadcrumbs';
import { useNotify } from '../components/notifications';
import { bookingHomePath } from '../i18n/lang';
import { useLang, useLangPath, useMessage, useTranslation } from '../i18n/react';
import { messagesOf } from '../lib/api';
import { useFlag } from '../lib/settings';
import { DateHeader, DayButtons } from './date-header';
import { Filters } from './filters';
import { ItineraryCard } from './itinerary-card';
import { useTripTexts } from './texts';
import { useSearchResults } from './use-search-results';
import './results.css';

function LoadingList() {
  const { t } = useTranslation('results');
  return (
    <div className="results__loading">
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('list.searching')}
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
  const texts = useTripTexts();
  const { t } = texts;
  const lang = useLang();
  const lp = useLangPath();
  const message = useMessage();
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
  if (!search) return <Navigate to={bookingHomePath(lang)} replace />;

  const origin = isDepart ? search.from : search.to;
  const destination = isDepart ? search.to : search.from;
  const today = todayIn(origin.time_zone ?? localZone());
  const earliest = isDepart || today > search.departureDate ? today : search.departureDate;
  const canPrevious = addDays(date, -1) >= earliest;
  // Trips are sold up to the window's last day at the trip's origin (as the server checks).
  const lastSale = lastSaleDate(todayIn(search.from.time_zone ?? localZone()));
  const canNext =
    addDays(date, 1) <= lastSale && (!isDepart || search.oneWay || !search.returnDate || addDays(date, 1) <= search.returnDate);
  const nextHint = !canNext && search.returnDate ? t('list.returnOn', { date: formatDateLabel(search.returnDate, texts.locale) }) : null;
  const party = { adults: search.adults, children: search.children, infants: search.infants };
  const selected = isDepart ? draft.departure : draft.return;

  const changeDate = (next: string) => dispatchDraft({ type: 'setDate', direction, date: next });

  const choose = (it: Itinerary) => {
    dispatchDraft({ type: 'select', direction, itinerary: it });
    if (isDepart) {
      notify(message(SELECTION_MESSAGES.departureSelected));
      navigate(lp(search.oneWay ? '/reservations/summary' : '/reservations/return'));
    } else {
      navigate(lp('/reservations/summary'));
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
        <h2 className="alert__title">{t('list.loadFailed')}</h2>
        <ul className="alert__messages">
          {messagesOf(query.error).map((m) => (
            <li key={m}>{message(m)}</li>
          ))}
        </ul>
        <div className="alert__actions">
          <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
            {t('list.tryAgain')}
          </button>
          <Link className="button button--ghost" to={bookingHomePath(lang)}>
            {t('list.changeSearch')}
          </Link>
        </div>
      </div>
    );
  } else if (all.length === 0 && hasServerFilters(filters)) {
    body = (
      <div className="empty">
        <p className="empty__text">{t('list.noMatchOnDate')}</p>
        <div className="empty__actions">
          <button type="button" className="button button--primary" onClick={resetFilters}>
            {t('list.resetFilters')}
          </button>
          <DayButtons date={date} canPrevious={canPrevious} canNext={canNext} onChange={changeDate} />
        </div>
      </div>
    );
  } else if (all.length === 0) {
    body = (
      <div className="empty">
        <p className="empty__text">{t(`list.empty.${direction}`)}</p>
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
              <span className="spinner" aria-hidden="true" /> {t('list.updating')}
            </span>
          ) : shown.length === all.length ? (
            hasServerFilters(filters) ? (
              t(`list.countFiltered.${direction}`, { count: all.length })
            ) : (
              t(`list.count.${direction}`, { count: all.length })
            )
          ) : (
            t(`list.someOf.${direction}`, { shown: shown.length, total: all.length })
          )}
        </p>
        {shown.length === 0 ? (
          <div className="empty">
            <p className="empty__text">{t('list.noMatch')}</p>
            <div className="empty__actions">
              <button type="button" className="button button--ghost" onClick={resetFilters}>
                {t('list.resetFilters')}
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
                unavailableReason={!isDepart && !returnFitsDeparture(draft.departure, it) ? t('list.leavesBeforeArrival') : null}
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
          {t(`trip.${direction}`)} · {texts.party(party)}
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
              {t('list.filters')}
            </h2>
            <button
              type="button"
              className="button button--ghost results__filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls="filters-panel"
              onClick={() => setFiltersOpen((o) => !o)}
            >
              {filtersOpen ? t('list.hideFilters') : hasFilters(filters) ? t('list.showFiltersOn') : t('list.showFilters')}
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
            {t(`list.options.${direction}`)}
          </h2>
          {body}
        </section>
      </div>
    </div>
  );
}
