import type { FastifyInstance, FastifyRequest } from 'fastify';
import { seatPurchasePaySchema, seatsQuerySchema, seatsUpdateSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { Asker } from '../http/auth.js';
import type { SeatPurchaseService } from './purchases.js';
import type { SeatService } from './service.js';

type BySegment = { Params: { pnr: string; segment: string } };
type ByUuid = { Params: { uuid: string } };

/** Seat purchases paid per client per minute: a few tries with a card, not a card-testing run. */
const PAYS_PER_MINUTE = 10;

/**
 * Seats of a hold (its browser) or of a booked trip (its member, or a guest's lastname header),
 * and premium seats bought for a booked trip (decision 222; the paths are ours); unsettled
 * purchases are the charges' one reconciler's (decision 258).
 */
export function seatRoutes(app: FastifyInstance, seats: SeatService, purchases: SeatPurchaseService): void {
  // A held booking's seats open with its cart (the query's cart_id), a booked trip's as any booking's (decision 233).
  const holderOf = async (request: FastifyRequest): Promise<Asker> => ({
    ...(await request.asker()),
    cartId: parseInput(seatsQuerySchema, request.query).cart_id,
  });

  app.get<BySegment>('/seats/:pnr/:segment/', async (request) =>
    seats.seatInfo(request.params.pnr, request.params.segment, await holderOf(request)),
  );

  app.put<BySegment>('/seats/:pnr/:segment/', async (request) => {
    const input = parseInput(seatsUpdateSchema, request.body);
    return seats.choose(request.params.pnr, request.params.segment, input, await holderOf(request));
  });

  app.get<ByUuid>('/v2/booking/seat_purchases/:uuid/', async (request) => purchases.get(request.params.uuid, await request.asker()));

  app.put<ByUuid>(
    '/v2/booking/seat_purchases/:uuid/',
    { config: { rateLimit: { max: PAYS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => purchases.pay(request.params.uuid, parseInput(seatPurchasePaySchema, request.body), await request.asker()),
  );
}
