import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { anchorId } from './anchor';
import type { Card, FaqItem, PageHeaderContent, RichText } from './types';
import './content.css';

/** The page's only h1, with its subtitle and optional actions. */
export function PageHeader({ content, children }: { content: PageHeaderContent; children?: ReactNode }) {
  return (
    <header className="content-hero">
      <div className="content-hero__inner">
        <h1 className="content-hero__title">{content.title}</h1>
        <p className="content-hero__subtitle">{content.subtitle}</p>
        {children ? <div className="content-hero__actions">{children}</div> : null}
      </div>
    </header>
  );
}

/** A titled section (h2); `id` makes it a link target; `focusable` lets a script focus the h2. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
  focusable,
}: {
  id?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  className?: string;
  focusable?: boolean;
}) {
  const headingId = id ?? anchorId(title);
  return (
    <section className={`content-section${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <h2 className="content-section__title" id={headingId} tabIndex={focusable ? -1 : undefined}>
        {title}
      </h2>
      {intro ? <p className="content-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** FAQ items as accordions: each question a button that shows or hides its answer. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <FaqQuestion key={item.question} item={item} />
      ))}
    </div>
  );
}

// One state per question and nothing else (decision 301): Headless UI's Disclosure registered
// its button and panel in layout effects, nineteen synchronous re-renders in the task that takes
// /aircanada over. The answer is rendered only while open, as before.
function FaqQuestion({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="faq__item">
      <h3 className="faq__question">
        <button
          type="button"
          className="faq__button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-open={open ? '' : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{item.question}</span>
          <span className="faq__icon" aria-hidden="true" />
        </button>
      </h3>
      {open ? (
        <div id={panelId} className="faq__answer">
          {item.answer.map((p, i) => (
            <p key={i}>
              <Rich text={p} />
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** An internal path goes through the router; other addresses stay plain links. */
export function SmartLink({ to, className, newTab, children }: { to: string; className?: string; newTab?: boolean; children: ReactNode }) {
  return to.startsWith('/') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** Plain text, or runs of text and links (internal paths through the router). */
export function Rich({ text }: { text: RichText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <SmartLink key={i} to={part.to}>
            {part.text}
          </SmartLink>
        ),
      )}
    </>
  );
}

/** One card: its heading is an h3 under the section's h2. */
export function CardItem({ card, icon }: { card: Card; icon?: ReactNode }) {
  return (
    <li className="content-card">
      {icon}
      <h3 className="content-card__title">{card.title}</h3>
      <p className="content-card__text">{card.content}</p>
      {card.status ? <p className="content-card__status">{card.status}</p> : null}
      {card.url && card.buttonLabel ? (
        <SmartLink to={card.url} newTab={card.newTab} className="button button--ghost content-card__button">
          {card.buttonLabel}
          <span className="sr-only">: {card.title}</span>
        </SmartLink>
      ) : null}
    </li>
  );
}

/** Cards in a responsive grid. */
export function CardGrid({ cards, icon }: { cards: Card[]; icon?: ReactNode }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <CardItem key={card.title} card={card} icon={icon} />
      ))}
    </ul>
  );
}
