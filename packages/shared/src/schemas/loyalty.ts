import { z } from 'zod';
import { milesOf, milesProblem } from '../cart.js';
import { MILES_BOUND_MAX } from './ops-commerce.js';
import { TRIPS_PAGE_SIZE } from '../constants.js';
import { INPUT_MESSAGES as I, PAYMENT_MESSAGES as P } from '../messages.js';
import { numeric, plainText } from './inputs.js';

// The Penguin Perks wallet's calls (the booking spec's section 7; shapes ours, decision 208).

export { POINTS_TRANSACTION_TYPES } from '../constants.js';

/** Query of GET points_records/: pages of TRIPS_PAGE_SIZE, newest first. */
export const pointsRecordsQuerySchema = z.object({
  limit: numeric(z.number().int().min(1).max(100)).default(TRIPS_PAGE_SIZE),
  offset: numeric(z.number().int().min(0).max(1_000_000)).default(0),
});

export const pointsRecordSchema = z.object({
  id: z.number().int(),
  /** Signed: positive added to the wallet, negative taken from it. */
  points: z.number().int(),
  transaction_type: z.number().int(),
  /** The booking the points were earned on, paid for or given back from; null otherwise. */
  rloc: z.string().nullable(),
  created_at: z.string(),
});

/** GET points_records/: the accrual log with the wallet it adds up to. */
export const pointsRecordsSchema = z.object({
  wallet: z.object({ points: z.number().int(), loyalty_number: z.string() }),
  results: z.array(pointsRecordSchema),
  /** The offset of the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type PointsRecords = z.infer<typeof pointsRecordsSchema>;

// ---- Buying miles (POST and PUT buy_loyalty_points/, decision 210) ----------------------------

/**
 * How many points: a JSON number (the form checks the text typed with the same milesProblem;
 * the body carries a number, decision 236), then section 5's rules, then rounded to whole.
 */
export const pointsAmountSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    // The widest bounds an admin may set: the service checks the bounds the settings hold now (decision 280).
    const problem = typeof value === 'string' ? I.numberNotText : milesProblem(value, { min: 1, max: MILES_BOUND_MAX });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => Math.round(milesOf(value)!));

/** Body of POST buy_loyalty_points/: the price check. */
export const pointsQuoteSchema = z.object({ points_amount: pointsAmountSchema });

/** Body of PUT buy_loyalty_points/: the purchase; the card token makes a replay the same purchase. */
export const pointsPurchaseSchema = z.object({
  points_amount: pointsAmountSchema,
  stripe_token: plainText(255, { required: P.tokenRequired, tooLong: P.tokenUnknown, unreadable: P.tokenUnknown })
    .trim()
    .min(1, { error: P.tokenRequired }),
});
export type PointsPurchaseBody = z.output<typeof pointsPurchaseSchema>;

export const pointsQuoteAnswerSchema = z.object({
  points_amount: z.number().int(),
  /** Cents. */
  price_of_purchased_points: z.number().int(),
  currency: z.string(),
});
export type PointsQuote = z.infer<typeof pointsQuoteAnswerSchema>;

export const pointsPurchaseAnswerSchema = pointsQuoteAnswerSchema.extend({
  card_last4: z.string().nullable(),
  wallet: z.object({ points: z.number().int(), loyalty_number: z.string() }),
});
export type PointsPurchaseAnswer = z.infer<typeof pointsPurchaseAnswerSchema>;
