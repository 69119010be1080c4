// Shared by the benchmarks: start a server kind in its own process, load it with autocannon,
// print a table with each result's ratio to the bare route measured in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_SERVICES, DEMO_STOPS } from '@landline/api/src/network/demo-network.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** BENCH_PORT lets two benchmarks run side by side on one machine. */
export const PORT = Number(process.env.BENCH_PORT ?? 3301);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Requests per connection of the warm-up before each measured run. */
const WARM_UP_PER_CONNECTION = Number(process.env.BENCH_WARM_UP ?? 10);
export const BENCH_USER = { email: 'bench@example.com', password: 'Shuttle-Rider-7' };
export const JSON_GZIP = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export interface Scenario {
  name: string;
  requests: autocannon.Request[];
  /** Only on the servers of these labels (by default on every server). */
  only?: string[];
}

/** A server of the comparison: its kind (search/server.ts), its name in the table, its environment. */
export interface ServerRun {
  kind: 'pglite' | 'postgres';
  label: string;
  env?: Record<string, string>;
}

/** Both databases, or those BENCH_DATABASES names (`pglite`, `postgres`, comma-separated). */
export const DATABASES: ServerRun[] = [
  { kind: 'pglite' as const, label: 'pglite' },
  { kind: 'postgres' as const, label: 'postgres' },
].filter((run) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(run.kind));

export function startServer(kind: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // BENCH_SERVER_PROFILE=dir: each server writes a CPU profile of its whole run there (node --cpu-prof), on stopping.
    const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(here, 'search', 'server.ts'), kind, String(PORT)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    // A profiled server exits on SIGINT, which writes its profile; SIGKILL would lose it.
    child.kill(process.env.BENCH_SERVER_PROFILE ? 'SIGINT' : 'SIGKILL');
  });
}

/** A port nobody listens on now, for a server a benchmark starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A new, empty database `name` on the PostgreSQL server of `serverUrl` (dropped first if it is there): its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
}

export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export interface Result {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

export async function load(name: string, requests: autocannon.Request[], connections: number): Promise<Result> {
  const options = { url: `http://127.0.0.1:${PORT}`, connections, requests };
  // A warm-up so that JIT and caches settle before measuring: a number of requests, each answered
  // before the measuring starts. (Two seconds of load, as before, left a cold server's slow
  // requests in flight: the measured run queued behind them, which made the checkouts' p99 seconds.)
  await autocannon({ ...options, amount: connections * WARM_UP_PER_CONNECTION });
  const r = await autocannon({ ...options, duration: DURATION });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** Search requests for a body, either asked again and again or each one new (unique city_from). */
export function searchRequest(body: Record<string, unknown>, fresh: boolean): autocannon.Request {
  const base = { method: 'PUT' as const, path: '/api/bookings/reservation/', headers: JSON_GZIP };
  if (!fresh) return { ...base, body: JSON.stringify(body) };
  // A fresh label makes a question never asked before: nothing shared, each one planned,
  // stored and compressed.
  return {
    ...base,
    setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify({ ...body, city_from: crypto.randomUUID() }) }),
  };
}

/** The bare route, then each scenario on each server (PGlite and PostgreSQL by default); prints the table. */
export async function compare(
  title: string,
  connections: number,
  /** The scenarios, or a function making them once a server answers (e.g. from a search it ran). */
  scenarios: Scenario[] | (() => Promise<Scenario[]>),
  /** The baseline request; by default a PUT of the first scenario's body. */
  baseline?: autocannon.Request,
  servers: ServerRun[] = DATABASES,
) {
  const results: Result[] = [];
  const made = typeof scenarios === 'function' ? null : scenarios;
  const bareServer = await startServer('bare');
  try {
    // An empty JSON body would be refused (400) and the baseline measured as errors: a scenario
    // whose requests are made per request (every one new) has no body to borrow.
    const body = made?.[0].requests[0].body ?? '{}';
    results.push(await load('bare route', [baseline ?? { method: 'PUT', path: '/bare', headers: JSON_GZIP, body }], connections));
  } finally {
    await stopServer(bareServer);
  }
  for (const run of servers) {
    const server = await startServer(run.kind, run.env);
    try {
      for (const s of made ?? (await (scenarios as () => Promise<Scenario[]>)())) {
        if (s.only && !s.only.includes(run.label)) continue;
        results.push(await load(`${s.name} (${run.label})`, s.requests, connections));
      }
    } finally {
      await stopServer(server);
    }
  }
  const bare = results[0].rps;
  console.log(`\n${title}: ${connections} connections, ${DURATION} s each\n`);
  console.log('| what | req/s | p99 ms | ratio to bare | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${((r.rps / bare) * 100).toFixed(1)}% | ${r.errors} |`);
  }
}

