import { z } from 'zod';
import { TRIPS_PAGE_SIZE } from '../constants.js';
import { guaranteeNoticeSchema } from './guarantee.js';
import { jsonChoice, jsonNumber, numeric } from './inputs.js';

// Booked trips as My Trips, the guest lookup and the trip page read them (the booking spec
// sections 2, 3 and 7: GET v2/booking/reservations/upcoming/ and past/, GET
// v2/booking/tickets/{pnr}/; shapes ours where the spec names fields only, decision 216).

export { CHECK_IN_STATUS, TICKET_STATES } from '../constants.js';

/** Query of the upcoming and past lists: pages of TRIPS_PAGE_SIZE. */
export const tripsQuerySchema = z.object({
  limit: numeric(z.number().int().min(1).max(50)).default(TRIPS_PAGE_SIZE),
  offset: numeric(z.number().int().min(0).max(100_000)).default(0),
});

const placeSchema = z.object({
  /** The stop or airport code. */
  iata: z.string(),
  CityCode: z.string(),
  AirportName: z.string(),
  city: z.string(),
  time_zone: z.string(),
});

/** One leg of a direction: a coach run between two stops, or a partner flight. */
export const tripSegmentSchema = z.object({
  kind: z.enum(['ground', 'flight']),
  /** 2 coach, 3 airline partner, 4 door-to-door (SERVICE_TYPES); null for a flight. */
  service_type: z.number().int().nullable(),
  operator: z.enum(['VIDECOM', 'KIWI']),
  airline: z.string(),
  flight_number: z.string().nullable(),
  depart: placeSchema,
  arrive: placeSchema,
  /** Local date (YYYY-MM-DD) and time (HH:MM) at the stop; instants in ISO. */
  departure_date: z.string(),
  departure_time: z.string(),
  arrival_date: z.string(),
  arrival_time: z.string(),
  departs_at: z.string(),
  arrives_at: z.string(),
  /** The ground trip's id (seat maps, boarding); null for a flight. */
  trip_id: z.number().int().nullable(),
});
export type TripSegment = z.infer<typeof tripSegmentSchema>;

/** One passenger on one direction. */
export const tripTicketSchema = z.object({
  id: z.number().int(),
  /** The ticket's number as the traveller reads it (the spec's data.ticket_number): PNR-D01, PNR-R02 (decision 238). */
  ticket_number: z.string(),
  /** The passenger's place in the booking's list (0 = lead passenger). */
  passenger: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  passenger_type: z.string(),
  /** TICKET_STATES: 1 booked, 2 canceled. */
  state: z.number().int(),
  checked_in: z.boolean(),
  /** The seat on the direction's first coach, when one is chosen. */
  seat: z.string().nullable(),
});
export type TripTicket = z.infer<typeof tripTicketSchema>;

export const tripDirectionSchema = z.object({
  /** 1 departure, 2 return. */
  way: z.number().int(),
  segments: z.array(tripSegmentSchema),
  tickets: z.array(tripTicketSchema),
  /** CHECK_IN_STATUS: 1 not yet open, 2 open, 3 closed (left, or within CHECK_IN_CLOSES_MIN). */
  checkin_status: z.number().int(),
  /** Every booked ticket of the direction is checked in. */
  all_checked_in: z.boolean(),
  /** 2 when every ticket of the direction is canceled. */
  state: z.number().int(),
  /** When its first leg leaves (ISO). */
  departs_at: z.string(),
  /** The booking that replaced this direction when the trip was edited (decision 221), else null. */
  changed_to: z.string().nullable(),
});
export type TripDirection = z.infer<typeof tripDirectionSchema>;

export const tripSchema = z.object({
  pnr: z.string(),
  /** 1 booked, 2 canceled (every ticket canceled). */
  state: z.number().int(),
  is_past_trip: z.boolean(),
  /** Can still be changed or cancelled: booked, not past, more than the cancellation cutoff ahead. */
  is_editable: z.boolean(),
  is_paid_with_miles: z.boolean(),
  /** The departure's local date. */
  departure_date: z.string(),
  cart: z.object({ uuid: z.uuid(), currency: z.string() }),
  passengers: z.array(z.object({ passenger: z.number().int(), first_name: z.string(), last_name: z.string(), passenger_type: z.string() })),
  departure: tripDirectionSchema,
  return: tripDirectionSchema.nullable(),
  /** What the connection guarantee did for the trip (decision 287): rides moved for a late flight, claims opened. */
  guarantee_notices: z.array(guaranteeNoticeSchema).default([]),
});
export type Trip = z.infer<typeof tripSchema>;

