// The SQL of the cart calls: products, vouchers, a cart's items and the reservation and user
// behind it. Each function takes the database or a transaction first.

import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { POINT_VALUE_CENTS, POINTS_PAYABLE_CATEGORIES, type CartPaymentMode } from '@landline/shared/cart';
import type { Db } from '../db/client.js';
import { compiled, type Placeholders } from '../db/compiled.js';
import { cartItems, carts, passengers, payments, products, users, vouchers } from '../db/schema.js';
import { giveToMember } from '../reservations/store.js';

export type ProductRow = typeof products.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItem = typeof cartItems.$inferInsert;
export type { ReservationRow } from '../reservations/store.js';

const cartOfUuid = compiled((db, p: Placeholders<{ uuid: string }>) => db.select().from(carts).where(eq(carts.uuid, p.uuid)));

/** A cart by its uuid (the reservation's cart that bookings, extras and payments hang off). */
export async function cartByUuid(db: Db, uuid: string): Promise<CartRow | undefined> {
  const [row] = await cartOfUuid(db, { uuid });
  return row;
}

export async function activeProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.id));
}

export async function productById(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row;
}

/** Adds the products missing by name; returns how many were added. */
export async function insertMissingProducts(db: Db, rows: (typeof products.$inferInsert)[]): Promise<number> {
  const added = await db.insert(products).values(rows).onConflictDoNothing({ target: products.name }).returning({ id: products.id });
  return added.length;
}

/** Adds the vouchers missing by code; returns how many were added. */
export async function insertMissingVouchers(db: Db, rows: (typeof vouchers.$inferInsert)[]): Promise<number> {
  const added = await db.insert(vouchers).values(rows).onConflictDoNothing({ target: vouchers.code }).returning({ id: vouchers.id });
  return added.length;
}

/** A voucher by its code, whatever the case it was typed in. */
export async function voucherByCode(db: Db, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code.toUpperCase()));
  return row;
}

/**
 * Counts one use of a voucher if one is left; whether it did. For checkout: under the
 * row lock the UPDATE takes, two carts paying at once never use a voucher past its limit.
 */
export async function useVoucher(db: Db, code: string): Promise<boolean> {
  const used = await db
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1` })
    .where(and(eq(vouchers.code, code.toUpperCase()), or(isNull(vouchers.usageLimit), lt(vouchers.uses, vouchers.usageLimit))))
    .returning({ id: vouchers.id });
  return used.length > 0;
}

export async function itemsOfCart(db: Db, cartUuid: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartUuid, cartUuid)).orderBy(asc(cartItems.id));
}

const cartAndItems = compiled((db, p: Placeholders<{ uuid: string }>) =>
  db
    .select({ cart: carts, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartUuid, carts.uuid))
    .where(eq(carts.uuid, p.uuid))
    .orderBy(asc(cartItems.id)),
);

/**
 * A cart and its items (in id order, as itemsOfCart) in one statement: a checkout prices its cart
 * twice inside transactions, where on the embedded database every statement holds up every other
 * request (decision 308).
 */
export async function cartWithItems(db: Db, uuid: string): Promise<{ cart: CartRow; items: CartItemRow[] } | undefined> {
  const rows = await cartAndItems(db, { uuid });
  if (!rows.length) return undefined;
  return { cart: rows[0].cart, items: rows.flatMap((r) => (r.item ? [r.item] : [])) };
}

export async function insertCartItem(db: Db, row: NewCartItem): Promise<CartItemRow> {
  const [inserted] = await db.insert(cartItems).values(row).returning();
  return inserted;
}

/** Deletes the items of a cart among `ids` (an id of another cart is left alone); how many went. */
export async function deleteCartItems(db: Db, cartUuid: string, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartUuid, cartUuid), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  return gone.length;
}

/** The user's store credit in cents; 0 for no user. */
export async function storeCreditsOf(db: Db, userId: string | null): Promise<number> {
  if (!userId) return 0;
  const [row] = await db.select({ storeCredits: users.storeCredits }).from(users).where(eq(users.id, userId));
  return row?.storeCredits ?? 0;
}

/** The user's Penguin Perks points; null for no user. */
export async function walletPointsOf(db: Db, userId: string | null): Promise<number | null> {
  if (!userId) return null;
  const [row] = await db.select({ points: users.walletPoints }).from(users).where(eq(users.id, userId));
  return row?.points ?? null;
}

/**
 * Sets how the cart's tickets are paid: with points each costs its price in points
 * (ceil(cents / POINT_VALUE_CENTS)); by card its price_lp is 0 again.
 */
export async function setTicketsPaymentType(db: Db, cartUuid: string, mode: CartPaymentMode): Promise<void> {
  const points = mode === 'loyalty_points';
  await db
    .update(cartItems)
    .set({
      paymentType: mode,
      priceLp: points ? sql`ceil(${cartItems.price}::numeric / ${POINT_VALUE_CENTS})::integer` : 0,
    })
    .where(and(eq(cartItems.cartUuid, cartUuid), inArray(cartItems.category, [...POINTS_PAYABLE_CATEGORIES])));
}

/** Gives the cart and its reservation to a user (assign_cart_to_user). */
export async function assignCart(db: Db, cartUuid: string, reservationUuid: string | null, userId: string): Promise<void> {
  await db.update(carts).set({ userId }).where(eq(carts.uuid, cartUuid));
  if (reservationUuid) await giveToMember(db, reservationUuid, userId);
}

/** The tier a paid cart was priced with (its confirmed payment's); null when none was recorded. */
export async function paidTierOf(db: Db, cartUuid: string): Promise<string | null> {
  const [row] = await db
    .select({ tier: payments.memberTier })
    .from(payments)
    .where(and(eq(payments.cartUuid, cartUuid), eq(payments.state, 'confirmed')));
  return row?.tier ?? null;
}

/** A new voucher (a guest's refund as credit, decision 218); its row. */
export async function insertVoucher(db: Db, row: typeof vouchers.$inferInsert): Promise<VoucherRow> {
  const [inserted] = await db.insert(vouchers).values(row).returning();
  return inserted;
}

/**
 * How many live payments (being paid or paid) used the voucher for one customer: the member, or
 * the e-mail address (any case), the cart `except` left out (decision 280's per-customer limit).
 */
export async function customerVoucherUses(
  db: Db,
  voucherId: number,
  customer: { userId: string | null; email: string | null },
  except: string,
): Promise<number> {
  const who = [
    ...(customer.userId ? [eq(payments.userId, customer.userId)] : []),
    ...(customer.email ? [sql`lower(${payments.email}) = ${customer.email.trim().toLowerCase()}`] : []),
  ];
  if (!who.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.voucherId, voucherId),
        inArray(payments.state, ['pending', 'confirmed']),
        sql`${payments.cartUuid} <> ${except}`,
        or(...who),
      ),
    );
  return row?.n ?? 0;
}

/** The lead passenger's e-mail address, once the passengers are saved; null before. */
export async function leadEmailOf(db: Db, reservationUuid: string): Promise<string | null> {
  const [row] = await db
    .select({ email: passengers.email })
    .from(passengers)
    .where(eq(passengers.reservationUuid, reservationUuid))
    .orderBy(asc(passengers.idx))
    .limit(1);
  return row?.email || null;
}
