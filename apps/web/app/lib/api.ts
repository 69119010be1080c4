import { REQUEST_TIMEOUT_MS } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES, GENERIC_MESSAGES } from '@landline/shared/messages';
import type { CartPaymentMode, Product } from '@landline/shared/cart';
import type {
  AccessToken,
  AddItemInput,
  Cart,
  CardToken,
  CardTokenInput,
  CheckoutAnswer,
  CheckoutInput,
  CheckFlightsResponse,
  Heartbeat,
  ItineraryUpdateInput,
  PassengersRequest,
  PickupDetails,
  StoredPickupAddress,
  Reservation,
  SeatInfo,
  SeatsUpdate,
  PlaceOption,
  PointsPurchaseAnswer,
  PointsQuote,
  PointsRecords,
  Profile,
  ProfileUpdate,
  RegisterInput,
  ReferralData,
  SearchRequest,
  SearchResponse,
  Settings,
} from '@landline/shared/schemas';
import { SessionExpiredError, type AuthInit } from './auth-fetch';
import { authFetch, isAuthenticated } from './session';
import { errorMessages } from './errors';

/** A failed call, with the messages to show (section 8 order) and the payload as received. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly payload: unknown,
    /** The session ended during this call: the app has logged out and said so already. */
    readonly sessionExpired = false,
  ) {
    super(messages.join(' '));
    this.name = 'ApiError';
  }
}

function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

type CallInit = AuthInit & { signal?: AbortSignal; headers?: Record<string, string> };

/** The call's answer, or the ApiError of a failure (section 8 messages); `read` takes a successful answer. */
async function send<T>(path: string, init: CallInit, accept: string, read: (response: Response) => Promise<T>): Promise<T> {
  let response: Response;
  try {
    // The token, refresh-and-replay and session expiry: lib/auth-fetch.ts.
    response = await authFetch(`/api/${path}`, {
      ...init,
      headers: { accept, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      signal: withTimeout(init.signal),
    });
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      throw new ApiError(401, [ACCOUNT_MESSAGES.sessionExpired], null, true);
    }
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, [GENERIC_MESSAGES.failure], null);
  }
  if (response.ok) return read(response);
  const text = await response.text();
  let payload: unknown = text;
  let isJson = false;
  try {
    payload = text ? JSON.parse(text) : null;
    isJson = true;
  } catch {
    // Not JSON: kept as text.
  }
  throw new ApiError(response.status, isJson ? errorMessages(payload) : [GENERIC_MESSAGES.failure], payload);
}

/** A JSON call of the API; features with calls of their own (quotes, edits) make them with it. */
export function request<T>(path: string, init: CallInit = {}): Promise<T> {
  return send(path, init, 'application/json', async (response) => {
    const text = await response.text();
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new ApiError(response.status, [GENERIC_MESSAGES.notJson], text);
    }
  });
}

/** A file the API answers (a boarding pass PDF; a calendar with `accept` 'text/calendar'). */
export function requestFile(path: string, init: CallInit = {}, accept = 'application/pdf'): Promise<Blob> {
  return send(path, init, accept, (response) => response.blob());
}

/**
 * The spec's `lastname` header of a guest's calls about a booking (section 7); header values
 * are Latin-1, so the name goes percent-encoded and the API decodes it. None for a member's own.
 */
export function lastNameHeader(lastName: string | undefined): Record<string, string> {
  return lastName ? { lastname: encodeURIComponent(lastName) } : {};
}

const heldSeatsPath = (pnr: string, segment: 1 | 2, cartUuid: string) =>
  `seats/${encodeURIComponent(pnr)}/${segment}/?${new URLSearchParams({ cart_id: cartUuid })}`;

