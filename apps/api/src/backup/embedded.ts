import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../db/data-lock.js';
import { makePrivate } from '../db/private-files.js';
import { fatalLine } from '../http/logger.js';
import { BackupError, refuseToReplace, writePrivately } from './files.js';
import { BACKUP_ACCESS, BACKUP_REQUEST, backupAccessFile, type BackupAccess } from './server.js';
import { COUNTS_SQL, type Counts } from './summary.js';

// Backing up and restoring the embedded database (decision 272). A backup is the data folder as a
// gzip'd tar, PGlite's own format (`dumpDataDir`, which `loadDataDir` opens): the database's files
// and the session secret beside them, so a restored folder is the same server.

/** How long the server may stay silent: reading a large folder takes seconds, not a minute. */
const ANSWER_WITHIN_MS = 60_000;

/** The data folder's lock (db/data-lock.ts): a backup holds its server's, never a restored folder's. */
const LOCK = 'server.lock';

/**
 * Copies the embedded database in `dataDir` to `file`: from its running server (server.ts), or,
 * when none runs, from the stopped folder, under the folder's lock so that no server starts
 * meanwhile. Says which.
 */
export async function backUpEmbedded(dataDir: string, file: string): Promise<'running' | 'stopped'> {
  refuseToReplace(file);
  if (await copyFromServer(dataDir, file)) return 'running';
  await copyStoppedFolder(dataDir, file);
  return 'stopped';
}

async function copyFromServer(dataDir: string, file: string): Promise<boolean> {
  const access = readAccess(dataDir);
  if (!access) return false;
  const response = await new Promise<http.IncomingMessage | null>((resolve, reject) => {
    const request = http.get({
      host: '127.0.0.1',
      port: access.port,
      path: BACKUP_REQUEST,
      headers: { authorization: `Bearer ${access.token}` },
    });
    request.once('response', resolve);
    // Something on the port that never answers must not hang a nightly job.
    request.setTimeout(ANSWER_WITHIN_MS, () =>
      request.destroy(new BackupError('The server did not answer for a minute: run the backup again.')),
    );
    // Nothing on the port: a dead server's access file.
    request.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve(null) : reject(error)));
  });
  if (!response) return false;
  if (response.statusCode === 404) {
    // Something else on a dead server's port: the folder's lock says whether a server lives.
    response.resume();
    return false;
  }
  if (response.statusCode !== 200) {
    let said = '';
    for await (const chunk of response) said += chunk;
    throw new BackupError(`The server did not give a copy (${response.statusCode}): ${said.trim()}`);
  }
  await writePrivately(file, async (partial) => {
    await pipeline(response, fs.createWriteStream(partial));
    await checkWhole(partial);
  });
  return true;
}

/** The running server's backup port and token, if the folder has them. */
function readAccess(dataDir: string): BackupAccess | undefined {
  try {
    return JSON.parse(fs.readFileSync(backupAccessFile(dataDir), 'utf8')) as BackupAccess;
  } catch {
    return undefined;
  }
}

async function copyStoppedFolder(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir}: set DATA_DIR to its folder, or DATABASE_URL for PostgreSQL.`);
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message}, and it did not answer for a copy: if it is still starting, run the backup again once it runs; else stop it first.`,
    );
  }
  try {
    // Not openDatabase: the copy is the folder as it was, without this version's migrations.
    const db = new PGlite({ dataDir });
    await db.waitReady;
    let tar: Blob;
    try {
      tar = await db.dumpDataDir('none');
    } finally {
      await db.close();
    }
    await writePrivately(file, (partial) =>
      pipeline(Readable.fromWeb(tar.stream() as NodeReadableStream), zlib.createGzip(), fs.createWriteStream(partial)),
    );
  } finally {
    unlock();
  }
}

