// Premium seats bought for a booked trip (section 4 "Change seats", decision 222). A change that
// asks for a premium seat the passenger does not have yet changes nothing: it is quoted (the
// seats, their prices, for QUOTE_MINUTES) and paid by card in checkout's order (decision 205):
//   1. under the booking's lock: the quote still valid, the change still allowed; 'pending' with
//      an idempotency key;
//   2. the card charged with that key, outside any transaction;
//   3. under the lock again: the seats given, all of them, and 'confirmed' in one transaction; a
//      seat someone took meanwhile rolls that back and the charge is refunded.
// A crash between 2 and 3 leaves it pending: the reconciler asks the processor by the key.

import { randomUUID } from 'node:crypto';
import { validate as isUuid } from 'uuid';
import { PAYMENT_MESSAGES as P, SEAT_MESSAGES as S } from '@landline/shared/messages';
import type { SeatPurchase, SeatPurchasePayBody } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { BadGatewayError, ConflictError, NotFoundError, PaymentFailedError, ValidationError } from '../http/errors.js';
import type { ChargeResult, PaymentProvider } from '../payments/provider.js';
import { settledRow } from '../payments/settled.js';
import { lockReservation, reservationByUuid } from '../reservations/store.js';
import type { Asker, TripService } from '../trips/service.js';
import {
  insertSeatPurchase,
  lockSeatPurchase,
  passengerNamesOf,
  seatPurchaseByUuid,
  unsettledSeatPurchases,
  updateSeatPurchase,
  type SeatPurchaseRow,
} from './queries.js';
import type { PricedSeat, SeatService } from './service.js';

/** How long a quote can be paid: the seats are not kept meanwhile, so not long. */
export const QUOTE_MINUTES = 15;
const RECONCILE_AFTER_MS = 2 * 60_000;

/** The purchase as the calls answer it, with the passengers' names. */
async function viewOf(db: Db, row: SeatPurchaseRow, pnr: string): Promise<SeatPurchase> {
  const names = new Map((await passengerNamesOf(db, row.reservationUuid)).map((p) => [p.idx, `${p.firstName} ${p.lastName}`]));
  return {
    uuid: row.uuid,
    pnr,
    segment: row.direction,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    quoted_until: row.quotedUntil.toISOString(),
    seats: row.seats.map((s) => ({ passenger: s.passenger, name: names.get(s.passenger) ?? '', code: s.code, price: s.price })),
    card_last4: row.cardLast4,
  };
}

/** Quotes a change with premium seats (SeatService.choose, in its transaction): nothing is given yet. */
export async function quoteSeatPurchase(
  tx: Db,
  input: { reservationUuid: string; pnr: string; segment: 1 | 2; seats: PricedSeat[]; currency: string; userId: string | null; at: Date },
): Promise<SeatPurchase> {
  const row = await insertSeatPurchase(tx, {
    reservationUuid: input.reservationUuid,
    direction: input.segment,
    seats: input.seats,
    amount: input.seats.reduce((n, s) => n + s.price, 0),
    currency: input.currency,
    state: 'quoted',
    quotedUntil: new Date(input.at.getTime() + QUOTE_MINUTES * 60_000),
    idempotencyKey: `seats_${randomUUID()}`,
    provider: 'none',
    userId: input.userId,
    createdAt: input.at,
    updatedAt: input.at,
  });
  return viewOf(tx, row, input.pnr);
}

export interface SeatPurchaseDeps {
  db: Db;
  provider: PaymentProvider;
  trips: TripService;
  seats: SeatService;
  now?: () => number;
  reconcileAfterMs?: number;
}

export class SeatPurchaseService {
  constructor(private readonly deps: SeatPurchaseDeps) {}

  private now(): Date {
    return new Date(this.deps.now?.() ?? Date.now());
  }

  /** The purchase and its booking, for whoever may manage the booking (else the lookup's 404). */
  private async found(uuid: string, asker: Asker) {
    const row = isUuid(uuid) ? await seatPurchaseByUuid(this.deps.db, uuid) : undefined;
    const reservation = row && (await reservationByUuid(this.deps.db, row.reservationUuid));
    if (!row || !reservation) throw new NotFoundError(S.purchaseNotFound);
    await this.deps.trips.access(this.deps.db, reservation.pnr, asker);
    return { row, pnr: reservation.pnr };
  }

  /** GET v2/booking/seat_purchases/{uuid}/. */
  async get(uuid: string, asker: Asker): Promise<SeatPurchase> {
    const { row, pnr } = await this.found(uuid, asker);
    return viewOf(this.deps.db, row, pnr);
  }

