// Pure: times, prices and the phone number as each language writes them. Written out rather
// than left to Intl so that the server's and the browser's text are the same character for
// character (no hydration mismatch from two ICU versions).
import { formatClock } from '@landline/shared/dates';
import type { PriceRange } from '@landline/shared/money';
import type { Lang } from './paths';

const NBSP = '\u00a0';

/**
 * A timetable time ('HH:mm', the stop's local time: Toronto's for every Canadian stop) as the
 * language writes it: '5:40 AM' in English, '5 h 40' in Canadian French ('21 h' on the hour).
 */
export function formatTime(hhmm: string, lang: Lang): string {
  return formatClock(hhmm, lang === 'fr' ? 'fr-CA' : 'en-US');
}

/** Cents in Canadian dollars: '$49 CAD' / '$19.50 CAD' in English, '49 $' / '19,50 $' in French. */
export function formatCad(cents: number, lang: Lang): string {
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const sign = cents < 0 ? '-' : '';
  const group = lang === 'en' ? ',' : NBSP;
  const whole = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const amount = rest === 0 ? whole : `${whole}${lang === 'en' ? '.' : ','}${String(rest).padStart(2, '0')}`;
  return lang === 'en' ? `${sign}$${amount} CAD` : `${sign}${amount}${NBSP}$`;
}

/** A fare range: one price, or 'from … to …' when the fares differ. */
export function formatCadRange(range: PriceRange, lang: Lang): string {
  if (range.min === range.max) return formatCad(range.min, lang);
  return lang === 'en'
    ? `${formatCad(range.min, lang)} to ${formatCad(range.max, lang)}`
    : `de ${formatCad(range.min, lang)} à ${formatCad(range.max, lang)}`;
}

/** '+19055550148' as written: '(905) 555-0148' in English, '905 555-0148' in Canadian French. */
export function formatPhone(e164: string, lang: Lang): string {
  const digits = e164.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return lang === 'en' ? `(${area}) ${exchange}-${line}` : `${area} ${exchange}-${line}`;
}
