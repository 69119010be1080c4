import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressDir } from './precompress';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Server rendering: the API process renders the public pages from the live timetable at
  // start-up and keeps them (prerendered), and renders the rest on request
  // (apps/api/src/web/pages.ts). Booking pages load their data in the browser (clientLoader).
  ssr: true,
  // The whole route manifest ships with the first page (a small app): no /__manifest calls.
  routeDiscovery: { mode: 'initial' },
  buildEnd({ reactRouterConfig }) {
    precompressDir(path.join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
