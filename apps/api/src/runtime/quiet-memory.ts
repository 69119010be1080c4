import v8 from 'node:v8';
import { collectGarbage, collectYoungGeneration } from './collect-garbage.js';

/** How often a server's young generation is looked at (decision 309). */
export const QUIET_CHECK_MS = 10_000;

export interface Collector {
  /** A young-generation collection, where V8 decides whether to shrink it. */
  collectYoung(): void;
  /** Full collections that give emptied pages back (collect-garbage.ts). */
  collectAll(): void;
  /** Bytes the young generation holds committed. */
  youngSize(): number;
}

const v8Collector: Collector = {
  collectYoung: collectYoungGeneration,
  collectAll: collectGarbage,
  youngSize: () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0,
};

/**
 * A young generation at least this large has grown under load; an idle one shrinks to 1–2 MB and
 * grows back to a few MB between looks, which is not worth full collections.
 */
export const LOADED_YOUNG_BYTES = 16 * 1048576;

/**
 * Looks, one after another: each a young collection, where V8 shrinks the young generation if
 * little was allocated over the last five seconds. Once a look has seen it loaded and one then
 * finds it small again (shrunk at that look or at a collection of V8's own in between: the server
 * has gone quiet after load), full collections follow, which give back what the load left in the
 * old generation; then not again until the next load. Caches that a load filled and a quiet server
 * does not need are dropped first (`forget`, decision 310): most of what a load leaves is live.
 */
export function quietLooks(collector: Collector, forget: () => void = () => {}): () => void {
  let loaded = false;
  return () => {
    if (collector.youngSize() >= LOADED_YOUNG_BYTES) loaded = true;
    collector.collectYoung();
    if (loaded && collector.youngSize() < LOADED_YOUNG_BYTES) {
      loaded = false;
      forget();
      collector.collectAll();
    }
  };
}

/**
 * V8 grows its young generation under load (two semi-spaces of up to 16 MB each) and shrinks it
 * only at a young collection that finds allocation quiet. An idle server makes no collection, so
 * the 32 MB stayed committed for good, and so did the old generation's garbage from the last
 * burst (V8 collects it when it needs room). A look every QUIET_CHECK_MS lets V8 shrink the young
 * generation once the server is quiet and then collects the rest, once per quiet spell; on a
 * busy server it is one more young collection among the many a second that load makes anyway.
 * Returns a function that stops it.
 */
export function giveBackMemoryWhenQuiet(
  forget: () => void = () => {},
  everyMs = QUIET_CHECK_MS,
  collector: Collector = v8Collector,
): () => void {
  const timer = setInterval(quietLooks(collector, forget), everyMs).unref();
  return () => clearInterval(timer);
}
