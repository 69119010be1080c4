import type { TokenStore, Tokens } from './tokens';

// Refresh and replay (booking-app.md sections 4, 7 and 8): every call carries
// `Authorization: JWT <access>` when a token is stored. A 401 `token_not_valid` refreshes the
// pair once (POST refresh_sessions/) and replays the call with the new access token; when the
// refresh fails, or a protected call gets any other 401, the session has expired.
//
// Refresh tokens rotate and a replayed one revokes the whole session, so a refresh must never
// run twice with the same token: calls that fail together share one refresh, and (through
// `lock`, the Web Locks API in the browser) so do other tabs; a pair rotated meanwhile by
// another call or tab is used as it is.

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface AuthFetchOptions {
  fetch: FetchLike;
  tokens: TokenStore;
  /** Address of POST refresh_sessions/. */
  refreshUrl: string;
  /** Called once per expiry, after the tokens are cleared. */
  onSessionExpired: () => void;
  /** Runs `fn` while holding a lock shared by every tab (default: no lock). */
  lock?: <T>(fn: () => Promise<T>) => Promise<T>;
}

export interface AuthInit extends RequestInit {
  /** A call that needs a session: any 401 on it means the session has expired. */
  auth?: boolean;
}

/** Thrown when the session has expired; the caller shows nothing more (the notice is shown). */
export class SessionExpiredError extends Error {
  constructor(readonly response: Response | null) {
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}

export const TOKEN_NOT_VALID = 'token_not_valid';

async function codeOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string') {
      return (body as { code: string }).code;
    }
  } catch {
    // Not JSON.
  }
  return null;
}

function withAccess(init: RequestInit, access: string | undefined): RequestInit {
  const headers = new Headers(init.headers);
  if (access) headers.set('authorization', `JWT ${access}`);
  else headers.delete('authorization');
  return { ...init, headers };
}

export function createAuthFetch(options: AuthFetchOptions) {
  const { tokens, refreshUrl } = options;
  const lock = options.lock ?? ((fn) => fn());
  let refreshing: Promise<Tokens | null> | null = null;

  const expire = () => {
    const hadSession = tokens.get() !== null;
    tokens.clear();
    if (hadSession) options.onSessionExpired();
  };

  /** A fresh pair for a call that failed with `used`, or null when the session is over. */
  const freshTokens = (used: string): Promise<Tokens | null> => {
    refreshing ??= lock(async () => {
      // Another tab may have rotated the pair while this one waited for the lock.
      const current = tokens.get();
      if (!current) return null;
      if (current.access !== used) return current;
      let response: Response;
      try {
        response = await options.fetch(refreshUrl, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ refresh: current.refresh }),
        });
      } catch {
        // Network trouble is not an expiry: keep the session, fail this call.
        throw new TypeError('Failed to fetch');
      }
      if (!response.ok) return null;
      const pair = (await response.json().catch(() => null)) as Partial<Tokens> | null;
      if (!pair || typeof pair.access !== 'string' || typeof pair.refresh !== 'string') return null;
      const next = { access: pair.access, refresh: pair.refresh };
      tokens.set(next);
      return next;
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return async function authFetch(input: string, init: AuthInit = {}): Promise<Response> {
    const { auth = false, ...rest } = init;
    const sent = tokens.get();
    const response = await options.fetch(input, withAccess(rest, sent?.access));
    if (response.status !== 401) return response;

    const code = await codeOf(response);
    if (code === TOKEN_NOT_VALID && sent) {
      // A newer pair may already be stored (another call refreshed it): use it as it is.
      const current = tokens.get();
      const pair = current && current.access !== sent.access ? current : await freshTokens(sent.access);
      if (!pair) {
        expire();
        throw new SessionExpiredError(response);
      }
      const replayed = await options.fetch(input, withAccess(rest, pair.access));
      if (replayed.status === 401 && (auth || (await codeOf(replayed)) === TOKEN_NOT_VALID)) {
        expire();
        throw new SessionExpiredError(replayed);
      }
      return replayed;
    }
    if (auth || sent) {
      // A 401 of another kind on a call made with a session: the session is gone.
      expire();
      throw new SessionExpiredError(response);
    }
    return response;
  };
}
