import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { GENERIC_MESSAGES } from '@landline/shared';
import type { Route } from './+types/root';
import { AppShell } from './components/shell';
import { NotificationsProvider } from './components/notifications';
import { SessionWatcher } from './account/session-watcher';
import { queryClient } from './lib/query-client';
import './app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** Default title, also in index.html; each page sets its own. */
export const meta: Route.MetaFunction = () => [{ title: 'Landline' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a4a" />
        <Meta />
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
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <SessionWatcher />
        <AppShell>
          <Outlet />
        </AppShell>
      </NotificationsProvider>
    </QueryClientProvider>
  );
}

/** Written into index.html at build time and shown until the app has started. */
export function HydrateFallback() {
  return (
    <AppShell interactive={false}>
      <div className="page page--center">
        <p className="loading" role="status">
          Loading…
        </p>
      </div>
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : GENERIC_MESSAGES.failure;
  useEffect(() => {
    document.title = `${title} | Landline`;
    if (!notFound) console.error(error);
  }, [title, notFound, error]);
  return (
    <AppShell>
      <div className="page page--center">
        <h1>{title}</h1>
        <p>{notFound ? 'There is no page at this address.' : 'Please try again in a moment.'}</p>
        <p>
          <Link className="button button--primary" to="/">
            Book a trip
          </Link>
        </p>
      </div>
    </AppShell>
  );
}
