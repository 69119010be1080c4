// Moving a booked ride to a later departure of the same service between the same stops
// (decisions 279, 287): finding the next departure with room for the party's seats and
// wheelchair positions after a given instant, and moving the ride there with its seats kept
// side by side. Disruptions (a departure cancelled or moved) and the connection guarantee (a
// late inbound flight) both rebook through here; the ride itself is written by reservations/.

import { addDays } from '@landline/shared/dates';
import type { Db } from '../db/client.js';
import { materialiseTrips } from '../network/materialise.js';
import type { Network } from '../network/model.js';
import { operatesOn, runTimes } from '../network/timetable.js';
import { moveRide, type ReservationRow } from '../reservations/store.js';
import { decodeBookingToken, encodeBookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import { seatMapOf, seatsOfOn, takenSeats, tripOfRun, type TripRow } from './queries.js';
import { seatsTogether } from './seats.js';

const HOUR = 3_600_000;

/** A ride's leg as the timetable runs it on a date, with a departure's own time when moved. */
export interface PlacedRide {
  run: number;
  date: string;
  from: string;
  to: string;
  /** The boarding stop's code and time zone. */
  fromCode: string;
  toCode: string;
  timeZone: string;
  departsAt: number;
  arrivesAt: number;
}

/** A ground leg's stops and times, every stop moved with the departure's own time `departsAt` (the first stop's). */
export function placeRide(network: Network, leg: TokenGroundLeg, departsAt: Date): PlacedRide | null {
  const found = network.runs.get(leg.run);
  if (!found) return null;
  const from = network.stops.get(found.service.stops[leg.board]?.code);
  const to = network.stops.get(found.service.stops[leg.alight]?.code);
  if (!from || !to) return null;
  const times = runTimes(found.service, found.run, leg.date, (code) => network.stops.get(code)!.timeZone);
  const shift = departsAt.getTime() - times.depart[0];
  return {
    run: leg.run,
    date: leg.date,
    from: from.name,
    to: to.name,
    fromCode: from.code,
    toCode: to.code,
    timeZone: from.timeZone,
    departsAt: times.depart[leg.board] + shift,
    arrivesAt: times.arrive[leg.alight] + shift,
  };
}

export interface NextDepartureAsk {
  /** The ride's leg as booked now (its run and date are left out of the answer). */
  leg: TokenGroundLeg;
  seats: number;
  wheelchairs: number;
  /** The new departure leaves at or after this instant (epoch ms)... */
  notBefore: number;
  /** ...and reaches the leg's last stop by this one (Infinity: no bound). */
  notAfter: number;
  /** How many days after the booked date are looked at. */
  days: number;
}

export type NextDeparture = PlacedRide & { trip: TripRow };

/**
 * The first departure of the leg's service, between the same stops, leaving at or after
 * `notBefore` and arriving by `notAfter`, not cancelled, with room for the party's seats and
 * wheelchair positions. Trips not made yet are made (in `db`). Null when none within `days`.
 */
export async function nextDeparture(db: Db, network: Network, ask: NextDepartureAsk): Promise<NextDeparture | null> {
  const { leg } = ask;
  const found = network.runs.get(leg.run);
  if (!found) return null;
  const zone = (code: string) => network.stops.get(code)!.timeZone;
  const candidates: { run: number; date: string; departsAt: number; arrivesAt: number }[] = [];
  for (let d = 0; d <= ask.days; d++) {
    const date = addDays(leg.date, d);
    for (const run of found.service.runs) {
      if (!operatesOn(run, date) || (run.id === leg.run && date === leg.date)) continue;
      const times = runTimes(found.service, run, date, zone);
      candidates.push({ run: run.id, date, departsAt: times.depart[leg.board], arrivesAt: times.arrive[leg.alight] });
    }
  }
  candidates.sort((a, b) => a.departsAt - b.departsAt);
  const made = new Set<string>();
  for (const c of candidates) {
    // A departure's own time may differ from the timetable's: look half a day either side.
    if (c.departsAt < ask.notBefore - 12 * HOUR || c.arrivesAt > ask.notAfter + 12 * HOUR) continue;
    if (!made.has(c.date)) {
      await materialiseTrips(db, c.date, c.date);
      made.add(c.date);
    }
    const trip = await tripOfRun(db, c.run, c.date);
    if (!trip || trip.canceledAt) continue;
    const placed = placeRide(network, { ...leg, run: c.run, date: c.date }, trip.departsAt);
    if (!placed || placed.departsAt < ask.notBefore || placed.arrivesAt > ask.notAfter) continue;
    if (trip.capacity - trip.sold - trip.held < ask.seats) continue;
    if (trip.wheelchairCapacity - trip.wheelchairSold - trip.wheelchairHeld < ask.wheelchairs) continue;
    return { trip, ...placed };
  }
  return null;
}

export interface RideMoveAsk {
  reservation: ReservationRow;
  direction: number;
  fromTripId: number;
  /** The leg on the departure it leaves (as its booking token names it). */
  leg: TokenGroundLeg;
  to: TripRow;
  seats: number;
  wheelchairs: number;
}

/**
 * Moves the ride, in the caller's transaction under the booking's lock, through reservations/
 * `moveRide`: sold seats and wheelchair positions from trip to trip, the booking token's leg
 * renamed to the new run and date, the party's seat choices made again side by side
 * (`seatsTogether`; dropped when the new vehicle has not that many free). False: no room after all.
 */
export async function moveRideTogether(tx: Db, ask: RideMoveAsk): Promise<boolean> {
  const { reservation, leg } = ask;
  const way = ask.direction === 1 ? reservation.departure : reservation.return;
  const decoded = way ? decodeBookingToken(way.bookingToken) : null;
  if (!decoded) return false;
  const same = (l: (typeof decoded.legs)[number]) =>
    l.kind === 'ground' && l.run === leg.run && l.date === leg.date && l.board === leg.board && l.alight === leg.alight;
  const legs = decoded.legs.map((l) => (same(l) ? { ...l, run: ask.to.timetableId, date: ask.to.serviceDate } : l));
  const had = await seatsOfOn(tx, reservation.uuid, ask.fromTripId);
  const seatMap = had.length ? await seatMapOf(tx, ask.to.id) : undefined;
  const codes = seatMap ? seatsTogether(seatMap, await takenSeats(tx, ask.to.id), had.length) : [];
  return moveRide(tx, {
    reservationUuid: reservation.uuid,
    direction: ask.direction,
    fromTripId: ask.fromTripId,
    toTripId: ask.to.id,
    seats: ask.seats,
    wheelchairs: ask.wheelchairs,
    bookingToken: encodeBookingToken({ ...decoded, legs }),
    seatCodes: codes.length === had.length ? had.map((s, i) => ({ passenger: s.passenger, code: codes[i] })) : [],
  });
}
