import { z } from 'zod';
import { CITY_LIST_LIMIT, CODE_MAX, PARTNER_PLACES_DEFAULT, PARTNER_PLACES_MAX, PAYMENT_PROVIDERS } from '../constants.js';
import { NEWSLETTER_MESSAGES as N, SEARCH_MESSAGES as S } from '../messages.js';
import { numeric, plainText } from './inputs.js';

/** A place code in a query: trimmed, upper case, short, plain. */
const code = (messages: { required?: string } = {}) => plainText(CODE_MAX, messages).trim().toUpperCase();

/** The error shapes of the booking spec's section 8, as the server sends them. */
export const errorBodySchema = z.union([
  z.object({ validation_error: z.record(z.string(), z.array(z.string())) }),
  z.object({ detail: z.string(), code: z.string().optional() }),
  z.object({ non_field_errors: z.array(z.string()) }),
]);
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const placeOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  isAirport: z.boolean(),
  isCity: z.boolean(),
  time_zone: z.string().nullable(),
  terminals: z.array(z.string()),
  /** Reached only by partner flights (not one of our stops): offered with flight search on. */
  flight_only: z.boolean(),
});
export type PlaceOption = z.infer<typeof placeOptionSchema>;

export const airportQuerySchema = z.object({
  search: plainText(60, { tooLong: 'Search text is too long.' }).trim().optional(),
  search_code: code().optional(),
  all_airports: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  direction: z.enum(['from', 'to']).optional(),
  /** With direction=to: only places a search from this code finds itineraries to. */
  from: code().optional(),
  /** Partner airports listed at most (ours are always all listed). */
  limit: numeric(z.number().int().min(1).max(PARTNER_PLACES_MAX)).default(PARTNER_PLACES_DEFAULT),
});

export const citiesQuerySchema = z.object({
  limit: numeric(z.number().int().min(1).max(CITY_LIST_LIMIT)).default(CITY_LIST_LIMIT),
  airport: code().optional(),
});

export const cityListSchema = z.object({
  code: z.string(),
  id: z.number(),
  isAirport: z.boolean(),
  cityName: z.string(),
  state: z.string(),
  items: z.object({ pickupCities: z.array(z.string()), dropOffCities: z.array(z.string()) }),
});
export type CityList = z.infer<typeof cityListSchema>;

export const settingsSchema = z.object({
  /** The publishable key of the card processor's browser library ('pk_sandbox' with the sandbox). */
  STRIPE_PUBLISHABLE_KEY: z.object({ key: z.string() }),
  /** Which card processor takes payments: the sandbox's card form, or Stripe's (decision 209). */
  PAYMENTS: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
  carouselImages: z.array(z.object({ image: z.string() })),
  flags: z.array(z.object({ name: z.string(), value: z.boolean() })),
  MILE_MIN: z.number(),
  MILE_MAX: z.number(),
  LANDLINE_IATA_CODE: z.string(),
  default_country: z.string(),
  default_currency: z.string(),
  build_version: z.string(),
  /** The chat adapter's script (CHAT_WIDGET_URL); null: chat is off (docs/decisions/). */
  chat_widget_url: z.string().nullable(),
  /** The other third-party adapters (decision 231); null: that one is off, as by default. */
  third_party: z.object({
    tag_manager_url: z.string().nullable(),
    analytics_url: z.string().nullable(),
    ad_pixel_url: z.string().nullable(),
    consent_url: z.string().nullable(),
    lead_capture_url: z.string().nullable(),
    /** The error-reporting adapter's DSN (decision 253); null: errors are not reported. */
    error_reporting_dsn: z.string().nullable(),
  }),
});
export type ThirdPartySettings = Settings['third_party'];
export type Settings = z.infer<typeof settingsSchema>;

/** POST subscribe/ (form-encoded): values trimmed, e-mail checked (the content spec's section 5). */
export const subscribeSchema = z.object({
  audience_id: plainText(64, { required: N.required, tooLong: N.required }).trim().min(1, { error: N.required }),
  email: z
    .string({ error: N.required })
    .trim()
    .toLowerCase()
    .min(1, { error: N.required })
    .max(254, { error: N.invalidEmail })
    .pipe(z.email({ error: N.invalidEmail })),
});

/** GET v2/landline/schedule/: the timetable between two places over a date range (≤ 62 days). */
export const scheduleQuerySchema = z
  .object({
    from: code({ required: S.depFromRequired }).min(1, { error: S.depFromRequired }),
    to: code({ required: S.depToRequired }).min(1, { error: S.depToRequired }),
    start: z.iso.date({ error: 'Enter a valid date.' }),
    end: z.iso.date({ error: 'Enter a valid date.' }),
  })
  .refine((q) => q.end >= q.start, { path: ['end'], error: 'The end date cannot be before the start date.' })
  .refine((q) => (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000 <= 62, {
    path: ['end'],
    error: 'Ask for at most 62 days at a time.',
  });

export const scheduleSchema = z.object({
  from: z.string(),
  to: z.string(),
  title: z.string(),
  /** Validity periods of the runs between the two places (e.g. the old and the new schedule). */
  periods: z.array(z.object({ eff: z.string(), dis: z.string() })),
  stops: z.array(z.object({ type: z.enum(['Depart', 'Arrive']), code: z.string(), name: z.string() })),
  /** One row per run: local 'HH:mm' per stop column ('' where it does not call), and its days. */
  rows: z.array(
    z.object({
      run: z.string(),
      times: z.array(z.string()),
      days: z.array(z.string()),
      /**
       * Depart stops (codes) where the run's departure of today (the stop's local date by the
       * server clock) has left or is no longer sold (search's cut-off, SALES_CUTOFF_MS).
       */
      departed: z.array(z.string()),
    }),
  ),
});
export type Schedule = z.infer<typeof scheduleSchema>;
