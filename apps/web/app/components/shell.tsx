import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { FOOTER_LINKS, LIVE_TRACKER_URL, ODBL_URL, OPENFLIGHTS_URL, SOCIAL_LINKS } from '../lib/links';
import { useIsAuthenticated } from '../lib/session';
import { SocialIcon } from './social-icons';

function Logo() {
  return (
    <Link to="/" className="brand" aria-label="Landline home">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#f5b82e" />
        <path d="M8 21.5h16M10 16.5h12M12 11.5h8" stroke="#0b1f3a" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className="brand__word">Landline</span>
    </Link>
  );
}

/** Book Trip stays the current tab through the whole booking flow. */
function isBookingPath(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/reservations');
}

/** My Trips is the current tab on the trips list, the lookup and a trip's pages. */
function isTripsPath(pathname: string): boolean {
  return pathname === '/trips' || pathname.startsWith('/trips/');
}

/** My Profile is the current tab on the profile and its password page. */
function isProfilePath(pathname: string): boolean {
  return pathname === '/profile' || pathname === '/password/manage';
}

function Header({ interactive, accountMenu, lang }: { interactive: boolean; accountMenu?: ReactNode; lang?: string }) {
  const { pathname } = useLocation();
  const signedIn = useIsAuthenticated();
  const bookingCurrent = interactive && isBookingPath(pathname);
  const profileCurrent = interactive && isProfilePath(pathname);
  const tripsCurrent = interactive && isTripsPath(pathname);
  return (
    <header className="site-header" lang={lang}>
      <div className="site-header__inner">
        <Logo />
        <nav aria-label="Main" className="tabs">
          <ul>
            <li>
              <Link to="/" className={`tab${bookingCurrent ? ' tab--current' : ''}`} aria-current={bookingCurrent ? 'page' : undefined}>
                Book Trip
              </Link>
            </li>
            {/* Everyone: a member's trips, or the lookup of a booking for a visitor (/trips sends them there). */}
            <li>
              <Link to="/trips" className={`tab${tripsCurrent ? ' tab--current' : ''}`} aria-current={tripsCurrent ? 'page' : undefined}>
                My Trips
              </Link>
            </li>
            {interactive && signedIn ? (
              <li>
                <Link
                  to="/profile"
                  className={`tab${profileCurrent ? ' tab--current' : ''}`}
                  aria-current={profileCurrent ? 'page' : undefined}
                >
                  My Profile
                </Link>
              </li>
            ) : null}
            <li>
              <a className="tab" href={LIVE_TRACKER_URL} target="_blank" rel="noopener noreferrer">
                Live Tracker <span className="badge badge--new">New</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
        {/* The build-time shell knows no session: nothing until the app runs. */}
        {interactive ? (
          <div className="site-header__account">
            {signedIn ? (
              <Suspense fallback={null}>{accountMenu}</Suspense>
            ) : (
              <Link className="login-link" to="/login">
                Log in
              </Link>
            )}
          </div>
        ) : null}
      </div>
    </header>
  );
}

/** Page links, social accounts, the OpenFlights attribution (ODbL) and the copyright. */
function Footer({ lang }: { lang?: string }) {
  return (
    <footer className="site-footer" lang={lang}>
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <p className="site-footer__company">
            <strong>Landline</strong> · Airport shuttles and flight connections
          </p>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map(({ network, url }) => (
              <li key={network}>
                <a className="site-footer__social-link" href={url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={network} />
                  <span className="sr-only">{`Landline on ${network} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer" className="site-footer__nav">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__legal">
          <p className="site-footer__attribution">
            Airport, airline and route data from <a href={OPENFLIGHTS_URL}>OpenFlights.org</a>, available under the{' '}
            <a href={ODBL_URL}>Open Database License (ODbL)</a>.
          </p>
          <p className="site-footer__copy">© {new Date().getFullYear()} Landline</p>
        </div>
      </div>
    </footer>
  );
}

/**
 * After a client-side page change, move focus to the new page's heading so keyboard and screen
 * reader users start at the top of the new content (the clicked control is usually gone).
 */
function useFocusOnPageChange(enabled: boolean) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (!enabled || previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target || target.contains(document.activeElement)) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [enabled, pathname]);
}

/**
 * Header, main landmark and footer around every page; `accountMenu` is what a signed-in visitor
 * gets in place of "Log in" (it may suspend while its code loads), `footerArea` is shown in a band
 * above the footer (the public pages' newsletter sign-up). The root chooses both. The shell is in
 * English; on a page in another language (the French Canada pages) it says so, so that screen
 * readers pronounce it as English (WCAG 3.1.2, language of parts).
 */
export function AppShell({
  children,
  interactive = true,
  accountMenu,
  footerArea,
  pageLang = 'en',
}: {
  children: ReactNode;
  interactive?: boolean;
  accountMenu?: ReactNode;
  footerArea?: ReactNode;
  /** The page's language (<html lang>). */
  pageLang?: string;
}) {
  useFocusOnPageChange(interactive);
  const shellLang = pageLang === 'en' ? undefined : 'en';
  return (
    <>
      <a className="skip-link" href="#main" lang={shellLang}>
        Skip to main content
      </a>
      <Header interactive={interactive} accountMenu={accountMenu} lang={shellLang} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      {footerArea ? <div className="site-prefooter">{footerArea}</div> : null}
      <Footer lang={shellLang} />
    </>
  );
}
