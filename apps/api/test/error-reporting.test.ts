import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskedPath, reportTarget } from '@landline/shared/error-report';
import { loadConfig } from '../src/config.js';
import { REPORTS_PER_MINUTE } from '../src/error-reporting/reporter.js';
import { testApp, type TestApp } from './harness.js';

// The error-reporting adapter (decision 253): off by default; with ERROR_REPORTING_DSN the
// server's failures (500 and above, never a traveller's mistake) go to a Sentry-compatible
// collector as envelopes, without a value of the request in them.

interface Received {
  url: string;
  lines: Record<string, unknown>[];
}

let collector: http.Server;
let port: number;
const received: Received[] = [];
const waiting: (() => void)[] = [];

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        lines: body
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      });
      waiting.splice(0).forEach((wake) => wake());
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  port = (collector.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => collector.close(resolve)));

/** Resolves once the collector holds `count` reports. */
const reports = (count: number) =>
  new Promise<void>((resolve) => {
    const check = () => (received.length >= count ? resolve() : waiting.push(check));
    check();
  });

/** A test app whose GET /api/v2/test/boom/:pnr/ fails as a bug would, with a traveller's e-mail in its message. */
async function failingApp(config: Record<string, string>): Promise<TestApp> {
  const t = await testApp(undefined, { config });
  t.app.get('/api/v2/test/boom/:pnr/', async () => {
    throw new TypeError('cannot read ada@example.com of undefined');
  });
  return t;
}

describe('error reporting', () => {
  it('reads a Sentry-compatible DSN: https, or http on this machine, with a key and a project', () => {
    expect(reportTarget('https://abc123@errors.example.com/42')?.endpoint).toBe(
      'https://errors.example.com/api/42/envelope/?sentry_key=abc123&sentry_version=7',
    );
    expect(reportTarget('https://abc@example.com/sub/7')?.endpoint).toBe(
      'https://example.com/sub/api/7/envelope/?sentry_key=abc&sentry_version=7',
    );
    for (const bad of ['http://abc@errors.example.com/42', 'https://errors.example.com/42', 'https://abc@errors.example.com/', 'nope'])
      expect(reportTarget(bad), bad).toBeNull();
    expect(() => loadConfig({ ERROR_REPORTING_DSN: 'https://errors.example.com/42' })).toThrow(
      'ERROR_REPORTING_DSN must be a DSN such as https://PUBLIC_KEY@errors.example.com/42',
    );
    expect(maskedPath('/trips/G7MVBW/seats/1')).toBe('/trips/:id/seats/:id');
    expect(maskedPath('/trips/GQXWBM')).toBe('/trips/:id');
    expect(maskedPath('/payments/response')).toBe('/payments/response');
  });

  it('sends nothing by default', async () => {
    const t = await failingApp({});
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/test/boom/G7MVBW/' })).statusCode).toBe(500);
      expect((await t.app.inject({ method: 'GET', url: '/api/settings/' })).json().third_party.error_reporting_dsn).toBeNull();
    } finally {
      await t.close();
    }
    expect(received).toEqual([]);
  });

  it('sends a server failure, and only failures, as an envelope without the request’s values', async () => {
    const dsn = `http://public-key@127.0.0.1:${port}/42`;
    const t = await failingApp({ ERROR_REPORTING_DSN: dsn });
    try {
      // A traveller's mistakes are not failures.
      expect((await t.app.inject({ method: 'GET', url: '/api/instructions/?CityCode=' + 'X'.repeat(40) })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/no-such-call/' })).statusCode).toBe(404);
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/test/boom/G7MVBW/?lastname=Lovelace' });
      expect(res.statusCode).toBe(500);
      await reports(1);
      expect(received).toHaveLength(1);
      const [{ url, lines }] = received;
      expect(url).toBe('/api/42/envelope/?sentry_key=public-key&sentry_version=7');
      const [header, item, event] = lines;
      expect(item).toEqual({ type: 'event' });
      expect(header.event_id).toBe(event.event_id);
      expect(event).toMatchObject({
        platform: 'node',
        level: 'error',
        transaction: 'GET /api/v2/test/boom/:pnr/',
        exception: { values: [{ type: 'TypeError' }] },
      });
      const text = JSON.stringify(lines);
      for (const secret of ['G7MVBW', 'Lovelace', 'ada@example.com']) expect(text).not.toContain(secret);
      // The browser is told where to report its own errors.
      expect((await t.app.inject({ method: 'GET', url: '/api/settings/' })).json().third_party.error_reporting_dsn).toBe(dsn);

      // A flood is cut off: at most REPORTS_PER_MINUTE a minute.
      for (let i = 0; i < REPORTS_PER_MINUTE + 5; i++) await t.app.inject({ method: 'GET', url: '/api/v2/test/boom/AAAAAA/' });
      await reports(REPORTS_PER_MINUTE);
      await t.close();
      expect(received.length).toBe(REPORTS_PER_MINUTE);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
