import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { jwtSecret, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { lockDataDir } from '../src/db/data-lock.js';

// Decisions 175 and 176: two servers started together after a crash both took the data folder's
// lock (14 rounds of 15; 2 to 13 rounds of 30 here with 10 servers), and PGlite's files were readable and writable by every user.

const ROUNDS = 30;
const RACERS = 10;
const API_DIR = path.resolve(import.meta.dirname, '..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-data-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A process running fixtures/lock-racer.ts, and its lines of output as they come. */
function racer(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/lock-racer.ts', ...args], { cwd: API_DIR });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  return { child, next };
}

const exited = (child: ChildProcessWithoutNullStreams) => new Promise((resolve) => child.once('exit', resolve));

describe('the data folder lock', () => {
  it(`lets exactly one of ${RACERS} servers started together take a crashed server's lock (${ROUNDS} rounds)`, async () => {
    const dirs = Array.from({ length: ROUNDS }, (_, i) => path.join(temp, `race-${i}`));
    // A server takes the lock of every folder, then crashes.
    const crashed = racer('hold', ...dirs);
    expect(await crashed.next()).toBe('held');
    crashed.child.kill('SIGKILL');
    await exited(crashed.child);

    const racers = Array.from({ length: RACERS }, () => racer());
    try {
      for (const r of racers) expect(await r.next()).toBe('ready');
      const winners: number[] = [];
      const failures: string[] = [];
      for (const dir of dirs) {
        const at = Date.now() + 200;
        for (const r of racers) r.child.stdin.write(`${dir} ${at}\n`);
        const answers = await Promise.all(racers.map((r) => r.next()));
        winners.push(answers.filter((a) => a.startsWith('won ')).length);
        failures.push(...answers.filter((a) => !/^(won|lost) /.test(a)));
      }
      expect({ winners, failures }).toEqual({ winners: Array(ROUNDS).fill(1), failures: [] });
    } finally {
      for (const r of racers) r.child.stdin.end();
      await Promise.all(racers.map((r) => exited(r.child)));
    }
  }, 120_000);

  it('refuses a second server while the first lives, and takes the lock over once it has crashed', async () => {
    const dir = path.join(temp, 'busy');
    const first = racer('hold', dir);
    expect(await first.next()).toBe('held');
    expect(() => lockDataDir(dir)).toThrow(`another server (pid ${first.child.pid}) is using ${dir}`);
    first.child.kill('SIGKILL');
    await exited(first.child);
    const unlock = lockDataDir(dir);
    unlock();
    expect(fs.readdirSync(dir)).toEqual([]); // stopping leaves nothing behind
  });
});

describe('the data folder', () => {
  it("is readable by the server's user only, even when it existed before", async () => {
    const dir = path.join(temp, 'private');
    fs.mkdirSync(dir, { mode: 0o755 });
    // As main.ts starts the server.
    const unlock = lockDataDir(dir);
    const database = await openDatabase({ dataDir: dir });
    jwtSecret(loadConfig({ DATA_DIR: dir }));
    try {
      /** Entries that the group or others may read, write or enter. */
      const shared: string[] = [];
      const walk = (at: string) => {
        const { mode } = fs.statSync(at);
        if (mode & 0o077) shared.push(`${path.relative(dir, at) || '.'} ${(mode & 0o777).toString(8)}`);
        if (fs.statSync(at).isDirectory()) for (const name of fs.readdirSync(at)) walk(path.join(at, name));
      };
      walk(dir);
      expect(fs.readdirSync(dir)).toEqual(expect.arrayContaining(['PG_VERSION', 'jwt-secret', 'server.lock']));
      expect(shared).toEqual([]);
    } finally {
      await database.close();
      unlock();
    }
  });
});
