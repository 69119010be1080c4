import * as z from 'zod/mini';
import { PNR_LENGTH } from '@landline/shared/constants';
import { INPUT_MESSAGES, TRIP_MESSAGES } from '@landline/shared/messages';
import { fieldErrors } from '../lib/errors';

// The lookup form's schema (sections 2 and 5: last name and booking reference, trimmed, any
// case), in zod/mini like the account forms. The reference follows the API's pnrParamSchema,
// rule and message: that schema is classic zod, whose object schemas probe `new Function` when
// built, which the CSP reports, so the browser cannot load it. lookup-schema.test.ts keeps the
// two in step until TRIP_MESSAGES carries the message.

/** pnrParamSchema's message (packages/shared/src/schemas/trips.ts). */
export const PNR_FORMAT_MESSAGE = `Please enter your ${PNR_LENGTH}-character booking reference`;

/** The longest last name the API reads from the lastname header. */
export const LAST_NAME_MAX = 100;

export const lookupSchema = z.object({
  last_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: TRIP_MESSAGES.lastNameRequired }),
      z.maxLength(LAST_NAME_MAX, { error: INPUT_MESSAGES.tooLong.replace('{max}', String(LAST_NAME_MAX)) }),
    ),
  pnr: z.string().check(z.trim(), z.toUpperCase(), z.regex(new RegExp(`^[A-Z0-9]{${PNR_LENGTH}}$`), { error: PNR_FORMAT_MESSAGE })),
});
export type LookupInput = z.input<typeof lookupSchema>;
export type Lookup = z.output<typeof lookupSchema>;

/** The lookup's fields as the form labels them. */
export const LOOKUP_FIELD_LABELS: Record<string, string> = { last_name: 'Last name', pnr: 'Booking reference' };

/** 'Booking reference: message', the field by its English label. */
const englishLine = (field: string, message: string) => `${LOOKUP_FIELD_LABELS[field] ?? field}: ${message}`;

/**
 * Section 5: "server field errors shown as 'FIELD: message'" — each field error of a
 * `validation_error` answer as one line, the field by its label on the form (decision 238);
 * empty when the answer has none (a 404 or 429 shows its own message). `line` writes it in the
 * page's language (the form's labels and messages); English by default.
 */
export function lookupFieldErrors(payload: unknown, line: (field: string, message: string) => string = englishLine): string[] {
  return Object.entries(fieldErrors(payload)).map(([field, message]) => line(field, message));
}
