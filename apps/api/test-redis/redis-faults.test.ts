import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { buildApp, type App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { seedDemoNetwork } from '../src/network/seed.js';
import { testDatabase } from '../test/harness.js';

// The app reaches Redis through a proxy this test stops and starts again, as when Redis restarts
// or the network between them fails: logins, sign-ups and recoveries keep their normal answers
// (limits counted in process meanwhile), with one warning, and counts go back to Redis after.

const target = new URL(process.env.TEST_REDIS_URL!);

/**
 * A TCP proxy to the test Redis that can be cut (every connection dropped) and restored, or
 * stalled: connections stay open and commands go unanswered, as in a network partition.
 */
class Proxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  stalled = false;

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.on('data', (data) => this.stalled || upstream.write(data));
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async down(): Promise<void> {
    this.stalled = false;
    const closed = new Promise((resolve) => this.server!.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const proxy = new Proxy();
const direct = new Redis(process.env.TEST_REDIS_URL!);
let database: Database;
let app: App;
/** The app's log lines, as it writes them (pino's JSON). */
const log: { level: number; msg: string }[] = [];
const console_ = vi.fn();

beforeAll(async () => {
  await proxy.up();
  database = await testDatabase();
  await seedDemoNetwork(database.db);
  app = await buildApp({
    config: { FLAGS: '', LOG_LEVEL: 'info', WEB_BUILD_DIR: '/nonexistent', REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
    database,
    jwtSecret: 'redis-fault-secret-redis-fault-secret-0123',
    logStream: { write: (line) => void log.push(JSON.parse(line)) },
  });
  // ioredis prints an 'error' event nobody listens to, with its stack, on the console.
  vi.spyOn(console, 'error').mockImplementation(console_);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await app.app.close();
  await database.close();
  await proxy.down().catch(() => {});
  direct.disconnect();
});

const WARN = 40;
const lines = (text: string) => log.filter((line) => line.msg.startsWith(text));
/** Nothing at error level or above, no stack anywhere, nothing on the console. */
const expectNoErrors = () => {
  expect(log.filter((line) => line.level > WARN)).toEqual([]);
  expect(JSON.stringify(log)).not.toMatch(/"stack"|\\n\s+at /);
  expect(console_).not.toHaveBeenCalled();
};

const post = (url: string, payload: object, ip: string) => app.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const timed = async <T>(call: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await call();
  return [result, performance.now() - started];
};
const newEmail = () => `fault-${randomBytes(4).toString('hex')}@example.com`;
const register = (email: string, ip: string) =>
  post(
    '/api/users/',
    {
      first_name: 'Rita',
      last_name: 'Redis',
      email,
      password: 'Shuttle-Rider-7',
      retypePassword: 'Shuttle-Rider-7',
      phone_number: '+1 970 555 0100',
    },
    ip,
  );
const backLines = () => lines('Redis is back: rate limits are shared again.').length;
const accountFailures = async (email: string) => Number(await direct.get(`fail:login:${email}`));

describe('limits when Redis goes away', () => {
  const email = newEmail();

  it('count in Redis while it answers', async () => {
    expect((await register(email, '10.40.0.1')).statusCode).toBe(201);
    expect((await post('/api/sessions/', { email, password: 'Wrong-guess-1' }, '10.40.0.2')).statusCode).toBe(400);
    expect(await accountFailures(email)).toBe(1);
  });

  it('keep answering login, register and recovery normally and quickly, with one warning', async () => {
    await proxy.down();
    const answers: [string, number, number][] = [];
    const call = async (name: string, request: () => ReturnType<typeof post>) => {
      const [res, ms] = await timed(request);
      answers.push([name, res.statusCode, Math.round(ms)]);
      expect(ms).toBeLessThan(2_000);
      return res.statusCode;
    };
    expect(await call('register', () => register(newEmail(), '10.40.1.1'))).toBe(201);
    expect(await call('login', () => post('/api/sessions/', { email, password: 'Shuttle-Rider-7' }, '10.40.1.2'))).toBe(200);
    expect(await call('recovery', () => post('/api/recoveries/', { email }, '10.40.1.3'))).toBe(200);
    // The limits still hold, counted in this process: a client's sixth wrong password is refused.
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      guesses.push(await call('wrong login', () => post('/api/sessions/', { email, password: `Wrong-guess-${i}` }, '10.40.1.4')));
    }
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429]);
    console.log(answers.map(([name, status, ms]) => `${name} ${status} in ${ms} ms`).join('; '));

    const warnings = log.filter((line) => line.level === WARN);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/^Redis unavailable \(.*\): counting rate limits in this process until it is back\.$/);
    expectNoErrors();
    expect(await accountFailures(email)).toBe(1);
  });

  it('count in Redis again once it is back, with one info line', async () => {
    await proxy.up();
    const started = performance.now();
    await vi.waitFor(() => expect(backLines()).toBe(1), { timeout: 5_000, interval: 50 });
    console.log(`back in Redis ${Math.round(performance.now() - started)} ms after the proxy returned`);
    expect((await post('/api/sessions/', { email, password: 'Wrong-guess-again' }, '10.40.2.1')).statusCode).toBe(400);
    expect(await accountFailures(email)).toBe(2);
    expect(lines('Redis unavailable')).toHaveLength(1);
    expectNoErrors();
  });

  it('do not wait on a Redis that stops answering: half a second once, then in process', async () => {
    proxy.stalled = true;
    const times: number[] = [];
    for (const ip of ['10.40.3.1', '10.40.3.2', '10.40.3.3']) {
      const [res, ms] = await timed(() => post('/api/sessions/', { email, password: 'Shuttle-Rider-7' }, ip));
      expect(res.statusCode).toBe(200);
      times.push(Math.round(ms));
    }
    console.log(`logins with Redis stalled: ${times.join(', ')} ms`);
    expect(Math.max(...times)).toBeLessThan(2_000);
    expect(lines('Redis unavailable').map((line) => line.msg)).toEqual([
      expect.any(String),
      expect.stringMatching(/^Redis unavailable \(Command timed out\)/),
    ]);
    // A partition ends with the connection reset; ioredis reconnects and counting is shared again.
    await proxy.down();
    await proxy.up();
    await vi.waitFor(() => expect(backLines()).toBe(2), { timeout: 5_000, interval: 50 });
    expectNoErrors();
  });
});
