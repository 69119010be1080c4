// The Canada pages' addresses: English under /canada, French under /fr/canada (decision 224).
import { CANADA_AIRPORT_SLUGS, type CanadaAirport } from './constants';

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

/** The other language (the language switch's target). */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'fr' : 'en');

/** The address of a Canada page: the home (no airport) or an airport page, in a language. */
export function canadaPath(lang: Lang, airport?: CanadaAirport): string {
  return `${lang === 'fr' ? '/fr' : ''}/canada${airport ? `/${airport}` : ''}`;
}

/** Every Canada page's address, English then French. */
export const CANADA_PATHS: readonly string[] = LANGS.flatMap((lang) => [
  canadaPath(lang),
  ...CANADA_AIRPORT_SLUGS.map((a) => canadaPath(lang, a)),
]);

/** The language of an address: French under /fr/, English elsewhere. */
export const langOfPath = (pathname: string): Lang => (/^\/fr(\/|$)/.test(pathname) ? 'fr' : 'en');

/** The Canada page an address stands for; null when it is none of them. */
export function canadaPageOf(pathname: string): { lang: Lang; airport: CanadaAirport | null } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const lang of LANGS) {
    if (path === canadaPath(lang)) return { lang, airport: null };
    for (const airport of CANADA_AIRPORT_SLUGS) if (path === canadaPath(lang, airport)) return { lang, airport };
  }
  return null;
}

/** The absolute addresses of a page in both languages (hreflang alternates). */
export function alternates(publicUrl: string, airport: CanadaAirport | null): Record<Lang, string> {
  return { en: `${publicUrl}${canadaPath('en', airport ?? undefined)}`, fr: `${publicUrl}${canadaPath('fr', airport ?? undefined)}` };
}
