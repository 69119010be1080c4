// The money path's load-independent figures (issue 33): statements sent to the database and CPU
// milliseconds of this process per hold and per checkout, one request at a time through
// `app.inject` (no HTTP, no other load), on PGlite in memory or PostgreSQL. A statement is one
// query the driver sends (on PGlite: one Bind or Query message), BEGIN and COMMIT included.
// `tsx checkout/per-request.ts pglite|postgres` (BENCH_REQUESTS requests each; BENCH_DATA_DIR:
// PGlite in that folder instead of in memory).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '@landline/api/src/app.ts';
import { openDatabase } from '@landline/api/src/db/client.ts';
import { materialiseTrips } from '@landline/api/src/network/materialise.ts';
import { seedDemoNetwork } from '@landline/api/src/network/seed.ts';
import { CARD_PAYMENT, LEAD_PASSENGER } from '../../apps/api/test/fixtures/traveller.ts';
import { day, freshDatabase, GROUND_ROUTES } from '../lib.ts';

const kind = process.argv[2] ?? 'pglite';
const N = Number(process.env.BENCH_REQUESTS ?? 300);
const benchDb = process.env.BENCH_DB_NAME ?? 'landline_bench';
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Statements sent, counted by wrapping the drivers' own entry points. */
let statements = 0;
/** BENCH_TRACE=1: the statements of the last hold and the last checkout are printed. */
let traced: string[] = [];
const sent = (text: unknown) => {
  statements++;
  if (process.env.BENCH_TRACE === '1')
    traced.push(
      String(typeof text === 'object' && text ? (text as { text: string }).text : text)
        .replace(/\s+/g, ' ')
        .slice(0, 160),
    );
};
/** A NUL-ended string of a protocol message, from `at`; and where the next field starts. */
function cString(bytes: Uint8Array, at: number): [string, number] {
  const end = bytes.indexOf(0, at);
  return [Buffer.from(bytes.subarray(at, end)).toString('utf8'), end + 1];
}

/**
 * PGlite is counted where every statement reaches Postgres, whether through its `query` (parse,
 * bind, … one call each), its `exec` (BEGIN, COMMIT) or the prepared path of db/pglite-prepared.ts
 * (bind, describe, execute, sync in one call): one Bind or simple Query message is one statement.
 * The trace reads a statement's text from its Parse message (named or not).
 */
function countStatements() {
  const proto = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const texts = new Map<string, string>();
  const original = proto.execProtocolStream;
  proto.execProtocolStream = function (this: unknown, ...args: unknown[]) {
    const bytes = args[0] as Uint8Array;
    const kind = String.fromCharCode(bytes[0]);
    if (kind === 'P') {
      const [name, at] = cString(bytes, 5);
      texts.set(name, cString(bytes, at)[0]);
    } else if (kind === 'Q' || kind === 'B') {
      const text = kind === 'Q' ? cString(bytes, 5)[0] : (texts.get(cString(bytes, cString(bytes, 5)[1])[0]) ?? '?');
      sent(text);
      const at = traced.length - 1;
      const list = traced;
      const started = performance.now();
      return (original.apply(this, args) as Promise<{ name: string }[]>).then((answer) => {
        // In the trace, how many rows the statement answered and how long Postgres took (µs).
        const took = Math.round((performance.now() - started) * 1000);
        if (process.env.BENCH_TRACE === '1')
          list[at] = `[${answer.filter((m) => m.name === 'dataRow').length} rows, ${took} µs] ${list[at]}`;
        return answer;
      });
    }
    return original.apply(this, args);
  };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent(args[0]);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

async function open() {
  let url: string | undefined;
  if (kind === 'postgres') {
    url = await freshDatabase(pgUrl, benchDb);
  }
  const database = await openDatabase({ url, dataDir: kind === 'pglite' ? process.env.BENCH_DATA_DIR : undefined });
  await seedDemoNetwork(database.db);
  await materialiseTrips(database.db, day(0), day(60));
  await database.db.execute(sql`UPDATE trips SET capacity = 10000000`);
  return database;
}

const database = await open();
countStatements();
const { app } = await buildApp({
  config: { FLAGS: '', LOG_LEVEL: 'silent', WEB_BUILD_DIR: '/nonexistent' },
  serveWeb: false,
  database,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-01',
  perIpLimits: false,
});

async function call(method: 'PUT', url: string, body: unknown) {
  const res = await app.inject({ method, url: `/api/${url}`, payload: body as object });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const choices: { uuid: string; token: string }[] = [];
for (let d = 2; d <= 15; d++) {
  for (const [from, to] of GROUND_ROUTES) {
    const found = await call('PUT', 'bookings/reservation/', { dep_from: from, dep_to: to, departure_date: day(d) });
    for (const it of found.depart_flights.filter((i: { availability: number }) => i.availability > 0).slice(0, 3)) {
      choices.push({ uuid: found.uuid, token: it.booking_token });
    }
  }
}

/** BENCH_PROFILE=prefix: a CPU profile of each measured step, `<prefix>-<what>.cpuprofile` (node --cpu-prof's format). */
const profiler = process.env.BENCH_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
}

/** Runs `step` n times one after the other; statements and CPU ms per call. */
async function measure(what: string, n: number, step: (i: number) => Promise<void>) {
  // Warm-up: JIT, prepared plans.
  for (let i = 0; i < 20; i++) await step(i);
  if (profiler) await profiler.post('Profiler.start');
  const s0 = statements;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 20; i < n + 20; i++) {
    traced = [];
    await step(i);
  }
  const cpu = process.cpuUsage(c0);
  const wall = performance.now() - t0;
  if (profiler)
    fs.writeFileSync(`${process.env.BENCH_PROFILE}-${what}.cpuprofile`, JSON.stringify((await profiler.post('Profiler.stop')).profile));
  return { statements: (statements - s0) / n, cpuMs: (cpu.user + cpu.system) / 1000 / n, wallMs: wall / n };
}

