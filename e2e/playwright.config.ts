import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3210';

export default defineConfig({
  testDir: './tests',
  // Two workers, one file each at a time, against one server: travellers are many at once on the
  // real app too. With Debian's headless shell the two cores carry two browsers (decision 265).
  workers: 2,
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
          // scripts/test.mjs passes Debian's chromium-headless-shell (decision 265).
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
