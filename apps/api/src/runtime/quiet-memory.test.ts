import { describe, expect, it } from 'vitest';
import { quietLooks, type Collector } from './quiet-memory.js';

const MB = 1048576;

/**
 * A young generation whose size is read from `sizes` in turn (before and after each look's young
 * collection), and the collections made, look by look.
 */
function collector(sizes: number[]): Collector & { done: string[] } {
  const done: string[] = [];
  return {
    done,
    collectYoung: () => void done.push('young'),
    collectAll: () => void done.push('all'),
    youngSize: () => sizes.shift()! * MB,
  };
}

describe('quietLooks', () => {
  it('collects everything once when V8 shrinks a young generation that load had grown', () => {
    // Busy (32 MB kept), then quiet (shrunk to 1 MB), then idle.
    const young = collector([32, 32, 32, 1, 1, 1]);
    const look = quietLooks(young);
    for (let n = 0; n < 3; n++) look();
    expect(young.done).toEqual(['young', 'young', 'all', 'young']);
  });

  it('forgets the caches a load filled before collecting everything, once per quiet spell', () => {
    const young = collector([32, 32, 32, 1, 1, 1]);
    const look = quietLooks(young, () => void young.done.push('forget'));
    for (let n = 0; n < 3; n++) look();
    expect(young.done).toEqual(['young', 'young', 'forget', 'all', 'young']);
  });

  it('collects everything when V8 shrank the young generation by itself between two looks', () => {
    const young = collector([32, 32, 2, 2]);
    const look = quietLooks(young);
    look();
    look();
    expect(young.done).toEqual(['young', 'young', 'all']);
  });

  it('collects the young generation alone on an idle server, whose young generation stays small', () => {
    // It grows to a few MB between looks and shrinks again.
    const young = collector([4, 1, 3, 1, 4, 2]);
    const look = quietLooks(young);
    for (let n = 0; n < 3; n++) look();
    expect(young.done).toEqual(['young', 'young', 'young']);
  });
});
