// The embedded database's statistics, kept current by the app (decision 313). PostgreSQL's
// autovacuum analyses a table once enough of it has changed; PGlite runs Postgres in one process
// without background workers, so nothing ever did, and its activity counters stay at zero. A
// statement kept prepared (db/pglite-prepared.ts) is planned once and kept until a table it reads
// is analysed: a plan made while a table was nearly empty stayed for good. The holders' count of
// a hold scanned every live hold once there were thousands (0.7 ms a hold at 2,000, growing).

import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { inTransaction } from './transaction.js';

/**
 * The tables whose files have doubled, and grown by 8 pages (64 KB) at least, since they were last
 * analysed (a table never analysed counts as 0 pages): the planner's counts of them are off by as
 * much. A file's size is read from the file system, which costs nothing like a count. Doubling,
 * not autovacuum's tenth: here an analysis holds the one connection, and a table growing from
 * nothing is analysed about log2 of its pages times, not a hundred.
 */
const GROWN = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind = 'r'
     AND n.nspname NOT IN ('pg_catalog', 'information_schema')
     AND n.nspname NOT LIKE 'pg_toast%'
     AND pg_relation_size(c.oid) / current_setting('block_size')::int >= greatest(c.relpages * 2, c.relpages + 8)
   ORDER BY 1`;

/**
 * Rows an analysis samples, ÷ 300 (Postgres's default is 100: 30,000 rows). The plans that went
 * wrong were made for empty tables; a sample of 3,000 rows tells a table's size and its keys'
 * spread as well, in a quarter of the time (reservations at 12,000 holds: 15–21 ms against
 * 47–91), while the one connection waits.
 */
const STATISTICS_TARGET = 10;

/**
 * The least write-ahead log a table writes in growing by GROWN's 8 pages: every row a table takes
 * is logged first, so while the log has moved less than this since a look, no table has grown
 * enough for GROWN to find it.
 */
const LEAST_GROWTH_LOGGED = 8 * 8192;

/**
 * The sweep's check: GROWN when the write-ahead log has moved by LEAST_GROWTH_LOGGED since the
 * last one looked. GROWN reads the size of every table's file; run every 2 s on an idle server,
 * that alone kept V8's young generation from shrinking (decision 316). Reading the log's position
 * costs a function call. Answers how many tables were analysed.
 */
export function analyseTablesAsTheyGrow(database: Pick<Database, 'query' | 'db'>): () => Promise<number> {
  let lookedAt: string | null = null;
  return async () => {
    const { rows } = await database.query(
      `SELECT pg_current_wal_insert_lsn()::text AS at, pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1::pg_lsn)::float8 AS moved`,
      [lookedAt],
    );
    const { at, moved } = rows[0] as { at: string; moved: number | null };
    if (moved !== null && moved < LEAST_GROWTH_LOGGED) return 0;
    const analysed = await analyseGrownTables(database);
    // What was written since `at` counts for the next look, the analyses' own statistics included;
    // a look that failed leaves the last one standing, so the next is not skipped.
    lookedAt = at;
    return analysed;
  };
}

/** Analyses the tables that have grown since their last analysis; answers how many. */
export async function analyseGrownTables(database: Pick<Database, 'query' | 'db'>): Promise<number> {
  const { rows } = await database.query(GROWN);
  // One table a transaction: each holds the connection for a moment only.
  for (const { name } of rows) {
    await inTransaction(database.db, async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL default_statistics_target = ${STATISTICS_TARGET}`));
      await tx.execute(sql.raw(`ANALYZE ${String(name)}`));
    });
  }
  return rows.length;
}
