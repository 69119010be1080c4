import type { CartPaymentMode, Product } from '@landline/shared/cart';
import type {
  AddItemInput,
  Cart,
  CardToken,
  CardTokenInput,
  CheckoutAnswer,
  CheckoutInput,
  SeatPurchase,
  SeatPurchasePayBody,
} from '@landline/shared/schemas';
import { lastNameHeader, request } from '../lib/api';
import { isAuthenticated } from '../lib/session';

// The payment page's calls: the cart (what the held trip costs, extras, voucher and store
// credit: sections 3, 5 and 7), paying it (sections 4 and 7, decision 205), and the premium
// seats bought for a booked trip (decision 222).

const purchasePath = (uuid: string) => `v2/booking/seat_purchases/${encodeURIComponent(uuid)}/`;

export const paymentsApi = {
  cart: (cartUuid: string, signal?: AbortSignal) => request<Cart>(`cart/get_cart/${encodeURIComponent(cartUuid)}`, { signal }),

  products: (signal?: AbortSignal) => request<Product[]>('v2/cart/products/', { signal }),

  /** Adds an extra (its `data` per product); the server prices it and answers the whole cart. */
  addItem: (cartUuid: string, productId: number, body: AddItemInput) =>
    request<Cart & { message: string }>(`v2/cart/cart/${encodeURIComponent(cartUuid)}/add_item/${productId}/`, {
      method: 'PUT',
      body: JSON.stringify(body),
    }),

  removeItem: (body: { cart_id: string; item_id: number; reservation_uuid: string }) =>
    request<Cart>('cart/remove_item_from_cart/', { method: 'PUT', body: JSON.stringify(body) }),

  /** Gives a guest's cart to the signed-in traveller (store credit needs it). */
  assignCart: (cartUuid: string) =>
    request<Cart>(`v2/cart/cart/${encodeURIComponent(cartUuid)}/assign_cart_to_user/`, { method: 'POST', auth: true }),

  /** Pays the tickets by card or with points (decision 208); points need the member's session. */
  setPaymentType: (cartUuid: string, paymentType: CartPaymentMode) =>
    request<Cart>(`v2/cart/cart/${encodeURIComponent(cartUuid)}/payment_type/`, {
      method: 'PUT',
      body: JSON.stringify({ payment_type: paymentType }),
      auth: isAuthenticated(),
    }),

  /** The sandbox processor's card token (a processor's browser library does this with card fields). */
  cardToken: (body: CardTokenInput) => request<CardToken>('v2/payments/sandbox/tokens/', { method: 'POST', body: JSON.stringify(body) }),

  /** Pays the cart's server total; answers the checked-out cart and the confirmed booking. A member's cart is paid in their session. */
  checkout: (body: CheckoutInput) =>
    request<CheckoutAnswer>('cart/check_out/', { method: 'PUT', body: JSON.stringify(body), auth: isAuthenticated() }),

  seatPurchase: (uuid: string, lastName: string | undefined, signal?: AbortSignal) =>
    request<SeatPurchase>(purchasePath(uuid), { signal, auth: isAuthenticated(), headers: lastNameHeader(lastName) }),

  /** Pays for premium seats by card; the seats are given once the charge succeeds. */
  paySeatPurchase: (uuid: string, body: SeatPurchasePayBody, lastName: string | undefined) =>
    request<SeatPurchase>(purchasePath(uuid), {
      method: 'PUT',
      body: JSON.stringify(body),
      auth: isAuthenticated(),
      headers: lastNameHeader(lastName),
    }),
};
