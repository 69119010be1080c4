import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandling } from './http/errors.js';
import { NetworkStore } from './network/load.js';
import { placeRoutes } from './places/routes.js';
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
  search: SearchService;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: options.config.LOG_LEVEL === 'silent' ? false : { level: options.config.LOG_LEVEL },
    // Bodies of this API are small; refuse anything larger early.
    bodyLimit: 256 * 1024,
  });
  registerErrorHandling(app);
  const { db } = options.database;
  const network = new NetworkStore(db);
  await network.get();
  const availability = new AvailabilityCache(db);
  const search = new SearchService({ db, network, availability, now: options.now });
  const buildVersion = readBuildVersion(options.config.WEB_BUILD_DIR);

  await app.register(
    async (api) => {
      settingsRoutes(api, { flags: options.config.FLAGS, buildVersion });
      placeRoutes(api, network);
      searchRoutes(api, search);
    },
    { prefix: '/api' },
  );

  if (options.serveWeb) await serveWebApp(app, options.config.WEB_BUILD_DIR);
  return { app, network, availability, search };
}

function readBuildVersion(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'build-version.txt'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/** The built single-page app: files as they are, and index.html for every other page route. */
async function serveWebApp(app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no web build at ${dir}: run 'npm run build' (npm start does)`);
    return;
  }
  await app.register(fastifyStatic, { root: dir, wildcard: false, index: false, maxAge: '1h' });
  const shell = fs.readFileSync(indexFile);
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
}
