import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@landline/shared/dates';
import { release } from '../src/reservations/store.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { payments, sandboxCharges } from '../src/db/schema.js';
import { reservations } from '../src/db/tables/reservations.js';
import { sandboxTotals } from '../src/charges/sandbox-books.js';
import { ledgerTotals } from '../src/payments/queries.js';
import { eventually, LEAD_PASSENGER, spawnServer } from './harness.js';

// The checkout's fault test (decision 205): a real server process is killed (SIGKILL) after the card processor
// charged and before the booking was confirmed. On restart the reconciler asks the processor by
// each attempt's idempotency key: it confirms the booking whose hold is still there and refunds
// the one whose hold ended meanwhile, and the ledger balances with the processor's books.

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-crash-'));
const onPostgres = process.env.TEST_DB === 'postgres';
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(temp, { recursive: true, force: true });
});

/** The sandbox's books: each charge's status. */
const BOOKS = 'SELECT status FROM sandbox_charges ORDER BY id';
/** The rounds of the charge reconciler in the job queue (pg-boss's table), oldest first. */
const RECONCILER_ROUNDS = "SELECT state FROM pgboss.job WHERE name = 'reconcile-charges' ORDER BY created_on";

/** The status of each charge in the sandbox's books, read while a server runs on them. */
type BooksNow = (server: Server) => Promise<string[]>;
/** The state of each round of the reconciler in the job queue, read while a server runs. */
type RoundsNow = (server: Server) => Promise<string[]>;