export const api = {
  settings: (signal?: AbortSignal) => request<Settings>('settings/', { signal }),

  places: (query: { search: string; direction: 'from' | 'to'; from?: string | null }, signal?: AbortSignal) => {
    const params = new URLSearchParams({ search: query.search, all_airports: 'true', direction: query.direction });
    if (query.direction === 'to' && query.from) params.set('from', query.from);
    return request<PlaceOption[]>(`v2/booking/airports/?${params}`, { signal });
  },

  search: (body: SearchRequest, signal?: AbortSignal) =>
    request<SearchResponse>('bookings/reservation/', { method: 'PUT', body: JSON.stringify(body), signal }),

  /** Re-checks a chosen itinerary (seats, fares, still running) before the traveller goes on. */
  checkFlights: (body: { booking_token: string; pnum: number; bnum?: number }, signal?: AbortSignal) =>
    request<CheckFlightsResponse>('bookings/check_flights/', {
      method: 'POST',
      body: JSON.stringify({ bnum: 0, ...body }),
      signal,
    }),

  itinerary: (uuid: string, signal?: AbortSignal) => request<SearchResponse>(`bookings/${encodeURIComponent(uuid)}/itinerary/`, { signal }),

  // ---- The booking flow: hold, passengers, seats (sections 4 and 7) ----

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

  /** A held booking's seats: its cart is the holder's key (decision 233). */
  seatMap: (pnr: string, segment: 1 | 2, cartUuid: string, signal?: AbortSignal) =>
    request<SeatInfo>(heldSeatsPath(pnr, segment, cartUuid), { signal }),

  chooseSeats: (pnr: string, segment: 1 | 2, cartUuid: string, body: SeatsUpdate) =>
    request<SeatInfo>(heldSeatsPath(pnr, segment, cartUuid), { method: 'PUT', body: JSON.stringify(body) }),

  /** A booked trip's seats (decision 219): its member's session, or the guest's last name. */
  // ---- The cart: what the held trip costs, extras, voucher and store credit (sections 3, 5, 7) ----

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

  // ---- Paying (sections 4 and 7, decision 205) ----

  /** The sandbox processor's card token (a processor's browser library does this with card fields). */
  cardToken: (body: CardTokenInput) => request<CardToken>('v2/payments/sandbox/tokens/', { method: 'POST', body: JSON.stringify(body) }),

  /** Pays the cart's server total; answers the checked-out cart and the confirmed booking. A member's cart is paid in their session. */
  checkout: (body: CheckoutInput) =>
    request<CheckoutAnswer>('cart/check_out/', { method: 'PUT', body: JSON.stringify(body), auth: isAuthenticated() }),

  // ---- Penguin Perks wallet (section 7, decisions 208 and 210) ----

  pointsRecords: (offset: number, signal?: AbortSignal) =>
    request<PointsRecords>(`points_records/?offset=${offset}`, { signal, auth: true }),

  /** The price check of POST buy_loyalty_points/. */
  pointsQuote: (points: number) =>
    request<PointsQuote>('buy_loyalty_points/', { method: 'POST', body: JSON.stringify({ points_amount: points }), auth: true }),

  buyPoints: (body: { points_amount: number; stripe_token: string }) =>
    request<PointsPurchaseAnswer>('buy_loyalty_points/', { method: 'PUT', body: JSON.stringify(body), auth: true }),

  // ---- Accounts (section 7) ----

  // The answer holds the access token only: the refresh token comes as an HttpOnly cookie (decision 234).
  register: (body: RegisterInput) => request<AccessToken>('users/', { method: 'POST', body: JSON.stringify(body) }),

  login: (body: { email: string; password: string }) => request<AccessToken>('sessions/', { method: 'POST', body: JSON.stringify(body) }),

  /** Logout: the server ends the session of the refresh cookie and clears it. */
  logout: () => request<null>('refresh_sessions/', { method: 'DELETE' }),

  profile: (signal?: AbortSignal) => request<Profile>('profile/', { signal, auth: true }),

  updateProfile: (body: ProfileUpdate) => request<Profile>('profile/', { method: 'PUT', body: JSON.stringify(body), auth: true }),

  changePassword: (body: { current_password: string; new_password: string; repeated_password: string }) =>
    request<{ detail: string }>('v2/accounts/password/change/', { method: 'PUT', body: JSON.stringify(body), auth: true }),

  activate: (code: string, referralCode?: string | null) =>
    request<{ detail: string }>(`activations/${encodeURIComponent(code)}/${referralCode ? `${encodeURIComponent(referralCode)}/` : ''}`, {
      method: 'PUT',
    }),

  requestRecovery: (email: string) =>
    request<{ detail: string }>('recoveries/', {
      method: 'POST',
      body: JSON.stringify({ email, is_back_office: false, reset_password_url: `${window.location.origin}/password/reset/` }),
    }),

  checkRecovery: (code: string, signal?: AbortSignal) =>
    request<{ code_valid: boolean }>(`recoveries/${encodeURIComponent(code)}/`, { signal }),

  resetPassword: (code: string, body: { new_password: string; repeated_password: string }) =>
    request<{ detail: string }>(`recoveries/${encodeURIComponent(code)}/`, {
      method: 'PUT',
      body: JSON.stringify({ code, ...body }),
    }),

  referral: (signal?: AbortSignal) => request<ReferralData>('referrals_url/', { signal, auth: true }),

  // ---- Pickup details: the door-to-door addresses of a held reservation (decision 202) ----

  /** One record per direction with a door-to-door ride, made on first read. */
  pickupDetails: (reservationUuid: string, signal?: AbortSignal) =>
    request<PickupDetails[]>(`v2/landline/pick_up_details/?${new URLSearchParams({ reservation: reservationUuid })}`, { signal }),

  /** Both addresses (the airport end: its terminal as the first line) and the flight, typed as the traveller gave it; the record opens with its reservation. */
  savePickupDetails: (
    id: number,
    reservationUuid: string,
    body: { pick_up_address: StoredPickupAddress; drop_off_address: StoredPickupAddress; flight: Record<string, string> | null },
  ) =>
    request<PickupDetails>(`v2/landline/pick_up_details/${id}/?${new URLSearchParams({ reservation: reservationUuid })}`, {
      method: 'PATCH',
      body: JSON.stringify(body),
    }),
};

/** Messages for any thrown value (an ApiError or something unexpected). */
export function messagesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.messages : [GENERIC_MESSAGES.failure];
}
