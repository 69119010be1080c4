import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardTokenAnswerSchema, cardTokenSchema } from '@landline/shared/schemas';
import type { SandboxProvider } from './sandbox.js';

/** Card tokens per client per minute: enough for typos, too few to test stolen card numbers. */
const TOKENS_PER_MINUTE = 30;

/**
 * With the sandbox processor, the card-token call its card form uses in place of a processor's
 * browser library (decision 205); nothing with Stripe, whose card form is its own.
 */
export function sandboxTokenRoutes(app: FastifyInstance, sandbox: SandboxProvider | null): void {
  if (!sandbox) return;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v2/payments/sandbox/tokens/',
    {
      config: { rateLimit: { max: TOKENS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: "A card token from the sandbox's card form",
        description:
          "With the sandbox processor only (PAYMENTS=sandbox): the token checkout takes as `stripe_token`. The sandbox's test cards decide the outcome; no real card is charged.",
        tags: ['payments'],
        body: cardTokenSchema,
        response: { 200: cardTokenAnswerSchema },
      },
    },
    async (request) => sandbox.createToken(request.body),
  );
}
