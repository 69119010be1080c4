import { describe, expect, it, vi } from 'vitest';
import { createAuthFetch, SessionExpiredError, type FetchLike } from './auth-fetch';
import { createTokenStore, LEGACY_TOKENS_KEY, SESSION_KEY, type TokenStorage } from './tokens';

function memoryStorage(): TokenStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const expired = () => json(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' });

/**
 * A fake API and the browser's cookie jar: `valid` is the access token it accepts; the refresh
 * cookie rotates on each refresh and each value works once (a replayed one revokes the
 * session, as the real API does). Tabs of one browser share the jar.
 */
function fakeApi(opts: { valid: string; cookie: string | null }) {
  const state = { valid: opts.valid, cookie: opts.cookie, used: new Set<string>(), revoked: false, n: 0 };
  const calls: { url: string; authorization: string | null; body?: unknown; credentials?: RequestCredentials; cookie: string | null }[] =
    [];
  const fetch: FetchLike = vi.fn(async (url: string, init: RequestInit = {}) => {
    const authorization = new Headers(init.headers).get('authorization');
    calls.push({ url, authorization, body: init.body, credentials: init.credentials, cookie: state.cookie });
    if (url === '/api/refresh_sessions/') {
      const sent = state.cookie;
      await Promise.resolve();
      if (!sent || state.revoked || state.used.has(sent)) {
        if (sent && state.used.has(sent)) state.revoked = true;
        state.cookie = null;
        return expired();
      }
      state.used.add(sent);
      state.n++;
      state.cookie = `r${state.n + 1}`;
      state.valid = `a-${state.n}`;
      return json(200, { access: state.valid });
    }
    if (url === '/api/profile/') {
      if (!authorization) return json(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
      if (authorization !== `JWT ${state.valid}` && !authorization.startsWith('JWT a-')) return expired();
      return json(200, { first_name: 'Ada' });
    }
    return json(200, { ok: true });
  });
  return { fetch, calls, state };
}

/** One tab: its own memory, the browser's storage (shared with other tabs when given). */
interface TabOptions {
  access?: string;
  storage?: ReturnType<typeof memoryStorage>;
  lock?: <T>(fn: () => Promise<T>) => Promise<T>;
}
function tab(api: ReturnType<typeof fakeApi>, options: TabOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  const store = createTokenStore(storage);
  if (options.access) store.start(options.access);
  const onSessionExpired = vi.fn();
  const authFetch = createAuthFetch({
    fetch: api.fetch,
    tokens: store,
    refreshUrl: '/api/refresh_sessions/',
    onSessionExpired,
    lock: options.lock,
  });
  return { storage, store, onSessionExpired, authFetch };
}

/** Web Locks for tests: one holder at a time, in order. */
function mutex() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = last.then(fn, fn);
    last = run.catch(() => undefined);
    return run;
  };
}

const refreshes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.url === '/api/refresh_sessions/');

describe('the token store (access token in memory, a session mark in storage)', () => {
  it('never puts a token in storage, and removes the pair stored by earlier versions', () => {
    const storage = memoryStorage();
    storage.setItem(LEGACY_TOKENS_KEY, JSON.stringify({ access: 'old-a', refresh: 'old-r' }));
    const store = createTokenStore(storage);
    expect(storage.data.has(LEGACY_TOKENS_KEY)).toBe(false);
    expect(store.signedIn()).toBe(false);
    store.start('secret-access');
    expect(store.signedIn()).toBe(true);
    expect(store.access()).toBe('secret-access');
    expect([...storage.data.keys()]).toEqual([SESSION_KEY]);
    expect([...storage.data.values()].join()).not.toContain('secret-access');
    store.clear();
    expect(storage.data.size).toBe(0);
    expect(store.access()).toBeNull();
  });

  it('drops this tab’s access token when another tab logs in or out', () => {
    const storage = memoryStorage();
    const here = createTokenStore(storage);
    here.start('ada-access');
    // Another tab logs in (a new session mark): this token belongs to the old session.
    createTokenStore(storage).start('grace-access');
    expect(here.signedIn()).toBe(true);
    expect(here.access()).toBeNull();
    here.setAccess('grace-again');
    storage.removeItem(SESSION_KEY);
    expect(here.signedIn()).toBe(false);
    expect(here.access()).toBeNull();
  });
});

