import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { testApp, type TestApp } from './harness.js';

// A failed query once logged the names, e-mail and phone number it was given. The
// log keeps what an operator needs (the query, the database's error code), never personal
// data, passwords, tokens, cookies or codes carried in a link.

const traveller = {
  email: 'annabelle.leighton@example.com',
  passwordHash: 'not-a-real-hash',
  firstName: 'Annabelle',
  lastName: 'Leighton',
  phoneNumber: '+17205550123',
  referralCode: 'REFLOGTEST',
  loyaltyNumber: 'LOGTEST0001',
};
const personal = [traveller.email, traveller.firstName, traveller.lastName, '5550123'];
const secrets = ['access-token-3f9a', 'refresh-token-77c1', 'RESETCODE8842', 'ACTIVATE5521', 'Hunter2-password!'];

let t: TestApp;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  t = await testApp(undefined, { config: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
  // A write that fails in the database (the second row repeats a unique e-mail), as a real
  // registration does when the database refuses it.
  t.app.post('/test/failing-query', async (request) => {
    await t.database.db.insert(users).values(traveller).onConflictDoNothing();
    try {
      await t.database.db.insert(users).values(traveller);
    } catch (error) {
      request.log.error(error); // a log call without a message of its own
      throw error;
    }
  });
  // A log call that carries personal fields, at the top level and one down, and a session header.
  t.app.get('/test/log-fields', async (request) => {
    request.log.info(
      {
        email: 'kit.marlowe@example.com',
        member: { phone_number: '+19705550188', tier: 'gold' },
        call: { headers: { authorization: 'JWT header-token-51be', accept: 'application/json' } },
        seats: 2,
      },
      'fields of a member',
    );
    return { ok: true };
  });
  // A read the database refuses, quoting the value in its message ('invalid input syntax…: "…"').
  t.app.get('/test/failing-read', async () => t.database.db.select().from(users).where(eq(users.id, traveller.email)));
});
afterAll(() => t.close());

describe('logs', () => {
  it('log a failed query by its SQL and error code, without the values it was given', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(traveller.email);
    expect((await t.app.inject({ method: 'GET', url: '/test/failing-read' })).statusCode).toBe(500);
    const text = log();
    for (const value of personal) expect(text).not.toContain(value);
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('"code":"23505"'); // unique_violation
    expect(text).toContain('users_email_unique');
    expect(text).toContain('"code":"22P02"'); // invalid_text_representation, its value not quoted
  });

  it('never hold tokens, cookies, passwords or the codes of mailed links', async () => {
    const headers = { authorization: `JWT ${secrets[0]}`, cookie: `landline_refresh=${secrets[1]}` };
    await t.app.inject({ method: 'GET', url: '/api/profile/', headers });
    await t.app.inject({ method: 'PUT', url: `/api/recoveries/${secrets[2]}/`, payload: { password: secrets[4] } });
    await t.app.inject({ method: 'GET', url: `/api/recoveries/${secrets[2]}/` });
    await t.app.inject({ method: 'PUT', url: `/api/activations/${secrets[3]}/` });
    await t.app.inject({ method: 'GET', url: `/password/reset/${secrets[2]}` });
    await t.app.inject({ method: 'GET', url: `/activate/${secrets[3]}/REF1` });
    await t.app.inject({ method: 'GET', url: `/newsletter/unsubscribe/${secrets[2]}` });
    await t.app.inject({ method: 'POST', url: '/api/sessions/', payload: { email: traveller.email, password: secrets[4] } });
    const text = log();
    if (process.env.SHOW_LOG) console.log(text);
    expect(text).toContain('/api/recoveries/'); // the requests were logged
    for (const value of [...secrets, traveller.email]) expect(text).not.toContain(value);
  });

  it("hide a log call's personal fields at the top level and one down, and a headers object's session headers", async () => {
    await t.app.inject({ method: 'GET', url: '/test/log-fields' });
    const line = lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.msg === 'fields of a member');
    expect(line).toMatchObject({
      email: '[redacted]',
      member: { phone_number: '[redacted]', tier: 'gold' },
      call: { headers: { authorization: '[redacted]', accept: 'application/json' } },
      seats: 2,
    });
    for (const value of ['kit.marlowe', '5550188', 'header-token-51be']) expect(log()).not.toContain(value);
  });

  it('write one line per request when it is answered: the request, its status and its time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' });
    const entries = lines
      .map(
        (text) =>
          JSON.parse(text) as { reqId?: string; msg: string; req?: { url: string }; res?: { statusCode: number }; responseTime?: number },
      )
      .filter((entry) => entry.req?.url === '/healthz');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' },
      res: { statusCode: res.statusCode },
    });
    expect(entries[0].responseTime).toBeTypeOf('number');
    expect(lines.join('')).not.toContain('incoming request');
  });

  it('never hold a cart, reservation or search uuid: every UUID-shaped path segment or query value, and any cart_id', async () => {
    const cart = '5f0c2a0e-8b1d-4c6e-9f3a-2d7b1e4c9a01';
    const reservation = 'C0FFEE00-1234-4ABC-8DEF-0123456789AB';
    const search = '0b9e6c1d-3f2a-5b4c-8d7e-6f5a4b3c2d1e';
    const urls = [
      `/api/v2/cart/cart/${cart}/add_item/1/`,
      `/api/cart/get_cart/${cart}`,
      `/api/v2/booking/reservations/${reservation}/`,
      `/api/bookings/${search}/passengers/`,
      `/api/seats/ABC123/1/?cart_id=${cart}`,
      `/api/seats/ABC123/1/?lang=en&cart_id=not-a-uuid-but-still-the-key&x=${reservation.toLowerCase()}`,
      `/api/v2/cart/cart/${cart.replace(/-/g, '%2D')}/`,
      `/api/no-such-route/${cart}/`,
      `/api/seats/ABC123/1/?cart%5Fid=an-encoded-key-${search.slice(0, 8)}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    const text = log();
    if (process.env.SHOW_LOG) console.log(text);
    expect(text).toContain('/api/v2/cart/cart/[redacted]/add_item/1/'); // the requests were logged, their shape kept
    expect(text).toContain('/api/seats/ABC123/1/?lang=en&cart_id=[redacted]&x=[redacted]');
    const hidden = [
      cart,
      reservation,
      search,
      'not-a-uuid-but-still-the-key',
      'an-encoded-key',
      cart.slice(0, 8),
      reservation.toLowerCase(),
    ];
    for (const value of hidden) {
      expect(text).not.toContain(value);
    }
  });

  it('reach standard output whole, multi-byte characters included, when the process crashes with lines queued', () => {
    const lines = 20_000;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/fixtures/log-burst.ts', String(lines)], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.stderr).toContain('crashed with the lines still queued');
    const written = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { n: number; place: string; msg: string });
    expect(written).toHaveLength(lines);
    expect(written.every((entry) => entry.place === 'Montréal — 東京' && entry.msg === 'burst')).toBe(true);
    // Every line once. Not their order: the exit's flush writes the queue at once, and leaves the
    // write under way (the burst's first line or lines) to the thread already writing it.
    expect(new Set(written.map((entry) => entry.n)).size).toBe(lines);
  });
});
