import * as z from 'zod/mini';

// The agent's forms (decision 281), in zod/mini like the console's others, with the API's
// messages; the API checks every one again (packages/shared/src/schemas/ops.ts).

export const searchFormSchema = z.object({
  q: z.string().check(
    z.refine((v) => v.trim().length > 0, { message: 'Type a booking reference, a last name, an e-mail address or a phone number.' }),
    z.refine((v) => v.trim().length === 0 || v.trim().length >= 2, { message: 'Type at least 2 characters.' }),
    z.refine((v) => v.trim().length <= 120, { message: 'Type at most 120 characters.' }),
  ),
});
export type SearchForm = z.infer<typeof searchFormSchema>;

export const REASON_MESSAGE = 'Say why, in a few words.';

export const reasonFormSchema = z.object({
  reason: z.string().check(z.refine((v) => v.trim().length >= 3 && v.trim().length <= 500, { message: REASON_MESSAGE })),
});
export type ReasonForm = z.infer<typeof reasonFormSchema>;

export const cancelFormSchema = z.object({
  scope: z.enum(['all', '1', '2'], { message: 'Choose what to cancel.' }),
  reason: reasonFormSchema.shape.reason,
});
export type CancelForm = z.infer<typeof cancelFormSchema>;
