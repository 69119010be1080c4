// Tracing's CPU per request (decision 274), sturdier than requests per second on a shared
// machine: each configuration in its own process (the context manager, once on, stays on for
// the process), the app answering through inject (no sockets), its CPU time over N requests,
// spans flushed to a collector in this process before the clock stops. The processes alternate;
// the table gives the medians and the least of each side.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spanSink } from './sink.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

if (process.argv[2] === 'child') {
  const { buildApp } = await import('@landline/api/src/app.ts');
  const { openDatabase } = await import('@landline/api/src/db/client.ts');
  const { seedDemoNetwork } = await import('@landline/api/src/network/seed.ts');
  const { materialiseTrips } = await import('@landline/api/src/network/materialise.ts');
  const { day } = await import('../lib.ts');
  const database = await openDatabase({});
  await seedDemoNetwork(database.db);
  await materialiseTrips(database.db, day(0), day(10));
  const { app, tracing } = await buildApp({
    config: { FLAGS: '', LOG_LEVEL: 'silent', WEB_BUILD_DIR: '/nonexistent', OTEL_EXPORTER_OTLP_ENDPOINT: process.env.BENCH_OTLP_ENDPOINT },
    database,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-01',
    perIpLimits: false,
  });
  const health = () => app.inject({ method: 'GET', url: '/healthz' });
  const search = () =>
    app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: { dep_from: 'FTC', dep_to: 'DEN', departure_date: day(2) } });
  const measure = async (ask: () => Promise<unknown>, n: number) => {
    for (let i = 0; i < n / 4; i++) await ask();
    await tracing.flush();
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) await ask();
    await tracing.flush();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / n;
  };
  const result = { health: await measure(health, 4000), search: await measure(search, 1000) };
  console.log(JSON.stringify(result));
  await app.close();
  await database.close();
  process.exit(0);
}

const sink = await spanSink();
const endpoint = sink.endpoint;

function run(env: Record<string, string>): Promise<{ health: number; search: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'child'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`exited ${code}`))));
  });
}

const off: { health: number; search: number }[] = [];
const on: { health: number; search: number }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  off.push(await run({}));
  on.push(await run({ BENCH_OTLP_ENDPOINT: endpoint }));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// The least disturbed run of each side too: on a shared machine, other work only ever adds time.
const least = (values: number[]) => Math.min(...values);
console.log(`\nCPU per request, µs, of ${ROUNDS} alternated processes a side: median (least)\n`);
console.log('| what | tracing off | tracing on | difference of the medians (of the least) |');
console.log('|---|---:|---:|---:|');
for (const what of ['health', 'search'] as const) {
  const a = off.map((r) => r[what]);
  const b = on.map((r) => r[what]);
  const change = (x: number, y: number) => `+${(y - x).toFixed(0)} (${(((y - x) / x) * 100).toFixed(0)}%)`;
  console.log(
    `| ${what === 'health' ? 'GET /healthz' : 'search (asked again)'} | ${median(a).toFixed(0)} (${least(a).toFixed(0)}) | ${median(b).toFixed(0)} (${least(b).toFixed(0)}) | ${change(median(a), median(b))} (${change(least(a), least(b))}) |`,
  );
}
console.log(`\nThe collector took ${sink.batches()} batches of spans.`);
await sink.close();
