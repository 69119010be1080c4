import type { TokenStore } from './tokens';

// Refresh and replay (the booking spec's sections 4, 7 and 8): every call carries
// `Authorization: JWT <access>` when this tab holds an access token; a call that needs the
// session gets one first when the page has just loaded. A 401 `token_not_valid` refreshes once
// (POST refresh_sessions/, authenticated by the HttpOnly refresh cookie, answering a new access
// token and rotating the cookie) and replays the call; when the refresh is refused, or a
// protected call gets any other 401, the session has expired.
//
// Refresh tokens rotate and a replayed one revokes the whole session, so two refreshes must
// never present the same cookie: calls that fail together share one refresh, and (through
// `lock`, the Web Locks API in the browser) every tab refreshes in turn, each with the cookie
// the previous one left. Each tab holds its own access token; a token this tab got meanwhile
// is used as it is.

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface AuthFetchOptions {
  fetch: FetchLike;
  tokens: TokenStore;
  /** Address of POST refresh_sessions/ (the cookie authenticates it). */
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
  let refreshing: Promise<string | null> | null = null;

  const expire = () => {
    const hadSession = tokens.signedIn();
    tokens.clear();
    if (hadSession) options.onSessionExpired();
  };

  /** A new access token for a call made with `used` (null: none yet), or null when the session is over. */
  const freshAccess = (used: string | null): Promise<string | null> => {
    refreshing ??= lock(async () => {
      if (!tokens.signedIn()) return null;
      // Another call of this tab got one while this one waited.
      const current = tokens.access();
      if (current && current !== used) return current;
      let response: Response;
      try {
        response = await options.fetch(refreshUrl, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        });
      } catch {
        // Network trouble is not an expiry: keep the session, fail this call.
        throw new TypeError('Failed to fetch');
      }
      // Refused (no, a used or a revoked cookie; another site): the session is over. Any other
      // failure (the server's) fails this call only.
      if (response.status === 401 || response.status === 403) return null;
      if (!response.ok) throw new TypeError('Failed to fetch');
      // A body cut off (the page left mid-answer, the network dropped) is no refusal: the cookie
      // may have rotated already, and the next page renews within the grace (decision 203).
      const body = (await response.json().catch(() => undefined)) as { access?: unknown } | null | undefined;
      if (body === undefined) throw new TypeError('Failed to fetch');
      if (!body || typeof body.access !== 'string') return null;
      tokens.setAccess(body.access);
      return body.access;
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return async function authFetch(input: string, init: AuthInit = {}): Promise<Response> {
    const { auth = false, ...rest } = init;
    let sent = tokens.access();
    if (!sent && auth && tokens.signedIn()) {
      // A page just loaded: the session's access token comes from the cookie first.
      sent = await freshAccess(null);
      if (!sent) {
        expire();
        throw new SessionExpiredError(null);
      }
    }
    const response = await options.fetch(input, withAccess(rest, sent ?? undefined));
    if (response.status !== 401) return response;

    const code = await codeOf(response);
    if (code === TOKEN_NOT_VALID && sent) {
      // A newer token may be here already (another call refreshed): use it as it is.
      const current = tokens.access();
      const access = current && current !== sent ? current : await freshAccess(sent);
      if (!access) {
        expire();
        throw new SessionExpiredError(response);
      }
      const replayed = await options.fetch(input, withAccess(rest, access));
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
