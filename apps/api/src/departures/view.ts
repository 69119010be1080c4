// How a departure and its manifest read (decision 277): the trip's route, stops and times from
// the timetable, its seat figures, and the passengers of its paid bookings with their tickets,
// seats, needs, connections and door-to-door addresses. Pure: the caller reads the rows.

import { SERVICE_TYPES } from '@landline/shared/constants';
import { needsWheelchairSpace, specialRequirement } from '@landline/shared/passengers';
import type {
  DepartureDriver,
  DepartureSummary,
  Manifest,
  ManifestFlight,
  ManifestPassenger,
  ManifestStop,
} from '@landline/shared/schemas';
import type { Network, ServiceInfo, StopInfo } from '../network/model.js';
import { localParts, runTimes } from '../network/timetable.js';
import { decodeBookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import { doorToDoorOrder, type DoorCall, type Point } from './pickup-order.js';
import type { passengersOf, pickupsOf, seatsOnTrip, ticketsOf, TripRow } from './queries.js';
import type { bookingsOnTrip } from '../reservations/reads.js';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;
export type BookingOnTrip = Rows<typeof bookingsOnTrip>[number];

/** The trip's service and the instants it is at each stop (the trip's own departure moves them all). */
export interface TripTimes {
  service: ServiceInfo;
  runNumber: string;
  /** Epoch ms the van leaves (arrives at, for the last) each stop of the pattern. */
  at: number[];
}

/** Where a trip's run is and when, or null when the timetable no longer has its run. */
export function tripTimes(network: Network, trip: TripRow): TripTimes | null {
  const found = network.runs.get(trip.run);
  if (!found) return null;
  const { service, run } = found;
  const times = runTimes(service, run, trip.serviceDate, (code) => network.stops.get(code)?.timeZone ?? 'UTC');
  // A departure moved by dispatch keeps its run's durations.
  const shift = trip.departsAt.getTime() - times.depart[0];
  const last = service.stops.length - 1;
  return { service, runNumber: run.runNumber, at: service.stops.map((_, i) => (i === last ? times.arrive[i] : times.depart[i]) + shift) };
}

const placeOf = (stop: StopInfo | undefined, code: string) => ({ code, name: stop?.name ?? code, city: stop?.city ?? '' });

function when(network: Network, code: string, at: number) {
  const zone = network.stops.get(code)?.timeZone ?? 'UTC';
  const local = localParts(at, zone);
  return { at: new Date(at).toISOString(), date: local.date, time: local.time, time_zone: zone };
}

const counts = (capacity: number, sold: number, held: number) => ({ capacity, sold, held, free: Math.max(0, capacity - sold - held) });

export function departureSummary(
  network: Network,
  trip: TripRow,
  tickets: { checkedIn: number; boarded: number } | undefined,
  drivers: DepartureDriver[],
): DepartureSummary {
  const times = tripTimes(network, trip);
  const stops = times?.service.stops ?? [];
  const first = stops[0]?.code ?? '';
  const last = stops[stops.length - 1]?.code ?? '';
  const departs = trip.departsAt.getTime();
  return {
    trip_id: trip.id,
    service_date: trip.serviceDate,
    route: {
      code: times?.service.code ?? '',
      name: times?.service.name ?? `Run ${trip.run}`,
      service_type: times?.service.serviceType ?? SERVICE_TYPES.coach,
      run_number: times ? `${times.service.airline}${times.runNumber}` : String(trip.run),
    },
    origin: placeOf(network.stops.get(first), first),
    destination: placeOf(network.stops.get(last), last),
    departure: when(network, first, departs),
    arrival: when(network, last, times?.at[times.at.length - 1] ?? departs),
    vehicle: { name: trip.vehicle, capacity: trip.capacity },
    seats: counts(trip.capacity, trip.sold, trip.held),
    wheelchairs: counts(trip.wheelchairCapacity, trip.wheelchairSold, trip.wheelchairHeld),
    checked_in: tickets?.checkedIn ?? 0,
    boarded: tickets?.boarded ?? 0,
    drivers,
    canceled_at: trip.canceledAt?.toISOString() ?? null,
  };
}

export interface ManifestRows {
  bookings: BookingOnTrip[];
  passengers: Rows<typeof passengersOf>;
  tickets: Rows<typeof ticketsOf>;
  seats: Rows<typeof seatsOnTrip>;
  pickups: Rows<typeof pickupsOf>;
}

/** Where an address is (the offline locator: its ZIP code's point), or null. */
export type PlaceAddress = (address: { city: string; state: string; zip_code: string | null }) => Point | null;

/** The ground leg of a booking token that rides this trip (its run on its date). */
function legOnTrip(token: string | null, trip: TripRow): { leg: TokenGroundLeg | null; flights: ManifestFlight[] } {
  const decoded = decodeBookingToken(token);
  const legs = decoded?.legs ?? [];
  const leg = legs.find((l): l is TokenGroundLeg => l.kind === 'ground' && l.run === trip.run && l.date === trip.serviceDate) ?? null;
  const flights = legs.flatMap((l) =>
    l.kind === 'flight' ? [{ number: spaced(l.number), from: l.from, to: l.to, date: l.date, source: 'booked' as const }] : [],
  );
  return { leg, flights };
}

/** 'UA1234' → 'UA 1234' (the code and the number apart, as a board shows them). */
function spaced(number: string): string {
  const match = /^([A-Z0-9]{2})\s*(\d+[A-Z]?)$/i.exec(number.trim());
  return match ? `${match[1].toUpperCase()} ${match[2]}` : number.trim();
}

function passengerFlight(info: { airline: string; flight_number: string; final_destination: string } | null): ManifestFlight | null {
  if (!info?.flight_number) return null;
  const number = info.flight_number.toUpperCase().startsWith(info.airline.toUpperCase())
    ? info.flight_number
    : `${info.airline}${info.flight_number}`;
  return { number: spaced(number), from: null, to: info.final_destination || null, date: null, source: 'passenger' };
}

function ticketState(ticket: { state: number; checkedInAt: Date | null; boardedAt: Date | null } | undefined): ManifestPassenger['state'] {
  if (!ticket) return 'booked';
  if (ticket.state !== 1) return 'canceled';
  if (ticket.boardedAt) return 'boarded';
  if (ticket.checkedInAt) return 'checked_in';
  return 'booked';
}

const sameFlight = (a: ManifestFlight, b: ManifestFlight) => a.number.replace(/\s/g, '') === b.number.replace(/\s/g, '');

export function manifest(network: Network, trip: TripRow, summary: DepartureSummary, rows: ManifestRows, place: PlaceAddress): Manifest {
  const times = tripTimes(network, trip);
  const stops = times?.service.stops ?? [];
  const stopAt = (seq: number) => placeOf(network.stops.get(stops[seq]?.code ?? ''), stops[seq]?.code ?? '');
  const timeAt = (seq: number) => (times ? when(network, stops[seq].code, times.at[seq]).time : summary.departure.time);
  const lastSeq = Math.max(0, stops.length - 1);

  const passengers: (ManifestPassenger & { boardSeq: number })[] = [];
  const calls: DoorCall<ManifestStop>[] = [];
  const doorToDoor = times?.service.serviceType === SERVICE_TYPES.doorToDoor;

  for (const booking of rows.bookings) {
    const { leg, flights: booked } = legOnTrip(booking.token, trip);
    const board = leg?.board ?? 0;
    const alight = leg?.alight ?? lastSeq;
    const pickup = rows.pickups.find((p) => p.reservationUuid === booking.uuid && p.direction === booking.direction);
    const pickupFlight: ManifestFlight | null = pickup?.flight?.flightNo
      ? {
          number: spaced(pickup.flight.flightNo),
          from: pickup.flight.origin,
          to: pickup.flight.destination,
          date: (pickup.flight.departure_datetime ?? pickup.flight.arrival_datetime)?.slice(0, 10) ?? null,
          source: 'pickup',
        }
      : null;
    const people = rows.passengers.filter((p) => p.reservationUuid === booking.uuid);
    let riders = 0;
    for (const person of people) {
      const ticket = rows.tickets.find(
        (t) => t.reservationUuid === booking.uuid && t.passenger === person.idx && t.direction === booking.direction,
      );
      const state = ticketState(ticket);
      if (state !== 'canceled') riders++;
      const flights: ManifestFlight[] = [];
      for (const f of [...booked, passengerFlight(person.flightInfo), pickupFlight]) {
        if (f && !flights.some((known) => sameFlight(known, f))) flights.push(f);
      }
      passengers.push({
        boardSeq: board,
        pnr: booking.pnr,
        passenger: person.idx,
        name: `${person.firstName} ${person.lastName}`,
        passenger_type: person.passengerType,
        seat: rows.seats.find((s) => s.reservationUuid === booking.uuid && s.passenger === person.idx)?.seat ?? null,
        state,
        special_requirements: person.specialRequirements
          .filter((r) => String(r.fax_code_id ?? '').trim() !== '')
          .map((r) => {
            const code = String(r.fax_code_id).trim();
            return { code, description: specialRequirement(code)?.fax_description ?? r.fax_description ?? '' };
          }),
        wheelchair: needsWheelchairSpace({ special_requirements: person.specialRequirements }),
        boards_at: stopAt(board),
        alights_at: stopAt(alight),
        flights,
      });
    }
    if (!doorToDoor || !pickup || booking.state !== 'confirmed' || riders === 0) continue;
    const lead = people[0];
    for (const [kind, seq, address] of [
      ['pick_up', board, pickup.pickUpAddress],
      ['drop_off', alight, pickup.dropOffAddress],
    ] as const) {
      if (!address.first_address_line.trim()) continue;
      const stop = network.stops.get(stops[seq]?.code ?? '');
      calls.push({
        kind,
        seq,
        stopPoint: { lat: stop?.lat ?? 0, lon: stop?.lon ?? 0 },
        point: stop?.isAirport ? { lat: stop.lat, lon: stop.lon } : place(address),
        sortKey: `${address.zip_code ?? ''}|${address.first_address_line}|${booking.pnr}`,
        item: {
          order: 0,
          kind,
          pnr: booking.pnr,
          name: lead ? `${lead.firstName} ${lead.lastName}` : booking.pnr,
          riders,
          address: {
            line1: address.first_address_line,
            line2: address.second_address_line,
            city: address.city,
            state: address.state,
            zip_code: address.zip_code,
          },
          stop: stopAt(seq),
          time: timeAt(seq),
          flight: pickupFlight?.number ?? null,
        },
      });
    }
  }

  passengers.sort((a, b) => a.boardSeq - b.boardSeq || a.pnr.localeCompare(b.pnr) || a.passenger - b.passenger);
  return {
    departure: summary,
    passengers: passengers.map(({ boardSeq: _seq, ...p }) => p),
    door_to_door: doorToDoorOrder(calls).map((stop, i) => ({ ...stop, order: i + 1 })),
  };
}
