// The cart calls (the booking spec's section 7): the products, adding extras, vouchers and store
// credit to a held reservation's cart, removing and clearing them, giving the cart to a logged-in
// user. Every price is the server's (@landline/shared/cart, decisions 196 and 201); what is due
// is always recomputed from the stored items by cartSummary, never kept or taken from the client.

import { randomBytes } from 'node:crypto';
import { validate as isUuid } from 'uuid';
import {
  baggagePrice,
  CHARGEABLE_CATEGORIES,
  CONNECTION_GUARANTEE_PRICE_CENTS,
  cartSummary,
  doorToDoorPrice,
  POINTS_PAYABLE_CATEGORIES,
  type CartPaymentMode,
  REFUSAL_MESSAGES,
  type CartItem,
  type ChargeableCategory,
  type ItemPaymentType,
  type Product,
  type ProductCategory,
  type TierName,
  type Voucher,
} from '@landline/shared/cart';
import { POINTS_CURRENCY, SERVICE_TYPES, type FeatureFlag } from '@landline/shared/constants';
import {
  ACCOUNT_MESSAGES as A,
  CART_CALL_MESSAGES as C,
  CART_MESSAGES as M,
  HOLD_MESSAGES as H,
  LOYALTY_MESSAGES as L,
  TRIP_MESSAGES as T,
} from '@landline/shared/messages';
import { seatsFor } from '@landline/shared/rules';
import {
  connectionGuaranteeDataSchema,
  doorToDoorDataSchema,
  type AddItemBody,
  type Cart,
  type ClearItemsBody,
  type RefundDetails,
  type RemoveItemBody,
} from '@landline/shared/schemas';
import type { z, ZodType } from 'zod';
import type { Db } from '../db/client.js';
import { refuseWhilePaying } from '../charges/under-way.js';
import type { Clock } from '../clock/clock.js';
import { lockReservation, reservationByUuid, type ReservedDirection } from '../reservations/store.js';
import { routesOfReservations } from '../reservations/reads.js';
import { inTransaction } from '../db/transaction.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  zodFields,
} from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { memberTier } from '../loyalty/service.js';
import { decodeBookingToken } from '../search/booking-token.js';
import {
  activeProducts,
  assignCart,
  cartByUuid,
  cartWithItems,
  customerVoucherUses,
  deleteCartItems,
  insertCartItem,
  insertVoucher,
  itemsOfCart,
  leadEmailOf,
  paidTierOf,
  productById,
  setTicketsPaymentType,
  storeCreditsOf,
  voucherByCode,
  walletPointsOf,
  type CartItemRow,
  type CartRow,
  type NewCartItem,
  type ProductRow,
  type ReservationRow,
  type VoucherRow,
} from './queries.js';

/** A cart by its uuid: the row bookings, checkout, cancellation and edits read (its queries stay the cart's). */
export { cartByUuid, type CartRow };
/** A cart with its items, for a caller that prices it (loadCartAnswer's `known.items`). */
export { cartWithItems, type CartItemRow };

/** How long a guest's refund voucher can be used (decision 218): a year, as store credit would wait. */
const CREDIT_VOUCHER_DAYS = 365;
const VOUCHER_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A single-use voucher worth `cents`: a guest's refund as credit (a guest has no store-credit
 * balance to add to). Its code, e.g. CRX7K2M9QF.
 */
export async function issueCreditVoucher(tx: Db, cents: number, at: Date): Promise<string> {
  const code = `CR${Array.from(randomBytes(8), (b) => VOUCHER_LETTERS[b % VOUCHER_LETTERS.length]).join('')}`;
  await insertVoucher(tx, {
    code,
    amountCents: cents,
    usageLimit: 1,
    validFrom: at,
    validUntil: new Date(at.getTime() + CREDIT_VOUCHER_DAYS * 86_400_000),
  });
  return code;
}

export interface CartDeps {
  db: Db;
  network: NetworkStore;
  clock: Clock;
  /** A feature flag's value now (the settings store, decision 280); without, every extra is sold. */
  flag?: (name: FeatureFlag) => Promise<boolean>;
}

/** The extras a feature flag turns off (decision 280): refused by add_item while it is off. */
const FLAG_OF_EXTRA: Partial<Record<string, FeatureFlag>> = {
  door_2_door: 'door2Door',
  connection_guarantee: 'connectionGarantie',
};

