// Starts the app as `npm start` does (the compiled server, dist/main.js, serving the built web app
// with React's production build) for the browser journeys: one server per port of PORTS (a comma
// list; else PORT, else 3210), each on its own throw-away embedded database, all started at once
// (decision 262). The web app must be built already; the server is compiled here once (about a
// second). Prints 'Journey servers are running' when every one listens; stops them all when one stops.
// With JOURNEY_CLOCK_START and JOURNEY_CLOCK_ANCHOR (set by e2e/playwright.config.ts) the servers
// run on the journeys' pinned clock (decision 262): each clock starts at the instant the browsers'
// clock reads (e2e/tests/servers.ts, journeyNow) and runs at the machine's pace.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
const ports = (process.env.PORTS ?? process.env.PORT ?? '3210').split(',').map((port) => port.trim());
if (spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' }).status !== 0) process.exit(1);

const { JOURNEY_CLOCK_START: start, JOURNEY_CLOCK_ANCHOR: anchor } = process.env;
/** The test-only clock setting (apps/api/src/config.ts, CLOCK_START) for a server starting now. */
const clockSettings = () =>
  start && anchor
    ? { CLOCK_START: new Date(Date.parse(start) + (Date.now() - Number(anchor))).toISOString(), ALLOW_TEST_CLOCK: 'true' }
    : {};

let waiting = ports.length;
let stopping = false;
const children = ports.map((port) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-e2e-'));
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
      ...clockSettings(),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (waiting === 0) return;
    output += chunk;
    if (output.includes('Landline is running')) {
      output = '';
      waiting -= 1;
      if (waiting === 0) console.log(`Journey servers are running on ports ${ports.join(', ')}`);
    }
  });
  child.on('exit', (code) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    // One server down is the run's servers down: stop the others and leave with its code.
    if (!stopping) stop(code ?? 0);
  });
  return child;
});

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
