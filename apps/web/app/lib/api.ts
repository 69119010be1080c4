import {
  GENERIC_MESSAGES,
  REQUEST_TIMEOUT_MS,
  type CheckFlightsResponse,
  type PlaceOption,
  type SearchRequest,
  type SearchResponse,
  type Settings,
} from '@landline/shared';
import { errorMessages } from './errors';

/** A failed call, with the messages to show (section 8 order) and the payload as received. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly payload: unknown,
  ) {
    super(messages.join(' '));
    this.name = 'ApiError';
  }
}

function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function request<T>(path: string, init: RequestInit & { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      signal: withTimeout(init.signal),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, [GENERIC_MESSAGES.failure], null);
  }
  const text = await response.text();
  let payload: unknown = null;
  let isJson = false;
  try {
    payload = text ? JSON.parse(text) : null;
    isJson = true;
  } catch {
    payload = text;
  }
  if (!response.ok) {
    throw new ApiError(response.status, isJson ? errorMessages(payload) : [GENERIC_MESSAGES.failure], payload);
  }
  if (!isJson) throw new ApiError(response.status, [GENERIC_MESSAGES.notJson], payload);
  return payload as T;
}

export const api = {
  settings: (signal?: AbortSignal) => request<Settings>('settings/', { signal }),

  places: (
    query: { search: string; direction: 'from' | 'to'; from?: string | null },
    signal?: AbortSignal,
  ) => {
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

  itinerary: (uuid: string, signal?: AbortSignal) =>
    request<SearchResponse>(`bookings/${encodeURIComponent(uuid)}/itinerary/`, { signal }),
};

/** Messages for any thrown value (an ApiError or something unexpected). */
export function messagesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.messages : [GENERIC_MESSAGES.failure];
}
