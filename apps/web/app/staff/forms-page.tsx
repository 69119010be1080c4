import { PageHeader, Section } from '../content/templates';
import { AUDIENCE_LABELS, FORM_GROUPS, FORMS_HEADER, type FormCard } from './forms';
import './staff.css';

function Card({ card }: { card: FormCard }) {
  return (
    <li className="content-card">
      <h3 className="content-card__title">{card.title}</h3>
      {card.audience ? <p className="content-card__status staff-forms__audience">{AUDIENCE_LABELS[card.audience]}</p> : null}
      <p className="content-card__text">{card.description}</p>
      <ul className="staff-forms__links">
        {card.links.map((link) => (
          <li key={link.url}>
            <a className="button button--ghost" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="sr-only">{` ${card.title} (opens in a new tab)`}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Landline Forms: one section per group, one card per form. */
export function FormsPage() {
  return (
    <>
      <PageHeader content={FORMS_HEADER} />
      <div className="content-page staff-forms">
        {FORM_GROUPS.map((group) => (
          <Section key={group.id} id={group.id} title={group.title} className="staff-forms__group">
            <ul className="card-grid">
              {group.cards.map((card) => (
                <Card key={card.id} card={card} />
              ))}
            </ul>
          </Section>
        ))}
      </div>
    </>
  );
}
