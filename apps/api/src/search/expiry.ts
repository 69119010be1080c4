import type { FastifyInstance } from 'fastify';
import type { SearchService } from './service.js';

/** How often expired searches are deleted while the app runs. */
const PURGE_EVERY_MS = 3_600_000;

/**
 * Deletes searches nobody asked for within a day (SEARCH_KEEP_MS): once when the app is ready,
 * then every hour, so the `searches` table holds at most about a day of searches.
 */
export function expireSearches(app: FastifyInstance, search: SearchService): void {
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      const deleted = await search.purgeExpired();
      if (deleted) app.log.info({ deleted }, 'expired searches deleted');
    } catch (err) {
      app.log.error({ err }, 'could not delete expired searches');
    }
  };
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
