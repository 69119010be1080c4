// How a booked trip reads (decision 216): its directions with their legs (from the
// booking tokens, the timetable and the flight schedule), its tickets and seats, and what can
// still be done with it at an instant. Pure: the caller reads the rows and passes `at`.

import { CANCEL_CUTOFF_H, CHECK_IN_CLOSES_MIN, CHECK_IN_OPENS_H } from '@landline/shared/constants';
import {
  CHECK_IN_STATUS,
  TICKET_STATES,
  type GuaranteeNotice,
  type Trip,
  type TripDirection,
  type TripSegment,
} from '@landline/shared/schemas';
import type { FlightNetwork } from '../flights/network.js';
import type { TokenFlightLeg } from '../flights/service.js';
import type { Network, StopInfo } from '../network/model.js';
import { localParts, runTimes } from '../network/timetable.js';
import { decodeBookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import type { PassengerRow, ReservationRow, TicketRow } from './queries.js';

export interface TripRows {
  reservation: ReservationRow;
  passengers: PassengerRow[];
  tickets: TicketRow[];
  ground: { tripId: number; direction: number; run: number; date: string; departsAt: Date }[];
  seats: { tripId: number; passenger: number; seat: string }[];
  payment: { cartUuid: string; currency: string; points: number | null } | undefined;
  /** Bookings that replaced a direction (segment 1 or 2) or all of this one (null), by edit. */
  replacements?: { segment: number | null; pnr: string }[];
  /** The connection guarantee's moves and claims (decision 287). */
  guaranteeNotices?: GuaranteeNotice[];
}

export interface TripSources {
  network: Network;
  flights: FlightNetwork;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

const place = (stop: { code: string; cityCode: string; name: string; city: string; timeZone: string }) => ({
  iata: stop.code,
  CityCode: stop.cityCode,
  AirportName: stop.name,
  city: stop.city,
  time_zone: stop.timeZone,
});

function groundSegment(network: Network, leg: TokenGroundLeg, ride: { tripId: number; departsAt: Date } | undefined): TripSegment | null {
  const tripId = ride?.tripId ?? null;
  const found = network.runs.get(leg.run);
  if (!found) return null;
  const { service, run } = found;
  const stopOf = (seq: number): StopInfo | undefined => network.stops.get(service.stops[seq]?.code);
  const from = stopOf(leg.board);
  const to = stopOf(leg.alight);
  if (!from || !to) return null;
  const times = runTimes(service, run, leg.date, (code) => network.stops.get(code)!.timeZone);
  // A departure a dispatcher moved (decision 279) keeps its own time: every stop moves with it.
  const shift = ride ? ride.departsAt.getTime() - times.depart[0] : 0;
  const departs = times.depart[leg.board] + shift;
  const arrives = times.arrive[leg.alight] + shift;
  const dep = shift ? localParts(departs, from.timeZone) : times.departLocal[leg.board];
  const arr = shift ? localParts(arrives, to.timeZone) : times.arriveLocal[leg.alight];
  return {
    kind: 'ground',
    service_type: service.serviceType,
    operator: 'VIDECOM',
    airline: service.airline,
    flight_number: `${service.airline}${run.runNumber}`,
    depart: place(from),
    arrive: place(to),
    departure_date: dep.date,
    departure_time: dep.time,
    arrival_date: arr.date,
    arrival_time: arr.time,
    departs_at: new Date(departs).toISOString(),
    arrives_at: new Date(arrives).toISOString(),
    trip_id: tripId,
  };
}

function flightSegment(flights: FlightNetwork, leg: TokenFlightLeg): TripSegment | null {
  const flight = flights.flightsOn(leg.from, leg.to, leg.date).find((f) => f.number === leg.number);
  const from = flights.airports.get(leg.from);
  const to = flights.airports.get(leg.to);
  if (!flight || !from || !to) return null;
  const airport = (a: typeof from) => ({ code: a.iata, cityCode: a.iata, name: a.name, city: a.city, timeZone: a.timeZone });
  const dep = localParts(flight.departAt, from.timeZone);
  const arr = localParts(flight.arriveAt, to.timeZone);
  return {
    kind: 'flight',
    service_type: null,
    operator: 'KIWI',
    airline: leg.number.slice(0, 2),
    flight_number: leg.number,
    depart: place(airport(from)),
    arrive: place(airport(to)),
    departure_date: dep.date,
    departure_time: dep.time,
    arrival_date: arr.date,
    arrival_time: arr.time,
    departs_at: new Date(flight.departAt).toISOString(),
    arrives_at: new Date(flight.arriveAt).toISOString(),
    trip_id: null,
  };
}

/**
 * A ticket's number as the traveller reads it (the spec's data.ticket_number, decision 238): the
 * booking reference, D for the departure or R for the return, the passenger's place from 01.
 * The row's id is a counter over every booking: shown, it told how many tickets were sold.
 */
export function ticketNumber(pnr: string, way: 1 | 2, passenger: number): string {
  return `${pnr}-${way === 1 ? 'D' : 'R'}${String(passenger + 1).padStart(2, '0')}`;
}

/** Whether check-in of a direction leaving at `departs` is open at `at` (decision 216). */
export function checkInStatus(departs: number, at: number): number {
  if (at >= departs - CHECK_IN_CLOSES_MIN * MINUTE) return CHECK_IN_STATUS.closed;
  return at >= departs - CHECK_IN_OPENS_H * HOUR ? CHECK_IN_STATUS.open : CHECK_IN_STATUS.notYet;
}

/** A trip can be cancelled or changed until CANCEL_CUTOFF_H before its first leg (the content spec). */
export function isEditable(firstDeparts: number, at: number): boolean {
  return at <= firstDeparts - CANCEL_CUTOFF_H * HOUR;
}

function direction(rows: TripRows, sources: TripSources, way: 1 | 2, token: string, at: number): TripDirection {
  const ground = rows.ground.filter((g) => g.direction === way);
  const rideOf = (leg: TokenGroundLeg) => ground.find((g) => g.run === leg.run && g.date === leg.date);
  const segments = (decodeBookingToken(token)?.legs ?? [])
    .map((leg) => (leg.kind === 'ground' ? groundSegment(sources.network, leg, rideOf(leg)) : flightSegment(sources.flights, leg)))
    .filter((s): s is TripSegment => s !== null);
  const departs = segments.length ? Date.parse(segments[0].departs_at) : (ground[0]?.departsAt.getTime() ?? 0);
  const firstCoach = segments.find((s) => s.trip_id !== null)?.trip_id ?? null;
  const names = new Map(rows.passengers.map((p) => [p.idx, p]));
  const tickets = rows.tickets
    .filter((t) => t.direction === way)
    .map((t) => ({
      id: t.id,
      ticket_number: ticketNumber(rows.reservation.pnr, way, t.passenger),
      passenger: t.passenger,
      first_name: names.get(t.passenger)?.firstName ?? '',
      last_name: names.get(t.passenger)?.lastName ?? '',
      passenger_type: names.get(t.passenger)?.passengerType ?? '',
      state: t.state,
      checked_in: t.checkedInAt !== null,
      seat: rows.seats.find((s) => s.tripId === firstCoach && s.passenger === t.passenger)?.seat ?? null,
    }));
  const booked = tickets.filter((t) => t.state === TICKET_STATES.booked);
  return {
    way,
    segments,
    tickets,
    checkin_status: checkInStatus(departs, at),
    all_checked_in: booked.length > 0 && booked.every((t) => t.checked_in),
    state: booked.length ? TICKET_STATES.booked : TICKET_STATES.canceled,
    departs_at: new Date(departs).toISOString(),
    changed_to: rows.replacements?.find((r) => r.segment === null || r.segment === way)?.pnr ?? null,
  };
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The trip as My Trips, the lookup and the trip page show it at `at`. */
export function tripView(rows: TripRows, sources: TripSources, at: Date): Trip {
  const { reservation } = rows;
  const now = at.getTime();
  const departure = direction(rows, sources, 1, reservation.departure.bookingToken, now);
  const ret = reservation.return ? direction(rows, sources, 2, reservation.return.bookingToken, now) : null;
  const canceled = departure.state === TICKET_STATES.canceled && (!ret || ret.state === TICKET_STATES.canceled);
  const lastDeparts = Date.parse((ret ?? departure).departs_at);
  // No reservation uuid: it is the holder's key to the reservation and its passengers' details,
  // and this view opens to anyone with the reference and a last name (decision 233).
  return {
    pnr: reservation.pnr,
    state: canceled ? TICKET_STATES.canceled : TICKET_STATES.booked,
    is_past_trip: lastDeparts <= now,
    is_editable: !canceled && isEditable(Date.parse(departure.departs_at), now),
    is_paid_with_miles: (rows.payment?.points ?? 0) > 0,
    departure_date: departure.segments[0]?.departure_date ?? '',
    // Every reservation has its cart (made with the hold); the nil uuid stands for one gone.
    cart: { uuid: rows.payment?.cartUuid ?? NIL_UUID, currency: rows.payment?.currency ?? reservation.departure.currency },
    passengers: rows.passengers.map((p) => ({
      passenger: p.idx,
      first_name: p.firstName,
      last_name: p.lastName,
      passenger_type: p.passengerType,
    })),
    departure,
    return: ret,
    guarantee_notices: rows.guaranteeNotices ?? [],
  };
}
