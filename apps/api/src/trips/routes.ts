import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import { pnrParamSchema, tripsQuerySchema } from '@landline/shared/schemas';
import { authenticator, optionalAuthenticator } from '../accounts/routes.js';
import type { TokenSigner } from '../accounts/tokens.js';
import { parseInput } from '../http/errors.js';
import type { Asker, TripService } from './service.js';

type ByPnr = { Params: { pnr: string } };

/** The spec's `lastname` header: the last name a guest gave with the booking reference. */
export function lastNameOf(request: FastifyRequest): string | undefined {
  const header = request.headers.lastname;
  const value = Array.isArray(header) ? header[0] : header;
  // Header values are Latin-1 on the wire; a browser sends a non-ASCII name percent-encoded.
  if (!value) return undefined;
  try {
    return decodeURIComponent(value).slice(0, 100);
  } catch {
    return value.slice(0, 100);
  }
}

/** Who asks, from the session (if any), the lastname header and the client's address (its limits). */
export async function askerOf(request: FastifyRequest, signer: TokenSigner): Promise<Asker> {
  return { userId: await optionalAuthenticator(signer)(request), lastName: lastNameOf(request), client: request.ip };
}

/**
 * My Trips (section 7): the member's upcoming and past trips, and one booking by reference.
 * Lookups by reference are limited per client (decision 216): with a passenger's last name
 * needed as well, guessing references is not practical.
 */
export function tripRoutes(app: FastifyInstance, trips: TripService, signer: TokenSigner): void {
  const userOf = authenticator(signer);

  for (const which of ['upcoming', 'past'] as const) {
    app.get(`/v2/booking/reservations/${which}/`, async (request) =>
      trips.list(await userOf(request), which, parseInput(tripsQuerySchema, request.query)),
    );
  }

  app.get<ByPnr>(
    '/v2/booking/tickets/:pnr/',
    { config: { rateLimit: { max: TRIP_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => trips.trip(parseInput(pnrParamSchema, request.params).pnr, await askerOf(request, signer)),
  );

  // The confirmation page's Add to calendar (decision 239): the same file the confirmation mail attaches.
  app.get<ByPnr>(
    '/v2/booking/tickets/:pnr/calendar/',
    { config: { rateLimit: { max: TRIP_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { pnr, ics } = await trips.calendar(parseInput(pnrParamSchema, request.params).pnr, await askerOf(request, signer));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="landline-${pnr}.ics"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
