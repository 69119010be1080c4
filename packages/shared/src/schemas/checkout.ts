import { z } from 'zod';
import { PAYMENT_MESSAGES as P, CART_MESSAGES as M } from '../messages.js';
import { jsonNumber, plainText } from './inputs.js';
import { cartSchema } from './bookings.js';

// Paying (the booking spec's sections 4 and 7): the sandbox card form's token call and
// PUT cart/check_out/. The amount is never the browser's: checkout charges the server's total
// of the cart, and any amount in the body is ignored (decision 205).

const cartId = plainText(64, { required: M.cartRequired, tooLong: M.cartRequired, unreadable: M.cartRequired })
  .trim()
  .min(1, { error: M.cartRequired });

/**
 * POST v2/payments/sandbox/tokens/: card fields to a one-use token, as a card processor's
 * browser library does (PAYMENTS=sandbox). Only the format is checked here; the card's answer
 * (declined, insufficient funds…) comes at the charge.
 */
export const cardTokenSchema = z.object({
  number: plainText(32, { required: P.incorrectNumber, tooLong: P.incorrectNumber }),
  exp_month: plainText(2, { required: P.invalidExpiry, tooLong: P.invalidExpiry }),
  exp_year: plainText(4, { required: P.invalidExpiry, tooLong: P.invalidExpiry }),
  cvc: plainText(4, { required: P.invalidCvc, tooLong: P.invalidCvc }),
  name: plainText(120).trim().optional(),
});
export type CardTokenInput = z.input<typeof cardTokenSchema>;

export const cardTokenAnswerSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
});
export type CardToken = z.infer<typeof cardTokenAnswerSchema>;

/** PUT cart/check_out/ (section 7). */
export const checkoutSchema = z
  .object({
    cart_id: cartId,
    is_edit_per_segment: z.boolean().default(false),
    is_ground_only: z.boolean().default(false),
    /** The ticket an edit pays for (edit mode, a later issue); a whole number when sent. */
    ticket_id: jsonNumber().int().positive().nullish(),
    payment_data: z.object({
      holder_name: plainText(120, { required: P.holderRequired }).trim().min(1, { error: P.holderRequired }),
      email: plainText(254, { required: P.emailRequired })
        .trim()
        .pipe(z.email({ error: P.emailInvalid })),
    }),
    /** The card token (sandbox `tok_…`, Stripe's test tokens too); absent when nothing is due. */
    stripe_token: plainText(255, { tooLong: P.tokenUnknown }).trim().optional().nullable(),
  })
  .loose();
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutBody = z.output<typeof checkoutSchema>;

/** The answer of a checkout: the cart, checked out, and the booking it confirmed. */
export const checkoutAnswerSchema = cartSchema.extend({
  booking: z.object({ reservation_uuid: z.uuid(), pnr: z.string(), state: z.string() }),
  payment: z
    .object({
      amount: z.number().int(),
      currency: z.string(),
      card_last4: z.string().nullable(),
      /** Penguin Perks points the booking was paid with (0: none). */
      points: z.number().int(),
    })
    .nullable(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** Body of PUT v2/booking/seat_purchases/{uuid}/ (decision 222): the card and the receipt's address. */
export const seatPurchasePaySchema = z.object({
  payment_data: z.object({
    holder_name: plainText(120, { required: P.holderRequired }).trim().min(1, { error: P.holderRequired }),
    email: plainText(254, { required: P.emailRequired })
      .trim()
      .pipe(z.email({ error: P.emailInvalid })),
  }),
  stripe_token: plainText(255, { required: P.tokenRequired, tooLong: P.tokenUnknown }).trim().min(1, { error: P.tokenRequired }),
});
export type SeatPurchasePayBody = z.output<typeof seatPurchasePaySchema>;
