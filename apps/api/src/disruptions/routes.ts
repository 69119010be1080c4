// Disrupted departures (decision 279): the dispatcher's changes and the staff view under
// /api/ops/ (behind the console's guard), the traveller's link under /api/disruptions/, and the
// jobs: the fan-out task (one per disruption, keyed by its id), the catch-up sweep that restarts
// a fan-out a crash stopped, the reminder and the settling sweep.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  departureCancelSchema,
  departureChangeSchema,
  departureStateSchema,
  disruptionActSchema,
  disruptionChooseSchema,
  disruptionOfferSchema,
  disruptionViewSchema,
  vehicleListSchema,
} from '@landline/shared/schemas';
import type { SendTask } from '../jobs/queue.js';
import { pathParams } from '../http/route-schemas.js';
import { signedIn, staffOnly } from '../staff/guard.js';
import type { DisruptionService } from './service.js';

/** The traveller's link: a few looks and choices a minute per client (the token is 256 bits; this bounds the noise). */
const LINK_PER_MINUTE = { max: 20, timeWindow: '1 minute' };
const CATCH_UP_EVERY_MS = 60_000;
const REMIND_EVERY_MS = 5 * 60_000;
const SETTLE_EVERY_MS = 5 * 60_000;

const byTrip = pathParams({ trip: "The departure's id (a trip: a run on a date)." });
const byTripAndReference = pathParams({ trip: "The departure's id.", reference: "The booking's reference." });
const byToken = pathParams({ token: "The personal link's token, from the disruption mail." });
const opsTags = ['operations: disruptions'];
const tags = ['disruptions'];

/** The jobs of the fan-out; answers how to send one disruption's fan-out. */
export function disruptionJobs(api: FastifyInstance, disruptions: DisruptionService): SendTask<{ id: number }> {
  const send = api.jobs.task<{ id: number }>({
    name: 'disruption-fanout',
    run: async ({ id }) => void (await disruptions.fanOut(id)),
    retries: 5,
    retryDelaySeconds: 10,
    timeoutSeconds: 300,
  });
  api.jobs.every({
    name: 'disruption-mail',
    everyMs: CATCH_UP_EVERY_MS,
    timeoutSeconds: 300,
    work: async () => {
      let mailed = 0;
      for (const id of await disruptions.unmailed()) mailed += await disruptions.fanOut(id);
      return mailed;
    },
    what: 'mailed',
    done: 'disruption mails written',
    failed: 'could not write the disruption mails',
  });
  api.jobs.every({
    name: 'disruption-remind',
    everyMs: REMIND_EVERY_MS,
    work: () => disruptions.remind(),
    what: 'reminded',
    done: 'disruption reminders written',
    failed: 'could not write the disruption reminders',
  });
  api.jobs.every({
    name: 'disruption-settle',
    everyMs: SETTLE_EVERY_MS,
    // Each refund may wait on the processor.
    timeoutSeconds: 300,
    work: () => disruptions.settle(),
    what: 'settled',
    done: 'disruption choices closed',
    failed: 'could not close the disruption choices',
  });
  return send;
}

