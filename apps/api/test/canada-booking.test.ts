import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANADA_BOOKING_PATH } from '@landline/shared/constants';
import { loadConfig } from '../src/config.js';
import { serverBuildFile } from '../src/web/pages.js';
import { TEST_NOW, testApp, WEB_BUILD_DIR, type TestApp } from './harness.js';

// Our own Canadian booking (decision 266): CANADA_BOOKING_URL says where a search with a
// Canadian endpoint goes, by default /canada/book on this site; that page opens the search form
// on the spec's depart, arrive, date and return, in the server's HTML too.

if (!fs.existsSync(serverBuildFile(WEB_BUILD_DIR))) {
  throw new Error(`No web build at ${WEB_BUILD_DIR}: run 'npm run build' first (npm test does).`);
}

/** The value attribute of the input with this id. */
const valueOf = (html: string, id: string) => new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe('CANADA_BOOKING_URL', () => {
  it('is our own Canadian booking by default, and takes a path of this site or another site’s address', () => {
    expect(loadConfig({}).CANADA_BOOKING_URL).toBe(CANADA_BOOKING_PATH);
    expect(loadConfig({ CANADA_BOOKING_URL: 'https://canada.landline.com/' }).CANADA_BOOKING_URL).toBe('https://canada.landline.com/');
    expect(loadConfig({ CANADA_BOOKING_URL: '/ca/reserve' }).CANADA_BOOKING_URL).toBe('/ca/reserve');
    for (const bad of ['canada.landline.com', '//evil.example/book', 'javascript:alert(1)', '/has space']) {
      expect(() => loadConfig({ CANADA_BOOKING_URL: bad }), bad).toThrow(
        'CANADA_BOOKING_URL must be a path of this site such as /canada/book or a URL such as https://canada.landline.com/',
      );
    }
  });
});

describe('the Canadian booking entry', () => {
  let ours: TestApp;
  let outside: TestApp;
  beforeAll(async () => {
    ours = await testApp(TEST_NOW, { web: true });
    outside = await testApp(TEST_NOW, { web: true, config: { CANADA_BOOKING_URL: 'https://canada.landline.com/' } });
  });
  afterAll(async () => {
    await ours?.close();
    await outside?.close();
  });

  it('opens the form on the places and dates of its address', async () => {
    const res = await ours.app.inject({ method: 'GET', url: '/canada/book?depart=YHM&arrive=yyz&date=2026-12-03&return=2026-12-06' });
    expect(res.statusCode).toBe(200);
    expect(valueOf(res.body, 'from')).toBe('John C. Munro Hamilton International Airport');
    expect(valueOf(res.body, 'to')).toMatch(/Pearson/);
    expect(valueOf(res.body, 'departureDate')).toBe('2026-12-03');
    expect(valueOf(res.body, 'returnDate')).toBe('2026-12-06');
  });

  it('leaves out what it cannot read, and never echoes it', async () => {
    const res = await ours.app.inject({ method: 'GET', url: '/canada/book?depart=%22%3E%3Cscript%3E&arrive=ZZZ&date=2026-02-30' });
    expect(res.statusCode).toBe(200);
    expect(valueOf(res.body, 'from')).toBe('');
    expect(valueOf(res.body, 'to')).toBe('');
    expect(valueOf(res.body, 'departureDate')).toBe('');
    expect(res.body).not.toContain('"><script>');
  });

  it('hands the setting to the pages: our path by default, the other site when configured', async () => {
    // The root route's data, as React Router streams it into the page.
    const setting = (html: string) => /\\"canadaBookingUrl\\",\\"([^"\\]*)\\"/.exec(html)?.[1];
    expect(setting((await ours.app.inject({ method: 'GET', url: '/' })).body)).toBe('/canada/book');
    expect(setting((await outside.app.inject({ method: 'GET', url: '/' })).body)).toBe('https://canada.landline.com/');
  });
});
