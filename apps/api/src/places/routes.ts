import type { FastifyInstance } from 'fastify';
import { airportQuerySchema, citiesQuerySchema } from '@landline/shared/schemas';
import type { FlightNetwork } from '../flights/network.js';
import { parseInput } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import type { ReachIndex } from './reach.js';
import { cityLists, searchPlaces } from './service.js';

export function placeRoutes(app: FastifyInstance, network: NetworkStore, reach: ReachIndex, flights?: FlightNetwork): void {
  app.get('/v2/booking/airports/', async (request) => {
    const query = parseInput(airportQuerySchema, request.query);
    const current = await network.get();
    const reachable = query.direction === 'to' && query.from ? await reach.destinations(current, query.from) : undefined;
    return searchPlaces(current, query, flights, reachable);
  });

  app.get('/v2/landline/cities/', async (request) => {
    const query = parseInput(citiesQuerySchema, request.query);
    const results = cityLists(await network.get(), query.airport, query.limit);
    return { count: results.length, next: null, previous: null, results };
  });
}
