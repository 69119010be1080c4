import { z } from 'zod';
import { FEATURE_FLAGS } from '../constants.js';
import { daysBetween, isIsoDate } from '../dates.js';
import { OPS_COMMERCE_MESSAGES as M } from '../messages/ops-commerce.js';
import { plainText } from './inputs.js';
import { carouselImageSchema } from './web-content.js';

// The console's commerce calls (issue 31 item 5, decision 280): vouchers and their uses, the
// site's feature flags and settings, the sales report. Money is in cents, as everywhere in the API.

/** The most one voucher takes off, and the widest bounds of one purchase of miles. */
export const VOUCHER_AMOUNT_MAX_CENTS = 1_000_000;
export const MILES_BOUND_MAX = 1_000_000;
export const CAROUSEL_IMAGES_MAX = 10;
export const SALES_DAYS_MAX = 366;

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const limit = whole(M.limitPositive, 1, 1_000_000).nullable();
const instant = z.iso.datetime({ offset: true, error: M.dateTime }).nullable();
/** A route is a service's code (FTC-DEN); the server checks that one runs. */
const routeCode = z
  .string({ error: M.routeFormat })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,4}-[A-Z0-9]{3,4}$/, { error: M.routeFormat });
const routes = z
  .array(routeCode, { error: M.routeFormat })
  .max(50, { error: M.routeFormat })
  // No routes named: every route.
  .transform((list) => (list.length ? [...new Set(list)] : null))
  .nullable();

const validOrder = (v: { valid_from?: string | null; valid_until?: string | null }) =>
  !v.valid_from || !v.valid_until || Date.parse(v.valid_until) > Date.parse(v.valid_from);

const voucherFields = {
  amount_cents: whole(M.amountRange, 1, VOUCHER_AMOUNT_MAX_CENTS).nullable().optional(),
  percent: whole(M.percentRange, 1, 100).nullable().optional(),
  usage_limit: limit.optional(),
  per_customer_limit: limit.optional(),
  valid_from: instant.optional(),
  valid_until: instant.optional(),
  routes: routes.optional(),
  disabled: z.boolean({ error: 'disabled is true or false.' }).optional(),
};

/** POST ops/vouchers/: a new code, with either an amount or a percentage. */
export const voucherCreateSchema = z
  .object({
    code: z
      .string({ error: M.codeFormat })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,32}$/, { error: M.codeFormat }),
    ...voucherFields,
  })
  .refine((v) => (v.amount_cents == null) !== (v.percent == null), { error: M.valueOne, path: ['amount_cents'] })
  .refine(validOrder, { error: M.validOrder, path: ['valid_until'] });
export type VoucherCreate = z.output<typeof voucherCreateSchema>;

/** PATCH ops/vouchers/{id}/: what changes (the code never does: carts hold it). An amount or a percentage switches the kind. */
export const voucherChangeSchema = z
  .object(voucherFields)
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: M.nothingToChange })
  .refine((v) => !(v.amount_cents != null && v.percent != null), { error: M.valueOne, path: ['amount_cents'] })
  .refine((v) => !(v.amount_cents === null && v.percent === undefined) && !(v.percent === null && v.amount_cents === undefined), {
    error: M.valueOne,
    path: ['amount_cents'],
  })
  .refine(validOrder, { error: M.validOrder, path: ['valid_until'] });
export type VoucherChange = z.output<typeof voucherChangeSchema>;

export const opsVoucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  amount_cents: z.number().nullable(),
  percent: z.number().nullable(),
  usage_limit: z.number().nullable(),
  per_customer_limit: z.number().nullable(),
  /** Paid carts that used it (checkout counts them; a failed payment gives its use back). */
  uses: z.number(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  routes: z.array(z.string()).nullable(),
  /** The cart lines it takes off (null: every bought line); set by the seed, not the console. */
  categories: z.array(z.string()).nullable(),
  disabled: z.boolean(),
});
export type OpsVoucher = z.infer<typeof opsVoucherSchema>;

export const opsRouteSchema = z.object({ code: z.string(), name: z.string() });

export const opsVoucherListSchema = z.object({
  vouchers: z.array(opsVoucherSchema),
  /** The routes a voucher may be limited to. */
  routes: z.array(opsRouteSchema),
});
export type OpsVoucherList = z.infer<typeof opsVoucherListSchema>;

export const voucherUseSchema = z.object({
  payment_id: z.number(),
  pnr: z.string(),
  at: z.string(),
  email: z.string(),
  member: z.boolean(),
  /** pending: being paid; confirmed: paid. */
  state: z.string(),
  voucher_cents: z.number(),
  currency: z.string(),
});
export const voucherUsesSchema = z.object({ voucher: opsVoucherSchema, uses: z.array(voucherUseSchema) });
export type VoucherUses = z.infer<typeof voucherUsesSchema>;

// ---- Settings --------------------------------------------------------------------------------

export const opsSettingsSchema = z.object({
  flags: z.array(z.object({ name: z.enum(FEATURE_FLAGS), value: z.boolean() })),
  carousel_images: z.array(carouselImageSchema),
  mile_min: z.number(),
  mile_max: z.number(),
  /** When an admin last changed any of them; null: as seeded. */
  updated_at: z.string().nullable(),
});
export type OpsSettings = z.infer<typeof opsSettingsSchema>;

const carouselInput = z.object({
  image: z
    .string({ error: M.imagePath })
    .trim()
    .max(200, { error: M.imagePath })
    .regex(/^\/[A-Za-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/, { error: M.imagePath })
    .refine((path) => !path.includes('//') && !path.includes('/../'), { error: M.imagePath }),
  alt: plainText(300, { required: M.altRequired }).trim().min(1, { error: M.altRequired }),
  title: plainText(80, { required: M.titleRequired }).trim().min(1, { error: M.titleRequired }),
  text: plainText(300).trim().default(''),
});

/** PATCH ops/settings/: the flags named, the carousel's pictures (all of them, in order), the miles bounds. */
export const opsSettingsChangeSchema = z
  .object({
    flags: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean({ error: 'A flag is true or false.' })).optional(),
    carousel_images: z.array(carouselInput).max(CAROUSEL_IMAGES_MAX, { error: M.tooManyImages }).optional(),
    mile_min: whole(M.milesWhole, 1, MILES_BOUND_MAX).optional(),
    mile_max: whole(M.milesWhole, 1, MILES_BOUND_MAX).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: M.nothingToChange });
export type OpsSettingsChange = z.output<typeof opsSettingsChangeSchema>;

// ---- Sales -----------------------------------------------------------------------------------

const day = z.string({ error: M.dateRange }).refine(isIsoDate, { error: M.dateRange });

/** GET ops/sales/ and ops/sales.csv: the days from `from` to `to`, both included. */
export const salesQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => daysBetween(q.from, q.to) >= 0 && daysBetween(q.from, q.to) < SALES_DAYS_MAX, { error: M.dateRange, path: ['to'] });

const salesFigures = {
  currency: z.string(),
  bookings: z.number(),
  seats: z.number(),
  /** Cents paid by card and store credit for the bookings made that day. */
  revenue_cents: z.number(),
  /** Cents given back that day (to the card and as store credit) for the route's bookings. */
  refunds_cents: z.number(),
  /** Points the bookings were paid with, and points given back that day. */
  points: z.number(),
  points_refunded: z.number(),
};

export const salesRowSchema = z.object({ date: z.string(), route: z.string(), ...salesFigures });
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days are this zone's calendar days. */
  time_zone: z.string(),
  rows: z.array(salesRowSchema),
  totals: z.array(z.object(salesFigures)),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
