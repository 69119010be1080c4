import { lazy, Suspense } from 'react';
import { CORPORATE_QUOTE_HEADER, CORPORATE_QUOTE_META } from '../content/business';
import { PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import '../account/account.css';
import '../quotes/quotes.css';

// The form's code (react-hook-form, zod, the schemas) comes after the page is taken over (decision
// 314): asked for when this module runs, rendered by React.lazy inside a Suspense, hydrated on its own.
const forms = import('../quotes/quote-form');
const CorporateQuoteForm = lazy(() => forms.then((loaded) => ({ default: loaded.CorporateQuoteForm })));

export function meta() {
  return pageMeta(CORPORATE_QUOTE_META);
}

export default function CorporateTravelQuote() {
  return (
    <>
      <PageHeader content={CORPORATE_QUOTE_HEADER} />
      <div className="content-page">
        <Section id="about-your-company" title="Tell Us About Your Company">
          <Suspense fallback={null}>
            <CorporateQuoteForm />
          </Suspense>
        </Section>
      </div>
    </>
  );
}
