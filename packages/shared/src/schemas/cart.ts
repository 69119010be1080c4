import { z } from 'zod';
import {
  CART_PAYMENT_MODES,
  CART_QUANTITY_MAX,
  DOOR_TO_DOOR_CITIES,
  DOOR_TO_DOOR_INSTRUCTION,
  PAYMENT_TYPES,
  PRODUCT_CATEGORIES,
  type Product,
  type ProductCategory,
} from '../cart.js';
import { CODE_MAX, MAX_BAGS_PER_CUSTOMER, MAX_PASSENGERS } from '../constants.js';
import { isIsoDate } from '../dates.js';
import { CART_MESSAGES as M, INPUT_MESSAGES as I, LOYALTY_MESSAGES as L } from '../messages.js';
import { jsonChoice, jsonNumber, plainText } from './inputs.js';

// The cart calls' bodies (the booking spec's section 7): add_item, remove_item_from_cart,
// clear_items. Prices never come from the browser; the server prices items (cart.ts).

const withMax = (message: string, max: number) => message.replace('{max}', String(max));
/** The spec's pickup message (':attribute is required.') with the field's name. */
const requiredMessage = (label: string) => M.fieldRequired.replace(':attribute', label);

const wholeNumber = (min: number, max: number, tooSmall: string, tooBig: string) =>
  jsonNumber(I.wholeNumber).int({ error: I.wholeNumber }).min(min, { error: tooSmall }).max(max, { error: tooBig });

const requiredText = (label: string, max: number) => {
  const message = requiredMessage(label);
  return plainText(max, { required: message }).trim().min(1, { error: message });
};

/** An opaque id of a cart or reservation (the cart's uuid). */
const cartId = plainText(64, { required: M.cartRequired, tooLong: M.cartRequired, unreadable: M.cartRequired })
  .trim()
  .min(1, { error: M.cartRequired });

// ---- products --------------------------------------------------------------------------------

/** One product of GET v2/cart/products/ (the answer the API's document shows). */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  /** Cents; 0 where the price depends on the item (tickets, bags, door-to-door). */
  price: z.number().int(),
  /** Loyalty points; 0 where the product cannot be paid with points. */
  price_lp: z.number().int(),
}) satisfies z.ZodType<Product>;

// ---- add_item --------------------------------------------------------------------------------

/** item of PUT v2/cart/cart/{cart}/add_item/{productId}/. */
export const addItemItemSchema = z.object({
  payment_type: z.enum(PAYMENT_TYPES, { error: M.paymentTypeInvalid }).default('regular'),
  quantity: wholeNumber(
    1,
    CART_QUANTITY_MAX,
    withMax(M.quantityRange, CART_QUANTITY_MAX),
    withMax(M.quantityRange, CART_QUANTITY_MAX),
  ).default(1),
});

/** Store credit to apply, in cents: only a positive amount (section 5). */
export const storeCreditsAmountSchema = jsonNumber(M.storeCreditPositive)
  .int({ error: I.wholeNumber })
  .positive({ error: M.storeCreditPositive });

/** Bags to add for a customer: at least 1, at most MAX_BAGS_PER_CUSTOMER (sections 5 and 9). */
export const baggageAmountSchema = wholeNumber(1, MAX_BAGS_PER_CUSTOMER, M.bagsMin, withMax(M.bagsMax, MAX_BAGS_PER_CUSTOMER));

/** A voucher is applied only when a code is entered (section 5). */
export const voucherCodeSchema = plainText(32, { required: M.voucherRequired, tooLong: M.voucherNotApplicable })
  .trim()
  .min(1, { error: M.voucherRequired });

/**
 * Body of add_item. `data` is checked here for the amounts any product may carry; the rest of
 * it is kept for the product's own schema (itemDataSchema), which the server picks once it
 * knows the product's category.
 */
export const addItemSchema = z.object({
  item: addItemItemSchema.default({ payment_type: 'regular', quantity: 1 }),
  data: z
    .object({
      store_credits_amount: storeCreditsAmountSchema.optional(),
      baggage_amount: baggageAmountSchema.optional(),
      vouchers_id: voucherCodeSchema.optional(),
    })
    .loose()
    .default({}),
});
export type AddItemInput = z.input<typeof addItemSchema>;
export type AddItemBody = z.output<typeof addItemSchema>;

