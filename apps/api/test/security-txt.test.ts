import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('GET /.well-known/security.txt', () => {
  it('says where to report a vulnerability, in RFC 9116 form, valid for less than a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      res.body
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    expect(fields.Contact).toMatch(/^mailto:\S+@\S+$/);
    expect(fields.Canonical).toBe('http://landline.test/.well-known/security.txt');
    const expires = Date.parse(fields.Expires);
    expect(fields.Expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(expires).toBeGreaterThan(t.now());
    expect(expires - t.now()).toBeLessThan(365 * 86_400_000);
  });
});
