import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { StaticHtml } from '../components/static-html';
import { Tabs } from '../components/tabs';
import { SearchForm } from '../search/search-form';
import '../search/search.css';
import './cities.css';
import { CHECK_IN_CLOSES_MIN } from '../content/constants';
import { SectionMenu } from '../content/section-menu';
import { RESERVE_PATH } from '../lib/links';
import type { CityLoaderData } from './city-loader';
import { scheduleKey } from './initial-schedules';
import type { CityPageData, LocationCard, ScheduleTableDef } from './pages';
import { rangeText, ScheduleTable } from './schedule-table';
import {
  canGoNext,
  canGoPrevious,
  choosePeriods,
  currentRange,
  departureHours,
  initialWeek,
  parseWeek,
  previousRange,
  shiftWeek,
  weekBounds,
  weekLabel,
  type DateRange,
  type Schedule,
} from './schedule';
import { fetchSchedule } from './api';

const SECTION = {
  schedules: 'schedules',
  pickups: 'pick-up-locations',
  dropoffs: 'drop-off-locations',
  service: 'our-service',
  stay: 'where-to-stay',
} as const;

// ---- Data ----

const keyText = (key: ReturnType<typeof scheduleKey>) => key.join('|');

/**
 * The schedules the server answered (the loader), by query key. A table's query starts from its
 * answer, so the server and the browser render the same tables; a query already in the cache
 * (asked for before) keeps what it has.
 */
const ServerSchedules = createContext<ReadonlyMap<string, Schedule>>(new Map());

function useSchedule(from: string, to: string, range: DateRange | null) {
  const queryKey = scheduleKey(from, to, range);
  const answered = useContext(ServerSchedules).get(keyText(queryKey));
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchSchedule(from, to, range!, signal),
    enabled: range !== null,
    staleTime: 10 * 60_000,
    initialData: answered,
  });
}

/** The validity periods, read from a one-day request for today. */
function usePeriods(from: string, to: string, today: string) {
  return useSchedule(from, to, { start: today, end: today });
}

// ---- Pieces ----

const ICONS = {
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  plane: 'M21 15v-2l-8-5V4a1 1 0 0 0-2 0v4l-8 5v2l8-2.5V18l-2 1.5V21l3-1 3 1v-1.5L13 18v-5.5z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  bed: 'M3 18V7M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11.5a1.5 1.5 0 1 0 0-.01',
};

