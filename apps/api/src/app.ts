import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandling } from './http/errors.js';
import { NetworkStore } from './network/load.js';
import { placeRoutes } from './places/routes.js';
import { FlightNetwork } from './flights/network.js';
import { OpenFlightsProvider } from './flights/provider.js';
import { AvailabilityCache } from './search/availability.js';
import { searchRoutes } from './search/routes.js';
import { SearchService } from './search/service.js';
import { settingsRoutes } from './settings/routes.js';

export interface AppOptions {
  config: Pick<Config, 'FLAGS' | 'LOG_LEVEL' | 'WEB_BUILD_DIR'>;
  database: Database;
  /** Clock for tests. */
  now?: () => number;
  /** Serve the built web app too (npm start); off for API tests. */
  serveWeb?: boolean;
}

export interface App {
  app: FastifyInstance;
  network: NetworkStore;
  availability: AvailabilityCache;
  flights: OpenFlightsProvider;
  search: SearchService;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: options.config.LOG_LEVEL === 'silent' ? false : { level: options.config.LOG_LEVEL },
    // Bodies of this API are small; refuse anything larger early.
    bodyLimit: 256 * 1024,
  });
  const webDir = options.config.WEB_BUILD_DIR;
  const shell = options.serveWeb ? readShell(webDir) : undefined;
  if (options.serveWeb && !shell) app.log.warn(`no web build at ${webDir}: run 'npm run build' (npm start does)`);
  registerErrorHandling(app, shell);
  const { db } = options.database;
  const network = new NetworkStore(db);
  await network.get();
  const availability = new AvailabilityCache(db);
  const flights = new OpenFlightsProvider(db, FlightNetwork.load());
  const search = new SearchService({ db, network, availability, flights, now: options.now });
  const buildVersion = readBuildVersion(options.config.WEB_BUILD_DIR);

  await app.register(
    async (api) => {
      settingsRoutes(api, { flags: options.config.FLAGS, buildVersion });
      placeRoutes(api, network, flights.network);
      searchRoutes(api, search, { db, network, flights, now: options.now });
    },
    { prefix: '/api' },
  );

  // The built web app: its files as they are; page routes fall through to the shell above.
  if (shell) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // Hashed bundles never change; everything else is revalidated.
      setHeaders: (res, filePath) =>
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  return { app, network, availability, flights, search };
}

function readBuildVersion(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'build-version.txt'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

function readShell(dir: string): Buffer | undefined {
  const file = path.join(dir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}
