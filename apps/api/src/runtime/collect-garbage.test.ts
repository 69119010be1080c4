import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage.js';

describe('collectGarbage', () => {
  it('collects what nothing holds any more, without making gc a global of the caller', () => {
    let held: number[][] | null = Array.from({ length: 2000 }, () => Array.from({ length: 2000 }, (_, i) => i + 0.5));
    const withGarbage = process.memoryUsage().heapUsed;
    expect(held.length).toBe(2000);
    held = null;
    collectGarbage();
    // 4 million doubles (32 MB) were let go.
    expect(withGarbage - process.memoryUsage().heapUsed).toBeGreaterThan(20 * 1048576);
    expect('gc' in globalThis).toBe(false);
  });
});
