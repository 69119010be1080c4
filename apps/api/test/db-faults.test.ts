import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@landline/shared/messages';
import { REPO_ROOT } from '../src/config.js';
import { CONNECT_TIMEOUT_MS } from '../src/db/client.js';
import { isDatabaseUnavailable } from '../src/db/faults.js';
import { RETRY_AFTER_S } from '../src/http/errors.js';
import { freePort, testDatabase } from './harness.js';

// The real server (src/main.ts) on its own PostgreSQL database, in a child process, while an
// admin connection ends its backends and refuses it connections: the process must live on,
// answer 503 while the database is away and serve again by itself once it is back.

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `landline_faults_${randomBytes(5).toString('hex')}`;
let admin: pg.Client;
let server: ChildProcess;
let output = '';
let base = '';

const alive = () => server.exitCode === null && server.signalCode === null;
const terminateBackends = () =>
  admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
/** A call that reads the database every time: an unknown recovery code is a 404 when it answers. */
const lookup = () => fetch(`${base}/api/recoveries/${randomBytes(8).toString('hex')}/`);

describe.skipIf(process.env.TEST_DB !== 'postgres')('the server when PostgreSQL drops its connections', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(adminUrl!);
    dbUrl.pathname = `/${name}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'apps/api'),
      env: {
        ...process.env,
        DATABASE_URL: dbUrl.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DESTINATIONS_AHEAD: 'false',
        JWT_SECRET: 'faults-test-secret-faults-test-secret-0123',
        WEB_BUILD_DIR: '/nonexistent',
        REDIS_URL: '',
      },
    });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (output.includes('Landline is running')) resolve();
        else if (!alive()) reject(new Error(`the server did not start:\n${output}`));
        else return;
        clearInterval(check);
      }, 50);
    });
  });

  afterAll(async () => {
    if (server && alive()) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('serves with its connections open', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, lookup));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(404));
  });

  it('lives on when its backends are terminated, and reconnects by itself', async () => {
    // The pool's idle connections (the requests above left them) go first.
    expect((await terminateBackends()).rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive()).toBe(true);
    // Then some with requests in flight: those may fail (503), never the process.
    const inFlight = Promise.all(Array.from({ length: 12 }, lookup));
    await terminateBackends();
    for (const answer of await inFlight) expect([404, 503]).toContain(answer.status);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive()).toBe(true);
    expect((await lookup()).status).toBe(404);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it('answers 503 with Retry-After while the database refuses connections, and recovers alone', async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await terminateBackends();
    // Let the pool drop the ended clients, so that the next query has to open a connection.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const refused = await lookup();
    const timeTo503 = performance.now() - started;
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ detail: GENERIC_MESSAGES.unavailable });
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_S));
    // Refused at once, not after waiting out the pool's connection timeout.
    expect(timeTo503).toBeLessThan(CONNECT_TIMEOUT_MS);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ detail: GENERIC_MESSAGES.unavailable });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(alive()).toBe(true);

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    const back = performance.now();
    expect((await lookup()).status).toBe(404);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const timeToServe = performance.now() - back;
    console.log(`503 after ${timeTo503.toFixed(0)} ms; serving again ${timeToServe.toFixed(0)} ms after connections were allowed`);
  });

  it('reports each lost connection in one line, without the cancel key or a stack', () => {
    expect(output).toMatch(/Lost a database connection: terminating connection due to administrator command \(57P01\)/);
    expect(output).toMatch(/database unavailable: .*not currently accepting connections/);
    expect(output).not.toMatch(/secretKey|processID/);
    // No stack, printed or logged, and nothing logged as an error: the database being away is a warning.
    expect(output).not.toMatch(/\n\s+at |"stack"|"level":(50|60)/);
  });
});

/** node-postgres's rows of a raw query through Drizzle. */
const rows = <T>(result: unknown) => (result as pg.QueryResult<T & pg.QueryResultRow>).rows;

describe.skipIf(process.env.TEST_DB !== 'postgres')('a connection lost inside a transaction', () => {
  it('fails that transaction as the database being away, and nothing else', async () => {
    const database = await testDatabase();
    const warnings: string[] = [];
    database.reportFaultsTo((message) => warnings.push(message));
    const killer = new pg.Client({ connectionString: adminUrl });
    await killer.connect();
    try {
      // The client is checked out (no query running) when its backend goes: the error reaches
      // only the client, which ends the process unless someone listens.
      const failed = await database.db
        .transaction(async (tx) => {
          const [{ pid }] = rows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
          await killer.query('SELECT pg_terminate_backend($1)', [pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      expect(warnings).toEqual([
        expect.stringMatching(/^Lost a database connection: terminating connection due to administrator command \(57P01\)/),
      ]);
      expect(rows(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } finally {
      await killer.end();
      await database.close();
    }
  });
});
