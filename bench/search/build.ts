// The app of one build (a worktree's root), in this process on a fresh PGlite or PostgreSQL
// database, on a clock pinned to an instant: the CPU per new search and the same-answers check
// load the build before a change and the build after it the same way. Modules come from the
// given root, so two builds never share a module (run each in its own process).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';

export interface BenchBuild {
  /** A search; `body` is the answer's JSON (unzipped), `bytes` what was sent. */
  inject(body: Record<string, unknown>): Promise<{ statusCode: number; body: string; bytes: number }>;
  listen(port: number): Promise<void>;
  close(): Promise<void>;
}

/** The instant the pinned builds start at: a weekday morning at a whole minute in Denver. */
export const PINNED_AT = '2026-12-01T15:00:00Z';

export async function loadBuild(
  root: string,
  options: { pinned?: string; postgres?: { url: string; database: string } } = {},
): Promise<BenchBuild> {
  const from = (file: string) => import(pathToFileURL(path.join(root, 'apps/api/src', file)).href);
  const [{ buildApp }, { openDatabase }, { materialiseTrips }, { seedDemoNetwork }, { ManualClock, systemClock }] = await Promise.all([
    from('app.ts'),
    from('db/client.ts'),
    from('network/materialise.ts'),
    from('network/seed.ts'),
    from('clock/clock.ts'),
  ]);
  let url: string | undefined;
  if (options.postgres) {
    const admin = new pg.Client({ connectionString: options.postgres.url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${options.postgres.database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${options.postgres.database}"`);
    await admin.end();
    const u = new URL(options.postgres.url);
    u.pathname = `/${options.postgres.database}`;
    url = u.toString();
  }
  const clock = options.pinned ? new ManualClock(options.pinned) : systemClock;
  const database = await openDatabase({ url });
  // BENCH_SQL=1: each statement's count and time by its first words (where the database's time goes).
  if (process.env.BENCH_SQL === '1') countStatements(database.db.$client);
  await seedDemoNetwork(database.db);
  const now: Date = clock.now();
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  await materialiseTrips(database.db, today, horizon);
  const { app } = await buildApp({
    config: { FLAGS: '', LOG_LEVEL: 'silent', WEB_BUILD_DIR: '/nonexistent' },
    serveWeb: false,
    database,
    clock,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-01',
    perIpLimits: false,
  });
  await app.ready();
  return {
    async inject(body) {
      const r = await app.inject({
        method: 'PUT',
        url: '/api/bookings/reservation/',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        payload: JSON.stringify(body),
      });
      const zipped = r.headers['content-encoding'] === 'gzip';
      return { statusCode: r.statusCode, body: zipped ? gunzipSync(r.rawPayload).toString() : r.body, bytes: r.rawPayload.length };
    },
    async listen(port) {
      await app.listen({ port, host: '127.0.0.1' });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Statements by their first 60 characters: how many and how long, printed at exit. */
function countStatements(client: { query: (...args: unknown[]) => Promise<unknown> }) {
  const seen = new Map<string, [number, number]>();
  const query = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await query(...args);
    } finally {
      const key = String(args[0]).replace(/\s+/g, ' ').slice(0, 60);
      const [n, ms] = seen.get(key) ?? [0, 0];
      const used = process.cpuUsage(cpu);
      seen.set(key, [n + 1, ms + (process.env.BENCH_SQL_WALL ? performance.now() - started : (used.user + used.system) / 1000)]);
    }
  };
  process.on('exit', () => {
    for (const [key, [n, ms]] of [...seen].sort((a, b) => b[1][1] - a[1][1]).slice(0, 12)) console.log(n, ms.toFixed(0), 'ms', key);
  });
}
