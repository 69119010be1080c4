import * as z from 'zod/mini';

// The claim settlement form (decision 287), in zod/mini like the console's other forms; the API
// checks it again (packages/shared/src/schemas/guarantee.ts). The amount is typed in dollars.

const AMOUNT = /^\d{1,4}(\.\d{1,2})?$/;

export const settleFormSchema = z
  .object({
    settlement: z.enum(['rebooked_elsewhere', 'goodwill_credit', 'no_action'], { message: 'Choose how the claim was settled.' }),
    amount: z.string(),
    reason: z.string().check(z.refine((v) => v.trim().length >= 3 && v.trim().length <= 500, { message: 'Say why, in a few words.' })),
  })
  .check(
    z.refine(
      (v) => v.settlement !== 'goodwill_credit' || (AMOUNT.test(v.amount.trim()) && Number(v.amount) > 0 && Number(v.amount) <= 1000),
      {
        message: 'Give the credit in dollars, from 0.01 to 1000.',
        path: ['amount'],
      },
    ),
  );
export type SettleForm = z.infer<typeof settleFormSchema>;

/** The form's values as the API takes them: the amount in cents, only for a goodwill credit. */
export function settleBody(values: SettleForm) {
  return {
    settlement: values.settlement,
    reason: values.reason.trim(),
    ...(values.settlement === 'goodwill_credit' ? { amount: Math.round(Number(values.amount) * 100) } : {}),
  };
}