  /** PUT v2/booking/seat_purchases/{uuid}/: pays the quote and gives the seats; a replay answers the first result. */
  async pay(uuid: string, body: SeatPurchasePayBody, asker: Asker): Promise<SeatPurchase> {
    const { row: found, pnr } = await this.found(uuid, asker);
    const begun = await inTransaction(this.deps.db, async (tx) => {
      await lockReservation(tx, found.reservationUuid);
      const row = (await lockSeatPurchase(tx, uuid))!;
      // Paid, being paid or being refunded: that attempt's result is this one's too.
      if (row.state !== 'quoted' && row.state !== 'failed') return { fresh: false, row };
      const at = this.now();
      if (row.quotedUntil.getTime() <= at.getTime()) throw new ConflictError(S.purchaseExpired, 'expired');
      // Still a change the booking allows (not checked in, before check-in closes, the seats free now).
      await this.assertStillFree(tx, pnr, row);
      const change = {
        state: 'pending' as const,
        idempotencyKey: `seats_${randomUUID()}`,
        provider: this.deps.provider.name,
        email: body.payment_data.email,
        failureCode: null,
        failureMessage: null,
        updatedAt: at,
      };
      await updateSeatPurchase(tx, uuid, change);
      return { fresh: true, row: { ...row, ...change } };
    });
    if (!begun.fresh) return this.answerOf(await this.settled(begun.row), pnr);
    let result: ChargeResult;
    try {
      result = await this.deps.provider.charge({
        amount: begun.row.amount,
        currency: begun.row.currency,
        token: body.stripe_token,
        idempotencyKey: begun.row.idempotencyKey,
        description: `Landline premium seats ${pnr}`,
      });
    } catch {
      throw new BadGatewayError(P.processingError);
    }
    return this.answerOf(await this.settle(uuid, pnr, result), pnr);
  }

  /** The seats of the quote are still free for this booking (checked again at payment). */
  private async assertStillFree(tx: Db, pnr: string, row: SeatPurchaseRow): Promise<void> {
    if (!(await this.deps.seats.boughtSeatsFree(tx, pnr, row.direction, row.seats))) throw new ConflictError(S.taken, 'seat_taken');
  }

  /** Step 3: the processor's answer; a charge gives the seats in the same transaction, or is refunded. */
  private async settle(uuid: string, pnr: string, result: ChargeResult): Promise<SeatPurchaseRow> {
    const at = this.now();
    const outcome = await inTransaction(this.deps.db, async (tx) => {
      const { reservationUuid } = (await seatPurchaseByUuid(tx, uuid))!;
      await lockReservation(tx, reservationUuid);
      const row = (await lockSeatPurchase(tx, uuid))!;
      if (row.state !== 'pending') return row;
      if (!result.ok) {
        await updateSeatPurchase(tx, uuid, {
          state: 'failed',
          chargeId: result.chargeId,
          failureCode: result.code,
          failureMessage: result.message,
          updatedAt: at,
        });
      } else {
        let given = false;
        try {
          given = await this.deps.seats.giveBoughtSeats(tx, pnr, row.direction, row.seats);
        } catch (error) {
          // The change is no longer allowed (checked in, too late, the passenger cancelled): the charge goes back.
          if (!(error instanceof ConflictError) && !(error instanceof ValidationError)) throw error;
        }
        if (!given) throw new SeatGone(result.chargeId, result.last4);
        await updateSeatPurchase(tx, uuid, { state: 'confirmed', chargeId: result.chargeId, cardLast4: result.last4, updatedAt: at });
      }
      return (await seatPurchaseByUuid(tx, uuid))!;
    }).catch(async (error: unknown) => {
      if (!(error instanceof SeatGone)) throw error;
      // Rolled back: no seat changed. The charge is recorded as owed back, then refunded.
      await updateSeatPurchase(this.deps.db, uuid, {
        state: 'refund_due',
        chargeId: error.chargeId,
        cardLast4: error.last4,
        updatedAt: at,
      });
      return (await seatPurchaseByUuid(this.deps.db, uuid))!;
    });
    return outcome.state === 'refund_due' ? this.refund(outcome) : outcome;
  }

  private async refund(row: SeatPurchaseRow): Promise<SeatPurchaseRow> {
    await this.deps.provider.refund(row.chargeId!);
    await updateSeatPurchase(this.deps.db, row.uuid, { state: 'refunded', updatedAt: this.now() });
    return (await seatPurchaseByUuid(this.deps.db, row.uuid))!;
  }

  private settled(row: SeatPurchaseRow): Promise<SeatPurchaseRow> {
    return settledRow(row, async () => (await seatPurchaseByUuid(this.deps.db, row.uuid))!);
  }

  private async answerOf(row: SeatPurchaseRow, pnr: string): Promise<SeatPurchase> {
    switch (row.state) {
      case 'pending':
        throw new ConflictError(S.purchaseUnderWay, 'payment_in_progress');
      case 'failed':
        throw new PaymentFailedError(row.failureMessage ?? P.cardDeclined, row.failureCode ?? 'card_declined');
      case 'refund_due':
      case 'refunded':
        throw new ConflictError(S.purchaseSeatGone, 'seat_taken');
      default:
        return viewOf(this.deps.db, row, pnr);
    }
  }

  /** Settles purchases left pending or owed back (a crash, the processor away); how many. */
  async reconcile(): Promise<number> {
    const before = new Date(this.now().getTime() - (this.deps.reconcileAfterMs ?? RECONCILE_AFTER_MS));
    const stale = await unsettledSeatPurchases(this.deps.db, before, 50);
    for (const row of stale) {
      if (row.state === 'refund_due') {
        await this.refund(row);
        continue;
      }
      const reservation = (await reservationByUuid(this.deps.db, row.reservationUuid))!;
      const result = await this.deps.provider.retrieve(row.idempotencyKey);
      await this.settle(row.uuid, reservation.pnr, result ?? { ok: false, code: 'abandoned', message: P.processingError, chargeId: null });
    }
    return stale.length;
  }
}

/** A charged purchase whose seats went meanwhile: rolls the settle back, to be refunded. */
class SeatGone extends Error {
  constructor(
    readonly chargeId: string,
    readonly last4: string | null,
  ) {
    super('a bought seat was taken meanwhile');
  }
}
