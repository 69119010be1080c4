// Seat selection on a held reservation: the seat map of each ride of a segment that offers
// seats (coach and partner-connection rides; decision 195), and choosing seats, one passenger per
// seat per departure (the primary key of seat_assignments), premium seats priced into the cart.

import { bookingSteps } from '@landline/shared/booking-steps';
import { HOLD_MESSAGES as H, SEAT_MESSAGES as S } from '@landline/shared/messages';
import { seatsFor } from '@landline/shared/rules';
import type { SeatInfo, SeatsUpdate } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/faults.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import type { Network } from '../network/model.js';
import { runTimes } from '../network/timetable.js';
import { decodeBookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import { describeSeats, seatCodes, seatPrice, type StoredSeatMap } from './seat-map.js';
import { assignSeat, cartOf, freeSeat, premiumLinesOf, replacePremiumLines, reservationByPnr, ridesOf, seatsTakenOn } from './queries.js';

export interface SeatDeps {
  db: Db;
  network: NetworkStore;
}

const PNR = /^[A-Z0-9]{6}$/;
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

  /** The reservation and the rides of a segment that offer seats. */
  private async rides(db: Db, pnrText: string, segmentText: string) {
    const pnr = pnrText.toUpperCase();
    const segment = Number(segmentText);
    if (segment !== 1 && segment !== 2) throw new NotFoundError(S.segment);
    const reservation = PNR.test(pnr) ? await reservationByPnr(db, pnr) : undefined;
    if (!reservation) throw new NotFoundError(H.reservationNotFound);
    const network = await this.deps.network.get();
    const token = decodeBookingToken(segment === 1 ? reservation.departureToken : reservation.returnToken);
    if (!token) throw new NotFoundError(S.segment);
    const groundLegs = token.legs.filter((l): l is TokenGroundLeg => l.kind === 'ground');
    const rows = await ridesOf(db, reservation.uuid, segment);
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

  /** GET seats/{pnr}/{segment}/. */
  async seatInfo(pnr: string, segment: string): Promise<SeatInfo> {
    const found = await this.rides(this.deps.db, pnr, segment);
    return this.view(this.deps.db, found);
  }

  /** PUT seats/{pnr}/{segment}/: gives each passenger listed the seats asked for, all or none. */
  async choose(pnr: string, segmentText: string, input: SeatsUpdate): Promise<SeatInfo> {
    return inTransaction(this.deps.db, async (tx) => {
      const found = await this.rides(tx, pnr, segmentText);
      const { reservation, segment, rides } = found;
      if (reservation.state !== 'held') throw new ConflictError(S.notHeld, 'not_held');
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
      await this.repriceSeats(tx, reservation.uuid, segment, rides);
      return this.view(tx, found);
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
