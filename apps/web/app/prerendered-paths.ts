// The public pages: the server renders them at start-up from the live data and answers from
// memory (readable without JavaScript, fast first paint); each has a canonical URL.
import { CANADA_PATHS } from './canada/paths';
import { CITY_PATHS } from './cities/city-paths';

/** Alias → the page's own address (the canonical URL). */
export const CANONICAL_PATHS: Readonly<Record<string, string>> = {
  '/book': '/',
  '/pickup-locations': '/locations',
  '/motorcoach': '/how-it-works',
  ...Object.fromEntries(Object.entries(CITY_PATHS).flatMap(([slug, aliases]) => aliases.map((alias) => [`/${alias}`, `/${slug}`]))),
};

export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/book',
  ...Object.entries(CITY_PATHS).flatMap(([slug, aliases]) => [`/${slug}`, ...aliases.map((a) => `/${a}`)]),
  '/penguin-perks',
  '/faq',
  '/contact',
  '/locations',
  '/pickup-locations',
  '/reserve',
  '/how-it-works',
  '/motorcoach',
  '/terms-and-conditions',
  '/privacy-policy',
  '/corporate-travel',
  '/corporate-travel-quote',
  '/charters',
  '/charters-quote',
  // English and French, each its own canonical (decision 224).
  ...CANADA_PATHS,
  // Our own Canadian booking's entry in English and French: its form, like the home page's (decisions 266, 267).
  '/canada/book',
  '/fr/canada/reserver',
  '/about-us',
  '/aircanada',
  '/aircanada-terms-conditions',
  '/american',
  '/trenton',
  '/bookfnl',
  '/onboard',
  '/oktoberfest',
  '/refer-a-friend',
  '/forms',
];

/**
 * Pages the server draws whole but does not keep from start-up: the trip lookup's form, its
 * controls off until the script takes over (decision 299). Like the kept pages, they are readable
 * before their scripts, so the server asks for those scripts after the stylesheets (decision 301).
 */
export const SERVER_DRAWN_PATHS: readonly string[] = ['/trips/manage', '/fr/trips/manage'];

/** The canonical path of a public page, or null for the other pages (booking, account). */
export function canonicalPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!PRERENDERED_PATHS.includes(path)) return null;
  return CANONICAL_PATHS[path] ?? path;
}
