import * as z from 'zod/mini';
import { STAFF_MESSAGES as S } from '@landline/shared/messages';
import { passwordMeetsRules } from '@landline/shared/rules';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, staffPasswordMessage } from '@landline/shared/staff';

// The console's forms, in zod/mini like the traveller's (bundle size), with the API's messages;
// the API checks every body again with the shared schemas (packages/shared/src/schemas/ops.ts).

const required = (message: string) => z.string().check(z.refine((v) => v.trim().length > 0, { message }));
const CODE = /^[0-9A-Za-z -]{6,32}$/;

export const signInFormSchema = z.object({
  email: z.string().check(z.refine((v) => /^\S+@\S+\.\S+$/.test(v.trim()), { message: 'Enter an e-mail address.' })),
  password: required(S.badCredentials),
  code: z.string().check(z.refine((v) => CODE.test(v.trim()), { message: S.codeRequired })),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const setupFormSchema = z
  .object({
    password: z
      .string()
      .check(
        z.refine((v) => v.length >= STAFF_PASSWORD_MIN && v.length <= 128 && passwordMeetsRules(v), { message: staffPasswordMessage }),
      ),
    again: z.string(),
    code: z.string().check(z.refine((v) => /^\s*\d{3}\s?\d{3}\s*$/.test(v), { message: 'Enter the 6-digit code your app shows now.' })),
  })
  .check(z.refine((form) => form.password === form.again, { message: 'The two passwords are not the same.', path: ['again'] }));
export type SetupForm = z.infer<typeof setupFormSchema>;

export const inviteFormSchema = z.object({
  email: z.string().check(z.refine((v) => /^\S+@\S+\.\S+$/.test(v.trim()), { message: 'Enter an e-mail address.' })),
  name: required(S.nameRequired),
  role: z.enum(STAFF_ROLES, { message: S.roleRequired }),
});
export type InviteForm = z.infer<typeof inviteFormSchema>;
