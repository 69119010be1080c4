import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createEmbeddedDatabase } from './create-embedded.js';
import { rootReason } from './faults.js';
import { shareDrizzleParsers } from './pglite-parsers.js';
import { makePrivate } from './private-files.js';
import { withStartupLock } from './startup-lock.js';

/**
 * No relational schema: nothing here uses drizzle's `db.query` API, and with a schema drizzle makes
 * a query builder for every table each time a transaction starts (decision 312).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction of `Db`, for writes made in the caller's transaction (the outbox, the audit log). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Where dropped connections are reported, one line each (console.warn until the app's logger takes over). */
  reportFaultsTo(warn: (message: string) => void): void;
  /** The embedded database only: its whole data folder as one tar file, which `startFrom` opens again. */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections, in use and idle, and the queries waiting for one (/metrics). */
  poolUsage?(): PoolUsage;
  /**
   * Plain SQL outside the ORM, for a library that brings its own (the job queue, decision 270):
   * with `values`, one statement with $1… parameters; without, any number of statements.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * How long a query waits for a connection (a new one, or a free one from a busy pool) before it
 * fails, and the request with it (503): the database being away must not hang requests.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Postgres settings of the embedded database (docs/performance.md, "Memory"). PGlite runs
 * Postgres in this process, its shared memory inside the WebAssembly heap, which never gives
 * memory back: initdb's shared_buffers of 128 MB took 128 MB of the server's memory from start-up
 * on, for a database of ~10 MB. 16 MB still holds all of it.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

export interface OpenOptions {
  /** postgres:// URL; absent means the embedded database. */
  url?: string;
  /** Folder of the embedded database; absent (with no url) means in memory. */
  dataDir?: string;
  /**
   * An in-memory embedded database starts as a copy of this dump (`dumpDataDir`) instead of an
   * empty one: the API suite copies one seeded database per test file (decision 263).
   */
  startFrom?: Blob;
  poolSize?: number;
  /**
   * Start-up's writes after the migrations (the demo data): on PostgreSQL they run with the
   * migrations under the start-up lock, so instances starting together take turns.
   */
  setUp?: (db: Db) => Promise<void>;
}

/**
 * Opens the database and brings its schema up to date (migrations run inside this process), then
 * runs `setUp`. PGlite needs no lock: its data folder has one server at a time (db/data-lock.ts).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let warn = (message: string) => console.warn(message);
    // A connection the server drops (restart, pg_terminate_backend, network) emits 'error'; with
    // no listener that ends the process. Idle clients report through the pool, checked-out ones
    // only on themselves, and one loss may raise two errors (the server's FATAL, then the closed
    // socket): one line per client. The pool replaces a lost client by itself. Never log the
    // client: it holds the connection's cancel key.
    const reported = new WeakSet<pg.PoolClient>();
    const lost = (client: pg.PoolClient, error: Error) => {
      if (reported.has(client)) return;
      reported.add(client);
      warn(`Lost a database connection: ${rootReason(error)}. The next query opens a new one.`);
    };
    pool.on('error', (error, client) => lost(client, error));
    pool.on('connect', (client) => client.on('error', (error) => lost(client, error)));
    // Fail fast with the server's own reason (bad host, missing database) rather than later.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool) as unknown as Db;
    try {
      await withStartupLock(options.url, CONNECT_TIMEOUT_MS, async () => {
        await migratePg(db as never, { migrationsFolder: MIGRATIONS });
        await options.setUp?.(db);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      query: async (text, values) => pool.query(text, values),
      reportFaultsTo: (to) => {
        warn = to;
      },
    };
  }
  if (options.dataDir) {
    // PGlite does not create parent folders itself.
    fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    await createEmbeddedDatabase(options.dataDir);
  }
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])];
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.startFrom, startParams });
  await client.waitReady;
  // drizzle's type parsers in the client's own table, not copied for every statement (pglite-parsers.ts).
  const { drizzleClient, plainParsers, plainQuery } = shareDrizzleParsers(client);
  const db = drizzlePglite(drizzleClient) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
    // Travellers' data: readable by the server's user only.
    if (options.dataDir) makePrivate(options.dataDir);
    await options.setUp?.(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  // In process: no connection to lose.
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    reportFaultsTo: () => {},
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    query: async (text, values) => {
      if (values?.length) return plainQuery(text, values);
      // A script of several statements (a library's schema) goes through exec, which answers each.
      const results = await client.exec(text, { parsers: plainParsers });
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/** `select 1`: whether the database answers at all (the readiness probe, http/health.ts). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
