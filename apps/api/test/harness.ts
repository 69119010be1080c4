import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { addDays } from '@landline/shared/dates';
import { reservationSchema, searchResponseSchema, seatInfoSchema, type Reservation, type SearchResponse } from '@landline/shared/schemas';
import { buildApp, type App, type AppOptions } from '../src/app.js';
import { ManualClock } from '../src/clock/clock.js';
import { REPO_ROOT } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { materialiseTrips } from '../src/network/materialise.js';
import { freePort } from '../../../scripts/cluster/instances.js';
import { LEAD_PASSENGER } from './fixtures/traveller.js';
import { seedForTests } from './seeded-database.js';

export { LEAD_PASSENGER };

/** The seeded database of this run (test/seeded-database.ts), when Vitest's global set-up made one. */
const seeded = inject('seededDatabase');
let seededDump: Blob | undefined;

/**
 * A fresh database for one test file, migrated and seeded (test/seeded-database.ts): PGlite in
 * memory, or (TEST_DB=postgres) a new database on the server of TEST_DATABASE_URL, dropped again
 * on close. Each is a copy of the run's seeded database where the global set-up made one.
 */
export async function testDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') {
    if (!seeded) return openDatabase({ setUp: seedForTests });
    seededDump ??= new Blob([fs.readFileSync(seeded)]);
    return openDatabase({ startFrom: seededDump });
  }
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `landline_test_${randomBytes(6).toString('hex')}`;
  await onTestServer(seeded ? `CREATE DATABASE ${name} TEMPLATE ${seeded}` : `CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), poolSize: 20, setUp: seeded ? undefined : seedForTests });
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      // pool.end() returns before each connection has closed on the server; dropping the
      // database under them (FORCE) would send them an error nobody listens to any more.
      for (let i = 0; i < 100; i++) {
        const { rows } = await drop.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** Runs one statement (CREATE or DROP DATABASE, say) on the server of TEST_DATABASE_URL as its admin. */
export async function onTestServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestApp extends App {
  database: Database;
  /** The clock the app sees. */
  clock: ManualClock;
  /** The clock the app sees (epoch ms). */
  now(): number;
  /** Moves the clock the app sees. */
  setNow(iso: string): void;
  close(): Promise<void>;
}

/** The web app's build (npm test builds it before these suites run). */
export const WEB_BUILD_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/build/client');

/**
 * The instant every test app starts at: a Monday (2026-11-23) at 12:20 UTC, 6:20 AM in Duluth and
 * 5:20 AM in Fort Collins, when some of the day's departures have left. A fixed clock keeps every
 * answer the same whatever the hour or the day the suite runs (the demo timetable ends 2027-12-31).
 */
export const TEST_NOW = '2026-11-23T12:20:00.000Z';

/** The JWT secret of every test app: a test that forges a correctly signed token signs with it. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * The real app on a fresh database with the demo network, its clock set to `now`; with `web`,
 * it also serves the built web app's pages as `npm start` does. `perIpLimits: false` lifts the
 * per-client limits for suites that search many times a second from one address; `config`
 * overrides settings (e.g. TRUST_PROXY); `logStream` receives the log lines.
 */
export async function testApp(
  now = TEST_NOW,
  options: Pick<AppOptions, 'perIpLimits' | 'logStream'> & { web?: boolean; config?: Partial<AppOptions['config']> } = {},
): Promise<TestApp> {
  const database = await testDatabase();
  const clock = new ManualClock(now);
  const built = await buildApp({
    config: {
      FLAGS: '',
      LOG_LEVEL: 'silent',
      WEB_BUILD_DIR: options.web ? WEB_BUILD_DIR : '/nonexistent',
      PUBLIC_URL: 'http://landline.test',
      ...options.config,
    },
    database,
    jwtSecret: TEST_JWT_SECRET,
    clock,
    serveWeb: options.web,
    perIpLimits: options.perIpLimits,
    logStream: options.logStream,
  });
  return {
    ...built,
    database,
    clock,
    now: () => clock.now().getTime(),
    setNow(iso: string) {
      clock.set(iso);
    },
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

export { materialiseTrips };

/** The calendar date n days after TEST_NOW's (UTC), never the real date. */
export function daysAhead(n: number): string {
  return addDays(TEST_NOW.slice(0, 10), n);
}

/**
 * A second API instance on a test app's database and clock: what two servers behind a load
 * balancer share is the database, so races between them are races in PostgreSQL.
 */
export async function secondInstance(t: TestApp, config: Partial<AppOptions['config']> = {}): Promise<App> {
  return buildApp({
    config: { FLAGS: '', LOG_LEVEL: 'silent', WEB_BUILD_DIR: '/nonexistent', PUBLIC_URL: 'http://landline.test', ...config },
    database: t.database,
    jwtSecret: TEST_JWT_SECRET,
    clock: t.clock,
    perIpLimits: false,
  });
}

/**
 * Asks `check` until it answers true, every 50 ms for up to `withinMs`: what background work (a
 * job of the queue) does is awaited by its effect, never by a fixed sleep.
 */
export async function eventually(check: () => Promise<boolean>, withinMs = 20_000, what = 'the condition'): Promise<void> {
  const until = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} did not hold within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A local port nothing listens on now (taken, then given back): the cluster script's. */
export { freePort };

/**
 * Starts the server as a real process (`args` run by node in apps/api, e.g. dist/main.js or the
 * sources through tsx) on a free port with `env`; resolves once it says it listens. The caller
 * stops it (SIGTERM, or SIGKILL for a crash).
 */
export async function spawnServer(args: string[], env: Record<string, string>, options: { ipc?: boolean } = {}) {
  const port = await freePort();
  // The server decides its own NODE_ENV (start.ts); the test runner's must not leak in.
  const { NODE_ENV: _inherited, ...outer } = process.env;
  // No destinations made ahead and no demo coaches moving unless a test asks: a minute of one
  // core per server, taken from the other worker's files (decision 264).
  const child = spawn(process.execPath, args, {
    cwd: path.join(REPO_ROOT, 'apps/api'),
    env: { ...outer, PORT: String(port), LOG_LEVEL: 'warn', DESTINATIONS_AHEAD: 'false', LIVE_SIMULATOR: 'false', ...env },
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Landline is running')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${output}`)));
  });
  return { child, port, url: (p: string) => `http://127.0.0.1:${port}${p}`, output: () => output };
}

