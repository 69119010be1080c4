import * as z from 'zod/mini';
import { milesProblem } from '@landline/shared/cart';

// The buy-miles form: the same rule and words as the API (milesProblem, section 5).

export const milesFormSchema = z.object({
  amount: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = milesProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
});
export type MilesForm = z.input<typeof milesFormSchema>;
