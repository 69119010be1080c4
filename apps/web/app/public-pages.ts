// The public pages, read from the route table: every page a visitor can open at its own address
// without signing in or a booking in progress. A route added to app/routes.ts is public unless it
// is listed below, so a benchmark or test reading this list cannot miss a new public page.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { canonicalPath } from './prerendered-paths';

/**
 * The addresses that are not public pages of their own (English; their French twins follow):
 * the booking path past the search form, the member's and the staff's pages. Opened directly by a
 * visitor, each sends them elsewhere (the search, the log-in) or needs a code from an e-mail.
 */
const NOT_PUBLIC = [
  '/reservations',
  '/passengers',
  '/seats',
  '/pickupDetails',
  '/payments',
  '/login',
  '/logout',
  '/account',
  '/profile',
  '/referral',
  '/miles',
  '/password',
  '/activate',
  '/trips/details',
  '/ops',
];
/** Exact addresses that are not public pages: My Trips lists a member's trips (a visitor is sent to /trips/manage). */
const NOT_PUBLIC_EXACT = ['/trips'];
/** Route modules that only redirect. */
const REDIRECT_MODULES = ['routes/city.msp-redirect.tsx'];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The addresses a route path stands for: `fr?/x` is both /x and /fr/x; an optional parameter makes no address of its own. */
function addressesOf(path: string): string[] {
  const expanded = path.startsWith('fr?/') ? [path.slice('fr?/'.length), `fr/${path.slice('fr?/'.length)}`] : [path];
  return expanded.map((p) => `/${p}`.replace(/\/+$/, '') || '/');
}

function isPublic(address: string): boolean {
  if (/[:*?]/.test(address)) return false; // a parameter or a catch-all: no one address
  const english = address.replace(/^\/fr(?=\/|$)/, '') || '/';
  if (NOT_PUBLIC_EXACT.includes(english) || NOT_PUBLIC.some((prefix) => isUnder(english, prefix))) return false;
  // An alias (/book, /motorcoach, a city's other names) shows the page of another address.
  const canonical = canonicalPath(address);
  return canonical === null || canonical === address;
}

/** The public pages' addresses in the route table's order, each once. */
export function publicPages(routes: readonly RouteConfigEntry[]): string[] {
  const found = new Set<string>();
  const visit = (entries: readonly RouteConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.children) visit(entry.children);
      if (REDIRECT_MODULES.includes(entry.file)) continue;
      const path = entry.index ? '' : entry.path;
      if (path === undefined) continue; // a layout: its children are the pages
      for (const address of addressesOf(path)) if (isPublic(address)) found.add(address);
    }
  };
  visit(routes);
  return [...found];
}
