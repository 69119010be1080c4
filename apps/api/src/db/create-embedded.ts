import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Creates the embedded database in `dataDir` (initdb) when it holds none yet, in a short-lived
 * child process. PGlite creates one by running initdb and a second Postgres instance beside the
 * server's own, each with its own WebAssembly memory and compiled code: done in the server
 * process, that peaked at ~800 MB and left ~50 MB the process never gave back
 * (docs/performance.md, "Memory"). A child's memory goes back when it exits. Should the child
 * fail, the caller's own open creates the database as before (and reports any error itself).
 */
export async function createEmbeddedDatabase(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `
    const { PGlite } = require(${JSON.stringify(pglite)});
    const db = new PGlite(process.argv[1]);
    db.waitReady.then(() => db.close()).catch((error) => { console.error(error.message); process.exit(1); });`;
  await new Promise<void>((resolve) => {
    const child = spawn(process.execPath, ['-e', script, dataDir], { stdio: 'ignore' });
    child.on('error', () => resolve());
    child.on('exit', () => resolve());
  });
}
