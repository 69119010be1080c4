import type { FastifyInstance } from 'fastify';
import { scheduleQuerySchema, SEARCH_MESSAGES } from '@landline/shared';
import { parseInput, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { scheduleBetween } from './service.js';

/** `now` is the server clock: today's departures that are gone are marked against it. */
export function scheduleRoutes(app: FastifyInstance, network: NetworkStore, now: () => number = Date.now): void {
  app.get('/v2/landline/schedule/', async (request) => {
    const q = parseInput(scheduleQuerySchema, request.query);
    const schedule = scheduleBetween(await network.get(), q.from, q.to, q.start, q.end, now());
    if (!schedule) throw new ValidationError({ from: [SEARCH_MESSAGES.unknownLocation] });
    return schedule;
  });
}
