import type { FastifyInstance } from 'fastify';
import { cardTokenSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { SandboxProvider } from './sandbox.js';

/** Card tokens per client per minute: enough for typos, too few to test stolen card numbers. */
const TOKENS_PER_MINUTE = 30;

/**
 * With the sandbox processor, the card-token call its card form uses in place of a processor's
 * browser library (decision 205); nothing with Stripe, whose card form is its own.
 */
export function sandboxTokenRoutes(app: FastifyInstance, sandbox: SandboxProvider | null): void {
  if (!sandbox) return;
  app.post('/v2/payments/sandbox/tokens/', { config: { rateLimit: { max: TOKENS_PER_MINUTE, timeWindow: '1 minute' } } }, async (request) =>
    sandbox.createToken(parseInput(cardTokenSchema, request.body)),
  );
}
