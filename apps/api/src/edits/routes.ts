import type { FastifyInstance } from 'fastify';
import { assignPreviousCartSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { EditService } from './service.js';

/** Edits per client per minute: one per new trip chosen, with room for going back and forth. */
const EDITS_PER_MINUTE = 20;

type ByUuid = { Params: { uuid: string } };

/**
 * Edit trip (section 7): the held cart's new trip replaces (part of) a booking, named by its
 * reference; a guest also sends a passenger's last name (the lastname header), as for every
 * change of a booking. Limited like the lookups it could otherwise stand in for.
 */
export function editRoutes(app: FastifyInstance, edits: EditService): void {
  app.post<ByUuid>(
    '/v2/cart/cart/:uuid/assign_previous_cart/',
    { config: { rateLimit: { max: EDITS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => edits.assignPrevious(request.params.uuid, parseInput(assignPreviousCartSchema, request.body), await request.asker()),
  );
}
