import type { FastifyInstance } from 'fastify';
import { checkoutSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { languageOf } from '../http/language.js';
import type { PaymentService } from './service.js';

/**
 * PUT cart/check_out/ (section 7). The sandbox's card-token call is the charges' (decision 205),
 * and so are unsettled attempts, settled by their one reconciler (decision 258).
 */
export function paymentRoutes(app: FastifyInstance, payments: PaymentService): void {
  // A guest pays a guest's cart; a cart given to a member is paid in that member's session. The
  // booking then speaks the language of the page it is paid on (issue 29).
  app.put('/cart/check_out/', async (request) =>
    payments.checkout(
      parseInput(checkoutSchema, request.body),
      await request.optionalUser(),
      languageOf(request.headers['accept-language']),
    ),
  );
}
