import { lazy, useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { GENERIC_MESSAGES } from '@landline/shared/messages';
import type { Route } from './+types/root';
import { AppShell } from './components/shell';
import { ProblemPage } from './components/problem-page';
import { markHydrated } from './components/static-html';
import { NotificationsProvider } from './components/notifications';
import { SessionWatcher } from './account/session-watcher';
import { ThirdPartyScripts } from './third-party/third-party-scripts';
import { NewsletterSignup } from './content/newsletter';
import { pageLang, showsNewsletter } from './lib/page-handle';
import { createQueryClient, queryClient } from './lib/query-client';
import { unregisterServiceWorkers } from './lib/service-workers';
import { whenIdle } from './lib/idle';
import { pageServicesContext } from './server/page-services';
import { canonicalPath } from './prerendered-paths';
import { loadLang } from './i18n/catalogs';
import { loadPageTexts } from './page-texts';
import { langOfPath } from './i18n/lang';
import { LangProvider, useMessage, useTranslation } from './i18n/react';
import { reportError } from './third-party/error-reports';
import './app.css';

// Only signed-in visitors see the account menu: its code (and the menu primitive's) loads for
// them only, keeping it out of everyone's first page load.
const AccountMenu = lazy(() => import('./account/account-menu').then((m) => ({ default: m.AccountMenu })));

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** Default title, also in index.html; each page sets its own. */
export const meta: Route.MetaFunction = () => [{ title: 'Landline' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's catalogue is in memory before the server renders it (decision 267).
  await loadLang(langOfPath(new URL(request.url).pathname));
  const { publicUrl, canadaBookingUrl } = context.get(pageServicesContext);
  return { publicUrl, canadaBookingUrl };
}

/** A navigation fetches the texts its page needs first: French, or the booking pages' English (page-texts.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    await loadPageTexts(new URL(request.url).pathname);
  },
];

/** The origin never changes while the app runs: no refetch of the root data on navigation. */
export const shouldRevalidate = () => false;

/** The operations console's addresses (issue 31). */
const isConsolePath = (pathname: string) => pathname === '/ops' || pathname.startsWith('/ops/');

/** rel=canonical for the public pages; aliases point at the page's own address. */
function CanonicalLink() {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const path = canonicalPath(pathname);
  if (!root || path === null) return null;
  return <link rel="canonical" href={`${root.publicUrl}${path}`} />;
}

export function Layout({ children }: { children: ReactNode }) {
  // A page in another language says so in its route's handle (lib/page-handle.ts).
  const lang = pageLang(useMatches());
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a4a" />
        <Meta />
        <CanonicalLink />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // One cache per server render (never shared between visitors); the browser's own one after.
  const [client] = useState(() => (typeof window === 'undefined' ? createQueryClient() : queryClient));
  // The newsletter sign-up is the public pages' recurring element (spec section 1), above their
  // footer; the booking and account pages keep the traveller on their task.
  const { pathname } = useLocation();
  const matches = useMatches();
  const publicPage = canonicalPath(pathname) !== null && showsNewsletter(matches);
  useEffect(() => {
    // The first render in the browser is committed: server HTML kept so far stays, new parts render (static-html.tsx).
    markHydrated();
    // When the browser is idle: asking for the registrations costs a task of its own (issue 33).
    return whenIdle(() => void unregisterServiceWorkers());
  }, []);
  // The operations console has its own frame (ops/layout.tsx): no traveller header, session or third-party script.
  if (isConsolePath(pathname)) {
    return (
      <QueryClientProvider client={client}>
        <LangProvider>
          <Outlet />
        </LangProvider>
      </QueryClientProvider>
    );
  }
  return (
    <QueryClientProvider client={client}>
      <LangProvider>
        <NotificationsProvider>
          <SessionWatcher />
          <ThirdPartyScripts />
          <AppShell accountMenu={<AccountMenu />} footerArea={publicPage ? <NewsletterSignup /> : null} pageLang={pageLang(matches)}>
            <Outlet />
          </AppShell>
        </NotificationsProvider>
      </LangProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const matches = useMatches();
  useEffect(markHydrated, []);
  return (
    <LangProvider>
      <AppShell accountMenu={<AccountMenu />} pageLang={pageLang(matches)}>
        <RouteError error={error} />
      </AppShell>
    </LangProvider>
  );
}

/** What the error boundary says, in the page's language (inside LangProvider, which gives it). */
function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const message = useMessage();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('notFound.title') : message(GENERIC_MESSAGES.failure);
  useEffect(() => {
    document.title = `${title} | Landline`;
    if (!notFound) {
      console.error(error);
      reportError(error);
    }
  }, [title, notFound, error]);
  return <ProblemPage title={title} text={notFound ? t('notFound.text') : t('failure.text')} />;
}
