// GET v2/booking/tickets/{pnr}/flight_check_in/{direction}/ (section 7, decision 240): what the
// traveller needs to check in with the airline, by the reference's rule like the other routes of
// a booking (docs/security.md).

import type { FastifyInstance } from 'fastify';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import { directionParamSchema, pnrParamSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { FlightCheckInService } from './service.js';

export function flightCheckInRoutes(app: FastifyInstance, flightCheckIn: FlightCheckInService): void {
  // Limited like the lookup: with a last name, each call tells whether a booking exists.
  app.get<{ Params: { pnr: string; direction: string } }>(
    '/v2/booking/tickets/:pnr/flight_check_in/:direction/',
    { config: { rateLimit: { max: TRIP_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => {
      const { pnr } = parseInput(pnrParamSchema, { pnr: request.params.pnr });
      const { direction } = parseInput(directionParamSchema, { direction: request.params.direction });
      return flightCheckIn.details(pnr, direction, await request.asker());
    },
  );
}
