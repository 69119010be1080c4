import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { seatInfoSchema, seatPurchasePaySchema, seatPurchaseSchema, seatsQuerySchema, seatsUpdateSchema } from '@landline/shared/schemas';
import { pathParams } from '../http/route-schemas.js';
import { REFERENCE_RULE } from '../http/security-schemes.js';
import type { SeatPurchaseService } from './purchases.js';
import type { SeatService } from './service.js';

/** Seat purchases paid per client per minute: a few tries with a card, not a card-testing run. */
const PAYS_PER_MINUTE = 10;

const bySegment = pathParams({
  pnr: "The booking's reference (a held booking's too).",
  segment: 'The direction: 1 the departure, 2 the return.',
});
const byPurchase = pathParams({ uuid: "The seat purchase's uuid (the seat map's `purchase.uuid`)." });

/**
 * Seats of a hold (its browser) or of a booked trip (its member, or a guest's lastname header),
 * and premium seats bought for a booked trip (decision 222; the paths are ours); unsettled
 * purchases are the charges' one reconciler's (decision 258).
 */
export function seatRoutes(routes: FastifyInstance, seats: SeatService, purchases: SeatPurchaseService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  // A held booking's seats open with its cart (the query's cart_id), a booked trip's as any booking's (decision 233).
  const HOLD_OR_TRIP = "A held booking's seats open with its cart (`cart_id`); a booked trip's by the reference's rule.";

  app.get(
    '/seats/:pnr/:segment/',
    {
      schema: {
        summary: "A ride's seat map",
        description: HOLD_OR_TRIP,
        tags: ['seats'],
        security: REFERENCE_RULE,
        params: bySegment,
        querystring: seatsQuerySchema,
        response: { 200: seatInfoSchema },
      },
    },
    async (request) =>
      seats.seatInfo(request.params.pnr, request.params.segment, { ...(await request.asker()), cartId: request.query.cart_id }),
  );

  app.put(
    '/seats/:pnr/:segment/',
    {
      schema: {
        summary: "Choose a ride's seats",
        description: `${HOLD_OR_TRIP} Premium seats chosen on a booked trip are quoted as a purchase (\`purchase\`), given once paid.`,
        tags: ['seats'],
        security: REFERENCE_RULE,
        params: bySegment,
        querystring: seatsQuerySchema,
        body: seatsUpdateSchema,
        response: { 200: seatInfoSchema },
      },
    },
    async (request) =>
      seats.choose(request.params.pnr, request.params.segment, request.body, { ...(await request.asker()), cartId: request.query.cart_id }),
  );

  app.get(
    '/v2/booking/seat_purchases/:uuid/',
    {
      schema: {
        summary: 'A seat purchase',
        tags: ['seats'],
        security: REFERENCE_RULE,
        params: byPurchase,
        response: { 200: seatPurchaseSchema },
      },
    },
    async (request) => purchases.get(request.params.uuid, await request.asker()),
  );

  app.put(
    '/v2/booking/seat_purchases/:uuid/',
    {
      config: { rateLimit: { max: PAYS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Pay a seat purchase',
        tags: ['seats'],
        security: REFERENCE_RULE,
        params: byPurchase,
        body: seatPurchasePaySchema,
        response: { 200: seatPurchaseSchema },
      },
    },
    async (request) => purchases.pay(request.params.uuid, request.body, await request.asker()),
  );
}
