// Search benchmark: the bare route, then search on PGlite and on PostgreSQL, each in a server
// process of its own, loaded by autocannon from this process. Prints requests per second, p99
// latency and each search's ratio to the bare route measured in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3301;

function startServer(kind: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts'), kind, String(PORT)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A mix of real searches: several routes, dates over two weeks, one-way and return. */
function searches(distinct = false) {
  const routes: [string, string][] = [['FTC', 'DEN'], ['DEN', 'FTC'], ['DLH', 'MSP'], ['DLH', 'MKT'], ['YHM', 'YYZ'], ['SBN', 'ORD']];
  const list = [];
  for (let d = 1; d <= 14; d++) {
    for (const [from, to] of routes) {
      const body: Record<string, unknown> = { dep_from: { code: from }, dep_to: { code: to }, departure_date: day(d) };
      if (d % 2 === 0) Object.assign(body, { one_way: false, return_date: day(d + 3) });
      if (distinct) {
        // Every request a question never asked before (a fresh city_from label): nothing shared,
        // each one planned, stored and compressed.
        list.push({
          method: 'PUT' as const,
          path: '/api/bookings/reservation/',
          headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
          setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify({ ...body, city_from: randomUUID() }) }),
        });
        continue;
      }
      list.push({ method: 'PUT' as const, path: '/api/bookings/reservation/', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' }, body: JSON.stringify(body) });
    }
  }
  return list;
}

interface Result {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function load(name: string, requests: autocannon.Request[]): Promise<Result> {
  const options = { url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, requests };
  // A short warm-up so that JIT and caches settle before measuring.
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: DURATION });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  const results: Result[] = [];
  for (const kind of ['bare', 'pglite', 'postgres']) {
    const server = await startServer(kind);
    try {
      if (kind === 'bare') {
        const [sample] = searches();
        results.push(await load('bare route', [{ method: 'PUT' as const, path: '/bare', headers: sample.headers, body: sample.body }]));
      } else {
        results.push(await load(`search (${kind})`, searches()));
        results.push(await load(`search, every one new (${kind})`, searches(true)));
      }
    } finally {
      await stopServer(server);
    }
  }
  const bare = results[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each; ${searches().length} searches asked again and again, or every one new\n`);
  console.log('| what | req/s | p99 ms | ratio to bare | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${(r.rps / bare * 100).toFixed(1)}% | ${r.errors} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
