// Memory benchmark: the app started as `npm start` starts it (the API bundle
// built by apps/api/build.mjs, run as apps/api's `serve` script runs it), on a throw-away data
// folder. For each start — the first one (empty folder: initdb, migrations, demo network) and a
// restart on the same folder — it reads the process's memory 10 s after it answers, 90 s after
// (V8 shrinks an idle heap within a minute or so: its memory reducer), right after a defined load
// and 90 s after the load, and prints a table.
//
// MEMORY_DATABASE_URL=postgres://… runs the server on PostgreSQL instead: a fresh database
// (MEMORY_DB_NAME, default landline_memory) made on that server for the run.
//
// MEMORY_SERVER=tsx starts `node --import tsx src/main.ts` instead (how `npm start` ran the server
// before the bundle, less the tsx command's own process), to compare. MEMORY_SETTLE_SECONDS
// changes the 90 s waits. A benchmark, not a test: it asserts nothing. Needs `npm run build` first
// (the pages are rendered by the web app's server build). RSS figures are the kernel's (Linux
// /proc for the peak).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDERED_PATHS } from '../../apps/web/app/prerendered-paths';
import { day, FLIGHT_TRIPS, freePort, freshDatabase, GROUND_ROUTES, JSON_GZIP } from '../lib.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const apiDir = path.join(root, 'apps/api');
const probe = path.join(here, 'probe.mjs');
const FIRST_LOOK_MS = 10_000;
const SETTLE_MS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 90) * 1000;
const CONCURRENCY = 4;
/**
 * Searches per second: under the per-client limit (SEARCH_LIMITS.burst, 10 a second), with room
 * for requests that queue while the server is busy.
 */
const SEARCHES_PER_SECOND = 6;
const mode = process.env.MEMORY_SERVER === 'tsx' ? 'tsx' : 'start';
const postgresServer = process.env.MEMORY_DATABASE_URL;
const postgresName = process.env.MEMORY_DB_NAME ?? 'landline_memory';

/** A fresh database on MEMORY_DATABASE_URL's server for the run: its URL, or '' for the embedded one. */
async function databaseUrl(): Promise<string> {
  return postgresServer ? freshDatabase(postgresServer, postgresName) : '';
}

if (!fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
  console.error("No web build: run 'npm run build' first.");
  process.exit(1);
}

interface ServerCommand {
  /** Settings the script sets before `node` (MALLOC_ARENA_MAX). */
  env: Record<string, string>;
  args: string[];
}

/**
 * The settings and node arguments that start the server in apps/api's `serve` script (what
 * `npm start` runs: its last command, after the build), once the bundle is built.
 */
function serverCommand(): ServerCommand {
  if (mode === 'tsx') return { env: {}, args: ['--import', 'tsx', 'src/main.ts'] };
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build -w apps/api failed');
  const serve: string = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')).scripts.serve;
  const words = serve.split('&&').at(-1)!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, value] = words.shift()!.split('=');
    env[name] = value;
  }
  const [command, ...args] = words;
  if (command !== 'node') throw new Error(`apps/api's serve script does not end with a node command: ${serve}`);
  return { env, args };
}

// ---------------------------------------------------------------------------------------------
// The load: 200 searches (60 ground, 140 with flights of up to two changes; 6 a second, as the
// per-client limit allows), the type-ahead's destinations from 8 places, every public page once
// and three booking pages, 4 requests at a time.

const GROUND = GROUND_ROUTES;
const FLIGHTS = FLIGHT_TRIPS;
const ORIGINS = ['FTC', 'DEN', 'DLH', 'MSP', 'YHM', 'YYZ', 'LAX', 'JFK'];
const PAGE = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

interface Call {
  method: 'GET' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A search: paced to SEARCHES_PER_SECOND. */
  paced?: boolean;
}

