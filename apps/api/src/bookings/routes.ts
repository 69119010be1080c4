import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOLDS_PER_MINUTE } from '@landline/shared/constants';
import { cartSchema, heartbeatSchema, itineraryUpdateSchema, passengersRequestSchema, reservationSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { languageOf } from '../http/language.js';
import { parsedByHandler, pathParams } from '../http/route-schemas.js';
import { OPTIONAL_SESSION } from '../http/security-schemes.js';
import type { ReservationService } from './service.js';

const bySearch = pathParams({ uuid: "The search's uuid (the search answer's `uuid`)." });
const byReservation = pathParams({ uuid: "The reservation's uuid (the hold's answer `uuid`): the holder's key." });

/**
 * The passengers' body as the document shows it. The rules of a real one need its hold (dates,
 * party, flights), so the handler parses it once the hold is found; the shape is the same.
 */
const passengersBody = passengersRequestSchema({
  firstDeparture: '2000-01-01',
  party: { adults: 1, children: 0, infants: 0 },
  hasFlight: true,
  oneWay: false,
});

export function reservationRoutes(routes: FastifyInstance, reservations: ReservationService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  // Paying with points (the passengers call's payment_type) needs the member's session.

  // Holds per client a minute, and who holds (decision 233): seats kept per holder are limited.
  app.put(
    '/bookings/:uuid/itinerary/',
    {
      config: { rateLimit: { max: HOLDS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: "Hold an itinerary's seats",
        description:
          "Re-checks and re-prices the chosen itinerary (its `booking_token`), then holds its seats for a while (`held_until`); a hold the traveller already has (`reservation_uuid` with its `cart_id`) is released in the same step. The answer's `uuid` and `cart.uuid` are the holder's keys.",
        tags: ['bookings'],
        security: OPTIONAL_SESSION,
        params: bySearch,
        body: itineraryUpdateSchema,
        response: { 200: reservationSchema },
      },
    },
    async (request) => {
      // The booking speaks the language of the page it is held on (issue 29): its mails, passes, calendar.
      const holder = { client: request.ip, userId: await request.optionalUser() };
      return reservations.hold(request.params.uuid, request.body, holder, languageOf(request.headers['accept-language']));
    },
  );

  app.put(
    '/bookings/:uuid/passengers/',
    {
      schema: {
        summary: "A hold's passengers",
        description:
          'The passengers of the hold whose cart is `cart_id`, the lead passenger first; checked against the hold (its party, travel dates and flights). Errors are keyed `passengers.{index}.{field}`.',
        tags: ['bookings'],
        security: OPTIONAL_SESSION,
        params: bySearch,
        body: parsedByHandler(passengersBody),
        response: { 200: reservationSchema },
      },
    },
    async (request) => {
      // The rules need the hold's travel dates and party: the hold is found first, by the cart.
      const { reservationUuid, ...context } = await reservations.passengerContext(
        request.params.uuid,
        (request.body as { cart_id?: unknown } | null)?.cart_id,
      );
      const input = parseInput(passengersRequestSchema(context), request.body);
      return reservations.savePassengers(reservationUuid, input, await request.optionalUser());
    },
  );

  app.post(
    '/v2/booking/reservations/:uuid/heartbeat/',
    {
      schema: {
        summary: 'Keep a hold alive',
        description: 'Extends the hold while the traveller books; `alive: false` with the state when it is gone.',
        tags: ['bookings'],
        params: byReservation,
        response: { 200: heartbeatSchema },
      },
    },
    async (request) => reservations.heartbeat(request.params.uuid),
  );

  app.get(
    '/v2/booking/reservations/:uuid/',
    {
      schema: {
        summary: 'A reservation',
        description: 'The hold (or, once paid, the booking) for its holder and payer: the confirmation page reads it.',
        tags: ['bookings'],
        params: byReservation,
        response: { 200: reservationSchema },
      },
    },
    async (request) => reservations.reservation(request.params.uuid),
  );

  app.get(
    '/cart/get_cart/:uuid',
    {
      schema: {
        summary: "A held booking's cart",
        tags: ['cart'],
        params: pathParams({ uuid: "The cart's uuid (the hold's `cart.uuid`): the holder's key; a paid cart is not found." }),
        response: { 200: cartSchema },
      },
    },
    async (request) => reservations.cart(request.params.uuid),
  );
}
