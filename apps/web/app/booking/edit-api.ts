import type { Cart } from '@landline/shared/schemas';
import { lastNameHeader, request } from '../lib/api';
import { isAuthenticated } from '../lib/session';

/**
 * Makes the held cart's new trip replace `segment` (or all) of booking `pnr` (edit trip,
 * decision 221): the passengers are copied and the replaced part's worth joins the cart.
 */
export const assignPreviousCart = (cartUuid: string, pnr: string, segment: 1 | 2 | null, lastName: string | undefined) =>
  request<Cart>(`v2/cart/cart/${encodeURIComponent(cartUuid)}/assign_previous_cart/`, {
    method: 'POST',
    body: JSON.stringify({ booking_reference: pnr, ...(segment ? { segment } : {}) }),
    auth: isAuthenticated(),
    headers: lastNameHeader(lastName),
  });
