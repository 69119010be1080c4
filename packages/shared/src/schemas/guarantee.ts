import { z } from 'zod';
import { GUARANTEE_MESSAGES as G } from '../messages/guarantee.js';
import { jsonNumber, plainText } from './inputs.js';

// The connection guarantee that watches the flight (decisions 286, 287): the flight-status
// sandbox's development API, the claims agents settle in the console, and the notices My Trips
// shows.

export const FLIGHT_STATES = ['scheduled', 'delayed', 'departed', 'landed', 'cancelled', 'diverted', 'unknown'] as const;

/** POST /sandbox/flight-status/flights/{flight}/{date}: a delay in minutes (0: on time again) or a cancellation. */
export const sandboxFlightChangeSchema = z
  .object({
    delay_minutes: jsonNumber(G.delayRange)
      .int({ error: G.delayRange })
      .min(0, { error: G.delayRange })
      .max(2880, { error: G.delayRange })
      .optional(),
    cancelled: z.literal(true, { error: G.delayOrCancel }).optional(),
  })
  .strict()
  .refine((b) => (b.delay_minutes === undefined) !== (b.cancelled === undefined), { error: G.delayOrCancel, path: ['delay_minutes'] });
export type SandboxFlightChange = z.infer<typeof sandboxFlightChangeSchema>;

const end = z.object({
  airport: z.string(),
  scheduled: z.string().nullable(),
  estimated: z.string().nullable(),
  actual: z.string().nullable(),
  terminal: z.string().nullable(),
  gate: z.string().nullable(),
});

/** A flight's status, as the provider answered it. */
export const flightStatusSchema = z.object({
  carrier: z.string(),
  number: z.string(),
  date: z.string(),
  state: z.enum(FLIGHT_STATES),
  departure: end,
  arrival: end,
});
export type FlightStatusAnswer = z.infer<typeof flightStatusSchema>;

/** The sandbox's answer: the flight as it now answers (null: no booked guarantee names it), and whether its guarantees were sent to be checked. */
export const sandboxFlightAnswerSchema = z.object({ status: flightStatusSchema.nullable(), check_sent: z.boolean() });

export const CLAIM_KINDS = ['no_room', 'flight_cancelled', 'late_to_airport'] as const;
export const CLAIM_SETTLEMENTS = ['rebooked_elsewhere', 'goodwill_credit', 'no_action'] as const;

export const guaranteeClaimSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  lead_name: z.string(),
  direction: z.number().int(),
  way: z.enum(['from_airport', 'to_airport']),
  kind: z.enum(CLAIM_KINDS),
  flight: z.string(),
  trip_id: z.number().int(),
  details: z.record(z.string(), z.unknown()),
  state: z.enum(['open', 'settled']),
  settlement: z.enum(CLAIM_SETTLEMENTS).nullable(),
  amount: z.number().int().nullable(),
  currency: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type GuaranteeClaim = z.infer<typeof guaranteeClaimSchema>;

/** GET ops/guarantee-claims/: open claims first, then the latest settled. */
export const guaranteeClaimListSchema = z.object({ results: z.array(guaranteeClaimSchema) });

const reason = plainText(500, { required: G.reasonRequired }).trim().min(3, { error: G.reasonRequired });

/** POST ops/guarantee-claims/{id}/settle/. A goodwill credit is store credit of `amount` cents (decision 287). */
export const claimSettleSchema = z
  .object({
    settlement: z.enum(CLAIM_SETTLEMENTS, { error: G.settlementInvalid }),
    amount: jsonNumber(G.amountRequired)
      .int({ error: G.amountRequired })
      .min(1, { error: G.amountRequired })
      .max(100_000, { error: G.amountRequired })
      .optional(),
    reason,
  })
  .superRefine((b, ctx) => {
    if (b.settlement === 'goodwill_credit' && b.amount === undefined)
      ctx.addIssue({ code: 'custom', message: G.amountRequired, path: ['amount'] });
    if (b.settlement !== 'goodwill_credit' && b.amount !== undefined)
      ctx.addIssue({ code: 'custom', message: G.amountNotHere, path: ['amount'] });
  });
export type ClaimSettle = z.infer<typeof claimSettleSchema>;

/** What My Trips shows of the guarantee on a direction: a ride moved for a late flight, or a claim opened. */
export const guaranteeNoticeSchema = z.object({
  kind: z.enum(['moved', 'claim']),
  /** 1 departure, 2 return. */
  direction: z.number().int(),
  flight: z.string(),
  /** moved: the new coach's departure (ISO) and its stop's time zone. */
  departs_at: z.string().nullable(),
  time_zone: z.string().nullable(),
  /** claim: what it is about. */
  claim_kind: z.enum(CLAIM_KINDS).nullable(),
  at: z.string(),
});
export type GuaranteeNotice = z.infer<typeof guaranteeNoticeSchema>;
