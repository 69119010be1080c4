// A Canadian airport page (/canada/hamilton, /fr/canada/hamilton…): where flights from Toronto
// Pearson lead, the week's departures both ways, where to board and get off, fares, the
// vacations offer and the amenities, in the page's language.
import { StaticHtml } from '../components/static-html';
import { Link } from 'react-router';
import { CHILD_MAX_AGE } from '@landline/shared/constants';
import { PageHeader, Section } from '../content/templates';
import {
  airCanadaBookingUrl,
  airCanadaStatusUrl,
  ARRIVE_BEFORE_REGIONAL_MIN,
  ARRIVE_BEFORE_TORONTO_MIN,
  CANADA_PHONE_NUMBER,
  KINGSTON_FREE_PARKING_WEEKS,
  TORONTO_PEARSON,
  VACATIONS_DISCOUNT_PERCENT,
  VACATIONS_FARE_CAD_CENTS,
} from './constants';
import { standaloneBookingPath } from './booking';
import { formatCad, formatCadRange, formatPhone, formatTime } from './format';
import type { CanadaAirportData } from './loader';
import { Amenities, CanadaPage, ExternalLink, useCanadaT } from './parts';
import type { TimetableRow } from './schedule';

type Data = CanadaAirportData;

export function CanadaAirportPage({ data }: { data: Data }) {
  return (
    <CanadaPage lang={data.lang} airport={data.airport}>
      {/* Text, pictures and links only: server HTML on the first load (static-html.tsx). */}
      <StaticHtml className="static-html">
        <AirportContent data={data} />
      </StaticHtml>
    </CanadaPage>
  );
}

/** The in-page shortcuts: plain #anchor links to the sections' headings. */
const SECTIONS = [
  { id: 'schedule', label: 'schedule' },
  { id: 'pickup', label: 'pickup' },
  { id: 'drop-off', label: 'dropoff' },
  { id: 'fares', label: 'fares' },
  { id: 'amenities', label: 'amenities' },
] as const;

