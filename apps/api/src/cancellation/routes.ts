import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cancelBodySchema, cancelScopeSchema, pnrParamSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { CancellationService } from './service.js';

/** Cancellations per client per minute: a traveller cancels a few parts, not hundreds. */
const CANCELS_PER_MINUTE = 10;
const SETTLE_EVERY_MS = 60_000;

type ByCart = { Params: { uuid: string }; Querystring: Record<string, unknown> };
type Cancel = { Params: { pnr: string; segment?: string }; Body: unknown };

/**
 * Cancellation (sections 4 and 7): the refund calculator and the cancellation itself, for the
 * booking's member or a guest naming a passenger's last name (the lastname header). Card refunds
 * left pending are retried when the app is ready and every minute.
 */
export function cancellationRoutes(app: FastifyInstance, cancellations: CancellationService): void {
  app.get<ByCart>('/v2/cart/cart/:uuid/get_refund_details/', async (request) =>
    cancellations.details(request.params.uuid, parseInput(cancelScopeSchema, request.query), await request.asker()),
  );

  const cancel = async (request: FastifyRequest<Cancel>) => {
    // The body's numbers are JSON numbers; the path's segment is text, read as a query's.
    const body = parseInput(cancelBodySchema, request.body ?? {});
    const path = request.params.segment ? parseInput(cancelScopeSchema, { segment: request.params.segment }) : {};
    const scope = { ...body, ...path };
    const { pnr } = parseInput(pnrParamSchema, { pnr: request.params.pnr });
    return cancellations.cancel(pnr, scope, await request.asker());
  };
  const limit = { config: { rateLimit: { max: CANCELS_PER_MINUTE, timeWindow: '1 minute' } } };
  app.post<Cancel>('/v2/booking/tickets/:pnr/cancel/', limit, cancel);
  app.post<Cancel>('/v2/booking/tickets/:pnr/cancel/:segment/', limit, cancel);

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
