// The holiday rush: searches, holds and checkouts from many travellers at once, through nginx,
// on two instances of the compiled server (scripts/cluster: one PostgreSQL database, one Redis,
// TRUST_PROXY naming nginx), beside a bare route (GET /healthz through the same nginx) measured in
// the same run. Each traveller is a new client (its own X-Forwarded-For address, which the
// instances believe from nginx): sixteen searches, three holds of which two are left to expire,
// then the passenger and the payment of the third. After the run, the invariants are checked by
// SQL and the run fails when one is broken: no departure oversold, every charge a confirmed
// booking's or refunded, the Penguin Perks and store-credit wallets equal to their logs.
//
//   npm run rush -w bench     RUSH_TRAVELLERS (travellers at once, 16), RUSH_SECONDS (60; 600 for
//                             the ten minutes), RUSH_WARMUP_SECONDS (10), RUSH_RELAY_MS
//                             (the SMTP relay's time per mail, 100), RUSH_NODE_OPTIONS (the
//                             instances' NODE_OPTIONS, e.g. --max-old-space-size=192)
//
// Needs nginx (Debian's nginx-light), PostgreSQL (BENCH_POSTGRES_URL, a user who may create a
// database) and Redis (BENCH_REDIS_URL). The load generator, nginx, both instances, PostgreSQL
// and Redis share the machine's cores.
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { CARD_PAYMENT, LEAD_PASSENGER } from '../../apps/api/test/fixtures/traveller.ts';
import { REPO_ROOT } from '../../scripts/cluster/instances.ts';
import { startCluster } from '../../scripts/cluster/cluster.ts';
import { day, GROUND_ROUTES } from '../lib.ts';

const TRAVELLERS = Number(process.env.RUSH_TRAVELLERS ?? 16);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.RUSH_WARMUP_SECONDS ?? 10);
const SEARCHES_PER_TRAVELLER = 16;
const HOLDS_PER_TRAVELLER = 3;
/** How long the SMTP relay takes to accept a mail, as one on another machine does. */
const RELAY_MS = Number(process.env.RUSH_RELAY_MS ?? 100);

type Kind = 'search' | 'hold' | 'passengers' | 'checkout';
const KINDS: Kind[] = ['search', 'hold', 'passengers', 'checkout'];

interface Tally {
  latencies: Record<Kind, number[]>;
  /** Answers that are part of a rush: a departure sold out under a hold. */
  refused: number;
  /** Anything else that is not a 2xx: 5xx, 429, nginx's 502, a dropped connection. */
  errors: Record<string, number>;
  confirmed: number;
}

const newTally = (): Tally => ({ latencies: { search: [], hold: [], passengers: [], checkout: [] }, refused: 0, errors: {}, confirmed: 0 });

// Clients in 198.18.0.0/15, the range set aside for benchmarks: one new address per traveller.
let clients = 0;
const newClient = () => {
  clients += 1;
  return `198.${18 + ((clients >> 16) & 1)}.${(clients >> 8) & 255}.${clients & 255}`;
};

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

function main() {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build -w apps/api failed');
  return rush();
}

