import { inSpan } from '../tracing/spans.js';
import type { Db } from './client.js';

/**
 * Runs `work` in one transaction: what it writes commits together or not at all. The services
 * decide where a transaction begins and ends; the queries they call take `tx` as their db. In a
 * traced request it is a span of its own (decision 274): the time a transaction holds its locks.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return inSpan('db transaction', { 'db.system.name': 'postgresql' }, () => db.transaction(work));
}
