// The driver's boarding screen's calls (decision 278), under /api/ops/ behind the console's guard:
// a scan (a pass's QR text, or a typed reference and the passenger picked) and the lookup of a
// typed reference. Open to the roles that board; a driver only on the departures assigned to them.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  boardingDepartureParamSchema,
  boardingLookupQuerySchema,
  boardingRidersSchema,
  boardingScanAnswerSchema,
  boardingScanSchema,
} from '@landline/shared/schemas';
import { signedIn, staffOnly } from '../staff/guard.js';
import type { BoardingDeskService } from './service.js';

const tags = ['operations: boarding'];

export function boardingDeskRoutes(routes: FastifyInstance, desk: BoardingDeskService): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();

  // No per-client limit: a driver scans a coachful a minute, and the session keeps the public out.
  ops.post(
    '/departures/:trip/boardings/',
    {
      ...staffOnly('board'),
      schema: {
        summary: 'Board a passenger',
        description:
          "A scanned boarding pass (`token`: the QR code's text) or a typed booking reference with the passenger picked from the lookup (`reference`, `ticket`). Answers valid, already_boarded, wrong_departure, canceled, altered or expired; valid marks the passenger boarded, once. `scan_id` is made on the device: the same scan sent again is answered the same and boards once. A driver only on the departures assigned to them.",
        tags,
        params: boardingDepartureParamSchema,
        body: boardingScanSchema,
        response: { 200: boardingScanAnswerSchema },
      },
    },
    async (request) => desk.scan(signedIn(request), request.params.trip, request.body),
  );

  ops.get(
    '/departures/:trip/boardings/',
    {
      ...staffOnly('board', {
        action: 'booking.read',
        target: (request) => `booking:${(request.query as { reference?: string }).reference ?? ''}`,
      }),
      schema: {
        summary: "A booking's passengers on a departure",
        description:
          'For typed entry: the passengers of the booking `reference` (of `last_name`, when given) who board this departure, with whether each is checked in, boarded or canceled. `elsewhere` when the booking rides another departure instead.',
        tags,
        params: boardingDepartureParamSchema,
        querystring: boardingLookupQuerySchema,
        response: { 200: boardingRidersSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return desk.riders(signedIn(request), request.params.trip, request.query.reference, request.query.last_name);
    },
  );
}
