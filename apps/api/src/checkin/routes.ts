// Check-in and boarding passes (section 7; decision 217): check in a direction, mail or download
// its passes (the member, or a guest with the lastname header, as the trips feature decides), and
// the operations console's boarding check behind its key.

import type { FastifyInstance } from 'fastify';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import { boardingVerifySchema, checkInSchema, eTicketQuerySchema, pnrParamSchema, wayParamSchema } from '@landline/shared/schemas';
import { ForbiddenError, parseInput } from '../http/errors.js';
import { hasOperationsKey, operationsKey } from './operations-key.js';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import type { CheckInService } from './service.js';

/** Boarding-pass mails a client may ask for a minute: each one sends mail. */
export const PASS_MAILS_PER_MINUTE = 5;

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

type ByPnr = { Params: { pnr: string } };

export function checkInRoutes(app: FastifyInstance, checkIn: CheckInService, jwtSecret: string): void {
  const key = operationsKey(jwtSecret);
  const pnrOf = (params: unknown) => parseInput(pnrParamSchema, params).pnr;

  // Limited like the lookup: with a last name, each call tells whether a booking exists.
  app.post<ByPnr>('/v2/booking/tickets/:pnr/check_in/', perMinute(TRIP_LOOKUPS_PER_MINUTE), async (request) => {
    const pnr = pnrOf(request.params);
    const { way } = parseInput(checkInSchema, request.body);
    return checkIn.checkIn(pnr, way, await request.asker());
  });

  app.get<ByPnr>('/v2/booking/tickets/:pnr/flight_e_ticket/', perMinute(PASS_MAILS_PER_MINUTE), async (request) => {
    const pnr = pnrOf(request.params);
    const { way } = parseInput(eTicketQuerySchema, request.query);
    return checkIn.mailPasses(pnr, way, await request.asker());
  });

  app.get<{ Params: { pnr: string; way: string } }>(
    '/v2/booking/tickets/:pnr/boarding_pass/:way/',
    perMinute(TRIP_LOOKUPS_PER_MINUTE),
    async (request, reply) => {
      const pnr = pnrOf({ pnr: request.params.pnr });
      const { way } = parseInput(wayParamSchema, { way: request.params.way });
      const pass = await checkIn.download(pnr, way, await request.asker());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pass.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pass.pdf));
    },
  );

  // The console scans many passes a minute: no per-client limit, the key keeps the public out.
  app.post('/v2/booking/boarding/verify/', async (request) => {
    if (!hasOperationsKey(request, key)) throw new ForbiddenError(TRIP_MESSAGES.operationsOnly);
    const body = parseInput(boardingVerifySchema, request.body);
    return checkIn.verify(body.token, body.trip_id);
  });
}
