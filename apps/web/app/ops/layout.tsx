import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS } from '@landline/shared/staff';
import type { StaffMe } from '@landline/shared/schemas';
import { LoadFailed } from '../components/form/alerts';
import { ops, signedOut } from './api';
import { sectionsFor } from './nav';
import { useMeQuery } from './session';
import './ops.css';

// The operations console's frame (issue 31): its own header and menu, not the traveller's, and
// no third-party script. Pages behind sign-in get the member from here; a session that ended
// sends them to sign in and back.

/** The pages before sign-in. */
const OPEN_PAGES = /^\/ops\/(login|setup)(\/|$)/;

export function meta() {
  return [{ title: 'Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

function Frame({ me, children }: { me?: StaffMe; children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = async () => {
    try {
      await ops('sessions/', { method: 'DELETE' });
    } finally {
      // To the sign-in page first: forgetting the member on a page behind sign-in would ask again.
      await navigate('/ops/login', { replace: true });
      queryClient.removeQueries({ queryKey: ['ops'] });
    }
  };
  return (
    <div className="ops">
      <a className="ops-skip" href="#ops-main">
        Skip to content
      </a>
      <header className="ops-header">
        <Link to="/ops" className="ops-brand">
          Landline <span>Operations</span>
        </Link>
        {me && (
          <nav aria-label="Console" className="ops-nav">
            <ul>
              {sectionsFor(me.role).map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to}>{section.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {me && (
          <div className="ops-who">
            <span>
              {me.name} · {ROLE_LABELS[me.role]}
            </span>
            <button type="button" className="ops-button ops-button--ghost" onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        )}
      </header>
      <main id="ops-main" className="ops-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export default function OpsLayout() {
  const { pathname, search } = useLocation();
  const open = OPEN_PAGES.test(pathname);
  const me = useMeQuery(!open);
  if (open) {
    return (
      <Frame>
        <Outlet />
      </Frame>
    );
  }
  if (me.isPending) {
    return (
      <Frame>
        <p role="status">Loading…</p>
      </Frame>
    );
  }
  if (me.error) {
    if (signedOut(me.error)) return <Navigate to={`/ops/login?next=${encodeURIComponent(pathname + search)}`} replace />;
    return (
      <Frame>
        <LoadFailed error={me.error} retry={() => void me.refetch()} />
      </Frame>
    );
  }
  return (
    <Frame me={me.data}>
      <Outlet context={me.data} />
    </Frame>
  );
}