function AirportContent({ data }: { data: Data }) {
  const t = useCanadaT();
  const { lang, airport, code } = data;
  const city = t(`common.airports.${airport}.city`);
  const theAirport = t(`common.airports.${airport}.theAirport`);
  return (
    <>
      <PageHeader content={{ title: t('airport.header.title', { city }), subtitle: t('airport.header.subtitle', { theAirport }) }} />
      <div className="content-page">
        <section className="canada-world" aria-labelledby="to-the-world">
          <h2 className="content-section__title" id="to-the-world">
            {t('airport.world.title', { city })}
          </h2>
          <p>{t('airport.world.intro')}</p>
          <Destinations label={t('airport.world.listLabel')} items={data.destinations} />
          <p>
            <ExternalLink className="button button--primary" href={airCanadaBookingUrl(lang, code)}>
              {t('airport.world.button', { code })}
            </ExternalLink>
          </p>
          <p className="canada-footnote">
            {t('airport.world.footnoteStandalone')} <Link to={standaloneBookingPath(lang, code)}>{t('airport.world.footnoteSite')}</Link>.{' '}
            {t('airport.world.footnoteExisting')}
          </p>
        </section>

        <nav className="canada-quicknav" aria-label={t('airport.nav.label')}>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{t(`airport.nav.${s.label}`)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <Section id="schedule" title={t('airport.schedule.title')} intro={t('airport.schedule.intro')}>
          <div className="canada-timetables">
            <Timetable
              caption={t('airport.schedule.toToronto', { city })}
              from={`${city} (${code})`}
              to={`${t('common.airports.toronto.city')} (${TORONTO_PEARSON})`}
              rows={data.timetables.toToronto}
            />
            <Timetable
              caption={t('airport.schedule.fromToronto', { city })}
              from={`${t('common.airports.toronto.city')} (${TORONTO_PEARSON})`}
              to={`${city} (${code})`}
              rows={data.timetables.fromToronto}
            />
          </div>
          <p className="canada-actions">
            <Link className="button button--primary" to={standaloneBookingPath(lang, code)}>
              {t('airport.schedule.book', { city })}
            </Link>{' '}
            <ExternalLink className="button button--ghost" href={airCanadaStatusUrl(lang, code)}>
              {t('airport.schedule.status')}
            </ExternalLink>
          </p>
        </Section>

        <Section id="pickup" title={t('airport.locations.pickupTitle')}>
          <ul className="canada-locations">
            <PlaceCard
              place="airport"
              data={data}
              directions={[
                t('airport.locations.regionalPickup'),
                t('airport.locations.regionalArrive', { minutes: ARRIVE_BEFORE_REGIONAL_MIN }),
              ]}
            />
            <PlaceCard
              place="toronto"
              data={data}
              directions={[
                t('airport.locations.torontoPickup'),
                t('airport.locations.torontoArrive', { minutes: ARRIVE_BEFORE_TORONTO_MIN }),
              ]}
            />
          </ul>
        </Section>

        <Section id="drop-off" title={t('airport.locations.dropoffTitle')}>
          <ul className="canada-locations">
            <PlaceCard place="toronto" data={data} directions={[t('airport.locations.torontoDropoff')]} />
            <PlaceCard place="airport" data={data} directions={[t('airport.locations.regionalDropoff')]} />
          </ul>
        </Section>

        <Section id="fares" title={t('airport.fares.title')}>
          <Fares data={data} city={city} />
        </Section>

        <section className="canada-promo" aria-labelledby="vacations">
          <h2 className="content-section__title" id="vacations">
            {t('airport.promo.title')}
          </h2>
          <p className="canada-promo__subtitle">{t('airport.promo.subtitle', { percent: VACATIONS_DISCOUNT_PERCENT })}</p>
          <p>{t('airport.promo.text', { phone: formatPhone(CANADA_PHONE_NUMBER, lang) })}</p>
          <p className="canada-promo__actions">
            <a className="button button--primary" href={`sms:${CANADA_PHONE_NUMBER}`}>
              {t('airport.promo.textButton')}
            </a>
            <a className="button button--ghost" href={`tel:${CANADA_PHONE_NUMBER}`}>
              {t('airport.promo.callButton')}
            </a>
          </p>
        </section>

        <Amenities />
      </div>
    </>
  );
}

/**
 * Example destinations as a slowly scrolling strip: one real list for screen readers and
 * keyboards, a second copy for the seamless loop hidden from them. It stops under the pointer,
 * when focused, and for visitors who ask for reduced motion (then it wraps instead).
 */
function Destinations({ label, items }: { label: string; items: Data['destinations'] }) {
  const entries = items.map((d) => (
    <li key={d.code} className="canada-marquee__item">
      {d.city}
      <span className="canada-marquee__country">, {d.country}</span>
    </li>
  ));
  return (
    // A region that takes focus: keyboard users can stop the strip to read it.
    <div className="canada-marquee" role="region" aria-label={label} tabIndex={0}>
      <div className="canada-marquee__track">
        <ul className="canada-marquee__list">{entries}</ul>
        <ul className="canada-marquee__list" aria-hidden="true">
          {entries}
        </ul>
      </div>
    </div>
  );
}

function Timetable({ caption, from, to, rows }: { caption: string; from: string; to: string; rows: TimetableRow[] }) {
  const t = useCanadaT();
  const lang = t.lang;
  const weekdays = t.list('airport.schedule.weekdays');
  const withDays = rows.some((r) => r.missing.length > 0);
  return (
    // The table scrolls sideways on a narrow screen: the frame takes focus so keys can scroll it.
    <div className="canada-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('airport.schedule.depart', { place: from })}</th>
            <th scope="col">{t('airport.schedule.arrive', { place: to })}</th>
            {withDays ? <th scope="col">{t('airport.schedule.days')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2}>{t('airport.schedule.none')}</td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={`${r.depart}-${r.arrive}`}>
                <td>
                  <time dateTime={r.depart}>{formatTime(r.depart, lang)}</time>
                </td>
                <td>
                  <time dateTime={r.arrive}>{formatTime(r.arrive, lang)}</time>
                </td>
                {withDays ? (
                  <td>
                    {r.missing.length === 0
                      ? t('airport.schedule.daily')
                      : t('airport.schedule.except', { days: r.missing.map((d) => weekdays[d - 1]).join(', ') })}
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function PlaceCard({ place, data, directions }: { place: 'airport' | 'toronto'; data: Data; directions: string[] }) {
  const t = useCanadaT();
  const key = place === 'airport' ? data.airport : 'toronto';
  const info = data.places[place];
  const name = t(`common.airports.${key}.airport`);
  // Toronto's card names the terminal and door, not a street address (section 3).
  const address = place === 'airport' ? info?.address : null;
  const parking =
    place === 'airport' && data.airport === 'kingston'
      ? t('airport.locations.kingstonParking', { weeks: KINGSTON_FREE_PARKING_WEEKS })
      : null;
  return (
    <li className="content-card canada-location">
      <h3 className="content-card__title">{name}</h3>
      <dl className="canada-location__facts">
        {address ? (
          <>
            <dt>{t('airport.locations.address')}</dt>
            <dd>{address}</dd>
          </>
        ) : null}
        <dt>{t('airport.locations.directions')}</dt>
        {directions.map((d) => (
          <dd key={d}>{d}</dd>
        ))}
        {parking ? (
          <>
            <dt>{t('airport.locations.parking')}</dt>
            <dd>{parking}</dd>
          </>
        ) : null}
      </dl>
      {info ? (
        <ExternalLink
          className="canada-location__map"
          href={`https://www.openstreetmap.org/?mlat=${info.latitude}&mlon=${info.longitude}#map=17/${info.latitude}/${info.longitude}`}
        >
          {t('airport.locations.map', { place: t(`common.airports.${key}.city`) })}
        </ExternalLink>
      ) : null}
    </li>
  );
}

function Fares({ data, city }: { data: Data; city: string }) {
  const t = useCanadaT();
  const { lang, fare } = data;
  return (
    <>
      <div className="canada-table" role="region" aria-label={t('airport.fares.caption', { city })} tabIndex={0}>
        <table>
          <caption>{t('airport.fares.caption', { city })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('airport.fares.location')}</th>
              <th scope="col">{t('airport.fares.adults')}</th>
              <th scope="col">{t('airport.fares.child', { age: CHILD_MAX_AGE })}</th>
              <th scope="col">{t('airport.fares.vacations')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('airport.fares.standalone')}*</th>
              <td>{fare ? formatCadRange(fare.adult, lang) : t('airport.fares.unavailable')}</td>
              <td>{fare ? formatCadRange(fare.child, lang) : t('airport.fares.unavailable')}</td>
              <td>{formatCad(VACATIONS_FARE_CAD_CENTS, lang)}</td>
            </tr>
            <tr>
              <th scope="row">{t('airport.fares.airline')}</th>
              <td>{t('airport.fares.includedAdult')}</td>
              <td>{t('airport.fares.includedChild')}</td>
              <td>{t('airport.fares.notApplicable')}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="canada-footnote">{t('airport.fares.footnote')}</p>
    </>
  );
}
