import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { SEARCH_LIMITS } from '../src/search/routes.js';
import { testApp, type TestApp } from './harness.js';

// Per-IP limits key on request.ip. X-Forwarded-For counts only when it comes from a proxy
// TRUST_PROXY names: otherwise anyone could escape a limit by writing a new address into it.

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));
/** The app with TRUST_PROXY as the environment would give it. */
const start = async (TRUST_PROXY?: string) => {
  const t = await testApp(undefined, { config: { TRUST_PROXY: loadConfig({ TRUST_PROXY }).TRUST_PROXY } });
  apps.push(t);
  return t;
};

const LOGIN_MAX = 30;
let n = 0;
/** A made-up client address, new on every call. */
const spoofed = () => `198.51.100.${++n % 250}`;

/** Statuses of `count` calls (bad bodies: the limit counts them, and they cost nothing). */
async function statuses(t: TestApp, url: string, count: number, from: string, forwardedFor: () => string | undefined) {
  const method = url.includes('reservation') ? 'PUT' : 'POST';
  const answers = [];
  for (let i = 0; i < count; i++) {
    const xff = forwardedFor();
    const res = await t.app.inject({ method, url, payload: {}, remoteAddress: from, headers: xff ? { 'x-forwarded-for': xff } : {} });
    answers.push(res.statusCode);
  }
  return answers;
}

const SEARCH = '/api/bookings/reservation/';
const LOGIN = '/api/sessions/';

describe('without TRUST_PROXY', () => {
  it('keeps a client in its search and login limits whatever X-Forwarded-For says', async () => {
    const t = await start();
    const search = await statuses(t, SEARCH, SEARCH_LIMITS.burst.max + 1, '10.9.0.1', spoofed);
    expect(search.at(-1)).toBe(429);
    const login = await statuses(t, LOGIN, LOGIN_MAX + 1, '10.9.0.2', spoofed);
    expect(login.slice(0, -1)).not.toContain(429);
    expect(login.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  it('limits each client behind the proxy on its own', async () => {
    const t = await start('1');
    const proxy = '127.0.0.1';
    const first = await statuses(t, SEARCH, SEARCH_LIMITS.burst.max + 1, proxy, () => '203.0.113.1');
    expect(first.at(-1)).toBe(429);
    expect(await statuses(t, SEARCH, 1, proxy, () => '203.0.113.2')).toEqual([400]);
    // The proxy appends the address it saw: what a client wrote before it does not count.
    expect(await statuses(t, SEARCH, 1, proxy, () => '198.51.100.7, 203.0.113.1')).toEqual([429]);
  });
});

describe('TRUST_PROXY as addresses', () => {
  it('believes the listed proxies only', async () => {
    const t = await start('10.0.0.0/8, 192.0.2.10');
    const viaProxy = await statuses(t, SEARCH, SEARCH_LIMITS.burst.max + 1, '10.1.2.3', () => '203.0.113.1');
    expect(viaProxy.at(-1)).toBe(429);
    expect(await statuses(t, SEARCH, 1, '10.1.2.3', () => '203.0.113.2')).toEqual([400]);
    // The same client through the other proxy is the same client.
    expect(await statuses(t, SEARCH, 1, '192.0.2.10', () => '203.0.113.1')).toEqual([429]);
    // A client that reaches the server directly cannot pose as another.
    const direct = await statuses(t, SEARCH, SEARCH_LIMITS.burst.max + 1, '203.0.113.50', spoofed);
    expect(direct.at(-1)).toBe(429);
  });
});
