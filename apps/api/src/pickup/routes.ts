import type { FastifyInstance } from 'fastify';
import { pickupDetailsQuerySchema, pickupDetailsUpdateSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { PickupService } from './service.js';

type ById = { Params: { id: string } };

export function pickupRoutes(app: FastifyInstance, pickups: PickupService): void {
  app.get('/v2/landline/pick_up_details/', async (request) =>
    pickups.list(parseInput(pickupDetailsQuerySchema, request.query).reservation),
  );

  // A record's number is no key (numbers are counted up): it opens with its reservation's uuid,
  // the holder's (decision 233), as the list does.
  const reservationOf = (request: { query: unknown }) => parseInput(pickupDetailsQuerySchema, request.query).reservation;

  app.get<ById>('/v2/landline/pick_up_details/:id/', async (request) => pickups.record(request.params.id, reservationOf(request)));

  app.patch<ById>('/v2/landline/pick_up_details/:id/', async (request) => {
    const reservation = reservationOf(request);
    // The body's rules depend on the ride (which end is the airport): the record is found first.
    const context = await pickups.context(request.params.id, reservation);
    return pickups.save(request.params.id, reservation, parseInput(pickupDetailsUpdateSchema(context), request.body));
  });
}
