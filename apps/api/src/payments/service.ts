// Checkout (the booking spec's sections 4 and 7, decision 205): a held reservation becomes a paid,
// confirmed booking through the charge routine (decision 258), so a charge without a booking, or a
// booking without its charge, cannot be left behind:
//   1. under the reservation's lock: check the hold and the server's total, count the voucher's
//      use, take the store credit and the points, write the attempt 'pending' with an idempotency key;
//   2. the routine charges the card with that key (outside any transaction: a processor call may be slow);
//   3. under the lock again it records the answer and, for a charge, confirms the booking (the
//      goods below) in the same transaction. A crash between 2 and 3 leaves the attempt 'pending':
//      the reconciler asks the processor by the key and confirms or refunds.
// At most one attempt per cart is live (a unique index), so parallel checkouts of one cart wait
// for the first and answer its result: one charge, one booking.

import {
  ACCOUNT_MESSAGES as A,
  CART_CALL_MESSAGES as C,
  CART_MESSAGES as M,
  HOLD_MESSAGES as H,
  LOYALTY_MESSAGES as L,
  PAYMENT_MESSAGES as P,
} from '@landline/shared/messages';
import type { TierName } from '@landline/shared/cart';
import type { CheckoutAnswer, CheckoutBody } from '@landline/shared/schemas';
import { validate as isUuid } from 'uuid';
import {
  cartByUuid,
  cartTier,
  cartWithItems,
  loadCartAnswer,
  standingMessage,
  voucherStandingOfCode,
  type CartAnswer,
  type CartRow,
} from '../cart/service.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import type { Language } from '../http/language.js';
import {
  lockReservation,
  lockReservationCountingPassengers,
  reservationByUuid,
  setLanguage,
  type PassengerName,
  type ReservationRow,
} from '../reservations/store.js';
import { inTransaction } from '../db/transaction.js';
import { giveCreditBack, takeCredit } from '../credits/service.js';
import { givePointsBack, spendPoints } from '../loyalty/service.js';
import { ConflictError, ForbiddenError, NotFoundError, PaymentFailedError, UnauthorizedError, ValidationError } from '../http/errors.js';
import type { PaymentProvider } from '../charges/provider.js';
import { ChargeRoutine, RECONCILE_AFTER_MS } from '../charges/routine.js';
import {
  confirmReservation,
  giveBackVoucherUse,
  holdAtLeastUntil,
  insertPayment,
  livePayment,
  paymentById,
  paymentLedger,
  updatePayment,
  useVoucher,
  voucherIdByCode,
  type PaymentRow,
  confirmedPaymentOfReservation,
} from './queries.js';

/** A hold being paid stays held at least this long after the attempt starts (the card's answer comes well within it). */
export const PAYMENT_WINDOW_MS = 5 * 60_000;
export { RECONCILE_AFTER_MS };

/**
 * How a checkout pays with the booking an edit replaces (decision 221; the edits feature): without
 * it, no cart is an edit's.
 */
export type { PaymentRow };

export interface ExchangeHooks {
  /** In step 1, the cart's reservation locked: the cents of the cart the replaced booking pays (0: no edit); throws when it cannot. */
  prepare(tx: Db, cart: CartRow, answer: CartAnswer, at: Date): Promise<number>;
  /** In step 3 before the booking is confirmed: null (no edit), false (the replaced part cannot change now), or what changes it. */
  check(tx: Db, payment: PaymentRow, at: Date): Promise<null | false | (() => Promise<void>)>;
  /** After the confirmation's commit: the card's part of what the change gives back. */
  settled(payment: PaymentRow): Promise<void>;
}

/**
 * What the confirming transaction has already read of the booking (locked), its cart (priced as
 * charged) and its passengers (as ticketed), handed to `onConfirmed` so that the mail is made
 * without reading them again: on the embedded database every statement of that transaction holds
 * up every other request.
 */
export interface ConfirmedBooking {
  reservation: ReservationRow;
  cart: CartAnswer;
  /** The passengers' names, lead first, when this transaction issued their tickets. */
  passengers?: PassengerName[];
}

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  /** Runs in the confirming transaction (the confirmation mail, the referral reward). */
  onConfirmed?: (tx: Db, payment: PaymentRow, booking: ConfirmedBooking) => Promise<void>;
  /** Attempts older than this are the reconciler's (default RECONCILE_AFTER_MS). */
  reconcileAfterMs?: number;
  exchange?: ExchangeHooks;
}

/**
 * What a cart's price summary takes off with store credit and with its voucher, in cents, and the
 * voucher's share of what was bought in whole percent (a promo trip at 50 or more, decision 211).
 */
