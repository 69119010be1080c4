import { useCallback, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../components/form/alerts';
import { Tabs } from '../components/tabs';
import { bookingHomePath } from '../i18n/lang';
import { useLang, useLangPath, useTranslation } from '../i18n/react';
import { MANAGE_PATH } from './paths';
import { TripCard } from './trip-card';
import { useTripList } from './queries';

// /trips (section 2): the member's Upcoming Trips and Past Trips as tabs (components/tabs.tsx: arrow
// keys, Home and End move between them), TRIPS_PAGE_SIZE at a time with infinite scroll, an
// empty state per tab, and the way to look a booking up in each.

type Which = 'upcoming' | 'past';

/** Each tab and its empty state, by their keys in the trips catalogue. */
const TABS = [
  { which: 'upcoming', label: 'myTrips.upcoming', empty: 'myTrips.upcomingEmpty' },
  { which: 'past', label: 'myTrips.past', empty: 'myTrips.pastEmpty' },
] as const satisfies readonly { which: Which; label: string; empty: string }[];

export function MyTrips() {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const [params, setParams] = useSearchParams();
  const selected = params.get('tab') === 'past' ? 1 : 0;
  // The tab is in the address, so Back and a reload keep it.
  const choose = (index: number) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (index === 1) next.set('tab', 'past');
        else next.delete('tab');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="page trips-page">
      <h1>{t('myTrips.heading')}</h1>
      <Tabs
        label={t('myTrips.tabs')}
        panelClassName="trips-panel"
        selectedIndex={selected}
        onChange={choose}
        items={TABS.map((tab) => ({
          key: tab.which,
          label: t(tab.label),
          panel: (
            <>
              <TripList which={tab.which} empty={t(tab.empty)} />
              <p className="trips-panel__lookup">
                <Link to={lp(MANAGE_PATH)}>{t('myTrips.lookup')}</Link>
              </p>
            </>
          ),
        }))}
      />
    </div>
  );
}

/**
 * One tab's trips: the next page loads when the end of the list scrolls into view, or on the
 * button (keyboards). When the button was pressed, or had focus, focus goes to the first trip of
 * the new page.
 */
function TripList({ which, empty }: { which: Which; empty: string }) {
  const { t } = useTranslation('trips');
  const lang = useLang();
  const list = useTripList(which);
  const sentinel = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The number of trips shown when the page now loading was asked for, and whether the button asked.
  const loadingFrom = useRef<number | null>(null);
  const pressed = useRef(false);
  const buttonFocused = useRef(false);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const trips = list.data?.pages.flatMap((p) => p.results) ?? [];
  const shown = trips.length;

  const loadMore = useCallback(() => {
    if (isFetchingNextPage) return;
    loadingFrom.current = shown;
    void fetchNextPage();
  }, [isFetchingNextPage, shown, fetchNextPage]);

  useEffect(() => {
    const target = sentinel.current;
    // A page that failed is asked for again by its Try again, not by scrolling.
    if (!target || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: '200px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchNextPageError, loadMore]);

  useEffect(() => {
    const from = loadingFrom.current;
    if (from === null || isFetchingNextPage) return;
    loadingFrom.current = null;
    const move = pressed.current || buttonFocused.current;
    pressed.current = false;
    buttonFocused.current = false;
    if (move && shown > from) listRef.current?.querySelectorAll<HTMLElement>('[data-trip-card]')[from]?.focus();
  }, [shown, isFetchingNextPage]);

  if (list.isError && !list.data) return <LoadFailed error={list.error} retry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('myTrips.loading')}
      </p>
    );
  }
  if (!shown) {
    return (
      <div className="trips-empty">
        <p>{empty}</p>
        {which === 'upcoming' ? (
          <Link className="button button--primary" to={bookingHomePath(lang)}>
            {t('myTrips.bookTrip')}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ul className="trips-list" ref={listRef}>
        {trips.map((trip) => (
          <li key={trip.pnr}>
            <TripCard trip={trip} />
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        {isFetchingNextPage ? t('myTrips.loadingMore') : t('myTrips.shown', { count: shown })}
      </p>
      {isFetchNextPageError ? <LoadFailed error={list.error} retry={() => void fetchNextPage()} /> : null}
      {hasNextPage ? (
        <div className="trips-more">
          <div ref={sentinel} className="trips-more__sentinel" aria-hidden="true" />
          {/* Never disabled while loading: a disabled button would drop the keyboard's focus. */}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              pressed.current = true;
              loadMore();
            }}
            onFocus={() => {
              buttonFocused.current = true;
            }}
            onBlur={(event) => {
              // Leaving the page as the last page arrives is no choice of the user's.
              if (event.currentTarget.isConnected) buttonFocused.current = false;
            }}
          >
            {t('myTrips.showMore')}
          </button>
          {isFetchingNextPage ? (
            <span className="loading" aria-hidden="true">
              <span className="spinner" /> {t('myTrips.loadingShort')}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
