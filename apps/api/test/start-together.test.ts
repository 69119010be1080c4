import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { freePort, onTestServer, spawnServer } from './harness.js';

// Start-up on a database shared by several instances: two servers started together on an empty
// PostgreSQL database both migrate and load the demo data, one at a time (decision 235); and a
// start-up that fails prints one line naming the error, never a query's values.

const onPostgres = process.env.TEST_DB === 'postgres';
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-together-'));
const children: ChildProcess[] = [];
const dropped: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(0) : (child.once('exit', resolve), child.kill('SIGTERM')))),
    ),
  );
  for (const drop of dropped) await drop();
  fs.rmSync(temp, { recursive: true, force: true });
});

/** A new empty PostgreSQL database (dropped after the file), or a new PGlite folder. */
async function emptyStorage(): Promise<{ env: Record<string, string>; url?: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(temp, 'data-'));
  if (!onPostgres) return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, dataDir };
  const name = `landline_together_${randomBytes(6).toString('hex')}`;
  await onTestServer(`CREATE DATABASE ${name}`);
  dropped.push(() => onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, url: url.toString(), dataDir };
}

/** What both servers share, as instances behind a load balancer do. */
const SERVER_ENV = {
  HOST: '127.0.0.1',
  JWT_SECRET: 'together-test-secret-together-test-secret',
  WEB_BUILD_DIR: '/nonexistent',
  DEV_MAILBOX: 'false',
  REDIS_URL: '',
};

describe.skipIf(!onPostgres)('two servers starting together on an empty PostgreSQL database', () => {
  it('both migrate, load the demo data one at a time, and serve', async () => {
    const { env } = await emptyStorage();
    const start = (dataDir: string) =>
      spawnServer(['--import', 'tsx', 'src/main.ts'], { ...SERVER_ENV, ...env, DATA_DIR: dataDir }).then((server) => {
        children.push(server.child);
        return server;
      });
    const started = await Promise.allSettled([start(fs.mkdtempSync(path.join(temp, 'a-'))), start(fs.mkdtempSync(path.join(temp, 'b-')))]);
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason).slice(0, 600)] : []));
    expect(failures).toEqual([]);
    for (const server of started.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof start>>>).value)) {
      expect(server.output()).toContain('Landline is running');
      expect((await fetch(server.url('/readyz'))).status).toBe(200);
      const places = await fetch(server.url('/api/v2/booking/airports/'));
      expect(places.status).toBe(200);
    }
  }, 120_000);
});

describe('a start-up that fails', () => {
  it('prints one line with the error type, code and SQL text, never the values of the query', async () => {
    const storage = await emptyStorage();
    // The schema as the server leaves it, with a rule the demo network's first stops break: the
    // server's own seeding then fails, as any unexpected refusal of the database would.
    const database = await openDatabase({ url: storage.url, dataDir: storage.url ? undefined : storage.dataDir });
    await database.db.execute(sql.raw("ALTER TABLE stops ADD CONSTRAINT forged_refusal CHECK (code <> 'DEN')"));
    await database.close();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'apps/api'),
      env: { ...process.env, ...SERVER_ENV, ...storage.env, PORT: String(await freePort()), LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatch(/DrizzleQueryError/);
    expect(line).toContain('23514');
    expect(line).toMatch(/insert into "stops"/);
    // Values the seeding sends as parameters: stops' codes, names and time zones.
    expect(line).not.toMatch(/params|Fort Collins|America\/Denver|CSU|\bDEN\b/);
    expect(line.length).toBeLessThan(600);
  }, 90_000);
});
