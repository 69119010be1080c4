import pg from 'pg';

// Start-up's migrations and seeding, one server at a time on a shared PostgreSQL database
// (decision 235): two instances started together would each find the database empty and each
// create tables and insert the same rows, and the second one's unique violation stopped it.

/** The advisory lock's key, fixed for every instance of the app ('landline' in ASCII). */
export const STARTUP_LOCK_KEY = '7809644666444607077';

/**
 * Runs `work` while this process holds the start-up advisory lock, taken on one dedicated
 * connection (outside the pool, so the work's own queries never wait for its slot): another
 * instance waits in `pg_advisory_lock` until the work is done and the lock released. A lost
 * connection releases the lock on the server, so a crashed instance never blocks the others.
 */
export async function withStartupLock<T>(url: string, connectTimeoutMs: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  // Without a listener a dropped connection would end the process; the work's queries report the fault.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
