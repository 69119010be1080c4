import * as z from 'zod/mini';
import { isIsoDate } from '@landline/shared/dates';
import { CHARTER_PASSENGERS_MAX, QUOTE_MESSAGE_MAX } from '@landline/shared/constants';
import { QUOTE_MESSAGES as Q } from '@landline/shared/messages';
import type { CharterQuoteInput, CorporateQuoteInput } from '@landline/shared/schemas';

// The quote forms (decision 223) in zod/mini like the other forms, with the messages the API gives
// for the same fields (packages/shared/src/schemas/quotes.ts), which checks every request again.

/** A string checked rule by rule; only the first failing rule's message shows. */
const text = (...rules: (readonly [ok: (v: string) => boolean, message: string])[]) =>
  z.string().check(
    z.superRefine((v, ctx) => {
      const failed = rules.find(([ok]) => !ok(v));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: v });
    }),
  );

const filled = (message: string) => [(v: string) => v.trim().length > 0, message] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,30}$/;
const wholeBetween = (min: number, max: number) => (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max;

const contact = {
  name: text(filled(Q.nameRequired)),
  email: text([(v) => EMAIL.test(v.trim()), Q.emailInvalid]),
  phone: text([(v) => PHONE.test(v.trim()), Q.phoneInvalid]),
  message: text([(v) => v.length <= QUOTE_MESSAGE_MAX, Q.messageTooLong]),
  /** Hidden from people; a robot filling it is refused by the API. */
  website: z.string(),
};

export const corporateFormSchema = z.object({
  ...contact,
  company: text(filled(Q.companyRequired)),
  city: text(filled(Q.cityRequired)),
  travelers_per_month: text([wholeBetween(1, 10_000), Q.travelersRange]),
});
export type CorporateForm = z.input<typeof corporateFormSchema>;

export const charterFormSchema = z.object({
  ...contact,
  organization: z.string(),
  trip_date: text([isIsoDate, Q.dateInvalid]),
  from: text(filled(Q.placeRequired)),
  to: text(filled(Q.placeRequired)),
  passengers: text([wholeBetween(1, CHARTER_PASSENGERS_MAX), Q.passengersRange]),
  round_trip: z.boolean(),
});
export type CharterForm = z.input<typeof charterFormSchema>;

/** The corporate form's values as the API's body: the count a JSON number, as the API takes it (decision 236). */
export function corporateQuoteBody(values: CorporateForm, form_token: string): CorporateQuoteInput {
  const city = values.city as CorporateQuoteInput['city'];
  return { ...values, city, travelers_per_month: Number(values.travelers_per_month.trim()), form_token };
}

/** The charter form's values as the API's body: the passengers a JSON number (decision 236). */
export function charterQuoteBody(values: CharterForm, form_token: string): CharterQuoteInput {
  return { ...values, passengers: Number(values.passengers.trim()), form_token };
}
