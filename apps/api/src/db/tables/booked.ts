// The tables that hang off a reservation (decision 263): its partner flights, cart and extras,
// passengers, seats, pickup, tickets, payments and refunds, and the money records beside them
// (points, store credit, the sandbox provider's books).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { trips, users } from './base.js';
import { reservations } from './reservations.js';

/** Partner-flight bookings a reservation holds through the FlightProvider (its references). */
export const reservationFlights = pgTable(
  'reservation_flights',
  {
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid, { onDelete: 'cascade' }),
    direction: integer('direction').notNull(),
    reference: text('reference').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationUuid, t.direction] })],
);

/** A cart: the reservation's tickets and extras; what is due is computed from its items. */
export const carts = pgTable('carts', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  reservationUuid: uuid('reservation_uuid')
    .unique()
    .references(() => reservations.uuid, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id),
  currency: text('currency').notNull(),
  checkedOut: boolean('checked_out').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartUuid: uuid('cart_uuid')
      .notNull()
      .references(() => carts.uuid, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    name: text('name').notNull(),
    /** Per unit, cents; a discount line is negative. */
    price: integer('price').notNull(),
    /** Per unit, loyalty points. */
    priceLp: integer('price_lp').notNull().default(0),
    quantity: integer('quantity').notNull(),
    paymentType: text('payment_type').notNull().default('regular'),
    directionType: text('direction_type'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('cart_items_cart').on(t.cartUuid), check('cart_items_quantity', sql`${t.quantity} > 0`)],
);

/** A seat a passenger of a reservation holds on a trip: one passenger per seat per departure. */
export const seatAssignments = pgTable(
  'seat_assignments',
  {
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id),
    seatCode: text('seat_code').notNull(),
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid, { onDelete: 'cascade' }),
    /** The passenger's place in the reservation's list (0 = lead passenger). */
    passenger: integer('passenger').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.seatCode] }),
    unique('seat_assignments_passenger').on(t.reservationUuid, t.passenger, t.tripId),
  ],
);
/**
 * Where a ground service picks up and drops off (docs/decisions/198): a GeoJSON polygon per town.
 * `area_type` is what the operated_areas query's `service_type` names (door-to-door, service
 * type 4, is area type 5); a pickup address is checked against the polygon.
 */
export const operatedAreas = pgTable('operated_areas', {
  id: serial('id').primaryKey(),
  /** Unique: the seed adds an area by name and leaves an existing one (and its edits) alone. */
  name: text('name').notNull().unique(),
  serviceType: integer('service_type').notNull(),
  areaType: integer('area_type').notNull(),
  city: text('city').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** A GeoJSON Polygon geometry: [lon, lat] rings, the first the outline, any others holes. */
  polygon: jsonb('polygon').$type<{ type: 'Polygon'; coordinates: [number, number][][] }>().notNull(),
});

/** The passengers of a reservation, in order (0 = lead passenger), as PUT passengers stored them. */
export const passengers = pgTable(
  'passengers',
  {
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    genderId: integer('gender_id').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passengerType: text('passenger_type').notNull(),
    age: integer('age').notNull(),
    specialRequirements: jsonb('special_requirements').$type<{ fax_code_id: string; fax_description: string }[]>().notNull(),
    flightInfo: jsonb('flight_info').$type<{ airline: string; flight_number: string; final_destination: string } | null>(),
  },
  (t) => [primaryKey({ columns: [t.reservationUuid, t.idx] })],
);

/**
 * What add_item sells (GET v2/cart/products/): one product per category a customer can add, plus
 * premium seating, listed for its price but added only by the seat map. The server prices every
 * item itself (@landline/shared/cart); `price` here is what the catalogue shows.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    /** Unique: the seed adds a product by name and leaves an existing one (and its edits) alone. */
    name: text('name').notNull().unique(),
    /** Cents; 0 where the price depends on the item (bags, door-to-door). */
    price: integer('price').notNull(),
    /** Loyalty points; 0 where the product cannot be paid with points. */
    priceLp: integer('price_lp').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('products_price', sql`${t.price} >= 0 AND ${t.priceLp} >= 0`)],
);

