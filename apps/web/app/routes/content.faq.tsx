import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { anchorId } from '../content/anchor';
import { eachWayFare } from '../content/fares';
import { FAQ_FARE_ROUTES, FAQ_HEADER, FAQ_META, faqSections } from '../content/faq';
import { FaqAccordion, PageHeader, Rich, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import { pageServicesContext } from '../server/page-services';
import type { Route } from './+types/content.faq';

export function meta() {
  return pageMeta(FAQ_META);
}

/** The fares the answers state, from the fare table search charges. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(pageServicesContext);
  const { colorado, minnesota } = FAQ_FARE_ROUTES;
  const [coloradoFare, minnesotaFare] = await Promise.all([
    eachWayFare(services, colorado.from, colorado.to),
    eachWayFare(services, minnesota.from, minnesota.to),
  ]);
  return { fares: { colorado: coloradoFare, minnesota: minnesotaFare } };
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

export default function Faq({ loaderData }: Route.ComponentProps) {
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
