import { describe, expect, it } from 'vitest';
import { lookWhenQuiet, type Collector } from './quiet-memory.js';

/** A young generation of `sizes` in turn, one per reading, and what was collected. */
function collector(sizes: number[]): Collector & { done: string[] } {
  const done: string[] = [];
  return {
    done,
    collectYoung: () => void done.push('young'),
    collectAll: () => void done.push('all'),
    youngSize: () => sizes.shift()!,
  };
}

describe('lookWhenQuiet', () => {
  it('collects everything once V8 has shrunk the young generation (the server went quiet)', () => {
    const quiet = collector([32 << 20, 1 << 20]);
    lookWhenQuiet(quiet);
    expect(quiet.done).toEqual(['young', 'all']);
  });

  it('collects the young generation alone while V8 keeps its size (busy) or it was small (idle)', () => {
    const busy = collector([32 << 20, 32 << 20]);
    lookWhenQuiet(busy);
    // An idle server's young generation grows to a few MB between looks and shrinks again.
    const idle = collector([4 << 20, 1 << 20]);
    lookWhenQuiet(idle);
    expect([busy.done, idle.done]).toEqual([['young'], ['young']]);
  });
});
