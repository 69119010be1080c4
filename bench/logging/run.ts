// Logging benchmark (issue 33, goal 4): what the request log costs a trivial route. Two servers
// started as `npm start` starts them (apps/api's bundle, `node dist/main.js`, each on its own
// throw-away data folder, its standard output written to a file as a service manager would
// keep it): one at the default LOG_LEVEL (info), one with logging off (silent). `GET /healthz`
// (no database, no limits) is loaded on each in turn, alternately, LOGGING_PAIRS times, so that
// a busy moment of a shared machine falls on both; the table gives each run and the ratio
// info / silent of the medians, and each server's processor time per request (from /proc), a
// figure the machine's other work does not move much. A benchmark, not a test: it asserts nothing. Needs the web build
// (`npm run build`), as `npm start` does.
//
// LOGGING_BEFORE=<a bundle's main.js, relative to apps/api, e.g. dist-before/main.js> adds a third
// server at info running that bundle (another build of the server copied beside dist/), to
// compare a change side by side.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../lib.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const apiDir = path.join(root, 'apps/api');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAIRS = Number(process.env.LOGGING_PAIRS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BEFORE = process.env.LOGGING_BEFORE;
/** Each server: its name in the table, its LOG_LEVEL, the bundle it runs. */
const SERVERS = [
  { name: 'silent', level: 'silent', script: 'dist/main.js' },
  { name: 'info', level: 'info', script: 'dist/main.js' },
  ...(BEFORE ? [{ name: 'info (before)', level: 'info', script: BEFORE }] : []),
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  name: string;
  child: ChildProcess;
  origin: string;
  logFile: string;
}

async function start({ name, level, script }: (typeof SERVERS)[number], dir: string): Promise<Server> {
  const port = await freePort();
  const slug = name.replace(/\W+/g, '-');
  const logFile = path.join(dir, `${slug}.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [script], {
    cwd: apiDir,
    // Destinations made ahead would keep a core busy for the first seconds: off for both.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, slug),
      LOG_LEVEL: level,
      DESTINATIONS_AHEAD: 'false',
    },
    stdio: ['ignore', out, 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).status === 200) return { name, child, origin, logFile };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  // Not yet in the list the run stops at its end: stopped here.
  child.kill('SIGKILL');
  throw new Error(`the ${name} server did not answer within 600 s`);
}

/** The process's processor time so far (user + system), in ms: Linux's /proc/PID/stat. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 14th and 15th fields of the whole line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(server: Server, duration: number) {
  const cpuBefore = cpuMs(server.child.pid!);
  const r = await autocannon({ url: `${server.origin}/healthz`, connections: CONNECTIONS, duration });
  // Processor time per request: what the server spent, whatever else the machine was doing.
  const cpuPerRequest = (cpuMs(server.child.pid!) - cpuBefore) / r.requests.total;
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, requests: r.requests.total, cpuPerRequest };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('npm run build -w apps/api failed');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-logging-'));
const servers: Server[] = [];
try {
  for (const server of SERVERS) servers.push(await start(server, dir));
  for (const server of servers) await load(server, 2); // warm-up
  const runs: Record<string, { rps: number; p99: number; errors: number; cpuPerRequest: number }[]> = Object.fromEntries(
    SERVERS.map((s) => [s.name, []]),
  );
  for (let pair = 0; pair < PAIRS; pair++) {
    for (const server of servers) {
      const before = fs.statSync(server.logFile).size;
      const result = await load(server, SECONDS);
      await sleep(500); // an asynchronous log's last buffer reaches the file
      const bytes = fs.statSync(server.logFile).size - before;
      runs[server.name].push(result);
      console.log(
        `${server.name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.errors} errors, ${(result.cpuPerRequest * 1000).toFixed(1)} µs of processor per request, ${(bytes / result.requests).toFixed(0)} log bytes per request`,
      );
    }
  }
  const rps = (name: string) => median(runs[name].map((r) => r.rps));
  console.log(`\nGET /healthz, ${CONNECTIONS} connections, ${SECONDS} s each, ${PAIRS} alternating pairs (medians)\n`);
  // The processor ratio is the throughput a server bound by its core would keep: silent's time per request over this one's.
  const cpu = (name: string) => median(runs[name].map((r) => r.cpuPerRequest));
  console.log('| server | req/s | p99 ms | ratio to silent | µs of processor per request | ratio to silent, by processor time |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { name } of SERVERS) {
    const cells = [Math.round(rps(name)), median(runs[name].map((r) => r.p99)), `${((rps(name) / rps('silent')) * 100).toFixed(1)}%`];
    cells.push((cpu(name) * 1000).toFixed(1), `${((cpu('silent') / cpu(name)) * 100).toFixed(1)}%`);
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  for (const server of servers.slice(1)) {
    const lines = fs
      .readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('/healthz'));
    console.log(`\n${server.name}, its last lines for the route:\n${lines.slice(-2).join('\n')}`);
  }
} finally {
  for (const server of servers) server.child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
}
