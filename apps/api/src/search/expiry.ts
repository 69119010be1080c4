import type { FastifyInstance } from 'fastify';
import type { SearchService } from './service.js';

/** How often expired searches are deleted while the app runs. */
const PURGE_EVERY_MS = 3_600_000;

/**
 * Deletes searches nobody asked for within a day (SEARCH_KEEP_MS): once when the app is ready,
 * then every hour, so the `searches` table holds at most about a day of searches.
 */
export function expireSearches(app: FastifyInstance, search: SearchService): void {
  app.jobs.every({
    name: 'purge-searches',
    // One DELETE over up to a day of searches.
    timeoutSeconds: 300,
    everyMs: PURGE_EVERY_MS,
    work: () => search.purgeExpired(),
    what: 'deleted',
    done: 'expired searches deleted',
    failed: 'could not delete expired searches',
  });
}
