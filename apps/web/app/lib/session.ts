import { useSyncExternalStore } from 'react';
import { createAuthFetch, type AuthInit } from './auth-fetch';
import { createTokenStore, SESSION_KEY, type TokenStore } from './tokens';

// The browser's session: the token store (lib/tokens.ts: the access token in memory, the
// refresh token in an HttpOnly cookie, a session mark in local storage), the API client's fetch
// with refresh-and-replay, and what logging in and out does to the rest of the app (section 4:
// login and register set isAuthenticated; logout clears local storage and resets the account).

let store: TokenStore | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();
const externalLogoutListeners = new Set<Listener>();

export function tokenStore(): TokenStore {
  if (!store) {
    const created = createTokenStore(typeof window === 'undefined' ? null : browserStorage());
    if (typeof window !== 'undefined') {
      let known = created.signedIn();
      created.subscribe(() => {
        known = created.signedIn();
      });
      // Another tab logged in or out.
      window.addEventListener('storage', (event) => {
        if (event.key !== null && event.key !== SESSION_KEY) return;
        const wasIn = known;
        created.notifyExternalChange();
        if (wasIn && !created.signedIn()) externalLogoutListeners.forEach((l) => l());
      });
    }
    store = created;
  }
  return store;
}

export function isAuthenticated(): boolean {
  return tokenStore().signedIn();
}

const subscribe = (listener: Listener) => tokenStore().subscribe(listener);

/** isAuthenticated of the account state, kept in step with storage (and other tabs). */
export function useIsAuthenticated(): boolean {
  // The build-time render (the HydrateFallback shell) knows no session.
  return useSyncExternalStore(subscribe, isAuthenticated, () => false);
}

/**
 * Login and registration: keep the access token (the refresh token came as a cookie only, decision
 * 233); the account queries load for the new user.
 */
export function startSession(access: string): void {
  tokenStore().start(access);
}

/** Subscribes to the end of the session by expiry (the refresh failed or a 401 came back). */
export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** Subscribes to a logout made in another tab. */
export function onExternalLogout(listener: Listener): () => void {
  externalLogoutListeners.add(listener);
  return () => externalLogoutListeners.delete(listener);
}

/** Runs `fn` holding one lock shared by all tabs of the site (Web Locks), or just runs it. */
function crossTabLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('landline.auth.refresh', fn) as Promise<T>) : fn();
}

let authFetchInstance: ((input: string, init?: AuthInit) => Promise<Response>) | null = null;

/** fetch for the API client: adds the token, refreshes and replays, reports expiry. */
export function authFetch(input: string, init?: AuthInit): Promise<Response> {
  authFetchInstance ??= createAuthFetch({
    fetch: (i, r) => fetch(i, r),
    tokens: tokenStore(),
    refreshUrl: '/api/refresh_sessions/',
    lock: crossTabLock,
    onSessionExpired: () => expiredListeners.forEach((l) => l()),
  });
  return authFetchInstance(input, init);
}
