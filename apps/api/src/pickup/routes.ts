import type { FastifyInstance } from 'fastify';
import { pickupDetailsQuerySchema, pickupDetailsUpdateSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { PickupService } from './service.js';

type ById = { Params: { id: string } };

export function pickupRoutes(app: FastifyInstance, pickups: PickupService): void {
  app.get('/v2/landline/pick_up_details/', async (request) =>
    pickups.list(parseInput(pickupDetailsQuerySchema, request.query).reservation),
  );

  app.get<ById>('/v2/landline/pick_up_details/:id/', async (request) => pickups.record(request.params.id));

  app.patch<ById>('/v2/landline/pick_up_details/:id/', async (request) => {
    // The body's rules depend on the ride (which end is the airport): the record is found first.
    const context = await pickups.context(request.params.id);
    return pickups.save(request.params.id, parseInput(pickupDetailsUpdateSchema(context), request.body));
  });
}
