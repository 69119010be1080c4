import type { FastifyInstance } from 'fastify';
import { pointsPurchaseSchema, pointsQuoteSchema, pointsRecordsQuerySchema } from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { parseInput } from '../http/errors.js';
import type { PointsPurchaseService } from './purchases.js';
import { earnForDepartedRides, pointsLog } from './service.js';

/** Purchases per client per minute: a few retries with another card, not a card-testing run. */
const PURCHASES_PER_MINUTE = 10;
const EARN_EVERY_MS = 60_000;

/**
 * The Penguin Perks wallet's calls (section 7): the accrual log and buying points, for the
 * signed-in member. Rides that have left earn their points (decision 213) when the app is ready
 * and every minute after; purchases left pending are the charges' one reconciler's (decision 258).
 */
export function loyaltyRoutes(app: FastifyInstance, deps: { db: Db; purchases: PointsPurchaseService; clock: Clock }): void {
  const members = { preHandler: app.authenticate };

  app.get('/points_records/', members, async (request) =>
    pointsLog(deps.db, request.userId!, parseInput(pointsRecordsQuerySchema, request.query)),
  );

  app.post('/buy_loyalty_points/', members, async (request) =>
    deps.purchases.quote(parseInput(pointsQuoteSchema, request.body).points_amount),
  );

  app.put(
    '/buy_loyalty_points/',
    { ...members, config: { rateLimit: { max: PURCHASES_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => deps.purchases.buy(request.userId!, parseInput(pointsPurchaseSchema, request.body)),
  );

  app.jobs.every({
    name: 'earn-points',
    everyMs: EARN_EVERY_MS,
    work: () => earnForDepartedRides(deps.db, deps.clock.now()),
    what: 'credited',
    done: 'rides credited with their points',
    failed: 'could not credit departed rides with their points',
  });
}