/**
 * Voucher codes: a fixed amount or a whole percentage off, between two instants, at most
 * `usage_limit` times. `uses` counts paid carts only (checkout), not carts that hold the code.
 * Admins add, edit and disable them in the console (decision 280): at most `per_customer_limit`
 * paid carts per customer (a member, or a guest's e-mail), on the `routes` (service codes) only.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; customers type it in any case. */
    code: text('code').notNull().unique(),
    amountCents: integer('amount_cents'),
    percent: integer('percent'),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
    usageLimit: integer('usage_limit'),
    uses: integer('uses').notNull().default(0),
    /** Chargeable categories it applies to; null: every bought item. */
    categories: jsonb('categories').$type<string[]>(),
    /** Paid carts per customer (the member, else the payer's e-mail); null: no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    /** The routes (service codes, FTC-DEN) a booking must ride one of; null: every route. */
    routes: jsonb('routes').$type<string[]>(),
    /** Disabled by an admin: the code is refused as unknown. */
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [
    check('vouchers_value', sql`(${t.amountCents} IS NULL) <> (${t.percent} IS NULL)`),
    check('vouchers_amount', sql`${t.amountCents} IS NULL OR ${t.amountCents} >= 0`),
    check('vouchers_percent', sql`${t.percent} IS NULL OR ${t.percent} BETWEEN 0 AND 100`),
    check('vouchers_uses', sql`${t.uses} >= 0 AND (${t.usageLimit} IS NULL OR ${t.uses} <= ${t.usageLimit})`),
    check('vouchers_per_customer', sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} >= 1`),
  ],
);

/** The JSON of pick_up_details: the shapes of @landline/shared/schemas' pickup records. */
type PickUpAddressJson = {
  city: string;
  first_address_line: string;
  second_address_line: string | null;
  zip_code: string | null;
  state: string;
};
type PickUpFlightJson = {
  flightNo: string;
  airline: string;
  flight_number: string;
  origin: string | null;
  destination: string | null;
  departure_datetime: string | null;
  arrival_datetime: string | null;
};
/**
 * The pickup details of a held reservation's door-to-door ride, one per direction (1 depart,
 * 2 return; docs/decisions/202): made blank (airport end pre-filled) when first read, filled by
 * PATCH v2/landline/pick_up_details/{id}/. `updated_at` is null until the traveller saves them.
 */
export const pickUpDetails = pgTable(
  'pick_up_details',
  {
    id: serial('id').primaryKey(),
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid, { onDelete: 'cascade' }),
    direction: integer('direction').notNull(),
    pickUpAddress: jsonb('pick_up_address').$type<PickUpAddressJson>().notNull(),
    dropOffAddress: jsonb('drop_off_address').$type<PickUpAddressJson>().notNull(),
    flight: jsonb('flight').$type<PickUpFlightJson | null>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('pick_up_details_direction').on(t.reservationUuid, t.direction),
    check('pick_up_details_direction_1_2', sql`${t.direction} in (1, 2)`),
  ],
);

/** What every card attempt keeps of the processor's answer, and when (payments, points and seat purchases). */
const chargeColumns = () => ({
  chargeId: text('charge_id'),
  cardLast4: text('card_last4'),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The payments ledger (decision 205): one row per attempt to pay a cart, written
 * 'pending' before the card processor is called, then 'confirmed' (charged, booking confirmed, in
 * one transaction), 'failed' (nothing charged), 'refund_due' (charged but the booking could not be
 * confirmed) and 'refunded'. Every money figure is a query over this table; at most one attempt
 * per cart is pending or confirmed at a time, so a cart is never charged twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartUuid: uuid('cart_uuid')
      .notNull()
      .references(() => carts.uuid),
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid),
    /** Sent to the processor with the charge: a retry of the call can never charge twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    state: text('state').$type<'pending' | 'confirmed' | 'failed' | 'refund_due' | 'refunded'>().notNull(),
    /** Cents charged to the card (the cart's total when the attempt began). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Store credit the booking used, in cents, taken from the member's balance with the attempt. */
    storeCredits: integer('store_credits').notNull().default(0),
    /** Penguin Perks points the tickets were paid with, taken from the wallet with the attempt. */
    points: integer('points').notNull().default(0),
    /** Cents of the booking an edit replaced that paid for this one (decision 221): no card, no balance. */
    carriedOver: integer('carried_over').notNull().default(0),
    /** The share of the bought total the voucher took off, in whole percent (50+ is a promo trip, decision 211). */
    promoPercent: integer('promo_percent').notNull().default(0),
    /** The payer's Penguin Perks tier when the attempt began: the member discount it was priced with. */
    memberTier: text('member_tier'),
    /** The voucher whose use the attempt counted (given back when it fails). */
    voucherId: integer('voucher_id'),
    /** Cents the voucher took off (decision 280: each use of a voucher, with how much). */
    voucherCents: integer('voucher_cents').notNull().default(0),
    userId: uuid('user_id'),
    holderName: text('holder_name').notNull(),
    email: text('email').notNull(),
    ...chargeColumns(),
  },
  (t) => [
    uniqueIndex('payments_one_live_per_cart')
      .on(t.cartUuid)
      .where(sql`${t.state} IN ('pending', 'confirmed', 'refund_due')`),
    index('payments_unsettled')
      .on(t.updatedAt)
      .where(sql`${t.state} IN ('pending', 'refund_due')`),
    index('payments_voucher')
      .on(t.voucherId)
      .where(sql`${t.voucherId} IS NOT NULL`),
    index('payments_created_at').on(t.createdAt),
    check('payments_state', sql`${t.state} IN ('pending', 'confirmed', 'failed', 'refund_due', 'refunded')`),
    check('payments_amounts', sql`${t.amount} >= 0 AND ${t.storeCredits} >= 0 AND ${t.points} >= 0 AND ${t.carriedOver} >= 0`),
  ],
);

/**
 * The Penguin Perks points ledger (decision 208; the accrual log of GET points_records/): every
 * change of a member's wallet is one row, written in the transaction that changes
 * users.wallet_points, so the balance always equals the sum of the member's rows.
 * transaction_type: 1 earned, 2 paid with miles (the spec's value), 3 bought, 4 given back.
 */
export const pointsRecords = pgTable(
  'points_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Signed: positive adds to the wallet, negative takes from it. */
    points: integer('points').notNull(),
    transactionType: integer('transaction_type').notNull(),
    reservationUuid: uuid('reservation_uuid'),
    paymentId: bigint('payment_id', { mode: 'number' }),
    /** The purchase of points_purchases that bought them (type 3). */
    purchaseId: bigint('purchase_id', { mode: 'number' }),
    /** The ride that earned them (type 1): 1 departure, 2 return of the payment's booking. */
    direction: integer('direction'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('points_records_user').on(t.userId, t.id),
    // A ride earns its points once (decision 213): the sweeper may run on two instances at once.
    uniqueIndex('points_records_earned_once')
      .on(t.paymentId, t.direction)
      .where(sql`${t.transactionType} = 1 AND ${t.paymentId} IS NOT NULL`),
    check('points_records_type', sql`${t.transactionType} IN (1, 2, 3, 4)`),
    check('points_records_nonzero', sql`${t.points} <> 0`),
  ],
);

/**
 * Points bought by card (PUT buy_loyalty_points/, decision 210): one row per purchase, written
 * 'pending' with an idempotency key before the processor is called, then 'confirmed' with the
 * points added to the wallet in the same transaction, or 'failed'. The card token is single-use,
 * so (user, token) is unique: a replayed purchase is the same row, never a second charge.
 */
export const pointsPurchases = pgTable(
  'points_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    /** Cents charged. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    stripeToken: text('stripe_token').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    state: text('state').$type<'pending' | 'confirmed' | 'failed'>().notNull(),
    ...chargeColumns(),
  },
  (t) => [
    unique('points_purchases_token').on(t.userId, t.stripeToken),
    index('points_purchases_pending')
      .on(t.updatedAt)
      .where(sql`${t.state} = 'pending'`),
    check('points_purchases_state', sql`${t.state} IN ('pending', 'confirmed', 'failed')`),
    check('points_purchases_amounts', sql`${t.points} > 0 AND ${t.amount} > 0`),
  ],
);

/**
 * Premium seats bought for a booked trip (decision 222): a quote (the seats asked, priced), then
 * a card payment in checkout's order (pending with an idempotency key, charged, then confirmed
 * with the seats assigned in one transaction; refunded when a seat went meanwhile).
 */
export const seatPurchases = pgTable(
  'seat_purchases',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid),
    direction: integer('direction').notNull(),
    /** Every seat of the change asked for: { passenger, leg, tripId, code, price }. */
    seats: jsonb('seats').$type<{ passenger: number; leg: number; tripId: number; code: string; price: number }[]>().notNull(),
    /** Cents: the premium seats' prices. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<'quoted' | 'pending' | 'confirmed' | 'failed' | 'refund_due' | 'refunded'>().notNull(),
    quotedUntil: timestamp('quoted_until', { withTimezone: true, mode: 'date' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    ...chargeColumns(),
  },
  (t) => [
    index('seat_purchases_reservation').on(t.reservationUuid),
    index('seat_purchases_unsettled')
      .on(t.updatedAt)
      .where(sql`${t.state} IN ('pending', 'refund_due')`),
    check('seat_purchases_state', sql`${t.state} IN ('quoted', 'pending', 'confirmed', 'failed', 'refund_due', 'refunded')`),
    check('seat_purchases_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * The sandbox card processor's own books (PAYMENTS=sandbox, charges/sandbox.ts): what a real
 * processor keeps on its side. Card tokens made from the card form, one use each.
 */
export const sandboxTokens = pgTable('sandbox_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What a charge on this card does: 'succeeds' or a decline code. */
  behaviour: text('behaviour').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The sandbox processor's charges; a charge is found again by the idempotency key it was made with. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    last4: text('last4'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('sandbox_charges_refund', sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`)],
);

