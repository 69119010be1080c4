// Cancelling a paid booking, whole or in part (decision 218): the refund calculator's
// figures before the traveller confirms, then the cancellation in one transaction (tickets,
// seats back to the trips, points and store credit back, the refund row and the mail), and the
// card's part refunded by the processor after the commit, with a key, retried until done.

import { randomUUID } from 'node:crypto';
import { validate as isUuid } from 'uuid';
import { REFUND_MESSAGES as R, TRIP_MESSAGES as T } from '@landline/shared/messages';
import { needsWheelchairSpace } from '@landline/shared/passengers';
import type { CancelScope, RefundDetails } from '@landline/shared/schemas';
import { TICKET_STATES } from '@landline/shared/schemas';
import { recordAudit } from '../audit/log.js';
import { cartByUuid, issueCreditVoucher } from '../cart/service.js';
import { refuseWhilePaying } from '../charges/under-way.js';
import type { Clock } from '../clock/clock.js';
import { addCredit } from '../credits/service.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import type { Language } from '../http/language.js';
import { givePointsBack, memberTier } from '../loyalty/service.js';
import { enqueueMail } from '../mail/service.js';
import { mailTexts } from '../mail/texts/index.js';
import type { NetworkStore } from '../network/load.js';
import type { PaymentProvider } from '../charges/provider.js';
import type { FlightProvider } from '../flights/service.js';
import { cancel, cancelIfNothingBooked, lockReservation, reservationByUuid } from '../reservations/store.js';
import { decodeBookingToken } from '../search/booking-token.js';
import type { Asker, TripService } from '../trips/service.js';
import { isEditable } from '../trips/view.js';
import { describeCancellation } from './describe.js';
import { cancellationMail } from './mail.js';
import {
  cancelTickets,
  cartLinesOf,
  confirmedPaymentOf,
  flightReferencesOf,
  forgetFlights,
  insertRefund,
  markRefundDone,
  pendingRefundOfExchange,
  pendingRefunds,
  refundedSoFar,
  ticketsWithPassengers,
} from './queries.js';
import { refundDetails, splitExchange, type RefundItem } from './refund.js';

export interface CancellationDeps {
  db: Db;
  trips: TripService;
  network: NetworkStore;
  provider: PaymentProvider;
  /** The partner flights of a direction cancelled for everyone are cancelled with it. */
  flights: FlightProvider;
  clock: Clock;
  /** Card refunds pending this long are retried by settlePending (a crash, the processor away). */
  retryAfterMs?: number;
}

type Reservation = NonNullable<Awaited<ReturnType<typeof reservationByUuid>>>;
export type Quote = Awaited<ReturnType<CancellationService['quote']>>;

/** An edit's cancellation of the part it replaces: the new trip's cart, what of the worth it used, its PNR. */
export interface Exchange {
  cartUuid: string;
  applied: number;
  newPnr: string;
}

/** The refundable categories and their lines' labels (the shared texts, which French pages translate). */
const LABELS: Record<string, string> = {
  landline_ticket: R.landline_ticket,
  flight_ticket: R.flight_ticket,
  premium_seating: R.premium_seating,
  connection_guarantee: R.connection_guarantee,
  door_2_door: R.door_2_door,
  baggage: R.baggage,
};
const DIRECTION_OF: Record<string, 1 | 2> = { departure_trip: 1, departure_flight: 1, return_trip: 2, return_flight: 2 };
const WAY = { 1: R.departure, 2: R.return } as const;

export class CancellationService {
  constructor(private readonly deps: CancellationDeps) {}

  /** GET v2/cart/cart/{uuid}/get_refund_details/: the calculator for a scope, changing nothing. */
  async details(cartUuid: string, scope: CancelScope, asker: Asker): Promise<RefundDetails> {
    // A cart id that is not a UUID names no cart (and never reaches the database's uuid type).
    const cart = isUuid(cartUuid) ? await cartByUuid(this.deps.db, cartUuid) : undefined;
    const reservation = cart?.reservationUuid ? await reservationByUuid(this.deps.db, cart.reservationUuid) : undefined;
    if (!reservation) throw new NotFoundError(T.notFound);
    await this.deps.trips.access(this.deps.db, reservation.pnr, asker);
    const quote = await this.quote(this.deps.db, reservation, scope, this.deps.clock.now());
    // The refund lines and totals only: the quote also carries the payment, which is the payer's
    // (card holder, e-mail, charge), and a reference with a last name opens this (decision 233).
    const { can_cancel, reason, currency, lines, refund_to, total } = quote;
    return { can_cancel, reason, currency, lines, refund_to, total };
  }

