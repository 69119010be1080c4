// The one way money is taken (decisions 205, 258): tickets, premium seats after booking and
// points all go through these steps, so a charge never stays without its goods nor goods without
// their charge:
//   1. begin: the caller writes the attempt 'pending' with an idempotency key (`attempt()`),
//      under its own lock and with its own checks;
//   2. charge: the processor is asked with that key, outside any transaction (it may be slow);
//   3. settle: in one transaction, under the caller's lock then the attempt's, a charge gives the
//      goods ('confirmed') or, when they are gone, is owed back ('refund_due') and refunded; a
//      decline is 'failed' and what the attempt took besides the card goes back;
//   4. reconcile: attempts a crash left pending or owed back are finished by asking the
//      processor by the key.
// What differs between tickets, seats and points is the goods object.

import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { BadGatewayError } from '../http/errors.js';
import { inSpan } from '../tracing/spans.js';
import type { ChargeAttempt, ChargeLedger } from './ledger.js';
import type { ChargeResult, PaymentProvider } from './provider.js';
import { settledRow } from './settled.js';

/** Attempts left unsettled this long are the reconciler's (never one another request is still paying). */
export const RECONCILE_AFTER_MS = 2 * 60_000;

export type Charged = Extract<ChargeResult, { ok: true }>;

/** What is being paid for: tickets, seats, points. */
export interface Goods<Row extends ChargeAttempt, Id, About> {
  ledger: ChargeLedger<Row, Id>;
  /** The prefix of its idempotency keys (`pay`, `seats`, `miles`). */
  keyPrefix: string;
  /** The words the processor records with the charge. */
  describe(about: About): string;
  /** Taken before the attempt's lock in every settling transaction (the booking's lock), as the caller's begin takes them. */
  lockFirst?(tx: Db, row: Row): Promise<void>;
  /**
   * In the settling transaction: gives what a settled charge (or a free attempt: null) buys;
   * false when the goods are gone, with nothing given (the charge is then refunded).
   */
  give(tx: Db, row: Row, charge: Charged | null): Promise<boolean>;
  /** After the attempt is recorded 'confirmed', in the same transaction (mail, rewards). */
  confirmed?(tx: Db, row: Row): Promise<void>;
  /** What the attempt took besides the card (a voucher's use, store credit, points), given back when it fails or is refunded. */
  giveBack?(tx: Db, row: Row): Promise<void>;
}

export interface ChargeDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  /** Attempts older than this are the reconciler's (default RECONCILE_AFTER_MS). */
  reconcileAfterMs?: number;
}

export class ChargeRoutine<Row extends ChargeAttempt, Id, About> {
  constructor(
    private readonly deps: ChargeDeps,
    private readonly goods: Goods<Row, Id, About>,
  ) {}

  /** The provider's name. */
  get providerName(): string {
    return this.deps.provider.name;
  }

  /** Step 1's charge columns of a new attempt: a fresh idempotency key, this provider, 'pending'. */
  attempt(): { idempotencyKey: string; provider: string; state: 'pending' } {
    return { idempotencyKey: `${this.goods.keyPrefix}_${randomUUID()}`, provider: this.deps.provider.name, state: 'pending' };
  }

  /** What a trace says of a step of this routine (decision 274): which goods, which processor; never the card, the amount or who pays. */
  private get spanAttributes() {
    return { 'landline.charge.goods': this.goods.keyPrefix, 'landline.charge.provider': this.deps.provider.name };
  }

  /**
   * Step 1 as the caller runs it (its own transaction writing the attempt): unchanged, and in a
   * traced request a span beside the charge's (decision 274).
   */
  begin<T>(work: () => Promise<T>): Promise<T> {
    return inSpan('charge begin', this.spanAttributes, work);
  }

  /** Steps 2 and 3 for an attempt just begun: charges the card with its key and settles the answer. */
  async charge(row: Row, token: string, about: About): Promise<Row> {
    let result: ChargeResult;
    try {
      result = await inSpan('charge card', this.spanAttributes, async (span) => {
        const answer = await this.deps.provider.charge({
          amount: row.amount,
          currency: row.currency,
          token,
          idempotencyKey: row.idempotencyKey,
          description: this.goods.describe(about),
        });
        span.setAttribute('landline.charge.outcome', answer.ok ? 'charged' : 'declined');
        return answer;
      });
    } catch {
      // Charged or not is unknown: the attempt stays pending and the reconciler asks the processor.
      throw new BadGatewayError(P.processingError);
    }
    return inSpan('charge settle', this.spanAttributes, () => this.settle(row, result));
  }

