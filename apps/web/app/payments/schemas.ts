import * as z from 'zod/mini';
import { isIsoDate } from '@landline/shared/dates';
import { CART_MESSAGES as M, PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import { luhnValid } from '@landline/shared/rules';
import { cardDigits, notExpired, parseExpiry } from './card';
import type { ExtraField } from './i18n';
import { dollarsToCents } from './lines';

// The payment page's forms (the booking spec's section 5), in zod/mini like the account forms, with
// the messages the API gives for the same fields (packages/shared/src/schemas/cart.ts), which
// checks every body again. The messages are the spec's English, shown through useMessage(); the
// extras' ':attribute is required.' names a field by its label, so those forms' schemas are made
// with the page's language (`required`, i18n.ts's useRequired).

/** ':attribute is required.' for a field, in the page's language. */
export type Required = (field: ExtraField) => string;

/** A string checked rule by rule; only the first failing rule's message shows. */
const text = (...rules: (readonly [ok: (v: string) => boolean, message: string])[]) =>
  z.string().check(
    z.superRefine((v, ctx) => {
      const failed = rules.find(([ok]) => !ok(v));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: v });
    }),
  );

const filled = (message: string) => [(v: string) => v.trim().length > 0, message] as const;

export const voucherFormSchema = z.object({ code: text([(v) => v.trim().length > 0, M.voucherRequired]) });
export type VoucherForm = z.input<typeof voucherFormSchema>;

/** Store credit in dollars as typed; apply only a positive amount (section 5). */
export const storeCreditFormSchema = z.object({ amount: text([(v) => (dollarsToCents(v) ?? 0) > 0, M.storeCreditPositive]) });
export type StoreCreditForm = z.input<typeof storeCreditFormSchema>;

export const bagsFormSchema = z.object({ customers: z.string(), bags: z.string() });
export type BagsForm = z.input<typeof bagsFormSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Connection guarantee: airline, flight_number, origin, destination, departure_time, departure_date required. */
export const connectionFormSchema = (required: Required) =>
  z.object({
    airline: text(filled(required('airline'))),
    flight_number: text(filled(required('flight_number'))),
    origin: text(filled(required('origin'))),
    destination: text(filled(required('destination'))),
    departure_date: text(filled(required('departure_date')), [isIsoDate, M.dateInvalid]),
    departure_time: text(filled(required('departure_time')), [(v) => HH_MM.test(v), M.timeInvalid]),
    passengers: z.string(),
  });
export type ConnectionForm = z.input<ReturnType<typeof connectionFormSchema>>;

/** Door to door: count, street-name, street-number, city, leg required. */
export const doorFormSchema = (required: Required) =>
  z.object({
    leg: z.string(),
    city: z.string(),
    street_name: text(filled(required('street_name'))),
    street_number: text(filled(required('street_number'))),
    count: z.string(),
  });
export type DoorForm = z.input<ReturnType<typeof doorFormSchema>>;

// ---- The card form (decision 207) -------------------------------------------------------------

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const cardFormSchema = z.object({
  holder_name: text([(v) => v.trim().length > 0, P.holderRequired]),
  number: text([(v) => luhnValid(cardDigits(v) ?? ''), P.incorrectNumber]),
  expiry: text([
    (v) => {
      const e = parseExpiry(v);
      return e !== null && notExpired(e, new Date());
    },
    P.invalidExpiry,
  ]),
  cvc: text([(v) => /^\d{3,4}$/.test(v.trim()), P.invalidCvc]),
  email: text([(v) => v.trim().length > 0, P.emailRequired], [(v) => EMAIL.test(v.trim()), P.emailInvalid]),
});
export type CardForm = z.input<typeof cardFormSchema>;

/** Confirming a booking nothing is due on: only who it is for. */
export const confirmFormSchema = z.object({
  holder_name: text([(v) => v.trim().length > 0, P.holderRequired]),
  email: text([(v) => v.trim().length > 0, P.emailRequired], [(v) => EMAIL.test(v.trim()), P.emailInvalid]),
});
export type ConfirmForm = z.input<typeof confirmFormSchema>;
