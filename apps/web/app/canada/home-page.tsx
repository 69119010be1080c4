// The Canada home (/canada, /fr/canada): the two ways to book, our three airports, the
// amenities and the shuttle's phone, in the page's language.
import { StaticHtml } from '../components/static-html';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader, Section } from '../content/templates';
import coachPicture from '../content/images/canada-coach.svg?no-inline';
import airlineLogo from '../content/images/canada-air-partner.svg?no-inline';
import landlineLogo from '../content/images/canada-landline.svg?no-inline';
import hamiltonPicture from '../content/images/canada-hamilton.svg?no-inline';
import waterlooPicture from '../content/images/canada-waterloo.svg?no-inline';
import kingstonPicture from '../content/images/canada-kingston.svg?no-inline';
import {
  airCanadaBookingUrl,
  CANADA_AIRPORT_SLUGS,
  CANADA_CHANGE_CUTOFF_HOURS,
  CANADA_PHONE_NUMBER,
  type CanadaAirport,
} from './constants';
import { formatPhone } from './format';
import { Amenities, CanadaPage, ExternalLink, useCanadaT } from './parts';
import { canadaPath, type Lang } from './paths';
import { standaloneBookingPath } from './booking';

const PICTURES: Record<CanadaAirport, string> = { hamilton: hamiltonPicture, waterloo: waterlooPicture, kingston: kingstonPicture };

export function CanadaHome({ lang }: { lang: Lang }) {
  return (
    <CanadaPage lang={lang} airport={null}>
      {/* Text, pictures and links only: server HTML on the first load (static-html.tsx). */}
      <StaticHtml className="static-html">
        <HomeContent lang={lang} />
      </StaticHtml>
    </CanadaPage>
  );
}

function HomeContent({ lang }: { lang: Lang }) {
  const t = useCanadaT();
  const phone = formatPhone(CANADA_PHONE_NUMBER, lang);
  return (
    <>
      <PageHeader content={{ title: t('home.hero.title'), subtitle: t('home.hero.subtitle') }}>
        <ExternalLink className="button button--primary" href={airCanadaBookingUrl(lang)}>
          {t('home.hero.airline')}
        </ExternalLink>
        <Link className="button canada-button--on-dark" to={standaloneBookingPath(lang)}>
          {t('home.hero.direct')}
        </Link>
      </PageHeader>
      <div className="content-page">
        <section className="canada-lead" aria-labelledby="canada-lead">
          <div>
            <h2 className="content-section__title" id="canada-lead">
              {t('home.lead.title')}
            </h2>
            <p className="canada-lead__text">{t('home.lead.text')}</p>
          </div>
          <img className="canada-lead__picture" src={coachPicture} alt={t('home.lead.busAlt')} width={480} height={300} />
        </section>

        <Section id="booking-options" title={t('home.options.title')} intro={t('home.options.intro')}>
          <ul className="canada-options">
            <OptionCard
              logo={airlineLogo}
              option="airline"
              benefits={t.list('home.options.airline.benefits')}
              action={
                <ExternalLink className="button button--primary" href={airCanadaBookingUrl(lang)}>
                  {t('home.options.airline.button')}
                </ExternalLink>
              }
            />
            <OptionCard
              logo={landlineLogo}
              option="direct"
              benefits={withChanges(
                t.list('home.options.direct.benefits'),
                t('home.options.direct.changes', { count: CANADA_CHANGE_CUTOFF_HOURS }),
              )}
              action={
                <Link className="button button--primary" to={standaloneBookingPath(lang)}>
                  {t('home.options.direct.button')}
                </Link>
              }
            />
          </ul>
        </Section>

        <Section id="airports" title={t('home.locations.title')} intro={t('home.locations.intro')}>
          <ul className="canada-places">
            {CANADA_AIRPORT_SLUGS.map((slug) => (
              <li key={slug} className="canada-place">
                <Link className="canada-place__link" to={canadaPath(lang, slug)}>
                  {/* The link's words name the place; the picture only illustrates it. */}
                  <img src={PICTURES[slug]} alt="" width={320} height={200} />
                  <span className="canada-place__name">{t(`common.airports.${slug}.city`)}</span>
                  <span className="canada-place__airport">{t(`common.airports.${slug}.airport`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        <Amenities />

        <Section id="contact" title={t('home.contact.title')} intro={t('home.contact.text')}>
          <p>
            <a className="button button--primary" href={`tel:${CANADA_PHONE_NUMBER}`}>
              {t('home.contact.call', { phone })}
            </a>
          </p>
        </Section>
      </div>
    </>
  );
}

/** The standalone booking's benefits with the change rule second (its figure comes from a constant). */
const withChanges = ([first, ...rest]: readonly string[], changes: string) => [first, changes, ...rest];

function OptionCard({
  logo,
  option,
  benefits,
  action,
}: {
  logo: string;
  option: 'airline' | 'direct';
  benefits: readonly string[];
  action: ReactNode;
}) {
  const t = useCanadaT();
  const headingId = `option-${option}`;
  return (
    <li className="canada-option">
      <div className="canada-option__head">
        <img className="canada-option__logo" src={logo} alt={t(`home.options.${option}.logoAlt`)} width={56} height={56} />
        <div>
          <h3 className="canada-option__title" id={headingId}>
            {t(`home.options.${option}.title`)}
          </h3>
          <p className="canada-option__subtitle">{t(`home.options.${option}.subtitle`)}</p>
        </div>
      </div>
      <ul className="canada-option__benefits">
        {benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <p className="canada-option__best">{t('home.options.bestIf')}</p>
      <ul className="canada-option__best-list">
        {t.list(`home.options.${option}.bestIfItems`).map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className="canada-option__action">{action}</div>
    </li>
  );
}
