import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickupDetailsQuerySchema, pickupDetailsSchema, pickupDetailsUpdateSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { parsedByHandler, pathParams } from '../http/route-schemas.js';
import type { PickupService } from './service.js';

const tags = ['pickup'];
const byRecord = pathParams({ id: "The record's number (the list's `id`): no key, it opens with its reservation." });

/**
 * The body as the document shows it: a ride with an airport end takes that end's terminal only,
 * which the handler knows once the record is found, so it parses the body then.
 */
const updateBody = parsedByHandler(pickupDetailsUpdateSchema({ airport: null }));

export function pickupRoutes(routes: FastifyInstance, pickups: PickupService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/landline/pick_up_details/',
    {
      schema: {
        summary: "A reservation's pickup details",
        description: 'One record per direction of a door-to-door ride, blank until the traveller gives them.',
        tags,
        querystring: pickupDetailsQuerySchema,
        response: { 200: z.array(pickupDetailsSchema) },
      },
    },
    async (request) => pickups.list(request.query.reservation),
  );

  // A record's number is no key (numbers are counted up): it opens with its reservation's uuid,
  // the holder's (decision 233), as the list does.
  app.get(
    '/v2/landline/pick_up_details/:id/',
    {
      schema: {
        summary: 'A pickup record',
        tags,
        params: byRecord,
        querystring: pickupDetailsQuerySchema,
        response: { 200: pickupDetailsSchema },
      },
    },
    async (request) => pickups.record(request.params.id, request.query.reservation),
  );

  app.patch(
    '/v2/landline/pick_up_details/:id/',
    {
      schema: {
        summary: "Give a ride's pickup details",
        description:
          'Both addresses (the town end inside an operated area; at the airport end, one of its terminals as `first_address_line`) and the flight, while the booking is held.',
        tags,
        params: byRecord,
        querystring: pickupDetailsQuerySchema,
        body: updateBody,
        response: { 200: pickupDetailsSchema },
      },
    },
    async (request) => {
      const reservation = request.query.reservation;
      // The body's rules depend on the ride (which end is the airport): the record is found first.
      const context = await pickups.context(request.params.id, reservation);
      return pickups.save(request.params.id, reservation, parseInput(pickupDetailsUpdateSchema(context), request.body));
    },
  );
}
