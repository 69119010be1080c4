import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes a folder and everything in it its owner's alone: folders 0700, files 0600. PGlite
 * unpacks a new database's files 0666 whatever the umask; the folder's own 0700 keeps others
 * out of anything written later.
 */
export function makePrivate(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}
