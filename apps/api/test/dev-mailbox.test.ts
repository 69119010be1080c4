import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './harness.js';

// Issue 11 item 11: the development mailbox shows every reset link; it answers this machine only.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(undefined, { config: { DEV_MAILBOX: true } });
});
afterAll(() => t.close());

const visit = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('development mailbox', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('is served to this machine (%s)', async (address) => {
    const res = await visit('/dev/mailbox', address);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Development mailbox');
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1'])('is not found from another machine (%s)', async (address) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
      const res = await visit(url, address);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('mailbox');
    }
  });

  it('is not found through a reverse proxy on this machine (the request names a client)', async () => {
    expect((await visit('/dev/mailbox', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await visit('/dev/mailbox', '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });
});

describe('development mailbox off (DEV_MAILBOX=false, the default of a public site)', () => {
  it('is not found, even from this machine', async () => {
    const off = await testApp(undefined, { config: { DEV_MAILBOX: false } });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Development mailbox');
    } finally {
      await off.close();
    }
  });
});
