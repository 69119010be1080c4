// The flight-status sandbox's development API (decision 286): a tester tells the sandbox a flight
// is late or cancelled, as an airline would, and reads what it now answers. Served only when the
// sandbox is the provider and the site is not public; the guarantees of the flight are checked at
// once (a task of the job queue), so the journey does not wait for the sweep.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GUARANTEE_MESSAGES as G } from '@landline/shared/messages';
import { sandboxFlightAnswerSchema, sandboxFlightChangeSchema } from '@landline/shared/schemas';
import { ValidationError } from '../http/errors.js';
import { pathParams } from '../http/route-schemas.js';
import type { FlightStatusAsker } from './service.js';
import type { SandboxFlightStatus } from './sandbox.js';

const FLIGHT = /^([A-Z0-9]{2})(\d{1,4}[A-Z]?)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const byFlight = pathParams({
  flight: 'The airline code and flight number, such as UA123.',
  date: "The flight's local departure date (YYYY-MM-DD).",
});
const tags = ['development: flight-status sandbox'];

/** The flight of a path, or the spec's validation error. */
function flightOfPath(params: { flight: string; date: string }) {
  const found = FLIGHT.exec(params.flight.toUpperCase());
  const errors: Record<string, string[]> = {};
  if (!found) errors.flight = [G.flightInvalid];
  if (!DATE.test(params.date)) errors.date = ['Use a date such as 2026-11-24.'];
  if (!found || errors.date) throw new ValidationError(errors);
  return { carrier: found[1], number: found[2], date: params.date };
}

export function flightStatusSandboxRoutes(
  routes: FastifyInstance,
  deps: {
    sandbox: SandboxFlightStatus;
    asker: FlightStatusAsker;
    checkFlight: (flight: { carrier: string; number: string; date: string }) => Promise<boolean>;
  },
): void {
  const api = routes.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/sandbox/flight-status/flights/:flight/:date/',
    {
      schema: {
        summary: 'What the flight-status sandbox answers for a flight',
        description: 'Development only: the status a booked flight has now (null when no connection guarantee names it).',
        tags,
        params: byFlight,
        response: { 200: sandboxFlightAnswerSchema },
      },
    },
    async (request) => {
      const f = flightOfPath(request.params);
      return { status: await deps.sandbox.status(f.carrier, f.number, f.date), check_sent: false };
    },
  );
  api.post(
    '/sandbox/flight-status/flights/:flight/:date/',
    {
      schema: {
        summary: 'Tell the flight-status sandbox a flight is late or cancelled',
        description:
          'Development only: `{ "delay_minutes": 120 }` (0: on time again) or `{ "cancelled": true }`. The guarantees of the flight are checked at once.',
        tags,
        params: byFlight,
        body: sandboxFlightChangeSchema,
        response: { 200: sandboxFlightAnswerSchema },
      },
    },
    async (request) => {
      const f = flightOfPath(request.params);
      const body = request.body;
      await deps.sandbox.tell(f.carrier, f.number, f.date, body.cancelled ? { cancelled: true } : { delay_minutes: body.delay_minutes! });
      await deps.asker.forget(f.carrier, f.number, f.date);
      const sent = await deps.checkFlight(f).catch((err: unknown) => {
        request.log.warn({ err }, 'guarantee check not sent; the sweep will');
        return false;
      });
      return { status: await deps.sandbox.status(f.carrier, f.number, f.date), check_sent: sent };
    },
  );
}
