import type { FastifyInstance } from 'fastify';
import { searchRequestSchema } from '@landline/shared';
import { parseInput } from '../http/errors.js';
import type { SearchService } from './service.js';

export function searchRoutes(app: FastifyInstance, search: SearchService): void {
  app.put('/bookings/reservation/', async (request) => {
    const params = parseInput(searchRequestSchema, request.body);
    return search.search(params);
  });

  app.get<{ Params: { uuid: string } }>('/bookings/:uuid/itinerary/', async (request) => {
    return search.itinerary(request.params.uuid);
  });
}