/** The ground routes the benchmarks search: Colorado, Minnesota, Ontario and a partner connection. */
export const GROUND_ROUTES: [string, string][] = [
  ['FTC', 'DEN'],
  ['DEN', 'FTC'],
  ['DLH', 'MSP'],
  ['DLH', 'MKT'],
  ['YHM', 'YYZ'],
  ['SBN', 'ORD'],
];

/** Rides joined to flights of up to two changes, both ways, to and from airports around the world. */
export const FLIGHT_TRIPS: [string, string][] = [
  ['FTC', 'LAX'],
  ['FTC', 'BOS'],
  ['FTC', 'MIA'],
  ['FTC', 'SEA'],
  ['YHM', 'LHR'],
  ['YHM', 'YVR'],
  ['LAX', 'FTC'],
  ['JFK', 'DLH'],
  ['DLH', 'ATL'],
  ['FTC', 'YHM'],
];

/** A small seeded generator (mulberry32): the same seed draws the same questions in every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Every ground question our network answers: each pair of stops a service links, directly or
 * with one change, and the same pairs by city code (Fort Collins is three stops).
 */
export function groundPairs(): [string, string][] {
  const city = new Map(DEMO_STOPS.map((s) => [s.code, s.cityCode]));
  const direct = new Map<string, Set<string>>();
  for (const service of DEMO_SERVICES) {
    const codes = service.pattern.map(([code]) => code);
    codes.forEach((from, i) => {
      const set = direct.get(from) ?? new Set<string>();
      for (const to of codes.slice(i + 1)) set.add(to);
      direct.set(from, set);
    });
  }
  const pairs = new Set<string>();
  for (const [from, tos] of direct) {
    const reach = new Set(tos);
    for (const via of tos) for (const to of direct.get(via) ?? []) reach.add(to);
    for (const to of reach) {
      const a = [from, city.get(from)!];
      const b = [to, city.get(to)!];
      for (const x of a) for (const y of b) if (x !== y && city.get(from) !== city.get(to)) pairs.add(`${x} ${y}`);
    }
  }
  return [...pairs].sort().map((p) => p.split(' ') as [string, string]);
}

/** The multimodal trips both ways. */
export const FLIGHT_PAIRS: [string, string][] = [...FLIGHT_TRIPS, ...FLIGHT_TRIPS.map(([a, b]): [string, string] => [b, a])];

/** Dates a new question asks for: tomorrow to the sales horizon (330 days, a day kept for time zones). */
const HORIZON_DAYS = 328;

/**
 * Questions as real traffic asks them: each a route of `pairs`, a date over the sales horizon,
 * a party of 1–6 (adults, children, lap infants) and every other one a round trip, none asked
 * twice. Drawn from `seed`, so the same seed asks the same questions (the same-answers check,
 * before and after).
 */
export function newQuestions(
  pairs: [string, string][],
  count: number,
  seed: number,
  extra: Record<string, unknown> = {},
  dayOf: (n: number) => string = day,
): Record<string, unknown>[] {
  const random = seeded(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const list: Record<string, unknown>[] = [];
  const asked = new Set<string>();
  while (list.length < count) {
    const [from, to] = pairs[pick(pairs.length)];
    const d = 1 + pick(HORIZON_DAYS - 7);
    const size = 1 + pick(6);
    const adults = 1 + pick(size);
    const children = pick(size - adults + 1);
    const infants = Math.min(size - adults - children, adults);
    const body: Record<string, unknown> = {
      dep_from: { code: from },
      dep_to: { code: to },
      departure_date: dayOf(d),
      passengers_adults: adults,
      passengers_children: children,
      passengers_infants: infants,
      ...extra,
    };
    if (pick(2) === 1) Object.assign(body, { one_way: false, return_date: dayOf(d + pick(8)) });
    const key = JSON.stringify(body);
    if (asked.has(key)) continue;
    asked.add(key);
    list.push(body);
  }
  return list;
}

/**
 * Each request a new question of `questions` (in turn, never repeating within the list), each
 * from its own client address (X-Forwarded-For: a server trusting one proxy sees a new client).
 */
export function everyOneNew(questions: Record<string, unknown>[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'PUT',
      path: '/api/bookings/reservation/',
      setupRequest: (req: autocannon.Request) => {
        const n = next++;
        const body = questions[n % questions.length];
        const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return { ...req, headers: { ...JSON_GZIP, 'x-forwarded-for': ip }, body: JSON.stringify(body) };
      },
    },
  ];
}
