import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { seedDemoNetwork } from '../src/network/seed.js';
import { testDatabase } from './harness.js';

let web: string;
let database: Database;
let built: App;

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Landline</title>');
  fs.writeFileSync(path.join(web, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(web, 'build-version.txt'), 'v-test-1\n');
  database = await testDatabase();
  await seedDemoNetwork(database.db);
  built = await buildApp({ config: { FLAGS: '', LOG_LEVEL: 'silent', WEB_BUILD_DIR: web }, database, jwtSecret: 'test-secret-test-secret-test-secret-0123', serveWeb: true });
});
afterAll(async () => {
  await built.app.close();
  await database.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('serving the web app beside the API', () => {
  it('answers every page route with the app shell', async () => {
    for (const url of ['/', '/reservations/depart', '/reservations/summary?x=1']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Landline</title>');
    }
  });

  it('serves built files, hashed bundles as immutable', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends retired city addresses to /msp with a 301', async () => {
    for (const url of ['/fargo', '/lacrosse-shuttle', '/landline/fargo-airport-shuttle', '/fargo/']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe('/msp');
    }
    const withQuery = await built.app.inject({ method: 'GET', url: '/fargo?utm_source=x' });
    expect(withQuery.headers.location).toBe('/msp?utm_source=x');
  });

  it('keeps API errors in the spec format and reports the build version', async () => {
    const missing = await built.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    const post = await built.app.inject({ method: 'POST', url: '/reservations/depart' });
    expect(post.statusCode).toBe(404);
    const settings = await built.app.inject({ method: 'GET', url: '/api/settings/' });
    expect(settings.json().build_version).toBe('v-test-1');
  });
});