/** Lines the cart calls never remove: the trip itself, and seats the seat map owns. */
const TICKETS: readonly string[] = ['landline_ticket', 'flight_ticket', 'previous_landline_ticket'];
const SEAT_LINES: readonly string[] = ['premium_seating'];
/** The direction_type of a door-to-door line by the leg its data names. */
const DIRECTION_OF_LEG = { 1: 'departure_trip', 2: 'return_trip' } as const;

/** A cart as the cart calls answer it: the spec's cart, its voucher, and how the total was made. */
/** The cart as the calls answer it (the shared `cartSchema`, with its voucher, lines and refusals). */
export type CartAnswer = Cart;

/** add_item's answer: the updated cart and the spec's notice. */
export type AddItemAnswer = CartAnswer & { message: string };

/** Everything cartAnswer prices a cart from; loadCartAnswer reads it from the database. */
export interface CartParts {
  cart: Pick<CartRow, 'uuid' | 'currency' | 'checkedOut'>;
  pnr: string;
  items: CartItemRow[];
  /** The voucher the cart's voucher line names; null when it names none or one since deleted. */
  voucher: VoucherRow | null;
  /** The cart owner's store credit in cents (0 for a guest). */
  storeCreditBalance: number;
  /** The cart owner's Penguin Perks points (null for a guest). */
  walletPoints: number | null;
  tier?: TierName | null;
  /** Seated passengers of the party (the Partner Pass, decision 214); 0 when unknown. */
  seated?: number;
  /** The instant the voucher is checked at (the clock). */
  at: Date;
  /** Why the voucher does not apply beyond its dates and uses (voucherStanding); null or absent: it may. */
  voucherRefusal?: VoucherStanding;
}

/**
 * What the console's limits on a voucher say of a cart (decision 280), beyond the dates and the
 * uses cartSummary checks: disabled (as if unknown), not on the cart's routes, or used up by this
 * customer. The refusals are the spec's messages.
 */
export type VoucherStanding = 'unknown' | 'not_applicable' | 'used_up' | null;

const STANDING_MESSAGES: Record<Exclude<VoucherStanding, null>, string> = {
  unknown: C.voucherUnknown,
  not_applicable: REFUSAL_MESSAGES.not_applicable,
  used_up: REFUSAL_MESSAGES.used_up,
};

/**
 * The voucher's standing for a cart: `payerEmail` at checkout (the payer is the customer), else
 * the cart's member or its lead passenger's address counts the customer's earlier uses.
 */
export async function voucherStanding(
  db: Db,
  voucher: VoucherRow,
  cart: Pick<CartRow, 'uuid' | 'userId' | 'reservationUuid'>,
  payerEmail?: string,
): Promise<VoucherStanding> {
  if (voucher.disabled) return 'unknown';
  if (voucher.routes && cart.reservationUuid) {
    const rides = await routesOfReservations(db, [cart.reservationUuid]);
    if (!rides.some((r) => voucher.routes!.includes(r.route))) return 'not_applicable';
  }
  if (voucher.perCustomerLimit !== null) {
    const email = payerEmail ?? (cart.reservationUuid ? await leadEmailOf(db, cart.reservationUuid) : null);
    const uses = await customerVoucherUses(db, voucher.id, { userId: cart.userId, email }, cart.uuid);
    if (uses >= voucher.perCustomerLimit) return 'used_up';
  }
  return null;
}

/** voucherStanding for the voucher of `code` ('unknown' when none has it): checkout's check under the voucher's lock. */
export async function voucherStandingOfCode(
  db: Db,
  code: string,
  cart: Pick<CartRow, 'uuid' | 'userId' | 'reservationUuid'>,
  payerEmail: string,
): Promise<VoucherStanding> {
  const voucher = await voucherByCode(db, code);
  return voucher ? voucherStanding(db, voucher, cart, payerEmail) : 'unknown';
}

/** The spec's message for a standing's refusal. */
export function standingMessage(standing: Exclude<VoucherStanding, null>): string {
  return STANDING_MESSAGES[standing];
}

const isChargeable = (category: string): category is ChargeableCategory => (CHARGEABLE_CATEGORIES as readonly string[]).includes(category);

