import * as z from 'zod/mini';
import { GENDERS, PREFERRED_AIRPORTS, SEAT_PREFERENCES, TITLES } from '@landline/shared/constants';
import { isIsoDate } from '@landline/shared/dates';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { passwordMeetsRules } from '@landline/shared/rules';

// The account forms' own schemas (the booking spec's section 5), mirroring the shared ones
// (packages/shared/src/schemas/accounts.ts) with the same messages, in zod/mini like the search
// form (docs/decisions/: bundle size). The API checks every body again with the shared schemas.
// The date of birth is an ISO date here (the browser's date field); it is sent as MM/DD/YYYY.

const NAME = /^[\p{L}][\p{L}' .-]*$/u;
const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const OPTIONAL_PHONE = /^$|^\+?[0-9 ().-]{7,20}$/;

/** The longest Known Traveler Number (the API's limit too). */
export const KNOWN_TRAVELER_MAX = 20;

/** Ours (the spec and the shared messages are silent): docs/decisions/. */
export const KNOWN_TRAVELER_TOO_LONG = `A Known Traveler Number has at most ${KNOWN_TRAVELER_MAX} characters.`;

/** The earliest date of birth the profile takes (the API's rule: a year from 1900). */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** The spec's name rule names its field (':attribute'). */
export const nameLettersMessage = (label: string) => A.nameLetters.replace(':attribute', label);

const trimmed = (v: string) => v.trim();

type Rule = readonly [ok: (v: string) => boolean, message: string];

/**
 * A string field checked rule by rule; only the first failing rule's message is given. One
 * non-aborting issue, so the form-level checks (passwords match) still run alongside.
 */
const text = (...rules: Rule[]) =>
  z.string({ error: rules[0]?.[1] }).check(
    z.superRefine((v, ctx) => {
      const failed = rules.find(([ok]) => !ok(v));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: v });
    }),
  );

const filled = (v: string) => trimmed(v).length > 0;

const personName = (required: string, label: string) =>
  text([filled, required], [(v) => trimmed(v).length <= 60, required], [(v) => NAME.test(trimmed(v)), nameLettersMessage(label)]);

const emailField = (required: string, invalid: string) =>
  text([filled, required], [(v) => trimmed(v).length <= 254 && z.safeParse(z.email(), trimmed(v)).success, invalid]);

const newPassword = text([(v) => v.length <= 128 && passwordMeetsRules(v), A.passwordRules]);

const phone = text([filled, A.phoneRequired], [(v) => PHONE.test(trimmed(v)), A.phoneFormat]);

const retype = text([(v) => v.length > 0, A.retypeRequired]);

/** Adds "passwords differ" on `repeat` when both are filled and differ. */
function samePasswords<T extends Record<string, unknown>>(password: keyof T & string, repeat: keyof T & string) {
  return z.superRefine<T>((v, ctx) => {
    if (v[repeat] && v[password] !== v[repeat]) {
      ctx.addIssue({ code: 'custom', path: [repeat], message: A.passwordsDiffer, input: v[repeat] });
    }
  });
}

// ---- Login ----------------------------------------------------------------------------------

export const loginFormSchema = z.object({
  email: emailField(A.emailRequired, A.emailInvalid),
  password: text([(v) => v.length > 0, A.passwordRequired]),
});
export type LoginForm = z.input<typeof loginFormSchema>;

// ---- Registration ---------------------------------------------------------------------------

export const registerFormSchema = z
  .object({
    referal_code: text([(v) => trimmed(v).length <= 32, A.referralUnknown]),
    first_name: personName(A.firstNameRequired, 'first name'),
    last_name: personName(A.lastNameRequired, 'last name'),
    email: emailField(A.emailInvalid, A.emailInvalid),
    password: newPassword,
    retypePassword: retype,
    phone_number: phone,
    subscribe_to_newsletter: z.boolean(),
  })
  .check(samePasswords('password', 'retypePassword'));
export type RegisterForm = z.input<typeof registerFormSchema>;

export const EMPTY_REGISTER_FORM: RegisterForm = {
  referal_code: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  retypePassword: '',
  phone_number: '',
  // Section 3: default true, hidden.
  subscribe_to_newsletter: true,
};

// ---- Profile --------------------------------------------------------------------------------

/** Today as YYYY-MM-DD in the browser's zone (the latest possible date of birth). */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A real calendar date from EARLIEST_DATE_OF_BIRTH to `today` (ISO dates compare as text). */
function isPastIsoDate(v: string, today: string): boolean {
  return isIsoDate(v) && v >= EARLIEST_DATE_OF_BIRTH && v <= today;
}

export function profileFormSchema(today: string = localToday()) {
  return z.object({
    title: text([(v) => (TITLES as readonly string[]).includes(v), A.titleRequired]),
    first_name: personName(A.firstNameRequired, 'first name'),
    last_name: personName(A.lastNameRequired, 'last name'),
    gender: text([(v) => GENDERS.some((g) => String(g.id) === v), A.genderRequired]),
    date_of_birth: text([(v) => v.length > 0, A.dateOfBirthRequired], [(v) => isPastIsoDate(v, today), A.dateOfBirthFormat]),
    email: emailField(A.emailContactRequired, A.emailValid),
    phone_number: phone,
    emergency_phone: text([(v) => OPTIONAL_PHONE.test(trimmed(v)), A.phoneFormat]),
    known_traveler: text([(v) => trimmed(v).length <= KNOWN_TRAVELER_MAX, KNOWN_TRAVELER_TOO_LONG]),
    seat_preference: text([(v) => (SEAT_PREFERENCES as readonly string[]).includes(v), A.invalidChoice.replace('{value}', 'This')]),
    preferred_airport: z.string().check(
      z.superRefine((v, ctx) => {
        if (v && !(PREFERRED_AIRPORTS as readonly string[]).includes(v)) {
          ctx.addIssue({ code: 'custom', message: A.invalidChoice.replace('{value}', v), input: v });
        }
      }),
    ),
  });
}
export type ProfileForm = z.input<ReturnType<typeof profileFormSchema>>;

// ---- Passwords ------------------------------------------------------------------------------

export const passwordChangeFormSchema = z
  .object({
    current_password: text([(v) => v.length > 0, A.passwordRequired]),
    new_password: newPassword,
    repeated_password: retype,
  })
  .check(samePasswords('new_password', 'repeated_password'));
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;

export const recoveryFormSchema = z.object({ email: emailField(A.emailRequired, A.emailInvalid) });
export type RecoveryForm = z.input<typeof recoveryFormSchema>;

export const resetFormSchema = z
  .object({ new_password: newPassword, repeated_password: retype })
  .check(samePasswords('new_password', 'repeated_password'));
export type ResetForm = z.input<typeof resetFormSchema>;

/** First message per field of a schema's answer (for tests and non-form use). */
export function fieldMessages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  const out: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      out[key] ??= issue.message;
    }
  }
  return out;
}
