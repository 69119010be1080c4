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
