// The language a request is made in (issue 29), from its Accept-Language header: the web app sends
// the page's language there ('fr-CA, fr;q=0.9' from a French page, 'en-US, en;q=0.9' from an
// English one), never the browser's. A booking keeps the language of the pages it was made on,
// and its mails, passes and calendar speak it. Pure.

/** The languages a booking's mails and documents are written in. */
export type Language = 'en' | 'fr';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** Intl's locale for a language: money, dates and times in fr-CA for French ("49,00 $", "14 h 30"). */
export const localeOf = (language: Language): 'en-US' | 'fr-CA' => (language === 'fr' ? 'fr-CA' : 'en-US');

/** One range of the header with its weight ("fr;q=0.9" → fr, 0.9); null when it is not well formed. */
function rangeOf(part: string): { range: string; q: number } | null {
  const [range, ...params] = part.split(';').map((p) => p.trim());
  if (!/^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/.test(range)) return null;
  let q = 1;
  for (const param of params) {
    const match = /^q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.exec(param);
    if (/^q\s*=/i.test(param)) {
      if (!match) return null;
      q = Number(match[1]);
    }
  }
  return { range, q };
}

/**
 * The language of an Accept-Language header (RFC 9110, 12.5.4): its preferred range, the one with
 * the highest q (the first of equals), decides; 'fr' or 'fr-…' is French, anything else (another
 * language, '*', a header that is missing or unreadable) English, the language of the API.
 */
export function languageOf(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { range: string; q: number } | null = null;
  for (const part of text.split(',')) {
    const found = part.trim() ? rangeOf(part) : null;
    // q=0 is "not acceptable", never a preference.
    if (found && found.q > 0 && (!best || found.q > best.q)) best = found;
  }
  return best && /^fr(-|$)/i.test(best.range) ? 'fr' : 'en';
}