/** Where the servers keep their data: a PGlite folder, or a new PostgreSQL database. */
async function storage(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
  booksNow: BooksNow;
  roundsNow: RoundsNow;
}> {
  if (!onPostgres) {
    const dataDir = fs.mkdtempSync(path.join(temp, 'data-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir }),
      drop: async () => {},
      // The folder is the running server's alone: the server reads its books (test/fixtures/sandbox-books.mjs).
      booksNow: async (server) => (await server.read(BOOKS)).map((row) => String(row.status)),
      roundsNow: async (server) => (await server.read(RECONCILER_ROUNDS)).map((row) => String(row.state)),
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `landline_crash_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string, connectionString = admin) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    const { rows } = await client.query(sql);
    await client.end();
    return rows as Record<string, unknown>[];
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(temp, 'data-')) },
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    drop: async () => void (await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    booksNow: async () => (await run(BOOKS, url.toString())).map((row) => String(row.status)),
    roundsNow: async () => (await run(RECONCILER_ROUNDS, url.toString())).map((row) => String(row.state)),
  };
}

/**
 * Starts the server from its sources on `env`'s storage; resolves once it listens. It answers
 * 'sandbox-charges' over IPC with its sandbox's books (test/fixtures/sandbox-books.mjs).
 */
async function startServer(env: Record<string, string>) {
  const { child, url } = await spawnServer(
    ['--import', 'tsx', '--import', './test/fixtures/sandbox-books.mjs', 'src/main.ts'],
    { DEV_MAILBOX: 'false', ...env },
    { ipc: true },
  );
  children.push(child);
  /** The rows of a read made by the server's fixture in its own database, over IPC; one read at a time. */
  const read = (sql: string) =>
    new Promise<Record<string, unknown>[]>((resolve) => {
      child.once('message', (message) => resolve((message as { rows: Record<string, unknown>[] }).rows));
      child.send({ read: sql });
    });
  const api = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(url(`/api/${p}`), {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, api, exited, read };
}

/**
 * Waits until the sandbox's books show `count` charges that succeeded, asking up to 200 times
 * 50 ms apart (ten seconds at the most: the charges are made within a second of the checkouts).
 */
async function chargesShown(server: Server, booksNow: BooksNow, count: number): Promise<void> {
  let seen: string[] = [];
  for (let attempt = 0; attempt < 200; attempt += 1) {
    seen = await booksNow(server);
    if (seen.filter((status) => status === 'succeeded').length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the sandbox's books show ${JSON.stringify(seen)}, not ${count} charges that succeeded`);
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** A held one-adult FTC → DEN ride `days` ahead with its passenger saved. */
async function heldBooking(server: Server, days: number) {
  const date = addDays(todayIn('America/Denver'), days);
  const search = await server.api('PUT', 'bookings/reservation/', {
    dep_from: 'FTC',
    dep_to: 'DEN',
    departure_date: date,
    passengers_adults: 1,
  });
  expect(search.status).toBe(200);
  const it = search.body.depart_flights.find((i: { availability: number }) => i.availability > 0);
  const hold = await server.api('PUT', `bookings/${search.body.uuid}/itinerary/`, { departure_flight: it, passengers_adults: 1 });
  expect(hold.status, JSON.stringify(hold.body)).toBe(200);
  const saved = await server.api('PUT', `bookings/${search.body.uuid}/passengers/`, {
    cart_id: hold.body.cart.uuid,
    booking_token: it.booking_token,
    passengers: [LEAD_PASSENGER],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { uuid: hold.body.uuid as string, cart: hold.body.cart.uuid as string, total: hold.body.cart.summary as number };
}

describe(`a server killed between the charge and the confirmation (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is settled on restart: the booking still held is confirmed, the one whose hold ended is refunded, the ledger balances', async () => {
    const store = await storage();
    try {
      // The processor answers 20 s after charging: the server is killed while it waits.
      const first = await startServer({ ...store.env, SANDBOX_ANSWER_DELAY_MS: '20000' });
      const kept = await heldBooking(first, 5);
      const ended = await heldBooking(first, 6);
      const paying = [kept, ended].map((b) =>
        first
          .api('PUT', 'cart/check_out/', {
            cart_id: b.cart,
            payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
            stripe_token: 'tok_visa',
          })
          .catch(() => null),
      );
      // Both charges are made (the processor's books hold them) before the answers come back.
      await chargesShown(first, store.booksNow, 2);
      // Killed between the reconciler's rounds: its start-up round is over and the next is a minute
      // away. A round killed while running holds the sweep (one at a time across instances) until
      // it times out (two minutes), which a restart after a crash would have to wait for.
      await eventually(
        async () => {
          const rounds = await store.roundsNow(first);
          return rounds.includes('completed') && !rounds.includes('active') && !rounds.includes('created');
        },
        10_000,
        "the first server's start-up round of the reconciler",
      );
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await Promise.all(paying)).toEqual([null, null]);

      let db = await store.open();
      try {
        const attempts = await db.db
          .select()
          .from(payments)
          .where(inArray(payments.cartUuid, [kept.cart, ended.cart]));
        expect(attempts.map((p) => p.state)).toEqual(['pending', 'pending']);
        const charges = await db.db
          .select()
          .from(sandboxCharges)
          .where(
            inArray(
              sandboxCharges.idempotencyKey,
              attempts.map((p) => p.idempotencyKey),
            ),
          );
        expect(charges.map((c) => c.status)).toEqual(['succeeded', 'succeeded']);
        // While the server was down, the second hold ended and gave its seats back.
        expect(await release(db.db, ended.uuid, 'expired')).not.toBeNull();
      } finally {
        await db.close();
      }

      const second = await startServer({ ...store.env, PAYMENT_RECONCILE_AFTER_MS: '0' });
      // The reconciler is a sweep of the job queue, sent at start-up (decision 270).
      const stateOf = async (uuid: string) => (await second.api('GET', `v2/booking/reservations/${uuid}/`)).body.state;
      await eventually(async () => (await stateOf(kept.uuid)) === 'confirmed', 30_000, 'the reconciler confirming the kept booking');
      expect((await second.api('GET', `v2/booking/reservations/${ended.uuid}/`)).body.state).toBe('expired');
      second.child.kill('SIGTERM');
      await second.exited;

      db = await store.open();
      try {
        const byCart = Object.fromEntries(
          (
            await db.db
              .select()
              .from(payments)
              .where(inArray(payments.cartUuid, [kept.cart, ended.cart]))
          ).map((p) => [p.cartUuid, p]),
        );
        expect(byCart[kept.cart]).toMatchObject({ state: 'confirmed', amount: kept.total });
        expect(byCart[ended.cart]).toMatchObject({ state: 'refunded', amount: ended.total });
        const ledger = await ledgerTotals(db.db);
        const books = await sandboxTotals(db.db);
        expect(ledger.pending + ledger.refund_due).toBe(0);
        expect(books.charged).toBe(ledger.confirmed + ledger.refunded);
        expect(books.refunded).toBe(ledger.refunded);
        const [confirmed] = await db.db.select().from(reservations).where(eq(reservations.uuid, kept.uuid));
        expect(confirmed.state).toBe('confirmed');
      } finally {
        await db.close();
      }
    } finally {
      await store.drop();
    }
  }, 120_000);
});
