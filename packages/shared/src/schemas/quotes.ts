import { z } from 'zod';
import { CHARTER_PASSENGERS_MAX, CORPORATE_CITIES, QUOTE_MESSAGE_MAX } from '../constants.js';
import { isIsoDate } from '../dates.js';
import { QUOTE_MESSAGES as Q } from '../messages.js';
import { jsonNumber, plainText } from './inputs.js';

// The quote forms of /corporate-travel-quote and /charters-quote (decision 223): ours
// in place of the spec's outside form, checked the same way in the browser and by the API.

export { CHARTER_PASSENGERS_MAX, CORPORATE_CITIES, QUOTE_MESSAGE_MAX, QUOTE_MIN_FILL_MS } from '../constants.js';

export const QUOTE_KINDS = ['corporate', 'charter'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

const required = (max: number, message: string) => plainText(max, { required: message }).trim().min(1, { error: message });

/** What both forms ask: who asks, how to answer them, and the spam guards. */
const contact = {
  name: required(120, Q.nameRequired),
  email: plainText(254, { required: Q.emailInvalid })
    .trim()
    .pipe(z.email({ error: Q.emailInvalid })),
  phone: plainText(30, { required: Q.phoneInvalid })
    .trim()
    .regex(/^\+?[\d\s().-]{7,30}$/, { error: Q.phoneInvalid }),
  message: plainText(QUOTE_MESSAGE_MAX, { tooLong: Q.messageTooLong }).trim().default(''),
  /** The form's signed token (when it was shown): the time check, and the request's idempotency key. */
  form_token: plainText(200, { required: Q.refused }).min(1, { error: Q.refused }),
  /** A field people never see and robots fill in: anything in it refuses the request. */
  website: plainText(200).max(0, { error: Q.refused }).default(''),
};

export const corporateQuoteSchema = z.object({
  ...contact,
  company: required(160, Q.companyRequired),
  city: z.enum(CORPORATE_CITIES, { error: Q.cityRequired }),
  travelers_per_month: jsonNumber(Q.travelersRange)
    .int({ error: Q.travelersRange })
    .min(1, { error: Q.travelersRange })
    .max(10_000, { error: Q.travelersRange }),
});
export type CorporateQuote = z.output<typeof corporateQuoteSchema>;
/** The body of POST v2/quotes/corporate/ as a client sends it. */
export type CorporateQuoteInput = z.input<typeof corporateQuoteSchema>;

export const charterQuoteSchema = z.object({
  ...contact,
  organization: plainText(160).trim().default(''),
  trip_date: plainText(10, { required: Q.dateInvalid }).refine(isIsoDate, { error: Q.dateInvalid }),
  from: required(120, Q.placeRequired),
  to: required(120, Q.placeRequired),
  passengers: jsonNumber(Q.passengersRange)
    .int({ error: Q.passengersRange })
    .min(1, { error: Q.passengersRange })
    .max(CHARTER_PASSENGERS_MAX, { error: Q.passengersRange }),
  round_trip: z.boolean().default(false),
});
export type CharterQuote = z.output<typeof charterQuoteSchema>;
/** The body of POST v2/quotes/charter/ as a client sends it. */
export type CharterQuoteInput = z.input<typeof charterQuoteSchema>;

export const quoteSchemas = { corporate: corporateQuoteSchema, charter: charterQuoteSchema } as const;

/** GET v2/quotes/form/: the token a form is sent back with. */
export const quoteFormSchema = z.object({ form_token: z.string() });
export const quoteAnswerSchema = z.object({ detail: z.string(), reference: z.string() });
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;
