import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { bookingHomePath, englishPath, hasTwin, localizePath, otherLang, isCanadaContentPage, type Lang } from '../i18n/lang';
import { Trans, useLang, useLangPath, useTranslation } from '../i18n/react';
import type { KeyOf } from '../i18n/translate';
import { FOOTER_LINKS, LIVE_TRACKER_PATH, ODBL_URL, OPENFLIGHTS_URL, SOCIAL_LINKS } from '../lib/links';
import { useIsAuthenticated } from '../lib/session';
import { SocialIcon } from './social-icons';
import { StaticHtml } from './static-html';
import './shell.css';

/** On a French page, a link to a page that exists in English only says so (hreflang). */
const hrefLangOf = (lang: Lang, to: string): Lang | undefined => (lang !== 'en' && !hasTwin(to) ? 'en' : undefined);

function Logo() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  return (
    <Link to={bookingHomePath(lang)} className="brand" aria-label={t('logo')}>
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#f5b82e" />
        <path d="M8 21.5h16M10 16.5h12M12 11.5h8" stroke="#0b1f3a" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className="brand__word">Landline</span>
    </Link>
  );
}

/** Book Trip stays the current tab through the whole booking flow, from its language's search. */
function isBookingPath(pathname: string, lang: Lang): boolean {
  return pathname === bookingHomePath(lang) || englishPath(pathname).startsWith('/reservations');
}

/** My Trips is the current tab on the trips list, the lookup and a trip's pages (/fr/trips… too). */
function isTripsPath(pathname: string): boolean {
  const path = englishPath(pathname);
  return path === '/trips' || path.startsWith('/trips/');
}

/** My Profile is the current tab on the profile and its password page. */
function isProfilePath(pathname: string): boolean {
  return pathname === '/profile' || pathname === '/password/manage';
}

/**
 * A link to the same page in the other language, on the pages that have one. The Canada content
 * pages show their own switch; elsewhere it is a client navigation to the twin address, which is
 * the same route (app/routes.ts `fr?/…`): the page keeps what it holds, and its history state.
 */
function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { pathname, search, hash, state } = useLocation();
  const lang = useLang();
  if (!hasTwin(pathname) || isCanadaContentPage(pathname)) return null;
  const other = otherLang(lang);
  return (
    <nav aria-label={t('langSwitch.nav')} className="lang-switch">
      <Link
        className="lang-switch__link"
        to={`${localizePath(other, pathname)}${search}${hash}`}
        state={state}
        hrefLang={other}
        lang={other}
        aria-label={t('langSwitch.name')}
      >
        {t('langSwitch.label')}
      </Link>
    </nav>
  );
}

function Header({ interactive, accountMenu, lang }: { interactive: boolean; accountMenu?: ReactNode; lang?: string }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const language = useLang();
  const lp = useLangPath();
  const signedIn = useIsAuthenticated();
  const bookingCurrent = interactive && isBookingPath(pathname, language);
  const profileCurrent = interactive && isProfilePath(pathname);
  const tripsCurrent = interactive && isTripsPath(pathname);
  const liveCurrent = interactive && (pathname === LIVE_TRACKER_PATH || pathname.startsWith(`${LIVE_TRACKER_PATH}/`));
  return (
    <header className="site-header" lang={lang}>
      <div className="site-header__inner">
        <Logo />
        <nav aria-label={t('header.nav')} className="tabs">
          <ul>
            <li>
              <Link
                to={bookingHomePath(language)}
                className={`tab${bookingCurrent ? ' tab--current' : ''}`}
                aria-current={bookingCurrent ? 'page' : undefined}
              >
                {t('header.bookTrip')}
              </Link>
            </li>
            {/* Everyone: a member's trips, or the lookup of a booking for a visitor (/trips sends them there). */}
            <li>
              <Link
                to={lp('/trips')}
                className={`tab${tripsCurrent ? ' tab--current' : ''}`}
                aria-current={tripsCurrent ? 'page' : undefined}
              >
                {t('header.myTrips')}
              </Link>
            </li>
            {interactive && signedIn ? (
              <li>
                <Link
                  to={lp('/profile')}
                  hrefLang={hrefLangOf(language, '/profile')}
                  className={`tab${profileCurrent ? ' tab--current' : ''}`}
                  aria-current={profileCurrent ? 'page' : undefined}
                >
                  {t('header.myProfile')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link
                to={LIVE_TRACKER_PATH}
                hrefLang={hrefLangOf(language, LIVE_TRACKER_PATH)}
                className={`tab${liveCurrent ? ' tab--current' : ''}`}
                aria-current={liveCurrent ? 'page' : undefined}
              >
                {t('header.liveTracker')} <span className="badge badge--new">{t('header.newBadge')}</span>
              </Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
        {/* The build-time shell knows no session: nothing until the app runs. */}
        {interactive ? (
          <div className="site-header__account">
            {signedIn ? (
              <Suspense fallback={null}>{accountMenu}</Suspense>
            ) : (
              <Link className="login-link" to={lp('/login')} hrefLang={hrefLangOf(language, '/login')}>
                {t('header.logIn')}
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
  const { t } = useTranslation('shell');
  const language = useLang();
  const lp = useLangPath();
  // A link's name in the catalogue is keyed by its address (footer.links.faq for /faq).
  const nameOf = (to: string) => t(`footer.links.${to.slice(1)}` as KeyOf<'shell'>);
  // Server HTML on a first load (static-html.tsx); a page in the other language renders it anew.
  return (
    <StaticHtml as="footer" key={language} className="site-footer" lang={lang}>
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <p className="site-footer__company">
            <strong>Landline</strong> · {t('footer.tagline')}
          </p>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map(({ network, url }) => (
              <li key={network}>
                <a className="site-footer__social-link" href={url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={network} />
                  <span className="sr-only">{t('footer.social', { network })}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.nav')} className="site-footer__nav">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={lp(link.to)} hrefLang={hrefLangOf(language, link.to)}>
                  {nameOf(link.to)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__legal">
          <p className="site-footer__attribution">
            <Trans
              t={t}
              i18nKey="footer.attribution"
              components={{
                // The texts inside the tags come from the catalogue.
                // eslint-disable-next-line jsx-a11y/anchor-has-content
                openflights: <a href={OPENFLIGHTS_URL} />,
                // eslint-disable-next-line jsx-a11y/anchor-has-content
                odbl: <a href={ODBL_URL} />,
              }}
            />
          </p>
          <p className="site-footer__copy">© {new Date().getFullYear()} Landline</p>
        </div>
      </div>
    </StaticHtml>
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
 * above the footer (the public pages' newsletter sign-up). The root chooses both. The shell speaks
 * the address's language (French under /fr/); where the document says another (`pageLang`, the
 * <html lang>), the shell's parts name theirs, so that screen readers pronounce them right
 * (WCAG 3.1.2, language of parts).
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
  const { t } = useTranslation('shell');
  const lang = useLang();
  const shellLang = pageLang === lang ? undefined : lang;
  return (
    <>
      <a className="skip-link" href="#main" lang={shellLang}>
        {t('skipLink')}
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