// ---- add_item data per product (section 5) ---------------------------------------------------

/** Door-to-door item: count (passengers, default 1), street-name, street-number, city, leg required. */
export const doorToDoorDataSchema = z.object({
  count: wholeNumber(1, MAX_PASSENGERS, requiredMessage('Count'), withMax(M.quantityRange, MAX_PASSENGERS)).default(1),
  'street-name': requiredText('Street name', 100),
  'street-number': requiredText('Street number', 20),
  city: z.enum(DOOR_TO_DOOR_CITIES, { error: M.doorToDoorCity }),
  /** 1 departure, 2 return, as the pickup details number directions. */
  leg: jsonChoice([1, 2], M.legInvalid),
  d2d_instruction: z.literal(DOOR_TO_DOOR_INSTRUCTION).default(DOOR_TO_DOOR_INSTRUCTION),
  passenger_name: plainText(120).trim().optional(),
  email: plainText(254).trim().optional(),
  phone_number: plainText(30).trim().optional(),
  destination_address: plainText(200).trim().optional(),
});

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Connection guarantee: airline, flight_number, origin, destination, departure_time, departure_date required. */
export const connectionGuaranteeDataSchema = z.object({
  airline: requiredText('Airline', CODE_MAX).toUpperCase(),
  flight_number: requiredText('Flight number', CODE_MAX),
  origin: requiredText('Origin', CODE_MAX).toUpperCase(),
  destination: requiredText('Destination', CODE_MAX).toUpperCase(),
  departure_time: requiredText('Departure time', 5).regex(HH_MM, { error: M.timeInvalid }),
  departure_date: requiredText('Departure date', 10).refine(isIsoDate, { error: M.dateInvalid }),
});

export const storeCreditsDataSchema = z.object({ store_credits_amount: storeCreditsAmountSchema });
export const baggageDataSchema = z.object({ baggage_amount: baggageAmountSchema });
export const voucherDataSchema = z.object({ vouchers_id: voucherCodeSchema });

/** The schema of add_item's `data` for a product of `category`; null: the product takes none. */
export function itemDataSchema(category: ProductCategory) {
  switch (category) {
    case 'door_2_door':
      return doorToDoorDataSchema;
    case 'connection_guarantee':
      return connectionGuaranteeDataSchema;
    case 'store_credits':
      return storeCreditsDataSchema;
    case 'baggage':
      return baggageDataSchema;
    case 'vouchers':
      return voucherDataSchema;
    default:
      return null;
  }
}

// ---- remove_item_from_cart, clear_items ------------------------------------------------------

/** Body of PUT cart/remove_item_from_cart/. */
export const removeItemSchema = z.object({
  cart_id: cartId,
  item_id: jsonNumber(M.itemRequired).int({ error: M.itemRequired }).positive({ error: M.itemRequired }),
  reservation_uuid: plainText(64)
    .trim()
    .optional()
    .nullable()
    .transform((v) => v || null),
});

export type RemoveItemBody = z.output<typeof removeItemSchema>;

/** Body of PUT cart/clear_items/. */
export const clearItemsSchema = z.object({ cart_id: cartId });
export type ClearItemsBody = z.output<typeof clearItemsSchema>;

// ---- payment_type ----------------------------------------------------------------------------

/**
 * Body of PUT v2/cart/cart/{uuid}/payment_type/ (ours, decision 208): how the cart's tickets are
 * paid, switched from the payment page. The passengers call's `payment_type` does the same.
 */
export const cartPaymentModeSchema = z.object({ payment_type: z.enum(CART_PAYMENT_MODES, { error: L.paymentTypeInvalid }) });
export type CartPaymentModeBody = z.output<typeof cartPaymentModeSchema>;

// ---- assign_previous_cart (edit trip, decision 221) ------------------------------------------

/**
 * Body of POST v2/cart/cart/{uuid}/assign_previous_cart/: the booking the cart's new trip
 * replaces, and which part of it (ours: 1 departure, 2 return; absent, the whole trip).
 */
export const assignPreviousCartSchema = z.object({
  booking_reference: z
    .string({ error: 'Please enter your 6-character booking reference' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, { error: 'Please enter your 6-character booking reference' }),
  segment: jsonChoice([1, 2]).optional(),
});
export type AssignPreviousCartBody = z.output<typeof assignPreviousCartSchema>;
