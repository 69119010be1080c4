// Seat selection on a held reservation: the seat map of each ride of a segment that offers
// seats (coach and partner-connection rides; decision 195), and choosing seats, one passenger per
// seat per departure (the primary key of seat_assignments), premium seats priced into the cart.

import { bookingSteps } from '@landline/shared/booking-steps';
import { HOLD_MESSAGES as H, SEAT_MESSAGES as S } from '@landline/shared/messages';
import { seatsFor } from '@landline/shared/rules';
import type { SeatInfo, SeatsUpdate } from '@landline/shared/schemas';
import { refuseWhilePaying } from '../charges/under-way.js';
import { epochMs, type Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/faults.js';
import { inTransaction } from '../db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { reservationByPnr, ridesWithSeatMaps } from '../reservations/reads.js';
import type { Asker, TripService } from '../trips/service.js';
import { CHECK_IN_CLOSES_MIN, type FeatureFlag } from '@landline/shared/constants';
import type { Network } from '../network/model.js';
import { runTimes } from '../network/timetable.js';
import { decodeBookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import { quoteSeatPurchase, type PricedSeat } from './quote.js';
import { describeSeats, seatCodes, seatPrice, type StoredSeatMap } from './seat-map.js';
import {
  assignSeat,
  assignSeatIfFree,
  bookedTicketsOf,
  cartOf,
  freeSeat,
  premiumLinesOf,
  replacePremiumLines,
  seatsTakenOn,
} from './queries.js';

export interface SeatDeps {
  db: Db;
  network: NetworkStore;
  /** Who may see and change a booked trip's seats (its member, or a guest naming a passenger). */
  trips: TripService;
  clock: Clock;
  /** A feature flag's value now (the settings store, decision 280); without, seat changes are always open. */
  flag?: (name: FeatureFlag) => Promise<boolean>;
}

const PNR = /^[A-Z0-9]{6}$/;
/** States of a booking (paid, then perhaps cancelled): opened by its member or a passenger's last name. */
const BOOKED: readonly string[] = ['confirmed', 'canceled'];
const DIRECTION_TYPE = { 1: 'departure_trip', 2: 'return_trip' } as const;

/** A ride of the segment that offers seats, with where it boards and alights. */
interface SeatRide {
  tripId: number;
  vehicle: string;
  seatMap: StoredSeatMap;
  capacity: number;
  sold: number;
  held: number;
  leg: TokenGroundLeg;
}

export class SeatService {
  constructor(private readonly deps: SeatDeps) {}

  /**
   * The reservation `pnr` and the rides of a segment that offer seats, if `asker` may open it
   * (decision 233): a booked trip for its member or a passenger's last name, anything else for its
   * holder's cart only. Whoever may not gets the lookup's 404, counted as a wrong guess.
   */
  private async opened(db: Db, pnrText: string, segmentText: string, asker: Asker, lock = false) {
    const pnr = pnrText.toUpperCase();
    const reservation = PNR.test(pnr) ? await reservationByPnr(db, pnr) : undefined;
    if (reservation && BOOKED.includes(reservation.state)) await this.deps.trips.access(db, pnr, asker);
    else await this.deps.trips.holdAccess(db, pnr, asker);
    return this.rides(db, pnr, segmentText, lock);
  }

  /** The reservation (with `lock`, its row locked) and the rides of a segment that offer seats. */
  private async rides(db: Db, pnr: string, segmentText: string, lock = false) {
    const segment = Number(segmentText);
    if (segment !== 1 && segment !== 2) throw new NotFoundError(S.segment);
    const reservation = await reservationByPnr(db, pnr, lock);
    if (!reservation) throw new NotFoundError(H.reservationNotFound);
    const network = await this.deps.network.get();
    const token = decodeBookingToken(segment === 1 ? reservation.departureToken : reservation.returnToken);
    if (!token) throw new NotFoundError(S.segment);
    const groundLegs = token.legs.filter((l): l is TokenGroundLeg => l.kind === 'ground');
    const rows = await ridesWithSeatMaps(db, reservation.uuid, segment);
    const rides: SeatRide[] = [];
    for (const leg of groundLegs) {
      const row = rows.find((r) => r.run === leg.run && r.date === leg.date);
      const service = network.runs.get(leg.run)?.service;
      // Only rides whose booking asks for seats (coach, partner connection); never door-to-door.
      if (!row || !service || !bookingSteps({ departure: [service.serviceType], return: null }).some((s) => s.step === 'departure_seats'))
        continue;
      rides.push({
        tripId: row.tripId,
        vehicle: row.vehicle,
        seatMap: row.seatMap,
        capacity: row.capacity,
        sold: row.sold,
        held: row.held,
        leg,
      });
    }
    return { reservation, segment: segment as 1 | 2, rides, network };
  }

  /** Whether a booked trip's seats may be moved now: the changeTripSeat flag (decision 280, "every flag has its rule"). */
  async changesOpen(): Promise<boolean> {
    return !this.deps.flag || (await this.deps.flag('changeTripSeat'));
  }

  /** GET seats/{pnr}/{segment}/: a hold's seats for its holder; a booked trip's for whoever may manage it. */
  async seatInfo(pnr: string, segment: string, asker: Asker): Promise<SeatInfo> {
    return this.view(this.deps.db, await this.opened(this.deps.db, pnr, segment, asker));
  }

  /**
   * A booked trip's seat change (section 4, decisions 219 and 222): booked passengers not yet
   * checked in, until check-in closes. Answers each seat asked for with what it costs: a premium
   * seat the passenger does not have yet is paid for before it is given.
   */
  async checkChange(
    tx: Db,
    found: Awaited<ReturnType<SeatService['rides']>>,
    input: SeatsUpdate,
    changesOpen = true,
  ): Promise<PricedSeat[]> {
    const { reservation, segment, rides, network } = found;
    const first = rides[0] ? Date.parse(placesOf(network, rides[0].leg).departure_time) : 0;
    if (epochMs(this.deps.clock) >= first - CHECK_IN_CLOSES_MIN * 60_000) throw new ConflictError(S.tooLate, 'too_late');
    const booked = new Map((await bookedTicketsOf(tx, reservation.uuid, segment)).map((t) => [t.passenger, t]));
    const held = await seatsTakenOn(
      tx,
      rides.map((r) => r.tripId),
    );
    const priced: PricedSeat[] = [];
    for (const p of input.passengers) {
      const ticket = booked.get(p.passenger);
      if (!ticket) throw new ValidationError({ passengers: [S.notBooked] });
      if (ticket.checkedInAt) throw new ConflictError(S.checkedIn, 'checked_in');
      for (const seat of p.seats) {
        const ride = rides[seat.leg];
        const mine = held.some((h) => h.tripId === ride.tripId && h.seatCode === seat.code && h.reservationUuid === reservation.uuid);
        // changeTripSeat off (decision 280): a seat held stays; a passenger with none may still take one (check-in asks for it).
        if (
          !changesOpen &&
          !mine &&
          held.some((h) => h.tripId === ride.tripId && h.reservationUuid === reservation.uuid && h.passenger === p.passenger)
        ) {
          throw new BadRequestError({ detail: S.changeOff });
        }
        priced.push({
          passenger: p.passenger,
          leg: seat.leg,
          tripId: ride.tripId,
          code: seat.code,
          price: mine ? 0 : seatPrice(ride.seatMap, seat.code),
        });
      }
    }
    return priced;
  }

  /**
   * Gives a paid purchase its seats (decision 222), in the caller's transaction with the booking
   * locked: checked again as a change; false when a seat went to someone else meanwhile (the
   * caller rolls back and refunds).
   */
  async giveBoughtSeats(tx: Db, pnr: string, segment: number, seats: PricedSeat[]): Promise<boolean> {
    const found = await this.rides(tx, pnr, String(segment));
    await this.checkChange(tx, found, asUpdate(seats));
    for (const seat of seats) await freeSeat(tx, found.reservation.uuid, seat.passenger, seat.tripId);
    for (const seat of seats) {
      const given = await assignSeatIfFree(tx, {
        tripId: seat.tripId,
        seatCode: seat.code,
        reservationUuid: found.reservation.uuid,
        passenger: seat.passenger,
      });
      if (!given) return false;
    }
    return true;
  }

  /** Whether a quote's seats can still be given: the change allowed, each seat free or this booking's. */
  async boughtSeatsFree(tx: Db, pnr: string, segment: number, seats: PricedSeat[], changesOpen = true): Promise<boolean> {
    const found = await this.rides(tx, pnr, String(segment));
    await this.checkChange(tx, found, asUpdate(seats), changesOpen);
    const taken = await seatsTakenOn(
      tx,
      seats.map((s) => s.tripId),
    );
    return seats.every(
      (s) => !taken.some((t) => t.tripId === s.tripId && t.seatCode === s.code && t.reservationUuid !== found.reservation.uuid),
    );
  }

  /** PUT seats/{pnr}/{segment}/: gives each passenger listed the seats asked for, all or none. */
  async choose(pnr: string, segmentText: string, input: SeatsUpdate, asker: Asker): Promise<SeatInfo> {
    // Read before the transaction (the settings store reads on its own connection): a booking's held seats ignore it.
    const changesOpen = await this.changesOpen();
    return inTransaction(this.deps.db, async (tx) => {
      // Read under the booking's lock: a checkout may confirm it meanwhile, and a change of a paid cart must not follow.
      const found = await this.opened(tx, pnr, segmentText, asker, true);
      const { reservation, segment, rides } = found;
      const booked = reservation.state === 'confirmed';
      if (!booked && reservation.state !== 'held') throw new ConflictError(S.notHeld, 'not_held');
      // Nothing that is being paid for may move (decision 233).
      await refuseWhilePaying(tx, reservation.uuid);
      const passengers = seatsFor(reservation);
      const asked = new Set<string>();
      for (const p of input.passengers) {
        if (p.passenger >= passengers) throw new ValidationError({ passengers: [S.noPassenger] });
        for (const seat of p.seats) {
          const ride = rides[seat.leg];
          if (!ride) throw new ValidationError({ passengers: [S.noLeg] });
          if (!seatCodes(ride.seatMap).has(seat.code)) throw new ValidationError({ passengers: [S.noSeat] });
          const key = `${seat.leg}|${seat.code}`;
          if (asked.has(key)) throw new ValidationError({ passengers: [S.twice] });
          asked.add(key);
        }
      }
      if (booked) {
        const priced = await this.checkChange(tx, found, input, changesOpen);
        // A premium seat is paid for first (decision 222): nothing changes until it is.
        if (priced.some((p) => p.price > 0)) {
          const purchase = await quoteSeatPurchase(tx, {
            reservationUuid: reservation.uuid,
            pnr: reservation.pnr,
            segment,
            seats: priced,
            currency: reservation.currency,
            userId: asker.userId,
            at: this.deps.clock.now(),
          });
          return { ...(await this.view(tx, found)), message: S.premiumNeedsPayment, is_payment_needed: true, purchase };
        }
      }
      // Free every seat being changed first, so that two passengers may swap seats.
      for (const p of input.passengers) {
        for (const seat of p.seats) await freeSeat(tx, reservation.uuid, p.passenger, rides[seat.leg].tripId);
      }
      for (const p of input.passengers) {
        for (const seat of p.seats) {
          try {
            await assignSeat(tx, {
              tripId: rides[seat.leg].tripId,
              seatCode: seat.code,
              reservationUuid: reservation.uuid,
              passenger: p.passenger,
            });
          } catch (error) {
            if (isUniqueViolation(error)) throw new ConflictError(S.taken, 'seat_taken');
            throw error;
          }
        }
      }
      // A booked trip's cart is paid and stays as it was; only the seats change.
      if (!booked) await this.repriceSeats(tx, reservation.uuid, segment, rides);
      const view = await this.view(tx, found);
      return booked ? { ...view, message: S.changed } : view;
    });
  }

  /** The cart's premium lines of the segment, rewritten from the seats now held. */
  private async repriceSeats(tx: Db, reservationUuid: string, segment: 1 | 2, rides: SeatRide[]): Promise<void> {
    const cart = await cartOf(tx, reservationUuid);
    if (!cart) return;
    const taken = await seatsTakenOn(
      tx,
      rides.map((r) => r.tripId),
    );
    const lines = taken
      .filter((t) => t.reservationUuid === reservationUuid)
      .map((t) => ({ t, ride: rides.find((r) => r.tripId === t.tripId)! }))
      .filter(({ t, ride }) => seatPrice(ride.seatMap, t.seatCode) > 0)
      .map(({ t, ride }) => ({
        name: `Premium seat ${t.seatCode}`,
        price: seatPrice(ride.seatMap, t.seatCode),
        seat: t.seatCode,
        passenger: t.passenger,
      }));
    await replacePremiumLines(tx, cart.uuid, DIRECTION_TYPE[segment], lines);
  }

  private async view(db: Db, found: Awaited<ReturnType<SeatService['rides']>>): Promise<SeatInfo> {
    const { reservation, segment, rides, network } = found;
    const taken = await seatsTakenOn(
      db,
      rides.map((r) => r.tripId),
    );
    const cart = await cartOf(db, reservation.uuid);
    const premium = cart ? await premiumLinesOf(db, cart.uuid) : [];
    const seats = new Map<number, { leg: number; code: string }[]>();
    const legs = rides.map((ride, i) => {
      const mine = new Map<string, number | null>();
      for (const t of taken.filter((t) => t.tripId === ride.tripId)) {
        const own = t.reservationUuid === reservation.uuid;
        mine.set(t.seatCode, own ? t.passenger : null);
        if (own) seats.set(t.passenger, [...(seats.get(t.passenger) ?? []), { leg: i, code: t.seatCode }]);
      }
      return {
        ...placesOf(network, ride.leg),
        vehicle: ride.vehicle,
        available_seats: ride.capacity - ride.sold - ride.held,
        rows: describeSeats(ride.seatMap, mine),
      };
    });
    return {
      pnr: reservation.pnr,
      segment,
      cart_id: cart?.uuid ?? reservation.uuid,
      is_payment_needed: premium.length > 0,
      message: null,
      legs,
      seat_per_passenger: {
        passengers: Array.from({ length: seatsFor(reservation) }, (_, passenger) => ({ passenger, seats: seats.get(passenger) ?? [] })),
      },
    };
  }
}

/** The seats of a purchase as the change call names them. */
function asUpdate(seats: PricedSeat[]): SeatsUpdate {
  return {
    passengers: [...new Set(seats.map((s) => s.passenger))].map((passenger) => ({
      passenger,
      seats: seats.filter((s) => s.passenger === passenger).map(({ leg, code }) => ({ leg, code })),
    })),
  };
}

/** Where a ride boards and alights, and when (ISO instants). */
function placesOf(network: Network, leg: TokenGroundLeg) {
  const { service, run } = network.runs.get(leg.run)!;
  const times = runTimes(service, run, leg.date, (code) => network.stops.get(code)!.timeZone);
  const place = (code: string) => {
    const stop = network.stops.get(code)!;
    return { iata: stop.code, city: stop.city, AirportName: stop.name };
  };
  return {
    depart: place(service.stops[leg.board].code),
    arrive: place(service.stops[leg.alight].code),
    departure_time: new Date(times.depart[leg.board]).toISOString(),
    arrival_time: new Date(times.arrive[leg.alight]).toISOString(),
  };
}
