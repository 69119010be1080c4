// Until when a booking's seats are held, in the traveller's words (decision 245). Pure: the
// clock, the time format and the words (the page's language, English by default) are passed in.
import type { TFunction } from '../i18n/translate';
import { formatClock } from '@landline/shared/dates';
import { english } from '../i18n/catalogs';

/** How long before the hold runs out the page says so once, politely. */
export const HOLD_WARNING_MS = 2 * 60_000;

const englishTexts = english.t('passengers');

/**
 * An instant's clock time in the page's locale, in a time zone (the browser's by default):
 * '12:45 PM' in English, '12 h 45' in Canadian French (written as formatClock writes it).
 */
export function clockAt(instant: number | string, locale: string, timeZone?: string): string {
  const date = new Date(instant);
  if (locale === 'en-US') return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
  const hhmm = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
  return formatClock(hhmm, locale);
}

/** 'Seats held until 12:45 PM': what the booking steps show while a hold is alive. */
export function heldUntilText(clock: string, t: TFunction<'passengers'> = englishTexts): string {
  return t('hold.until', { clock });
}

/** The one announcement near the end, or null while there is time (and once it has run out). */
export function holdWarning(heldUntilMs: number, nowMs: number, clock: string, t: TFunction<'passengers'> = englishTexts): string | null {
  const left = heldUntilMs - nowMs;
  if (left > HOLD_WARNING_MS || left <= 0) return null;
  return t('hold.warning', { count: Math.ceil(left / 60_000), clock });
}

/** When the page should next look at the hold: as the warning becomes due, then as it runs out. */
export function nextHoldCheck(heldUntilMs: number, nowMs: number): number | null {
  const warnAt = heldUntilMs - HOLD_WARNING_MS;
  if (nowMs < warnAt) return warnAt - nowMs;
  if (nowMs < heldUntilMs) return heldUntilMs - nowMs;
  return null;
}