function adjustmentsOf(cart: CartAnswer): { storeCredits: number; voucherApplied: boolean; voucherCents: number; promoPercent: number } {
  const off = (category: string) => -cart.summary_lines.filter((l) => l.category === category).reduce((n, l) => n + l.amount, 0);
  const bought = cart.summary_lines.filter((l) => l.amount > 0).reduce((n, l) => n + l.amount, 0);
  const voucher = off('vouchers');
  return {
    storeCredits: off('store_credits'),
    voucherApplied: voucher > 0,
    voucherCents: voucher,
    promoPercent: bought > 0 ? Math.floor((voucher * 100) / bought) : 0,
  };
}

export class PaymentService {
  /** The charge routine with a booking as its goods: a charge confirms it, or is refunded when it cannot be. */
  private readonly charges: ChargeRoutine<PaymentRow, number, string>;
  /**
   * Per settling transaction: the booking as its lock read it, then its cart as the confirmation
   * priced it and its passengers as ticketed, for the steps after (the confirmation mail) to use
   * rather than read again.
   */
  private readonly read = new WeakMap<Db, { reservation: ReservationRow; cart?: CartAnswer; passengers?: PassengerName[] }>();
  /**
   * Per attempt confirmed by this request (its row as the confirmation returned it): the booking
   * and cart as confirmed, which the checkout answers without reading them back after the commit.
   */
  private readonly paid = new WeakMap<PaymentRow, ConfirmedBooking>();

  constructor(private readonly deps: PaymentDeps) {
    this.charges = new ChargeRoutine(deps, {
      ledger: paymentLedger,
      keyPrefix: 'pay',
      describe: (pnr) => `Landline booking ${pnr}`,
      lockFirst: async (tx, payment) => {
        const reservation = await lockReservation(tx, payment.reservationUuid);
        if (reservation) this.read.set(tx, { reservation });
      },
      give: (tx, payment) => this.confirmBookingIn(tx, payment),
      confirmed: async (tx, payment) => {
        const read = this.read.get(tx);
        const booking = read?.cart
          ? { reservation: read.reservation, cart: read.cart, passengers: read.passengers }
          : await this.bookingOf(tx, payment);
        // The cart was priced as charged, i.e. checked out: what reading it after the commit answers.
        this.paid.set(payment, booking);
        if (this.deps.onConfirmed) await this.deps.onConfirmed(tx, payment, booking);
      },
      giveBack: (tx, payment) => this.giveBackIn(tx, payment),
    });
  }

  /** The booking's confirmed payment, read in `db` (an agent resends its confirmation mail from it). */
  confirmedPayment(db: Db, reservationUuid: string): Promise<PaymentRow | undefined> {
    return confirmedPaymentOfReservation(db, reservationUuid);
  }

  /** PUT cart/check_out/; `language`: the page's, the booking's from now on (issue 29). */
  async checkout(body: CheckoutBody, userId: string | null = null, language: Language = 'en'): Promise<CheckoutAnswer> {
    const cart = isUuid(body.cart_id) ? await cartByUuid(this.deps.db, body.cart_id) : undefined;
    if (!cart || !cart.reservationUuid) throw new NotFoundError(H.cartNotFound);
    // A member's cart (their store credit in it) is paid in their session only.
    if (cart.userId && cart.userId !== userId) {
      if (!userId) throw new UnauthorizedError(A.notAuthenticated, 'not_authenticated');
      throw new ForbiddenError(C.cartOfAnother);
    }
    const started = await this.charges.begin(() =>
      inTransaction(this.deps.db, (tx) => this.begin(tx, cart.uuid, cart.reservationUuid!, body, language)),
    );
    // Another request's attempt (a double click, a second tab, a retry): its result is this one's
    // too, except the booking itself, which the first request answers (decision 233: a paid cart's
    // id is shown with its trip, so a replay must not open the payer's answer).
    if (started.kind === 'existing') return this.answerOf(await this.charges.settledOf(started.payment), 'replay');
    const { payment, edit } = started;
    if (payment.state === 'confirmed') return this.answerOf(await this.afterConfirmed(payment, edit));
    return this.answerOf(await this.afterConfirmed(await this.charges.charge(payment, body.stripe_token!, started.pnr), edit));
  }

  /** What follows a confirmation's commit: an edit's card refund of what the new trip left. */
  private async afterConfirmed(payment: PaymentRow, edit: boolean): Promise<PaymentRow> {
    if (payment.state === 'confirmed' && edit && this.deps.exchange) await this.deps.exchange.settled(payment);
    return payment;
  }

