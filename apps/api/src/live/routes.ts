// The live side's calls (decision 283): the public board and a departure (JSON and Server-Sent
// Events, public data: no passenger in them), a driver's phone's positions under /api/ops/, the
// GTFS-Realtime feeds at /gtfs-rt/, and the demo's simulator sweep.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_MESSAGES as L } from '@landline/shared/messages';
import {
  driverPositionsAnswerSchema,
  driverPositionsSchema,
  liveBoardSchema,
  liveDepartureSchema,
  liveTripParamSchema,
  realtimeFormatQuerySchema,
} from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import { NotFoundError, parseInput, TooManyRequestsError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { signedIn, staffOnly } from '../staff/guard.js';
import { staffCookieOf } from '../staff/session-cookie.js';
import type { LiveEvents } from './events.js';
import { encodeFeed, feedJson, tripUpdatesFeed, vehiclePositionsFeed } from './realtime.js';
import type { LiveService } from './service.js';

const tags = ['live'];
/** How often the simulator moves the demo's coaches. */
export const SIMULATOR_EVERY_MS = 10_000;
/** A phone sends every 10–15 s, and its queue in batches when back online: this is ample. */
const SHARES_PER_MINUTE = 30;

/** The answer of an event stream, as the document names it (the stream is written by the handler, never serialized). */
const eventStream = z.custom<string>((value) => typeof value === 'string').meta({ type: 'string', contentMediaType: 'text/event-stream' });
const stream = { description: 'Server-Sent Events', content: { 'text/event-stream': { schema: eventStream } } };

/** GET /api/live/, /api/live/{trip}/ and their event streams. */
export function liveRoutes(routes: FastifyInstance, live: LiveService, events: LiveEvents): void {
  const api = routes.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/live/',
    {
      schema: {
        summary: 'The live board',
        description:
          'The departures running now, leaving within 30 minutes or arrived within 15, with their positions and predicted times, and the network drawn under them.',
        tags,
        noInput: true,
        response: { 200: liveBoardSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return live.board();
    },
  );

  api.get(
    '/live/events',
    {
      schema: {
        summary: "The live board's updates",
        description:
          "Server-Sent Events: `board` (the live board) first, then `departure` (one departure) whenever a coach's position changes. Comments keep the stream open. At most 8 streams per client.",
        tags,
        noInput: true,
        response: { 200: stream },
      },
    },
    async (request, reply) => events.serve(request, reply, null, () => live.board()),
  );

  api.get(
    '/live/:trip/',
    {
      schema: {
        summary: 'A departure, live',
        description: 'Where the coach is and when it is predicted at each stop. Any date; only the days around today have positions.',
        tags,
        params: liveTripParamSchema,
        response: { 200: liveDepartureSchema },
      },
    },
    async (request, reply) => {
      const departure = await live.departure(request.params.trip);
      if (!departure) throw new NotFoundError(L.departureNotFound);
      reply.header('cache-control', 'no-store');
      return departure;
    },
  );

  api.get(
    '/live/:trip/events',
    {
      schema: {
        summary: "A departure's updates",
        description: 'Server-Sent Events: `departure` now, then again whenever its position changes.',
        tags,
        params: liveTripParamSchema,
        response: { 200: stream },
      },
    },
    async (request, reply) => {
      const trip = request.params.trip;
      return events.serve(request, reply, trip, async () => {
        const departure = await live.departure(trip);
        if (!departure) throw new NotFoundError(L.departureNotFound);
        return departure;
      });
    },
  );
}

/** POST /api/ops/departures/{trip}/positions/: a driver's phone shares where the coach is. */
export function livePositionRoutes(routes: FastifyInstance, live: LiveService): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();
  ops.post(
    '/departures/:trip/positions/',
    {
      // Not a read: the guard writes nothing; the service audits a member's first reading of a departure.
      ...staffOnly('sharePosition'),
      config: {
        ...staffOnly('sharePosition').config,
        rateLimit: {
          max: SHARES_PER_MINUTE,
          timeWindow: '1 minute',
          // Per session: the drivers of a depot share one address.
          keyGenerator: (request) => staffCookieOf(request) ?? request.ip,
          errorResponseBuilder: () => new TooManyRequestsError(L.tooManyReadings),
        },
      },
      schema: {
        summary: "Share a departure's position",
        description:
          "Readings of the phone's position (oldest first, at most 100: a queue sent when the phone is back online). Each has an id made on the phone: a reading sent twice, or older than the one kept, does not move the coach. A driver only on the departures assigned to them; not a cancelled departure, nor readings outside its run (an hour before it leaves to three hours after it was to arrive).",
        tags: ['operations: live'],
        params: liveTripParamSchema,
        body: driverPositionsSchema,
        response: { 200: driverPositionsAnswerSchema },
      },
    },
    async (request) => live.share(signedIn(request), request.params.trip, request.body.positions),
  );
}

/** GET /gtfs-rt/vehicle-positions.pb and /gtfs-rt/trip-updates.pb (outside /api/: feed readers fetch them by these names). */
export function realtimeRoutes(app: FastifyInstance, live: LiveService, deps: { clock: Clock; network: NetworkStore }): void {
  const feeds = {
    'vehicle-positions': async () => {
      const at = deps.clock.now().getTime();
      return vehiclePositionsFeed(await live.around(await deps.network.get(), at), at);
    },
    'trip-updates': async () => {
      const at = deps.clock.now().getTime();
      const network = await deps.network.get();
      const [near, disrupted] = await Promise.all([live.around(network, at), live.disrupted(network, at)]);
      const seen = new Set(near.map((s) => s.trip.id));
      return tripUpdatesFeed([...near, ...disrupted.filter((s) => !seen.has(s.trip.id))], at);
    },
  };
  for (const [name, make] of Object.entries(feeds)) {
    app.get(`/gtfs-rt/${name}.pb`, async (request, reply) => {
      const { format } = parseInput(realtimeFormatQuerySchema, request.query);
      const message = await make();
      reply.header('cache-control', 'no-cache');
      if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(await feedJson(message), null, 2));
      return reply.type('application/x-protobuf').send(Buffer.from(await encodeFeed(message)));
    });
  }
}

/**
 * The demo's simulator (LIVE_SIMULATOR): every 10 s, the coaches of the departures running now
 * move along their stops. One round per period across the deployment (the job queue).
 */
export function liveSimulator(app: FastifyInstance, live: LiveService): void {
  app.jobs.every({
    name: 'live-simulator',
    everyMs: SIMULATOR_EVERY_MS,
    work: () => live.simulate(),
    what: 'moved',
    done: 'simulated coaches moved',
    failed: 'could not move the simulated coaches',
  });
}