/** GET v2/booking/reservations/upcoming/ and past/. */
export const tripListSchema = z.object({
  results: z.array(tripSchema),
  /** The offset of the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type TripList = z.infer<typeof tripListSchema>;

/** GET v2/booking/tickets/{pnr}/: the reference as typed (trimmed, any case). */
export const pnrParamSchema = z.object({
  pnr: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, { error: 'Please enter your 6-character booking reference' }),
});

// ---- Check-in and boarding passes (section 4, decision 217) ------------------------------------

/** POST v2/booking/tickets/{pnr}/check_in/: the direction to check in (every booked passenger of it). */
export const checkInSchema = z.object({ way: jsonChoice([1, 2]) });

/** GET v2/booking/tickets/{pnr}/boarding_pass/{way}/: the direction, from the path. */
export const wayParamSchema = z.object({ way: numeric(z.union([z.literal(1), z.literal(2)])) });

export const checkInAnswerSchema = z.object({ message: z.string(), trip: tripSchema });

/** GET v2/booking/tickets/{pnr}/flight_e_ticket/?way=: the boarding passes mailed to the lead passenger. */
export const eTicketQuerySchema = z.object({ way: numeric(z.union([z.literal(1), z.literal(2)])).default(1) });
export const eTicketAnswerSchema = z.object({ email_sent: z.boolean() });

/** What a boarding check answers at the door (decision 217; the driver's screen, decision 278). */
export const BOARDING_RESULTS = ['valid', 'already_boarded', 'wrong_departure', 'altered', 'canceled', 'expired'] as const;
export type BoardingResult = (typeof BOARDING_RESULTS)[number];
/** Who the pass is for, when it names a ticket of ours. */
export const boardingPassengerSchema = z.object({ first_name: z.string(), last_name: z.string(), seat: z.string().nullable() });

// ---- Partner-flight check-in (section 7: GET flight_check_in/{direction}/, decision 240) -------

/** GET v2/booking/tickets/{pnr}/flight_check_in/{direction}/: 1 departure, 2 return, from the path. */
export const directionParamSchema = z.object({ direction: numeric(z.union([z.literal(1), z.literal(2)])) });

/** What the traveller needs to check in with the airline for a direction's partner flights. */
export const flightCheckInSchema = z.object({
  way: z.number().int(),
  flights: z.array(
    z.object({
      /** The airline's IATA code and name ("AS", "Alaska Airlines"). */
      airline: z.string(),
      airline_name: z.string(),
      flight_number: z.string(),
      depart: placeSchema,
      arrive: placeSchema,
      departure_date: z.string(),
      departure_time: z.string(),
      departs_at: z.string(),
      /** The airline's booking reference of this flight (not the Landline PNR). */
      booking_reference: z.string().nullable(),
      /** The airline's online check-in page and when it opens, when the airline's data has them; else null. */
      check_in_url: z.string().nullable(),
      check_in_opens_at: z.string().nullable(),
    }),
  ),
  /** The passengers booked on the direction, names as the airline has them. */
  passengers: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
});
export type FlightCheckIn = z.infer<typeof flightCheckInSchema>;

// ---- Cancellation and refunds (section 4, decision 218) ----------------------------------------

/**
 * Which part of a trip, as a query or a path names it: the whole trip (no segment), the
 * departure (1) or the return (2), all passengers or some ('0,2').
 */
export const cancelScopeSchema = z.object({
  segment: numeric(z.union([z.literal(1), z.literal(2)])).optional(),
  /** Passengers by their place in the booking (0 = lead); absent: every passenger. */
  passengers: z
    .union([z.array(z.number().int().min(0).max(20)), z.string().regex(/^\d{1,2}(,\d{1,2})*$/)])
    .transform((v) => (typeof v === 'string' ? v.split(',').map(Number) : v))
    .optional(),
});
export type CancelScope = z.infer<typeof cancelScopeSchema>;

/** The body of POST v2/booking/tickets/{pnr}/cancel/: the same scope in JSON numbers (the path's segment wins). */
export const cancelBodySchema = z.object({
  segment: jsonChoice([1, 2]).optional(),
  passengers: z.array(jsonNumber().int().min(0).max(20)).optional(),
});

export const REFUND_FORMS = ['card', 'store_credits', 'points', 'none'] as const;
export type RefundForm = (typeof REFUND_FORMS)[number];

/** GET v2/cart/cart/{uuid}/get_refund_details/: what cancelling the scope gives back, line by line. */
export const refundDetailsSchema = z.object({
  can_cancel: z.boolean(),
  /** Why not, when it cannot. */
  reason: z.string().nullable(),
  currency: z.string(),
  lines: z.array(
    z.object({
      label: z.string(),
      /** fare, extra, discount, fee */
      kind: z.enum(['fare', 'extra', 'discount', 'fee']),
      /** What the line cost for the scope (cents; a discount negative) and what comes back of it. */
      paid: z.number().int(),
      refund: z.number().int(),
      points_paid: z.number().int(),
      points_refund: z.number().int(),
    }),
  ),
  /** Where the refund goes: the card (members Silver and up), store credit (others), points (paid with points). */
  refund_to: z.enum(REFUND_FORMS),
  total: z.object({ card: z.number().int(), store_credits: z.number().int(), points: z.number().int() }),
});
export type RefundDetails = z.infer<typeof refundDetailsSchema>;

export const cancelAnswerSchema = z.object({
  message: z.string(),
  refund: refundDetailsSchema.shape.total,
  /** A guest's credit comes as a single-use voucher code (also e-mailed); null otherwise. */
  voucher_code: z.string().nullable(),
  trip: tripSchema,
});
