import * as z from 'zod/mini';
import { isIsoDate } from '@landline/shared/dates';
import { CART_MESSAGES as M, PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import { luhnValid } from '@landline/shared/rules';
import { cardDigits, notExpired, parseExpiry } from './card';
import { dollarsToCents } from './lines';

// The payment page's forms (the booking spec's section 5), in zod/mini like the account forms, with
// the messages the API gives for the same fields (packages/shared/src/schemas/cart.ts), which
// checks every body again.

const required = (label: string) => M.fieldRequired.replace(':attribute', label);

/** A string checked rule by rule; only the first failing rule's message shows. */
const text = (...rules: (readonly [ok: (v: string) => boolean, message: string])[]) =>
  z.string().check(
    z.superRefine((v, ctx) => {
      const failed = rules.find(([ok]) => !ok(v));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: v });
    }),
  );

const filled = (label: string) => [(v: string) => v.trim().length > 0, required(label)] as const;

export const voucherFormSchema = z.object({ code: text([(v) => v.trim().length > 0, M.voucherRequired]) });
export type VoucherForm = z.input<typeof voucherFormSchema>;

/** Store credit in dollars as typed; apply only a positive amount (section 5). */
export const storeCreditFormSchema = z.object({ amount: text([(v) => (dollarsToCents(v) ?? 0) > 0, M.storeCreditPositive]) });
export type StoreCreditForm = z.input<typeof storeCreditFormSchema>;

export const bagsFormSchema = z.object({ customers: z.string(), bags: z.string() });
export type BagsForm = z.input<typeof bagsFormSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Connection guarantee: airline, flight_number, origin, destination, departure_time, departure_date required. */
export const connectionFormSchema = z.object({
  airline: text(filled('Airline')),
  flight_number: text(filled('Flight number')),
  origin: text(filled('Origin')),
  destination: text(filled('Destination')),
  departure_date: text(filled('Departure date'), [isIsoDate, M.dateInvalid]),
  departure_time: text(filled('Departure time'), [(v) => HH_MM.test(v), M.timeInvalid]),
  passengers: z.string(),
});
export type ConnectionForm = z.input<typeof connectionFormSchema>;

/** Door to door: count, street-name, street-number, city, leg required. */
export const doorFormSchema = z.object({
  leg: z.string(),
  city: z.string(),
  street_name: text(filled('Street name')),
  street_number: text(filled('Street number')),
  count: z.string(),
});
export type DoorForm = z.input<typeof doorFormSchema>;

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
