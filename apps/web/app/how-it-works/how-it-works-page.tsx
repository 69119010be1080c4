import { Link } from 'react-router';
import { CardGrid, PageHeader, Section, SmartLink } from '../content/templates';
import {
  ACCOMMODATIONS,
  AIRLINE_PARTNERS,
  AMENITIES,
  BAGGAGE,
  BOOK_NOW,
  HELP_LINKS,
  HOW_HEADER,
  MANAGE_TRIP,
  MAP_HINT,
  ROUTE_TABS,
  SECTIONS,
  SHORTCUTS,
  type ShortcutIcon,
} from './content';
import { Tabs } from '../components/tabs';
import { RouteMap } from './route-map';
import { SectionMenu } from '../content/section-menu';
import type { RouteMapData } from './map-types';

// The How It Works page: the steps of a ride and a map of each region's routes.

const ICON_PATHS: Record<ShortcutIcon, string> = {
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  route: 'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h7a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h7',
  bag: 'M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M5 7h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM9 7v12M15 7v12',
  access: 'M12 6.5a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5zM11 8v6h5l2 5M11 11h5M8.5 11.2A5 5 0 1 0 15 18.5',
  plane: 'M21 15v-2l-8-5V4a1 1 0 0 0-2 0v4l-8 5v2l8-2.5V18l-2 1.5V21l3-1 3 1v-1.5L13 18v-5.5z',
};

/** The DEN and MSP tabs (DEN selected first), each with its map and schedule links. */
function RouteTabs({ maps }: { maps: RouteMapData[] }) {
  return (
    <Tabs
      label="Airport"
      panelClassName="route-tabs__panel"
      items={ROUTE_TABS.map((tab, i) => ({
        key: tab.key,
        label: tab.label,
        panelProps: { 'data-airport': tab.key },
        panel: (
          <>
            <figure className="route-tabs__map">
              {maps[i] ? (
                <RouteMap id={`route-map-${tab.key.toLowerCase()}`} map={maps[i]} title={tab.map.title} description={tab.map.description} />
              ) : null}
              <figcaption className="route-tabs__hint">{MAP_HINT}</figcaption>
            </figure>
            <div>
              <p className="route-tabs__text">{tab.text}</p>
              <h3 className="route-tabs__links-title">Schedules</h3>
              <ul className="route-tabs__links">
                {tab.scheduleLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.text}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </>
        ),
      }))}
    />
  );
}

export function HowItWorksPage({ loaderData }: { loaderData: { maps: RouteMapData[] } }) {
  const s = SECTIONS;
  return (
    <div className="how-page">
      <PageHeader content={HOW_HEADER}>
        <Link className="button button--primary button--large" to={BOOK_NOW.to}>
          {BOOK_NOW.label}
        </Link>
      </PageHeader>
      <SectionMenu
        items={SHORTCUTS.map((item) => ({ id: SECTIONS[item.section].id, label: item.label, icon: ICON_PATHS[item.icon] }))}
        page="How It Works"
        layout="tiles"
      />
      <div className="content-page">
        <Section id={s.amenities.id} title={s.amenities.title} intro={s.amenities.intro} focusable>
          <CardGrid cards={AMENITIES} />
        </Section>
        <Section id={s.routes.id} title={s.routes.title} intro={s.routes.intro} focusable>
          <RouteTabs maps={loaderData.maps} />
        </Section>
        <Section id={s.baggage.id} title={s.baggage.title} intro={s.baggage.intro} focusable>
          <ul className="how-list">
            {BAGGAGE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Section>
        <Section id={s.accommodations.id} title={s.accommodations.title} intro={s.accommodations.intro} focusable>
          <CardGrid cards={ACCOMMODATIONS} />
        </Section>
        <Section id={s.manage.id} title={s.manage.title} focusable>
          {MANAGE_TRIP.text.map((p) => (
            <p key={p} className="how-text">
              {p}
            </p>
          ))}
          <p className="how-actions">
            <SmartLink to={MANAGE_TRIP.button.to} className="button button--primary">
              {MANAGE_TRIP.button.label}
            </SmartLink>
            <SmartLink to={MANAGE_TRIP.help.to} className="button button--ghost">
              {MANAGE_TRIP.help.label}
            </SmartLink>
          </p>
        </Section>
        <Section id={s.partners.id} title={s.partners.title} intro={s.partners.intro} focusable>
          <CardGrid cards={AIRLINE_PARTNERS} />
        </Section>
        <Section id={s.help.id} title={s.help.title} focusable>
          <CardGrid cards={HELP_LINKS} />
        </Section>
      </div>
    </div>
  );
}