const OTHER_NAMES = ['Charles', 'Dorothy', 'Mary', 'Annie', 'Hedy', 'Joan', 'Grace', 'Edith'];

/** A new member (through POST users/), with their id and access token. */
export async function registerMember(app: App['app'], email: string, name = { first_name: 'Katherine', last_name: 'Johnson' }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/',
    payload: { ...name, email, password: 'Shuttle-Rider-7', retypePassword: 'Shuttle-Rider-7', phone_number: '+1 970 555 0100' },
  });
  if (res.statusCode !== 201) throw new Error(`POST users/: ${res.statusCode} ${res.body}`);
  const access = res.json().access as string;
  // The access token's subject is the member's id.
  const id = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8')).sub as string;
  return { id, access };
}

/**
 * A hold of `adults` on a FTC → DEN coach `days` after TEST_NOW, with its passengers saved: a cart
 * ready for PUT cart/check_out/. Throws with the answer when a step is refused.
 */
export async function heldCart(app: App['app'], days = 4, adults = 1, route = { from: 'FTC', to: 'DEN' }): Promise<Reservation> {
  const call = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'PUT', url, payload });
    if (res.statusCode !== 200) throw new Error(`PUT ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const search = searchResponseSchema.parse(
    await call('/api/bookings/reservation/', {
      dep_from: route.from,
      dep_to: route.to,
      departure_date: daysAhead(days),
      passengers_adults: adults,
    }),
  );
  const chosen = search.depart_flights.find((i) => i.availability >= adults);
  if (!chosen) throw new Error(`no ${route.from} → ${route.to} departure ${daysAhead(days)} with ${adults} seats`);
  const held = reservationSchema.parse(
    await call(`/api/bookings/${search.uuid}/itinerary/`, { departure_flight: chosen, passengers_adults: adults }),
  );
  // Names are letters only (section 5): the others are named, not numbered.
  const others = OTHER_NAMES.slice(0, adults - 1).map((first_name) => ({ ...LEAD_PASSENGER, first_name, email: '', phone_number: '' }));
  await call(`/api/bookings/${search.uuid}/passengers/`, {
    passengers: [LEAD_PASSENGER, ...others],
    cart_id: held.cart.uuid,
    booking_token: held.departure.booking_token,
  });
  return held;
}

/** What bookedTrip and heldTrip make: the trip, the party, and what is added before paying. */
export interface TripOptions {
  days: number;
  returnDays?: number;
  adults?: number;
  access?: string;
  points?: boolean;
  from?: string;
  to?: string;
  seated?: number[];
  payerEmail?: string;
  /** An itinerary with partner flights (else ground only). */
  flights?: boolean;
  /** A voucher code applied before paying. */
  voucher?: string;
  /** A customer's bags (2 or more: the second costs) added before paying. */
  bags?: number;
  /** A connection guarantee's flight data, made from the chosen departure itinerary, added before paying. */
  guarantee?: (chosen: SearchResponse['depart_flights'][number]) => Record<string, string>;
  /** The lead passenger travels in a wheelchair (a wheelchair position is held). */
  wheelchair?: boolean;
}

/**
 * A paid booking of `adults` from `from` to `to` (FTC → DEN by default) `days` after TEST_NOW
 * (and back `returnDays` after, if given), the member's when `access` is given, paid by card, or
 * with points (`points`): what My Trips, check-in and cancellation start from. The passengers in
 * `seated` get free standard seats while it is held. The lead passenger is LEAD_PASSENGER (last
 * name Lovelace); the payer's e-mail is `payerEmail` (ada@example.com by default).
 */
export async function bookedTrip(app: App['app'], options: TripOptions): Promise<Reservation> {
  const held = await heldTrip(app, options);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/cart/check_out/',
    payload: {
      cart_id: held.cart.uuid,
      payment_data: { holder_name: 'Ada Lovelace', email: options.payerEmail ?? 'ada@example.com' },
      stripe_token: options.points ? null : 'tok_visa',
    },
    headers: options.access ? { authorization: `JWT ${options.access}` } : undefined,
  });
  if (res.statusCode !== 200) throw new Error(`PUT /api/cart/check_out/: ${res.statusCode} ${res.body}`);
  return held;
}

/** bookedTrip's hold, with its passengers, seats and extras, not paid yet. */
export async function heldTrip(app: App['app'], options: TripOptions): Promise<Reservation> {
  const adults = options.adults ?? 1;
  const auth = options.access ? { authorization: `JWT ${options.access}` } : undefined;
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, payload, headers: auth });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const search = searchResponseSchema.parse(
    await call('PUT', '/api/bookings/reservation/', {
      dep_from: options.from ?? 'FTC',
      dep_to: options.to ?? 'DEN',
      departure_date: daysAhead(options.days),
      ...(options.returnDays !== undefined ? { return_date: daysAhead(options.returnDays) } : {}),
      passengers_adults: adults,
    }),
  );
  const pick = (list: typeof search.depart_flights) =>
    list.find((i) => i.availability >= adults && i.segments.some((s) => s.operator === 'KIWI') === Boolean(options.flights));
  const departure = pick(search.depart_flights);
  const back = options.returnDays !== undefined ? pick(search.return_flights ?? []) : undefined;
  if (!departure || (options.returnDays !== undefined && !back)) throw new Error('no ground itinerary for the party');
  const held = reservationSchema.parse(
    await call('PUT', `/api/bookings/${search.uuid}/itinerary/`, {
      departure_flight: departure,
      ...(back ? { return_flight: back } : {}),
      passengers_adults: adults,
    }),
  );
  const others = OTHER_NAMES.slice(0, adults - 1).map((first_name) => ({ ...LEAD_PASSENGER, first_name, email: '', phone_number: '' }));
  const lead = options.wheelchair
    ? { ...LEAD_PASSENGER, special_requirements: [{ fax_code_id: 'WCHC', fax_description: 'Travels in own wheelchair' }] }
    : LEAD_PASSENGER;
  await call('PUT', `/api/bookings/${search.uuid}/passengers/`, {
    passengers: [lead, ...others],
    cart_id: held.cart.uuid,
    booking_token: held.departure.booking_token,
  });
  const seated = options.seated ?? [];
  for (const segment of back ? [1, 2] : [1]) {
    // A held booking's seats open with its cart, the holder's key (decision 233).
    const seatsUrl = `/api/seats/${held.pnr}/${segment}/?cart_id=${held.cart.uuid}`;
    const info = seatInfoSchema.parse(await call('GET', seatsUrl));
    if (!info.legs.length || !seated.length) continue;
    const free = info.legs[0].rows.flat().filter((c) => c && c.available && !c.premium);
    await call('PUT', seatsUrl, {
      passengers: seated.map((passenger, i) => ({ passenger, seats: [{ leg: 0, code: free[i]!.code }] })),
    });
  }
  if (options.access) await call('POST', `/api/v2/cart/cart/${held.cart.uuid}/assign_cart_to_user/`);
  if (options.points) await call('PUT', `/api/v2/cart/cart/${held.cart.uuid}/payment_type/`, { payment_type: 'loyalty_points' });
  if (options.voucher || options.bags || options.guarantee) {
    const products: { id: number; category: string }[] = await call('GET', '/api/v2/cart/products/');
    const product = (category: string) => products.find((p) => p.category === category)!.id;
    if (options.voucher)
      await call('PUT', `/api/v2/cart/cart/${held.cart.uuid}/add_item/${product('vouchers')}/`, { data: { vouchers_id: options.voucher } });
    if (options.bags)
      await call('PUT', `/api/v2/cart/cart/${held.cart.uuid}/add_item/${product('baggage')}/`, { data: { baggage_amount: options.bags } });
    if (options.guarantee)
      await call('PUT', `/api/v2/cart/cart/${held.cart.uuid}/add_item/${product('connection_guarantee')}/`, {
        item: { quantity: adults },
        data: options.guarantee(departure),
      });
  }
  return held;
}
