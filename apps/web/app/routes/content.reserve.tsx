import { Link } from 'react-router';
import { RESERVE_CARDS, RESERVE_FAQ, RESERVE_HEADER, RESERVE_META, RESERVE_SERVICE } from '../content/reserve';
import { CardGrid, FaqAccordion, PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(RESERVE_META);
}

export default function Reserve() {
  return (
    <>
      <PageHeader content={RESERVE_HEADER} />
      <div className="content-page">
        <Section id="reserve" title="Reserve at your airport">
          <CardGrid cards={RESERVE_CARDS} />
        </Section>
        <Section id="reserve-faq" title="Questions">
          <FaqAccordion items={RESERVE_FAQ} />
        </Section>
        <Section id="our-service" title="Our service">
          <p>{RESERVE_SERVICE}</p>
          <p>
            <Link className="button button--primary" to="/">
              Book your ride
            </Link>
          </p>
        </Section>
      </div>
    </>
  );
}