async function rush() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-rush-'));
  // Every confirmed booking mails its traveller through the outbox and the job queue.
  let mailed = 0;
  const relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        mailed += 1;
        setTimeout(callback, RELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const cluster = await startCluster({
    dir,
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    args: ['dist/main.js'],
    env: {
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${(relay.server.address() as AddressInfo).port}`,
      // Node's options for the instances alone (a heap limit, say), not the load generator's.
      ...(process.env.RUSH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.RUSH_NODE_OPTIONS } : {}),
      DESTINATIONS_AHEAD: 'false',
      DEMO_MEMBERS: 'false',
      DEV_MAILBOX: 'false',
      WEB_BUILD_DIR: '/nonexistent',
    },
  });
  const db = new pg.Pool({ connectionString: cluster.database.url, max: 2 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: TRAVELLERS * 2 });
  try {
    // The bare route first, while the instances are idle.
    await autocannon({ url: cluster.url('/healthz'), connections: TRAVELLERS, duration: 2 });
    const bare = await autocannon({ url: cluster.url('/healthz'), connections: TRAVELLERS, duration: 10 });

    let tally = newTally();
    let running = true;
    const traveller = async () => {
      while (running) await travel(cluster.url, agent, tally);
    };
    const memory: Record<string, Memory[]> = Object.fromEntries(cluster.instances.map((i) => [i.name, []]));
    const lag: Lag[] = [];
    const sampler = setInterval(() => {
      for (const [n, i] of cluster.instances.entries()) {
        void sample(i.url('/metrics')).then((s) => {
          memory[i.name].push({ rss: rssMb(i.child.pid!), heapTotal: s.heapTotalMb, heap: s.heapMb });
          // The queue and the outbox are the database's: one instance's view is the deployment's.
          if (n === 0) lag.push(s);
        });
      }
    }, 5_000);
    const loops = Array.from({ length: TRAVELLERS }, traveller);
    await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
    const afterWarmUp = Object.fromEntries(cluster.instances.map((i) => [i.name, rssMb(i.child.pid!)]));
    tally = newTally();
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const measured = tally;
    const elapsed = (performance.now() - start) / 1000;
    const mailedWhileMeasured = mailed;
    running = false;
    await Promise.all(loops);
    clearInterval(sampler);

    print(bare, measured, elapsed, afterWarmUp, memory, lag);
    console.log(`Mails the relay took: ${mailed} (${mailedWhileMeasured} by the end of the measured time), ${RELAY_MS} ms each`);
    const broken = await invariants(db);
    if (broken.length) {
      console.error(`\nInvariants broken:\n${broken.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('\nInvariants hold: no departure oversold, every charge confirmed or refunded, both wallets equal their logs.');
    }
  } finally {
    agent.destroy();
    await db.end();
    await cluster.stop();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  }
}

/** One traveller's visit: searches, three holds, then the passenger and the payment of the last. */
async function travel(url: (p: string) => string, agent: http.Agent, tally: Tally): Promise<void> {
  const [from, to] = pick(GROUND_ROUTES);
  const date = day(2 + Math.floor(Math.random() * 14));
  let found: { uuid: string; depart_flights: { booking_token: string; availability: number; segments: unknown[] }[] } | undefined;
  for (let n = 0; n < SEARCHES_PER_TRAVELLER; n++) {
    // Other travellers' searches; the last is this traveller's own, whose answer it reads.
    const own = n === SEARCHES_PER_TRAVELLER - 1;
    const body = own
      ? { dep_from: from, dep_to: to, departure_date: date, passengers_adults: 1 }
      : (() => {
          const [f, t] = pick(GROUND_ROUTES);
          return { dep_from: f, dep_to: t, departure_date: day(2 + Math.floor(Math.random() * 14)), passengers_adults: 1 };
        })();
    const answer = await request(url, agent, tally, 'search', newClient(), 'PUT', '/api/bookings/reservation/', body, own);
    if (own && answer?.status === 200) found = answer.body as typeof found;
  }
  const rides = found?.depart_flights.filter((i) => i.availability > 0 && i.segments.length === 1) ?? [];
  if (!found || !rides.length) return;
  let held: { cart: { uuid: string } } | undefined;
  let holder = '';
  let ride = rides[0];
  for (let n = 0; n < HOLDS_PER_TRAVELLER; n++) {
    holder = newClient();
    ride = pick(rides);
    const answer = await request(url, agent, tally, 'hold', holder, 'PUT', `/api/bookings/${found.uuid}/itinerary/`, {
      departure_flight: { booking_token: ride.booking_token },
      passengers_adults: 1,
    });
    held = answer?.status === 200 ? (answer.body as typeof held) : undefined;
  }
  if (!held) return;
  const saved = await request(url, agent, tally, 'passengers', holder, 'PUT', `/api/bookings/${found.uuid}/passengers/`, {
    cart_id: held.cart.uuid,
    booking_token: ride.booking_token,
    passengers: [LEAD_PASSENGER],
  });
  if (saved?.status !== 200) return;
  const paid = await request(url, agent, tally, 'checkout', holder, 'PUT', '/api/cart/check_out/', {
    cart_id: held.cart.uuid,
    ...CARD_PAYMENT,
  });
  if (paid?.status === 200) tally.confirmed += 1;
}

/** One call through nginx as `client`, timed to its last byte; the parsed body only when `read`. */
function request(
  url: (p: string) => string,
  agent: http.Agent,
  tally: Tally,
  kind: Kind,
  client: string,
  method: string,
  p: string,
  body: unknown,
  read = true,
): Promise<{ status: number; body: unknown } | undefined> {
  const payload = JSON.stringify(body);
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url(p),
      {
        method,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'gzip',
          'x-forwarded-for': client,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          tally.latencies[kind].push(performance.now() - start);
          const status = res.statusCode!;
          const raw = Buffer.concat(chunks);
          const text = () => (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
          if (status === 409 && kind === 'hold') tally.refused += 1;
          else if (status < 200 || status >= 300) tally.errors[`${kind} ${status}`] = (tally.errors[`${kind} ${status}`] ?? 0) + 1;
          resolve({ status, body: read || status !== 200 ? JSON.parse(text() || 'null') : null });
        });
      },
    );
    req.on('error', (error) => {
      tally.errors[`${kind} ${error.message}`] = (tally.errors[`${kind} ${error.message}`] ?? 0) + 1;
      resolve(undefined);
    });
    req.end(payload);
  });
}

/** The queue's and the outbox's delays, in seconds, at one moment. */
interface Lag {
  /** The oldest job waiting and due, in any queue. */
  oldestJobSeconds: number;
  /** The oldest mail not sent yet. */
  oldestMailSeconds: number;
}

/** An instance's memory at one moment, in MB: resident, the V8 heap's size and what it holds. */
interface Memory {
  rss: number;
  heapTotal: number;
  heap: number;
}

