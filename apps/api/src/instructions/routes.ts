import type { FastifyInstance } from 'fastify';
import { instructionsQuerySchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { instructionsFor } from './door-to-door.js';

/** GET instructions/?CityCode=: the door-to-door instructions of a town (decision 251). */
export function instructionRoutes(app: FastifyInstance): void {
  app.get('/instructions/', async (request) => instructionsFor(parseInput(instructionsQuerySchema, request.query).CityCode));
}
