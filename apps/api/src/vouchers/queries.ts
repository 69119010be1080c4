// The SQL of the console's vouchers (decision 280): the codes, their changes and their uses (the
// live payments that counted one). Each function takes the database or a transaction first.

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payments, vouchers } from '../db/schema.js';

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucher = typeof vouchers.$inferInsert;

export async function allVouchers(db: Db): Promise<VoucherRow[]> {
  return db.select().from(vouchers).orderBy(asc(vouchers.code));
}

export async function voucherById(db: Db, id: number, lock = false): Promise<VoucherRow | undefined> {
  const query = db.select().from(vouchers).where(eq(vouchers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A new voucher; undefined when its code is taken. */
export async function insertVoucherRow(db: Db, row: NewVoucher): Promise<VoucherRow | undefined> {
  const [inserted] = await db.insert(vouchers).values(row).onConflictDoNothing({ target: vouchers.code }).returning();
  return inserted;
}

export async function updateVoucher(db: Db, id: number, change: Partial<NewVoucher>): Promise<VoucherRow> {
  const [row] = await db.update(vouchers).set(change).where(eq(vouchers.id, id)).returning();
  return row;
}

/** The live payments (being paid, paid) that used a voucher, newest first. */
export async function usesOfVoucher(db: Db, id: number) {
  return db
    .select({
      id: payments.id,
      reservationUuid: payments.reservationUuid,
      createdAt: payments.createdAt,
      email: payments.email,
      userId: payments.userId,
      state: payments.state,
      voucherCents: payments.voucherCents,
      currency: payments.currency,
    })
    .from(payments)
    .where(and(eq(payments.voucherId, id), inArray(payments.state, ['pending', 'confirmed'])))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
