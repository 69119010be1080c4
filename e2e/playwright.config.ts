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
  // The real app as a user starts it on a fresh temporary database, one per worker.
  // scripts/e2e-server.mjs builds the API (the first server only: Playwright starts them one after
  // the other) but not the web app: run `npm run build` first. Never a server already running:
  // its clock would not be this run's.
  webServer: servers.map((server, index) => ({
    command: `node ../scripts/e2e-server.mjs${index > 0 ? ' --built' : ''}`,
    env: { PORT: String(server.port) },
    url: `${server.url}/api/settings/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
