import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { spawnServer } from './harness.js';

// Decision 193: `npm start` runs the compiled server (dist/main.js) with React's production
// build, and what a deployment changes hangs on its own settings, not on NODE_ENV.

const API_DIR = path.join(REPO_ROOT, 'apps/api');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-start-'));
const servers: ChildProcess[] = [];

beforeAll(() => {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`node build.mjs failed: ${build.stderr}`);
}, 60_000);
afterAll(async () => {
  await Promise.all(
    servers.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(0) : (child.once('exit', resolve), child.kill('SIGTERM')))),
    ),
  );
  fs.rmSync(temp, { recursive: true, force: true });
});

/** Starts dist/main.js as `npm start` does, on a fresh data folder; resolves once it listens. */
async function start(env: Record<string, string>) {
  const server = await spawnServer(
    ['--import', './test/fixtures/react-builds.mjs', 'dist/main.js'],
    { DATA_DIR: fs.mkdtempSync(path.join(temp, 'data-')), DATABASE_URL: '', ...env },
    { ipc: true },
  );
  const { child } = server;
  servers.push(child);
  const reactBuilds = () =>
    new Promise<string[]>((resolve) => {
      child.once('message', (message) => resolve((message as { reactBuilds: string[] }).reactBuilds));
      child.send('react-builds');
    });
  return { url: server.url, reactBuilds, output: server.output };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm start', () => {
  it("renders with React's production build by default, the development mailbox on, no HSTS", async () => {
    const server = await start({});
    const page = await fetch(server.url('/'));
    expect(page.status).toBe(200);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const builds = await server.reactBuilds();
    expect(builds).toContain('react/cjs/react.production.js');
    expect(builds.filter((file) => !file.includes('.production.'))).toEqual([]);
    expect((await fetch(server.url('/dev/mailbox'))).status).toBe(200);
    expect(server.output()).toContain('/dev/mailbox');
  }, 60_000);

  it("keeps React's development build when NODE_ENV=development asks for it; a public site sends HSTS and has no mailbox", async () => {
    const server = await start({
      NODE_ENV: 'development',
      PUBLIC_URL: 'https://landline.example',
      JWT_SECRET: 'start-test-secret-start-test-secret-0123',
    });
    const page = await fetch(server.url('/'));
    expect(page.status).toBe(200);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const builds = await server.reactBuilds();
    expect(builds).toContain('react/cjs/react.development.js');
    expect(builds.filter((file) => !file.includes('.development.'))).toEqual([]);
    expect((await fetch(server.url('/dev/mailbox'))).status).toBe(404);
  }, 60_000);
});
