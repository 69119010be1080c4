import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pointsPurchaseAnswerSchema,
  pointsPurchaseSchema,
  pointsQuoteAnswerSchema,
  pointsQuoteSchema,
  pointsRecordsQuerySchema,
  pointsRecordsSchema,
} from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { MEMBERS } from '../http/security-schemes.js';
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
export function loyaltyRoutes(routes: FastifyInstance, deps: { db: Db; purchases: PointsPurchaseService; clock: Clock }): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  const members = { preValidation: app.authenticate };
  const tags = ['loyalty'];

  app.get(
    '/points_records/',
    {
      ...members,
      schema: {
        summary: "The member's points log",
        tags,
        security: MEMBERS,
        querystring: pointsRecordsQuerySchema,
        response: { 200: pointsRecordsSchema },
      },
    },
    async (request) => pointsLog(deps.db, request.userId!, request.query),
  );

  app.post(
    '/buy_loyalty_points/',
    {
      ...members,
      schema: {
        summary: 'What buying points costs',
        tags,
        security: MEMBERS,
        body: pointsQuoteSchema,
        response: { 200: pointsQuoteAnswerSchema },
      },
    },
    async (request) => deps.purchases.quote(request.body.points_amount),
  );

  app.put(
    '/buy_loyalty_points/',
    {
      ...members,
      config: { rateLimit: { max: PURCHASES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Buy points',
        description: 'Charges the card token for the points and adds them to the wallet.',
        tags,
        security: MEMBERS,
        body: pointsPurchaseSchema,
        response: { 200: pointsPurchaseAnswerSchema },
      },
    },
    async (request) => deps.purchases.buy(request.userId!, request.body),
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