  /** POST v2/booking/tickets/{pnr}/cancel/{segment?}/: cancels the scope and gives back its share. */
  async cancel(pnr: string, scope: CancelScope, asker: Asker) {
    const found = await this.deps.trips.access(this.deps.db, pnr, asker);
    const done = await this.cancelBooked(found.uuid, scope);
    const after = await this.deps.trips.access(this.deps.db, pnr, { userId: found.userId ?? asker.userId, lastName: asker.lastName });
    return { ...done, trip: await this.deps.trips.view(this.deps.db, after, this.deps.clock.now()) };
  }

  /**
   * An agent cancels for a caller (decision 281): the same rules and refund as the traveller's own
   * cancellation, with the agent's reason and the booking before and after on the audit log, in
   * the cancellation's transaction.
   */
  async cancelForCaller(reservationUuid: string, scope: CancelScope, agent: { actor: string; reason: string }) {
    return this.cancelBooked(reservationUuid, scope, async (tx, reservation, plan) => {
      await recordAudit(tx, this.deps.clock.now(), {
        actor: agent.actor,
        action: 'booking.cancel',
        target: `booking:${reservation.pnr}`,
        before: { state: reservation.state, tickets: plan.ticketsCancelled.length },
        after: { refund: plan.total, refund_to: plan.refund_to, scope },
        reason: agent.reason,
      });
    });
  }

  private async cancelBooked(
    reservationUuid: string,
    scope: CancelScope,
    record?: (tx: Db, reservation: Reservation, plan: Quote) => Promise<void>,
  ) {
    const { db } = this.deps;
    const at = this.deps.clock.now();
    const done = await inTransaction(db, async (tx) => {
      // One cancellation of a booking at a time: the second sees the first's tickets cancelled.
      const reservation = (await lockReservation(tx, reservationUuid))!;
      // Not while seats bought for it are being paid for (decision 233): their charge would outlive the tickets.
      await refuseWhilePaying(tx, reservation.uuid);
      const plan = await this.quote(tx, reservation, scope, at);
      if (!plan.can_cancel) throw new ConflictError(plan.reason ?? T.nothingToCancel, 'cannot_cancel');
      await record?.(tx, reservation, plan);
      return this.cancelIn(tx, reservation, plan, scope, at, null);
    });
    if (done.flightsReleased) this.deps.flights.invalidate();
    if (done.refund.card > 0 && done.chargeId) await this.refundCard(done.refund, done.chargeId);
    return { message: T.canceled, refund: done.total, voucher_code: done.voucherCode };
  }

  /**
   * Cancels a quoted scope in `tx`, the reservation locked by the caller: the tickets, their seats
   * and lift positions, partner flights of a direction no one rides, and gives back its worth.
   * With `exchange` (an edit, decision 221) `applied` cents of that worth paid for the new trip's
   * cart and are recorded as carried, not given back; the rest is refunded as a cancellation is.
   * The card's part is left 'pending' for the caller (or the sweeper) to ask the processor.
   */
  async cancelIn(tx: Db, reservation: Reservation, plan: Quote, scope: CancelScope, at: Date, exchange: Exchange | null) {
    const ids = plan.ticketsCancelled.map((t) => t.id);
    if ((await cancelTickets(tx, ids, at)) !== ids.length) throw new ConflictError(T.nothingToCancel, 'cannot_cancel');
    const parts = ([1, 2] as const)
      .map((way) => ({ way, gone: plan.ticketsCancelled.filter((t) => t.direction === way) }))
      .filter(({ gone }) => gone.length)
      .map(({ way, gone }) => ({
        direction: way,
        seats: gone.filter((t) => t.passengerType !== 'Infant').length,
        wheelchairs: gone.filter((t) => needsWheelchairSpace({ special_requirements: t.needs })).length,
        passengers: gone.map((t) => t.passenger),
      }));
    await cancel(tx, reservation.uuid, parts);
    // A direction no one rides any more gives its partner-flight seats back (a part of a party keeps them: the partner books by party).
    let flightsReleased = false;
    for (const way of new Set(plan.ticketsCancelled.map((t) => t.direction))) {
      if (plan.ticketsLeft.some((t) => t.direction === way)) continue;
      for (const reference of await flightReferencesOf(tx, reservation.uuid, way)) {
        await this.deps.flights.cancel(reference, tx);
        flightsReleased = true;
      }
      await forgetFlights(tx, reservation.uuid, way);
    }
    await cancelIfNothingBooked(tx, reservation.uuid);

    const payment = plan.payment;
    const reason = { reservationUuid: reservation.uuid, paymentId: payment.id, at };
    const { points } = plan.total;
    const { back, carried } = splitExchange(plan.total, exchange?.applied ?? 0);
    let voucherCode: string | null = null;
    if (points > 0 && payment.userId) await givePointsBack(tx, payment.userId, points, reason);
    if (back.credit > 0) {
      // A member's credit joins their balance; a guest has none, so theirs is a single-use voucher.
      if (reservation.userId) await addCredit(tx, reservation.userId, back.credit, 'refund', reason);
      else voucherCode = await issueCreditVoucher(tx, back.credit, at);
    }
    const refund = await insertRefund(tx, {
      paymentId: payment.id,
      reservationUuid: reservation.uuid,
      segment: scope.segment ?? null,
      passengers: [...new Set(plan.ticketsCancelled.map((t) => t.passenger))],
      card: back.card,
      storeCredits: back.credit,
      points,
      voucherCode,
      exchangeCartUuid: exchange?.cartUuid ?? null,
      carriedCard: carried.card,
      carriedStoreCredits: carried.credit,
      idempotencyKey: `refund_${randomUUID()}`,
      state: back.card > 0 ? 'pending' : 'done',
      createdAt: at,
      updatedAt: at,
    });
    const total = { card: back.card, store_credits: back.credit, points };
    // An edit that gives nothing back is told by the new booking's confirmation alone.
    if (!exchange || total.card + total.store_credits + total.points > 0) {
      await enqueueMail(
        tx,
        cancellationMail({
          to: plan.email,
          firstName: plan.firstName,
          pnr: reservation.pnr,
          what: exchange ? mailTexts(plan.language).cancellation.changedTo(plan.what, exchange.newPnr) : plan.what,
          legs: plan.legs,
          language: plan.language,
          currency: plan.currency,
          refund: total,
          voucherCode,
        }),
      );
    }
    if (flightsReleased && exchange) this.deps.flights.invalidate();
    return { refund, chargeId: payment.chargeId, total, voucherCode, flightsReleased };
  }

