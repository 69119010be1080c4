import { REQUEST_TIMEOUT_MS } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES, GENERIC_MESSAGES } from '@landline/shared/messages';
import { SessionExpiredError, type AuthInit } from './auth-fetch';
import { authFetch } from './session';
import { errorMessages } from './errors';
import { acceptLanguageOf, langOfPath } from '../i18n/lang';

/** The page's language, for the server's answers and mails (decision 267): the address's, never the browser's. */
const pageLanguage = (): Record<string, string> =>
  typeof window === 'undefined' ? {} : { 'accept-language': acceptLanguageOf(langOfPath(window.location.pathname)) };

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
      headers: { accept, ...pageLanguage(), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
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

/** A JSON call of the API; each feature makes its calls with it in its own `api.ts`. */
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

/** Messages for any thrown value (an ApiError or something unexpected). */
export function messagesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.messages : [GENERIC_MESSAGES.failure];
}
