import type { FastifyInstance } from 'fastify';
import { isAddressInsideBodySchema, operatedAreasQuerySchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { isAddressInside, operatedAreas, type AreaDeps } from './service.js';

export function areaRoutes(app: FastifyInstance, deps: AreaDeps): void {
  app.get('/v2/landline/operated_areas/', async (request) => operatedAreas(deps, parseInput(operatedAreasQuerySchema, request.query)));
  app.post<{ Params: { id: string } }>('/v2/landline/operated_areas/:id/is_address_inside/', async (request) =>
    isAddressInside(deps, request.params.id, parseInput(isAddressInsideBodySchema, request.body)),
  );
}