/** The traveller's link: what they may choose, and their choice. Public: the token is the key. */
export function disruptionRoutes(routes: FastifyInstance, disruptions: DisruptionService): void {
  const api = routes.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/disruptions/:token/',
    {
      config: { rateLimit: LINK_PER_MINUTE },
      schema: {
        summary: 'A disrupted ride: what to choose',
        description:
          "The personal link of a disruption mail: the ride as booked, why it changed, the next departure with the party's seats and the full refund by where it goes; after a choice, what was chosen.",
        tags,
        params: byToken,
        response: { 200: disruptionOfferSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return disruptions.offer(request.params.token);
    },
  );
  api.post(
    '/disruptions/:token/',
    {
      config: { rateLimit: LINK_PER_MINUTE },
      schema: {
        summary: 'Choose for a disrupted ride',
        description:
          'Rebook on the next departure (no charge), a full refund to where it was paid from, or (a moved departure) keep the new time. Once chosen, the link answers the choice made.',
        tags,
        params: byToken,
        body: disruptionChooseSchema,
        response: { 200: disruptionOfferSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return disruptions.choose(request.params.token, request.body.choice);
    },
  );
}

/** The console's calls on a departure (behind the staff guard). */
export function disruptedDepartureRoutes(routes: FastifyInstance, disruptions: DisruptionService, fanOut: SendTask<{ id: number }>): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();
  const send = async (id: number | null, log: FastifyInstance['log']) => {
    if (id === null) return;
    // Committed already: a send lost here is picked up by the catch-up sweep within a minute.
    await fanOut({ id }, String(id)).catch((err) => log.warn({ err }, 'disruption fan-out not sent; the sweep will'));
  };

  ops.patch(
    '/departures/:trip/',
    {
      ...staffOnly('changeDepartures'),
      schema: {
        summary: "Change a departure's time or vehicle",
        description:
          'A new time (every booking is mailed a link to keep it, rebook or be refunded) and/or another vehicle: one smaller than the seats sold is refused (409) with `bookings`, the references that would not fit. Audited with the reason.',
        tags: opsTags,
        params: byTrip,
        body: departureChangeSchema,
        response: { 200: departureStateSchema },
      },
    },
    async (request) => {
      const state = await disruptions.change(signedIn(request).id, request.params.trip, request.body);
      await send(state.disruption_id, request.log);
      return state;
    },
  );

  ops.get(
    '/vehicles/',
    {
      ...staffOnly('changeDepartures', { action: 'vehicles.read', target: () => 'vehicles' }),
      schema: {
        summary: 'The vehicles',
        description: "What a departure may be put on (the console's vehicle form), smallest first, with seats and wheelchair spaces.",
        tags: opsTags,
        noInput: true,
        response: { 200: vehicleListSchema },
      },
    },
    async () => disruptions.vehicles(),
  );

  ops.post(
    '/departures/:trip/cancel/',
    {
      ...staffOnly('changeDepartures'),
      schema: {
        summary: 'Cancel a departure',
        description:
          'Nothing more is sold on it; every booking on it is mailed once a personal link to rebook on the next departure or be refunded in full. Audited with the reason.',
        tags: opsTags,
        params: byTrip,
        body: departureCancelSchema,
        response: { 200: departureStateSchema },
      },
    },
    async (request) => {
      const state = await disruptions.cancel(signedIn(request).id, request.params.trip, request.body.reason);
      await send(state.disruption_id, request.log);
      return state;
    },
  );

  ops.get(
    '/departures/:trip/disruption/',
    {
      ...staffOnly('actForTravellers', {
        action: 'disruption.read',
        target: (request) => `trip:${(request.params as { trip: string }).trip}`,
      }),
      schema: {
        summary: "A disrupted departure's bookings",
        description:
          'Who has chosen (rebooked, refunded, kept; by the traveller, staff or the closing sweep) and who has not, with the mails sent.',
        tags: opsTags,
        params: byTrip,
        response: { 200: disruptionViewSchema },
      },
    },
    async (request) => disruptions.view(request.params.trip),
  );

  ops.post(
    '/departures/:trip/disruption/:reference/',
    {
      ...staffOnly('actForTravellers'),
      schema: {
        summary: 'Choose for a traveller',
        description:
          'Rebook or refund a booking of a disrupted departure on its traveller’s behalf (a call, a desk), with the reason; audited.',
        tags: opsTags,
        params: byTripAndReference,
        body: disruptionActSchema,
        response: { 200: disruptionViewSchema },
      },
    },
    async (request) =>
      disruptions.chooseFor(signedIn(request).id, request.params.trip, request.params.reference, request.body.choice, request.body.reason),
  );
}
