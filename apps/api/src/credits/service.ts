// Store credit (decision 212): cents a member holds with us, from referrals and from
// trips refunded as credit, spent at checkout. Every change is a record written with the balance
// in the caller's transaction, so a checkout that takes credit and then fails gives it back in
// the transaction that records the failure, and the balance is always the sum of the log.

import type { Db } from '../db/client.js';
import { changeCredit, type CreditRecordRow } from './queries.js';

/** What a change of the balance is for: the booking and the payment attempt behind it. */
export interface CreditReason {
  reservationUuid: string | null;
  paymentId: number | null;
  at: Date;
}

/** Takes credit for a payment attempt; false (nothing taken) when the balance holds less. */
export function takeCredit(tx: Db, userId: string, cents: number, reason: CreditReason): Promise<boolean> {
  return changeCredit(tx, { userId, cents: -cents, reason: 'checkout', ...reasonRow(reason) });
}

/** Gives back credit a failed attempt took. */
export async function giveCreditBack(tx: Db, userId: string, cents: number, reason: CreditReason): Promise<void> {
  await changeCredit(tx, { userId, cents, reason: 'given_back', ...reasonRow(reason) });
}

/** Adds credit: a referral reward, a cancelled trip refunded as credit, or an agent's goodwill (decision 287). */
export async function addCredit(
  tx: Db,
  userId: string,
  cents: number,
  why: 'referral' | 'refund' | 'goodwill',
  reason: CreditReason,
): Promise<void> {
  await changeCredit(tx, { userId, cents, reason: why, ...reasonRow(reason) });
}

const reasonRow = (reason: CreditReason) => ({
  reservationUuid: reason.reservationUuid,
  paymentId: reason.paymentId,
  createdAt: reason.at,
});

export type { CreditRecordRow };
