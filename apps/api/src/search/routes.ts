import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkFlightsRequestSchema, searchRequestSchema } from '@landline/shared';
import { checkItinerary, type CheckDeps } from './check.js';
import { parseInput } from '../http/errors.js';
import type { Answer, SearchService } from './service.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Results are large and repetitive: gzip them (once per answer) for clients that accept it. */
function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(answer.gzipped());
  }
  return reply.send(answer.json);
}

export function searchRoutes(app: FastifyInstance, search: SearchService, checkDeps: CheckDeps): void {
  app.put('/bookings/reservation/', async (request, reply) => {
    const params = parseInput(searchRequestSchema, request.body);
    return send(request, reply, await search.searchAnswer(params));
  });

  app.post('/bookings/check_flights/', async (request) => {
    const input = parseInput(checkFlightsRequestSchema, request.body);
    return checkItinerary(checkDeps, input);
  });

  app.get<{ Params: { uuid: string } }>('/bookings/:uuid/itinerary/', async (request, reply) => {
    return send(request, reply, await search.itineraryAnswer(request.params.uuid));
  });
}
