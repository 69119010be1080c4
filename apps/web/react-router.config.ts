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
  // Lazy route discovery: the first page ships only its own routes' manifest; the routes its
  // links lead to are asked for from /__manifest (answered by the page server, never kept), so
  // the first load does not grow with every page the site adds (docs/performance.md). The
  // server's links ask when the traveller reaches them (lib/route-discovery.ts, decision 304).
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  buildEnd({ reactRouterConfig }) {
    precompressDir(path.join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
