// Starts the app as `npm start` does (built web app + API in one process) on a throw-away
// embedded database, for the browser journeys. The web app must be built already.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/api'),
  env: { ...process.env, PORT: process.env.PORT ?? '3210', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
