// The browser's session (decision 154; replaces "tokens in local storage", the booking spec's
// section 9). The refresh token is in an HttpOnly cookie the API sets: no script can read it.
// The access token lives in this tab's memory only. Local storage keeps one mark that is no
// secret, `landline.session` (a random id per login), so that a page load knows a session
// exists (and gets an access token from the cookie when a call needs one), and so that other
// tabs see logins and logouts through `storage` events. One small store read by React
// (useSyncExternalStore) and by the API client's refresh-and-replay.

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_KEY = 'landline.session';

/** Where the token pair was kept before the cookie; removed when the store is made. */
export const LEGACY_TOKENS_KEY = 'landline.auth';

export interface TokenStore {
  /** A session exists (logged in here or in another tab), with or without an access token in this tab. */
  signedIn(): boolean;
  /** This tab's access token for the current session, or null (none yet after a page load). */
  access(): string | null;
  /** Login and registration: a new session, with its first access token. */
  start(access: string): void;
  /** An access token the refresh cookie gave for the current session. */
  setAccess(access: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Tells subscribers that storage changed outside this store (a `storage` event). */
  notifyExternalChange(): void;
}

const newMark = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function createTokenStore(storage: TokenStorage | null): TokenStore {
  const listeners = new Set<() => void>();
  // Without storage (blocked, private mode) the session lives in memory for this tab.
  let memoryMark: string | null = null;
  let storageBroken = !storage;
  // The access token, and the session mark it belongs to: a login in another tab (a new mark)
  // makes it stale at once.
  let held: { mark: string; access: string } | null = null;
  const emit = () => listeners.forEach((l) => l());

  try {
    storage?.removeItem(LEGACY_TOKENS_KEY);
  } catch {
    // Nothing to do.
  }

  const mark = (): string | null => {
    if (!storage || storageBroken) return memoryMark;
    try {
      return storage.getItem(SESSION_KEY) || null;
    } catch {
      return memoryMark;
    }
  };

  return {
    signedIn: () => mark() !== null,
    access() {
      const current = mark();
      return held && current !== null && held.mark === current ? held.access : null;
    },
    start(access) {
      memoryMark = newMark();
      held = { mark: memoryMark, access };
      try {
        storage?.setItem(SESSION_KEY, memoryMark);
      } catch {
        // Storage full or blocked: kept in memory.
        storageBroken = true;
      }
      emit();
    },
    setAccess(access) {
      const current = mark();
      if (current !== null) held = { mark: current, access };
    },
    clear() {
      memoryMark = null;
      held = null;
      try {
        storage?.removeItem(SESSION_KEY);
      } catch {
        // Nothing to do.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notifyExternalChange: emit,
  };
}
