import type { FastifyInstance } from 'fastify';
import { seatsUpdateSchema } from '@landline/shared/schemas';
import type { TokenSigner } from '../accounts/tokens.js';
import { parseInput } from '../http/errors.js';
import { askerOf } from '../trips/routes.js';
import type { SeatService } from './service.js';

type BySegment = { Params: { pnr: string; segment: string } };

/** Seats of a hold (its browser) or of a booked trip (its member, or a guest's lastname header). */
export function seatRoutes(app: FastifyInstance, seats: SeatService, signer: TokenSigner): void {
  app.get<BySegment>('/seats/:pnr/:segment/', async (request) =>
    seats.seatInfo(request.params.pnr, request.params.segment, await askerOf(request, signer)),
  );

  app.put<BySegment>('/seats/:pnr/:segment/', async (request) => {
    const input = parseInput(seatsUpdateSchema, request.body);
    return seats.choose(request.params.pnr, request.params.segment, input, await askerOf(request, signer));
  });
}