/** From an instance's /metrics (asked on its own port from this machine): its V8 heap's size and use, in MB, and the lags. */
async function sample(metricsUrl: string): Promise<Lag & { heapTotalMb: number; heapMb: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const value = (series: string) => Number(new RegExp(`^${series} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const ages = [...text.matchAll(/^landline_job_oldest_queued_seconds\{[^}]*\} (\S+)$/gm)].map((m) => Number(m[1]));
  return {
    heapTotalMb: Math.round(value('landline_nodejs_heap_size_total_bytes') / 1024 / 1024),
    heapMb: Math.round(value('landline_nodejs_heap_size_used_bytes') / 1024 / 1024),
    oldestJobSeconds: Math.max(0, ...ages),
    oldestMailSeconds: value('landline_outbox_oldest_unsent_seconds'),
  };
}

/** The resident memory of a process (Linux /proc), in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;

function print(
  bare: autocannon.Result,
  tally: Tally,
  seconds: number,
  afterWarmUp: Record<string, number>,
  memory: Record<string, Memory[]>,
  lag: Lag[],
) {
  const all = KINDS.flatMap((k) => tally.latencies[k]).sort((a, b) => a - b);
  const errors = Object.values(tally.errors).reduce((a, b) => a + b, 0);
  console.log(
    `\nThe rush through nginx on two instances: ${TRAVELLERS} travellers at once, ${Math.round(seconds)} s measured after ${WARMUP_SECONDS} s\n`,
  );
  console.log('| what | req/s | p50 ms | p99 ms | ratio to bare | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(
    `| bare route (GET /healthz) | ${Math.round(bare.requests.average)} | ${bare.latency.p50} | ${bare.latency.p99} | 100.0% | ${bare.errors + bare.non2xx} |`,
  );
  const row = (name: string, list: number[], errs: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    const rps = sorted.length / seconds;
    console.log(
      `| ${name} | ${Math.round(rps)} | ${Math.round(percentile(sorted, 50))} | ${Math.round(percentile(sorted, 99))} | ${((rps / bare.requests.average) * 100).toFixed(1)}% | ${errs} |`,
    );
  };
  for (const kind of KINDS) {
    row(
      kind,
      tally.latencies[kind],
      Object.entries(tally.errors)
        .filter(([key]) => key.startsWith(`${kind} `))
        .reduce((a, [, n]) => a + n, 0),
    );
  }
  row('all requests', all, errors);
  console.log(
    `\nConfirmed bookings: ${tally.confirmed} (${(tally.confirmed / seconds).toFixed(1)}/s); holds refused, sold out: ${tally.refused}`,
  );
  if (errors) console.log(`Errors: ${JSON.stringify(tally.errors)}`);
  console.log('\n| instance | RSS after warm-up MB | RSS / V8 heap size / heap in use, every 5 s, MB | peak RSS MB |');
  console.log('|---|---:|---|---:|');
  for (const [name, samples] of Object.entries(memory)) {
    const every = samples.map((m) => `${m.rss}/${m.heapTotal}/${m.heap}`).join(' ');
    console.log(`| ${name} | ${afterWarmUp[name]} | ${every} | ${Math.max(...samples.map((m) => m.rss))} |`);
  }
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${percentile(sorted, 50).toFixed(1)} s, max ${Math.max(0, ...sorted).toFixed(1)} s`;
  };
  console.log(`\nRead every 5 s (${lag.length} times):`);
  console.log(`- the oldest job waiting and due, in any queue: ${spread(lag.map((l) => l.oldestJobSeconds))}`);
  console.log(`- the oldest mail not sent yet: ${spread(lag.map((l) => l.oldestMailSeconds))}`);
}

/** The README's checks and the rush's own, by SQL; each broken one as a line. */
async function invariants(db: pg.Pool): Promise<string[]> {
  const rows = async (text: string) => (await db.query(text)).rows;
  const checks: [string, string][] = [
    ['departures oversold', 'SELECT id FROM trips WHERE sold + held > capacity OR sold < 0 OR held < 0'],
    [
      'charges no confirmed booking or refund accounts for',
      `SELECT c.id FROM sandbox_charges c
         LEFT JOIN payments p ON p.idempotency_key = c.idempotency_key
         LEFT JOIN reservations r ON r.uuid = p.reservation_uuid
        WHERE c.status = 'succeeded'
          AND NOT ((p.state = 'confirmed' AND r.state = 'confirmed' AND c.refunded_amount = 0)
                OR (p.state = 'refunded' AND c.refunded_amount = c.amount))`,
    ],
    ['payments left unsettled', "SELECT id FROM payments WHERE state IN ('pending', 'refund_due')"],
    [
      'Penguin Perks wallets unequal to their log',
      `SELECT u.id FROM users u LEFT JOIN points_records r ON r.user_id = u.id
       GROUP BY u.id, u.wallet_points HAVING u.wallet_points <> coalesce(sum(r.points), 0)`,
    ],
    [
      'store-credit balances unequal to their log',
      `SELECT u.id FROM users u LEFT JOIN store_credit_records r ON r.user_id = u.id
       GROUP BY u.id, u.store_credits HAVING u.store_credits <> coalesce(sum(r.cents), 0)`,
    ],
  ];
  const broken: string[] = [];
  for (const [what, query] of checks) {
    const found = await rows(query);
    if (found.length) broken.push(`${what}: ${found.length}`);
  }
  return broken;
}

await main();
