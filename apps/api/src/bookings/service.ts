// Holds: the chosen itinerary becomes a reservation whose seats are held on every leg (ground
// trips and partner flights, all or none, in one transaction), with a booking reference and a
// cart. The heartbeat keeps a hold alive; an expired hold gives its seats back (decision 194).

import { randomUUID } from 'node:crypto';
import { validate as isUuid } from 'uuid';
import { partyPrice, type Currency } from '@landline/shared/money';
import { HOLD_MESSAGES as H } from '@landline/shared/messages';
import { HELD_SEATS_PER_HOLDER } from '@landline/shared/constants';
import { seatsFor } from '@landline/shared/rules';
import { needsWheelchairSpace } from '@landline/shared/passengers';
import type { Cart, Heartbeat, ItineraryUpdate, PassengersBody, PassengersSchemaContext, Reservation } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/faults.js';
import { inTransaction } from '../db/transaction.js';
import type { FlightProvider, TokenFlightLeg } from '../flights/service.js';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import type { Language } from '../http/language.js';
import type { NetworkStore } from '../network/load.js';
import { materialiseTrips } from '../network/materialise.js';
import type { AvailabilityCache } from '../search/availability.js';
import { decodeBookingToken, type BookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import { checkItinerary } from '../search/check.js';
import { flightFare } from '../search/plan.js';
import type { SearchService } from '../search/service.js';
import { applyPaymentMode, cartAnswer, cartByUuid, loadCartAnswer } from '../cart/service.js';
import { refuseWhilePaying } from '../charges/under-way.js';
import { epochMs, type Clock } from '../clock/clock.js';
import { isLiveHold } from '../reservations/machine.js';
import {
  expiredHolds,
  extend,
  heldRides,
  hold,
  lockReservation,
  moveWheelchairs,
  release,
  reservationByUuid,
  type ReservationRow,
  type ReservedDirection,
} from '../reservations/store.js';
import { heldUntil, newPnr } from './hold-policy.js';
import {
  cartOfReservation,
  insertReservationFlight,
  lockHolders,
  passengersOf,
  replacePassengers,
  tripIds,
  type CartItemRow,
  type PassengerRow,
} from './queries.js';

export interface ReservationDeps {
  db: Db;
  network: NetworkStore;
  search: SearchService;
  availability: AvailabilityCache;
  flights?: FlightProvider;
  /** Limits on what one holder keeps held (on unless a load benchmark lifts the per-client limits). */
  holderLimits?: boolean;
  /** The database runs one transaction at a time (the embedded one): see locksHolders. */
  oneTransactionAtATime?: boolean;
  /** The app's clock (decision 256): the re-check before a hold reads it. */
  clock: Clock;
}

/** Who makes a hold: the client's address and the session's member, if any (decision 233). */
export interface Holder {
  client?: string;
  userId: string | null;
}

/** One direction of the chosen itinerary, decoded and priced for the party. */
interface PricedDirection {
  direction: 1 | 2;
  token: BookingToken;
  reserved: ReservedDirection;
}

const DIRECTION_TYPES = {
  1: { ground: 'departure_trip', flight: 'departure_flight' },
  2: { ground: 'return_trip', flight: 'return_flight' },
};
const DIRECTION_NAMES = { 1: 'Departure', 2: 'Return' };
/** Booking references are drawn at random: a clash (1 in ~600 million) is drawn again. */
const PNR_ATTEMPTS = 5;

export class ReservationService {
  /** Trip ids by 'run|date' (tripIdsOf). */
  private readonly tripIds = new Map<string, number>();

  constructor(private readonly deps: ReservationDeps) {}

  /**
   * PUT bookings/{uuid}/itinerary/: re-checks and re-prices the chosen itinerary, then holds its
   * seats. A hold the traveller already has (reservation_uuid) is released in the same transaction.
   * `language`: the page's (issue 29), the booking's until it is paid.
   */
  async hold(
    searchUuid: string,
    input: ItineraryUpdate,
    holder: Holder = { userId: null },
    language: Language = 'en',
  ): Promise<Reservation> {
    const params = await this.deps.search.storedParams(searchUuid);
    if (!params) throw new NotFoundError(H.searchGone);
    const party = { adults: params.passengers_adults, children: params.passengers_children, infants: params.passengers_infants };
    if (
      input.passengers_adults !== party.adults ||
      input.passengers_children !== party.children ||
      input.passengers_infants !== party.infants
    ) {
      throw new ValidationError({ passengers: [H.partyChanged] });
    }
    const seats = seatsFor(party);
    if (input.pnum !== undefined && input.pnum !== seats) throw new ValidationError({ pnum: [H.partyChanged] });
    if (params.one_way && input.return_flight) throw new ValidationError({ return_flight: [H.returnNotAllowed] });
    if (!params.one_way && !input.return_flight) throw new ValidationError({ return_flight: [H.returnMissing] });

    const chosen: [1 | 2, string][] = [[1, input.departure_flight.booking_token]];
    if (input.return_flight) chosen.push([2, input.return_flight.booking_token]);
    const priced: PricedDirection[] = [];
    for (const [direction, bookingToken] of chosen) {
      const token = decodeBookingToken(bookingToken);
      const field = direction === 1 ? 'departure_flight' : 'return_flight';
      const refuse = () => new ValidationError({ [field]: [H.wrongDirection] });
      if (!token || token.way !== direction) throw refuse();
      // The live figures: the leg still runs, has not closed, the legs join up in one currency,
      // the air fare is the one shown; a token that names no journey is refused as one that does
      // not decode. Seats are not counted here (pnum 0): they are taken below under the rows'
      // locks, after the traveller's previous hold, if any, has given its own back.
      const check = await checkItinerary(this.deps, { booking_token: bookingToken, pnum: 0, bnum: input.bnum }, refuse);
      priced.push({ direction, token, reserved: await this.price(bookingToken, token, party, check.flight_price_per_adult) });
    }

    const made = await this.tripIdsOf(priced.flatMap((p) => p.token.legs.filter((l): l is TokenGroundLeg => l.kind === 'ground')));

    // A hold that writes nothing but itself is one statement, atomic on its own: no BEGIN and
    // COMMIT around it (decision 313). Replacing an earlier hold, booking partner flights or locking
    // the holders first makes it a transaction of several.
    const alone =
      !input.reservation_uuid && !priced.some((p) => p.token.legs.some((l) => l.kind === 'flight')) && !this.locksHolders(holder);
    for (let attempt = 1; ; attempt++) {
      try {
        const holdIn = (db: Db) => this.holdIn(db, searchUuid, params.one_way, party, priced, input, made, holder, language);
        const reservation = alone ? await holdIn(this.deps.db) : await inTransaction(this.deps.db, holdIn);
        this.deps.availability.clear();
        return reservation;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= PNR_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The trip of each ground leg ('run|date' → id), made from the timetable when it was not yet
   * (trips exist 120 days ahead from start-up). A trip's id never changes, so ids are kept.
   */
  private async tripIdsOf(legs: TokenGroundLeg[]): Promise<Map<string, number>> {
    const key = (l: { run: number; date: string }) => `${l.run}|${l.date}`;
    const unknown = legs.filter((l) => !this.tripIds.has(key(l)));
    if (unknown.length) {
      let found = await tripIds(this.deps.db, unknown);
      const missing = new Set(unknown.filter((l) => !found.has(key(l))).map((l) => l.date));
      if (missing.size) {
        for (const date of missing) await materialiseTrips(this.deps.db, date, date);
        found = await tripIds(this.deps.db, unknown);
      }
      if (this.tripIds.size > 100_000) this.tripIds.clear();
      for (const [k, id] of found) this.tripIds.set(k, id);
    }
    return this.tripIds;
  }

  /** The hold itself, in one transaction: seats on every leg, the reservation, its cart. */
  private async holdIn(
    tx: Db,
    searchUuid: string,
    oneWay: boolean,
    party: { adults: number; children: number; infants: number },
    priced: PricedDirection[],
    input: ItineraryUpdate,
    /** The trip id of each ground leg ('run|date'): trips are never deleted, so read once before. */
    ids: Map<string, number>,
    holder: Holder,
    language: Language,
  ): Promise<Reservation> {
    const now = epochMs(this.deps.clock);
    if (input.reservation_uuid) await this.replaceIn(tx, input.reservation_uuid, input.cart_id ?? null);
    const seats = seatsFor(party);
    if (this.locksHolders(holder)) await lockHolders(tx, holder);
    const groundLegs = priced.flatMap((p) =>
      p.token.legs.filter((l): l is TokenGroundLeg => l.kind === 'ground').map((leg) => ({ leg, direction: p.direction })),
    );
    // Locked in one order (trip id) by every hold, so two holds never wait on each other in a cycle.
    const holds = groundLegs
      .map(({ leg, direction }) => ({ tripId: ids.get(`${leg.run}|${leg.date}`), direction }))
      .sort((a, b) => (a.tripId ?? 0) - (b.tripId ?? 0));
    if (holds.some((h) => h.tripId === undefined)) throw new ConflictError(H.soldOut, 'sold_out');

    const row: ReservationRow = {
      uuid: randomUUID(),
      pnr: newPnr(),
      searchUuid,
      state: 'held',
      oneWay,
      ...party,
      departure: priced[0].reserved,
      return: priced[1]?.reserved ?? null,
      userId: null,
      holderClient: holder.client ?? null,
      holderUserId: holder.userId,
      language,
      heldUntil: heldUntil(now, now),
      createdAt: new Date(now),
    };
    const cart = { uuid: randomUUID(), currency: priced[0].reserved.currency, createdAt: new Date(now) };
    const lines = priced.flatMap(({ direction, reserved }) => [
      ...(reserved.landlinePrice > 0 || reserved.flightPrice === 0
        ? [
            {
              category: 'landline_ticket',
              name: `${DIRECTION_NAMES[direction]} trip`,
              price: reserved.landlinePrice,
              quantity: 1,
              directionType: DIRECTION_TYPES[direction].ground,
            },
          ]
        : []),
      ...(reserved.flightPrice > 0
        ? [
            {
              category: 'flight_ticket',
              name: `${DIRECTION_NAMES[direction]} flight`,
              price: reserved.flightPrice,
              quantity: 1,
              directionType: DIRECTION_TYPES[direction].flight,
            },
          ]
        : []),
    ]);
    // The holder's limits, the seats on every trip, then the reservation, its rides, cart and lines
    // (too many held or sold out: nothing is held).
    const itemIds = await hold(tx, {
      reservation: row,
      trips: holds.map((h) => ({ tripId: h.tripId!, direction: h.direction, seats })),
      cart,
      items: lines,
      counted:
        this.deps.holderLimits === false
          ? undefined
          : { client: holder.client ?? null, userId: holder.userId, most: HELD_SEATS_PER_HOLDER, at: new Date(now) },
    });
    for (const p of priced) {
      const flightLegs = p.token.legs.filter((l): l is TokenFlightLeg => l.kind === 'flight');
      if (!flightLegs.length) continue;
      if (!this.deps.flights) throw new ValidationError({ booking_token: [H.wrongDirection] });
      const reference = await this.deps.flights.book(flightLegs, seats, tx);
      await insertReservationFlight(tx, { reservationUuid: row.uuid, direction: p.direction, reference });
    }
    const items: CartItemRow[] = lines.map((line, i) => ({
      ...line,
      id: itemIds[i],
      cartUuid: cart.uuid,
      priceLp: 0,
      paymentType: 'regular',
      data: {},
    }));
    // A new cart holds its tickets only: no voucher, no store credit yet.
    const answer = cartAnswer({
      cart: { uuid: cart.uuid, currency: cart.currency, checkedOut: false },
      pnr: row.pnr,
      items,
      voucher: null,
      storeCreditBalance: 0,
      walletPoints: null,
      at: new Date(now),
    });
    return this.view(row, answer);
  }

  /** The whole party's price of one direction: ground fares from the network, air fares as re-checked. */
  private async price(
    bookingToken: string,
    token: BookingToken,
    party: { adults: number; children: number; infants: number },
    flightPerAdult: number,
  ): Promise<ReservedDirection> {
    const network = await this.deps.network.get();
    let landlinePrice = 0;
    let currency: Currency = 'USD';
    token.legs.forEach((leg, i) => {
      if (leg.kind !== 'ground') return;
      const service = network.runs.get(leg.run)!.service;
      landlinePrice += partyPrice(service.fare, party);
      if (i === 0 || token.legs[0].kind !== 'ground') currency = service.currency;
    });
    const flightPrice = flightPerAdult ? partyPrice(flightFare(flightPerAdult), party) : 0;
    return { bookingToken, landlinePrice, flightPrice, currency };
  }

  /**
   * Whether a hold locks its holders before it counts their held seats (HELD_SEATS_PER_HOLDER,
   * decision 233: anonymous holds kept a coach "sold out"): so that two holds of one holder count
   * one after the other, where transactions run side by side. The embedded database runs one at a
   * time, so nothing can commit between the hold statement's snapshot and its end (decision 313).
   */
  private locksHolders(holder: Holder): boolean {
    return this.deps.holderLimits !== false && !this.deps.oneTransactionAtATime && (Boolean(holder.client) || holder.userId !== null);
  }

  /**
   * Releases the hold a new one replaces, in the new hold's transaction: only with its cart, the
   * holder's proof (a reservation uuid alone may have been seen elsewhere), and never while it is
   * being paid for (decision 233).
   */
  private async replaceIn(tx: Db, reservationUuid: string, cartUuid: string | null): Promise<void> {
    const cart = cartUuid ? await cartByUuid(tx, cartUuid) : undefined;
    if (!cart || cart.reservationUuid !== reservationUuid) throw new ValidationError({ reservation_uuid: [H.notYourHold] });
    const row = await lockReservation(tx, reservationUuid);
    if (row?.state !== 'held') return;
    await refuseWhilePaying(tx, reservationUuid);
    await this.releaseIn(tx, reservationUuid, 'released');
  }

  /** POST v2/booking/reservations/{uuid}/heartbeat/: keeps a live hold alive; says when it is gone. */
  async heartbeat(uuid: string): Promise<Heartbeat> {
    if (!isUuid(uuid)) throw new NotFoundError(H.reservationNotFound);
    const now = epochMs(this.deps.clock);
    const outcome = await inTransaction(this.deps.db, async (tx) => {
      const row = await lockReservation(tx, uuid);
      if (!row) throw new NotFoundError(H.reservationNotFound);
      // The state says why a hold is gone (decision 245): a tab whose hold another replaced is told so.
      if (row.state !== 'held') return { alive: false, held_until: null, state: row.state, released: false };
      if (row.heldUntil.getTime() <= now) {
        await this.releaseIn(tx, uuid, 'expired');
        return { alive: false, held_until: null, state: 'expired' as const, released: true };
      }
      const until = heldUntil(row.createdAt.getTime(), now);
      await extend(tx, uuid, until);
      return { alive: true, held_until: until.toISOString(), state: 'held' as const, released: false };
    });
    if (outcome.released) this.deps.availability.clear();
    return { alive: outcome.alive, held_until: outcome.held_until, state: outcome.state };
  }

  /** The reservation with its cart (GET v2/booking/reservations/{uuid}/). */
  async reservation(uuid: string): Promise<Reservation> {
    if (!isUuid(uuid)) throw new NotFoundError(H.reservationNotFound);
    const row = await reservationByUuid(this.deps.db, uuid);
    const cart = row && (await cartOfReservation(this.deps.db, uuid));
    if (!row || !cart) throw new NotFoundError(H.reservationNotFound);
    return this.view(row, await loadCartAnswer(this.deps.db, cart, this.deps.clock.now()), await passengersOf(this.deps.db, uuid));
  }

  /**
   * What the passengers of the hold behind a cart are checked against (PUT bookings/{uuid}/passengers/
   * names the search in its path and the hold by `cart_id`): its first and last travel dates, party,
   * whether it connects with a flight.
   */
  async passengerContext(searchUuid: string, cartId: unknown): Promise<PassengersSchemaContext & { reservationUuid: string }> {
    const cart = typeof cartId === 'string' && isUuid(cartId) ? await cartByUuid(this.deps.db, cartId) : undefined;
    const row = cart?.reservationUuid ? await reservationByUuid(this.deps.db, cart.reservationUuid) : undefined;
    if (!row || row.searchUuid !== searchUuid) throw new NotFoundError(H.reservationNotFound);
    const tokens = [row.departure, row.return]
      .filter((d): d is ReservedDirection => d !== null)
      .map((d) => decodeBookingToken(d.bookingToken)!);
    const dates = tokens.flatMap((t) => t.legs.map((l) => l.date)).sort();
    return {
      reservationUuid: row.uuid,
      firstDeparture: dates[0],
      lastDeparture: dates[dates.length - 1],
      party: { adults: row.adults, children: row.children, infants: row.infants },
      hasFlight: tokens.some((t) => t.legs.some((l) => l.kind === 'flight')),
      oneWay: row.oneWay,
    };
  }

  /**
   * PUT bookings/{uuid}/passengers/: stores the passengers of a live hold and, in the same
   * transaction, holds a wheelchair position on every ground ride for each passenger who boards
   * by the lift (fewer, if fewer now need one): all rides or none (decision 200). Its
   * `payment_type` says how the tickets are paid (points need the member's session, decision 208).
   */
  async savePassengers(reservationUuid: string, body: PassengersBody, userId: string | null = null): Promise<Reservation> {
    const now = epochMs(this.deps.clock);
    await inTransaction(this.deps.db, async (tx) => {
      const row = await lockReservation(tx, reservationUuid);
      if (!row || !isLiveHold(row, new Date(now))) throw new ConflictError(H.expired, 'expired');
      await refuseWhilePaying(tx, reservationUuid);
      const wheelchairs = body.passengers.filter((p) => needsWheelchairSpace(p)).length;
      for (const trip of await heldRides(tx, reservationUuid)) {
        if (!(await moveWheelchairs(tx, reservationUuid, trip.tripId, trip.direction, wheelchairs - trip.wheelchairs))) {
          throw new ConflictError(H.noWheelchairSpace, 'wheelchair_sold_out');
        }
      }
      await replacePassengers(
        tx,
        reservationUuid,
        body.passengers.map((p, idx) => ({
          idx,
          title: p.title,
          firstName: p.first_name,
          lastName: p.last_name,
          genderId: p.gender,
          dateOfBirth: p.date_of_birth,
          email: p.email,
          phoneNumber: p.phone_number,
          passengerType: p.passenger_type,
          age: p.age,
          specialRequirements: p.special_requirements,
          flightInfo: p.flight_info ?? null,
        })),
      );
      const cart = body.cart_id ? await cartByUuid(tx, body.cart_id) : undefined;
      if (cart) await applyPaymentMode(tx, cart, body.payment_type === 'loyalty_points' ? 'loyalty_points' : 'regular', userId);
    });
    this.deps.availability.clear();
    return this.reservation(reservationUuid);
  }

  /**
   * GET cart/get_cart/{uuid}: a reservation's cart by the cart's own id, until it is paid. A paid
   * booking's cart id is shown with its trip to whoever looks it up, so it no longer opens the
   * cart (decision 233); the payer reads it with the reservation.
   */
  async cart(uuid: string): Promise<Cart> {
    const cart = isUuid(uuid) ? await cartByUuid(this.deps.db, uuid) : undefined;
    const row = cart?.reservationUuid ? await reservationByUuid(this.deps.db, cart.reservationUuid) : undefined;
    if (!cart || !row || cart.checkedOut) throw new NotFoundError(H.cartNotFound);
    return loadCartAnswer(this.deps.db, cart, this.deps.clock.now());
  }

  /** Ends every hold whose time has passed; returns how many. Safe to run on several instances at once. */
  async releaseExpired(limit = 200): Promise<number> {
    const due = await expiredHolds(this.deps.db, this.deps.clock.now(), limit);
    let released = 0;
    for (const uuid of due) {
      const ended = await inTransaction(this.deps.db, (tx) => this.releaseIn(tx, uuid, 'expired', epochMs(this.deps.clock)));
      if (ended) released++;
    }
    if (released) this.deps.availability.clear();
    return released;
  }

  /** Gives a hold's seats back (ground and flights) in `tx`; false when it was no longer held (or, with `dueBy`, not yet due). */
  private async releaseIn(tx: Db, uuid: string, state: 'expired' | 'released', dueBy?: number): Promise<boolean> {
    const row = await lockReservation(tx, uuid);
    if (!row || row.state !== 'held') return false;
    // A heartbeat may have moved it on since the sweeper listed it.
    if (dueBy !== undefined && row.heldUntil.getTime() > dueBy) return false;
    const references = await release(tx, uuid, state);
    if (!references) return false;
    for (const reference of references) await this.deps.flights?.cancel(reference, tx);
    return true;
  }

  private view(row: ReservationRow, cart: Cart, travellers: PassengerRow[] = []): Reservation {
    const direction = (d: ReservedDirection | null) =>
      d && {
        booking_token: d.bookingToken,
        price: d.landlinePrice + d.flightPrice,
        landline_price: d.landlinePrice,
        flight_price: d.flightPrice,
      };
    return {
      uuid: row.uuid,
      pnr: row.pnr,
      state: row.state,
      held_until: row.heldUntil.toISOString(),
      search_uuid: row.searchUuid,
      one_way: row.oneWay,
      passengers_adults: row.adults,
      passengers_children: row.children,
      passengers_infants: row.infants,
      departure: direction(row.departure)!,
      return: direction(row.return),
      cart,
      passengers: travellers.map((p) => ({
        title: p.title,
        first_name: p.firstName,
        last_name: p.lastName,
        gender: p.genderId,
        date_of_birth: p.dateOfBirth,
        email: p.email,
        phone_number: p.phoneNumber,
        passenger_type: p.passengerType,
        age: p.age,
        special_requirements: p.specialRequirements,
        flight_info: p.flightInfo ?? null,
      })),
    };
  }
}
