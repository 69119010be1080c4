import v8 from 'node:v8';
import vm from 'node:vm';

// V8 gives memory back to the system after a full collection, and runs one when it needs room,
// not when a burst of work has just left most of the heap as garbage: after the destinations'
// warm-up an idle server kept 240 MB of heap for 90 MB of live objects (decision 298).

/** V8's `gc`: a full collection, or with `{ type: 'minor' }` a young-generation one. */
type Gc = (options?: { type: 'major' | 'minor' }) => void;

let collect: Gc | undefined;

/**
 * Two full collections now, compacting (a pause of about 0.1–0.2 s). The first frees the garbage
 * but leaves the survivors spread over the pages they sat on (166 MB of old space held 70 MB of
 * objects on an idle server); the second moves them together and gives the emptied pages back.
 * V8 compacts only pages it judges fragmented enough, so compaction is asked for these two and no
 * others. Without this, V8's memory reducer did the same about two minutes after start-up.
 *
 * Node offers V8's `gc` only to a process started with --expose-gc; setting the flag makes it a
 * global of the contexts made after, so one is made for it, leaving the server's own global scope
 * without it.
 */
export function collectGarbage(): void {
  const collect = exposedGc();
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    collect();
    collect();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/**
 * One young-generation collection (a scavenge, about a millisecond when little survives). V8
 * decides there whether to shrink the young generation: see quiet-memory.ts.
 */
export function collectYoungGeneration(): void {
  exposedGc()({ type: 'minor' });
}

function exposedGc(): Gc {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as Gc;
  }
  return collect;
}
