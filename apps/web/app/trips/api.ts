import type * as z from 'zod';
import { TRIPS_PAGE_SIZE } from '@landline/shared/constants';
import type {
  CancelScope,
  cancelAnswerSchema,
  checkInAnswerSchema,
  eTicketAnswerSchema,
  FlightCheckIn,
  RefundDetails,
  SeatInfo,
  SeatsUpdate,
  Trip,
  TripList,
} from '@landline/shared/schemas';
import { lastNameHeader, request, requestFile } from '../lib/api';
import { isAuthenticated } from '../lib/session';

// The calls of booked trips (sections 4 and 7): My Trips, the lookup, check-in, boarding passes,
// cancellation and seat changes, loaded with the trips pages only (not with the home page).

/** The answers of the check-in, boarding-pass mail and cancel calls (their shared schemas' output). */
export type CheckInAnswer = z.output<typeof checkInAnswerSchema>;
export type ETicketAnswer = z.output<typeof eTicketAnswerSchema>;
export type CancelAnswer = z.output<typeof cancelAnswerSchema>;

const ticketPath = (pnr: string) => `v2/booking/tickets/${encodeURIComponent(pnr)}/`;

/** The query of get_refund_details/: the segment and the passengers, each left out for "all". */
function scopeParams(scope: CancelScope): URLSearchParams {
  const params = new URLSearchParams();
  if (scope.segment) params.set('segment', String(scope.segment));
  if (scope.passengers) params.set('passengers', scope.passengers.join(','));
  return params;
}

export const tripsApi = {
  // ---- My Trips, the guest lookup, check-in and cancellation (sections 4 and 7) ----
  // Each call about one booking carries the member's session when there is one, and the
  // `lastname` a guest looked the booking up with.

  /** A member's upcoming or past trips, TRIPS_PAGE_SIZE from `offset`. */
  trips: (which: 'upcoming' | 'past', offset: number, signal?: AbortSignal) =>
    request<TripList>(`v2/booking/reservations/${which}/?limit=${TRIPS_PAGE_SIZE}&offset=${offset}`, { signal, auth: true }),

  trip: (pnr: string, lastName: string | undefined, signal?: AbortSignal) =>
    request<Trip>(`${ticketPath(pnr)}?refresh=true`, { signal, auth: isAuthenticated(), headers: lastNameHeader(lastName) }),

  /** Checks in every booked passenger of one direction. */
  checkIn: (pnr: string, way: 1 | 2, lastName: string | undefined) =>
    request<CheckInAnswer>(`${ticketPath(pnr)}check_in/`, {
      method: 'POST',
      body: JSON.stringify({ way }),
      auth: isAuthenticated(),
      headers: lastNameHeader(lastName),
    }),

  /** Mails the direction's boarding passes to the lead passenger. */
  emailBoardingPass: (pnr: string, way: 1 | 2, lastName: string | undefined) =>
    request<ETicketAnswer>(`${ticketPath(pnr)}flight_e_ticket/?way=${way}`, {
      auth: isAuthenticated(),
      headers: lastNameHeader(lastName),
    }),

  /** The direction's boarding passes as one PDF. */
  boardingPass: (pnr: string, way: 1 | 2, lastName: string | undefined) =>
    requestFile(`${ticketPath(pnr)}boarding_pass/${way}/`, { auth: isAuthenticated(), headers: lastNameHeader(lastName) }),

  /** The trip's legs still booked as a calendar file (.ics), the confirmation mail's (decision 239). */
  calendar: (pnr: string, lastName: string | undefined) =>
    requestFile(`${ticketPath(pnr)}calendar/`, { auth: isAuthenticated(), headers: lastNameHeader(lastName) }, 'text/calendar'),

  /** What the airline needs to check in the direction's partner flights (section 7, decision 240). */
  flightCheckIn: (pnr: string, way: 1 | 2, lastName: string | undefined, signal?: AbortSignal) =>
    request<FlightCheckIn>(`${ticketPath(pnr)}flight_check_in/${way}/`, {
      signal,
      auth: isAuthenticated(),
      headers: lastNameHeader(lastName),
    }),

  /** What cancelling `scope` of the booking paid with `cartUuid` gives back, line by line. */
  refundDetails: (cartUuid: string, scope: CancelScope, lastName: string | undefined, signal?: AbortSignal) =>
    request<RefundDetails>(`v2/cart/cart/${encodeURIComponent(cartUuid)}/get_refund_details/?${scopeParams(scope)}`, {
      signal,
      auth: isAuthenticated(),
      headers: lastNameHeader(lastName),
    }),

  cancelTrip: (pnr: string, scope: CancelScope, lastName: string | undefined) =>
    request<CancelAnswer>(`${ticketPath(pnr)}cancel/${scope.segment ? `${scope.segment}/` : ''}`, {
      method: 'POST',
      body: JSON.stringify(scope.passengers ? { passengers: scope.passengers } : {}),
      auth: isAuthenticated(),
      headers: lastNameHeader(lastName),
    }),

  bookedSeatMap: (pnr: string, segment: 1 | 2, lastName: string | undefined, signal?: AbortSignal) =>
    request<SeatInfo>(`seats/${encodeURIComponent(pnr)}/${segment}/`, {
      signal,
      auth: isAuthenticated(),
      headers: lastNameHeader(lastName),
    }),

  changeSeats: (pnr: string, segment: 1 | 2, body: SeatsUpdate, lastName: string | undefined) =>
    request<SeatInfo>(`seats/${encodeURIComponent(pnr)}/${segment}/`, {
      method: 'PUT',
      body: JSON.stringify(body),
      auth: isAuthenticated(),
      headers: lastNameHeader(lastName),
    }),
};