/**
 * The store-credit ledger (decision 212): every change of users.store_credits is one
 * row, written in the same transaction by a conditional update that never takes the balance below
 * zero, so the balance always equals the sum of the member's rows. `reason` says where it came
 * from: 'opening' (a balance from before the ledger), 'referral', 'checkout' (taken by a payment
 * attempt), 'given_back' (a failed attempt's), 'refund' (a cancelled trip refunded as credit).
 */
export const storeCreditRecords = pgTable(
  'store_credit_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Signed cents: positive adds to the balance, negative takes from it. */
    cents: integer('cents').notNull(),
    reason: text('reason').$type<'opening' | 'referral' | 'checkout' | 'given_back' | 'refund' | 'goodwill'>().notNull(),
    reservationUuid: uuid('reservation_uuid'),
    paymentId: bigint('payment_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('store_credit_records_user').on(t.userId, t.id),
    check('store_credit_records_reason', sql`${t.reason} IN ('opening', 'referral', 'checkout', 'given_back', 'refund', 'goodwill')`),
    check('store_credit_records_nonzero', sql`${t.cents} <> 0`),
  ],
);

/**
 * One passenger on one direction of a confirmed booking: what is checked in, boarded
 * and cancelled, each on its own, so one passenger of a party or one leg can be cancelled while
 * the others ride. Written when the booking is confirmed, in the confirming transaction.
 * state: 1 booked, 2 cancelled (the spec's "state 2 means canceled").
 */
