// The embedded database's upkeep as a sweep of the job queue: its tables analysed as they grow
// (db/embedded-statistics.ts, decision 313). PostgreSQL's autovacuum does this there.

import type { Database } from '../db/client.js';
import { analyseTablesAsTheyGrow } from '../db/embedded-statistics.js';
import type { JobQueue } from './queue.js';

/**
 * How often the tables' sizes are compared with what the planner last counted: as often as the
 * job queue's workers look for work, since a new database's tables grow fastest while they are
 * small (a rush of holds on a fresh server fills the reservations from none to thousands in
 * seconds). A check reads the write-ahead log's position, and the catalogue and the files' sizes
 * only when the log has moved enough for a table to have grown.
 */
const CHECK_EVERY_MS = 2_000;

/** On the embedded database: analyses grown tables once the app is ready, then every CHECK_EVERY_MS. */
export function keepEmbeddedStatistics(jobs: JobQueue, database: Database): void {
  if (database.kind !== 'pglite') return;
  const analyse = analyseTablesAsTheyGrow(database);
  jobs.every({
    name: 'analyse-embedded-tables',
    everyMs: CHECK_EVERY_MS,
    work: analyse,
    what: 'analysed',
    done: 'tables analysed',
    failed: 'could not analyse the tables',
  });
}
