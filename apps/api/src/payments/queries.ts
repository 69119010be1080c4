// The SQL of payments: the ledger (`payments`), what confirming a booking changes (the
// reservation, its trips' seats, the cart, a voucher's uses), and the
// sandbox processor's own books. Each function takes the database or a transaction first.

import { and, asc, count, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import {
  carts,
  passengers,
  payments,
  reservations,
  reservationTrips,
  sandboxCharges,
  sandboxRefunds,
  sandboxTokens,
  tickets,
  trips,
  vouchers,
} from '../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type SandboxTokenRow = typeof sandboxTokens.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

// ---- The ledger ------------------------------------------------------------------------------

/** The cart's attempt that is pending, confirmed or waiting for its refund; at most one (a unique index). */
export async function livePayment(db: Db, cartUuid: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.cartUuid, cartUuid), inArray(payments.state, ['pending', 'confirmed', 'refund_due'])));
  return row;
}

export async function paymentById(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The payment row, locked until the transaction ends (the checkout and the reconciler settle it once). */
export async function lockPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function insertPayment(db: Db, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted;
}

export async function updatePayment(db: Db, id: number, patch: Partial<NewPayment>): Promise<void> {
  await db.update(payments).set(patch).where(eq(payments.id, id));
}

/** Attempts left unsettled (pending, refund due) since before `before`, oldest first. */
export async function unsettledPayments(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.state, ['pending', 'refund_due']), lt(payments.updatedAt, before)))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
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

export async function passengerCount(db: Db, reservationUuid: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passengers).where(eq(passengers.reservationUuid, reservationUuid));
  return Number(row?.n ?? 0);
}

/** Keeps a held reservation's seats while its card is charged. */
export async function holdAtLeastUntil(db: Db, uuid: string, until: Date): Promise<void> {
  await db
    .update(reservations)
    .set({ heldUntil: sql`greatest(${reservations.heldUntil}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(reservations.uuid, uuid), eq(reservations.state, 'held')));
}

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
 * Confirms a held reservation: its state, its trips' seats and wheelchair positions from held to
 * sold (trip rows in id order, as holds lock them, so the two never wait on each other in a
 * cycle), its cart checked out. Whether it was still held.
 */
export async function confirmReservation(db: Db, uuid: string): Promise<boolean> {
  const moved = await db
    .update(reservations)
    .set({ state: 'confirmed' })
    .where(and(eq(reservations.uuid, uuid), eq(reservations.state, 'held')))
    .returning({ uuid: reservations.uuid });
  if (!moved.length) return false;
  const held = await db
    .select({ tripId: reservationTrips.tripId, seats: reservationTrips.seats, wheelchairs: reservationTrips.wheelchairs })
    .from(reservationTrips)
    .where(eq(reservationTrips.reservationUuid, uuid))
    .orderBy(asc(reservationTrips.tripId));
  for (const h of held) {
    await db
      .update(trips)
      .set({
        held: sql`${trips.held} - ${h.seats}`,
        sold: sql`${trips.sold} + ${h.seats}`,
        wheelchairHeld: sql`${trips.wheelchairHeld} - ${h.wheelchairs}`,
        wheelchairSold: sql`${trips.wheelchairSold} + ${h.wheelchairs}`,
      })
      .where(eq(trips.id, h.tripId));
  }
  await db.update(carts).set({ checkedOut: true }).where(eq(carts.reservationUuid, uuid));
  await insertTickets(db, uuid);
  return true;
}

/** A ticket for each passenger on each direction of a booking just confirmed. */
export async function insertTickets(db: Db, uuid: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${tickets} (reservation_uuid, passenger, direction)
    SELECT p.reservation_uuid, p.idx, d.direction
    FROM ${passengers} p
    JOIN ${reservations} r ON r.uuid = p.reservation_uuid
    CROSS JOIN (VALUES (1), (2)) AS d(direction)
    WHERE p.reservation_uuid = ${uuid} AND (d.direction = 1 OR r.return IS NOT NULL)
    ON CONFLICT DO NOTHING`);
}

// ---- The sandbox processor's books ---------------------------------------------------------------

export async function insertSandboxToken(db: Db, row: typeof sandboxTokens.$inferInsert): Promise<void> {
  await db.insert(sandboxTokens).values(row);
}

export async function sandboxToken(db: Db, id: string): Promise<SandboxTokenRow | undefined> {
  const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.id, id));
  return row;
}

