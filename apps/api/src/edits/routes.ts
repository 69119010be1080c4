import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignPreviousCartSchema, cartSchema } from '@landline/shared/schemas';
import { pathParams } from '../http/route-schemas.js';
import { REFERENCE_RULE } from '../http/security-schemes.js';
import type { EditService } from './service.js';

/** Edits per client per minute: one per new trip chosen, with room for going back and forth. */
const EDITS_PER_MINUTE = 20;

/**
 * Edit trip (section 7): the held cart's new trip replaces (part of) a booking, named by its
 * reference; a guest also sends a passenger's last name (the lastname header), as for every
 * change of a booking. Limited like the lookups it could otherwise stand in for.
 */
export function editRoutes(routes: FastifyInstance, edits: EditService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v2/cart/cart/:uuid/assign_previous_cart/',
    {
      config: { rateLimit: { max: EDITS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Replace a booked trip with a held cart',
        description:
          "The held cart's new trip replaces the booking named by `booking_reference` (or one direction of it, `segment`); the booking's worth pays for the new trip at checkout.",
        tags: ['edits'],
        security: REFERENCE_RULE,
        params: pathParams({ uuid: "The new trip's held cart (the hold's `cart.uuid`): the holder's key." }),
        body: assignPreviousCartSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => edits.assignPrevious(request.params.uuid, request.body, await request.asker()),
  );
}
