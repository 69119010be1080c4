import { describe, expect, it } from 'vitest';
import { SearchWrites, type Gathering, type SearchRow } from './search-writes.js';

const row = (uuid: string, at = 0): SearchRow<string> => ({ uuid, params: uuid, createdAt: new Date(at) });

/** A writer whose statements finish when the test says so. */
function manual(gathering: Gathering = 'while writing') {
  const statements: SearchRow<string>[][] = [];
  const finish: ((error?: Error) => void)[] = [];
  const writes = new SearchWrites<string>(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        statements.push(rows);
        finish.push((error) => (error ? reject(error) : resolve()));
      }),
    gathering,
    3,
  );
  return { writes, statements, finish };
}

describe('SearchWrites', () => {
  it('writes a search alone at once, and those arriving meanwhile together in the next statement', async () => {
    const { writes, statements, finish } = manual();
    const first = writes.write(row('a'));
    const rest = [writes.write(row('b')), writes.write(row('c'))];
    expect(statements.map((s) => s.map((r) => r.uuid))).toEqual([['a']]);
    finish[0]();
    await first;
    await Promise.resolve();
    expect(statements.map((s) => s.map((r) => r.uuid))).toEqual([['a'], ['b', 'c']]);
    finish[1]();
    await Promise.all(rest);
  });

  it('writes one row for a search asked twice in one batch (its latest time), and cuts a large batch', async () => {
    const { writes, statements, finish } = manual();
    const all = [writes.write(row('a')), writes.write(row('b', 1)), writes.write(row('b', 2))];
    for (const id of ['c', 'd', 'e']) all.push(writes.write(row(id)));
    finish[0]();
    await all[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements[1].map((r) => [r.uuid, r.createdAt.getTime()])).toEqual([
      ['b', 2],
      ['c', 0],
      ['d', 0],
    ]);
    finish[1]();
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements[2].map((r) => r.uuid)).toEqual(['e']);
    finish[2]();
    await Promise.all(all);
  });

  it('fails every search of a batch whose statement fails, and writes the next batch', async () => {
    const { writes, finish } = manual();
    const first = writes.write(row('a'));
    const failed = [writes.write(row('b')), writes.write(row('c'))];
    finish[0]();
    await first;
    await Promise.resolve();
    const later = writes.write(row('d'));
    finish[1](new Error('database away'));
    for (const f of failed) await expect(f).rejects.toThrow('database away');
    await new Promise((resolve) => setImmediate(resolve));
    finish[2]();
    await later;
  });

  it('through the turn: writes the searches of one turn together once it is over, and the next turn apart', async () => {
    const { writes, statements, finish } = manual('through the turn');
    const turn = [writes.write(row('a')), writes.write(row('b'))];
    await Promise.resolve();
    // Nothing is written while the turn goes on (the answers leave first).
    expect(statements).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements.map((s) => s.map((r) => r.uuid))).toEqual([['a', 'b']]);
    finish[0]();
    await Promise.all(turn);
    const next = writes.write(row('c'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements.map((s) => s.map((r) => r.uuid))).toEqual([['a', 'b'], ['c']]);
    finish[1]();
    await next;
  });

  it('settles: writes what waits at once, after the write under way, and resolves once both are done', async () => {
    const { writes, statements, finish } = manual('through the turn');
    const first = writes.write(row('a'));
    await new Promise((resolve) => setImmediate(resolve));
    const second = writes.write(row('b'));
    let settled = false;
    const settling = writes.settle().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    // 'b' waits for the write of 'a' to end, and the settle for both.
    expect(statements.map((s) => s.map((r) => r.uuid))).toEqual([['a']]);
    expect(settled).toBe(false);
    finish[0](new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements.map((s) => s.map((r) => r.uuid))).toEqual([['a'], ['b']]);
    expect(settled).toBe(false);
    finish[1]();
    await second;
    await settling;
    expect(settled).toBe(true);
    // Nothing waiting: settles at once, writing nothing.
    await writes.settle();
    expect(statements).toHaveLength(2);
  });
});
