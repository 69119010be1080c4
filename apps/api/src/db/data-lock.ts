import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: two servers on one data folder corrupt it. The first
 * server holds a lock; a second one refuses to start while that server lives, and a lock left
 * by a crashed server is taken over.
 *
 * The lock is a folder, `server.lock`, holding one empty file named after its holder's pid.
 * Each step that decides is one atomic file-system call, so servers starting together cannot
 * both win (docs/decisions/ "Operations hygiene"):
 * - taking: the lock is made complete under a unique name, then renamed to `server.lock`; the
 *   rename fails while another lock is there (a folder that is not empty).
 * - taking over: removing `server.lock/pid-<dead pid>` succeeds for one server only, and never
 *   removes a newer lock (its file has another name); the emptied folder is then replaced or
 *   removed (`rmdir` fails once a new lock has moved in).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = path.join(dataDir, 'server.lock');
  const mine = `pid-${process.pid}`;
  const draft = path.join(dataDir, `server.lock.${process.pid}.${randomUUID()}`);
  fs.mkdirSync(draft, { mode: 0o700 });
  fs.writeFileSync(path.join(draft, mine), '', { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 1000; attempt++) {
      try {
        fs.renameSync(draft, lock);
        return () => removeLock(lock, mine);
      } catch (error) {
        if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code!)) throw error;
      }
      const holder = holderOf(lock);
      if (holder === undefined) continue; // released meanwhile: try again
      // Our own pid is a previous life's (a container restarts with the same pid).
      if (holder !== process.pid && isAlive(holder)) {
        throw new Error(`another server (pid ${holder}) is using ${dataDir}; stop it or set DATA_DIR`);
      }
      removeLock(lock, `pid-${holder}`);
    }
    throw new Error(`could not take the lock of ${dataDir}; remove ${lock} if no server uses it`);
  } finally {
    fs.rmSync(draft, { recursive: true, force: true });
  }
}

/** The pid named in the lock, or undefined when there is no lock (or an emptied one). */
function holderOf(lock: string): number | undefined {
  try {
    const name = fs.readdirSync(lock).find((entry) => /^pid-\d+$/.test(entry));
    return name ? Number(name.slice(4)) : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Removes the lock if `owner` still holds it; another server's lock is left alone. */
function removeLock(lock: string, owner: string): void {
  try {
    fs.unlinkSync(path.join(lock, owner));
    fs.rmdirSync(lock);
  } catch (error) {
    if (!['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code!)) throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
