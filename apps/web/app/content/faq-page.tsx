import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { anchorId } from './anchor';
import { FAQ_HEADER, faqSections } from './faq';
import { FaqAccordion, PageHeader, Rich, Section } from './templates';

// The FAQ page: its sections, with the fares of the day in the answers.

/** Deep links (/faq#about-colorado-service) scroll to their section once the page has rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/** The fares the answers state (the route's loader reads them from the fare table). */
export interface FaqData {
  fares: Parameters<typeof faqSections>[0];
}

export function FaqPage({ loaderData }: { loaderData: FaqData }) {
  useScrollToHash();
  const sections = faqSections(loaderData.fares);
  return (
    <>
      <div id="top" />
      <PageHeader content={FAQ_HEADER} />
      <div className="content-page">
        <nav aria-label="FAQ sections" className="content-section">
          <ul className="faq-toc">
            {sections.map((s) => (
              <li key={s.title}>
                <a href={`#${anchorId(s.title)}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((s) => (
          <Section key={s.title} id={anchorId(s.title)} title={s.title}>
            {s.intro ? (
              <p className="content-section__intro">
                <Rich text={s.intro} />
              </p>
            ) : null}
            <FaqAccordion items={s.items} />
            <a className="back-to-top" href="#top">
              Back to Top
            </a>
          </Section>
        ))}
      </div>
    </>
  );
}