  /**
   * A disrupted departure's full refund (decision 279), in `tx` with the reservation locked by the
   * caller: the direction's tickets cancelled and its whole share given back where it was paid
   * from (the card's part to the card whatever the tier, store credit as credit, points as
   * points), whenever it is asked before the end of the choice, with the cancellation mail. Null
   * when nothing of the direction is booked any more. The caller hands the answer to
   * `afterRefund` once committed.
   */
  async refundDisruptedIn(tx: Db, reservation: Reservation, direction: 1 | 2, at: Date) {
    const scope: CancelScope = { segment: direction };
    const plan = await this.quote(tx, reservation, scope, at, reservation.language, true);
    if (!plan.can_cancel) return null;
    return this.cancelIn(tx, reservation, plan, scope, at, null);
  }

  /** After the commit of `refundDisruptedIn`: the partner-flight cache, then the card's part asked of the processor with the refund's key (the sweep retries it). */
  async afterRefund(done: {
    refund: { id: number; card: number; idempotencyKey: string };
    chargeId: string | null;
    flightsReleased: boolean;
  }) {
    if (done.flightsReleased) this.deps.flights.invalidate();
    if (done.refund.card > 0 && done.chargeId) await this.refundCard(done.refund, done.chargeId);
  }

  /** Refunds left 'pending' by cancelIn in an edit's checkout, asked of the processor now (after its commit). */
  async refundExchange(cartUuid: string): Promise<void> {
    const found = await pendingRefundOfExchange(this.deps.db, cartUuid);
    if (found?.chargeId) await this.refundCard(found.refund, found.chargeId);
  }