  /** Another request's attempt (a double click, a second tab, a replay): its row once settled, or still pending after the wait. */
  settledOf(row: Row): Promise<Row> {
    const id = this.goods.ledger.idOf(row);
    return settledRow(row, async () => (await this.goods.ledger.byId(this.deps.db, id))!);
  }

  /**
   * In the caller's transaction: gives the goods of a charged (or free) attempt and records it
   * 'confirmed'; the confirmed row, or null with nothing recorded when the goods are gone.
   */
  async confirmIn(tx: Db, row: Row, charge: Charged | null): Promise<Row | null> {
    if (!(await this.goods.give(tx, row, charge))) return null;
    const confirmed = await this.goods.ledger.update(tx, this.goods.ledger.idOf(row), {
      state: 'confirmed',
      chargeId: charge?.chargeId ?? null,
      cardLast4: charge?.last4 ?? null,
      updatedAt: this.deps.clock.now(),
    });
    if (this.goods.confirmed) await this.goods.confirmed(tx, confirmed);
    return confirmed;
  }

  /**
   * Step 3: records the processor's answer; a charge gives the goods in the same transaction, or is
   * refunded. `begun` is the attempt as written in step 1: what the caller's lock is taken by, which
   * never changes (the attempt itself is read again under its own lock).
   */
  private async settle(begun: Row, result: ChargeResult): Promise<Row> {
    const { ledger } = this.goods;
    const id = ledger.idOf(begun);
    const settled = await inTransaction(this.deps.db, async (tx) => {
      // Locks in the order every path takes them: the caller's (the booking), then the attempt.
      if (this.goods.lockFirst) await this.goods.lockFirst(tx, begun);
      const row = (await ledger.lock(tx, id))!;
      // The reconciler (or the request) may have settled it meanwhile.
      if (row.state !== 'pending') return row;
      if (!result.ok) {
        if (this.goods.giveBack) await this.goods.giveBack(tx, row);
        return ledger.update(tx, id, {
          state: 'failed',
          chargeId: result.chargeId,
          failureCode: result.code,
          failureMessage: result.message,
          updatedAt: this.deps.clock.now(),
        });
      }
      return (
        (await this.confirmIn(tx, row, result)) ??
        (await ledger.update(tx, id, {
          state: 'refund_due',
          chargeId: result.chargeId,
          cardLast4: result.last4,
          updatedAt: this.deps.clock.now(),
        }))
      );
    });
    return settled.state === 'refund_due' ? this.refund(settled) : settled;
  }

  /** Gives back a charge whose goods were gone, and records it (with what else the attempt took). */
  private async refund(row: Row): Promise<Row> {
    const { ledger } = this.goods;
    const id = ledger.idOf(row);
    await inSpan('charge refund', this.spanAttributes, () => this.deps.provider.refund(row.chargeId!));
    return inTransaction(this.deps.db, async (tx) => {
      if (this.goods.lockFirst) await this.goods.lockFirst(tx, row);
      const locked = await ledger.lock(tx, id);
      if (locked?.state !== 'refund_due') return locked!;
      if (this.goods.giveBack) await this.goods.giveBack(tx, locked);
      return ledger.update(tx, id, { state: 'refunded', updatedAt: this.deps.clock.now() });
    });
  }

  /**
   * Step 4: settles attempts left unsettled (a crash between the charge and its answer, a
   * processor that could not be reached): asks the processor by the idempotency key, then gives
   * the goods, refunds a charge whose goods are gone, or closes an attempt never charged; refunds
   * what is owed back. Returns how many.
   */
  async reconcile(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - (this.deps.reconcileAfterMs ?? RECONCILE_AFTER_MS));
    const stale = await this.goods.ledger.unsettled(this.deps.db, before, 50);
    for (const row of stale) {
      if (row.state === 'refund_due') {
        await this.refund(row);
        continue;
      }
      const result = await this.deps.provider.retrieve(row.idempotencyKey);
      await this.settle(row, result ?? { ok: false, code: 'abandoned', message: P.processingError, chargeId: null });
    }
    return stale.length;
  }
}
