// Starts the app as `npm start` does (the compiled server, dist/main.js, serving the built web app
// with React's production build) on a throw-away embedded database, for the browser journeys.
// The web app must be built already; the server is compiled here (about a second).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A folder named by the port, so that a journey can run the operator's commands on the server
// under test (`npm run ops:admin`, e2e/tests/ops-helpers.ts); emptied at each start.
const port = process.env.PORT ?? '3210';
const dataDir = path.join(os.tmpdir(), `landline-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { mode: 0o700 });
const apiDir = path.join(root, 'apps/api');
if (spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' }).status !== 0) process.exit(1);
const child = spawn(process.execPath, ['dist/main.js'], {
  cwd: apiDir,
  // React's production build, as `npm start` serves it. (The session once "lost between two page
  // loads" was the journeys' own: `/\/profile$/` also matched `/login?next=/profile`, so a journey
  // went on before its login had answered. Their URL patterns now refuse a query string.)
  // TRUST_PROXY: each journey is its own client, named by the X-Forwarded-For the tests send
  // (e2e/tests/helpers.ts), as travellers behind a proxy are; per-client limits then apply per journey.
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1,::1',
    // Each origin's destinations are planned on their first ask: the minute of one core that
    // making them all ahead takes would be taken from the first journeys (decision 264).
    DESTINATIONS_AHEAD: 'false',
  },
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
