// Who may check in, and which ride a boarding pass boards (decision 217). Pure: the
// service reads the trip (TripService.view) and the seats, and passes the instant.

import { bookingSteps } from '@landline/shared/booking-steps';
import { SERVICE_TYPES } from '@landline/shared/constants';
import { CHECK_IN_STATUS, TICKET_STATES, type TripDirection, type TripSegment } from '@landline/shared/schemas';
import { checkInStatus } from '../trips/view.js';

/** Why a direction cannot be checked in, in the order the rules are asked. */
export type CheckInRefusal = 'canceled' | 'black_car' | 'no_ride' | 'not_open' | 'closed' | 'already_checked_in' | 'seat_required';

/** A lap infant rides on a lap: no seat to choose. */
export const LAP_INFANT = 'Infant';

const isDoorToDoor = (s: TripSegment) => s.kind === 'ground' && s.service_type === SERVICE_TYPES.doorToDoor;

/**
 * The ride a boarding pass boards: the direction's first coach (or partner connection) ride.
 * Door-to-door (the black car) needs no pass: the driver comes to the door and knows who rides.
 */
export function boardingSegment(direction: TripDirection): (TripSegment & { trip_id: number }) | null {
  const found = direction.segments.find((s) => s.kind === 'ground' && s.trip_id !== null && !isDoorToDoor(s));
  return found ? (found as TripSegment & { trip_id: number }) : null;
}

/** Whether a ride of this service type has seats to choose (decision 195: coach and partner, never door-to-door). */
export function asksForSeats(serviceType: number | null): boolean {
  if (serviceType === null) return false;
  return bookingSteps({ departure: [serviceType], return: null }).some((s) => s.step === 'departure_seats');
}

/** The booked tickets of the direction (not canceled). */
export const bookedTickets = (direction: TripDirection) => direction.tickets.filter((t) => t.state === TICKET_STATES.booked);

/**
 * Why `direction` cannot be checked in at `at`, or null when it can. `unseated` counts the booked
 * passengers (lap infants aside) with no seat on the boarding ride when that ride has seats to
 * choose; 0 otherwise.
 */
export function checkInRefusal(direction: TripDirection, at: number, unseated: number): CheckInRefusal | null {
  const booked = bookedTickets(direction);
  if (booked.length === 0) return 'canceled';
  if (!boardingSegment(direction)) return direction.segments.some(isDoorToDoor) ? 'black_car' : 'no_ride';
  const status = checkInStatus(Date.parse(direction.departs_at), at);
  if (status === CHECK_IN_STATUS.notYet) return 'not_open';
  if (status === CHECK_IN_STATUS.closed) return 'closed';
  if (booked.every((t) => t.checked_in)) return 'already_checked_in';
  if (unseated > 0) return 'seat_required';
  return null;
}
