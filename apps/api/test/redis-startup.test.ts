import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';

/** A local port nothing listens on (taken, then given back). */
async function deadPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('REDIS_URL at start-up', () => {
  it('refuses to start with one clear line, no stack trace and no password when Redis cannot be reached', async () => {
    const port = await deadPort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-redis-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'apps/api'),
      env: {
        ...process.env,
        REDIS_URL: `redis://limits:hunter2-secret@127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        LOG_LEVEL: 'info',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([`Cannot reach REDIS_URL (redis://127.0.0.1:${port}): connect ECONNREFUSED 127.0.0.1:${port}`]);
    expect(run.stdout).toBe('');
    expect(run.stderr + run.stdout).not.toMatch(/hunter2|limits:|\n\s+at /);
    // Checked before the database is opened: the data folder is left as it was, empty.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
