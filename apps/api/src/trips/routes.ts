import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import { pnrParamSchema, tripListSchema, tripSchema, tripsQuerySchema } from '@landline/shared/schemas';
import { MEMBERS, REFERENCE_RULE } from '../http/security-schemes.js';
import type { TripService } from './service.js';

/**
 * My Trips (section 7): the member's upcoming and past trips, and one booking by reference.
 * Lookups by reference are limited per client (decision 216): with a passenger's last name
 * needed as well, guessing references is not practical.
 */
export function tripRoutes(routes: FastifyInstance, trips: TripService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  for (const which of ['upcoming', 'past'] as const) {
    app.get(
      `/v2/booking/reservations/${which}/`,
      {
        preValidation: app.authenticate,
        schema: {
          summary: `The member's ${which} trips`,
          description: 'A page of trips (`limit`, `offset`); `next` is the offset of the next page, null on the last.',
          tags: ['trips'],
          security: MEMBERS,
          querystring: tripsQuerySchema,
          response: { 200: tripListSchema },
        },
      },
      async (request) => trips.list(request.userId!, which, request.query),
    );
  }

  const lookups = { rateLimit: { max: TRIP_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/v2/booking/tickets/:pnr/',
    {
      config: lookups,
      schema: {
        summary: 'A booked trip by its reference',
        description:
          "For the member who booked it, or a guest sending a passenger's last name; an unknown reference and a wrong name answer the same 404, and wrong guesses are counted per client and per reference.",
        tags: ['trips'],
        security: REFERENCE_RULE,
        params: pnrParamSchema,
        response: { 200: tripSchema },
      },
    },
    async (request) => trips.trip(request.params.pnr, await request.asker()),
  );

  // The confirmation page's Add to calendar (decision 239): the same file the confirmation mail attaches.
  app.get(
    '/v2/booking/tickets/:pnr/calendar/',
    {
      config: lookups,
      schema: {
        summary: "A booked trip's calendar file",
        description: 'The legs still booked, as an iCalendar file (the one the confirmation mail attaches).',
        tags: ['trips'],
        security: REFERENCE_RULE,
        params: pnrParamSchema,
        response: { 200: { description: 'The iCalendar file', content: { 'text/calendar': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const { pnr, ics } = await trips.calendar(request.params.pnr, await request.asker());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="landline-${pnr}.ics"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