export function voucherOf(row: VoucherRow): Voucher {
  const common = {
    code: row.code,
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    usage_limit: row.usageLimit,
    uses: row.uses,
    ...(row.categories ? { categories: row.categories.filter(isChargeable) } : {}),
  };
  return row.amountCents !== null ? { ...common, amount: row.amountCents } : { ...common, percent: row.percent ?? 0 };
}

const voucherCode = (item: CartItemRow | undefined) => (item ? String(item.data.vouchers_id ?? '') : null);

/** How a cart's tickets are paid: with points once any of them is (they switch together). */
export function paymentModeOf(items: readonly Pick<CartItemRow, 'category' | 'paymentType'>[]): CartPaymentMode {
  const payable: readonly string[] = POINTS_PAYABLE_CATEGORIES;
  return items.some((i) => payable.includes(i.category) && i.paymentType === 'loyalty_points') ? 'loyalty_points' : 'regular';
}

/**
 * Switches how the cart's tickets are paid, in the caller's transaction with the reservation
 * locked (the cart calls and the passengers call). Points need the member's session: the cart
 * becomes theirs, and its voucher goes (vouchers are not used with points, section 6).
 */
export async function applyPaymentMode(tx: Db, cart: CartRow, mode: CartPaymentMode, userId: string | null): Promise<void> {
  const items = await itemsOfCart(tx, cart.uuid);
  // The card is every guest cart's way to pay: nothing to switch, nothing to check.
  if (mode === 'regular' && paymentModeOf(items) === 'regular') return;
  if (mode === 'loyalty_points' && !userId) throw new ValidationError({ payment_type: [L.loginToActivate] });
  if (mode === 'loyalty_points' && previousOf(items)) throw new ValidationError({ payment_type: [T.editWithPoints] });
  // A member's cart spends that member's points: only they switch it.
  if (cart.userId && cart.userId !== userId) throw new ForbiddenError(C.cartOfAnother);
  if (mode === 'loyalty_points') {
    if (!cart.userId) await assignCart(tx, cart.uuid, cart.reservationUuid, userId!);
    const vouchers = items.filter((i) => i.category === 'vouchers');
    await deleteCartItems(
      tx,
      cart.uuid,
      vouchers.map((i) => i.id),
    );
  }
  await setTicketsPaymentType(tx, cart.uuid, mode);
}

/**
 * The cart with what is due computed by cartSummary from its bought items, the member discount,
 * its voucher and store credit. Voucher and store credit lines are stored at price 0 and shown at
 * what they take off now (0 when refused), so the items' prices add up to `summary` as long as
 * no member discount applies (that one is a line of `summary_lines` only).
 */
