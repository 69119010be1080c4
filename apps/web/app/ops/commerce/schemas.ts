import * as z from 'zod/mini';
import { OPS_COMMERCE_MESSAGES as M } from '@landline/shared/messages';

// The commerce pages' forms (decision 280), in zod/mini like the rest of the web app, with the
// API's messages; the API checks every body again with the shared schemas (schemas/ops-commerce.ts).

const optionalWhole = (message: string, min: number, max: number) =>
  z.string().check(z.refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max), { message }));

export const voucherFormSchema = z
  .object({
    code: z.string().check(z.refine((v) => /^[A-Za-z0-9]{3,32}$/.test(v.trim()), { message: M.codeFormat })),
    kind: z.enum(['amount', 'percent']),
    /** Dollars (amount) or whole percent. */
    value: z.string(),
    usage_limit: optionalWhole(M.limitPositive, 1, 1_000_000),
    per_customer_limit: optionalWhole(M.limitPositive, 1, 1_000_000),
    valid_from: z.string(),
    valid_until: z.string(),
    routes: z.array(z.string()),
  })
  .check(
    z.refine((f) => (f.kind === 'percent' ? /^\d{1,3}$/.test(f.value.trim()) && +f.value >= 1 && +f.value <= 100 : true), {
      message: M.percentRange,
      path: ['value'],
    }),
    z.refine((f) => (f.kind === 'amount' ? /^\d{1,5}(\.\d{1,2})?$/.test(f.value.trim()) && +f.value >= 0.01 && +f.value <= 10_000 : true), {
      message: M.amountRange,
      path: ['value'],
    }),
    z.refine((f) => !f.valid_from || !f.valid_until || new Date(f.valid_until) > new Date(f.valid_from), {
      message: M.validOrder,
      path: ['valid_until'],
    }),
  );
export type VoucherForm = z.infer<typeof voucherFormSchema>;

const limitOf = (v: string) => (v.trim() === '' ? null : Number(v));
const instantOf = (v: string) => (v ? new Date(v).toISOString() : null);

/** The API's body for a voucher form: money in cents, times as instants, empty limits as none. */
export function voucherBody(form: VoucherForm) {
  return {
    amount_cents: form.kind === 'amount' ? Math.round(Number(form.value) * 100) : null,
    percent: form.kind === 'percent' ? Number(form.value) : null,
    usage_limit: limitOf(form.usage_limit),
    per_customer_limit: limitOf(form.per_customer_limit),
    valid_from: instantOf(form.valid_from),
    valid_until: instantOf(form.valid_until),
    routes: form.routes,
  };
}

const whole = z.string().check(z.refine((v) => /^\d{1,7}$/.test(v.trim()) && +v >= 1 && +v <= 1_000_000, { message: M.milesWhole }));

export const settingsFormSchema = z
  .object({
    flags: z.record(z.string(), z.boolean()),
    mile_min: whole,
    mile_max: whole,
    images: z.array(
      z.object({
        image: z.string().check(z.refine((v) => /^\/[A-Za-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/.test(v.trim()), { message: M.imagePath })),
        alt: z.string().check(z.refine((v) => v.trim().length > 0, { message: M.altRequired })),
        title: z.string().check(z.refine((v) => v.trim().length > 0, { message: M.titleRequired })),
        text: z.string(),
      }),
    ),
  })
  .check(z.refine((f) => Number(f.mile_min) <= Number(f.mile_max), { message: M.milesOrder, path: ['mile_min'] }));
export type SettingsForm = z.infer<typeof settingsFormSchema>;

export const salesFormSchema = z
  .object({
    from: z.string().check(z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), { message: M.dateRange })),
    to: z.string().check(z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), { message: M.dateRange })),
  })
  .check(z.refine((f) => f.to >= f.from, { message: M.dateRange, path: ['to'] }));
export type SalesForm = z.infer<typeof salesFormSchema>;
