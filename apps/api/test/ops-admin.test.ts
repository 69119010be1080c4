import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { auditEntries } from '../src/audit/log.js';
import { onTestServer, spawnServer } from './harness.js';

// The first admin comes from a command, never a default password (decision 276):
// `npm run ops:admin -- --email …` as an operator types it, on the embedded database with its
// server running and stopped, and on PostgreSQL. It prints a one-time set-up link that opens.

const onPostgres = process.env.TEST_DB === 'postgres';
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-ops-admin-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function opsAdmin(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'ops:admin', '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', PUBLIC_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => resolve({ code, output: output.trim() }));
  });
}

/** npm, tsx and a server starting on a loaded two-core machine: room for each, never a retry. */
const SLOW = 180_000;

const linkIn = (output: string) => /https?:\/\/\S+\/ops\/setup\/(\S+)$/.exec(output);

describe.skipIf(onPostgres)('npm run ops:admin on the embedded database', () => {
  it(
    'asks the running server, and its link opens the set-up of an admin',
    async () => {
      const dataDir = path.join(temp, 'running');
      const server = await spawnServer(['--import', 'tsx', 'src/main.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        const made = await opsAdmin(['--email', 'Ada@Example.com', '--name', 'Ada Lovelace'], {
          DATA_DIR: dataDir,
          PORT: String(server.port),
        });
        expect(made.code, made.output).toBe(0);
        const link = linkIn(made.output);
        expect(link, made.output).not.toBeNull();
        expect(link![0]).toContain(`http://localhost:${server.port}/ops/setup/`);
        const setup = await fetch(server.url(`/api/ops/setup/${link![1]}`));
        expect(setup.status).toBe(200);
        expect(await setup.json()).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', role: 'admin' });
      } finally {
        server.child.kill('SIGTERM');
        await new Promise((resolve) => server.child.once('exit', resolve));
      }
    },
    SLOW,
  );

  it(
    'writes to the stopped folder, and refuses a call without an address',
    async () => {
      const dataDir = path.join(temp, 'stopped');
      expect((await opsAdmin([], { DATA_DIR: dataDir })).code).toBe(2);
      const made = await opsAdmin(['--email', 'grace@example.com'], { DATA_DIR: dataDir, PUBLIC_URL: 'https://ops.landline.example' });
      expect(made.code, made.output).toBe(0);
      expect(made.output).toContain('https://ops.landline.example/ops/setup/');
      const database = await openDatabase({ dataDir });
      try {
        const [entry] = await auditEntries(database.db, { action: 'staff.invite' });
        expect(entry).toMatchObject({
          actor: 'command:ops-admin',
          after: { email: 'grace@example.com', role: 'admin', status: 'invited' },
        });
      } finally {
        await database.close();
      }
    },
    SLOW,
  );
});

describe.runIf(onPostgres)('npm run ops:admin on PostgreSQL', () => {
  it(
    'writes the admin and starts an existing account over with a new link',
    async () => {
      // A database of its own: the command migrates it as a server would.
      const name = `landline_test_admin_${process.pid}`;
      await onTestServer(`CREATE DATABASE ${name}`);
      const url = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${name}` }).toString();
      const first = await opsAdmin(['--email', 'hedy@example.com'], { DATABASE_URL: url });
      expect(first.code, first.output).toBe(0);
      const again = await opsAdmin(['--email', 'hedy@example.com'], { DATABASE_URL: url });
      expect(again.code, again.output).toBe(0);
      expect(linkIn(again.output)![1]).not.toBe(linkIn(first.output)![1]);
      const database = await openDatabase({ url });
      try {
        const entries = await auditEntries(database.db, { actor: 'command:ops-admin' });
        expect(entries.slice(0, 2).map((e) => e.action)).toEqual(['staff.reset', 'staff.invite']);
      } finally {
        await database.close();
        await onTestServer(`DROP DATABASE ${name} WITH (FORCE)`);
      }
    },
    SLOW,
  );
});
