// An agent's bookings under /api/ops/bookings/ (decision 281): find, see, resend, cancel.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentCancelSchema, bookingDeskSchema, bookingMatchesSchema, bookingSearchSchema, resendSchema } from '@landline/shared/schemas';
import { z } from 'zod';
import { DETAIL, pathParams } from '../http/route-schemas.js';
import { signedIn, staffOnly } from '../staff/guard.js';
import type { SupportService } from './service.js';

const tags = ['operations: bookings'];
const byPnr = pathParams({ pnr: 'The booking reference.' });
const bookingTarget = (request: { params: unknown }) => `booking:${String((request.params as { pnr?: string }).pnr ?? '').toUpperCase()}`;

export function supportRoutes(routes: FastifyInstance, support: SupportService): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();

  ops.get(
    '/bookings/',
    {
      ...staffOnly('findBookings', {
        action: 'bookings.search',
        target: (request) => `search:${(request.query as { q?: string }).q ?? ''}`,
      }),
      schema: {
        summary: 'Find bookings',
        description: "By reference, a passenger's last name, e-mail or phone, or the member's e-mail; the newest 20.",
        tags,
        querystring: bookingSearchSchema,
        response: { 200: bookingMatchesSchema },
      },
    },
    async (request) => support.search(request.query.q),
  );

  ops.get(
    '/bookings/:pnr/',
    {
      ...staffOnly('findBookings', { action: 'booking.read', target: bookingTarget }),
      schema: {
        summary: 'A booking for an agent',
        description: "The trip as the traveller sees it, the lead contact, the mail sent to them and the booking's staff history.",
        tags,
        params: byPnr,
        response: { 200: bookingDeskSchema },
      },
    },
    async (request) => support.booking(request.params.pnr),
  );

  ops.post(
    '/bookings/:pnr/resend/',
    {
      ...staffOnly('actForTravellers'),
      schema: {
        summary: "Resend a booking's confirmation",
        description: 'To the address it went to, with the reason on the audit log.',
        tags,
        params: byPnr,
        body: resendSchema,
        response: { 200: DETAIL },
      },
    },
    async (request) => support.resendConfirmation(`staff:${signedIn(request).id}`, request.params.pnr, request.body.reason),
  );

  ops.post(
    '/bookings/:pnr/cancel/',
    {
      ...staffOnly('actForTravellers'),
      schema: {
        summary: 'Cancel a booking for a caller',
        description: "The traveller's own rules and refund (the refund calculator's), with the agent's reason on the audit log.",
        tags,
        params: byPnr,
        body: agentCancelSchema,
        response: {
          200: z.object({
            message: z.string(),
            refund: z.object({ card: z.number(), store_credits: z.number(), points: z.number() }),
            voucher_code: z.string().nullable(),
            booking: bookingDeskSchema,
          }),
        },
      },
    },
    async (request) => support.cancel(`staff:${signedIn(request).id}`, request.params.pnr, request.body),
  );
}
