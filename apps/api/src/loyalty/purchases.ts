// Buying Penguin Perks points by card (POST and PUT buy_loyalty_points/, decision 210) through the
// charge routine (decisions 205, 258), so a charge never goes without its points:
//   1. the purchase is written 'pending' with an idempotency key (a replay with the same card
//      token finds it instead: one charge);
//   2. the card is charged with that key, outside any transaction;
//   3. the answer is recorded and, for a charge, the points added, in one transaction.
// A crash between 2 and 3 leaves it pending: the reconciler asks the processor by the key.

import { milesProblem, pointsPurchasePrice, type MilesBounds } from '@landline/shared/cart';
import { DEFAULT_CURRENCY } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES as A, LOYALTY_MESSAGES as L, PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import {
  POINTS_TRANSACTION_TYPES as T,
  type PointsPurchaseAnswer,
  type PointsPurchaseBody,
  type PointsQuote,
} from '@landline/shared/schemas';
import type { PaymentProvider } from '../charges/provider.js';
import { ChargeRoutine } from '../charges/routine.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/faults.js';
import { BadRequestError, ConflictError, PaymentFailedError, UnauthorizedError, ValidationError } from '../http/errors.js';
import { changeWallet, insertPurchase, purchaseByToken, purchaseLedger, walletOf, type PurchaseRow } from './queries.js';

export interface PurchaseDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  /** Pending purchases older than this are the reconciler's (as checkout's, default two minutes). */
  reconcileAfterMs?: number;
  /** Whether the loyalty flag is on and the bounds of one purchase now (the settings store, decision 280). */
  rules?: () => Promise<{ loyalty: boolean; bounds: MilesBounds }>;
}

export class PointsPurchaseService {
  /** The charge routine with points as its goods: a charge adds them to the wallet (they are never gone). */
  private readonly charges: ChargeRoutine<PurchaseRow, number, PurchaseRow>;

  constructor(private readonly deps: PurchaseDeps) {
    this.charges = new ChargeRoutine(deps, {
      ledger: purchaseLedger,
      keyPrefix: 'miles',
      describe: (purchase) => `Penguin Perks: ${purchase.points} points`,
      give: async (tx, row) => {
        await changeWallet(tx, {
          userId: row.userId,
          points: row.points,
          transactionType: T.bought,
          purchaseId: row.id,
          createdAt: this.deps.clock.now(),
        });
        return true;
      },
    });
  }

  /** POST buy_loyalty_points/: what the points cost (the price check before paying). */
  async quote(points: number): Promise<PointsQuote> {
    if (this.deps.rules) {
      // The flag and the bounds an admin set (decision 280), as GET settings/ serves them.
      const rules = await this.deps.rules();
      if (!rules.loyalty) throw new BadRequestError({ detail: L.loyaltyOff });
      const problem = milesProblem(points, rules.bounds);
      if (problem) throw new ValidationError({ points_amount: [problem] });
    }
    return { points_amount: points, price_of_purchased_points: pointsPurchasePrice(points), currency: DEFAULT_CURRENCY.toUpperCase() };
  }

  /** PUT buy_loyalty_points/: charges the card and adds the points; a replay answers the first result. */
  async buy(userId: string, body: PointsPurchaseBody): Promise<PointsPurchaseAnswer> {
    const quote = await this.quote(body.points_amount);
    const at = this.deps.clock.now();
    const earlier = await purchaseByToken(this.deps.db, userId, body.stripe_token);
    if (earlier) return this.answerOf(await this.charges.settledOf(earlier));
    let purchase: PurchaseRow;
    try {
      purchase = await this.charges.begin(() =>
        insertPurchase(this.deps.db, {
          userId,
          points: quote.points_amount,
          amount: quote.price_of_purchased_points,
          currency: quote.currency,
          stripeToken: body.stripe_token,
          ...this.charges.attempt(),
          createdAt: at,
          updatedAt: at,
        }),
      );
    } catch (error) {
      // The same purchase sent twice at once: the other request pays it.
      if (!isUniqueViolation(error)) throw error;
      return this.answerOf(await this.charges.settledOf((await purchaseByToken(this.deps.db, userId, body.stripe_token))!));
    }
    return this.answerOf(await this.charges.charge(purchase, body.stripe_token, purchase));
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

  /** Settles purchases left pending (a crash, an unreachable processor) by asking the processor; how many. */
  reconcile(): Promise<number> {
    return this.charges.reconcile();
  }
}
