// GET v2/booking/tickets/{pnr}/flight_check_in/{direction}/ (section 7, decision 240): what the
// traveller needs to check in with the airline, by the reference's rule like the other routes of
// a booking (docs/security.md).

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import { directionParamSchema, flightCheckInSchema, pnrParamSchema } from '@landline/shared/schemas';
import { REFERENCE_RULE } from '../http/security-schemes.js';
import type { FlightCheckInService } from './service.js';

export function flightCheckInRoutes(routes: FastifyInstance, flightCheckIn: FlightCheckInService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  // Limited like the lookup: with a last name, each call tells whether a booking exists.
  app.get(
    '/v2/booking/tickets/:pnr/flight_check_in/:direction/',
    {
      config: { rateLimit: { max: TRIP_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: "A direction's partner flights, to check in with the airline",
        description: "The airline, flight numbers, the airline's booking reference and check-in page, and the passengers' names.",
        tags: ['check-in'],
        security: REFERENCE_RULE,
        params: pnrParamSchema.extend(directionParamSchema.shape),
        response: { 200: flightCheckInSchema },
      },
    },
    async (request) => flightCheckIn.details(request.params.pnr, request.params.direction, await request.asker()),
  );
}
