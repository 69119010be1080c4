import { z } from 'zod';
import { MAX_PASSENGERS } from '../constants.js';
import { HOLD_MESSAGES as H, INPUT_MESSAGES as I, SEAT_MESSAGES as S } from '../messages.js';

const index = (max: number, message: string) =>
  z.number({ error: I.wholeNumber }).int({ error: I.wholeNumber }).min(0, { error: message }).max(max, { error: message });

/** PUT seats/{pnr}/{segment}/: each passenger's seat on each ride of the segment (by its place in `legs`). */
/**
 * The query of GET and PUT seats/{pnr}/{segment}/ (ours): a held booking's cart, the holder's key
 * (decision 233); a booked trip opens with its member's session or the lastname header instead.
 */
export const seatsQuerySchema = z.object({ cart_id: z.uuid({ error: H.notYourHold }).optional() });

export const seatsUpdateSchema = z.object({
  passengers: z
    .array(
      z.object({
        passenger: index(MAX_PASSENGERS - 1, S.noPassenger),
        seats: z
          .array(z.object({ leg: index(7, S.noLeg), code: z.string({ error: S.noSeat }).regex(/^[0-9]{1,2}[A-F]$/, { error: S.noSeat }) }))
          .max(8),
      }),
    )
    .min(1)
    .max(MAX_PASSENGERS),
});
export type SeatsUpdate = z.infer<typeof seatsUpdateSchema>;

export const seatCellSchema = z.object({
  code: z.string(),
  /** Where the seat sits in its row. */
  position: z.enum(['window', 'aisle', 'middle']),
  premium: z.boolean(),
  /** Cents per seat and ride (0 for a standard seat). */
  price: z.number().int(),
  available: z.boolean(),
  /** The passenger of this reservation sitting here (their index), else null. */
  passenger: z.number().int().nullable(),
});
export type SeatCell = z.infer<typeof seatCellSchema>;

const place = z.object({ iata: z.string(), city: z.string(), AirportName: z.string() });

/** GET seats/{pnr}/{segment}/: the seat map of every ride of the segment that offers seats. */
export const seatInfoSchema = z.object({
  pnr: z.string(),
  segment: z.union([z.literal(1), z.literal(2)]),
  cart_id: z.uuid(),
  is_payment_needed: z.boolean(),
  message: z.string().nullable(),
  legs: z.array(
    z.object({
      depart: place,
      arrive: place,
      departure_time: z.string(),
      arrival_time: z.string(),
      vehicle: z.string(),
      available_seats: z.number().int(),
      /** Rows of cells; null marks the aisle. */
      rows: z.array(z.array(seatCellSchema.nullable())),
    }),
  ),
  seat_per_passenger: z.object({
    passengers: z.array(z.object({ passenger: z.number().int(), seats: z.array(z.object({ leg: z.number().int(), code: z.string() })) })),
  }),
  /** Premium seats asked for on a booked trip: what to pay before they are given (decision 222); else absent. */
  purchase: z.lazy(() => seatPurchaseSchema).optional(),
});
export type SeatInfo = z.infer<typeof seatInfoSchema>;

/** A premium-seat purchase for a booked trip (decision 222): GET and PUT v2/booking/seat_purchases/{uuid}/. */
export const seatPurchaseSchema = z.object({
  uuid: z.uuid(),
  pnr: z.string(),
  segment: z.number().int(),
  state: z.enum(['quoted', 'pending', 'confirmed', 'failed', 'refund_due', 'refunded']),
  amount: z.number().int(),
  currency: z.string(),
  /** Until when the quote can be paid (ISO). */
  quoted_until: z.string(),
  seats: z.array(z.object({ passenger: z.number().int(), name: z.string(), code: z.string(), price: z.number().int() })),
  card_last4: z.string().nullable(),
});
export type SeatPurchase = z.infer<typeof seatPurchaseSchema>;