export function cartAnswer(parts: CartParts): CartAnswer {
  const { items } = parts;
  const bought: CartItem[] = items
    .filter((i) => isChargeable(i.category))
    .map((i) => ({
      id: i.id,
      category: i.category as ChargeableCategory,
      price: i.price,
      price_lp: i.priceLp,
      quantity: i.quantity,
      payment_type: i.paymentType as ItemPaymentType,
      direction_type: i.directionType as CartItem['direction_type'],
    }));
  const voucherLine = items.find((i) => i.category === 'vouchers');
  const creditLine = items.find((i) => i.category === 'store_credits');
  const previous = previousOf(items);
  // A checked-out cart is priced as it was paid: its voucher counted its use and its credit left
  // the balance at checkout, so neither is checked again against what remains.
  const paid = parts.cart.checkedOut;
  const standing = paid ? null : (parts.voucherRefusal ?? null);
  const voucher = parts.voucher && !standing ? voucherOf(parts.voucher) : null;
  const creditAmount = creditLine ? Number(creditLine.data.store_credits_amount) : 0;
  const s = cartSummary(bought, {
    tier: parts.tier ?? null,
    seated: parts.seated ?? 0,
    voucher:
      voucherLine && voucher
        ? { voucher: paid ? { ...voucher, valid_from: null, valid_until: null, usage_limit: null } : voucher, at: parts.at }
        : null,
    storeCredit: creditLine ? { amount: creditAmount, balance: paid ? creditAmount : parts.storeCreditBalance } : null,
    previous: previous?.worth ?? null,
  });
  const refused: CartAnswer['refused'] = s.refused.map((r) => ({ category: r.category, message: REFUSAL_MESSAGES[r.reason] }));
  // A code whose voucher is gone is a voucher that no longer applies.
  if (voucherLine && !parts.voucher) refused.push({ category: 'vouchers', message: C.voucherUnknown });
  else if (voucherLine && standing) refused.push({ category: 'vouchers', message: STANDING_MESSAGES[standing] });
  const taken = (category: ProductCategory) => s.lines.filter((l) => l.category === category).reduce((sum, l) => sum + l.amount, 0);
  const shownPrice = (i: CartItemRow) => (ADJUSTMENT_LINES.includes(i.category) ? taken(i.category as ProductCategory) : i.price);
  // What of the replaced booking's worth the new trip leaves: back to the card first, then credit.
  const left = previous ? previous.worth + taken('previous_landline_ticket') : 0;
  const leftToCard = previous ? Math.min(previous.card, left) : 0;
  return {
    uuid: parts.cart.uuid,
    items_list: items.map((i) => ({
      id: i.id,
      product: { name: i.name, category: i.category },
      price: shownPrice(i),
      price_lp: i.priceLp,
      quantity: i.quantity,
      payment_type: i.paymentType,
      data: { ...shownData(i), direction_type: i.directionType },
    })),
    summary: s.summary,
    summary_lp: s.summary_lp ?? 0,
    // Section 9's PTS names how the tickets are paid; the cents stay in the booking's currency (decision 248).
    currency: paymentModeOf(items) === 'loyalty_points' ? POINTS_CURRENCY : parts.cart.currency,
    money_currency: parts.cart.currency,
    is_payment_necessary: s.is_payment_necessary,
    count: bought.reduce((n, i) => n + i.quantity, 0),
    checked_out_status: parts.cart.checkedOut,
    reservation: { rloc: parts.pnr },
    voucher: voucherLine ? { data: { vouchers_id: voucherCode(voucherLine)! } } : null,
    summary_lines: s.lines,
    payment_type: paymentModeOf(items),
    user_wallet_points: parts.walletPoints,
    refused,
    prev_cart: previous && {
      booking_reference: previous.bookingReference,
      segment: previous.segment,
      ticket_price: previous.worth,
      ticket_price_loyalty: 0,
      refund_details: previous.details,
    },
    refund_data: previous && { amount: leftToCard, miles: 0, store_credits: left - leftToCard },
  };
}

/** The booking a cart's new trip replaces, read in `db` (null: the cart is not an edit's). */
export async function previousBookingOf(db: Db, cartUuid: string): Promise<PreviousBooking | null> {
  return previousOf(await itemsOfCart(db, cartUuid));
}

/**
 * Makes `previous` the booking the cart's new trip replaces (or none), in the caller's transaction
 * with the cart's reservation locked: one previous_landline_ticket line, stored at price 0 like
 * the other adjustments, its figures in its data. Points do not pay a change (decision 221).
 */
export async function setPreviousBooking(tx: Db, cartUuid: string, previous: PreviousBooking | null): Promise<void> {
  const items = await itemsOfCart(tx, cartUuid);
  await deleteCartItems(
    tx,
    cartUuid,
    items.filter((i) => i.category === 'previous_landline_ticket').map((i) => i.id),
  );
  if (!previous) return;
  await setTicketsPaymentType(tx, cartUuid, 'regular');
  await insertCartItem(tx, {
    cartUuid,
    category: 'previous_landline_ticket',
    name: `Booking ${previous.bookingReference}`,
    price: 0,
    priceLp: 0,
    quantity: 1,
    paymentType: 'regular',
    data: previous as unknown as Record<string, unknown>,
  });
}

/**
 * What a line's data shows: all of it, but for the booking an edit replaces, whose reservation uuid
 * is that booking's holder key and stays on the server (decision 233).
 */
function shownData(item: Pick<CartItemRow, 'category' | 'data'>): Record<string, unknown> {
  if (item.category !== 'previous_landline_ticket') return item.data;
  const { reservationUuid: _, ...shown } = item.data;
  return shown;
}

/** Lines stored at price 0 and shown at what they take off now. */
const ADJUSTMENT_LINES: readonly string[] = ['vouchers', 'store_credits', 'previous_landline_ticket'];

