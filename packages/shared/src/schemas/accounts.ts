import { z } from 'zod';
import { CODE_MAX, GENDERS, PREFERRED_AIRPORTS, SEAT_PREFERENCES, TITLES } from '../constants.js';
import { ACCOUNT_MESSAGES as A } from '../messages.js';
import { type NAME_LABELS, nameLettersMessage } from '../passengers.js';
import { isPlainText, passwordMeetsRules } from '../rules.js';
import { jsonNumber, plainText } from './inputs.js';

// Accounts: registration, login, tokens, profile, password, activation, recovery, referral
// (the booking spec's sections 2–8). Messages are the spec's, word for word.

const NAME = /^[\p{L}][\p{L}' .-]*$/u;
const PHONE = /^\+?[0-9 ().-]{7,20}$/;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
/** A member's name; the letters-only message names its field, as the passengers call's does. */
const personName = (message: string, field: keyof typeof NAME_LABELS) =>
  requiredText(message)
    .max(60, { error: message })
    .regex(NAME, { error: nameLettersMessage(field) });
const email = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required })
    .max(254, { error: invalid })
    .pipe(z.email({ error: invalid }));
const password = z
  .string({ error: A.passwordRules })
  .max(128, { error: A.passwordRules })
  .refine(passwordMeetsRules, { error: A.passwordRules })
  // A lone surrogate would be hashed as U+FFFD, so two different passwords would match.
  .refine(isPlainText, { error: A.passwordRules });
/** A password typed again, or the current one: only as long as a password can be. */
const retyped = (message: string) => z.string({ error: message }).min(1, { error: message }).max(128, { error: message });
const phone = requiredText(A.phoneRequired).regex(PHONE, { error: A.phoneFormat });

export const registerSchema = z
  .object({
    referal_code: plainText(32, { tooLong: A.referralUnknown, unreadable: A.referralUnknown })
      .trim()
      .optional()
      .nullable()
      .transform((v) => v || null),
    first_name: personName(A.firstNameRequired, 'first_name'),
    last_name: personName(A.lastNameRequired, 'last_name'),
    email: email(A.emailInvalid, A.emailInvalid),
    password,
    retypePassword: retyped(A.retypeRequired),
    phone_number: phone,
    subscribe_to_newsletter: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.retypePassword && v.password !== v.retypePassword) {
      ctx.addIssue({ code: 'custom', path: ['retypePassword'], message: A.passwordsDiffer });
    }
  });
/** The body of POST users/ as the browser sends it. */
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: email(A.emailRequired, A.emailInvalid),
  password: z.string({ error: A.passwordRequired }).min(1, { error: A.passwordRequired }).max(128),
});

export const refreshSchema = z.object({
  refresh: plainText(2048, { required: A.tokenInvalid, tooLong: A.tokenInvalid, unreadable: A.tokenInvalid }).min(1, {
    error: A.tokenInvalid,
  }),
});

/** The spec's pair: POST refresh_sessions/ with {refresh}, and register or login asked with `X-Refresh-Token: body` (decision 234). */
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Register, login and POST refresh_sessions/ for a browser: the access token only, the refresh token in the cookie (decisions 155, 233). */
export const accessTokenSchema = z.object({ access: z.string() });
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** MM/DD/YYYY (section 5: profile save sends the date so). */
const usDate = z
  .string({ error: A.dateOfBirthRequired })
  .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, { error: A.dateOfBirthFormat })
  .refine(
    (v) => {
      const [m, d, y] = v.split('/').map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && date.getTime() <= Date.now();
    },
    { error: A.dateOfBirthFormat },
  );

export const profileUpdateSchema = z.object({
  title: z.enum(TITLES, { error: A.titleRequired }),
  first_name: personName(A.firstNameRequired, 'first_name'),
  last_name: personName(A.lastNameRequired, 'last_name'),
  gender: jsonNumber(A.genderRequired)
    .int({ error: A.genderRequired })
    .refine((g) => GENDERS.some((x) => x.id === g), { error: A.genderRequired }),
  date_of_birth: usDate,
  email: email(A.emailContactRequired, A.emailValid),
  phone_number: phone,
  emergency_phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^$|^\+?[0-9 ().-]{7,20}$/, { error: A.phoneFormat })
    .default(''),
  known_traveler: plainText(20).trim().default(''),
  seat_preference: z.enum(SEAT_PREFERENCES).default(''),
  preferred_airport: plainText(CODE_MAX)
    .trim()
    .toUpperCase()
    .default('')
    .superRefine((v, ctx) => {
      if (v && !(PREFERRED_AIRPORTS as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: A.invalidChoice.replace('{value}', v) });
      }
    }),
});
/** The body of the profile update as the browser sends it. */
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    current_password: retyped(A.passwordRequired),
    new_password: password,
    repeated_password: retyped(A.retypeRequired),
  })
  .superRefine((v, ctx) => {
    if (v.repeated_password && v.new_password !== v.repeated_password) {
      ctx.addIssue({ code: 'custom', path: ['repeated_password'], message: A.passwordsDiffer });
    }
  });

export const recoveryRequestSchema = z.object({
  email: email(A.emailRequired, A.emailInvalid),
  is_back_office: z.boolean().default(false),
  /** Ignored for safety: the reset link always points at this site (decisions/). */
  reset_password_url: plainText(500).optional(),
});

export const recoveryResetSchema = z
  .object({
    code: plainText(64).optional(),
    new_password: password,
    repeated_password: retyped(A.retypeRequired),
  })
  .superRefine((v, ctx) => {
    if (v.repeated_password && v.new_password !== v.repeated_password) {
      ctx.addIssue({ code: 'custom', path: ['repeated_password'], message: A.passwordsDiffer });
    }
  });

export const profileSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string(),
  gender: z.object({ id: z.number().nullable(), label: z.string() }),
  date_of_birth: z.string().nullable(),
  email: z.string(),
  email_confirmed: z.boolean(),
  phone_number: z.string(),
  emergency_phone: z.string(),
  known_traveler: z.string(),
  seat_preference: z.string(),
  preferred_airport: z.string(),
  store_credits: z.number().int(),
  user_wallet: z.object({ points: z.number().int(), loyalty_number: z.string() }),
  referrals: z.object({ has_referral: z.boolean(), referral_amount: z.number().int(), awarded: z.boolean() }),
  penguin_perks: z.object({ tier: z.string(), eligible_trips: z.number().int(), discount: z.number() }),
  referral: z.object({
    referral_id: z.string(),
    list_sign_ups: z.array(z.object({ first_name: z.string(), created: z.string(), rewarded: z.boolean() })),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const referralDataSchema = z.object({
  referral_id: z.string(),
  url: z.string(),
  list_sign_ups: z.array(z.object({ first_name: z.string(), created: z.string(), rewarded: z.boolean() })),
  total_signup: z.number().int(),
  created: z.string(),
  modified: z.string(),
  disabled: z.boolean(),
});
export type ReferralData = z.infer<typeof referralDataSchema>;
