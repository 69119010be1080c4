import { Link } from 'react-router';
import { PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import { ABOUT_HEADER, ABOUT_INTRO, ABOUT_META, ABOUT_PARTNER, ABOUT_VALUES } from '../partners/about';
import { PATHS } from '../partners/links';
import '../partners/partners.css';

export function meta() {
  return pageMeta(ABOUT_META);
}

export default function AboutUs() {
  return (
    <>
      <PageHeader content={ABOUT_HEADER} />
      <div className="content-page">
        <p className="partner-lead">{ABOUT_INTRO}</p>
        <Section id="our-values" title="Our values">
          <ul className="card-grid">
            {ABOUT_VALUES.map((v) => (
              <li key={v.title} className="content-card">
                <h3 className="content-card__title">{v.title}</h3>
                <p className="content-card__text">{v.text}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="airline-partner" title={ABOUT_PARTNER.title} intro={ABOUT_PARTNER.intro}>
          <ol className="partner-list">
            {ABOUT_PARTNER.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="content-actions">
            <Link className="button button--primary" to={PATHS.airCanada}>
              {ABOUT_PARTNER.button}
              <span className="sr-only"> with Air Canada</span>
            </Link>
          </p>
        </Section>
      </div>
    </>
  );
}
