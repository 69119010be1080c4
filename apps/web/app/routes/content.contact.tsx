import { Link } from 'react-router';
import { ChatCard } from '../content/chat-card';
import { CONTACT_HEADER, CONTACT_META, HELP_TOPICS, SUPPORT_CARDS } from '../content/contact';
import { STAFFED_LABEL } from '../content/constants';
import { isStaffed } from '../content/staffed';
import { useStaffed } from '../content/use-staffed';
import { CardGrid, CardItem, PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import { pageServicesContext } from '../server/page-services';
import type { Route } from './+types/content.contact';

export function meta() {
  return pageMeta(CONTACT_META);
}

/** Whether the desk was staffed when the server rendered the page: the badge starts from it on both sides. */
export function loader({ context }: Route.LoaderArgs) {
  return { staffed: isStaffed(new Date(context.get(pageServicesContext).now())) };
}

/** Green while the desk is staffed, grey otherwise. */
function StaffedBadge({ open }: { open: boolean }) {
  return (
    <p>
      <span className={`staffed-badge${open ? ' staffed-badge--open' : ''}`} data-testid="staffed-badge">
        {open ? 'Staffed now' : 'Closed now'}
      </span>{' '}
      <span className="content-card__status">Our team is here {STAFFED_LABEL}.</span>
    </p>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const staffed = useStaffed(loaderData.staffed);
  return (
    <>
      <PageHeader content={CONTACT_HEADER}>
        <Link className="button button--primary button--large" to="/book">
          Book Now
        </Link>
      </PageHeader>
      <div className="content-page">
        <Section title="Find an answer">
          <CardGrid cards={HELP_TOPICS} />
        </Section>
        <Section title="Contact support">
          <StaffedBadge open={staffed} />
          <ul className="card-grid">
            <CardItem card={SUPPORT_CARDS.text} />
            <ChatCard staffed={staffed} />
            <CardItem card={SUPPORT_CARDS.email} />
          </ul>
        </Section>
      </div>
    </>
  );
}
