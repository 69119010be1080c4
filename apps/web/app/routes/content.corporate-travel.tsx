import { Link } from 'react-router';
import { CORPORATE_BENEFITS, CORPORATE_HEADER, CORPORATE_META } from '../content/business';
import { CardGrid, PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(CORPORATE_META);
}

const QUOTE = '/corporate-travel-quote';

export default function CorporateTravel() {
  return (
    <>
      <PageHeader content={CORPORATE_HEADER}>
        <Link className="button button--primary" to={QUOTE}>
          Get a corporate quote
        </Link>
      </PageHeader>
      <div className="content-page">
        <Section
          id="benefits"
          title="Why employers choose Landline"
          intro="For teams in Fort Collins, Duluth and Fargo flying from Denver and Minneapolis-St. Paul."
        >
          <CardGrid cards={CORPORATE_BENEFITS} />
        </Section>
        <Section id="get-started" title="Set up your company account">
          <p>Tell us how often your team flies and from where, and our corporate team proposes a plan within one business day.</p>
          <p>
            <Link className="button button--primary" to={QUOTE}>
              Tell us about your company
            </Link>
          </p>
        </Section>
      </div>
    </>
  );
}
