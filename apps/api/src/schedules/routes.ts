import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scheduleQuerySchema, scheduleSchema } from '@landline/shared/schemas';
import { publishedSchedule, type ScheduleDeps } from './service.js';

export function scheduleRoutes(routes: FastifyInstance, deps: ScheduleDeps): void {
  routes.withTypeProvider<ZodTypeProvider>().get(
    '/v2/landline/schedule/',
    {
      schema: {
        summary: 'The timetable between two places',
        description: 'Over a date range of at most 62 days: one row per run, its local times per stop and its days.',
        tags: ['schedules'],
        querystring: scheduleQuerySchema,
        response: { 200: scheduleSchema },
      },
    },
    async (request) => publishedSchedule(deps, request.query),
  );
}
