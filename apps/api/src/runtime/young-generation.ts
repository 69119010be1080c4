import { collectYoungGeneration } from './collect-garbage.js';

/** How often a quiet server's young generation is looked at (decision 309). */
export const YOUNG_GENERATION_CHECK_MS = 10_000;

/**
 * V8 grows its young generation under load (two semi-spaces of up to 16 MB each) and shrinks it
 * only at a young collection that finds little allocated over the last five seconds. An idle
 * server allocates nothing, so no such collection comes, and the 32 MB stay committed for good.
 * One young collection every YOUNG_GENERATION_CHECK_MS lets V8 make that call: on a quiet server
 * it shrinks to 1–2 MB; on a busy one it keeps its size, and the collection is one more among
 * the many a second that load makes anyway. Returns a function that stops it.
 */
export function shrinkYoungGenerationWhenQuiet(everyMs = YOUNG_GENERATION_CHECK_MS): () => void {
  const timer = setInterval(collectYoungGeneration, everyMs).unref();
  return () => clearInterval(timer);
}