describe('createAuthFetch (refresh cookie, refresh and replay)', () => {
  it('sends this tab’s access token as "JWT <access>", and none when logged out', async () => {
    const api = fakeApi({ valid: 'a1', cookie: 'r1' });
    const { authFetch } = tab(api, { access: 'a1' });
    expect((await authFetch('/api/profile/', { auth: true })).status).toBe(200);
    expect(api.calls[0].authorization).toBe('JWT a1');

    const other = fakeApi({ valid: 'a1', cookie: null });
    await tab(other).authFetch('/api/settings/');
    expect(other.calls[0].authorization).toBeNull();
  });

  it('after a page load, gets an access token from the cookie before a call that needs the session', async () => {
    const api = fakeApi({ valid: 'none', cookie: 'r1' });
    const storage = memoryStorage();
    tab(api, { storage, access: 'before-reload' });
    // The page reloads: a new tab memory, the same storage and cookie.
    const { authFetch, store } = tab(api, { storage });
    expect(store.signedIn()).toBe(true);
    expect(store.access()).toBeNull();
    // A public call does not wake the session up.
    await authFetch('/api/settings/');
    expect(refreshes(api)).toHaveLength(0);
    expect((await authFetch('/api/profile/', { auth: true })).status).toBe(200);
    expect(api.calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/api/settings/', null],
      ['/api/refresh_sessions/', null],
      ['/api/profile/', 'JWT a-1'],
    ]);
    // The refresh sends the cookie and nothing a script could have read.
    expect(refreshes(api)[0]).toMatchObject({ body: undefined, credentials: 'same-origin' });
    expect(store.access()).toBe('a-1');
  });

  it('refreshes once on token_not_valid, keeps the new access token and replays the call', async () => {
    const api = fakeApi({ valid: 'never', cookie: 'r1' });
    const { authFetch, store, onSessionExpired } = tab(api, { access: 'a0' });
    const res = await authFetch('/api/profile/', { auth: true, method: 'PUT', body: '{"x":1}' });
    expect(res.status).toBe(200);
    expect(api.calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/api/profile/', 'JWT a0'],
      ['/api/refresh_sessions/', null],
      ['/api/profile/', 'JWT a-1'],
    ]);
    expect(api.calls[2].body).toBe('{"x":1}');
    expect(store.access()).toBe('a-1');
    expect(api.state.cookie).toBe('r2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail together (a rotated cookie is never presented twice)', async () => {
    const api = fakeApi({ valid: 'never', cookie: 'r1' });
    const { authFetch, onSessionExpired } = tab(api, { access: 'a0' });
    const results = await Promise.all([1, 2, 3].map(() => authFetch('/api/profile/', { auth: true })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refreshes(api)).toHaveLength(1);
    expect(api.state.revoked).toBe(false);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('lets two tabs that load at once refresh in turn, each with the cookie the other left', async () => {
    const api = fakeApi({ valid: 'none', cookie: 'r1' });
    const storage = memoryStorage();
    tab(api, { storage, access: 'login' });
    const lock = mutex();
    const one = tab(api, { storage, lock });
    const two = tab(api, { storage, lock });
    const [a, b] = await Promise.all([one.authFetch('/api/profile/', { auth: true }), two.authFetch('/api/profile/', { auth: true })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshes(api).map((c) => c.cookie)).toEqual(['r1', 'r2']);
    expect(api.state.revoked).toBe(false);
    expect(one.store.access()).not.toBe(two.store.access());
    expect(one.onSessionExpired).not.toHaveBeenCalled();
    expect(two.onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused: the mark cleared, one notice, the calls fail', async () => {
    const api = fakeApi({ valid: 'zz', cookie: null });
    const { authFetch, store, storage, onSessionExpired } = tab(api, { access: 'a1' });
    const calls = [authFetch('/api/profile/', { auth: true }), authFetch('/api/profile/', { auth: true })];
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
    expect(store.signedIn()).toBe(false);
    expect(storage.data.has(SESSION_KEY)).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(refreshes(api)).toHaveLength(1);
  });

  it('refreshes at most once per call: a replay that is refused again ends the session', async () => {
    const api = fakeApi({ valid: 'never', cookie: 'r1' });
    const broken: FetchLike = async (url, init) => (url === '/api/profile/' ? expired() : api.fetch(url, init));
    const store = createTokenStore(memoryStorage());
    store.start('a0');
    const onSessionExpired = vi.fn();
    const af = createAuthFetch({ fetch: broken, tokens: store, refreshUrl: '/api/refresh_sessions/', onSessionExpired });
    await expect(af('/api/profile/', { auth: true })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(refreshes(api)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats another 401 on a protected call as an expired session, without refreshing', async () => {
    const other: FetchLike = vi.fn(async () => json(401, { detail: 'Authentication credentials were not provided.' }));
    const store = createTokenStore(memoryStorage());
    store.start('a1');
    const onSessionExpired = vi.fn();
    const af = createAuthFetch({ fetch: other, tokens: store, refreshUrl: '/api/refresh_sessions/', onSessionExpired });
    await expect(af('/api/profile/', { auth: true })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(store.signedIn()).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('passes a 401 of a public call through when there is no session', async () => {
    const api = fakeApi({ valid: 'a1', cookie: null });
    const { authFetch, onSessionExpired } = tab(api);
    expect((await authFetch('/api/profile/')).status).toBe(401);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh cannot reach the server, the server fails, or the answer is cut off', async () => {
    // The third: the answer's headers came, its body was cut off (the page left while renewing).
    const cutOff = () =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start: (controller) => controller.error(new TypeError('network error')),
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      );
    for (const failing of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json(503, { detail: 'busy' })),
      cutOff,
    ]) {
      const offline: FetchLike = async (url) => (url === '/api/refresh_sessions/' ? failing() : expired());
      const store = createTokenStore(memoryStorage());
      store.start('a1');
      const onSessionExpired = vi.fn();
      const af = createAuthFetch({ fetch: offline, tokens: store, refreshUrl: '/api/refresh_sessions/', onSessionExpired });
      await expect(af('/api/profile/', { auth: true })).rejects.toBeInstanceOf(TypeError);
      expect(store.signedIn()).toBe(true);
      expect(store.access()).toBe('a1');
      expect(onSessionExpired).not.toHaveBeenCalled();
    }
  });

  it('runs the refresh inside the cross-tab lock', async () => {
    const api = fakeApi({ valid: 'never', cookie: 'r1' });
    const calls: number[] = [];
    const lock = <T>(fn: () => Promise<T>): Promise<T> => {
      calls.push(1);
      return fn();
    };
    const { authFetch } = tab(api, { access: 'a0', lock });
    expect((await authFetch('/api/profile/', { auth: true })).status).toBe(200);
    expect(calls).toHaveLength(1);
  });
});
