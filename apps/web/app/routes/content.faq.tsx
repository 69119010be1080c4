import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { anchorId } from '../content/anchor';
import { FAQ_HEADER, FAQ_META, FAQ_SECTIONS } from '../content/faq';
import { FaqAccordion, PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(FAQ_META);
}

/** Deep links (/faq#about-colorado-service) scroll to their section once the page has rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

export default function Faq() {
  useScrollToHash();
  return (
    <>
      <div id="top" />
      <PageHeader content={FAQ_HEADER} />
      <div className="content-page">
        <nav aria-label="FAQ sections" className="content-section">
          <ul className="faq-toc">
            {FAQ_SECTIONS.map((s) => (
              <li key={s.title}>
                <a href={`#${anchorId(s.title)}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {FAQ_SECTIONS.map((s) => (
          <Section key={s.title} id={anchorId(s.title)} title={s.title}>
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
