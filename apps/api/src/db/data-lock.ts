import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: two servers on one data folder corrupt it. The first
 * server takes a lock file holding its pid; a second one refuses to start while that process
 * lives (a lock left by a crashed server is taken over).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`another server (pid ${pid}) is using ${dataDir}; stop it or set DATA_DIR`);
      }
      fs.rmSync(file, { force: true });
    }
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