/** The booking an edit's cart replaces, as its previous_landline_ticket line keeps it (decision 221). */
export interface PreviousBooking {
  bookingReference: string;
  reservationUuid: string;
  /** 1 or 2; null: the whole trip. */
  segment: 1 | 2 | null;
  /** What the replaced part is worth (its refund calculator's money), and how much of that the card paid. */
  worth: number;
  card: number;
  details: RefundDetails;
}

export function previousOf(items: readonly Pick<CartItemRow, 'category' | 'data'>[]): PreviousBooking | null {
  const line = items.find((i) => i.category === 'previous_landline_ticket');
  return line ? (line.data as unknown as PreviousBooking) : null;
}

/**
 * The cart owner's tier for the member discount (decision 211): a paid cart keeps the tier it was
 * paid with; an open one is priced with the owner's tier now; a guest's has none.
 */
export async function cartTier(db: Db, cart: Pick<CartRow, 'uuid' | 'userId' | 'checkedOut'>, at: Date): Promise<TierName | null> {
  if (cart.checkedOut) return ((await paidTierOf(db, cart.uuid)) as TierName | null) ?? null;
  return cart.userId ? (await memberTier(db, cart.userId, at)).tier : null;
}

/**
 * Reads what cartAnswer needs for a cart (its reservation's PNR, items, voucher, owner's credit and
 * tier) and answers it. `asCharged` prices it as a payment attempt took it: its voucher and store
 * credit as already counted and taken, at the member tier the attempt was priced with.
 * `known`: the cart's reservation and items when the caller has just read (or locked) them in the
 * same transaction, not read again.
 */
export async function loadCartAnswer(
  db: Db,
  cart: CartRow,
  at: Date,
  asCharged?: { tier: TierName | null },
  known: { reservation?: ReservationRow; items?: CartItemRow[] } = {},
): Promise<CartAnswer> {
  const reservation = known.reservation ?? (cart.reservationUuid ? await reservationByUuid(db, cart.reservationUuid) : undefined);
  const items = known.items ?? (await itemsOfCart(db, cart.uuid));
  const code = voucherCode(items.find((i) => i.category === 'vouchers'));
  const voucher = (code && (await voucherByCode(db, code))) || null;
  const priced = asCharged ? { ...cart, checkedOut: true } : cart;
  return cartAnswer({
    cart: priced,
    pnr: reservation?.pnr ?? '',
    items,
    voucher,
    voucherRefusal: voucher && !priced.checkedOut ? await voucherStanding(db, voucher, cart) : null,
    storeCreditBalance: await storeCreditsOf(db, cart.userId),
    walletPoints: await walletPointsOf(db, cart.userId),
    tier: asCharged ? asCharged.tier : await cartTier(db, cart, at),
    seated: reservation ? reservation.adults + reservation.children : 0,
    at,
  });
}

/** Parses add_item's `data` with its product's schema; errors keyed `data.<field>` like the body's. */
function parseData<S extends ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fields = zodFields(result.error);
  throw new ValidationError(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === 'non_field_errors' ? 'data' : `data.${k}`, v])),
  );
}

export class CartService {
  constructor(private readonly deps: CartDeps) {}

  /** GET v2/cart/products/: what can be bought, in catalogue order. */
  async products(): Promise<Product[]> {
    return (await activeProducts(this.deps.db)).map((p) => ({
      id: p.id,
      name: p.name,
      category: p.category as ProductCategory,
      price: p.price,
      price_lp: p.priceLp,
    }));
  }

  /** A cart by its uuid, priced now. */
  async cart(uuid: string): Promise<CartAnswer> {
    return loadCartAnswer(this.deps.db, await this.cartRow(uuid), this.deps.clock.now());
  }

