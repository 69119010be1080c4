// Premium seats bought for a booked trip (section 4 "Change seats", decision 222). A change that
// asks for a premium seat the passenger does not have yet changes nothing: it is quoted (the
// seats, their prices, for QUOTE_MINUTES) and paid by card through the charge routine
// (decisions 205, 258):
//   1. under the booking's lock: the quote still valid, the change still allowed; 'pending' with
//      an idempotency key;
//   2. the card charged with that key, outside any transaction;
//   3. under the lock again: the seats given, all of them, and 'confirmed' in one transaction; a
//      seat someone took meanwhile undoes the seats given and the charge is refunded.
// A crash between 2 and 3 leaves it pending: the reconciler asks the processor by the key.

import { validate as isUuid } from 'uuid';
import { PAYMENT_MESSAGES as P, SEAT_MESSAGES as S } from '@landline/shared/messages';
import type { SeatPurchase, SeatPurchasePayBody } from '@landline/shared/schemas';
import type { PaymentProvider } from '../charges/provider.js';
import { ChargeRoutine } from '../charges/routine.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError, PaymentFailedError, ValidationError } from '../http/errors.js';
import { lockReservation, reservationByUuid } from '../reservations/store.js';
import type { Asker, TripService } from '../trips/service.js';
import { seatPurchaseByUuid, seatPurchaseLedger, updateSeatPurchase, type SeatPurchaseRow } from './queries.js';
import { viewOf } from './quote.js';
import type { SeatService } from './service.js';

export interface SeatPurchaseDeps {
  db: Db;
  provider: PaymentProvider;
  trips: TripService;
  seats: SeatService;
  clock: Clock;
  /** Purchases left unsettled this long are the reconciler's (default two minutes). */
  reconcileAfterMs?: number;
}

export class SeatPurchaseService {
  /** The charge routine with the bought seats as its goods: a charge gives all of them, or is refunded. */
  private readonly charges: ChargeRoutine<SeatPurchaseRow, string, string>;

  constructor(private readonly deps: SeatPurchaseDeps) {
    this.charges = new ChargeRoutine(deps, {
      ledger: seatPurchaseLedger,
      keyPrefix: 'seats',
      describe: (pnr) => `Landline premium seats ${pnr}`,
      lockFirst: async (tx, row) => void (await lockReservation(tx, row.reservationUuid)),
      give: (tx, row) => this.giveSeatsIn(tx, row),
    });
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
    // changeTripSeat off: a quote that moves a seated passenger is not paid for (checked under the lock below).
    const changesOpen = await this.deps.seats.changesOpen();
    const begun = await this.charges.begin(() =>
      inTransaction(this.deps.db, async (tx) => {
        await lockReservation(tx, found.reservationUuid);
        const row = (await seatPurchaseLedger.lock(tx, uuid))!;
        // Paid, being paid or being refunded: that attempt's result is this one's too.
        if (row.state !== 'quoted' && row.state !== 'failed') return { fresh: false, row };
        const at = this.deps.clock.now();
        if (row.quotedUntil.getTime() <= at.getTime()) throw new ConflictError(S.purchaseExpired, 'expired');
        // Still a change the booking allows (not checked in, before check-in closes, the seats free now).
        await this.assertStillFree(tx, pnr, row, changesOpen);
        const change = {
          ...this.charges.attempt(),
          email: body.payment_data.email,
          failureCode: null,
          failureMessage: null,
          updatedAt: at,
        };
        await updateSeatPurchase(tx, uuid, change);
        return { fresh: true, row: { ...row, ...change } };
      }),
    );
    if (!begun.fresh) return this.answerOf(await this.charges.settledOf(begun.row), pnr);
    return this.answerOf(await this.charges.charge(begun.row, body.stripe_token, pnr), pnr);
  }

  /** The seats of the quote are still free for this booking (checked again at payment). */
  private async assertStillFree(tx: Db, pnr: string, row: SeatPurchaseRow, changesOpen: boolean): Promise<void> {
    if (!(await this.deps.seats.boughtSeatsFree(tx, pnr, row.direction, row.seats, changesOpen)))
      throw new ConflictError(S.taken, 'seat_taken');
  }

  /**
   * The goods of a charged purchase, in the settling transaction: every seat of the quote given,
   * or none (a savepoint undoes those given) when one was taken meanwhile or the change is no
   * longer allowed (checked in, too late, the passenger cancelled): then the charge goes back.
   */
  private async giveSeatsIn(tx: Db, row: SeatPurchaseRow): Promise<boolean> {
    const { pnr } = (await reservationByUuid(tx, row.reservationUuid))!;
    try {
      return await tx.transaction(async (savepoint) => {
        if (!(await this.deps.seats.giveBoughtSeats(savepoint, pnr, row.direction, row.seats))) throw new SeatGone();
        return true;
      });
    } catch (error) {
      if (error instanceof SeatGone || error instanceof ConflictError || error instanceof ValidationError) return false;
      throw error;
    }
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
  reconcile(): Promise<number> {
    return this.charges.reconcile();
  }
}

/** A bought seat taken meanwhile: undoes the seats given so far. */
class SeatGone extends Error {
  constructor() {
    super('a bought seat was taken meanwhile');
  }
}
