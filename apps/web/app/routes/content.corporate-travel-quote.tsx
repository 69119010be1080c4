import { CORPORATE_QUOTE_HEADER, CORPORATE_QUOTE_META } from '../content/business';
import { PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import { CorporateQuoteForm } from '../quotes/quote-form';
import '../account/account.css';
import '../quotes/quotes.css';

export function meta() {
  return pageMeta(CORPORATE_QUOTE_META);
}

export default function CorporateTravelQuote() {
  return (
    <>
      <PageHeader content={CORPORATE_QUOTE_HEADER} />
      <div className="content-page">
        <Section id="about-your-company" title="Tell Us About Your Company">
          <CorporateQuoteForm />
        </Section>
      </div>
    </>
  );
}
