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
 * One look: a young collection, and when V8 shrank a loaded young generation there (it shrinks
 * only when little was allocated over the last five seconds: the server has gone quiet after
 * load), full collections too, which give back what the load left in the old generation.
 */
export function lookWhenQuiet(collector: Collector): void {
  const before = collector.youngSize();
  collector.collectYoung();
  if (before >= LOADED_YOUNG_BYTES && collector.youngSize() < before) collector.collectAll();
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
export function giveBackMemoryWhenQuiet(everyMs = QUIET_CHECK_MS, collector: Collector = v8Collector): () => void {
  const timer = setInterval(() => lookWhenQuiet(collector), everyMs).unref();
  return () => clearInterval(timer);
}
