import type { FastifyInstance } from 'fastify';
import { cardTokenSchema, checkoutSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { runPeriodically } from '../http/periodic.js';
import type { SandboxProvider } from './sandbox.js';
import type { PaymentService } from './service.js';

/** Card tokens per client per minute: enough for typos, too few to test stolen card numbers. */
const TOKENS_PER_MINUTE = 30;
/** How often unsettled payments are looked at (each is settled once it is RECONCILE_AFTER_MS old). */
const RECONCILE_EVERY_MS = 60_000;

/**
 * PUT cart/check_out/ (section 7) and, with the sandbox processor, the card-token call its card
 * form uses in place of a processor's browser library (decision 205). The reconciler runs when the
 * app is ready and every minute after.
 */
export function paymentRoutes(app: FastifyInstance, payments: PaymentService, sandbox: SandboxProvider | null): void {
  // A guest pays a guest's cart; a cart given to a member is paid in that member's session.
  app.put('/cart/check_out/', async (request) => payments.checkout(parseInput(checkoutSchema, request.body), await request.optionalUser()));

  if (sandbox) {
    app.post(
      '/v2/payments/sandbox/tokens/',
      { config: { rateLimit: { max: TOKENS_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request) => sandbox.createToken(parseInput(cardTokenSchema, request.body)),
    );
  }

  runPeriodically(app, {
    everyMs: RECONCILE_EVERY_MS,
    work: () => payments.reconcile(),
    what: 'settled',
    done: 'unsettled payments settled',
    failed: 'could not settle unsettled payments',
  });
}