/** Spends a one-use token; whether this call spent it (a token charges once). */
export async function spendSandboxToken(db: Db, id: string, at: Date): Promise<boolean> {
  const spent = await db
    .update(sandboxTokens)
    .set({ usedAt: at })
    .where(and(eq(sandboxTokens.id, id), isNull(sandboxTokens.usedAt)))
    .returning({ id: sandboxTokens.id });
  return spent.length > 0;
}

export async function sandboxChargeByKey(db: Db, key: string): Promise<SandboxChargeRow | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
  return row;
}

export async function sandboxChargeById(db: Db, id: string): Promise<SandboxChargeRow | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
  return row;
}

/** Records a charge unless one with its key exists; the charge the key stands for either way. */
export async function insertSandboxCharge(db: Db, row: typeof sandboxCharges.$inferInsert): Promise<SandboxChargeRow> {
  const [inserted] = await db.insert(sandboxCharges).values(row).onConflictDoNothing({ target: sandboxCharges.idempotencyKey }).returning();
  return inserted ?? (await sandboxChargeByKey(db, row.idempotencyKey))!;
}

export async function refundSandboxCharge(db: Db, id: string): Promise<boolean> {
  const refunded = await db
    .update(sandboxCharges)
    .set({ refundedAmount: sql`${sandboxCharges.amount}` })
    .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'succeeded')))
    .returning({ id: sandboxCharges.id });
  return refunded.length > 0;
}

/**
 * Gives `amount` of a succeeded charge back under `idempotencyKey`, once: the key's row and the
 * charge's refunded amount change together, and never past what was charged.
 */
export async function refundSandboxChargePart(
  db: Db,
  request: { chargeId: string; amount: number; idempotencyKey: string },
  at: Date,
): Promise<'refunded' | 'replayed' | 'too_much'> {
  return inTransaction(db, async (tx) => {
    const [known] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
    if (known) return 'replayed';
    const moved = await tx
      .update(sandboxCharges)
      .set({ refundedAmount: sql`${sandboxCharges.refundedAmount} + ${request.amount}` })
      .where(
        and(
          eq(sandboxCharges.id, request.chargeId),
          eq(sandboxCharges.status, 'succeeded'),
          sql`${sandboxCharges.refundedAmount} + ${request.amount} <= ${sandboxCharges.amount}`,
        ),
      )
      .returning({ id: sandboxCharges.id });
    if (!moved.length) return 'too_much';
    await tx.insert(sandboxRefunds).values({ ...request, createdAt: at });
    return 'refunded';
  });
}

/** The processor's books in cents: what it charged and what it gave back. */
export async function sandboxTotals(db: Db): Promise<{ charged: number; refunded: number }> {
  const [row] = await db
    .select({
      charged: sql<string>`coalesce(sum(${sandboxCharges.amount}) filter (where ${sandboxCharges.status} = 'succeeded'), 0)`,
      refunded: sql<string>`coalesce(sum(${sandboxCharges.refundedAmount}), 0)`,
    })
    .from(sandboxCharges);
  return { charged: Number(row.charged), refunded: Number(row.refunded) };
}

/** The passengers' names in their order, the lead's first. */
export async function passengerNames(db: Db, reservationUuid: string): Promise<{ firstName: string; lastName: string }[]> {
  return db
    .select({ firstName: passengers.firstName, lastName: passengers.lastName })
    .from(passengers)
    .where(eq(passengers.reservationUuid, reservationUuid))
    .orderBy(asc(passengers.idx));
}
