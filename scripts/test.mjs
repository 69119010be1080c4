// `npm test`: every suite — lint, type check and the web build side by side, then unit and API
// tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set; the API serves the built pages),
// then the browser journeys in Debian's headless Chromium on two workers (decision 265).
// Ends with the ten slowest tests (decision 262) and one 'N passed, N failed' line over all of them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-test-'));
// Debian's chromium-headless-shell: the browser without its desktop parts, a quarter less time
// per journey than the full chromium (decision 265); the full one still serves where it is alone.
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ??
  '/usr/bin/chromium-headless-shell';
let passed = 0;
let failed = 0;
let ok = true;
const failures = []; // 'suite: test' lines, printed again at the end where CI's tail shows them
const timings = []; // { title, file, seconds } of every test run, for the slowest list
const steps = []; // '<title> <seconds> s' of every step, printed at the end
const began = Date.now();
const since = (start) => `${Math.round((Date.now() - start) / 1000)} s`;

/** Runs the steps at once; prints each one's output whole, in the order given, once all have ended. */
async function together(commands) {
  const start = Date.now();
  const started = commands.map(
    ([title, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status, signal) => {
          steps.push(`${title} ${since(start)}`);
          resolve({ title, status, signal, output });
        });
      }),
  );
  const ended = await Promise.all(started);
  steps.push(`(side by side: ${since(start)})`);
  for (const { title, status, signal, output } of ended) {
    console.log(`\n=== ${title} ===`);
    process.stdout.write(Buffer.concat(output));
    if (status !== 0) {
      ok = false;
      failures.push(`${title}: exit ${status ?? signal}`);
    }
  }
  return ended.map(({ status }) => status === 0);
}

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} ===`);
  const start = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  steps.push(`${title} ${since(start)}`);
  if (result.status !== 0) {
    ok = false;
    failures.push(`${title}: exit ${result.status ?? result.signal}`);
  }
  return result.status === 0;
}

console.log(`Node ${process.version}`);

// 0. Lint and format, the type check and the web build, side by side: none needs another, and
// each keeps one core busy for most of a minute. A broken boundary, an unformatted file or a
// type error fails the run like a failing test; the API suite renders its pages from the build
// and the browser journeys use it.
const [, , built] = await together([
  ['lint', 'npm', ['run', 'lint']],
  ['type check', 'npm', ['run', 'typecheck']],
  ['web build', 'npm', ['run', 'build', '-w', 'apps/web']],
]);

// 1. Unit and API tests.
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
const vitestJson = path.join(reports, 'vitest.json');
run('unit and API tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`vitest ${where}: ${test.fullName}`);
      if (typeof test.duration === 'number') timings.push({ title: test.fullName, file: where, seconds: test.duration / 1000 });
    }
    // A file that failed to load has no tests, only a message.
    if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
      failures.push(`vitest ${where}: ${String(file.message ?? 'failed to run').split('\n')[0]}`);
    }
  }
}

// 2. Browser journeys against the built app.
if (!fs.existsSync(CHROMIUM)) {
  console.error(
    `\nChromium is missing at ${CHROMIUM}: the browser journeys need it.\n` +
      `Install Debian's build with:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n` +
      `(or point CHROMIUM_PATH at another Chromium binary).`,
  );
  ok = false;
} else if (built) {
  const playwrightJson = path.join(reports, 'playwright.json');
  run('browser journeys (Playwright)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, CHROMIUM_PATH: CHROMIUM },
  });
  if (fs.existsSync(playwrightJson)) {
    const report = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
    const stats = report.stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    failures.push(...unexpectedJourneys(report.suites ?? []));
    timings.push(...journeyTimings(report.suites ?? []));
  }
}

fs.rmSync(reports, { recursive: true, force: true });
if (timings.length) {
  // Where the time goes, so that a test that grew slow is seen the day it did.
  const slowest = timings.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  console.log(
    `\nThe ten slowest tests:\n${slowest.map((t) => `  ${t.seconds.toFixed(1).padStart(6)} s  ${t.file}: ${t.title}`).join('\n')}`,
  );
}
console.log(`\nTime per step: ${steps.join(', ')}; in all ${since(began)}.`);
if (!ok && failed === 0) failed = 1; // a suite that could not run counts as a failure
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);

/** Every journey's time (its last attempt's) from the Playwright report, with its file (e2e/tests/…) and title. */
function journeyTimings(suites, titles = []) {
  const found = [];
  for (const suite of suites) {
    const inner = suite.file ? [] : [...titles, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = (test.results ?? []).at(-1);
        if (last && typeof last.duration === 'number') {
          found.push({ title: [...inner, spec.title].join(' › '), file: `e2e/tests/${spec.file}`, seconds: last.duration / 1000 });
        }
      }
    }
    found.push(...journeyTimings(suite.suites ?? [], inner));
  }
  return found;
}

/** The Playwright report's tests whose outcome was unexpected, as 'playwright file: title' lines. */
function unexpectedJourneys(suites, titles = []) {
  const lines = [];
  for (const suite of suites) {
    const inner = suite.file ? [] : [...titles, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          lines.push(`playwright ${spec.file}: ${[...inner, spec.title].join(' › ')}`);
        }
      }
    }
    lines.push(...unexpectedJourneys(suite.suites ?? [], inner));
  }
  return lines;
}
