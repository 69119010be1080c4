// Edit trip (decision 221): a booked trip, or one direction of it, is replaced by a new
// trip chosen through the usual search and hold. The new trip's cart names the booking it replaces
// (POST v2/cart/cart/{uuid}/assign_previous_cart/): the passengers are copied, and the replaced
// part's worth (the refund calculator's money figure) pays for the new trip before anything else
// is due. At checkout, in the transaction that confirms the new booking, the replaced tickets are
// cancelled and their seats go back; what the new trip leaves of the worth is refunded as a
// cancellation would refund it. Either both bookings change or neither does.

import { validate as isUuid } from 'uuid';
import type { FeatureFlag } from '@landline/shared/constants';
import { CART_CALL_MESSAGES as C, HOLD_MESSAGES as H, TRIP_MESSAGES as T } from '@landline/shared/messages';
import { passengersRequestSchema, type AssignPreviousCartBody, type Cart, type CancelScope } from '@landline/shared/schemas';
import type { ReservationService } from '../bookings/service.js';
import {
  cartByUuid,
  previousBookingOf,
  setPreviousBooking,
  type CartRow,
  type CartService,
  type PreviousBooking,
} from '../cart/service.js';
import type { CancellationService, Quote } from '../cancellation/service.js';
import { refuseWhilePaying } from '../charges/under-way.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, parseInput, ValidationError } from '../http/errors.js';
import type { ExchangeHooks, PaymentRow } from '../payments/service.js';
import { lockReservation, reservationByUuid, type ReservationRow } from '../reservations/store.js';
import type { Asker, TripService } from '../trips/service.js';
import { otherLiveEdit } from './queries.js';

export interface EditDeps {
  db: Db;
  trips: TripService;
  cancellations: CancellationService;
  reservations: ReservationService;
  carts: CartService;
  clock: Clock;
  /**
   * A feature flag's value now (the settings store, decision 280), read through `tx` inside a
   * transaction; without, editing is always open. editTrip off refuses every edit.
   */
  flag?: (name: FeatureFlag, tx?: Db) => Promise<boolean>;
}

const PARTY_KEYS = { AD: 'adults', CH: 'children', Infant: 'infants' } as const;

/** The replaced part's figures as the cart keeps them. */
function previousFrom(old: ReservationRow, segment: 1 | 2 | null, quote: Quote): PreviousBooking {
  const { can_cancel, reason, currency, lines, refund_to, total } = quote;
  return {
    bookingReference: old.pnr,
    reservationUuid: old.uuid,
    segment,
    worth: total.card + total.store_credits,
    card: total.card,
    details: { can_cancel, reason, currency, lines, refund_to, total },
  };
}

export class EditService implements ExchangeHooks {
  constructor(private readonly deps: EditDeps) {}

  /** POST v2/cart/cart/{uuid}/assign_previous_cart/: the held cart's trip replaces (part of) a booking. */
  async assignPrevious(cartUuid: string, body: AssignPreviousCartBody, asker: Asker): Promise<Cart> {
    const { db } = this.deps;
    await this.assertOpen();
    const at = this.deps.clock.now();
    const cart = isUuid(cartUuid) ? await cartByUuid(db, cartUuid) : undefined;
    const fresh = cart?.reservationUuid ? await reservationByUuid(db, cart.reservationUuid) : undefined;
    if (!cart || !fresh) throw new NotFoundError(H.cartNotFound);
    this.assertHeld(cart, fresh, at);
    const old = await this.deps.trips.access(db, body.booking_reference, asker);
    // A member's booking is changed in their session, and the new trip is theirs as well (403, not
    // 401: a 401 would end the session of another member looking at it).
    if (old.userId && asker.userId !== old.userId) throw new ForbiddenError(T.editLogIn);
    if (cart.userId && cart.userId !== old.userId) throw new ForbiddenError(C.cartOfAnother);
    const segment = this.segmentOf(old, fresh, body.segment);
    const quote = await this.quote(db, old, fresh, segment, at);

    if (old.userId && !cart.userId) await this.deps.carts.assignToUser(cart.uuid, old.userId);
    await this.copyPassengers(old, fresh, cart, quote);
    await inTransaction(db, async (tx) => {
      const locked = (await lockReservation(tx, fresh.uuid))!;
      this.assertHeld((await cartByUuid(tx, cart.uuid))!, locked, at);
      await refuseWhilePaying(tx, fresh.uuid);
      await setPreviousBooking(tx, cart.uuid, previousFrom(old, segment, quote));
    });
    return this.deps.carts.cart(cart.uuid);
  }

  /**
   * ExchangeHooks.prepare, in checkout's first transaction with the new reservation locked: the
   * replaced booking is locked and quoted again; the cart must still say what it is worth.
   */
  async prepare(tx: Db, cart: CartRow, answer: Cart, at: Date): Promise<number> {
    const previous = await previousBookingOf(tx, cart.uuid);
    if (!previous) return 0;
    // A change begun before editTrip went off is not paid for while it is off (nothing has moved yet).
    await this.assertOpen(tx);
    const fresh = (await reservationByUuid(tx, cart.reservationUuid!))!;
    const old = await lockReservation(tx, previous.reservationUuid);
    if (!old) throw new NotFoundError(T.notFound);
    // Under the replaced booking's lock: a second new trip paid for with it waits here, then sees the first.
    if (await otherLiveEdit(tx, old.uuid, cart.uuid)) throw new ConflictError(T.editInProgress, 'edit_in_progress');
    const quote = await this.quote(tx, old, fresh, previous.segment, at);
    if (!this.sameWorth(previous, quote)) throw new ConflictError(T.editValueChanged, 'edit_value_changed');
    return -answer.summary_lines.filter((l) => l.category === 'previous_landline_ticket').reduce((n, l) => n + l.amount, 0);
  }

