import type { FastifyInstance } from 'fastify';
import { HOLDS_PER_MINUTE } from '@landline/shared/constants';
import { itineraryUpdateSchema, passengersRequestSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { languageOf } from '../http/language.js';
import type { ReservationService } from './service.js';

type ByUuid = { Params: { uuid: string } };

export function reservationRoutes(app: FastifyInstance, reservations: ReservationService): void {
  // Paying with points (the passengers call's payment_type) needs the member's session.

  // Holds per client a minute, and who holds (decision 233): seats kept per holder are limited.
  app.put<ByUuid>(
    '/bookings/:uuid/itinerary/',
    { config: { rateLimit: { max: HOLDS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => {
      const input = parseInput(itineraryUpdateSchema, request.body);
      // The booking speaks the language of the page it is held on (issue 29): its mails, passes, calendar.
      const holder = { client: request.ip, userId: await request.optionalUser() };
      return reservations.hold(request.params.uuid, input, holder, languageOf(request.headers['accept-language']));
    },
  );

  app.put<ByUuid>('/bookings/:uuid/passengers/', async (request) => {
    // The rules need the hold's travel dates and party: the hold is found first, by the cart.
    const { reservationUuid, ...context } = await reservations.passengerContext(
      request.params.uuid,
      (request.body as { cart_id?: unknown } | null)?.cart_id,
    );
    const input = parseInput(passengersRequestSchema(context), request.body);
    return reservations.savePassengers(reservationUuid, input, await request.optionalUser());
  });

  app.post<ByUuid>('/v2/booking/reservations/:uuid/heartbeat/', async (request) => reservations.heartbeat(request.params.uuid));

  app.get<ByUuid>('/v2/booking/reservations/:uuid/', async (request) => reservations.reservation(request.params.uuid));

  app.get<ByUuid>('/cart/get_cart/:uuid', async (request) => reservations.cart(request.params.uuid));
}