  /** Step 1, under the reservation's lock: the checks, the voucher and credit, the pending attempt. */
  private async begin(
    tx: Db,
    cartUuid: string,
    reservationUuid: string,
    body: CheckoutBody,
    language: Language,
  ): Promise<{ kind: 'existing'; payment: PaymentRow } | { kind: 'new'; payment: PaymentRow; pnr: string; edit: boolean }> {
    const locked = await lockReservationCountingPassengers(tx, reservationUuid);
    if (!locked) throw new NotFoundError(H.cartNotFound);
    const { reservation } = locked;
    const live = await livePayment(tx, cartUuid);
    if (live) return { kind: 'existing', payment: live };
    const at = this.deps.clock.now();
    if (reservation.state !== 'held' || reservation.heldUntil.getTime() <= at.getTime()) throw new ConflictError(P.notHeld, 'not_held');
    if (locked.passengers === 0) throw new ValidationError({ passengers: [P.passengersMissing] });
    // With the attempt, so the confirmation (whenever its charge settles) reads it; a refused attempt rolls it back.
    if (reservation.language !== language) await setLanguage(tx, reservationUuid, language);

    const { cart, items } = (await cartWithItems(tx, cartUuid))!;
    const answer = await loadCartAnswer(tx, cart, at, undefined, { reservation, items });
    // An edit's cart (the booking it replaces is a line of it) pays with that booking.
    const edit = answer.prev_cart !== null;
    // A voucher that stopped applying, or credit above the balance, is said before anything is charged.
    for (const refused of answer.refused) {
      throw new ValidationError({ [refused.category === 'vouchers' ? 'vouchers_id' : 'store_credits']: [refused.message] });
    }
    const amount = answer.summary;
    // With points the tickets cost summary_lp from the member's wallet; extras may still cost money.
    const points = answer.payment_type === 'loyalty_points' ? answer.summary_lp : 0;
    if (points > 0 && !cart.userId) throw new ValidationError({ payment_type: [L.loginToActivate] });
    if (amount > 0 && !body.stripe_token) throw new ValidationError({ stripe_token: [P.tokenRequired] });

    const { storeCredits, voucherApplied, voucherCents, promoPercent } = adjustmentsOf(answer);
    const carriedOver = (edit && (await this.deps.exchange?.prepare(tx, cart, answer, at))) || 0;
    const voucherId = voucherApplied && answer.voucher ? await voucherIdByCode(tx, answer.voucher.data.vouchers_id) : undefined;
    // The per-code limit: a conditional update, whose row lock the next checkout of this voucher waits for.
    if (voucherId !== undefined && !(await useVoucher(tx, voucherId))) throw new ValidationError({ vouchers_id: [M.voucherUsedUp] });
    if (voucherId !== undefined) {
      // Under that lock, the customer's own limit (decision 280): the payer's address counts too,
      // and another checkout of this voucher by them has committed or not started.
      const standing = await voucherStandingOfCode(tx, answer.voucher!.data.vouchers_id, cart, body.payment_data.email);
      if (standing) throw new ValidationError({ vouchers_id: [standingMessage(standing)] });
    }
    if (storeCredits > 0 && !cart.userId) throw new ValidationError({ store_credits: [M.storeCreditAboveBalance] });

    const payment = await insertPayment(tx, {
      cartUuid,
      reservationUuid,
      ...this.charges.attempt(),
      provider: amount > 0 ? this.deps.provider.name : 'none',
      amount,
      currency: answer.money_currency,
      storeCredits,
      points,
      carriedOver,
      promoPercent,
      // The member discount the total was priced with, kept with the payment (decision 211).
      memberTier: await cartTier(tx, cart, at),
      voucherId: voucherId ?? null,
      voucherCents: voucherId !== undefined ? voucherCents : 0,
      userId: cart.userId,
      holderName: body.payment_data.holder_name,
      email: body.payment_data.email,
      createdAt: at,
      updatedAt: at,
    });
    const reason = { reservationUuid, paymentId: payment.id, at };
    // Taken with the attempt, so a second tab cannot spend the same credit or points; a short balance rolls it all back.
    if (storeCredits > 0 && !(await takeCredit(tx, cart.userId!, storeCredits, reason))) {
      throw new ValidationError({ store_credits: [M.storeCreditAboveBalance] });
    }
    if (points > 0 && !(await spendPoints(tx, cart.userId!, points, reason))) {
      throw new ValidationError({ loyalty_points: [L.notEnoughPoints] });
    }
    if (amount === 0) {
      // Nothing to charge (credit and vouchers cover it): confirmed at once.
      this.read.set(tx, { reservation });
      const confirmed = await this.charges.confirmIn(tx, payment, null);
      return { kind: 'new', payment: confirmed ?? (await paymentById(tx, payment.id))!, pnr: reservation.pnr, edit };
    }
    await holdAtLeastUntil(tx, reservationUuid, new Date(at.getTime() + PAYMENT_WINDOW_MS));
    return { kind: 'new', payment, pnr: reservation.pnr, edit };
  }

