import type { FastifyInstance } from 'fastify';
import { airportQuerySchema, citiesQuerySchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { cities, places, type PlaceDeps } from './service.js';

export function placeRoutes(app: FastifyInstance, deps: PlaceDeps): void {
  app.get('/v2/booking/airports/', async (request) => places(deps, parseInput(airportQuerySchema, request.query)));

  app.get('/v2/landline/cities/', async (request) => cities(deps, parseInput(citiesQuerySchema, request.query)));
}