  /**
   * PUT v2/cart/cart/{cart}/add_item/{productId}/: adds an extra, a voucher or store credit to
   * the cart of a held reservation. `userId` is the session's user (null without one).
   */
  async addItem(cartUuid: string, productId: string, input: AddItemBody, userId: string | null): Promise<AddItemAnswer> {
    const cart = await this.cartRow(cartUuid);
    const product = /^\d{1,9}$/.test(productId) ? await productById(this.deps.db, Number(productId)) : undefined;
    if (!product) throw new NotFoundError(C.productNotFound);
    if (product.category === 'premium_seating') throw new BadRequestError({ detail: C.premiumBySeats });
    const flag = FLAG_OF_EXTRA[product.category];
    if (flag && this.deps.flag && !(await this.deps.flag(flag))) throw new BadRequestError({ detail: C.featureOff });
    // Store credit is the owner's money: only the logged-in user the cart was given to spends it.
    if (product.category === 'store_credits') {
      if (!userId) throw new UnauthorizedError(A.notAuthenticated, 'not_authenticated');
      if (cart.userId !== userId) throw new ForbiddenError(C.storeCreditOwner);
    }
    const at = this.deps.clock.now();
    await inTransaction(this.deps.db, async (tx) => {
      const reservation = await this.lockHeld(tx, cart, at);
      const items = await itemsOfCart(tx, cart.uuid);
      const line = await this.lineFor(tx, cart, reservation, product, input, items, at);
      await deleteCartItems(tx, cart.uuid, line.replaces);
      await insertCartItem(tx, line.row);
    });
    return { ...(await this.cart(cart.uuid)), message: M.added };
  }

  /**
   * The line add_item writes, priced here, and the lines it takes the place of; throws when the
   * cart cannot take it. Bags, door-to-door and the guarantee are bounded by the party; a voucher
   * and store credit are one line each, checked against the cart as it would be.
   */
  private async lineFor(
    tx: Db,
    cart: CartRow,
    reservation: ReservationRow,
    product: ProductRow,
    input: AddItemBody,
    items: CartItemRow[],
    at: Date,
  ): Promise<{ row: NewCartItem; replaces: number[] }> {
    const { item, data } = input;
    const party = reservation.adults + reservation.children + reservation.infants;
    const paymentType = this.paymentType(product, item.payment_type);
    const base = { cartUuid: cart.uuid, category: product.category, name: product.name, priceLp: product.priceLp, paymentType };
    const ofCategory = items.filter((i) => i.category === product.category);

    switch (product.category) {
      case 'baggage': {
        // A line is `quantity` customers with `baggage_amount` bags each; a customer is one who
        // has a seat (infants ride on a lap with no bag of their own), and has one line at most.
        const bags = data.baggage_amount;
        if (bags === undefined) throw new ValidationError({ 'data.baggage_amount': [M.bagsMin] });
        const customers = seatsFor(reservation);
        if (item.quantity > customers) throw new ValidationError({ 'item.quantity': [C.quantityAboveParty] });
        const withBags = ofCategory.reduce((n, i) => n + i.quantity, 0);
        if (withBags + item.quantity > customers) throw new ValidationError({ 'item.quantity': [C.bagsAboveParty] });
        return { row: { ...base, price: baggagePrice(bags), quantity: item.quantity, data: { baggage_amount: bags } }, replaces: [] };
      }
      case 'door_2_door': {
        const d = parseData(doorToDoorDataSchema, data);
        if (d.count > party) throw new ValidationError({ 'data.count': [C.quantityAboveParty] });
        if (!(await this.hasDoorToDoorRide(reservation, d.leg))) throw new ValidationError({ 'data.leg': [C.noDoorToDoorRide] });
        const direction = DIRECTION_OF_LEG[d.leg];
        // One pickup per direction: a new address replaces the previous one.
        const replaces = ofCategory.filter((i) => i.directionType === direction).map((i) => i.id);
        return { row: { ...base, price: doorToDoorPrice(d.count), quantity: 1, directionType: direction, data: d }, replaces };
      }
      case 'connection_guarantee': {
        const d = parseData(connectionGuaranteeDataSchema, data);
        if (item.quantity > party) throw new ValidationError({ 'item.quantity': [C.quantityAboveParty] });
        const sameFlight = (i: CartItemRow) =>
          i.data.airline === d.airline && i.data.flight_number === d.flight_number && i.data.departure_date === d.departure_date;
        const replaces = ofCategory.filter(sameFlight).map((i) => i.id);
        const directions = reservation.return ? 2 : 1;
        if (ofCategory.length - replaces.length >= directions)
          throw new ConflictError(C.connectionGuaranteeFull, 'connection_guarantee_full');
        return { row: { ...base, price: CONNECTION_GUARANTEE_PRICE_CENTS, quantity: item.quantity, data: d }, replaces };
      }
      case 'vouchers': {
        const code = data.vouchers_id;
        if (code === undefined) throw new ValidationError({ vouchers_id: [M.voucherRequired] });
        if (paymentModeOf(items) === 'loyalty_points') throw new ValidationError({ vouchers_id: [L.voucherWithPoints] });
        const voucher = await voucherByCode(tx, code);
        if (!voucher || voucher.disabled) throw new ValidationError({ vouchers_id: [C.voucherUnknown] });
        const replaces = ofCategory.map((i) => i.id);
        const row = { ...base, paymentType: 'regular', price: 0, quantity: 1, data: { vouchers_id: voucher.code } };
        const tried = this.tryLine(cart, items, replaces, row, { voucher, balance: 0, at });
        const refusal = tried.refused.find((r) => r.category === 'vouchers');
        if (refusal) throw new ValidationError({ vouchers_id: [refusal.message] });
        // The console's limits: its routes, and this customer's uses (decision 280).
        const standing = await voucherStanding(tx, voucher, cart);
        if (standing) throw new ValidationError({ vouchers_id: [STANDING_MESSAGES[standing]] });
        return { row, replaces };
      }
      case 'store_credits': {
        const amount = data.store_credits_amount;
        if (amount === undefined) throw new ValidationError({ 'data.store_credits_amount': [M.storeCreditPositive] });
        const balance = await storeCreditsOf(tx, cart.userId);
        const code = voucherCode(items.find((i) => i.category === 'vouchers'));
        const voucher = (code && (await voucherByCode(tx, code))) || null;
        const replaces = ofCategory.map((i) => i.id);
        const row = { ...base, paymentType: 'regular', price: 0, quantity: 1, data: { store_credits_amount: amount } };
        const tried = this.tryLine(cart, items, replaces, row, { voucher, balance, at });
        const refusal = tried.refused.find((r) => r.category === 'store_credits');
        if (refusal) throw new ValidationError({ 'data.store_credits_amount': [refusal.message] });
        return { row, replaces };
      }
      default:
        throw new BadRequestError({ detail: C.productNotFound });
    }
  }