  /**
   * ExchangeHooks.check, in the confirming transaction before the new booking is confirmed: null
   * for a cart that is no edit's; false when the replaced part can no longer be cancelled at the
   * worth paid with (the charge is then refunded); else what cancels it, to run once confirmed.
   */
  async check(tx: Db, payment: PaymentRow, at: Date): Promise<null | false | (() => Promise<void>)> {
    const previous = await previousBookingOf(tx, payment.cartUuid);
    if (!previous) return null;
    const fresh = (await reservationByUuid(tx, payment.reservationUuid))!;
    const old = await lockReservation(tx, previous.reservationUuid);
    if (!old) return false;
    let quote: Quote;
    try {
      quote = await this.quote(tx, old, fresh, previous.segment, at);
    } catch {
      return false;
    }
    if (!this.sameWorth(previous, quote)) return false;
    const scope: CancelScope = previous.segment ? { segment: previous.segment } : {};
    return async () => {
      await this.deps.cancellations.cancelIn(tx, old, quote, scope, at, {
        cartUuid: payment.cartUuid,
        applied: payment.carriedOver,
        newPnr: fresh.pnr,
      });
    };
  }

  /** ExchangeHooks.settled, after checkout's commit: the card's part of what the change gives back. */
  async settled(payment: PaymentRow): Promise<void> {
    await this.deps.cancellations.refundExchange(payment.cartUuid);
  }

  /** Edits are open while the editTrip flag is on (decision 280, "every flag has its rule"). */
  private async assertOpen(tx?: Db): Promise<void> {
    if (this.deps.flag && !(await this.deps.flag('editTrip', tx))) throw new BadRequestError({ detail: T.editOff });
  }

  private sameWorth(previous: PreviousBooking, quote: Quote): boolean {
    return previous.worth === quote.total.card + quote.total.store_credits && previous.card === quote.total.card;
  }

  private assertHeld(cart: CartRow, fresh: ReservationRow, at: Date): void {
    if (fresh.state !== 'held' || fresh.heldUntil.getTime() <= at.getTime() || cart.checkedOut) {
      throw new ConflictError(T.editNotHeld, 'not_held');
    }
  }

  /**
   * Which part of the old trip the new one replaces: a round trip for a round trip (null, the
   * whole), a one-way trip for a one-way trip (null) or for the named direction of a round trip.
   */
  private segmentOf(old: ReservationRow, fresh: ReservationRow, asked: 1 | 2 | undefined): 1 | 2 | null {
    const oldRound = old.return !== null;
    const freshRound = fresh.return !== null;
    if (!oldRound && !freshRound && (asked ?? 1) === 1) return null;
    if (oldRound && freshRound && asked === undefined) return null;
    if (oldRound && !freshRound && asked !== undefined) return asked;
    throw new ValidationError({ segment: [T.editSegmentRequired] });
  }

  /** The replaced part's quote, refused when it cannot be changed or the new party is not its own. */
  private async quote(db: Db, old: ReservationRow, fresh: ReservationRow, segment: 1 | 2 | null, at: Date): Promise<Quote> {
    // Its mail speaks the new booking's language, the page the change is made on (issue 29).
    const quote = await this.deps.cancellations.quote(db, old, segment ? { segment } : {}, at, fresh.language);
    if (quote.payment.points > 0) throw new ConflictError(T.editPaidWithMiles, 'paid_with_miles');
    if (!quote.can_cancel) throw new ConflictError(quote.reason ?? T.nothingToCancel, 'cannot_edit');
    const party = { adults: 0, children: 0, infants: 0 };
    const seen = new Set<number>();
    for (const t of quote.ticketsCancelled) {
      if (seen.has(t.passenger)) continue;
      seen.add(t.passenger);
      party[PARTY_KEYS[t.passengerType as keyof typeof PARTY_KEYS] ?? 'adults']++;
    }
    if (party.adults !== fresh.adults || party.children !== fresh.children || party.infants !== fresh.infants) {
      throw new ValidationError({ passengers: [T.editPartyDiffers] });
    }
    return quote;
  }

  /** The replaced part's passengers become the new trip's, checked by the passengers call's own rules. */
  private async copyPassengers(old: ReservationRow, fresh: ReservationRow, cart: CartRow, quote: Quote): Promise<void> {
    const { reservations } = this.deps;
    const keep = new Set(quote.ticketsCancelled.map((t) => t.passenger));
    const travellers = (await reservations.reservation(old.uuid)).passengers.filter((_, idx) => keep.has(idx));
    const context = await reservations.passengerContext(fresh.searchUuid, cart.uuid);
    const body = parseInput(passengersRequestSchema(context), {
      passengers: travellers.map(({ age: _, ...p }) => p),
      cart_id: '',
      payment_type: 'regular',
      booking_token: fresh.departure.bookingToken,
      is_edit: true,
    });
    await reservations.savePassengers(fresh.uuid, body, old.userId);
  }
}