function DepartureStrip({ from, to, stop, label, today }: NonNullable<CityPageData['strip']> & { today: string }) {
  const periods = usePeriods(from, to, today);
  const current = periods.data ? choosePeriods(periods.data.periods, today).current : null;
  const schedule = useSchedule(from, to, current ? currentRange(current, today) : null);
  const hours = schedule.data ? departureHours(schedule.data, stop) : [];
  if (hours.length === 0) return null;
  return (
    <div className="strip" role="region" aria-label={label} tabIndex={0}>
      <div className="strip__track">
        <ul className="strip__list" aria-label={`${label}: ${hours.length} a day`}>
          {hours.map((h) => (
            <li key={h} className="strip__item">
              {h}
            </li>
          ))}
        </ul>
        <ul className="strip__list strip__list--copy" aria-hidden="true">
          {hours.map((h) => (
            <li key={h} className="strip__item">
              {h}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Loading() {
  return (
    <p className="loading" role="status">
      Loading the schedule…
    </p>
  );
}

function LoadError({ retry }: { retry: () => void }) {
  return (
    <div className="notice notice--danger" role="alert">
      <p className="notice__text">We could not load the schedule. Please try again.</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

function RangeTables({
  tables,
  range,
  withDays,
  clip,
}: {
  tables: ScheduleTableDef[];
  range: DateRange | null;
  withDays: boolean;
  clip?: DateRange;
}) {
  const first = useSchedule(tables[0].from, tables[0].to, range);
  const second = useSchedule(tables[1]?.from ?? '', tables[1]?.to ?? '', tables[1] ? range : null);
  const results = [first, second].slice(0, tables.length);
  if (range && results.some((r) => r.isError)) {
    return <LoadError retry={() => results.forEach((r) => void r.refetch())} />;
  }
  if (range && results.some((r) => r.isPending)) return <Loading />;
  // Several hundred cells: server HTML on the first load (static-html.tsx); another week or a
  // fresher answer renders them anew.
  const shown = `${range?.start ?? ''} ${results.map((r) => r.dataUpdatedAt).join(' ')}`;
  return (
    <StaticHtml className="schedule-tables" key={shown}>
      {tables.map((def, i) => (
        <ScheduleTable
          key={`${def.from}-${def.to}`}
          def={def}
          range={range}
          schedule={range ? (results[i].data ?? null) : null}
          withDays={withDays}
          clip={clip}
        />
      ))}
    </StaticHtml>
  );
}

function ToggleSchedule({ tables, today }: { tables: ScheduleTableDef[]; today: string }) {
  const periods = usePeriods(tables[0].from, tables[0].to, today);
  if (periods.isError) return <LoadError retry={() => void periods.refetch()} />;
  if (periods.isPending) return <Loading />;
  const { current, previous } = choosePeriods(periods.data.periods, today);
  if (!current) return <p>No schedule is published for this route yet.</p>;
  const tabs = [
    { label: 'New schedule', period: current, range: currentRange(current, today) },
    ...(previous ? [{ label: 'Old schedule', period: previous, range: previousRange(previous) }] : []),
  ];
  return (
    <Tabs
      label="Schedule"
      panelClassName="schedule-tabs__panel"
      items={tabs.map((tab) => ({
        key: tab.label,
        label: tab.label,
        panel: (
          <>
            <p className="schedule-tabs__note">
              Valid {rangeText({ start: tab.period.eff, end: tab.period.dis })}. Showing {rangeText(tab.range)}.
            </p>
            <RangeTables tables={tables} range={tab.range} withDays={false} />
          </>
        ),
      }))}
    />
  );
}

function WeekSchedule({ tables, today }: { tables: ScheduleTableDef[]; today: string }) {
  const [params, setParams] = useSearchParams();
  const weekParam = params.get('week');
  const periods = usePeriods(tables[0].from, tables[0].to, today);
  const bounds = periods.data ? weekBounds(periods.data.periods) : null;
  const week = bounds ? (weekParam !== null ? parseWeek(weekParam, bounds) : initialWeek(bounds, today)) : null;
  const invalid = Boolean(periods.data) && week === null;

  useEffect(() => {
    if (invalid) console.error(`City page: invalid week ${JSON.stringify(weekParam)}; showing empty tables.`);
  }, [invalid, weekParam]);

  if (periods.isError) return <LoadError retry={() => void periods.refetch()} />;
  if (periods.isPending) return <Loading />;

  const go = (to: DateRange) => setParams({ week: to.start }, { replace: true, preventScrollReset: true });
  return (
    <>
      {/* A GET form: without JavaScript the buttons still load the other week from the server. */}
      <form className="week-nav" method="get">
        <button
          type="submit"
          name="week"
          value={week ? shiftWeek(week, -1).start : ''}
          className="button button--ghost"
          disabled={!week || !bounds || !canGoPrevious(week, bounds)}
          onClick={(event) => {
            event.preventDefault();
            if (week) go(shiftWeek(week, -1));
          }}
        >
          Previous week
        </button>
        <p className="week-nav__label" aria-live="polite" data-testid="week-label" data-week-start={week?.start}>
          {week ? weekLabel(week) : 'No schedule for this week'}
        </p>
        <button
          type="submit"
          name="week"
          value={week ? shiftWeek(week, 1).start : ''}
          className="button button--ghost"
          disabled={!week || !bounds || !canGoNext(week, bounds)}
          onClick={(event) => {
            event.preventDefault();
            if (week) go(shiftWeek(week, 1));
          }}
        >
          Next week
        </button>
      </form>
      {invalid ? (
        <p>
          <Link to={{ search: '' }} replace preventScrollReset>
            Show the current week
          </Link>
        </p>
      ) : null}
      <RangeTables tables={tables} range={week} withDays clip={bounds ? { start: bounds.eff, end: bounds.dis } : undefined} />
    </>
  );
}

function Cards({ cards }: { cards: LocationCard[] }) {
  return (
    <ul className="city-cards">
      {cards.map((card) => (
        <li key={card.title} className="city-card">
          <h3>{card.title}</h3>
          <p className="city-card__address">{card.address}</p>
          <p>{card.directions}</p>
          {card.parking ? (
            <p>
              <strong>Parking:</strong> {card.parking}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A section of the page; `text` ones (cards, lists, links) stay server HTML on the first load (static-html.tsx). */
function Section({ id, title, text = false, children }: { id: string; title: string; text?: boolean; children: ReactNode }) {
  const heading = (
    <h2 id={`${id}-title`} tabIndex={-1}>
      {title}
    </h2>
  );
  return text ? (
    <StaticHtml as="section" id={id} className="city-section" aria-labelledby={`${id}-title`}>
      {heading}
      {children}
    </StaticHtml>
  ) : (
    <section id={id} className="city-section" aria-labelledby={`${id}-title`}>
      {heading}
      {children}
    </section>
  );
}

// ---- The page ----

interface CityPageProps {
  page: CityPageData;
  initial: CityLoaderData;
}

export function CityPage({ page, initial }: CityPageProps) {
  // The loader's answers; later ones (another week) come with its next run.
  const answered = useMemo(
    () => new Map(initial.schedules.map((a) => [keyText(scheduleKey(a.from, a.to, a.range)), a.schedule] as const)),
    [initial.schedules],
  );
  return (
    <ServerSchedules.Provider value={answered}>
      <CityContent page={page} initial={initial} />
    </ServerSchedules.Provider>
  );
}

/** `today` is the server's day in the page's zone (the loader's), the same on both sides. */
function CityContent({ page, initial }: CityPageProps) {
  const { today } = initial;
  const hasPickups = page.pickups.length > 0 || Boolean(page.pickupIntro);
  const menu = [
    { id: SECTION.schedules, label: 'Schedules', icon: ICONS.clock },
    ...(hasPickups ? [{ id: SECTION.pickups, label: 'Pick-Up Locations', icon: ICONS.pin }] : []),
    { id: SECTION.dropoffs, label: 'Drop Off Locations', icon: ICONS.plane },
    { id: SECTION.service, label: 'Our Service', icon: ICONS.star },
    ...(page.stay ? [{ id: SECTION.stay, label: page.stay.menuLabel, icon: ICONS.bed }] : []),
  ];
  return (
    <div className="city">
      <section className="city-banner" aria-labelledby="city-title">
        <div className="city-banner__inner">
          <h1 id="city-title">{page.h1}</h1>
          <p className="city-banner__lead">{page.banner}</p>
          {page.strip ? <DepartureStrip {...page.strip} today={today} /> : null}
        </div>
      </section>

      {page.showSearch ? (
        <div className="search-card-wrap">
          <div className="search-card">
            <h2 className="sr-only">Search trips</h2>
            <SearchForm preset={initial.searchPreset} />
          </div>
        </div>
      ) : null}

      <SectionMenu items={menu} page="City page" layout="row" />

      <div className="city-body">
        {page.promo ? (
          <aside className="city-promo" aria-labelledby="city-promo-title">
            <h2 id="city-promo-title">{page.promo.title}</h2>
            <p>{page.promo.text}</p>
            <Link className="button button--primary" to={page.promo.to}>
              {page.promo.button}
            </Link>
          </aside>
        ) : null}

        <Section id={SECTION.schedules} title="Schedules">
          <p className="city-note">Times are local. Check-in closes {CHECK_IN_CLOSES_MIN} minutes before departure.</p>
          {page.schedule.kind === 'toggle' ? (
            <ToggleSchedule tables={page.schedule.tables} today={today} />
          ) : (
            <WeekSchedule tables={page.schedule.tables} today={today} />
          )}
        </Section>

        {hasPickups ? (
          <Section id={SECTION.pickups} title="Pick-Up Locations" text>
            {page.pickupIntro ? <p>{page.pickupIntro}</p> : null}
            <Cards cards={page.pickups} />
            {page.morePickups ? (
              <p>
                <Link to={page.morePickups.to}>{page.morePickups.text}</Link>
              </p>
            ) : null}
          </Section>
        ) : null}

        <Section id={SECTION.dropoffs} title="Drop Off Locations" text>
          <Cards cards={page.dropoffs} />
          {page.reserve ? (
            <p>
              Flying out of {page.reserve.airport}? Skip the security line with a free reserved screening time:{' '}
              <Link to={RESERVE_PATH}>reserve your time at airport security</Link>.
            </p>
          ) : null}
        </Section>

        <Section id={SECTION.service} title="Our Service" text>
          <ul className="city-service">
            {initial.fareTexts.service.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Section>

        {page.stay ? (
          <Section id={SECTION.stay} title="Where to Stay and What to Do" text>
            <ul className="city-cards">
              {page.stay.items.map((item) => (
                <li key={item.title} className="city-card">
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                  {item.link ? (
                    <p>
                      <a className="button button--ghost" href={item.link.url} target="_blank" rel="noopener noreferrer">
                        {item.link.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </div>
  );
}
