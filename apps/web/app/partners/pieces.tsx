import type { ReactNode } from 'react';
import { RESERVATIONS_PHONE_DISPLAY, RESERVATIONS_PHONE_NUMBER } from '../content/constants';
import { PageHeader } from '../content/templates';
import type { PageHeaderContent } from '../content/types';
import type { AirportCard } from './airports';
import { CallUs } from './call-us';
import { AMERICAN_URL } from './links';

/** The partner pages' top bar: whose service this is, and the Call us toggle. */
export function PartnerBar({ partner, phone }: { partner: string; phone: { number: string; display: string } }) {
  return (
    <div className="partner-bar">
      <div className="partner-bar__inner">
        <p className="partner-bar__name">Landline, in partnership with {partner}</p>
        <CallUs number={phone.number} display={phone.display} />
      </div>
    </div>
  );
}

/** In-page links to the page's sections (plain anchors: they work without JavaScript). */
export function InPageNav({ items, children }: { items: { id: string; label: string }[]; children?: ReactNode }) {
  return (
    <nav className="partner-nav" aria-label="On this page">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
        {children ? <li>{children}</li> : null}
      </ul>
    </nav>
  );
}

/** Numbered steps, each with a short title. */
export function Steps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="partner-steps">
      {steps.map((step) => (
        <li key={step.title} className="partner-steps__item">
          <h3 className="partner-steps__title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Airport cards: our heading and directions, the airport's name and address from the live network. */
export function AirportCards({
  cards,
  hubs,
  action,
}: {
  cards: AirportCard[];
  hubs?: Readonly<Record<string, string>>;
  action?: (card: AirportCard) => ReactNode;
}) {
  return (
    <ul className="card-grid partner-airports">
      {cards.map((card) => (
        <li key={card.code} className="content-card" data-airport={card.code}>
          <h3 className="content-card__title">{card.title}</h3>
          {card.name ? <p className="partner-airports__name">{card.name}</p> : null}
          {card.address ? <p className="partner-airports__address">{card.address}</p> : null}
          {card.hub && hubs?.[card.hub] ? <p className="partner-airports__hub">Connects with your flight at {hubs[card.hub]}</p> : null}
          <p className="content-card__text">{card.directions}</p>
          {action ? action(card) : null}
        </li>
      ))}
    </ul>
  );
}

/** The top of an American Airlines page: the partner bar with Call us, the h1 and Book Now on aa.com. */
export function AmericanTop({ header }: { header: PageHeaderContent }) {
  return (
    <>
      <PartnerBar partner="American Airlines" phone={{ number: RESERVATIONS_PHONE_NUMBER, display: RESERVATIONS_PHONE_DISPLAY }} />
      <PageHeader content={header}>
        <a className="button button--primary button--large" href={AMERICAN_URL}>
          Book Now<span className="sr-only"> on aa.com</span>
        </a>
      </PageHeader>
    </>
  );
}
