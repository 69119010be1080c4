import * as z from 'zod/mini';
import { milesProblem } from '@landline/shared/cart';

// The buy-miles form: the same rule and words as the API (milesProblem, section 5). The bounds are
// an admin's (decision 280): the form checks the widest an admin may set, and the API's answer
// names the bounds of now beside the field.
const WIDEST = { min: 1, max: 1_000_000 };

export const milesFormSchema = z.object({
  amount: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = milesProblem(value, WIDEST);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
});
export type MilesForm = z.input<typeof milesFormSchema>;
