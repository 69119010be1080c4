// One server for the search benchmark, in its own process so that the load generator does not
// share its event loop: `bare` (a Fastify route with no work: the ceiling), or the real app on
// `pglite` (in memory) or `postgres` (a fresh database on BENCH_DATABASE_URL's server).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { registerSchema } from '@landline/shared/schemas';
import { buildApp } from '@landline/api/src/app.ts';
import { BENCH_USER, freshDatabase } from '../lib.ts';
import { openDatabase } from '@landline/api/src/db/client.ts';
import { materialiseTrips } from '@landline/api/src/network/materialise.ts';
import { seedDemoNetwork } from '@landline/api/src/network/seed.ts';

const kind = process.argv[2];
const port = Number(process.argv[3] ?? 3300);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The throw-away database on that server; BENCH_DB_NAME keeps two benchmarks apart. */
const benchDb = process.env.BENCH_DB_NAME ?? 'landline_bench';

async function start() {
  if (kind === 'bare') {
    const app = Fastify();
    app.put('/bare', async () => ({ ok: true }));
    app.get('/bare', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>bare</title>'));
    await app.listen({ port, host: '127.0.0.1' });
    return;
  }
  let url: string | undefined;
  if (kind === 'postgres') {
    url = await freshDatabase(pgUrl, benchDb);
  }
  const database = await openDatabase({ url });
  await seedDemoNetwork(database.db);
  const today = new Date().toISOString().slice(0, 10);
  const horizon = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await materialiseTrips(database.db, today, horizon);
  // BENCH_HOLD=1 (the hold benchmark): seats enough that a hot departure never sells out.
  if (process.env.BENCH_HOLD === '1') await database.db.execute(sql`UPDATE trips SET capacity = 10000000`);
  // BENCH_WEB=1: serve the built web app too, as `npm start` does (the page benchmark).
  const web = process.env.BENCH_WEB === '1';
  const perIp = process.env.BENCH_PER_IP === '1';
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/build/client');
  const { app, accounts, reach } = await buildApp({
    config: {
      FLAGS: '',
      LOG_LEVEL: (process.env.BENCH_LOG_LEVEL as 'silent' | undefined) ?? 'silent',
      WEB_BUILD_DIR: web ? webDir : '/nonexistent',
      // BENCH_OTLP_ENDPOINT (the tracing benchmark): spans to that collector.
      OTEL_EXPORTER_OTLP_ENDPOINT: process.env.BENCH_OTLP_ENDPOINT,
      // BENCH_PER_IP=1: behind one proxy, as deployed; each client's address from X-Forwarded-For.
      ...(perIp ? { TRUST_PROXY: 1 } : {}),
    },
    serveWeb: web,
    database,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-01',
    // The load comes from one address: measure the work, not the per-IP limiter, unless
    // BENCH_PER_IP=1 says each request names its own client (the "as real traffic asks" runs).
    perIpLimits: perIp,
    // BENCH_PRECOMPUTE=1 (the destinations benchmark): every origin's destinations made once listening.
    precomputeReach: process.env.BENCH_PRECOMPUTE === '1',
  });
  // The member the login benchmark logs in as.
  await accounts.register(
    registerSchema.parse({
      first_name: 'Bench',
      last_name: 'Rider',
      email: BENCH_USER.email,
      password: BENCH_USER.password,
      retypePassword: BENCH_USER.password,
      phone_number: '+1 970 555 0100',
    }),
  );
  await app.listen({ port, host: '127.0.0.1' });
  // Said apart from `ready`: the destinations benchmark measures the first answers after it.
  if (process.env.BENCH_PRECOMPUTE === '1') void reach.warmed.then(() => console.log(`warm ${port}`));
}

start().then(
  () => console.log(`ready ${port}`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

// Profiled (BENCH_SERVER_PROFILE in bench/lib.ts): SIGINT ends the process normally, so node writes its profile.
if (process.env.BENCH_SERVER_PROFILE) process.on('SIGINT', () => process.exit(0));
