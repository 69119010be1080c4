import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@landline/shared/messages';
import { registerErrorHandling, RETRY_AFTER_S } from '../src/http/errors.js';
import { isDatabaseUnavailable, rootReason } from '../src/db/faults.js';
import { testApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('operations endpoints', () => {
  it('/healthz says the process is up, never cached and never rate-limited', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.30.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('/readyz says the database answers select 1', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '10.30.0.2' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('a database that is away', () => {
  // A route that fails as a query does when PostgreSQL has dropped the connection: the driver's
  // error inside Drizzle's wrapper, which names the query and its parameters.
  const failing = async () => {
    const app = Fastify();
    registerErrorHandling(app, { unavailable: isDatabaseUnavailable, reason: rootReason });
    app.get('/api/thing/', async () => {
      const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
      throw Object.assign(new Error('Failed query: select 1 from users where email = $1\nparams: sam@example.com'), { cause });
    });
    return app;
  };

  it('answers 503 with the message to show and Retry-After, and nothing else', async () => {
    const app = await failing();
    const res = await app.inject({ method: 'GET', url: '/api/thing/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: GENERIC_MESSAGES.unavailable });
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(res.body).not.toMatch(/Failed query|sam@example|\bat\s/);
    await app.close();
  });

  it('makes /readyz answer 503 while /healthz still answers 200', async () => {
    const alone = await testApp();
    await alone.database.close();
    const ready = await alone.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: GENERIC_MESSAGES.unavailable });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect((await alone.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await alone.app.close();
  });
});
