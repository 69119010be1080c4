import { defineConfig } from 'vitest/config';

// The web app's unit tests are pure (no DOM); this file keeps `vitest run` in apps/web from
// loading vite.config.ts and its React Router plugin.
export default defineConfig({
  define: { __BUILD_VERSION__: JSON.stringify('test') },
  test: { include: ['app/**/*.test.ts'], environment: 'node', setupFiles: ['app/i18n/test-setup.ts'] },
});
