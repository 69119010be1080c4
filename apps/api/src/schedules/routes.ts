import type { FastifyInstance } from 'fastify';
import { scheduleQuerySchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { publishedSchedule, type ScheduleDeps } from './service.js';

export function scheduleRoutes(app: FastifyInstance, deps: ScheduleDeps): void {
  app.get('/v2/landline/schedule/', async (request) => publishedSchedule(deps, parseInput(scheduleQuerySchema, request.query)));
}
