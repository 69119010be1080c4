import { Link } from 'react-router';
import { ROLE_LABELS } from '@landline/shared/staff';
import { sectionsFor } from './nav';
import { useStaff } from './session';

/** The console's start: the sections the member's role opens. */
export function OpsHomePage() {
  const me = useStaff();
  return (
    <section aria-labelledby="ops-home-title">
      <h1 id="ops-home-title">Hello, {me.name}</h1>
      <p className="ops-muted">
        Signed in as {ROLE_LABELS[me.role]} until{' '}
        {new Date(me.session_expires_at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })} at the latest.
      </p>
      <ul className="ops-sections">
        {sectionsFor(me.role).map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="ops-section">
              <strong>{section.label}</strong>
              <span>{section.about}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
