// Buying Penguin Perks points by card (POST and PUT buy_loyalty_points/, decision 210), in the
// checkout's order (decision 205) so a charge never goes without its points:
//   1. the purchase is written 'pending' with an idempotency key (a replay with the same card
//      token finds it instead: one charge);
//   2. the card is charged with that key, outside any transaction;
//   3. the answer is recorded and, for a charge, the points added, in one transaction.
// A crash between 2 and 3 leaves it pending: the reconciler asks the processor by the key.

import { randomUUID } from 'node:crypto';
import { pointsPurchasePrice } from '@landline/shared/cart';
import { DEFAULT_CURRENCY } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES as A, LOYALTY_MESSAGES as L, PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import {
  POINTS_TRANSACTION_TYPES as T,
  type PointsPurchaseAnswer,
  type PointsPurchaseBody,
  type PointsQuote,
} from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/faults.js';
import { inTransaction } from '../db/transaction.js';
import { BadGatewayError, ConflictError, PaymentFailedError, UnauthorizedError } from '../http/errors.js';
import type { ChargeResult, PaymentProvider } from '../payments/provider.js';
import { settledRow } from '../payments/settled.js';
import {
  changeWallet,
  insertPurchase,
  lockPurchase,
  pendingPurchases,
  purchaseById,
  purchaseByToken,
  updatePurchase,
  walletOf,
  type PurchaseRow,
} from './queries.js';

/** Pending purchases older than this are the reconciler's (as checkout's, default two minutes). */
const RECONCILE_AFTER_MS = 2 * 60_000;

export interface PurchaseDeps {
  db: Db;
  provider: PaymentProvider;
  now?: () => number;
  reconcileAfterMs?: number;
}

export class PointsPurchaseService {
  constructor(private readonly deps: PurchaseDeps) {}

  private now(): Date {
    return new Date(this.deps.now ? this.deps.now() : Date.now());
  }

  /** POST buy_loyalty_points/: what the points cost (the price check before paying). */
  quote(points: number): PointsQuote {
    return { points_amount: points, price_of_purchased_points: pointsPurchasePrice(points), currency: DEFAULT_CURRENCY.toUpperCase() };
  }

  /** PUT buy_loyalty_points/: charges the card and adds the points; a replay answers the first result. */
  async buy(userId: string, body: PointsPurchaseBody): Promise<PointsPurchaseAnswer> {
    const quote = this.quote(body.points_amount);
    const at = this.now();
    let purchase = await purchaseByToken(this.deps.db, userId, body.stripe_token);
    if (!purchase) {
      try {
        purchase = await insertPurchase(this.deps.db, {
          userId,
          points: quote.points_amount,
          amount: quote.price_of_purchased_points,
          currency: quote.currency,
          stripeToken: body.stripe_token,
          idempotencyKey: `miles_${randomUUID()}`,
          provider: this.deps.provider.name,
          state: 'pending',
          createdAt: at,
          updatedAt: at,
        });
      } catch (error) {
        // The same purchase sent twice at once: the other request pays it.
        if (!isUniqueViolation(error)) throw error;
        return this.answerOf(await this.settledPurchase((await purchaseByToken(this.deps.db, userId, body.stripe_token))!));
      }
    } else {
      return this.answerOf(await this.settledPurchase(purchase));
    }

    let result: ChargeResult;
    try {
      result = await this.deps.provider.charge({
        amount: purchase.amount,
        currency: purchase.currency,
        token: body.stripe_token,
        idempotencyKey: purchase.idempotencyKey,
        description: `Penguin Perks: ${purchase.points} points`,
      });
    } catch {
      throw new BadGatewayError(P.processingError);
    }
    return this.answerOf(await this.settle(purchase.id, result));
  }

  /** Records the processor's answer; a charge adds the points in the same transaction. */
  private settle(id: number, result: ChargeResult): Promise<PurchaseRow> {
    return inTransaction(this.deps.db, async (tx) => {
      const row = (await lockPurchase(tx, id))!;
      if (row.state !== 'pending') return row;
      const at = this.now();
      if (result.ok) {
        await changeWallet(tx, { userId: row.userId, points: row.points, transactionType: T.bought, purchaseId: row.id, createdAt: at });
        await updatePurchase(tx, id, { state: 'confirmed', chargeId: result.chargeId, cardLast4: result.last4, updatedAt: at });
      } else {
        await updatePurchase(tx, id, {
          state: 'failed',
          chargeId: result.chargeId,
          failureCode: result.code,
          failureMessage: result.message,
          updatedAt: at,
        });
      }
      return (await purchaseById(tx, id))!;
    });
  }

  private settledPurchase(purchase: PurchaseRow): Promise<PurchaseRow> {
    return settledRow(purchase, async () => (await purchaseById(this.deps.db, purchase.id))!);
  }

  private async answerOf(purchase: PurchaseRow): Promise<PointsPurchaseAnswer> {
    if (purchase.state === 'pending') throw new ConflictError(L.purchaseUnderWay, 'payment_in_progress');
    if (purchase.state === 'failed') {
      throw new PaymentFailedError(purchase.failureMessage ?? P.cardDeclined, purchase.failureCode ?? 'card_declined');
    }
    const wallet = await walletOf(this.deps.db, purchase.userId);
    if (!wallet) throw new UnauthorizedError(A.tokenInvalid, 'token_not_valid');
    return {
      points_amount: purchase.points,
      price_of_purchased_points: purchase.amount,
      currency: purchase.currency,
      card_last4: purchase.cardLast4,
      wallet: { points: wallet.points, loyalty_number: wallet.loyaltyNumber },
    };
  }

  /** Settles purchases left pending (a crash, an unreachable processor) by asking the processor. */
  async reconcile(): Promise<number> {
    const before = new Date(this.now().getTime() - (this.deps.reconcileAfterMs ?? RECONCILE_AFTER_MS));
    const stale = await pendingPurchases(this.deps.db, before, 50);
    for (const purchase of stale) {
      const result = await this.deps.provider.retrieve(purchase.idempotencyKey);
      await this.settle(purchase.id, result ?? { ok: false, code: 'abandoned', message: P.processingError, chargeId: null });
    }
    return stale.length;
  }
}
