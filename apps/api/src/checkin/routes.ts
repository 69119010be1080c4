// Check-in and boarding passes (section 7; decision 217): check in a direction, mail or download
// its passes (the member, or a guest with the lastname header, as the trips feature decides), and
// the operations console's boarding check behind its key.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import {
  boardingVerifyAnswerSchema,
  boardingVerifySchema,
  checkInAnswerSchema,
  checkInSchema,
  eTicketAnswerSchema,
  eTicketQuerySchema,
  pnrParamSchema,
  wayParamSchema,
} from '@landline/shared/schemas';
import { ForbiddenError } from '../http/errors.js';
import { OPERATIONS, REFERENCE_RULE } from '../http/security-schemes.js';
import { hasOperationsKey, operationsKey } from './operations-key.js';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import type { CheckInService } from './service.js';

/** Boarding-pass mails a client may ask for a minute: each one sends mail. */
export const PASS_MAILS_PER_MINUTE = 5;

/** The passes' PDF, as bytes. */
const pdf = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', contentMediaType: 'application/pdf' });

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
const tags = ['check-in'];

export function checkInRoutes(routes: FastifyInstance, checkIn: CheckInService, jwtSecret: string): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  const key = operationsKey(jwtSecret);

  // Limited like the lookup: with a last name, each call tells whether a booking exists.
  app.post(
    '/v2/booking/tickets/:pnr/check_in/',
    {
      ...perMinute(TRIP_LOOKUPS_PER_MINUTE),
      schema: {
        summary: 'Check in a direction',
        description:
          'Every booked passenger of the direction (`way`: 1 departure, 2 return), within the hours before departure the rules allow.',
        tags,
        security: REFERENCE_RULE,
        params: pnrParamSchema,
        body: checkInSchema,
        response: { 200: checkInAnswerSchema },
      },
    },
    async (request) => checkIn.checkIn(request.params.pnr, request.body.way, await request.asker()),
  );

  app.get(
    '/v2/booking/tickets/:pnr/flight_e_ticket/',
    {
      ...perMinute(PASS_MAILS_PER_MINUTE),
      schema: {
        summary: "Mail a direction's boarding passes",
        description: 'To the lead passenger, never to the asker.',
        tags,
        security: REFERENCE_RULE,
        params: pnrParamSchema,
        querystring: eTicketQuerySchema,
        response: { 200: eTicketAnswerSchema },
      },
    },
    async (request) => checkIn.mailPasses(request.params.pnr, request.query.way, await request.asker()),
  );

  app.get(
    '/v2/booking/tickets/:pnr/boarding_pass/:way/',
    {
      ...perMinute(TRIP_LOOKUPS_PER_MINUTE),
      schema: {
        summary: "A direction's boarding passes",
        description: 'One PDF, a page per checked-in passenger, each with its signed QR code.',
        tags,
        security: REFERENCE_RULE,
        params: pnrParamSchema.extend(wayParamSchema.shape),
        response: { 200: { description: 'The boarding passes', content: { 'application/pdf': { schema: pdf } } } },
      },
    },
    async (request, reply) => {
      const pass = await checkIn.download(request.params.pnr, request.params.way, await request.asker());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pass.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pass.pdf));
    },
  );

  // The console scans many passes a minute: no per-client limit, the key keeps the public out.
  app.post(
    '/v2/booking/boarding/verify/',
    {
      preValidation: async (request) => {
        if (!hasOperationsKey(request, key)) throw new ForbiddenError(TRIP_MESSAGES.operationsOnly);
      },
      schema: {
        summary: 'Check a boarding pass at a departure',
        description: "The operations console's: marks the passenger boarded when the pass is valid for the departure.",
        tags,
        security: OPERATIONS,
        body: boardingVerifySchema,
        response: { 200: boardingVerifyAnswerSchema },
      },
    },
    async (request) => checkIn.verify(request.body.token, request.body.trip_id),
  );
}
