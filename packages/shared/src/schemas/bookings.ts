import { z } from 'zod';
import { BOOKING_TOKEN_MAX, MAX_PASSENGERS } from '../constants.js';
import { CHECK_MESSAGES, HOLD_MESSAGES, INPUT_MESSAGES as I, SEARCH_MESSAGES as M } from '../messages.js';
import { jsonNumber, plainText } from './inputs.js';
import { refundDetailsSchema } from './trips.js';

/** A chosen itinerary as the browser sends it: only its booking token counts (the server re-prices). */
const chosen = z
  .object({
    booking_token: plainText(BOOKING_TOKEN_MAX, {
      required: CHECK_MESSAGES.tokenInvalid,
      tooLong: CHECK_MESSAGES.tokenInvalid,
      unreadable: CHECK_MESSAGES.tokenInvalid,
    }).min(1, { error: CHECK_MESSAGES.tokenInvalid }),
  })
  .loose();

const partyCount = (min: number) =>
  jsonNumber(I.wholeNumber)
    .int({ error: I.wholeNumber })
    .min(min, { error: `Must be at least ${min}.` })
    .max(MAX_PASSENGERS, { error: M.tooManyPassengers });

/** PUT bookings/{uuid}/itinerary/ (section 7): holds the chosen itinerary's seats. */
export const itineraryUpdateSchema = z.object({
  departure_flight: chosen,
  return_flight: chosen.nullish(),
  passengers_adults: partyCount(1),
  passengers_children: partyCount(0).default(0),
  passengers_infants: partyCount(0).default(0),
  /** Seats asked for (adults and children; infants ride on a lap); checked against the party. */
  pnum: partyCount(1).optional(),
  bnum: partyCount(0).default(0),
  is_edit: z.boolean({ error: I.boolean }).default(false),
  /**
   * The traveller's current hold, released in the same transaction when a new one replaces it
   * (ours), with its cart: the two together are the holder's proof (decision 233).
   */
  reservation_uuid: z.uuid({ error: HOLD_MESSAGES.reservationNotFound }).nullish(),
  cart_id: z.uuid({ error: HOLD_MESSAGES.notYourHold }).nullish(),
});
export type ItineraryUpdate = z.infer<typeof itineraryUpdateSchema>;
/** The body as the browser sends it. */
export type ItineraryUpdateInput = z.input<typeof itineraryUpdateSchema>;

export const HOLD_STATES = ['held', 'expired', 'released', 'confirmed', 'canceled'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

export const cartItemSchema = z.object({
  id: z.number().int(),
  product: z.object({ name: z.string(), category: z.string() }),
  price: z.number().int(),
  price_lp: z.number().int(),
  quantity: z.number().int(),
  payment_type: z.string(),
  data: z.object({ direction_type: z.string().nullable() }).loose(),
});

export const cartSchema = z.object({
  uuid: z.uuid(),
  items_list: z.array(cartItemSchema),
  /** What is due, in cents of `money_currency` (computed on the server from the items). */
  summary: z.number().int(),
  summary_lp: z.number().int(),
  /** Section 9: the booking's currency ('USD', 'CAD'), or 'PTS' while the tickets are paid with points (decision 248). */
  currency: z.string(),
  /** What every money amount of the cart is in, whatever the tickets are paid with (decision 248). */
  money_currency: z.string(),
  is_payment_necessary: z.boolean(),
  count: z.number().int(),
  checked_out_status: z.boolean(),
  reservation: z.object({ rloc: z.string() }),
  /** The voucher the cart holds (`voucher.data.vouchers_id`), applied or not. */
  voucher: z.object({ data: z.object({ vouchers_id: z.string() }) }).nullable(),
  /** How the summary is made: bought items, then the member discount, voucher and store credit (negative). */
  summary_lines: z.array(
    z.object({ category: z.string(), item_id: z.number().int().nullable(), amount: z.number().int(), amount_lp: z.number().int() }),
  ),
  /** How the tickets are paid: by card, or with points (then summary_lp is what the wallet gives). */
  payment_type: z.enum(['regular', 'loyalty_points']),
  /** The owner's Penguin Perks points; null for a guest's cart. */
  user_wallet_points: z.number().int().nullable(),
  /** A voucher or store credit held but not applied now, and why. */
  refused: z.array(z.object({ category: z.enum(['vouchers', 'store_credits']), message: z.string() })),
  /**
   * The booking this cart's trip replaces (edit trip, decision 221): its reference, the part
   * replaced (null: the whole trip), what that part is worth (its refund calculator's figures).
   */
  prev_cart: z
    .object({
      booking_reference: z.string(),
      segment: z.number().int().nullable(),
      ticket_price: z.number().int(),
      ticket_price_loyalty: z.number().int(),
      refund_details: refundDetailsSchema,
    })
    .nullable(),
  /** What of the replaced booking's worth the new trip does not use, and where it goes back (cents). */
  refund_data: z.object({ amount: z.number().int(), miles: z.number().int(), store_credits: z.number().int() }).nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/** A held reservation (the answer of the itinerary update and of GET reservation). */
export const reservationSchema = z.object({
  uuid: z.uuid(),
  pnr: z.string(),
  state: z.enum(HOLD_STATES),
  /** When the seats go back unless a heartbeat comes first (ISO instant). */
  held_until: z.string(),
  search_uuid: z.uuid(),
  one_way: z.boolean(),
  passengers_adults: z.number().int(),
  passengers_children: z.number().int(),
  passengers_infants: z.number().int(),
  departure: z.object({
    booking_token: z.string(),
    price: z.number().int(),
    landline_price: z.number().int(),
    flight_price: z.number().int(),
  }),
  return: z
    .object({ booking_token: z.string(), price: z.number().int(), landline_price: z.number().int(), flight_price: z.number().int() })
    .nullable(),
  cart: cartSchema,
  /** As PUT passengers stored them (empty until then). */
  passengers: z.array(
    z.object({
      title: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      gender: z.number().int(),
      date_of_birth: z.string(),
      email: z.string(),
      phone_number: z.string(),
      passenger_type: z.string(),
      age: z.number().int(),
      special_requirements: z.array(z.object({ fax_code_id: z.string(), fax_description: z.string() })),
      flight_info: z.object({ airline: z.string(), flight_number: z.string(), final_destination: z.string() }).nullable(),
    }),
  ),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** POST v2/booking/reservations/{uuid}/heartbeat/ (ours: the spec names the heartbeat, not its call). */
export const heartbeatSchema = z.object({
  alive: z.boolean(),
  held_until: z.string().nullable(),
  /** The hold's state, so a tab told `alive: false` can say why: released means another hold replaced it (decision 245). */
  state: z.enum(HOLD_STATES),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;
