import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildApp, type App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { seedDemoNetwork } from '../src/network/seed.js';
import { SEARCH_LIMITS } from '../src/search/routes.js';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import { testDatabase } from '../test/harness.js';

// Two API instances on one database and one Redis, as behind a load balancer: the limits are
// counted once for both.
const url = process.env.TEST_REDIS_URL!;
let database: Database;
let a: App;
let b: App;

beforeAll(async () => {
  database = await testDatabase();
  await seedDemoNetwork(database.db);
  const options = {
    config: { FLAGS: '', LOG_LEVEL: 'silent' as const, WEB_BUILD_DIR: '/nonexistent', REDIS_URL: url },
    database,
    jwtSecret: 'redis-test-secret-redis-test-secret-0123',
  };
  a = await buildApp(options);
  b = await buildApp(options);
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await database.close();
});

const post = (app: App, url: string, payload: object, ip: string) => app.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('limits shared through Redis', () => {
  it('counts wrong passwords per account and client across instances, never locking the owner out', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
    const reg = await post(
      a,
      '/api/users/',
      {
        first_name: 'Sam',
        last_name: 'Shared',
        email,
        password: 'Shuttle-Rider-7',
        retypePassword: 'Shuttle-Rider-7',
        phone_number: '+1 970 555 0100',
      },
      '10.20.0.1',
    );
    expect(reg.statusCode).toBe(201);
    const stranger = `10.20.1.${randomBytes(1)[0]}`;
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? b : a;
      expect((await post(app, '/api/sessions/', { email, password: `Wrong${i}abc` }, stranger)).statusCode).toBe(400);
    }
    expect((await post(b, '/api/sessions/', { email, password: 'Shuttle-Rider-7' }, stranger)).statusCode).toBe(429);
    expect((await post(a, '/api/sessions/', { email, password: 'Shuttle-Rider-7' }, stranger)).statusCode).toBe(429);
    // Five more from a second stranger: ten for the account, so every login to it now waits.
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(i % 2 ? a : b, '/api/sessions/', { email, password: `Again${i}abc` }, `10.20.3.${randomBytes(1)[0]}`)).statusCode,
      ).toBe(400);
    }
    const started = performance.now();
    expect((await post(b, '/api/sessions/', { email, password: 'Shuttle-Rider-7' }, '10.20.2.1')).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('counts requests per IP across instances', async () => {
    const ip = `10.21.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post(i % 2 ? b : a, '/api/recoveries/', { email: `r${i}@example.com` }, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const redis = new Redis(url);
    try {
      expect((await redis.keys('*')).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('counts searches per client across instances', async () => {
    const ip = `10.22.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const search = (app: App) => app.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: {}, remoteAddress: ip });
    const codes: number[] = [];
    // Counted before the body is read: refused searches count too.
    for (let i = 0; i < SEARCH_LIMITS.burst.max + 1; i++) codes.push((await search(i % 2 ? b : a)).statusCode);
    expect(codes).toEqual([...Array(SEARCH_LIMITS.burst.max).fill(400), 429]);
  });

  it('counts booking lookups per client across instances: guessing references is not spread over servers', async () => {
    const ip = `10.23.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const lookup = (app: App, i: number) =>
      app.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/GUESS${i % 10}/`, headers: { lastname: 'Smith' }, remoteAddress: ip });
    const codes: number[] = [];
    for (let i = 0; i <= TRIP_LOOKUPS_PER_MINUTE; i++) codes.push((await lookup(i % 2 ? b : a, i)).statusCode);
    expect(codes).toEqual([...Array(TRIP_LOOKUPS_PER_MINUTE).fill(404), 429]);
  });
});
