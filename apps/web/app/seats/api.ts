import type { SeatInfo, SeatsUpdate } from '@landline/shared/schemas';
import { request } from '../lib/api';

// A held booking's seats in the booking flow (a booked trip's are in trips/api.ts, decision 219).

const heldSeatsPath = (pnr: string, segment: 1 | 2, cartUuid: string) =>
  `seats/${encodeURIComponent(pnr)}/${segment}/?${new URLSearchParams({ cart_id: cartUuid })}`;

export const seatsApi = {
  /** A held booking's seats: its cart is the holder's key (decision 233). */
  seatMap: (pnr: string, segment: 1 | 2, cartUuid: string, signal?: AbortSignal) =>
    request<SeatInfo>(heldSeatsPath(pnr, segment, cartUuid), { signal }),

  chooseSeats: (pnr: string, segment: 1 | 2, cartUuid: string, body: SeatsUpdate) =>
    request<SeatInfo>(heldSeatsPath(pnr, segment, cartUuid), { method: 'PUT', body: JSON.stringify(body) }),
};
