import fs from 'node:fs';
import path from 'node:path';

/** A refusal or failure of `npm run backup` / `restore`: its message is the one line printed. */
export class BackupError extends Error {}

/**
 * Writes a backup as its owner's file only (0600, like the data folder's files): `write` fills a
 * partial file beside it, which becomes `file` once complete and on disk, so a failed or
 * interrupted backup never leaves a file that looks whole. An existing backup is never replaced.
 */
export async function writePrivately(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  refuseToReplace(file);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial-${process.pid}`;
  fs.closeSync(fs.openSync(partial, 'wx', 0o600));
  try {
    await write(partial);
    const fd = fs.openSync(partial, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** Checked before a copy is asked for, and again before it is written. */
export function refuseToReplace(file: string): void {
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already: a backup never replaces another, give a new name.`);
}

/** A file's size for a person: "4.9 MB". */
export function sizeOf(file: string): string {
  const bytes = fs.statSync(file).size;
  return bytes < 1_000_000 ? `${Math.ceil(bytes / 1000)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}
