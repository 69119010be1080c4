// What a route module may tell the document around it through its `handle` export; root.tsx
// reads it from the matched routes. Pages that say nothing get the defaults (English, the
// newsletter sign-up on public pages).
import type { UIMatch } from 'react-router';
import { langOfPath } from '../i18n/lang';

export interface PageHandle {
  /** The page's language (<html lang>), from its match: one module may serve several languages. */
  lang?: (match: UIMatch) => string;
  /** false: no newsletter sign-up above the footer on this page. */
  newsletter?: boolean;
  /** true: the page loads the lead-capture adapter when one is configured (airline partner pages; decision 231). */
  leadCapture?: boolean;
}

const handleOf = (match: UIMatch): PageHandle => (match.handle ?? {}) as PageHandle;

/** The language of the deepest route that names one; otherwise the address's (French under /fr/, decision 267). */
export function pageLang(matches: readonly UIMatch[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const lang = handleOf(matches[i]).lang?.(matches[i]);
    if (lang) return lang;
  }
  return langOfPath(matches.at(-1)?.pathname ?? '/');
}

/** Whether the matched routes leave the newsletter sign-up on (none turns it off). */
export const showsNewsletter = (matches: readonly UIMatch[]): boolean => matches.every((m) => handleOf(m).newsletter !== false);

/** Whether a matched route asks for the lead-capture adapter. */
export const loadsLeadCapture = (matches: readonly UIMatch[]): boolean => matches.some((m) => handleOf(m).leadCapture === true);
