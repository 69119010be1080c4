// The SQL of payments: the ledger (`payments`) and what confirming a booking changes (the cart, a
// voucher's uses; the reservation and its trips' seats through reservations/). Each function takes
// the database or a transaction first.

import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { chargeLedger } from '../charges/ledger.js';
import type { Db } from '../db/client.js';
import { compiled, compiledByKeys, type Placeholders } from '../db/compiled.js';
import { carts, passengers, payments, vouchers } from '../db/schema.js';
import { confirm, extendAtLeastUntil, type PassengerName } from '../reservations/store.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

// ---- The ledger ------------------------------------------------------------------------------

/** The cart's attempt that is pending, confirmed or waiting for its refund; at most one (a unique index). */
export async function livePayment(db: Db, cartUuid: string): Promise<PaymentRow | undefined> {
  const [row] = await livePaymentOfCart(db, { cartUuid });
  return row;
}

const livePaymentOfCart = compiled((db, p: Placeholders<{ cartUuid: string }>) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.cartUuid, p.cartUuid), inArray(payments.state, ['pending', 'confirmed', 'refund_due']))),
);

/** The booking's confirmed payment (its confirmation mail is made from it). */
export async function confirmedPaymentOfReservation(db: Db, reservationUuid: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationUuid, reservationUuid), eq(payments.state, 'confirmed')));
  return row;
}

/** The payments table as the charge routine reads it (decision 258). */
export const paymentLedger = chargeLedger<PaymentRow, number>(payments, payments.id, (row) => row.id);

export async function paymentById(db: Db, id: number): Promise<PaymentRow | undefined> {
  return paymentLedger.byId(db, id);
}

const paymentInserted = compiledByKeys((db, p: Placeholders<NewPayment>) => db.insert(payments).values(p).returning());

export async function insertPayment(db: Db, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await paymentInserted(db, row);
  return inserted;
}

export async function updatePayment(db: Db, id: number, patch: Partial<NewPayment>): Promise<void> {
  await db.update(payments).set(patch).where(eq(payments.id, id));
}

/** Sums of the ledger in cents, by state: what the fault tests balance against the processor's books. */
export async function ledgerTotals(db: Db): Promise<Record<PaymentRow['state'], number>> {
  const rows = await db
    .select({ state: payments.state, total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    // The demo members' ride history was never charged (demo/members.ts): no processor has it.
    .where(ne(payments.provider, 'demo'))
    .groupBy(payments.state);
  const totals = { pending: 0, confirmed: 0, failed: 0, refund_due: 0, refunded: 0 };
  for (const r of rows) totals[r.state] = Number(r.total);
  return totals;
}

// ---- What a checkout reads and changes ---------------------------------------------------------

/** Keeps a held reservation's seats while its card is charged. */
export const holdAtLeastUntil = extendAtLeastUntil;

export async function voucherIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, code.toUpperCase()));
  return row?.id;
}

/** Counts one use of a voucher if its limit allows; whether it did. */
export async function useVoucher(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1` })
    .where(and(eq(vouchers.id, id), sql`(${vouchers.usageLimit} IS NULL OR ${vouchers.uses} < ${vouchers.usageLimit})`))
    .returning({ id: vouchers.id });
  return used.length > 0;
}

export async function giveBackVoucherUse(db: Db, id: number): Promise<void> {
  await db
    .update(vouchers)
    .set({ uses: sql`greatest(${vouchers.uses} - 1, 0)` })
    .where(eq(vouchers.id, id));
}

/**
 * Confirms a held reservation (its state, its seats from held to sold and its tickets:
 * reservations/, decisions 257 and 308) and checks its cart out, in one statement. The passengers'
 * names (lead first) when it was still held; null when not.
 */
export async function confirmReservation(db: Db, uuid: string): Promise<PassengerName[] | null> {
  return confirm(db, uuid, (confirmed) => sql`UPDATE ${carts} SET checked_out = true WHERE reservation_uuid IN ${confirmed}`);
}

/** The passengers' names in their order, the lead's first. */
export async function passengerNames(db: Db, reservationUuid: string): Promise<PassengerName[]> {
  return db
    .select({ firstName: passengers.firstName, lastName: passengers.lastName })
    .from(passengers)
    .where(eq(passengers.reservationUuid, reservationUuid))
    .orderBy(asc(passengers.idx));
}
