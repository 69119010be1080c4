import { STAFFED_FROM_HOUR, STAFFED_TIME_ZONE, STAFFED_UNTIL_HOUR } from './constants';

const hourFormat = new Intl.DateTimeFormat('en-US', { timeZone: STAFFED_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** Whether the help desk is staffed at `now`: 5 AM (inclusive) to 9 PM (exclusive), Mountain time. */
export function isStaffed(now: Date): boolean {
  const hour = Number(hourFormat.formatToParts(now).find((p) => p.type === 'hour')?.value) % 24;
  return hour >= STAFFED_FROM_HOUR && hour < STAFFED_UNTIL_HOUR;
}
