import type { FastifyInstance } from 'fastify';
import { seatsUpdateSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { SeatService } from './service.js';

type BySegment = { Params: { pnr: string; segment: string } };

export function seatRoutes(app: FastifyInstance, seats: SeatService): void {
  app.get<BySegment>('/seats/:pnr/:segment/', async (request) => seats.seatInfo(request.params.pnr, request.params.segment));

  app.put<BySegment>('/seats/:pnr/:segment/', async (request) => {
    const input = parseInput(seatsUpdateSchema, request.body);
    return seats.choose(request.params.pnr, request.params.segment, input);
  });
}
