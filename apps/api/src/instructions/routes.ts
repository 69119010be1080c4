import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doorToDoorInstructionSchema, instructionsQuerySchema } from '@landline/shared/schemas';
import { instructionsFor } from './door-to-door.js';

/** GET instructions/?CityCode=: the door-to-door instructions of a town (decision 251). */
export function instructionRoutes(routes: FastifyInstance): void {
  routes.withTypeProvider<ZodTypeProvider>().get(
    '/instructions/',
    {
      schema: {
        summary: 'Door-to-door instructions by town',
        tags: ['content'],
        querystring: instructionsQuerySchema,
        response: { 200: z.array(doorToDoorInstructionSchema) },
      },
    },
    async (request) => instructionsFor(request.query.CityCode),
  );
}
