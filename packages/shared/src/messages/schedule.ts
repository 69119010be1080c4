import { SCHEDULE_WINDOW_DAYS } from '../constants.js';

/** Schedule tables (GET v2/landline/schedule/); ours. */
export const SCHEDULE_MESSAGES = {
  outOfRange: `Schedules are shown for dates up to ${SCHEDULE_WINDOW_DAYS} days before or after today.`,
} as const;
