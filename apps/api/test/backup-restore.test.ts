import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { serveBackups, type BackupListener } from '../src/backup/server.js';
import { ManualClock } from '../src/clock/clock.js';
import { REPO_ROOT } from '../src/config.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import {
  bookedTrip,
  eventually,
  heldCart,
  onTestServer,
  registerMember,
  spawnServer,
  TEST_JWT_SECRET,
  TEST_NOW,
  testApp,
  type TestApp,
} from './harness.js';

// Backups that restore (decision 272): bookings, payments, points and store credit made through
// the API; a backup taken the documented way (`npm run backup`: from the running server on the
// embedded database, pg_dump on PostgreSQL); restored with `npm run restore` into an empty
// database and opened as a server opens it. Every row is there, equal; the README's ledger checks
// hold on the copy; the copy takes a new booking.

const onPostgres = process.env.TEST_DB === 'postgres';
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-backup-'));
const PASSWORD = 'Shuttle-Rider-7';

/** The settings `npm run backup` and `restore` read: a data folder, or a PostgreSQL database. */
type Where = { DATA_DIR: string; DATABASE_URL?: string };

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const select = async <T>(db: Db, query: Parameters<Db['execute']>[0]) => rowsOf<T>((await db.execute(query)) as Rows<T>);

/**
 * `npm run backup -- …` or `npm run restore -- …` as an operator types it at the repository's
 * root, with the server's settings in `env`: its exit code and what it printed.
 */
function npmRun(script: 'backup' | 'restore', args: string[], env: Where) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => resolve({ code, output: output.trim() }));
  });
}

/** Every table of the schema, its rows as JSON text in order: equal contents give equal values. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const tables = await select<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await select<{ row: string }>(db, sql.raw(`select row_to_json(t)::text as row from "${name}" t`));
    all[name] = rows.map((r) => r.row).sort();
  }
  return all;
}

/**
 * The ledger checks of the README (the SQL under "Operations", payments), read from the README
 * itself so that the page and this test cannot drift: payments by state, then every wallet and
 * every store-credit balance that differs from its records (none may).
 */
