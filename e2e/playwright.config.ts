import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3210';

export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Journeys of many pages: room for a loaded 2-core machine (a timeout is a failure, never a retry).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // No trace by default: recording one films every page (screencast frames through the GPU
    // process) and took a third of the journeys' time on two cores (decision 263). To debug a
    // failing journey: npx playwright test <file> --trace=retain-on-failure.
    trace: 'off',
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
  // The real app as a user starts it (built web app served by the API) on a fresh temporary
  // database. scripts/e2e-server.mjs builds nothing: run `npm run build` first.
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/api/settings/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
