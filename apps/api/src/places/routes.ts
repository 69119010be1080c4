import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { airportQuerySchema, citiesQuerySchema, cityListSchema, placeOptionSchema } from '@landline/shared/schemas';
import { cities, places, type PlaceDeps } from './service.js';

export function placeRoutes(routes: FastifyInstance, deps: PlaceDeps): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/booking/airports/',
    {
      schema: {
        summary: 'Places to travel from or to',
        description:
          'Our stops and the airports partner flights reach, by name or code; with `direction=to` and `from`, only the places a search from `from` finds itineraries to.',
        tags: ['places'],
        querystring: airportQuerySchema,
        response: { 200: z.array(placeOptionSchema) },
      },
    },
    async (request) => places(deps, request.query),
  );

  app.get(
    '/v2/landline/cities/',
    {
      schema: {
        summary: 'Towns and the places they are served from',
        tags: ['places'],
        querystring: citiesQuerySchema,
        response: {
          200: z.object({ count: z.number().int(), next: z.null(), previous: z.null(), results: z.array(cityListSchema) }),
        },
      },
    },
    async (request) => cities(deps, request.query),
  );
}
