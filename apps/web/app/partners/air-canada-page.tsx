import { Link } from 'react-router';
import { StaticHtml } from '../components/static-html';
import { RESERVATIONS_PHONE_DISPLAY, RESERVATIONS_PHONE_NUMBER } from '../content/constants';
import { FaqAccordion, PageHeader, Section } from '../content/templates';
import { AIR_CANADA_FAQ, AIR_CANADA_HEADER, AIR_CANADA_SECTIONS, AIR_CANADA_STEPS, TORONTO_NOTE } from './air-canada';
import { TrackedLink } from './book-now';
import { AIR_CANADA_BOOK_EVENT, AIR_CANADA_URL, PATHS } from './links';
import { AirportCards, InPageNav, PartnerBar, Steps } from './pieces';
import type { AirportCard } from './airports';

// The Air Canada page: the coach connections to Toronto Pearson, from each airport it serves.

const { how, locations, faqs } = AIR_CANADA_SECTIONS;

/** The airports' cards and Toronto Pearson's stop, as the route's loader read them. */
export interface AirCanadaData {
  airports: AirportCard[];
  toronto: { name: string; address: string } | null;
}

export function AirCanadaPage({ loaderData }: { loaderData: AirCanadaData }) {
  const { airports, toronto } = loaderData;
  return (
    <>
      <PartnerBar partner="Air Canada" phone={{ number: RESERVATIONS_PHONE_NUMBER, display: RESERVATIONS_PHONE_DISPLAY }} />
      <PageHeader content={AIR_CANADA_HEADER}>
        <TrackedLink
          className="button button--primary button--large"
          href={AIR_CANADA_URL}
          event={AIR_CANADA_BOOK_EVENT}
          data={{ from: 'hero' }}
        >
          Book Now<span className="sr-only"> on aircanada.com</span>
        </TrackedLink>
      </PageHeader>
      <div className="content-page">
        <InPageNav items={[how, locations, faqs]}>
          <Link to={PATHS.airCanadaTerms}>Terms and Conditions</Link>
        </InPageNav>
        <Section id={how.id} title={how.label} intro="From and to Hamilton, Kitchener-Waterloo and Kingston, on your Air Canada ticket.">
          <StaticHtml className="static-html">
            <Steps steps={AIR_CANADA_STEPS} />
          </StaticHtml>
        </Section>
        <Section id={locations.id} title={locations.label}>
          <AirportCards
            cards={airports}
            action={(card) => (
              <TrackedLink
                className="button button--ghost content-card__button"
                href={AIR_CANADA_URL}
                event={AIR_CANADA_BOOK_EVENT}
                data={{ from: card.code }}
              >
                Book from {card.title}
                <span className="sr-only"> on aircanada.com</span>
              </TrackedLink>
            )}
          />
          <p className="partner-note">
            {TORONTO_NOTE}
            {toronto ? ` ${toronto.name}, ${toronto.address}.` : null}
          </p>
        </Section>
        <Section id={faqs.id} title={faqs.label}>
          <FaqAccordion items={AIR_CANADA_FAQ} />
          <p className="partner-note">
            Read the <Link to={PATHS.airCanadaTerms}>Air Canada coach terms and conditions</Link>.
          </p>
        </Section>
      </div>
    </>
  );
}
