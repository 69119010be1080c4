import { lazy, Suspense } from 'react';
import { CHARTERS_QUOTE_HEADER, CHARTERS_QUOTE_META } from '../content/business';
import { PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import '../account/account.css';
import '../quotes/quotes.css';

// The form's code (react-hook-form, zod, the schemas) comes after the page is taken over (decision
// 314): asked for when this module runs, rendered by React.lazy inside a Suspense, hydrated on its own.
const forms = import('../quotes/quote-form');
const CharterQuoteForm = lazy(() => forms.then((loaded) => ({ default: loaded.CharterQuoteForm })));

export function meta() {
  return pageMeta(CHARTERS_QUOTE_META);
}

export default function ChartersQuote() {
  return (
    <>
      <PageHeader content={CHARTERS_QUOTE_HEADER} />
      <div className="content-page">
        <Section id="about-your-trip" title="Tell Us About Your Trip">
          <Suspense fallback={null}>
            <CharterQuoteForm />
          </Suspense>
        </Section>
      </div>
    </>
  );
}