  /** The cart as it would be with `row` in place of `replaces`: what a voucher or credit would do. */
  private tryLine(
    cart: CartRow,
    items: CartItemRow[],
    replaces: number[],
    row: NewCartItem,
    context: { voucher: VoucherRow | null; balance: number; at: Date },
  ): CartAnswer {
    const kept = items.filter((i) => !replaces.includes(i.id));
    const candidate: CartItemRow = {
      id: 0,
      directionType: null,
      priceLp: 0,
      paymentType: 'regular',
      ...row,
      data: row.data ?? {},
    } as CartItemRow;
    return cartAnswer({
      cart,
      pnr: '',
      items: [...kept, candidate],
      voucher: context.voucher,
      storeCreditBalance: context.balance,
      walletPoints: null,
      at: context.at,
    });
  }

  /** Extras are paid in money unless the product has a points price; store credit is its own product. */
  private paymentType(product: ProductRow, asked: string): ItemPaymentType {
    if (asked === 'store_credits') throw new ValidationError({ 'item.payment_type': [M.paymentTypeInvalid] });
    if (asked === 'loyalty_points' && product.priceLp === 0) throw new ValidationError({ 'item.payment_type': [C.pointsNotAccepted] });
    return asked as ItemPaymentType;
  }

  /** Whether the reservation's direction `leg` (1 departure, 2 return) rides a door-to-door service (type 4). */
  private async hasDoorToDoorRide(reservation: ReservationRow, leg: 1 | 2): Promise<boolean> {
    const direction: ReservedDirection | null = leg === 1 ? reservation.departure : reservation.return;
    const token = direction && decodeBookingToken(direction.bookingToken);
    if (!token) return false;
    const network = await this.deps.network.get();
    return token.legs.some((l) => l.kind === 'ground' && network.runs.get(l.run)?.service.serviceType === SERVICE_TYPES.doorToDoor);
  }

