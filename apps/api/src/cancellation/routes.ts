import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { cancelAnswerSchema, cancelBodySchema, cancelScopeSchema, pnrParamSchema, refundDetailsSchema } from '@landline/shared/schemas';
import { pathParams } from '../http/route-schemas.js';
import { REFERENCE_RULE } from '../http/security-schemes.js';
import type { CancellationService } from './service.js';

/** Cancellations per client per minute: a traveller cancels a few parts, not hundreds. */
const CANCELS_PER_MINUTE = 10;
const SETTLE_EVERY_MS = 60_000;

/** The path's segment is text, read as a query's; the body's numbers are JSON numbers. */
const cancelPath = pnrParamSchema.extend({ segment: cancelScopeSchema.shape.segment });
type Cancel = FastifyRequest<{ Params: z.output<typeof cancelPath>; Body: z.output<typeof cancelBodySchema> }>;

/**
 * Cancellation (sections 4 and 7): the refund calculator and the cancellation itself, for the
 * booking's member or a guest naming a passenger's last name (the lastname header). Card refunds
 * left pending are retried when the app is ready and every minute.
 */
export function cancellationRoutes(routes: FastifyInstance, cancellations: CancellationService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/cart/cart/:uuid/get_refund_details/',
    {
      schema: {
        summary: 'What cancelling gives back',
        description:
          'The refund calculator of a paid cart, for the whole trip or a part (`segment`, `passengers`): line by line, and where the refund goes.',
        tags: ['cancellation'],
        security: REFERENCE_RULE,
        params: pathParams({ uuid: "A paid cart's uuid (the trip's `cart_uuid`)." }),
        querystring: cancelScopeSchema,
        response: { 200: refundDetailsSchema },
      },
    },
    async (request) => cancellations.details(request.params.uuid, request.query, await request.asker()),
  );

  const cancel = async (request: Cancel) => {
    const { pnr, segment } = request.params;
    // The path's segment wins over the body's.
    const scope = { ...request.body, ...(segment ? { segment } : {}) };
    return cancellations.cancel(pnr, scope, await request.asker());
  };
  const options = (path: z.ZodObject) => ({
    config: { rateLimit: { max: CANCELS_PER_MINUTE, timeWindow: '1 minute' } },
    schema: {
      summary: 'Cancel a trip, or a part of it',
      description:
        'The whole trip, a direction (`segment`: 1 departure, 2 return) or some passengers (`passengers`, by their place in the booking); the refund goes where the calculator says.',
      tags: ['cancellation'],
      security: REFERENCE_RULE,
      params: path,
      body: cancelBodySchema,
      response: { 200: cancelAnswerSchema },
    },
  });
  app.post('/v2/booking/tickets/:pnr/cancel/', options(pnrParamSchema), cancel);
  app.post('/v2/booking/tickets/:pnr/cancel/:segment/', options(cancelPath), cancel);

  app.jobs.every({
    name: 'settle-refunds',
    // Each pending refund may wait on the processor.
    timeoutSeconds: 120,
    everyMs: SETTLE_EVERY_MS,
    work: () => cancellations.settlePending(),
    what: 'settled',
    done: 'pending card refunds settled',
    failed: 'could not settle pending card refunds',
  });
}