/** A copy cut short (a server stopped while it was sent) fails here: gzip ends with a checksum. */
async function checkWhole(file: string): Promise<void> {
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), new Writable({ write: (_chunk, _encoding, done) => done() }));
  } catch (error) {
    throw new BackupError(`The copy arrived damaged (${fatalLine(error)}): run the backup again.`);
  }
}

export interface EmbeddedRestore {
  /** What the restored database holds (absent if a backup's tables are older than these counts). */
  counts?: Counts;
  /** Where the folder's previous contents went (`--replace`). */
  setAside?: string;
}

/**
 * Restores `file` into `dataDir`, which must hold nothing (or, with `replace`, has its contents
 * moved to a `.before-restore-N` folder beside it: a restore never deletes data). The folder is
 * locked meanwhile, so this refuses while a server uses it. The database starts once here, which
 * proves the copy opens; the next server start brings its schema up to date.
 */
export async function restoreEmbedded(file: string, dataDir: string, replace: boolean): Promise<EmbeddedRestore> {
  const tar = readBackup(file);
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    throw new BackupError(`${(error as Error).message}: stop it before restoring into its folder.`);
  }
  try {
    const present = fs.readdirSync(dataDir).filter((entry) => entry !== LOCK);
    let setAside: string | undefined;
    if (present.length) {
      if (!replace) {
        throw new BackupError(
          `${dataDir} is not empty: restore into a new folder (set DATA_DIR), or add --replace to move what it holds aside first.`,
        );
      }
      setAside = moveAside(dataDir, present);
    }
    let counts: Counts | undefined;
    try {
      const db = new PGlite({ dataDir, loadDataDir: new Blob([new Uint8Array(tar)]) });
      await db.waitReady;
      try {
        counts = (await db.query<Counts>(COUNTS_SQL).catch(() => undefined))?.rows[0];
      } finally {
        await db.close();
      }
    } catch (error) {
      // Leave the folder as empty as it was found.
      for (const entry of fs.readdirSync(dataDir))
        if (entry !== LOCK) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      throw new BackupError(`${file} could not be restored: ${fatalLine(error)}`);
    } finally {
      forgetOldServer(dataDir);
    }
    makePrivate(dataDir);
    return { counts, setAside };
  } finally {
    unlock();
  }
}

/** The backup's tar, or a refusal that says what the file is instead. */
function readBackup(file: string): Buffer {
  let raw: Buffer;
  try {
    raw = fs.readFileSync(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${fatalLine(error)}`);
  }
  if (raw.subarray(0, 5).toString('latin1') === 'PGDMP') {
    throw new BackupError(`${file} is a PostgreSQL dump (pg_dump): set DATABASE_URL to restore it into PostgreSQL.`);
  }
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(raw);
  } catch {
    throw new BackupError(`${file} is not a backup of the embedded database (the .tar.gz that npm run backup writes).`);
  }
  if (!tar.includes('PG_VERSION\0')) throw new BackupError(`${file} holds no database folder (no PG_VERSION in it).`);
  return tar;
}

/** The copied server's lock and backup access came with its folder; they are not this folder's. */
function forgetOldServer(dataDir: string): void {
  const lock = path.join(dataDir, LOCK);
  if (fs.existsSync(lock)) {
    for (const entry of fs.readdirSync(lock)) if (entry !== `pid-${process.pid}`) fs.rmSync(path.join(lock, entry), { force: true });
  }
  fs.rmSync(path.join(dataDir, BACKUP_ACCESS), { force: true });
}

/** Moves `entries` of `dataDir` into the first free `<dataDir>.before-restore-N`; its path. */
function moveAside(dataDir: string, entries: string[]): string {
  let n = 1;
  while (fs.existsSync(`${dataDir}.before-restore-${n}`)) n++;
  const aside = `${dataDir}.before-restore-${n}`;
  fs.mkdirSync(aside, { mode: 0o700 });
  for (const entry of entries) fs.renameSync(path.join(dataDir, entry), path.join(aside, entry));
  return aside;
}