export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid, { onDelete: 'cascade' }),
    /** The passenger's place in the reservation's list (0 = lead passenger). */
    passenger: integer('passenger').notNull(),
    direction: integer('direction').notNull(),
    state: integer('state').notNull().default(1),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    boardedAt: timestamp('boarded_at', { withTimezone: true, mode: 'date' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('tickets_passenger_direction').on(t.reservationUuid, t.passenger, t.direction),
    check('tickets_state', sql`${t.state} IN (1, 2)`),
    check('tickets_direction', sql`${t.direction} IN (1, 2)`),
  ],
);

/** The sandbox processor's partial refunds by idempotency key: the same key refunds once (decision 218). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => sandboxCharges.id),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * What a cancellation gave back (decision 218): one row per cancellation, written with
 * the cancelled tickets in one transaction. Points and store credit go back in that transaction;
 * the card part is 'pending' until the processor has refunded it (with the row's idempotency
 * key, so a retry by the reconciler refunds once), then 'done'. A guest's credit is a voucher.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    reservationUuid: uuid('reservation_uuid')
      .notNull()
      .references(() => reservations.uuid),
    /** Which tickets: the direction (null: both) and passengers cancelled. */
    segment: integer('segment'),
    passengers: jsonb('passengers').$type<number[]>().notNull(),
    /** Cents back to the card, cents as store credit (or a guest's voucher), points back to the wallet. */
    card: integer('card').notNull(),
    storeCredits: integer('store_credits').notNull(),
    points: integer('points').notNull(),
    voucherCode: text('voucher_code'),
    /**
     * An edit (decision 221): the cart of the new trip this part's worth paid for, and that worth
     * by where the payment's money came from (the card, store credit). Not given back to anyone.
     */
    exchangeCartUuid: uuid('exchange_cart_uuid').references(() => carts.uuid),
    carriedCard: integer('carried_card').notNull().default(0),
    carriedStoreCredits: integer('carried_store_credits').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    state: text('state').$type<'pending' | 'done'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('refunds_payment').on(t.paymentId),
    index('refunds_pending')
      .on(t.updatedAt)
      .where(sql`${t.state} = 'pending'`),
    check('refunds_state', sql`${t.state} IN ('pending', 'done')`),
    check(
      'refunds_amounts',
      sql`${t.card} >= 0 AND ${t.storeCredits} >= 0 AND ${t.points} >= 0 AND ${t.carriedCard} >= 0 AND ${t.carriedStoreCredits} >= 0`,
    ),
    uniqueIndex('refunds_one_per_exchange').on(t.exchangeCartUuid),
  ],
);

/**
 * Corporate-travel and charter quote requests (decision 223): what the form asked,
 * kept once per form shown (its token), mailed to the requester and to sales in the same commit.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Shown to the requester: QR-XXXXXX. */
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<'corporate' | 'charter'>().notNull(),
    /** The signed token of the form shown: a request posted twice is kept once. */
    formToken: text('form_token').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The kind's own answers (company, city and trips a month; or the charter's trip). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('quote_requests_kind', sql`${t.kind} IN ('corporate', 'charter')`),
    check('quote_requests_message', sql`char_length(${t.message}) <= 5000`),
  ],
);
