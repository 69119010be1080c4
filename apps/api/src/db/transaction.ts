import type { Db } from './client.js';

/**
 * Runs `work` in one transaction: what it writes commits together or not at all. The services
 * decide where a transaction begins and ends; the queries they call take `tx` as their db.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
