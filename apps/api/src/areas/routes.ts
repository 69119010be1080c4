import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAddressInsideBodySchema, isAddressInsideSchema, operatedAreaSchema, operatedAreasQuerySchema } from '@landline/shared/schemas';
import { pathParams } from '../http/route-schemas.js';
import { isAddressInside, operatedAreas, type AreaDeps } from './service.js';

export function areaRoutes(routes: FastifyInstance, deps: AreaDeps): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/landline/operated_areas/',
    {
      schema: {
        summary: 'The operated areas',
        description: 'Each filter applies only when given; door-to-door (service type 4) is asked for as `service_type=5`.',
        tags: ['areas'],
        querystring: operatedAreasQuerySchema,
        response: { 200: z.array(operatedAreaSchema) },
      },
    },
    async (request) => operatedAreas(deps, request.query),
  );
  app.post(
    '/v2/landline/operated_areas/:id/is_address_inside/',
    {
      schema: {
        summary: 'Whether an address is inside an operated area',
        tags: ['areas'],
        params: pathParams({ id: "The area's id (the list's `id`)." }),
        body: isAddressInsideBodySchema,
        response: { 200: isAddressInsideSchema },
      },
    },
    async (request) => isAddressInside(deps, request.params.id, request.body),
  );
}
