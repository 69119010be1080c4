// The session's JWT pair, kept in local storage (booking-app.md section 9: tokens in browser
// local storage). One small store read by React (useSyncExternalStore) and by the API client's
// refresh-and-replay; it re-reads storage on every get, so a pair rotated or removed by another
// tab of the same site is seen at once.

export interface Tokens {
  access: string;
  refresh: string;
}

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const TOKENS_KEY = 'landline.auth';

export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Tells subscribers that storage changed outside this store (a `storage` event). */
  notifyExternalChange(): void;
}

function parse(raw: string | null): Tokens | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (v && typeof v === 'object') {
      const { access, refresh } = v as Partial<Tokens>;
      if (typeof access === 'string' && access && typeof refresh === 'string' && refresh) return { access, refresh };
    }
  } catch {
    // Not ours or damaged: treated as logged out.
  }
  return null;
}

export function createTokenStore(storage: TokenStorage | null): TokenStore {
  const listeners = new Set<() => void>();
  // Without storage (blocked, private mode) the session lives in memory for this tab.
  let memory: Tokens | null = null;
  let lastRaw: string | null = null;
  let lastParsed: Tokens | null = null;
  const emit = () => listeners.forEach((l) => l());

  const read = (): Tokens | null => {
    if (!storage) return memory;
    let raw: string | null = null;
    try {
      raw = storage.getItem(TOKENS_KEY);
    } catch {
      return memory;
    }
    // Same object for the same stored text, as useSyncExternalStore requires.
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastParsed = parse(raw);
    }
    return lastParsed;
  };

  return {
    get: read,
    set(tokens) {
      memory = { access: tokens.access, refresh: tokens.refresh };
      try {
        storage?.setItem(TOKENS_KEY, JSON.stringify(memory));
      } catch {
        // Storage full or blocked: kept in memory.
      }
      emit();
    },
    clear() {
      memory = null;
      try {
        storage?.removeItem(TOKENS_KEY);
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
