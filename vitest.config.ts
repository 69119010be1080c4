import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every suite: the shared contract, the web app's pure logic and the API — the
// API suite once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
// Pure unit tests beside the code (src/) need no database and run once, with the PGlite pass.
const api = (name: string, db: string) => ({
  test: {
    name,
    root: 'apps/api',
    include: db === 'pglite' ? ['test/**/*.test.ts', 'src/**/*.test.ts'] : ['test/**/*.test.ts'],
    env: { TEST_DB: db },
    // One seeded database per run, copied for each test file; the files of a worker share their
    // modules (each builds its own app on its own database), so the app is imported once per
    // worker, not once per file (decision 263).
    globalSetup: ['test/seeded-database.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two workers even on two cores (Vitest would take one): a worker waits on its database and
    // its child servers for much of a file (docs/performance.md, "The test suite").
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['app/**/*.test.ts'], setupFiles: ['app/i18n/test-setup.ts'] } },
      api('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
      // Limits shared by several instances through Redis, when one is given.
      ...(process.env.TEST_REDIS_URL
        ? [
            {
              test: {
                name: 'api-redis',
                root: 'apps/api',
                include: ['test-redis/**/*.test.ts'],
                env: { TEST_DB: 'pglite' },
                globalSetup: ['test/seeded-database.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
