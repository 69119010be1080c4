import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutAnswerSchema, checkoutSchema } from '@landline/shared/schemas';
import { languageOf } from '../http/language.js';
import { OPTIONAL_SESSION } from '../http/security-schemes.js';
import type { PaymentService } from './service.js';

/**
 * PUT cart/check_out/ (section 7). The sandbox's card-token call is the charges' (decision 205),
 * and so are unsettled attempts, settled by their one reconciler (decision 258).
 */
export function paymentRoutes(routes: FastifyInstance, payments: PaymentService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  // A guest pays a guest's cart; a cart given to a member is paid in that member's session. The
  // booking then speaks the language of the page it is paid on (issue 29).
  app.put(
    '/cart/check_out/',
    {
      schema: {
        summary: 'Pay a cart',
        description:
          "Charges the card token (`stripe_token`: the sandbox's or Stripe's) for what the cart costs after points and store credit, and confirms the booking; a cart already paid answers 409 `already_paid` and is not charged again. A refused card answers 402 `payment_failed`.",
        tags: ['payments'],
        security: OPTIONAL_SESSION,
        body: checkoutSchema,
        response: { 200: checkoutAnswerSchema },
      },
    },
    async (request) => payments.checkout(request.body, await request.optionalUser(), languageOf(request.headers['accept-language'])),
  );
}
