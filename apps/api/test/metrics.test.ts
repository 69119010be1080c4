import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { carriesToken } from '../src/http/bearer-token.js';
import { JOB_SCHEMA } from '../src/jobs/queue.js';
import { bookedTrip, eventually, heldCart, TEST_NOW, testApp, type TestApp } from './harness.js';

// GET /metrics (decision 269): Prometheus' text format, for this machine or the holder of
// METRICS_TOKEN; request latency by route pattern, and the deployment's bookings, payments, seats
// per day, outbox and unsettled payments, read from the database at each scrape.

const TOKEN = 'a-metrics-token-of-24-chars-or-more';

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false, config: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** A series' value in a scrape (the first line that starts with it). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('who reads /metrics', () => {
  it('answers this machine, and anyone else only with the token', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape('::1')).statusCode).toBe(200);
    expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
    expect((await scrape('203.0.113.7')).statusCode).toBe(404);
    expect((await scrape('203.0.113.7', { authorization: 'Bearer wrong-token-of-24-characters' })).statusCode).toBe(404);
    expect((await scrape('203.0.113.7', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('asks the token of a request that a proxy on this machine relays, whatever client it names', async () => {
    const proxied = await testApp(TEST_NOW, {
      config: { TRUST_PROXY: loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY, METRICS_TOKEN: TOKEN },
    });
    try {
      for (const client of ['203.0.113.7', '127.0.0.1']) {
        const headers = { 'x-forwarded-for': client };
        expect((await proxied.app.inject({ method: 'GET', url: '/metrics', headers })).statusCode, client).toBe(404);
        const withToken = { ...headers, authorization: `Bearer ${TOKEN}` };
        expect((await proxied.app.inject({ method: 'GET', url: '/metrics', headers: withToken })).statusCode, client).toBe(200);
      }
      // Without a proxy in the settings too: the relaying header alone is enough to ask for the token.
      expect((await scrape('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('compares the token whole', () => {
    expect(carriesToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(carriesToken(TOKEN, TOKEN)).toBe(false);
    expect(carriesToken(`Bearer ${TOKEN}`, undefined)).toBe(false);
  });
});

describe('what /metrics says', () => {
  it('times the answers by route pattern, not by address', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/trips/NOSUCH/' });
    const text = (await scrape()).body;
    expect(text).toContain('# TYPE landline_http_request_duration_seconds histogram');
    expect(
      valueOf(text, 'landline_http_request_duration_seconds_count{route="/healthz",method="GET",status="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('NOSUCH');
    expect(text).toContain('landline_process_resident_memory_bytes');
  });

  it('counts the bookings, payments and seats sold that the database holds', async () => {
    const before = (await scrape()).body;
    const confirmedBefore = valueOf(before, 'landline_bookings{state="confirmed"}') ?? 0;
    const heldBefore = valueOf(before, 'landline_bookings{state="held"}') ?? 0;
    await bookedTrip(t.app, { days: 2 });
    await heldCart(t.app, 3);
    const after = (await scrape()).body;
    expect(valueOf(after, 'landline_bookings{state="confirmed"}')).toBe(confirmedBefore + 1);
    expect(valueOf(after, 'landline_bookings{state="held"}')).toBe(heldBefore + 1);
    expect(valueOf(after, 'landline_payments{state="confirmed"}')).toBeGreaterThanOrEqual(1);
    // A day counts once its departures exist (they are made as they are searched), this week only.
    const days = (name: string) => after.split('\n').filter((l) => l.startsWith(`${name}{day="`));
    const total = (lines: string[]) => lines.reduce((sum, l) => sum + Number(l.split(' ')[1]), 0);
    expect(days('landline_seats_sold').length).toBeGreaterThanOrEqual(1);
    expect(days('landline_seats_sold').length).toBeLessThanOrEqual(7);
    expect(total(days('landline_seats_sold'))).toBeGreaterThanOrEqual(1);
    expect(total(days('landline_seats_held'))).toBeGreaterThanOrEqual(1);
    // The booking's confirmation waits in the outbox (no mail worker runs in the tests).
    expect(valueOf(after, 'landline_outbox_unsent')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'landline_outbox_oldest_unsent_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'landline_payment_oldest_unsettled_seconds')).toBe(0);
    // PostgreSQL's pool, when there is one (the embedded database has none).
    if (t.database.kind === 'postgres') {
      expect(valueOf(after, 'landline_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
      expect(valueOf(after, 'landline_db_pool_connections{state="waiting"}')).toBe(0);
    } else expect(after).not.toContain('landline_db_pool_connections{');
  });

  it('shows each queue of the job queue: waiting, running and failed jobs, and the oldest waiting', async () => {
    // The sweeps are sent when the app is ready; the purge's first round runs then.
    await eventually(async () => {
      const { rows } = await t.database.query(
        `select count(*)::int as n from ${JOB_SCHEMA}.job where name = 'purge-searches' and state = 'completed'`,
      );
      return Number(rows[0].n) >= 1;
    });
    const before = (await scrape()).body;
    for (const queue of ['expire-holds', 'reconcile-charges', 'settle-refunds', 'earn-points', 'purge-searches']) {
      expect(valueOf(before, `landline_jobs{queue="${queue}",state="failed"}`)).toBe(0);
      expect(valueOf(before, `landline_job_oldest_queued_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
    }
    // A job that ran out of retries is counted as failed, under its queue.
    await t.database.query(
      `update ${JOB_SCHEMA}.job set state = 'failed' where name = 'purge-searches' and id = (select id from ${JOB_SCHEMA}.job where name = 'purge-searches' and state = 'completed' limit 1)`,
    );
    const after = (await scrape()).body;
    expect(valueOf(after, 'landline_jobs{queue="purge-searches",state="failed"}')).toBe(1);
    expect(valueOf(after, 'landline_jobs{queue="expire-holds",state="failed"}')).toBe(0);
  });
});