  /** Card refunds left pending (a crash between commit and processor, the processor away); how many it settled. */
  async settlePending(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - (this.deps.retryAfterMs ?? 120_000));
    let settled = 0;
    for (const { refund, chargeId } of await pendingRefunds(this.deps.db, before, 100)) {
      if (chargeId && (await this.refundCard(refund, chargeId))) settled++;
    }
    return settled;
  }

  /** Asks the processor for the card's part with the row's key; whether it is done. */
  private async refundCard(refund: { id: number; card: number; idempotencyKey: string }, chargeId: string): Promise<boolean> {
    try {
      await this.deps.provider.refundPart({ chargeId, amount: refund.card, idempotencyKey: refund.idempotencyKey });
    } catch {
      // Left pending: settlePending asks again with the same key, which refunds once.
      return false;
    }
    await markRefundDone(this.deps.db, refund.id, this.deps.clock.now());
    return true;
  }

  /**
   * Everything the calculator and the cancellation need, read in `db` (the calculator's figures and
   * the tickets), its words for the mail in `language`: the booking's, or for an edit the new
   * booking's, the language of the page it is paid on (issue 29).
   */
  async quote(
    db: Db,
    reservation: Reservation,
    scope: CancelScope,
    at: Date,
    language: Language = reservation.language,
    disrupted = false,
  ) {
    const payment = await confirmedPaymentOf(db, reservation.uuid);
    if (!payment) throw new NotFoundError(T.notFound);
    const rows = await ticketsWithPassengers(db, reservation.uuid);
    const known = new Set(rows.map((r) => r.ticket.passenger));
    const passengers = scope.passengers ?? [...known];
    if (passengers.some((p) => !known.has(p))) throw new ValidationError({ passengers: ['Choose passengers of this booking'] });
    if (scope.segment === 2 && !reservation.return) throw new ValidationError({ segment: ['This trip has no return'] });
    const directions: (1 | 2)[] = scope.segment ? [scope.segment] : reservation.return ? [1, 2] : [1];

    const trip = await this.deps.trips.view(db, reservation, at);
    const refusal =
      trip.state === TICKET_STATES.canceled
        ? T.cannotManageCanceled
        : !disrupted && !isEditable(Date.parse(trip.departure.departs_at), at.getTime())
          ? T.cancelTooLate
          : null;
    const weights = await this.fareWeights(reservation);
    const items: RefundItem[] = (await cartLinesOf(db, reservation.uuid))
      .map(({ item }) => item)
      .filter((i) => LABELS[i.category])
      .map((i) => {
        const direction = DIRECTION_OF[i.directionType ?? ''] ?? null;
        return {
          category: i.category,
          label: direction ? R.ofWay.replace('{label}', LABELS[i.category]).replace('{way}', WAY[direction]) : LABELS[i.category],
          price: i.price,
          priceLp: i.priceLp,
          quantity: i.quantity,
          paidWithPoints: i.paymentType === 'loyalty_points',
          direction,
        };
      });
    const typeOf = new Map(rows.map((r) => [r.ticket.passenger, r.passengerType]));
    const refunded = await refundedSoFar(db, payment.id);
    const owner = reservation.userId;
    // A disruption gives everything back where it came from (decision 279); else Silver and above to the card.
    const toCard = disrupted || (owner !== null && (await memberTier(db, owner, at)).tier !== 'Basic');
    const details = refundDetails({
      items,
      // The worth an edit carried over from a replaced booking comes back as credit would (decision 221).
      paid: { card: payment.amount, storeCredits: payment.storeCredits + payment.carriedOver, points: payment.points },
      refunded,
      tickets: rows.map((r) => ({
        passenger: r.ticket.passenger,
        direction: r.ticket.direction as 1 | 2,
        booked: r.ticket.state === TICKET_STATES.booked,
      })),
      weightOf: (passenger, direction) => weights[direction][typeOf.get(passenger) ?? 'AD'] ?? 1,
      scope: { directions, passengers },
      toCard,
      currency: payment.currency,
      refusal,
    });
    const byKey = new Map(rows.map((r) => [`${r.ticket.direction}|${r.ticket.passenger}`, r]));
    const gone = new Set(details.ticketsCancelled.map((t) => `${t.direction}|${t.passenger}`));
    const ticketsLeft = rows
      .filter((r) => r.ticket.state === TICKET_STATES.booked && !gone.has(`${r.ticket.direction}|${r.ticket.passenger}`))
      .map((r) => ({ direction: r.ticket.direction, passenger: r.ticket.passenger }));
    const cancelled = details.ticketsCancelled.map((t) => {
      const row = byKey.get(`${t.direction}|${t.passenger}`)!;
      return { id: row.ticket.id, direction: t.direction, passenger: t.passenger, passengerType: row.passengerType, needs: row.needs };
    });
    const lead = trip.passengers[0];
    // The passengers by name and the legs by carrier, place and time (decision 241).
    const { what, legs } = describeCancellation(
      trip,
      cancelled,
      ticketsLeft,
      (iata) => this.deps.trips.airlineName(iata),
      mailTexts(language),
    );
    return {
      ...details,
      reason: details.reason === 'nothing' ? T.nothingToCancel : details.reason,
      ticketsCancelled: cancelled,
      ticketsLeft,
      payment,
      email: payment.email,
      firstName: lead?.first_name ?? payment.holderName,
      currency: payment.currency,
      what,
      legs,
      language,
    };
  }

  /** Each fare type's price on a direction's rides: a passenger's weight in the party's fare. */
  private async fareWeights(reservation: Reservation): Promise<Record<1 | 2, Record<string, number>>> {
    const network = await this.deps.network.get();
    const weigh = (token: string | undefined) => {
      const fare = { AD: 0, CH: 0, Infant: 0 };
      for (const leg of decodeBookingToken(token)?.legs ?? []) {
        const service = leg.kind === 'ground' ? network.runs.get(leg.run)?.service : undefined;
        if (!service) continue;
        fare.AD += service.fare.adult;
        fare.CH += service.fare.child;
        fare.Infant += service.fare.infant;
      }
      // No ride priced (a flight-only direction): every passenger weighs the same.
      return fare.AD + fare.CH + fare.Infant > 0 ? fare : { AD: 1, CH: 1, Infant: 1 };
    };
    return { 1: weigh(reservation.departure.bookingToken), 2: weigh(reservation.return?.bookingToken) };
  }
}