function loadCalls(): Call[] {
  const search = (body: Record<string, unknown>): Call => ({
    method: 'PUT',
    path: '/api/bookings/reservation/',
    headers: JSON_GZIP,
    body: JSON.stringify(body),
    paced: true,
  });
  const calls: Call[] = [];
  for (let d = 1; d <= 10; d++) {
    for (const [from, to] of GROUND) {
      const body: Record<string, unknown> = { dep_from: { code: from }, dep_to: { code: to }, departure_date: day(d) };
      if (d % 2 === 0) Object.assign(body, { one_way: false, return_date: day(d + 3) });
      calls.push(search(body));
    }
  }
  for (let d = 1; d <= 14; d++) {
    for (const [from, to] of FLIGHTS)
      calls.push(search({ dep_from: { code: from }, dep_to: { code: to }, departure_date: day(d), filters: { max_stopovers: 2 } }));
  }
  const others: Call[] = ORIGINS.map((from) => ({
    method: 'GET',
    path: `/api/v2/booking/airports/?direction=to&from=${from}`,
    headers: JSON_GZIP,
  }));
  for (const p of PRERENDERED_PATHS) others.push({ method: 'GET', path: p, headers: PAGE });
  for (const p of ['/reservations/depart', '/reservations/return', '/login']) others.push({ method: 'GET', path: p, headers: PAGE });
  // The other calls spread between the searches.
  const every = Math.ceil(calls.length / others.length);
  return calls.flatMap((call, i) => (i % every === 0 && others.length ? [others.shift()!, call] : [call])).concat(others);
}

async function runLoad(origin: string): Promise<{ calls: number; failed: number; ms: number }> {
  const calls = loadCalls();
  let next = 0;
  let failed = 0;
  const sent: number[] = [];
  const started = Date.now();
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++];
      if (call.paced) {
        // No more than SEARCHES_PER_SECOND in any second.
        while (sent.length >= SEARCHES_PER_SECOND && Date.now() - sent[sent.length - SEARCHES_PER_SECOND] < 1000) await sleep(20);
        sent.push(Date.now());
      }
      const res = await fetch(origin + call.path, { method: call.method, headers: call.headers, body: call.body });
      await res.arrayBuffer();
      if (res.status >= 400) {
        failed++;
        if (failed <= 3) console.error(`${call.method} ${call.path}: ${res.status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { calls: calls.length, failed, ms: Date.now() - started };
}

// ---------------------------------------------------------------------------------------------
// The server and its memory.

interface Sample {
  rss: number;
  peak: number | null;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

async function startServer(command: ServerCommand, dataDir: string, database: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', probe, ...command.args], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...command.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`the server exited with code ${exited} before answering`);
    try {
      if ((await fetch(`${origin}/api/settings/`)).status === 200) return { child, origin };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer within 120 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function sample(child: ChildProcess): Promise<Sample> {
  return new Promise((resolve) => {
    child.once('message', (message: { memory: NodeJS.MemoryUsage }) => {
      const { rss, heapUsed, heapTotal, external } = message.memory;
      let peak: number | null = null;
      try {
        const kb = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        if (kb) peak = Number(kb) * 1024;
      } catch {
        // not Linux: no peak
      }
      resolve({ rss, peak, heapUsed, heapTotal, external });
    });
    child.send('memory');
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => (bytes / 1048576).toFixed(0);

const command = serverCommand();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-memory-'));
const database = await databaseUrl();
const rows: string[] = [];
try {
  for (const start of ['first start', 'restart']) {
    const { child, origin } = await startServer(command, dataDir, database);
    try {
      await sleep(FIRST_LOOK_MS);
      const idle = await sample(child);
      await sleep(Math.max(0, SETTLE_MS - FIRST_LOOK_MS));
      const idleLater = await sample(child);
      const load = await runLoad(origin);
      const loaded = await sample(child);
      await sleep(SETTLE_MS);
      const settled = await sample(child);
      console.error(`${start}: ${load.calls} calls in ${load.ms} ms, ${load.failed} failed`);
      const readings = [
        [`idle, ${FIRST_LOOK_MS / 1000} s`, idle],
        [`idle, ${SETTLE_MS / 1000} s`, idleLater],
        ['right after the load', loaded],
        [`${SETTLE_MS / 1000} s after the load`, settled],
      ] as const;
      for (const [when, s] of readings) {
        rows.push(
          `| ${start} | ${when} | ${mb(s.rss)} | ${s.peak === null ? '–' : mb(s.peak)} | ${mb(s.heapUsed)} / ${mb(s.heapTotal)} | ${mb(s.external)} |`,
        );
      }
    } finally {
      await stopServer(child);
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const on = postgresServer ? 'PostgreSQL' : 'the embedded database';
console.log(
  `\nMemory of the server (${
    mode === 'tsx'
      ? 'node --import tsx src/main.ts'
      : `npm start: ${Object.entries(command.env)
          .map(([k, v]) => `${k}=${v} `)
          .join('')}node ${command.args.join(' ')}`
  }) on ${on}, MB\n`,
);
console.log('| start | when | RSS | peak RSS | V8 heap used / total | external (PGlite) |');
console.log('|---|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
