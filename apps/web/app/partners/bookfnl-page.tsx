import { Link } from 'react-router';
import { RESERVATIONS_PHONE_DISPLAY, RESERVATIONS_PHONE_NUMBER } from '../content/constants';
import { PageHeader, Rich, Section } from '../content/templates';
import { SWITCH_HEADER, SWITCH_PROMISES, SWITCH_STEPS } from './airline-switch';
import { PATHS } from './links';

// The airline-switch landing page for travellers of Fort Collins–Loveland airport.

function BookNow() {
  return (
    <Link className="button button--primary button--large" to={PATHS.fortCollins}>
      Book Now
    </Link>
  );
}

/** The airline-switch landing page (decision 227): Book Now leads to the Fort Collins page. */
export function BookFnlPage() {
  return (
    <>
      <div className="partner-bar">
        <div className="partner-bar__inner">
          <p className="partner-bar__name">Landline Fort Collins–Denver airport shuttle</p>
          <p className="partner-bar__phone">
            Questions? Call us at <a href={`tel:${RESERVATIONS_PHONE_NUMBER}`}>{RESERVATIONS_PHONE_DISPLAY}</a>
          </p>
        </div>
      </div>
      <PageHeader content={SWITCH_HEADER}>
        <BookNow />
      </PageHeader>
      <div className="content-page">
        <Section id="why-book-with-us" title="Why book with Landline">
          <ul className="card-grid">
            {SWITCH_PROMISES.map((p) => (
              <li key={p.title} className="content-card">
                <h3 className="content-card__title">{p.title}</h3>
                <p className="content-card__text">
                  <Rich text={p.text} />
                </p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="how-to-book" title="Booking takes a minute">
          <ol className="partner-list">
            {SWITCH_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="content-actions">
            <BookNow />
          </p>
        </Section>
      </div>
    </>
  );
}
