import type { FastifyInstance } from 'fastify';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import { pnrParamSchema, tripsQuerySchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { TripService } from './service.js';

type ByPnr = { Params: { pnr: string } };

/**
 * My Trips (section 7): the member's upcoming and past trips, and one booking by reference.
 * Lookups by reference are limited per client (decision 216): with a passenger's last name
 * needed as well, guessing references is not practical.
 */
export function tripRoutes(app: FastifyInstance, trips: TripService): void {
  for (const which of ['upcoming', 'past'] as const) {
    app.get(`/v2/booking/reservations/${which}/`, { preHandler: app.authenticate }, async (request) =>
      trips.list(request.userId!, which, parseInput(tripsQuerySchema, request.query)),
    );
  }

  app.get<ByPnr>(
    '/v2/booking/tickets/:pnr/',
    { config: { rateLimit: { max: TRIP_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => trips.trip(parseInput(pnrParamSchema, request.params).pnr, await request.asker()),
  );

  // The confirmation page's Add to calendar (decision 239): the same file the confirmation mail attaches.
  app.get<ByPnr>(
    '/v2/booking/tickets/:pnr/calendar/',
    { config: { rateLimit: { max: TRIP_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { pnr, ics } = await trips.calendar(parseInput(pnrParamSchema, request.params).pnr, await request.asker());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="landline-${pnr}.ics"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
