import { Link } from 'react-router';
import { CHARTER_FLEET, CHARTER_SERVICE, CHARTER_TEAM, CHARTER_TESTIMONIALS, CHARTERS_HEADER, CHARTERS_META } from '../content/business';
import { PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import '../quotes/quotes.css';

export function meta() {
  return pageMeta(CHARTERS_META);
}

const QUOTE = '/charters-quote';

function Module({ id, module }: { id: string; module: { title: string; description: string; bullets?: string[] } }) {
  return (
    <Section id={id} title={module.title}>
      <p>{module.description}</p>
      {module.bullets ? (
        <ul className="charter-bullets">
          {module.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

export default function Charters() {
  return (
    <>
      <PageHeader content={CHARTERS_HEADER}>
        <Link className="button button--primary" to={QUOTE}>
          Get a Quote Today
        </Link>
      </PageHeader>
      <div className="content-page">
        <Module id="charter-service" module={CHARTER_SERVICE} />
        <Module id="our-fleet" module={CHARTER_FLEET} />
        <Module id="our-team" module={CHARTER_TEAM} />
        <Section id="testimonials" title="Customer Testimonials">
          <ul className="charter-testimonials">
            {CHARTER_TESTIMONIALS.map((t) => (
              <li key={t.who}>
                <figure>
                  <blockquote>“{t.quote}”</blockquote>
                  <figcaption>{t.who}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p>
            <Link className="button button--primary" to={QUOTE}>
              Get a Quote Today
            </Link>
          </p>
        </Section>
      </div>
    </>
  );
}
