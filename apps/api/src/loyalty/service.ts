// The Penguin Perks wallet (decision 208): points leave and return only with a record, in the
// caller's transaction, so a checkout that takes points and then fails gives them back in the
// same transaction that records the failure, and the balance is always the sum of the log.

import { POINTS_TRANSACTION_TYPES as T, type PointsRecords } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { UnauthorizedError } from '../http/errors.js';
import { PROMO_EXCLUDED_PERCENT, tierStatus, type TierStatus } from '@landline/shared/tiers';
import { POINTS_PER_RIDE } from '@landline/shared/constants';
import { inTransaction } from '../db/transaction.js';
import { paidRidesOf, pointsRecordsOf, unearnedRides } from '../reservations/reads.js';
import { changeWallet, earnOnce, walletOf } from './queries.js';

/** What a change of the wallet is for: the booking and the payment attempt behind it. */
export interface PointsReason {
  reservationUuid: string | null;
  paymentId: number | null;
  at: Date;
}

/** Takes points for a booking; false (nothing taken) when the wallet holds fewer. */
export function spendPoints(tx: Db, userId: string, points: number, reason: PointsReason): Promise<boolean> {
  return changeWallet(tx, { userId, points: -points, transactionType: T.paidWithMiles, ...reasonRow(reason) });
}

/** Gives back points a failed or refunded payment took. */
export async function givePointsBack(tx: Db, userId: string, points: number, reason: PointsReason): Promise<void> {
  await changeWallet(tx, { userId, points, transactionType: T.givenBack, ...reasonRow(reason) });
}

const reasonRow = (reason: PointsReason) => ({
  reservationUuid: reason.reservationUuid,
  paymentId: reason.paymentId,
  createdAt: reason.at,
});

/** GET points_records/: a page of the member's log, newest first, with the wallet it adds up to. */
export async function pointsLog(db: Db, userId: string, page: { limit: number; offset: number }): Promise<PointsRecords> {
  const wallet = await walletOf(db, userId);
  // A session of an account since deleted is no session.
  if (!wallet) throw new UnauthorizedError(A.tokenInvalid, 'token_not_valid');
  // One more than the page tells whether there is a next one.
  const rows = await pointsRecordsOf(db, userId, page.limit + 1, page.offset);
  return {
    wallet: { points: wallet.points, loyalty_number: wallet.loyaltyNumber },
    results: rows.slice(0, page.limit).map(({ record, pnr }) => ({
      id: record.id,
      points: record.points,
      transaction_type: record.transactionType,
      rloc: pnr,
      created_at: record.createdAt.toISOString(),
    })),
    next: rows.length > page.limit ? page.offset + page.limit : null,
  };
}

/** The member's Penguin Perks tier at `at`, from their paid rides (decision 211). */
export async function memberTier(db: Db, userId: string, at: Date): Promise<TierStatus> {
  const rides = await paidRidesOf(db, userId);
  return tierStatus(
    rides.map((r) => ({ departed: r.departed, discountPercent: r.promoPercent })),
    at,
  );
}

/** Rides credited per transaction batch: a backlog (a server down for a day) is worked through in steps. */
const EARN_BATCH = 200;

/**
 * Credits the points of every ride that has left by `at` and has not earned yet (decision 213):
 * POINTS_PER_RIDE per seated passenger. Run every minute; two instances running it at once
 * credit each ride once. How many rides it credited.
 */
export async function earnForDepartedRides(db: Db, at: Date): Promise<number> {
  let credited = 0;
  for (;;) {
    const rides = await unearnedRides(db, at, PROMO_EXCLUDED_PERCENT, EARN_BATCH);
    if (!rides.length) return credited;
    for (const ride of rides) {
      if (await inTransaction(db, (tx) => earnOnce(tx, ride, ride.seats * POINTS_PER_RIDE))) credited++;
    }
    if (rides.length < EARN_BATCH) return credited;
  }
}
