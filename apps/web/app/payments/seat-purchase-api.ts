import type { SeatPurchase, SeatPurchasePayBody } from '@landline/shared/schemas';
import { lastNameHeader, request } from '../lib/api';
import { isAuthenticated } from '../lib/session';

// Premium seats bought for a booked trip (decision 222): their calls, loaded with their page only.

const purchasePath = (uuid: string) => `v2/booking/seat_purchases/${encodeURIComponent(uuid)}/`;

export const seatPurchase = (uuid: string, lastName: string | undefined, signal?: AbortSignal) =>
  request<SeatPurchase>(purchasePath(uuid), { signal, auth: isAuthenticated(), headers: lastNameHeader(lastName) });

/** Pays for them by card; the seats are given once the charge succeeds. */
export const paySeatPurchase = (uuid: string, body: SeatPurchasePayBody, lastName: string | undefined) =>
  request<SeatPurchase>(purchasePath(uuid), {
    method: 'PUT',
    body: JSON.stringify(body),
    auth: isAuthenticated(),
    headers: lastNameHeader(lastName),
  });
