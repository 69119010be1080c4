import { describe, expect, it, vi } from 'vitest';
import { createAuthFetch, SessionExpiredError, type FetchLike } from './auth-fetch';
import { createTokenStore, TOKENS_KEY, type TokenStorage } from './tokens';

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
 * A fake API: `valid` is the one access token it accepts; refresh tokens rotate and each works
 * once (a replayed one is refused), as the real API does.
 */
function fakeApi(opts: { valid: string; refreshes: Record<string, { access: string; refresh: string }> }) {
  const state = { valid: opts.valid, used: new Set<string>() };
  const calls: { url: string; authorization: string | null; body?: string }[] = [];
  const fetch: FetchLike = vi.fn(async (url: string, init: RequestInit = {}) => {
    const authorization = new Headers(init.headers).get('authorization');
    calls.push({ url, authorization, body: typeof init.body === 'string' ? init.body : undefined });
    if (url === '/api/refresh_sessions/') {
      const { refresh } = JSON.parse(String(init.body)) as { refresh: string };
      const pair = opts.refreshes[refresh];
      if (!pair || state.used.has(refresh)) return expired();
      state.used.add(refresh);
      state.valid = pair.access;
      return json(200, pair);
    }
    if (url === '/api/profile/') {
      if (!authorization) return json(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
      if (authorization !== `JWT ${state.valid}`) return expired();
      return json(200, { first_name: 'Ada' });
    }
    return json(200, { ok: true });
  });
  return { fetch, calls, state };
}

function setup(api: ReturnType<typeof fakeApi>, tokens: { access: string; refresh: string } | null) {
  const storage = memoryStorage();
  if (tokens) storage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  const store = createTokenStore(storage);
  const onSessionExpired = vi.fn();
  const authFetch = createAuthFetch({ fetch: api.fetch, tokens: store, refreshUrl: '/api/refresh_sessions/', onSessionExpired });
  return { storage, store, onSessionExpired, authFetch };
}

describe('createAuthFetch (refresh and replay)', () => {
  it('sends the stored access token as "JWT <access>", and none when logged out', async () => {
    const api = fakeApi({ valid: 'a1', refreshes: {} });
    const { authFetch } = setup(api, { access: 'a1', refresh: 'r1' });
    const res = await authFetch('/api/profile/', { auth: true });
    expect(res.status).toBe(200);
    expect(api.calls[0].authorization).toBe('JWT a1');

    const other = fakeApi({ valid: 'a1', refreshes: {} });
    const anon = setup(other, null);
    await anon.authFetch('/api/settings/');
    expect(other.calls[0].authorization).toBeNull();
  });

  it('refreshes once on token_not_valid, stores the new pair and replays the call', async () => {
    const api = fakeApi({ valid: 'a2', refreshes: { r1: { access: 'a2', refresh: 'r2' } } });
    const { authFetch, store, onSessionExpired } = setup(api, { access: 'a1', refresh: 'r1' });
    const res = await authFetch('/api/profile/', { auth: true, method: 'PUT', body: '{"x":1}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ first_name: 'Ada' });
    expect(api.calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/api/profile/', 'JWT a1'],
      ['/api/refresh_sessions/', null],
      ['/api/profile/', 'JWT a2'],
    ]);
    expect(api.calls[1].body).toBe('{"refresh":"r1"}');
    expect(api.calls[2].body).toBe('{"x":1}');
    expect(store.get()).toEqual({ access: 'a2', refresh: 'r2' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail together (a rotated token is never replayed)', async () => {
    const api = fakeApi({ valid: 'a2', refreshes: { r1: { access: 'a2', refresh: 'r2' } } });
    const { authFetch, store, onSessionExpired } = setup(api, { access: 'a1', refresh: 'r1' });
    const results = await Promise.all([
      authFetch('/api/profile/', { auth: true }),
      authFetch('/api/profile/', { auth: true }),
      authFetch('/api/profile/', { auth: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(api.calls.filter((c) => c.url === '/api/refresh_sessions/')).toHaveLength(1);
    expect(store.get()).toEqual({ access: 'a2', refresh: 'r2' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('uses a pair another tab already rotated instead of refreshing again', async () => {
    const api = fakeApi({ valid: 'a1', refreshes: { r1: { access: 'a2', refresh: 'r2' } } });
    const storage = memoryStorage();
    storage.setItem(TOKENS_KEY, JSON.stringify({ access: 'a1', refresh: 'r1' }));
    // The other tab refreshes between this call's request and its 401.
    const slow: FetchLike = async (url, init) => {
      const res = await api.fetch(url, init);
      if (url === '/api/profile/' && res.status === 200 && api.calls.length === 1) {
        storage.setItem(TOKENS_KEY, JSON.stringify({ access: 'a2', refresh: 'r2' }));
        api.state.valid = 'a2';
        return expired();
      }
      return res;
    };
    const store = createTokenStore(storage);
    const af = createAuthFetch({ fetch: slow, tokens: store, refreshUrl: '/api/refresh_sessions/', onSessionExpired: vi.fn() });
    const res = await af('/api/profile/', { auth: true });
    expect(res.status).toBe(200);
    expect(api.calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/api/profile/', 'JWT a1'],
      ['/api/profile/', 'JWT a2'],
    ]);
  });

  it('ends the session when the refresh fails: tokens cleared, one notice, the call fails', async () => {
    const api = fakeApi({ valid: 'zz', refreshes: {} });
    const { authFetch, store, storage, onSessionExpired } = setup(api, { access: 'a1', refresh: 'r1' });
    const calls = [authFetch('/api/profile/', { auth: true }), authFetch('/api/profile/', { auth: true })];
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
    expect(store.get()).toBeNull();
    expect(storage.data.has(TOKENS_KEY)).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((c) => c.url === '/api/refresh_sessions/')).toHaveLength(1);
  });

  it('refreshes at most once per call: a replay that is refused again ends the session', async () => {
    // The refresh "works" but the API still refuses the new access token.
    const api = fakeApi({ valid: 'never', refreshes: { r1: { access: 'a2', refresh: 'r2' } } });
    const broken: FetchLike = async (url, init) => {
      const res = await api.fetch(url, init);
      if (url === '/api/refresh_sessions/') api.state.valid = 'never';
      return res;
    };
    const storage = memoryStorage();
    storage.setItem(TOKENS_KEY, JSON.stringify({ access: 'a1', refresh: 'r1' }));
    const onSessionExpired = vi.fn();
    const af = createAuthFetch({ fetch: broken, tokens: createTokenStore(storage), refreshUrl: '/api/refresh_sessions/', onSessionExpired });
    await expect(af('/api/profile/', { auth: true })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(api.calls.filter((c) => c.url === '/api/refresh_sessions/')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats another 401 on a protected call as an expired session, without refreshing', async () => {
    const other: FetchLike = async () => json(401, { detail: 'Authentication credentials were not provided.' });
    const storage = memoryStorage();
    storage.setItem(TOKENS_KEY, JSON.stringify({ access: 'a1', refresh: 'r1' }));
    const onSessionExpired = vi.fn();
    const store = createTokenStore(storage);
    const af = createAuthFetch({ fetch: other, tokens: store, refreshUrl: '/api/refresh_sessions/', onSessionExpired });
    await expect(af('/api/profile/', { auth: true })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(store.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('passes a 401 of a public call through when no session is stored', async () => {
    const api = fakeApi({ valid: 'a1', refreshes: {} });
    const { authFetch, onSessionExpired } = setup(api, null);
    const res = await authFetch('/api/profile/');
    expect(res.status).toBe(401);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh call cannot reach the server', async () => {
    const storage = memoryStorage();
    storage.setItem(TOKENS_KEY, JSON.stringify({ access: 'a1', refresh: 'r1' }));
    const offline: FetchLike = async (url) => {
      if (url === '/api/refresh_sessions/') throw new TypeError('Failed to fetch');
      return expired();
    };
    const onSessionExpired = vi.fn();
    const store = createTokenStore(storage);
    const af = createAuthFetch({ fetch: offline, tokens: store, refreshUrl: '/api/refresh_sessions/', onSessionExpired });
    await expect(af('/api/profile/', { auth: true })).rejects.toBeInstanceOf(TypeError);
    expect(store.get()).toEqual({ access: 'a1', refresh: 'r1' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('runs the refresh inside the cross-tab lock', async () => {
    const api = fakeApi({ valid: 'a2', refreshes: { r1: { access: 'a2', refresh: 'r2' } } });
    const storage = memoryStorage();
    storage.setItem(TOKENS_KEY, JSON.stringify({ access: 'a1', refresh: 'r1' }));
    const calls: number[] = [];
    const lock = <T,>(fn: () => Promise<T>): Promise<T> => {
      calls.push(1);
      return fn();
    };
    const af = createAuthFetch({ fetch: api.fetch, tokens: createTokenStore(storage), refreshUrl: '/api/refresh_sessions/', onSessionExpired: vi.fn(), lock });
    expect((await af('/api/profile/', { auth: true })).status).toBe(200);
    expect(calls).toHaveLength(1);
  });
});
