import { Link } from 'react-router';
import type { Route } from './+types/partners.american';
import { FaqAccordion, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import { loadAirportCards } from '../partners/airports';
import {
  AMERICAN_AIRPORTS,
  AMERICAN_AIRPORTS_INTRO,
  AMERICAN_FAQ,
  AMERICAN_HEADER,
  AMERICAN_META,
  AMERICAN_STEPS,
  HUBS,
} from '../partners/american';
import { PATHS } from '../partners/links';
import { AirportCards, AmericanTop, Steps } from '../partners/pieces';
import { pageServicesContext } from '../server/page-services';
import '../partners/partners.css';
import type { PageHandle } from '../lib/page-handle';

/** An airline partner page: the lead-capture adapter loads here when configured (decision 231). */
export const handle: PageHandle = { leadCapture: true };

export function meta() {
  return pageMeta(AMERICAN_META);
}

/** The seven airports' names and addresses from the live network. */
export async function loader({ context }: Route.LoaderArgs) {
  return { airports: await loadAirportCards(context.get(pageServicesContext), AMERICAN_AIRPORTS) };
}

export default function American({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AmericanTop header={AMERICAN_HEADER} />
      <div className="content-page">
        <Section id="how-it-works" title="How It Works">
          <Steps steps={AMERICAN_STEPS} />
        </Section>
        <Section id="airports" title="Our airports" intro={AMERICAN_AIRPORTS_INTRO}>
          <AirportCards
            cards={loaderData.airports}
            hubs={HUBS}
            action={(card) =>
              card.code === 'TTN' ? (
                <Link className="button button--ghost content-card__button" to={PATHS.trenton}>
                  Trenton schedule
                </Link>
              ) : null
            }
          />
        </Section>
        <Section id="faqs" title="FAQs">
          <FaqAccordion items={AMERICAN_FAQ} />
        </Section>
      </div>
    </>
  );
}
