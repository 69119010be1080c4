import { Link } from 'react-router';
import type { Route } from './+types/partners.aircanada';
import { RESERVATIONS_PHONE_DISPLAY, RESERVATIONS_PHONE_NUMBER } from '../content/constants';
import { FaqAccordion, PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import {
  AIR_CANADA_AIRPORTS,
  AIR_CANADA_FAQ,
  AIR_CANADA_HEADER,
  AIR_CANADA_META,
  AIR_CANADA_SECTIONS,
  AIR_CANADA_STEPS,
  TORONTO_NOTE,
} from '../partners/air-canada';
import { loadAirportCards } from '../partners/airports';
import { TrackedLink } from '../partners/book-now';
import { AIR_CANADA_BOOK_EVENT, AIR_CANADA_URL, PATHS } from '../partners/links';
import { AirportCards, InPageNav, PartnerBar, Steps } from '../partners/pieces';
import { pageServicesContext } from '../server/page-services';
import '../partners/partners.css';
import type { PageHandle } from '../lib/page-handle';

/** An airline partner page: the lead-capture adapter loads here when configured (decision 231). */
export const handle: PageHandle = { leadCapture: true };

export function meta() {
  return pageMeta(AIR_CANADA_META);
}

/** The airports' names and addresses, and Toronto Pearson's, from the live network. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  const [airports, toronto] = await Promise.all([
    loadAirportCards(services, AIR_CANADA_AIRPORTS),
    services.stops(['YYZ']).then((s) => s[0] ?? null),
  ]);
  return { airports, toronto: toronto ? { name: toronto.name, address: toronto.address } : null };
}

const { how, locations, faqs } = AIR_CANADA_SECTIONS;

export default function AirCanada({ loaderData }: Route.ComponentProps) {
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
          <Steps steps={AIR_CANADA_STEPS} />
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
