// The cart's products and arithmetic (the booking spec's sections 3, 5 and 9; prices and order in
// docs/decisions/196-cart-arithmetic.md). Pure: no I/O, no clock (the caller passes `at`), no
// zod, so the browser can price a cart with the same rules as the API. Money is integer cents.

import {
  DOOR_TO_DOOR_PRICE_CENTS,
  MAX_BAGS_PER_CUSTOMER,
  MAX_PASSENGERS,
  MEMBER_DISCOUNT_PERCENT,
  MILE_MAX,
  MILE_MIN,
  POINT_PRICE_HUNDREDTHS_OF_CENT,
  TIERS,
} from './constants.js';
import { CART_MESSAGES as M, LOYALTY_MESSAGES as L } from './messages.js';

// ---- The spec's lists (section 3) ------------------------------------------------------------

export const PRODUCT_CATEGORIES = [
  'premium_seating',
  'connection_guarantee',
  'door_2_door',
  'flight_ticket',
  'landline_ticket',
  'vouchers',
  'previous_landline_ticket',
  'store_credits',
  'baggage',
  'discount',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Categories a customer buys: their lines are price × quantity. */
export const CHARGEABLE_CATEGORIES = [
  'premium_seating',
  'connection_guarantee',
  'door_2_door',
  'flight_ticket',
  'landline_ticket',
  'baggage',
] as const satisfies readonly ProductCategory[];
export type ChargeableCategory = (typeof CHARGEABLE_CATEGORIES)[number];

export const PAYMENT_TYPES = ['regular', 'loyalty_points', 'store_credits'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** How a bought item is paid: store credit is not an item's way of paying but a line of its own. */
export type ItemPaymentType = Exclude<PaymentType, 'store_credits'>;

export const DIRECTION_TYPES = ['departure_trip', 'departure_flight', 'return_trip', 'return_flight'] as const;
export type DirectionType = (typeof DIRECTION_TYPES)[number];

/** Door-to-door serves Mankato only (section 3: city Mankato or North Mankato). */
export const DOOR_TO_DOOR_CITIES = ['Mankato', 'North Mankato'] as const;
export type DoorToDoorCity = (typeof DOOR_TO_DOOR_CITIES)[number];
/** One door-to-door service carries up to this many passengers each way (section 9). */
export const DOOR_TO_DOOR_PASSENGERS_PER_SERVICE = 4;
export const DOOR_TO_DOOR_DEFAULT_COUNT = 1;
/** The d2d_instruction every door-to-door item carries (section 3). */
export const DOOR_TO_DOOR_INSTRUCTION = 4;

// ---- Prices of the extras (ours: docs/decisions/196-cart-arithmetic.md) ---------------------

/** The first checked bag has no fee (the content spec's section 9); the second, the extra, has. */
export const FREE_BAGS_PER_CUSTOMER = 1;
export const EXTRA_BAG_PRICE_CENTS = 1500;
/** A premium seat, per passenger and ride: PREMIUM_SEAT_PRICE in ./constants (decision 199). */
/** The connection guarantee, per passenger and direction. */
export const CONNECTION_GUARANTEE_PRICE_CENTS = 1000;
/** Most of one product a single add_item may carry: one per passenger of the largest party. */
export const CART_QUANTITY_MAX = MAX_PASSENGERS;

/** One Penguin Perks point is worth one cent: a $29.00 ride is 2,900 points (decision 208). */
export const POINT_VALUE_CENTS = 1;
/** What points pay for: the tickets; extras are paid by card or store credit (decision 208). */
export const POINTS_PAYABLE_CATEGORIES = ['landline_ticket', 'flight_ticket'] as const satisfies readonly ChargeableCategory[];
/** How a cart's tickets are paid: by card (with credit and vouchers) or with points. */
export const CART_PAYMENT_MODES = ['regular', 'loyalty_points'] as const;
export type CartPaymentMode = (typeof CART_PAYMENT_MODES)[number];

/** The points a price in cents costs, rounded up so points never buy more than they are worth. */
export function pointsFor(cents: number): number {
  assertCents(cents, 'price');
  return Math.ceil(cents / POINT_VALUE_CENTS);
}

/** A number of miles as typed or sent: null when empty, NaN when not a number. */
export function milesOf(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * What is wrong with a number of miles to buy, in section 5's words, or null: rounded to whole
 * first, then more than 0, then MILE_MIN to MILE_MAX (decision 210). The form and the API share it.
 */
export function milesProblem(value: unknown, bounds: MilesBounds = { min: MILE_MIN, max: MILE_MAX }): string | null {
  const miles = milesOf(value);
  const between = L.milesBetween.replace('{min}', String(bounds.min)).replace('{max}', String(bounds.max));
  if (miles === null) return L.milesRequired;
  if (!Number.isFinite(miles)) return between;
  const whole = Math.round(miles);
  if (whole <= 0) return L.milesPositive;
  return whole < bounds.min || whole > bounds.max ? between : null;
}

/** The fewest and most miles one purchase buys: MILE_MIN and MILE_MAX, or what an admin set (decision 280). */
export interface MilesBounds {
  min: number;
  max: number;
}

/** What buying `points` costs in cents, rounded up (decision 210). */
export function pointsPurchasePrice(points: number): number {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`points must be a whole number, at least 0 (got ${points})`);
  return Math.ceil((points * POINT_PRICE_HUNDREDTHS_OF_CENT) / 100);
}

/** The member discount applies to our own rides only, not to partner air fares (record 196). */
export const MEMBER_DISCOUNT_CATEGORIES = ['landline_ticket'] as const satisfies readonly ChargeableCategory[];

// ---- Catalogue and items ---------------------------------------------------------------------

/** A product of GET v2/cart/products/. */
export interface Product {
  id: number;
  name: string;
  category: ProductCategory;
  /** Cents; 0 where the price depends on the item (tickets, bags, door-to-door). */
  price: number;
  /** Loyalty points; 0 where the product cannot be paid with points. */
  price_lp: number;
}

/** One bought item of a cart, as the server stores it. */
export interface CartItem {
  id: number;
  category: ChargeableCategory;
  /** Unit price in cents. */
  price: number;
  /** Unit price in loyalty points. */
  price_lp: number;
  quantity: number;
  payment_type: ItemPaymentType;
  direction_type?: DirectionType | null;
}

export type TierName = (typeof TIERS)[number]['name'];

// ---- Outcomes --------------------------------------------------------------------------------

export type VoucherRefusal = 'expired' | 'not_yet_valid' | 'used_up' | 'not_applicable';
export type StoreCreditRefusal = 'not_positive' | 'above_balance' | 'nothing_due';
export type Outcome<R> = { ok: true; amount: number } | { ok: false; reason: R };

/** What the customer reads for each refusal. */
export const REFUSAL_MESSAGES: Record<VoucherRefusal | StoreCreditRefusal, string> = {
  expired: M.voucherExpired,
  not_yet_valid: M.voucherNotYetValid,
  used_up: M.voucherUsedUp,
  not_applicable: M.voucherNotApplicable,
  not_positive: M.storeCreditPositive,
  above_balance: M.storeCreditAboveBalance,
  nothing_due: M.nothingDue,
};

const assertCents = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole cents, at least 0 (got ${value})`);
};

/** A percentage of an amount, rounded down: a discount never gives more than it says (record 196). */
export function percentOf(cents: number, percent: number): number {
  assertCents(cents, 'amount');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`percent must be 0 to 100 (got ${percent})`);
  return Math.floor((cents * percent) / 100);
}

// ---- Extras ----------------------------------------------------------------------------------

/** Services a party needs one way: one per four passengers (5 passengers = 2 services). */
export function doorToDoorServices(passengers: number): number {
  if (!Number.isInteger(passengers) || passengers < 1)
    throw new RangeError(`passengers must be a whole number, at least 1 (got ${passengers})`);
  return Math.ceil(passengers / DOOR_TO_DOOR_PASSENGERS_PER_SERVICE);
}

/** Price of door-to-door one way for a party: $20.00 per service (section 9). */
export function doorToDoorPrice(passengers: number): number {
  return doorToDoorServices(passengers) * DOOR_TO_DOOR_PRICE_CENTS;
}

/** Price of one customer's checked bags, 0 to MAX_BAGS_PER_CUSTOMER (section 9); the first is free. */
export function baggagePrice(bags: number): number {
  if (!Number.isInteger(bags) || bags < 0 || bags > MAX_BAGS_PER_CUSTOMER)
    throw new RangeError(`bags must be 0 to ${MAX_BAGS_PER_CUSTOMER} (got ${bags})`);
  return Math.max(0, bags - FREE_BAGS_PER_CUSTOMER) * EXTRA_BAG_PRICE_CENTS;
}

// ---- Member discount -------------------------------------------------------------------------

/** Silver and above get MEMBER_DISCOUNT_PERCENT (sections 6 and 9); Basic and guests nothing. */
export function memberDiscountPercent(tier: TierName | null | undefined): number {
  const rank = TIERS.findIndex((t) => t.name === tier);
  const silver = TIERS.findIndex((t) => t.name === 'Silver');
  return rank >= silver ? MEMBER_DISCOUNT_PERCENT : 0;
}

/** The member discount on what it applies to (the cents of MEMBER_DISCOUNT_CATEGORIES lines). */
export function memberDiscount(ticketCents: number, tier: TierName | null | undefined): number {
  return percentOf(ticketCents, memberDiscountPercent(tier));
}

// ---- Partner Pass (decision 214) -------------------------------------------------------------

/** The summary line of the Partner Pass (not a product: nothing is bought, a fare is taken off). */
export const PARTNER_PASS_LINE = 'partner_pass';

/** Platinum's free companion: on a booking of two or more seated passengers, one seat rides free. */
export function partnerPassApplies(tier: TierName | null | undefined, seated: number): boolean {
  return tier === 'Platinum' && seated >= 2;
}

/** What the pass takes off: one seated passenger's share of the party's ride fares, rounded down. */
export function partnerPass(ticketCents: number, tier: TierName | null | undefined, seated: number): number {
  assertCents(ticketCents, 'ticket cents');
  return partnerPassApplies(tier, seated) ? Math.floor(ticketCents / seated) : 0;
}

// ---- Vouchers --------------------------------------------------------------------------------

/** A voucher takes either a fixed amount or a percentage off. */
export type VoucherValue = { amount: number; percent?: undefined } | { percent: number; amount?: undefined };

export type Voucher = VoucherValue & {
  code: string;
  /** First instant it applies; null: always has. */
  valid_from: Date | null;
  /** First instant it no longer applies; null: never ends. */
  valid_until: Date | null;
  /** How many times it may be used in all; null: no limit. */
  usage_limit: number | null;
  /** How many times it has been used so far. */
  uses: number;
  /** What it applies to; absent: every bought item. */
  categories?: readonly ChargeableCategory[];
};

/**
 * The discount a voucher gives on `subtotal` (the cents it may apply to) at `at`, or why it is
 * refused. A fixed amount is capped at the subtotal; a percentage is rounded down.
 */
export function applyVoucher(subtotal: number, voucher: Voucher, at: Date): Outcome<VoucherRefusal> {
  assertCents(subtotal, 'subtotal');
  const now = at.getTime();
  if (voucher.valid_from && now < voucher.valid_from.getTime()) return { ok: false, reason: 'not_yet_valid' };
  if (voucher.valid_until && now >= voucher.valid_until.getTime()) return { ok: false, reason: 'expired' };
  if (voucher.usage_limit !== null && voucher.uses >= voucher.usage_limit) return { ok: false, reason: 'used_up' };
  if (subtotal === 0) return { ok: false, reason: 'not_applicable' };
  if (voucher.amount !== undefined) {
    assertCents(voucher.amount, 'voucher amount');
    return { ok: true, amount: Math.min(voucher.amount, subtotal) };
  }
  return { ok: true, amount: percentOf(subtotal, voucher.percent) };
}

// ---- Store credit ----------------------------------------------------------------------------

/**
 * How much store credit applies: only a positive amount (section 5), never more than the
 * balance (refused, so the customer is told), never more than is due (capped, so a cart that
 * shrinks after the credit was applied keeps a smaller credit instead of losing it).
 */
export function storeCreditApplicable(amount: number, balance: number, due: number): Outcome<StoreCreditRefusal> {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'not_positive' };
  assertCents(balance, 'balance');
  assertCents(due, 'due');
  if (amount > balance) return { ok: false, reason: 'above_balance' };
  if (due === 0) return { ok: false, reason: 'nothing_due' };
  return { ok: true, amount: Math.min(amount, due) };
}

// ---- Summary ---------------------------------------------------------------------------------

export interface CartAdjustments {
  /** The customer's Penguin Perks tier; null or absent for guests. */
  tier?: TierName | null;
  /** Seated passengers (adults and children) of the party: the Partner Pass frees one of them. */
  seated?: number;
  voucher?: { voucher: Voucher; at: Date } | null;
  /** Store credit asked for and the customer's balance, in cents. */
  storeCredit?: { amount: number; balance: number } | null;
  /**
   * What the booking an edit replaces is worth, in cents (its refund calculator's money figure,
   * decision 221): taken off what is due before store credit; what it does not cover goes back.
   */
  previous?: number | null;
}

/** One line of the summary: a bought item (positive) or a discount or credit (negative). */
export interface CartLine {
  category: ProductCategory | typeof PARTNER_PASS_LINE;
  /** The item's id; null for discount and credit lines. */
  item_id: number | null;
  /** Cents; negative for discounts and credits. */
  amount: number;
  /** Loyalty points. */
  amount_lp: number;
}

export type CartRefusal = { category: 'vouchers'; reason: VoucherRefusal } | { category: 'store_credits'; reason: StoreCreditRefusal };

export interface CartSummary {
  /** Cents to pay by card, never negative. */
  summary: number;
  /** Points to pay, present when an item is paid with points. */
  summary_lp?: number;
  is_payment_necessary: boolean;
  lines: CartLine[];
  /** Adjustments asked for but not applied, and why. */
  refused: CartRefusal[];
}

/**
 * The cart's total from its items only (never from a price the browser sends). Order: the
 * Partner Pass and the member discount on ride tickets, then the voucher on what remains of what
 * it applies to, then the value of a booking an edit replaces, then store credit on what remains due. Each is bounded by what it applies to, so the total is never
 * negative. Items paid with points count in summary_lp only and take no money discount.
 */
export function cartSummary(items: readonly CartItem[], adjustments: CartAdjustments = {}): CartSummary {
  const lines: CartLine[] = [];
  const refused: CartRefusal[] = [];
  let summary = 0;
  let points = 0;
  let hasPoints = false;
  // Cents still discountable per category, so each discount only takes from what it covers.
  const open = new Map<ChargeableCategory, number>();

  for (const item of items) {
    assertCents(item.price, 'price');
    assertCents(item.price_lp, 'price_lp');
    if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new RangeError(`quantity must be at least 1 (got ${item.quantity})`);
    if (item.payment_type === 'loyalty_points') {
      hasPoints = true;
      points += item.price_lp * item.quantity;
      lines.push({ category: item.category, item_id: item.id, amount: 0, amount_lp: item.price_lp * item.quantity });
    } else {
      const cents = item.price * item.quantity;
      summary += cents;
      open.set(item.category, (open.get(item.category) ?? 0) + cents);
      lines.push({ category: item.category, item_id: item.id, amount: cents, amount_lp: 0 });
    }
  }

  // Take `cents` from the open amounts of `categories`, in the order given.
  const take = (categories: readonly ChargeableCategory[], cents: number) => {
    let left = cents;
    for (const c of categories) {
      const part = Math.min(left, open.get(c) ?? 0);
      open.set(c, (open.get(c) ?? 0) - part);
      left -= part;
    }
  };
  const openIn = (categories: readonly ChargeableCategory[]) => categories.reduce((sum, c) => sum + (open.get(c) ?? 0), 0);
  const deduct = (category: CartLine['category'], cents: number) => {
    if (cents === 0) return; // a 0% or $0 voucher leaves no line
    summary -= cents;
    lines.push({ category, item_id: null, amount: -cents, amount_lp: 0 });
  };

  // Platinum's companion first, then 10% off what the party still pays for its rides.
  const pass = partnerPass(openIn(MEMBER_DISCOUNT_CATEGORIES), adjustments.tier, adjustments.seated ?? 0);
  take(MEMBER_DISCOUNT_CATEGORIES, pass);
  deduct(PARTNER_PASS_LINE, pass);

  const member = memberDiscount(openIn(MEMBER_DISCOUNT_CATEGORIES), adjustments.tier);
  take(MEMBER_DISCOUNT_CATEGORIES, member);
  deduct('discount', member);

  if (adjustments.voucher) {
    const { voucher, at } = adjustments.voucher;
    // Each category once: a repeated one would count its lines twice.
    const covered = [...new Set(voucher.categories ?? CHARGEABLE_CATEGORIES)];
    const outcome = applyVoucher(openIn(covered), voucher, at);
    if (outcome.ok) {
      take(covered, outcome.amount);
      deduct('vouchers', outcome.amount);
    } else refused.push({ category: 'vouchers', reason: outcome.reason });
  }

  // The booking being replaced pays for the new one, up to what is due (any rest is refunded).
  if (adjustments.previous) {
    assertCents(adjustments.previous, 'previous booking');
    deduct('previous_landline_ticket', Math.min(adjustments.previous, summary));
  }

  if (adjustments.storeCredit) {
    const outcome = storeCreditApplicable(adjustments.storeCredit.amount, adjustments.storeCredit.balance, summary);
    if (outcome.ok) deduct('store_credits', outcome.amount);
    else refused.push({ category: 'store_credits', reason: outcome.reason });
  }

  return {
    summary,
    ...(hasPoints ? { summary_lp: points } : {}),
    is_payment_necessary: summary > 0,
    lines,
    refused,
  };
}
