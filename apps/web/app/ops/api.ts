import { GENERIC_MESSAGES } from '@landline/shared/messages';
import { ApiError } from '../lib/api';
import { errorMessages } from '../lib/errors';

// The console's calls: /api/ops/ with the staff session's cookie (HttpOnly, sent by the browser,
// never read here). A 401 means the session ended: the layout sends the member to sign in.

interface OpsInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

async function send(path: string, init: OpsInit, accept: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api/ops/${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: { accept, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, [GENERIC_MESSAGES.failure], null);
  }
  if (response.ok) return response;
  const text = await response.text();
  let payload: unknown = text;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(response.status, [GENERIC_MESSAGES.failure], text);
  }
  throw new ApiError(response.status, errorMessages(payload), payload);
}

/** A JSON call of the console's API. */
export async function ops<T>(path: string, init: OpsInit = {}): Promise<T> {
  const response = await send(path, init, 'application/json');
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Whether a failed call means the member is not (or no longer) signed in. */
export const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
