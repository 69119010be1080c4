import type { FastifyInstance } from 'fastify';
import { optionalAuthenticator } from '../http/auth.js';
import type { TokenSigner } from '../http/tokens.js';
import { cardTokenSchema, checkoutSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { SandboxProvider } from '../charges/sandbox.js';
import type { PaymentService } from './service.js';

/** Card tokens per client per minute: enough for typos, too few to test stolen card numbers. */
const TOKENS_PER_MINUTE = 30;

/**
 * PUT cart/check_out/ (section 7) and, with the sandbox processor, the card-token call its card
 * form uses in place of a processor's browser library (decision 205). Unsettled attempts are the
 * charges' one reconciler's (decision 258).
 */
export function paymentRoutes(app: FastifyInstance, payments: PaymentService, sandbox: SandboxProvider | null, signer: TokenSigner): void {
  // A guest pays a guest's cart; a cart given to a member is paid in that member's session.
  const optionalUser = optionalAuthenticator(signer);

  app.put('/cart/check_out/', async (request) => payments.checkout(parseInput(checkoutSchema, request.body), await optionalUser(request)));

  if (sandbox) {
    app.post(
      '/v2/payments/sandbox/tokens/',
      { config: { rateLimit: { max: TOKENS_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request) => sandbox.createToken(parseInput(cardTokenSchema, request.body)),
    );
  }
}
