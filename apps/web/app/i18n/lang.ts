// Which language a page is in, and its address in the other one (decision 267). The address
// names the language: French under /fr/, English elsewhere; never a guess from the browser.

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

/** The other language (the language switch's target). */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'fr' : 'en');

/** The language of an address: French under /fr/, English elsewhere. */
export const langOfPath = (pathname: string): Lang => (/^\/fr(\/|$)/.test(pathname) ? 'fr' : 'en');

/** Intl's locale for a language: money, dates and times in fr-CA on French pages. */
export const localeOf = (lang: Lang): 'en-US' | 'fr-CA' => (lang === 'fr' ? 'fr-CA' : 'en-US');

/** The Accept-Language our own calls send: the page's language, not the browser's. */
export const acceptLanguageOf = (lang: Lang): string => (lang === 'fr' ? 'fr-CA, fr;q=0.9' : 'en-US, en;q=0.9');

/** The Canadian booking's entry in each language (CANADA_BOOKING_PATH is the English one). */
export const CANADA_BOOK_PATHS: Readonly<Record<Lang, string>> = { en: '/canada/book', fr: '/fr/canada/reserver' };

/**
 * The English addresses that have a French twin: the booking path, My Trips and its pages, and
 * the Canada pages. Each booking route is registered as `fr?/…` (app/routes.ts), so the twin is
 * the same route and the switch keeps what the page holds.
 */
const TWINNED = [
  /^\/canada(\/|$)/,
  /^\/reservations\//,
  /^\/passengers$/,
  /^\/seats\//,
  /^\/pickupDetails\//,
  /^\/payments(\/|$)/,
  /^\/trips(\/|$)/,
];

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The English address of a page (the address itself when it is English). */
export function englishPath(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  if (path === CANADA_BOOK_PATHS.fr) return CANADA_BOOK_PATHS.en;
  if (langOfPath(path) === 'en') return path;
  return path.replace(/^\/fr/, '') || '/';
}

/** The Canada pages (not their booking): they have their own texts and show their own language switch (decision 224). */
export const isCanadaContentPage = (pathname: string): boolean => /^\/canada(\/(?!book$)[\w-]+)?$/.test(englishPath(pathname));

/** Whether a page exists in both languages. */
export const hasTwin = (pathname: string): boolean => TWINNED.some((re) => re.test(englishPath(pathname)));

/**
 * The address of a page in a language: a path of this site written in English (`/passengers`,
 * `/trips/manage?x=1`) becomes its French twin when there is one; other pages stay English (there
 * is no French FAQ), and outside addresses are left alone.
 */
export function localizePath(lang: Lang, to: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? '' : to.slice(cut);
  const english = englishPath(path);
  if (lang === 'en' || !hasTwin(english)) return `${english}${rest}`;
  if (english === CANADA_BOOK_PATHS.en) return `${CANADA_BOOK_PATHS.fr}${rest}`;
  return `/fr${english}${rest}`;
}

/** Where "Book Trip" leads: the search of the page's language (French: the Canadian booking). */
export const bookingHomePath = (lang: Lang): string => (lang === 'fr' ? CANADA_BOOK_PATHS.fr : '/');
