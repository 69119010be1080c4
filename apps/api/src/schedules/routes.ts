import type { FastifyInstance } from 'fastify';
import { SCHEDULE_WINDOW_DAYS } from '@landline/shared/constants';
import { addDays, todayIn } from '@landline/shared/dates';
import { SCHEDULE_MESSAGES, SEARCH_MESSAGES } from '@landline/shared/messages';
import { scheduleQuerySchema } from '@landline/shared/schemas';
import { parseInput, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { scheduleBetween } from './service.js';

/** `now` is the server clock: today's departures that are gone are marked against it. */
export function scheduleRoutes(app: FastifyInstance, network: NetworkStore, now: () => number = Date.now): void {
  app.get('/v2/landline/schedule/', async (request) => {
    const q = parseInput(scheduleQuerySchema, request.query);
    // A published timetable, wider than the sales window: the old schedule's last week and the
    // new one's end stay readable (docs/decisions.md "Input limits").
    const today = todayIn('UTC', new Date(now()));
    if (q.start < addDays(today, -SCHEDULE_WINDOW_DAYS)) throw new ValidationError({ start: [SCHEDULE_MESSAGES.outOfRange] });
    if (q.end > addDays(today, SCHEDULE_WINDOW_DAYS)) throw new ValidationError({ end: [SCHEDULE_MESSAGES.outOfRange] });
    const schedule = scheduleBetween(await network.get(), q.from, q.to, q.start, q.end, now());
    if (!schedule) throw new ValidationError({ from: [SEARCH_MESSAGES.unknownLocation] });
    return schedule;
  });
}