  /** PUT cart/remove_item_from_cart/: removes one of the cart's own extras, its voucher or store credit. */
  async removeItem(input: RemoveItemBody): Promise<CartAnswer> {
    const cart = await this.cartRow(input.cart_id);
    if (input.reservation_uuid !== null && input.reservation_uuid !== cart.reservationUuid) throw new NotFoundError(H.cartNotFound);
    const at = this.deps.clock.now();
    await inTransaction(this.deps.db, async (tx) => {
      await this.lockHeld(tx, cart, at);
      const item = (await itemsOfCart(tx, cart.uuid)).find((i) => i.id === input.item_id);
      if (!item) throw new NotFoundError(C.itemNotFound);
      if (TICKETS.includes(item.category)) throw new ConflictError(C.ticketNotRemovable, 'ticket_not_removable');
      if (SEAT_LINES.includes(item.category)) throw new ConflictError(C.seatNotRemovable, 'seat_not_removable');
      await deleteCartItems(tx, cart.uuid, [item.id]);
    });
    return this.cart(cart.uuid);
  }

  /** PUT cart/clear_items/: removes every extra, the voucher and store credit; tickets and premium seats stay. */
  async clearItems(input: ClearItemsBody): Promise<CartAnswer> {
    const cart = await this.cartRow(input.cart_id);
    const at = this.deps.clock.now();
    await inTransaction(this.deps.db, async (tx) => {
      await this.lockHeld(tx, cart, at);
      const removable = (await itemsOfCart(tx, cart.uuid)).filter((i) => !TICKETS.includes(i.category) && !SEAT_LINES.includes(i.category));
      await deleteCartItems(
        tx,
        cart.uuid,
        removable.map((i) => i.id),
      );
    });
    return this.cart(cart.uuid);
  }

  /** PUT v2/cart/cart/{uuid}/payment_type/ (ours, decision 208): pay the tickets by card or with points. */
  async setPaymentMode(cartUuid: string, mode: CartPaymentMode, userId: string | null): Promise<CartAnswer> {
    const cart = await this.cartRow(cartUuid);
    // Points pay only while the loyalty flag is on (decision 280).
    if (mode === 'loyalty_points' && this.deps.flag && !(await this.deps.flag('loyalty'))) {
      throw new ValidationError({ payment_type: [L.loyaltyOff] });
    }
    await inTransaction(this.deps.db, async (tx) => {
      await this.lockHeld(tx, cart, this.deps.clock.now());
      await applyPaymentMode(tx, cart, mode, userId);
    });
    return this.cart(cart.uuid);
  }

  /**
   * POST v2/cart/cart/{uuid}/assign_cart_to_user/: the cart (and its reservation) become the
   * logged-in user's, so their store credit can pay it. Only a held cart nobody is paying: its uuid
   * is the holder's key (decision 233), so a paid booking's cart, which its trip shows, is not one.
   * A cart already someone else's stays theirs.
   */
  async assignToUser(cartUuid: string, userId: string): Promise<CartAnswer> {
    const cart = await this.cartRow(cartUuid);
    await inTransaction(this.deps.db, async (tx) => {
      const reservation = await lockReservation(tx, cart.reservationUuid!);
      const current = await cartByUuid(tx, cart.uuid);
      // A paid or ended booking's cart names no held cart: as for an unknown one.
      if (!reservation || !current || current.checkedOut || reservation.state !== 'held') throw new NotFoundError(H.cartNotFound);
      await refuseWhilePaying(tx, reservation.uuid);
      if (current.userId && current.userId !== userId) throw new ForbiddenError(C.cartOfAnother);
      if (!current.userId) await assignCart(tx, current.uuid, current.reservationUuid, userId);
    });
    return this.cart(cart.uuid);
  }

  private async cartRow(uuid: string): Promise<CartRow> {
    const cart = isUuid(uuid) ? await cartByUuid(this.deps.db, uuid) : undefined;
    if (!cart || !cart.reservationUuid) throw new NotFoundError(H.cartNotFound);
    return cart;
  }

  /** The cart's reservation, locked, if it is still held, the cart not paid and no payment of it under way; else 409. */
  private async lockHeld(tx: Db, cart: CartRow, at: Date): Promise<ReservationRow> {
    const reservation = await lockReservation(tx, cart.reservationUuid!);
    if (!reservation) throw new NotFoundError(H.cartNotFound);
    // Read again under the lock: a checkout may have paid the cart since it was read.
    const current = await cartByUuid(tx, cart.uuid);
    if (reservation.state !== 'held' || reservation.heldUntil.getTime() <= at.getTime() || !current || current.checkedOut) {
      throw new ConflictError(C.notHeld, 'not_held');
    }
    await refuseWhilePaying(tx, reservation.uuid);
    return reservation;
  }
}
