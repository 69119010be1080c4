import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEARCH_MESSAGES } from '@landline/shared/messages';
import { checkFlightsRequestSchema, checkFlightsResponseSchema, searchRequestSchema, searchResponseSchema } from '@landline/shared/schemas';
import { checkItinerary, type CheckDeps } from './check.js';
import { TooManyRequestsError } from '../http/errors.js';
import { pathParams } from '../http/route-schemas.js';
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
export function searchRoutes(routes: FastifyInstance, search: SearchService, checkDeps: CheckDeps): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
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

  app.put(
    '/bookings/reservation/',
    {
      config: { rateLimit: sustained },
      onRequest,
      schema: {
        summary: 'Search itineraries',
        description:
          'The departures (and returns) between two places on a date, ours and joined to partner flights. Its `uuid` names the stored search; each itinerary carries the `booking_token` a hold takes. Sent gzipped to a client that accepts it.',
        tags: ['search'],
        body: searchRequestSchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => send(request, reply, await search.searchAnswer(request.body)),
  );

  app.post(
    '/bookings/check_flights/',
    {
      schema: {
        summary: "Re-check an itinerary's seats and fares",
        tags: ['search'],
        body: checkFlightsRequestSchema,
        response: { 200: checkFlightsResponseSchema },
      },
    },
    async (request) => checkItinerary(checkDeps, request.body),
  );

  app.get(
    '/bookings/:uuid/itinerary/',
    {
      schema: {
        summary: 'A stored search',
        description: 'The answer of the search the `uuid` names, as it was given (a stored search expires).',
        tags: ['search'],
        params: pathParams({ uuid: "The search's uuid (the search answer's `uuid`)." }),
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => send(request, reply, await search.itineraryAnswer(request.params.uuid)),
  );
}
