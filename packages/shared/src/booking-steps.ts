// The booking flow's steps after the passengers page (the booking spec's section 4): which seat and
// pickup-details steps a trip asks for, read from the service types of its legs. Pure and without
// zod, so the browser can build its flow from it. The tables and their reasons: decision 195.

import { FLIGHT_SERVICE_TYPE, SERVICE_TYPES, type ServiceType } from './constants.js';

export type BookingStepId = 'departure_seats' | 'return_seats' | 'departure_pickup' | 'return_pickup' | 'payment';

export interface BookingStep {
  step: BookingStepId;
  path: string;
  /** The flow-step breadcrumb (section 2). */
  label: string;
}

/** Every step, in the only order the flow may take them; payment last. */
export const BOOKING_STEPS: readonly BookingStep[] = [
  { step: 'departure_seats', path: '/seats/depart', label: 'Departure seats' },
  { step: 'return_seats', path: '/seats/return', label: 'Return seats' },
  { step: 'departure_pickup', path: '/pickupDetails/depart', label: 'Departure details' },
  { step: 'return_pickup', path: '/pickupDetails/return', label: 'Return details' },
  { step: 'payment', path: '/payments', label: 'Payment' },
];

/**
 * One direction of a trip: the `service_type` of each of its segments, in any order. Flights (1)
 * may be left in: the airline seats them and they have no pickup, so they add no step.
 */
export type DirectionServices = readonly number[];

export interface StepTrip {
  departure: DirectionServices;
  /** null on a one-way trip. */
  return: DirectionServices | null;
}

/** The part of a booked trip an edit replaces (the change-of-plans choice of section 4). */
export type EditedSegment = 'round_trip' | 'departure' | 'return';

interface Asks {
  seats: boolean;
  pickup: boolean;
}

const NOTHING: Asks = { seats: false, pickup: false };

/** What a ground leg asks of the traveller while booking. */
const BOOKING_ASKS: Record<ServiceType, Asks> = {
  // A coach between fixed stops, with a seat map: seats to choose; the stop was chosen in search.
  [SERVICE_TYPES.coach]: { seats: true, pickup: false },
  // The partner connection rides our coach with its seat map too; both ends are fixed stops.
  [SERVICE_TYPES.airlinePartner]: { seats: true, pickup: false },
  // Our own van calls at the traveller's door: the address is needed, a seat has no use.
  [SERVICE_TYPES.doorToDoor]: { seats: false, pickup: true },
};

/**
 * What a ground leg asks when a booked trip is edited: no seats (the seat is optional and changed
 * on /seats/change, and check-in asks for one still missing), but a door still needs its address.
 */
const EDIT_ASKS: Record<ServiceType, Asks> = {
  [SERVICE_TYPES.coach]: NOTHING,
  [SERVICE_TYPES.airlinePartner]: NOTHING,
  [SERVICE_TYPES.doorToDoor]: { seats: false, pickup: true },
};

function isGroundType(t: number): t is ServiceType {
  return t === SERVICE_TYPES.coach || t === SERVICE_TYPES.airlinePartner || t === SERVICE_TYPES.doorToDoor;
}

/** What one direction asks: a step appears when any of its ground legs needs it. */
function directionAsks(services: DirectionServices, table: Record<ServiceType, Asks>): Asks {
  const asks = { ...NOTHING };
  for (const t of services) {
    if (t === FLIGHT_SERVICE_TYPE) continue;
    // An unknown type could need a step we would silently leave out: refuse it instead.
    if (!isGroundType(t)) throw new RangeError(`Unknown service_type ${t}`);
    asks.seats ||= table[t].seats;
    asks.pickup ||= table[t].pickup;
  }
  return asks;
}

function sequence(departure: Asks, ret: Asks): BookingStep[] {
  const shown: Record<BookingStepId, boolean> = {
    departure_seats: departure.seats,
    return_seats: ret.seats,
    departure_pickup: departure.pickup,
    return_pickup: ret.pickup,
    payment: true,
  };
  return BOOKING_STEPS.filter((s) => shown[s.step]);
}

/** The steps of a new booking, in order, payment last. */
export function bookingSteps(trip: StepTrip): BookingStep[] {
  const ret = trip.return === null ? NOTHING : directionAsks(trip.return, BOOKING_ASKS);
  return sequence(directionAsks(trip.departure, BOOKING_ASKS), ret);
}

/**
 * The steps of an edit of a booked trip: only the directions edited ask anything (the other keeps
 * its tickets and details). A one-way trip can only have its departure edited.
 */
export function editTripSteps(trip: StepTrip, edited: EditedSegment): BookingStep[] {
  if (edited !== 'departure' && trip.return === null) throw new RangeError(`A one-way trip has no ${edited} to edit`);
  const departure = edited === 'return' ? NOTHING : directionAsks(trip.departure, EDIT_ASKS);
  const ret = edited === 'departure' || trip.return === null ? NOTHING : directionAsks(trip.return, EDIT_ASKS);
  return sequence(departure, ret);
}

const ORDER = new Map(BOOKING_STEPS.map((s, i) => [s.step, i]));

/**
 * The step after `current` in `steps`, or null after payment. `current` null means the page
 * before the steps (passengers), giving the first step. A current step not in the list (a stale
 * page) gives the first one that comes after it in flow order, so the flow never goes back.
 */
export function nextStep(steps: readonly BookingStep[], current: BookingStepId | null): BookingStep | null {
  const after = current === null ? -1 : ORDER.get(current)!;
  return steps.find((s) => ORDER.get(s.step)! > after) ?? null;
}
