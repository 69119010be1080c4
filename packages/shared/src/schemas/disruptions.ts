import { z } from 'zod';
import { DISRUPTION_MESSAGES as D } from '../messages/disruption.js';
import { jsonNumber, plainText } from './inputs.js';

// Disrupted departures (issue 31, decision 279): a dispatcher moves, re-vehicles or cancels a
// departure; every booking on it chooses the next departure or a full refund, by a link mailed
// to it, or staff choose for it.

const reason = plainText(500, { required: D.reasonRequired }).trim().min(3, { error: D.reasonRequired });
const instant = z.iso.datetime({ offset: true, error: 'Use a date and time such as 2026-11-29T08:00:00Z.' });

/** PATCH ops/departures/{trip}/: a new time, a new vehicle, or both, with why. */
export const departureChangeSchema = z
  .object({
    departs_at: instant.optional(),
    vehicle_id: jsonNumber(D.vehicleNotFound).int().positive().optional(),
    reason,
  })
  .refine((b) => b.departs_at !== undefined || b.vehicle_id !== undefined, { error: D.nothingToChange, path: ['departs_at'] });
export type DepartureChange = z.infer<typeof departureChangeSchema>;

/** POST ops/departures/{trip}/cancel/. */
export const departureCancelSchema = z.object({ reason });

export const departureStateSchema = z.object({
  trip_id: z.number(),
  departs_at: z.string(),
  canceled_at: z.string().nullable(),
  vehicle: z.object({ id: z.number(), name: z.string(), capacity: z.number(), wheelchair_spaces: z.number() }),
  sold: z.number(),
  held: z.number(),
  /** The disruption the change opened (a new time or a cancellation), with how many bookings it reached. */
  disruption_id: z.number().nullable(),
  bookings: z.number(),
});
export type DepartureState = z.infer<typeof departureStateSchema>;

/** GET ops/vehicles/: what a departure may be put on, smallest first. */
export const vehicleListSchema = z.array(
  z.object({ id: z.number(), name: z.string(), capacity: z.number(), wheelchair_spaces: z.number() }),
);
export type VehicleList = z.infer<typeof vehicleListSchema>;

export const disruptionChoiceSchema = z.enum(['rebook', 'refund', 'keep'], { error: 'Choose rebook, refund or keep.' });
export type DisruptionChoice = z.infer<typeof disruptionChoiceSchema>;

const outcomeState = z.enum(['pending', 'rebooked', 'refunded', 'kept']);
const money = z.object({ card: z.number(), store_credits: z.number(), points: z.number(), currency: z.string() });
/** A ride: its stops, its times (ISO) and the boarding stop's time zone, to show them in. */
const departure = z.object({ from: z.string(), to: z.string(), departs_at: z.string(), arrives_at: z.string(), time_zone: z.string() });

/** One booking of a disrupted departure, as the console lists it. */
export const disruptionOutcomeSchema = z.object({
  reference: z.string(),
  direction: z.number(),
  seats: z.number(),
  wheelchairs: z.number(),
  lead_name: z.string(),
  state: outcomeState,
  /** 'traveller', 'staff', or 'system' (refunded when the choice closed). */
  chosen_by: z.string().nullable(),
  chosen_at: z.string().nullable(),
  mailed_at: z.string().nullable(),
  reminded_at: z.string().nullable(),
  rebooked_departs_at: z.string().nullable(),
});

export const disruptionViewSchema = z.object({
  trip_id: z.number(),
  disruption_id: z.number(),
  kind: z.enum(['canceled', 'retimed']),
  reason: z.string(),
  departs_at_before: z.string(),
  departs_at_after: z.string().nullable(),
  /** When the travellers' choice closes: those still pending are then refunded (cancelled) or kept (moved). */
  choice_closes_at: z.string(),
  counts: z.object({ pending: z.number(), rebooked: z.number(), refunded: z.number(), kept: z.number() }),
  outcomes: z.array(disruptionOutcomeSchema),
});
export type DisruptionView = z.infer<typeof disruptionViewSchema>;

/** POST ops/departures/{trip}/disruption/{reference}/: staff choose for the traveller. */
export const disruptionActSchema = z.object({ choice: z.enum(['rebook', 'refund'], { error: 'Choose rebook or refund.' }), reason });

/** POST disruptions/{token}/. */
export const disruptionChooseSchema = z.object({ choice: disruptionChoiceSchema });

/** GET disruptions/{token}/: what the traveller may choose, with times and amounts. */
export const disruptionOfferSchema = z.object({
  reference: z.string(),
  first_name: z.string(),
  kind: z.enum(['canceled', 'retimed']),
  reason: z.string(),
  /** The ride as booked, and (moved) its new time. */
  booked: departure,
  departs_at_now: z.string().nullable(),
  state: outcomeState,
  chosen_at: z.string().nullable(),
  choice_closes_at: z.string(),
  /** The next departure with the seats, or null when none has them. */
  rebook: departure.extend({ seats: z.number() }).nullable(),
  /** What the refund gives back, by where it goes. */
  refund: money,
  /** After a choice: the ride as it is now booked. */
  rebooked: departure.nullable(),
});
export type DisruptionOffer = z.infer<typeof disruptionOfferSchema>;
