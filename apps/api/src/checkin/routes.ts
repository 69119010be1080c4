// Check-in and boarding passes (section 7; decision 217): check in a direction, mail or download
// its passes (the member, or a guest with the lastname header, as the trips feature decides). The
// boarding check at the door is the operations console's (boarding-desk/, decision 278).

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import {
  checkInAnswerSchema,
  checkInSchema,
  eTicketAnswerSchema,
  eTicketQuerySchema,
  pnrParamSchema,
  wayParamSchema,
} from '@landline/shared/schemas';
import { REFERENCE_RULE } from '../http/security-schemes.js';
import type { CheckInService } from './service.js';

/** Boarding-pass mails a client may ask for a minute: each one sends mail. */
export const PASS_MAILS_PER_MINUTE = 5;

/** The passes' PDF, as bytes. */
const pdf = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', contentMediaType: 'application/pdf' });

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
const tags = ['check-in'];

export function checkInRoutes(routes: FastifyInstance, checkIn: CheckInService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();

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
}
