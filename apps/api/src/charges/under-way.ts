// Whether money is being taken for a reservation (decision 233): every change of a reservation
// asks, under the reservation's lock, and waits for no charge.

import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import { ConflictError } from '../http/errors.js';
import type { Db } from '../db/client.js';
import { payments, seatPurchases } from '../db/schema.js';

/**
 * Whether money is being taken for the reservation now: a checkout whose card is being charged,
 * or a premium-seat purchase of the booking (decision 233). Read with the reservation locked: every
 * attempt is written under that lock, so the answer holds until the transaction ends.
 */
export async function paymentUnderWay(db: Db, reservationUuid: string): Promise<boolean> {
  const [checkout] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.reservationUuid, reservationUuid), inArray(payments.state, ['pending', 'refund_due'])))
    .limit(1);
  if (checkout) return true;
  const [seats] = await db
    .select({ uuid: seatPurchases.uuid })
    .from(seatPurchases)
    .where(and(eq(seatPurchases.reservationUuid, reservationUuid), inArray(seatPurchases.state, ['pending', 'refund_due'])))
    .limit(1);
  return Boolean(seats);
}

/**
 * Refuses a change of the reservation while money is being taken for it (decision 233): what is
 * charged is what the cart said when the attempt began, so nothing the charge pays for may move
 * until its answer is recorded. Call with the reservation locked.
 */
export async function refuseWhilePaying(db: Db, reservationUuid: string): Promise<void> {
  if (await paymentUnderWay(db, reservationUuid)) throw new ConflictError(P.changeWhilePaying, 'payment_in_progress');
}