function readmeLedgerChecks(): string[] {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```sql\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .find((text) => text.includes('points_records') && text.includes('store_credit_records'));
  if (!block) throw new Error('the README has no SQL block with the ledger checks');
  const statements = block
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  expect(statements).toHaveLength(3);
  return statements;
}

/** The README's checks on `db`, and what the card processor charged for the payments there. */
async function ledger(db: Db) {
  const [byState, wallets, credits] = readmeLedgerChecks();
  const states = await select<{ state: string; count: unknown; sum: unknown }>(db, sql.raw(byState));
  const [{ cents }] = await select<{ cents: number }>(
    db,
    sql`select coalesce(sum(c.amount), 0)::int as cents from sandbox_charges c
        join payments p on p.idempotency_key = c.idempotency_key where c.status = 'succeeded'`,
  );
  const total = (state: string) => Number(states.find((s) => s.state === state)?.sum ?? 0);
  return {
    states: states.map((s) => [s.state, Number(s.count), Number(s.sum)]).sort(),
    confirmedAndRefunded: total('confirmed') + total('refunded'),
    charged: cents,
    walletsOff: await select(db, sql.raw(wallets)),
    creditsOff: await select(db, sql.raw(credits)),
  };
}

/** The app a server starts on a restored database, with the tests' secret, at `now`. */
const appOn = (database: Database, now = TEST_NOW) =>
  buildApp({
    config: { FLAGS: '', LOG_LEVEL: 'silent', WEB_BUILD_DIR: '/nonexistent', PUBLIC_URL: 'http://landline.test' },
    database,
    jwtSecret: TEST_JWT_SECRET,
    clock: new ManualClock(now),
    perIpLimits: false,
  });

const urlOfDatabase = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

let t: TestApp;
let listener: BackupListener | undefined;
/** The lines the embedded server's backup listener logged: one per copy it made. */
const copiesMade: string[] = [];
let restored: Database;
let live: Where;
const liveDir = path.join(temp, 'live');
const restoredDir = path.join(temp, 'restored');
const backupFile = path.join(temp, onPostgres ? 'landline.dump' : 'landline.tar.gz');
let where: Where;
let made: { guestPnr: string; memberEmail: string; backup: string; restore: string };
let before: Record<string, string[]>;
let ledgerBefore: Awaited<ReturnType<typeof ledger>>;
/** Restored databases and folders to close, and PostgreSQL databases to drop, at the end. */
const opened: Database[] = [];
const created: string[] = [];

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, access?: string, app: App['app'] = t.app) {
  const res = await app.inject({ method, url, payload, headers: access ? { authorization: `JWT ${access}` } : {} });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  // A guest's card booking for two.
  const guest = await bookedTrip(t.app, { days: 5, adults: 2 });
  // A member buys points by card and pays a booking with them, pays another by card, then
  // cancels it: a Basic member's refund is store credit.
  const memberEmail = 'backed-up@example.com';
  const member = await registerMember(t.app, memberEmail);
  expect((await call('PUT', '/api/buy_loyalty_points/', { points_amount: 20_000, stripe_token: 'tok_visa' }, member.access)).status).toBe(
    200,
  );
  await bookedTrip(t.app, { days: 6, access: member.access, points: true });
  const cancelled = await bookedTrip(t.app, { days: 7, access: member.access });
  const cancel = await call('POST', `/api/v2/booking/tickets/${cancelled.pnr}/cancel/`, undefined, member.access);
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  expect(cancel.body.refund.store_credits).toBeGreaterThan(0);
  // A declined card (a failed attempt) and a hold not paid yet.
  const declined = await heldCart(t.app, 8);
  const refused = await call('PUT', '/api/cart/check_out/', {
    cart_id: declined.cart.uuid,
    payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
    stripe_token: 'tok_chargeDeclined',
  });
  expect(refused.status).toBe(402);
  before = await contents(t.database.db);
  ledgerBefore = await ledger(t.database.db);

  // The backup, the documented way, and the restore into an empty database.
  if (onPostgres) {
    const [{ name }] = await select<{ name: string }>(t.database.db, sql`select current_database() as name`);
    live = { DATA_DIR: liveDir, DATABASE_URL: urlOfDatabase(name) };
  } else {
    // The embedded database's server answers `npm run backup` while it runs, as main.ts sets it up.
    fs.mkdirSync(liveDir, { mode: 0o700 });
    listener = await serveBackups(t.database, liveDir, (line) => copiesMade.push(line));
    live = { DATA_DIR: liveDir };
  }
  const backup = await npmRun('backup', [backupFile], live);
  where = await emptyDatabase(restoredDir);
  const restore = await npmRun('restore', [backupFile], where);
  made = { guestPnr: guest.pnr, memberEmail, backup: backup.output, restore: restore.output };
  restored = await open(where);
}, 240_000);

afterAll(async () => {
  await listener?.close();
  for (const database of opened) await database.close();
  await t.close();
  for (const name of created) await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(temp, { recursive: true, force: true });
});

/** Where a restore goes: a new PostgreSQL database, or a folder that does not exist yet. */
async function emptyDatabase(dataDir: string): Promise<Where> {
  if (!onPostgres) return { DATA_DIR: dataDir };
  const name = `landline_restored_${randomBytes(6).toString('hex')}`;
  await onTestServer(`CREATE DATABASE ${name}`);
  created.push(name);
  return { DATA_DIR: dataDir, DATABASE_URL: urlOfDatabase(name) };
}

/** A restored database, opened as a server opens it (its migrations run over it). */
async function open(at: Where): Promise<Database> {
  const database = await openDatabase(at.DATABASE_URL ? { url: at.DATABASE_URL } : { dataDir: at.DATA_DIR });
  opened.push(database);
  return database;
}

describe(`a backup restored into an empty database (${onPostgres ? 'pg_dump, pg_restore' : 'the embedded database, from its running server'})`, () => {
  it('is taken and restored by the documented commands, into a file only its owner reads', () => {
    expect(made.backup).toMatch(
      onPostgres ? /^Dumped .* with pg_dump to / : /^Copied the embedded database in .* from its running server to /,
    );
    const counts = `${before.reservations.length} reservations, ${before.payments.length} payment attempts, ${before.users.length} members`;
    expect(made.restore).toMatch(new RegExp(`^Restored .*: ${counts}\\. Start the server`));
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(temp).filter((f) => f.includes('.partial'))).toEqual([]);
  });

  it.skipIf(onPostgres)('is given by the embedded server to the holder of its token only, on 127.0.0.1', async () => {
    const file = path.join(liveDir, 'backup-access');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const { port, token } = JSON.parse(fs.readFileSync(file, 'utf8')) as { port: number; token: string };
    const ask = (url: string, authorization?: string) =>
      fetch(`http://${url}`, { headers: authorization ? { authorization } : {} }).then((res) => res.status);
    expect(await ask(`127.0.0.1:${port}/data-folder.tar.gz`)).toBe(404);
    expect(await ask(`127.0.0.1:${port}/data-folder.tar.gz`, `Bearer ${token}x`)).toBe(404);
    expect(await ask(`127.0.0.1:${port}/`, `Bearer ${token}`)).toBe(404);
    // Another address of this machine has nothing on that port, whatever HOST says.
    const other = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4');
    if (other) await expect(ask(`${other.address}:${port}/data-folder.tar.gz`, `Bearer ${token}`)).rejects.toThrow();
  });

  it('holds every booking, payment, points and credit record, equal, and every other row', async () => {
    for (const table of ['reservations', 'payments', 'points_purchases', 'points_records', 'store_credit_records', 'refunds', 'tickets']) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }
    const after = await contents(restored.db);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  });

  it('keeps the ledger checks of the README', async () => {
    const copy = await ledger(restored.db);
    expect(copy).toEqual(ledgerBefore);
    expect(copy.walletsOff).toEqual([]);
    expect(copy.creditsOff).toEqual([]);
    expect(copy.confirmedAndRefunded).toBe(copy.charged);
  });

  it('starts as a server: an old booking opens, the member signs in, a new booking is paid', async () => {
    const { app } = await appOn(restored);
    try {
      const trip = await app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${made.guestPnr}/`, headers: { lastname: 'Lovelace' } });
      expect(trip.statusCode).toBe(200);
      const session = await call('POST', '/api/sessions/', { email: made.memberEmail, password: PASSWORD }, undefined, app);
      expect(session.status).toBe(200);
      const history = await call('GET', '/api/points_records/', undefined, session.body.access, app);
      // Bought, then paid with: the card trip's refund was store credit.
      expect(history.body.results.map((r: { transaction_type: number }) => r.transaction_type).sort()).toEqual([2, 3]);
      // New rows take the next numbers of the copy's sequences, not the first ones again.
      await bookedTrip(app, { days: 9 });
      const copy = await ledger(restored.db);
      expect([copy.walletsOff, copy.creditsOff, copy.confirmedAndRefunded - copy.charged]).toEqual([[], [], 0]);
    } finally {
      await app.close();
    }
  });

  it('is refused into a database that is not empty, which it leaves alone', async () => {
    const held = await contents(restored.db);
    const again = await npmRun('restore', [backupFile], where);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(onPostgres ? /has tables already/ : /is not empty/);
    expect(await contents(restored.db)).toEqual(held);
  });

  it('is consistent when taken in the middle of checkouts: settled as after a power cut, the ledgers balance', async () => {
    const file = path.join(temp, onPostgres ? 'busy.dump' : 'busy.tar.gz');
    // Travellers keep paying until the copy is made (the embedded server logs it; pg_dump's
    // snapshot is taken by the time it ends), so it is made while they do.
    const copies = copiesMade.length;
    let done = false;
    const backup = npmRun('backup', [file], live).finally(() => (done = true));
    let paid = 0;
    for (let i = 0; !done && copiesMade.length === copies; i++) {
      const cart = await heldCart(t.app, 10 + (i % 30));
      const res = await call('PUT', '/api/cart/check_out/', {
        cart_id: cart.cart.uuid,
        payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
        stripe_token: 'tok_visa',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      paid++;
    }
    expect((await backup).code).toBe(0);
    expect(paid).toBeGreaterThan(0);
    const at = await emptyDatabase(path.join(temp, 'busy'));
    expect((await npmRun('restore', [file], at)).code).toBe(0);
    const copy = await open(at);
    // Single transactions are whole: every wallet and credit balance equals its records.
    const found = await ledger(copy.db);
    expect([found.walletsOff, found.creditsOff]).toEqual([[], []]);
    // A checkout caught between its charge and its confirmation is settled once its attempt is
    // old enough, by the reconciler of the server started on the copy, as after a crash.
    const { app } = await appOn(copy, new Date(Date.parse(TEST_NOW) + 10 * 60_000).toISOString());
    await app.ready();
    // The reconciler is a sweep of the job queue, sent at start-up (decision 270).
    const unsettled = async () => (await ledger(copy.db)).states.filter(([state]) => state === 'pending' || state === 'refund_due');
    await eventually(async () => (await unsettled()).length === 0, 60_000, 'the copy’s reconciler settling its payments');
    await app.close();
    const settled = await ledger(copy.db);
    expect(settled.states.filter(([state]) => state === 'pending' || state === 'refund_due')).toEqual([]);
    expect(settled.confirmedAndRefunded).toBe(settled.charged);
    expect([settled.walletsOff, settled.creditsOff]).toEqual([[], []]);
  }, 240_000);
});

describe.skipIf(onPostgres)('the embedded database’s own server', () => {
  it('copies itself while it runs, and its stopped folder once stopped; both restore to what it held', async () => {
    // The server starts on a folder holding the run's seeded database (test/seeded-database.ts),
    // as on a folder it made before: a fresh one would add a minute of initdb and loading here.
    const dataDir = path.join(temp, 'server');
    const seeded = new PGlite({ dataDir, loadDataDir: new Blob([fs.readFileSync(inject('seededDatabase'))]) });
    await seeded.waitReady;
    await seeded.close();
    // The demo's coach simulator would write positions between the copy and the comparison.
    const server = await spawnServer(['--import', 'tsx', 'src/main.ts'], { DATA_DIR: dataDir, DATABASE_URL: '', LIVE_SIMULATOR: 'false' });
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    const send = (method: string, url: string, body: object, access?: string) =>
      fetch(server.url(url), {
        method,
        headers: { 'content-type': 'application/json', ...(access ? { authorization: `JWT ${access}` } : {}) },
        body: JSON.stringify(body),
      });
    const files = { running: path.join(temp, 'running.tar.gz'), stopped: path.join(temp, 'stopped.tar.gz') };
    try {
      // A member and a points purchase, through the real server (its demo members are there too).
      const registered = await send('POST', '/api/users/', {
        first_name: 'Mae',
        last_name: 'Jemison',
        email: 'running@example.com',
        password: PASSWORD,
        retypePassword: PASSWORD,
        phone_number: '+1 970 555 0100',
      });
      expect(registered.status).toBe(201);
      const { access } = (await registered.json()) as { access: string };
      expect((await send('PUT', '/api/buy_loyalty_points/', { points_amount: 1000, stripe_token: 'tok_visa' }, access)).status).toBe(200);
      const running = await npmRun('backup', [files.running], { DATA_DIR: dataDir });
      expect(running.output).toMatch(/from its running server to /);
    } finally {
      server.child.kill('SIGTERM');
      await exited;
    }
    // Stopping takes the backup listener's access away with the server.
    expect(fs.readdirSync(dataDir).filter((entry) => /backup|server\.lock/.test(entry))).toEqual([]);
    const stopped = await npmRun('backup', [files.stopped], { DATA_DIR: dataDir });
    expect(stopped.output).toMatch(/from its stopped folder to /);

    const original = await openDatabase({ dataDir });
    const held = await contents(original.db);
    await original.close();
    expect(held.points_purchases).toHaveLength(1);
    expect(held.reservations.length).toBeGreaterThan(0);
    for (const [name, file] of Object.entries(files)) {
      const dir = path.join(temp, `from-${name}`);
      const restore = await npmRun('restore', [file], { DATA_DIR: dir });
      expect(restore.code, restore.output).toBe(0);
      // Only the database and its secret: not the old server's lock or backup access.
      expect(fs.readdirSync(dir).filter((entry) => !/^(pg_|PG_VERSION|base$|global$|postgresql)/.test(entry))).toEqual(['jwt-secret']);
      const copy = await openDatabase({ dataDir: dir });
      try {
        expect(await contents(copy.db), name).toEqual(held);
        const checks = await ledger(copy.db);
        expect([checks.walletsOff, checks.creditsOff]).toEqual([[], []]);
      } finally {
        await copy.close();
      }
    }
  }, 300_000);
});