const held: { uuid: string; token: string; cart: string }[] = [];
const holds = await measure('hold', N, async (i) => {
  const { uuid, token } = choices[i % choices.length];
  const answer = await call('PUT', `bookings/${uuid}/itinerary/`, { departure_flight: { booking_token: token }, passengers_adults: 1 });
  held[i] = { uuid, token, cart: answer.cart.uuid };
});
const holdTrace = traced;
traced = [];
// Not measured: each held cart gets its passenger, so that it can be paid.
for (const h of held) {
  await call('PUT', `bookings/${h.uuid}/passengers/`, { passengers: [LEAD_PASSENGER], cart_id: h.cart, booking_token: h.token });
}
const checkouts = await measure('checkout', N, async (i) => {
  await call('PUT', 'cart/check_out/', { cart_id: held[i].cart, ...CARD_PAYMENT });
});
const checkoutTrace = traced;
traced = [];
// What the prepared statements hold in the database's memory (db/pglite-prepared.ts, decision 307).
const plans = await database.query(
  `select (select count(*) from pg_prepared_statements)::int as statements,
          coalesce(sum(total_bytes) filter (where name like 'Cached%'), 0)::bigint as cached_bytes,
          sum(total_bytes)::bigint as all_bytes
     from pg_backend_memory_contexts`,
);
await app.close();
await database.close();

const row = (what: string, m: { statements: number; cpuMs: number; wallMs: number }) =>
  `| ${what} (${kind}) | ${m.statements.toFixed(1)} | ${m.cpuMs.toFixed(2)} | ${m.wallMs.toFixed(2)} |`;
console.log(`\n${N} requests each, one at a time\n`);
console.log('| what | statements | CPU ms | wall ms |');
console.log('|---|---:|---:|---:|');
console.log(row('hold', holds));
console.log(row('checkout', checkouts));
const { statements: kept, cached_bytes: cached, all_bytes: all } = plans.rows[0] as Record<string, number>;
console.log(
  `\nprepared statements: ${kept}; cached plans ${(Number(cached) / 1e6).toFixed(1)} MB of ${(Number(all) / 1e6).toFixed(1)} MB in the backend's memory contexts`,
);
if (process.env.BENCH_TRACE === '1') {
  console.log('\nThe last hold:\n' + holdTrace.join('\n'));
  console.log('\nThe last checkout:\n' + checkoutTrace.join('\n'));
}