  /**
   * The goods of a charged (or free) attempt: confirms its booking; false when its hold has ended
   * meanwhile, or when the cart no longer costs what was charged (decision 233: changes are
   * refused while an attempt is pending; this is the last line should one get round that).
   */
  private async confirmBookingIn(tx: Db, payment: PaymentRow): Promise<boolean> {
    const answer = await this.cartStillCharged(tx, payment);
    if (!answer) {
      await updatePayment(tx, payment.id, { failureCode: 'cart_changed', failureMessage: P.cartChangedWhilePaying });
      return false;
    }
    // An edit confirms the new trip and cancels the part it replaces together, or neither.
    const exchange = this.deps.exchange && answer.prev_cart ? await this.deps.exchange.check(tx, payment, this.deps.clock.now()) : null;
    if (exchange === false) return false;
    const ticketed = await confirmReservation(tx, payment.reservationUuid);
    if (!ticketed) return false;
    const read = this.read.get(tx);
    if (read) read.passengers = ticketed;
    if (exchange) await exchange();
    return true;
  }

  /**
   * The cart priced as the attempt took it, if it still costs what the attempt charges (money,
   * credit and points); null when not. Kept for the confirmation mail.
   */
  private async cartStillCharged(tx: Db, payment: PaymentRow): Promise<CartAnswer | null> {
    const found = await cartWithItems(tx, payment.cartUuid);
    if (!found) return null;
    const read = this.read.get(tx);
    const answer = await loadCartAnswer(
      tx,
      found.cart,
      payment.createdAt,
      { tier: (payment.memberTier as TierName | null) ?? null },
      { reservation: read?.reservation, items: found.items },
    );
    const points = answer.payment_type === 'loyalty_points' ? answer.summary_lp : 0;
    if (answer.summary !== payment.amount || points !== payment.points || adjustmentsOf(answer).storeCredits !== payment.storeCredits)
      return null;
    if (read) read.cart = answer;
    return answer;
  }

  /** A confirmed booking and its cart (priced as paid), read afresh in `db`. */
  private async bookingOf(tx: Db, payment: PaymentRow): Promise<ConfirmedBooking> {
    const reservation = (await reservationByUuid(tx, payment.reservationUuid))!;
    const { cart, items } = (await cartWithItems(tx, payment.cartUuid))!;
    const tier = (payment.memberTier as TierName | null) ?? null;
    return { reservation, cart: await loadCartAnswer(tx, cart, payment.createdAt, { tier }, { reservation, items }) };
  }

  /** What an attempt took besides the card: the voucher's use, the store credit, the points. */
  private async giveBackIn(tx: Db, payment: PaymentRow): Promise<void> {
    if (payment.voucherId !== null) await giveBackVoucherUse(tx, payment.voucherId);
    const reason = { reservationUuid: payment.reservationUuid, paymentId: payment.id, at: this.deps.clock.now() };
    if (payment.storeCredits > 0 && payment.userId) await giveCreditBack(tx, payment.userId, payment.storeCredits, reason);
    if (payment.points > 0 && payment.userId) await givePointsBack(tx, payment.userId, payment.points, reason);
  }

  /** The checkout's answer for a settled attempt: the booking (to the request that paid it), or why there is none. */
  private async answerOf(payment: PaymentRow, replay?: 'replay'): Promise<CheckoutAnswer> {
    switch (payment.state) {
      case 'pending':
        throw new ConflictError(P.alreadyPaying, 'payment_in_progress');
      case 'failed':
        throw new PaymentFailedError(payment.failureMessage ?? P.cardDeclined, payment.failureCode ?? 'card_declined');
      case 'refund_due':
      case 'refunded':
        if (payment.failureCode === 'cart_changed') throw new ConflictError(P.cartChangedWhilePaying, 'cart_changed');
        throw new ConflictError(P.notHeld, 'not_held');
      case 'confirmed': {
        if (replay) throw new ConflictError(P.alreadyPaid, 'already_paid');
        const known = this.paid.get(payment);
        const { reservation, cart: answer } = known ?? (await this.bookingOf(this.deps.db, payment));
        return {
          ...answer,
          // Confirmed by this request's commit (the row its lock read still said held).
          booking: { reservation_uuid: reservation.uuid, pnr: reservation.pnr, state: known ? 'confirmed' : reservation.state },
          payment: { amount: payment.amount, currency: payment.currency, card_last4: payment.cardLast4, points: payment.points },
        };
      }
    }
  }

  /**
   * Settles attempts left unsettled (a crash between the charge and its answer, a processor that
   * could not be reached): the charge routine's reconciler over the payments. Returns how many.
   */
  reconcile(): Promise<number> {
    return this.charges.reconcile();
  }
}
