import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_MESSAGES } from '@landline/shared/messages';
import { checkFlightsRequestSchema, searchRequestSchema } from '@landline/shared/schemas';
import { checkItinerary, type CheckDeps } from './check.js';
import { parseInput, TooManyRequestsError } from '../http/errors.js';
import type { Answer, SearchService } from './service.js';

/**
 * Searches per client (IP): a traveller needs a few a second at most; a script filling the
 * `searches` table or the CPU is stopped (docs/decisions/ "Input limits").
 */
export const SEARCH_LIMITS = {
  burst: { max: 10, timeWindow: 1000 },
  sustained: { max: 300, timeWindow: 60_000 },
};

const JSON_TYPE = 'application/json; charset=utf-8';

/** Results are large and repetitive: gzip them (once per answer) for clients that accept it. */
function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(answer.gzipped());
  }
  return reply.send(answer.json);
}

/** Needs @fastify/rate-limit registered on `app` (shared through Redis when configured). */
export function searchRoutes(app: FastifyInstance, search: SearchService, checkDeps: CheckDeps): void {
  const tooMany = () => new TooManyRequestsError(SEARCH_MESSAGES.tooManySearches);
  // Two windows on one route: the route's own limit counts the minute, this one the second.
  const burst = app.createRateLimit({ ...SEARCH_LIMITS.burst, keyGenerator: (request) => `search-burst|${request.ip}` });
  const sustained = { ...SEARCH_LIMITS.sustained, errorResponseBuilder: tooMany };

  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await burst(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw tooMany();
    }
  };

  app.put('/bookings/reservation/', { config: { rateLimit: sustained }, onRequest }, async (request, reply) => {
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
