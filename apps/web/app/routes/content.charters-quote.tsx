import { CHARTERS_QUOTE_HEADER, CHARTERS_QUOTE_META } from '../content/business';
import { PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import { CharterQuoteForm } from '../quotes/quote-form';
import '../account/account.css';
import '../quotes/quotes.css';

export function meta() {
  return pageMeta(CHARTERS_QUOTE_META);
}

export default function ChartersQuote() {
  return (
    <>
      <PageHeader content={CHARTERS_QUOTE_HEADER} />
      <div className="content-page">
        <Section id="about-your-trip" title="Tell Us About Your Trip">
          <CharterQuoteForm />
        </Section>
      </div>
    </>
  );
}
