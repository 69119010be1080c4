import type { Cart, CheckFlightsResponse, Heartbeat, ItineraryUpdateInput, PassengersRequest, Reservation } from '@landline/shared/schemas';
import { lastNameHeader, request } from '../lib/api';
import { isAuthenticated } from '../lib/session';

// The booking flow's calls (sections 4 and 7): the re-check, the hold and its heartbeat, the
// reservation, the passengers, and the edit of a booked trip (decision 221).

export const bookingApi = {
  /** Re-checks a chosen itinerary (seats, fares, still running) before the traveller goes on. */
  checkFlights: (body: { booking_token: string; pnum: number; bnum?: number }, signal?: AbortSignal) =>
    request<CheckFlightsResponse>('bookings/check_flights/', {
      method: 'POST',
      body: JSON.stringify({ bnum: 0, ...body }),
      signal,
    }),

  /** Holds the chosen tickets' seats; `reservation_uuid` and `cart_id` name a hold this one replaces. A member's holds count as theirs. */
  hold: (searchUuid: string, body: ItineraryUpdateInput) =>
    request<Reservation>(`bookings/${encodeURIComponent(searchUuid)}/itinerary/`, {
      method: 'PUT',
      body: JSON.stringify(body),
      auth: isAuthenticated(),
    }),

  heartbeat: (reservationUuid: string, signal?: AbortSignal) =>
    request<Heartbeat>(`v2/booking/reservations/${encodeURIComponent(reservationUuid)}/heartbeat/`, { method: 'POST', signal }),

  reservation: (reservationUuid: string, signal?: AbortSignal) =>
    request<Reservation>(`v2/booking/reservations/${encodeURIComponent(reservationUuid)}/`, { signal }),

  savePassengers: (searchUuid: string, body: PassengersRequest) =>
    request<Reservation>(`bookings/${encodeURIComponent(searchUuid)}/passengers/`, { method: 'PUT', body: JSON.stringify(body) }),

  /**
   * Makes the held cart's new trip replace `segment` (or all) of booking `pnr` (edit trip,
   * decision 221): the passengers are copied and the replaced part's worth joins the cart.
   */
  assignPreviousCart: (cartUuid: string, pnr: string, segment: 1 | 2 | null, lastName: string | undefined) =>
    request<Cart>(`v2/cart/cart/${encodeURIComponent(cartUuid)}/assign_previous_cart/`, {
      method: 'POST',
      body: JSON.stringify({ booking_reference: pnr, ...(segment ? { segment } : {}) }),
      auth: isAuthenticated(),
      headers: lastNameHeader(lastName),
    }),
};
