import { STAFFED_FROM_HOUR, STAFFED_TIME_ZONE, STAFFED_UNTIL_HOUR } from './constants';

// Made at first use, not when the page's scripts load (the first formatter of a page loads the locale data).
let hourFormat: Intl.DateTimeFormat | undefined;

/** Whether the help desk is staffed at `now`: 5 AM (inclusive) to 9 PM (exclusive), Mountain time. */
export function isStaffed(now: Date): boolean {
  hourFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: STAFFED_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });
  const hour = Number(hourFormat.formatToParts(now).find((p) => p.type === 'hour')?.value) % 24;
  return hour >= STAFFED_FROM_HOUR && hour < STAFFED_UNTIL_HOUR;
}

/**
 * The chat card's first words without a chat adapter: they say what the staffed badge beside it
 * says (our team here now, or away), and that live chat is off on this site whatever the hour,
 * never "not available right now" beside "Staffed now".
 */
export function chatOffLead(staffed: boolean): string {
  return staffed
    ? 'Our team is here now, by text and e-mail: live chat is switched off on this site.'
    : 'Our team is away now, and live chat is switched off on this site.';
}
