import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_CLOCK_ANCHOR, JOURNEY_CLOCK_START, journeyServers } from './tests/servers';

// The journeys run on both cores (decision 262): one worker per server, each server the app as a
// user starts it (the built web app served by the compiled API) on its own temporary embedded
// database, so journeys of two workers share no per-client limit, seat or account. A file stays in
// one worker (fullyParallel false): journeys of a file that depend on their order keep it.
const servers = journeyServers();

// The pinned clock every server and browser page of this run reads (decision 262), fixed once by
// the runner: its workers and servers inherit these, so the runner's instant is theirs.
process.env.JOURNEY_CLOCK_START ??= JOURNEY_CLOCK_START;
process.env.JOURNEY_CLOCK_ANCHOR ??= JOURNEY_CLOCK_ANCHOR();

export default defineConfig({
  testDir: './tests',
  workers: servers.length,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Journeys of many pages: room for a loaded 2-core machine (a timeout is a failure, never a retry).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Each worker's own server: the `baseURL` fixture of tests/helpers.ts picks it.
    baseURL: servers[0].url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/Denver',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
        },
      },
    },
  ],
  // The real app as a user starts it, one server per worker on its own temporary database, all
  // started at once by one command (the first port answers once every server listens).
  // scripts/e2e-server.mjs builds the API but not the web app: run `npm run build` first. Never
  // servers already running: their clock would not be this run's.
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    env: { PORTS: servers.map((server) => server.port).join(',') },
    url: `${servers[0].url}/api/settings/`,
    wait: { stdout: /Journey servers are running/ },
    reuseExistingServer: false,
    // Starting takes a minute or two on a busy 2-core machine (the data for 120 days, the reach index).
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
