import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectGarbage, collectYoungGeneration } from './collect-garbage.js';

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

  it('gives back the pages the garbage sat on, not only the garbage', () => {
    const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')!;
    // One object in fifty survives, spread over every page the rest filled.
    const kept: { n: number; s: string }[] = [];
    let garbage: { n: number; s: string }[] | null = [];
    for (let n = 0; n < 1_000_000; n++) (n % 50 === 0 ? kept : garbage).push({ n, s: `x${n}` });
    garbage = null;
    collectGarbage();
    const { space_size: committed, space_used_size: used } = oldSpace();
    expect(kept.length).toBe(20_000);
    // One collection alone left 46 MB committed beyond what the objects use.
    expect(committed - used).toBeLessThan(16 * 1048576);
  });

  it('collects the young generation alone when asked for it', () => {
    const space = (name: string) => v8.getHeapSpaceStatistics().find((each) => each.space_name === name)!.space_used_size;
    // Garbage in the old generation: made, moved there by two full collections, then let go.
    let old: number[][] | null = Array.from({ length: 500 }, () => Array.from({ length: 2000 }, (_, i) => i + 0.5));
    collectGarbage();
    expect(old.length).toBe(500);
    old = null;
    const oldBefore = space('old_space');
    // Young garbage: small objects nothing holds, well within the young generation's room.
    let made = 0;
    for (let n = 0; n < 20_000; n++) made += [n, n + 1].length;
    expect(made).toBe(40_000);
    collectYoungGeneration();
    expect(space('new_space')).toBeLessThan(256 * 1024);
    // A full collection would have freed the 8 MB of old garbage; a young one leaves it.
    expect(oldBefore - space('old_space')).toBeLessThan(1048576);
  });
});
