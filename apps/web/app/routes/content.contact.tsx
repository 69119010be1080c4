import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CONTACT_HEADER, CONTACT_META, HELP_TOPICS, SUPPORT_CARDS } from '../content/contact';
import { STAFFED_LABEL } from '../content/constants';
import { NewsletterSignup } from '../content/newsletter';
import { isStaffed } from '../content/staffed';
import { CardGrid, PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(CONTACT_META);
}

/** Green while the desk is staffed, grey otherwise; re-checked every minute. */
function StaffedBadge() {
  const [open, setOpen] = useState(() => isStaffed(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setOpen(isStaffed(new Date())), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p>
      <span className={`staffed-badge${open ? ' staffed-badge--open' : ''}`} data-testid="staffed-badge">
        {open ? 'Staffed now' : 'Closed now'}
      </span>{' '}
      <span className="content-card__status">Our team is here {STAFFED_LABEL}.</span>
    </p>
  );
}

export default function Contact() {
  return (
    <>
      <PageHeader content={CONTACT_HEADER}>
        <Link className="button button--primary button--large" to="/">
          Book Now
        </Link>
      </PageHeader>
      <div className="content-page">
        <Section title="Find an answer">
          <CardGrid cards={HELP_TOPICS} />
        </Section>
        <Section title="Contact support">
          <StaffedBadge />
          <CardGrid cards={[SUPPORT_CARDS.text, SUPPORT_CARDS.chat, SUPPORT_CARDS.email]} />
        </Section>
        <NewsletterSignup />
      </div>
    </>
  );
}
