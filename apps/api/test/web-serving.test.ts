import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, isoWeekday } from '@landline/shared/dates';
import { searchResponseSchema } from '@landline/shared/schemas';
import { services, timetable } from '../src/db/schema.js';
import { checkedBuild, PAGE_MAX_AGE_MS, serverBuildFile } from '../src/web/pages.js';
import { TEST_NOW, testApp, WEB_BUILD_DIR, type TestApp } from './harness.js';

// The built web app served by the API process: public pages rendered from the live timetable
// (kept, compressed, revalidated), the other pages rendered on request, files as they are.

if (!fs.existsSync(serverBuildFile(WEB_BUILD_DIR))) {
  throw new Error(`No web build at ${WEB_BUILD_DIR}: run 'npm run build' first (npm test does).`);
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { web: true, perIpLimits: false });
});
afterAll(() => t.close());

/** The test clock's date: a Monday, the same in UTC, Denver and Duluth at 12:20 UTC. */
const TODAY = TEST_NOW.slice(0, 10);

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** '3:05 PM' → '15:05' (the tables show 12-hour clock times). */
function to24h(text: string): string {
  const [, h, m, ap] = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(text.trim())!;
  return `${String((Number(h) % 12) + (ap === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`;
}

interface Cell {
  /** The cell's text without its markup ('3:00 AM', 'Daily', '—No stop'…). */
  text: string;
  /** Marked as a departure of today that has left or is no longer sold. */
  departed: boolean;
}

/** A rendered schedule table: the stop codes of its columns and, per row, its cells (times, then the days note). */
function table(html: string, route: string) {
  const start = html.indexOf(`data-route="${route}"`);
  expect(start, `table ${route}`).toBeGreaterThan(0);
  const body = html.slice(start, html.indexOf('</table>', start));
  const stops = [...body.matchAll(/data-stop="([A-Z]+)"/g)].map((m) => m[1]);
  const rows = [...body.matchAll(/<tr><th scope="row">[^<]*<\/th>(.*?)<\/tr>/g)].map((m) =>
    [...m[1].matchAll(/<td([^>]*)>(.*?)<\/td>/g)].map((c): Cell => ({
      text: c[2].replace(/<[^>]+>/g, ''),
      departed: c[1].includes('data-departed'),
    })),
  );
  return { stops, rows };
}

/** One stop's column for the runs operating on a date (per the days note), as 24h times with their marks. */
function shownCells(html: string, route: string, stop: string, date: string): { time: string; departed: boolean }[] {
  const { stops, rows } = table(html, route);
  const col = stops.indexOf(stop);
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][isoWeekday(date) - 1];
  return rows
    .filter((cells) => {
      const note = cells.length > stops.length ? cells[stops.length].text : 'Daily';
      return note === 'Daily' || (note.startsWith('Not ') ? !note.includes(day) : note.includes(day));
    })
    .map((cells) => cells[col])
    .filter((cell) => /\d:\d\d [AP]M/.test(cell.text))
    .map((cell) => ({ time: to24h(/\d{1,2}:\d\d [AP]M/.exec(cell.text)![0]), departed: cell.departed }));
}

/** Every time one stop's column shows for the runs operating on a date, marked or not. */
function shownTimes(html: string, route: string, stop: string, date: string): string[] {
  return shownCells(html, route, stop, date).map((c) => c.time);
}

/**
 * A table's times on one day against search: on today, the unmarked times are exactly what
 * search sells and the marked ones exactly what it no longer sells; on a later day (a mark
 * speaks of today only) every time shown is sold.
 */
async function expectBookable(html: string, route: string, stop: string, to: string, day: string): Promise<string[]> {
  const cells = shownCells(html, route, stop, day);
  const sold = await searchTimes(stop, to, day);
  if (day !== TODAY) {
    expect(
      cells.map((c) => c.time),
      `${stop} ${day}`,
    ).toEqual(sold);
    return [];
  }
  const departed = cells.filter((c) => c.departed).map((c) => c.time);
  expect(
    cells.filter((c) => !c.departed).map((c) => c.time),
    `${stop} ${day} open`,
  ).toEqual(sold);
  expect(departed, `${stop} ${day} departed`).toEqual(cells.map((c) => c.time).filter((time) => !sold.includes(time)));
  return departed;
}

async function searchTimes(from: string, to: string, date: string): Promise<string[]> {
  t.availability.clear();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    payload: { dep_from: from, dep_to: to, departure_date: date, filters: { max_stopovers: 0 } },
  });
  return searchResponseSchema.parse(res.json()).depart_flights.map((it) => it.segments[0].departure_time);
}

/** The Monday of the week the Duluth page shows first (the week containing today there). */
function shownWeek(html: string): string {
  const [, start] = /data-week-start="(\d{4}-\d{2}-\d{2})"/.exec(html) ?? [];
  expect(start, 'week start on the page').toBeTruthy();
  return start;
}

describe('public pages rendered from the live timetable', () => {
  it('/fort-collins shows, stop by stop, the departures search offers, the ones gone today marked', async () => {
    const res = await get('/fort-collins');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<link rel="canonical" href="http://landline.test/fort-collins"/>');
    const day = addDays(TODAY, 2);
    for (const stop of ['CSU', 'HTC', 'FNL']) {
      const shown = shownTimes(res.body, 'FTC-DEN', stop, day);
      expect(shown.length).toBeGreaterThan(10);
      await expectBookable(res.body, 'FTC-DEN', stop, 'DEN', day);
    }
    // 5:20 AM in Fort Collins: the runs that leave CSU at 3, 4 and 5 AM are gone from CSU and HTC,
    // while the 5 AM run still sells at Loveland (5:37, closing at 5:22).
    expect(await expectBookable(res.body, 'FTC-DEN', 'CSU', 'DEN', TODAY)).toEqual(['03:00', '04:00', '05:00']);
    expect(await expectBookable(res.body, 'FTC-DEN', 'HTC', 'DEN', TODAY)).toEqual(['03:17', '04:17', '05:17']);
    expect(await expectBookable(res.body, 'FTC-DEN', 'FNL', 'DEN', TODAY)).toEqual(['03:37', '04:37']);
  });

  it('city pages start their search form on their route, in the HTML', async () => {
    const fc = (await get('/fort-collins')).body;
    expect(fc).toMatch(/id="from"[^>]*value="Fort Collins \(All airports, FTC\)"/);
    expect(fc).toMatch(/id="to"[^>]*value="Denver International Airport"/);
    const duluth = (await get('/duluth')).body;
    expect(duluth).toMatch(/id="from"[^>]*value="Duluth International Airport"/);
    // The home page starts empty.
    expect((await get('/')).body).toMatch(/id="from"[^>]*value=""/);
  });

  it('/trips/manage comes with its lookup form in the HTML, its controls off until the script runs', async () => {
    for (const [url, heading] of [
      ['/trips/manage?pnr=AB12CD', 'Find your booking'],
      ['/fr/trips/manage', 'Trouver votre réservation'],
    ]) {
      const html = (await get(url)).body;
      // The page itself, not a loading placeholder: it paints at once and nothing moves after.
      expect(html).toContain(`<h1>${heading}</h1>`);
      const form = html.slice(html.indexOf(`<form`), html.indexOf('</form>'));
      expect(form).toMatch(/<fieldset[^>]*disabled=""/);
      expect(form).toMatch(/autocomplete="family-name"/i);
      expect(form).toMatch(/<button type="submit"/);
      expect(form).toContain('<noscript>');
      // Readable before its scripts, as the kept pages are: they are asked for after the stylesheets.
      expect(html).toContain('rel="modulepreload"');
      expect(html.match(/rel="modulepreload" (?!fetchpriority="low")/g)).toBeNull();
    }
  });

  it('/duluth shows the week of today with the departures search offers each day', async () => {
    const res = await get('/duluth');
    const monday = shownWeek(res.body);
    expect(monday).toBe(TODAY);
    const departed: string[][] = [];
    for (let i = 0; i < 7; i++) departed.push(await expectBookable(res.body, 'DLH-MSP', 'DLH', 'MSP', addDays(monday, i)));
    // 6:20 AM in Duluth: the 3:00 and the 6:00 have gone (the 6:00 closed at 5:45).
    expect(departed[0]).toEqual(['03:00', '06:00']);
    // Marked for screen readers too, in words.
    expect(res.body).toContain(
      '<td data-departed="true" class="schedule-table__departed">3:00 AM<span class="schedule-table__mark"> departed today</span></td>',
    );
  });

  it('change the timetable: the kept page changes with search', async () => {
    const day = addDays(TODAY, 3);
    const before = await get('/duluth?week=' + day);
    expect(shownTimes(before.body, 'DLH-MSP', 'DLH', day)).toContain('06:00');
    const kept = await get('/duluth');
    const [service] = await t.database.db.select().from(services).where(eq(services.code, 'DLH-MSP'));
    await t.database.db
      .update(timetable)
      .set({ dept: '0720', arr: '1005' })
      .where(and(eq(timetable.serviceId, service.id), eq(timetable.runNumber, '3101')));
    await t.network.reload();
    t.search.forget();
    const after = await get('/duluth?week=' + day);
    expect(shownTimes(after.body, 'DLH-MSP', 'DLH', day)).toContain('07:20');
    expect(shownTimes(after.body, 'DLH-MSP', 'DLH', day)).not.toContain('06:00');
    expect(shownTimes(after.body, 'DLH-MSP', 'DLH', day)).toEqual(await searchTimes('DLH', 'MSP', day));
    const keptAfter = await get('/duluth');
    expect(keptAfter.headers.etag).not.toBe(kept.headers.etag);
    expect(keptAfter.body).toContain('<td>7:20 AM</td>');
  });
});

/** Every price a page states, in cents: the text of its main region and its meta description. */
function statedPrices(html: string): number[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const [, description = ''] = /<meta name="description" content="([^"]*)"/.exec(html) ?? [];
  const text = `${main.replace(/<[^>]+>/g, ' ')} ${description}`;
  return [...text.matchAll(/\$(\d+(?:\.\d{2})?)/g)].map((m) => Math.round(Number(m[1]) * 100));
}

/** The ground-only prices search charges a party on one route and day (one per itinerary). */
async function chargedPrices(from: string, to: string, date: string, children: number): Promise<number[]> {
  t.availability.clear();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    payload: {
      dep_from: from,
      dep_to: to,
      departure_date: date,
      passengers_adults: 1,
      passengers_children: children,
      filters: { max_stopovers: 0 },
    },
  });
  expect(res.statusCode, `${from}-${to}`).toBe(200);
  const prices = searchResponseSchema.parse(res.json()).depart_flights.map((i) => i.price);
  expect(prices.length, `${from}-${to} on ${date}`).toBeGreaterThan(0);
  return prices;
}

/** What search charges an adult and a child on a route, either way. */
async function routePrices(a: string, b: string, date: string) {
  const adult = new Set<number>();
  const child = new Set<number>();
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    const alone = await chargedPrices(from, to, date, 0);
    const withChild = await chargedPrices(from, to, date, 1);
    alone.forEach((p) => adult.add(p));
    withChild.forEach((p, i) => child.add(p - alone[i]));
  }
  return { adult: [...adult].sort((x, y) => x - y), child: [...child].sort((x, y) => x - y) };
}

// Each city page and the route it sells (its search form's route).
const CITY_ROUTES: [string, string, string][] = [
  ['/fort-collins', 'FTC', 'DEN'],
  ['/csu', 'CSU', 'DEN'],
  ['/denver', 'DEN', 'FTC'],
  ['/duluth', 'DLH', 'MSP'],
  ['/msp', 'MSP', 'DLH'],
];

describe('prices on the city pages', () => {
  const day = addDays(new Date().toISOString().slice(0, 10), 3);

  it.each(CITY_ROUTES)('%s states exactly what search charges an adult and a child (%s ↔ %s)', async (path, a, b) => {
    const html = (await get(path)).body;
    const charged = await routePrices(a, b, day);
    const stated = statedPrices(html);
    expect(stated.length, `prices on ${path}`).toBeGreaterThan(0);
    // Nothing stated that search does not charge…
    for (const price of stated) expect([...charged.adult, ...charged.child], `${price} on ${path}`).toContain(price);
    // …and the adult fare is there, and the child's: a price, or "free" only when it is nothing.
    expect(stated).toContain(charged.adult[0]);
    expect(stated).toContain(charged.adult[charged.adult.length - 1]);
    if (charged.child[charged.child.length - 1] === 0) {
      expect(html).toMatch(/kids 12 and under ride free/);
    } else {
      expect(stated).toContain(charged.child[0]);
      expect(html).not.toMatch(/ride free/);
    }
  });

  it('follow a change of the fare table at once', async () => {
    const before = await get('/duluth');
    await t.database.db.update(services).set({ fareAdult: 4150, fareChild: 0 }).where(eq(services.code, 'DLH-MSP'));
    await t.database.db.update(services).set({ fareAdult: 4150, fareChild: 0 }).where(eq(services.code, 'MSP-DLH'));
    await t.network.reload();
    t.search.forget();
    const after = await get('/duluth');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await routePrices('DLH', 'MSP', day)).toEqual({ adult: [4150], child: [0] });
    expect(statedPrices(after.body)).toContain(4150);
    expect(after.body).toContain('kids 12 and under ride free');
    await t.database.db.update(services).set({ fareAdult: 3900, fareChild: 1950 }).where(eq(services.code, 'DLH-MSP'));
    await t.database.db.update(services).set({ fareAdult: 3900, fareChild: 1950 }).where(eq(services.code, 'MSP-DLH'));
    await t.network.reload();
    t.search.forget();
  });
});

describe('kept pages', () => {
  it('answer with an ETag (304 when unchanged) and compressed bodies', async () => {
    const first = await get('/penguin-perks');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/penguin-perks', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await get('/penguin-perks', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(first.body.length / 3);
    const gz = await get('/penguin-perks', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const head = await t.app.inject({ method: 'HEAD', url: '/penguin-perks' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('ask for their stylesheets before their scripts, the scripts at low priority', async () => {
    const { body } = await get('/penguin-perks');
    const head = body.slice(0, body.indexOf('</head>'));
    const firstScript = head.indexOf('rel="modulepreload"');
    expect(firstScript).toBeGreaterThan(0);
    expect(head.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
    expect(head.lastIndexOf('rel="stylesheet"')).toBeLessThan(firstScript);
    expect(head.match(/rel="modulepreload" (?!fetchpriority="low")/g)).toBeNull();
    // A booking page needs its scripts to show anything: default priority.
    const booking = await get('/reservations/depart');
    expect(booking.body).toContain('rel="modulepreload"');
    expect(booking.body).not.toContain('fetchpriority="low"');
  });

  it('are rendered again once the day has moved on', async () => {
    const now = t.now();
    const first = await get('/duluth');
    t.setNow(new Date(now + PAGE_MAX_AGE_MS / 2).toISOString());
    expect((await get('/duluth')).headers.etag).toBe(first.headers.etag);
    t.setNow(new Date(now + 7 * 86_400_000).toISOString());
    const weekLater = await get('/duluth');
    expect(shownWeek(weekLater.body)).toBe(addDays(shownWeek(first.body), 7));
    t.setNow(new Date(now).toISOString());
  });
});

describe('the other pages and files', () => {
  it('keeps booking and account pages too once asked for, by address, with scripts at default priority', async () => {
    for (const url of ['/reservations/depart', '/reservations/summary?x=1', '/profile']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Loading…');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('fetchpriority="low"');
      expect(res.headers.etag).toMatch(/^"/);
      expect((await get(url)).headers.etag).toBe(res.headers.etag);
    }
  });

  it('keeps a public page asked for with a query under that address', async () => {
    const monday = shownWeek((await get('/duluth')).body);
    const next = addDays(monday, 7);
    const first = await get(`/duluth?week=${next}`);
    expect(shownWeek(first.body)).toBe(next);
    expect(first.body).toContain('fetchpriority="low"');
    expect((await get(`/duluth?week=${next}`, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('tells the browser, by build version, which routes its links lead to (lazy route discovery)', async () => {
    const page = await get('/fort-collins');
    const version = /"version": ?"([^"]+)"/.exec(page.body)?.[1];
    expect(version).toBeTruthy();
    // The first page carries only the routes it needs, not the manifest of every page.
    expect([...page.body.matchAll(/"id": ?"([^"]+)"/g)].map((m) => m[1])).toEqual(['root', 'routes/city.fort-collins', 'routes/home']);
    const res = await get(`/__manifest?paths=${encodeURIComponent('/trips,/trips/ABC123/cancel')}&version=${version}`);
    expect(res.statusCode).toBe(200);
    const ids = Object.keys(res.json());
    expect(ids).toEqual(expect.arrayContaining(['root', 'routes/trips', 'routes/trips.cancel']));
    // Compressed when the browser says it can read it.
    const paths = encodeURIComponent(['/trips', '/faq', '/contact', '/locations', '/reserve', '/charters', '/about-us'].join(','));
    const br = await get(`/__manifest?paths=${paths}&version=${version}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toHaveProperty('routes/content.faq');
    // Another build's browser is told to load the page again rather than get this build's routes.
    const stale = await get('/__manifest?paths=%2Ftrips&version=old');
    expect([stale.statusCode, stale.headers['x-remix-reload-document']]).toEqual([204, 'true']);
  });

  it('answers an unknown page with the 404 page, and the API with the spec 404', async () => {
    const page = await get('/no/such/page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Page not found');
    expect((await get('/no/such/page')).statusCode).toBe(404);
    const api = await get('/api/nothing/here/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
    const post = await t.app.inject({ method: 'POST', url: '/reservations/depart' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers a path with doubled slashes with the same path on this site, never another origin', async () => {
    for (const [url, location] of [
      ['//', '/'],
      ['//evil.example/a', '/evil.example/a'],
      ['/fort-collins//', '/fort-collins/'],
      ['///duluth?week=2026-11-23', '/duluth?week=2026-11-23'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    expect((await get('/evil.example/a')).statusCode).toBe(404);
  });

  it('serves built files precompressed, hashed bundles as immutable', async () => {
    const assets = fs.readdirSync(path.join(WEB_BUILD_DIR, 'assets'));
    const entry = assets.find((f) => /^entry\.client-.*\.js$/.test(f))!;
    const res = await get(`/assets/${entry}`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = await get(`/assets/${entry}`);
    expect(plain.body).toBe(fs.readFileSync(path.join(WEB_BUILD_DIR, 'assets', entry), 'utf8'));
  });

  it('sends retired city addresses to /msp with a 301', async () => {
    for (const url of ['/fargo', '/lacrosse-shuttle', '/landline/fargo-airport-shuttle', '/fargo/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe('/msp');
    }
    expect((await get('/fargo?utm_source=x')).headers.location).toBe('/msp?utm_source=x');
    // The old charters address too (decision 223).
    const charters = await get('/landline/charters');
    expect([charters.statusCode, charters.headers.location]).toEqual([301, '/charters']);
  });

  it('reports the build version', async () => {
    const version = fs.readFileSync(path.join(WEB_BUILD_DIR, 'build-version.txt'), 'utf8').trim();
    expect((await get('/api/settings/')).json().build_version).toBe(version);
  });
});

describe('the web build the API loads', () => {
  it('is checked at start-up: a stale build is named in one line, the real one passes', async () => {
    const file = serverBuildFile(WEB_BUILD_DIR);
    const build = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    expect(checkedBuild(build, file)).toBe(build);
    const entry = build.entry as { module: Record<string, unknown> };
    const stale = { ...build, entry: { ...entry, module: { ...entry.module, PRERENDERED_PATHS: undefined } } };
    expect(() => checkedBuild(stale, file)).toThrow(
      `the web build ${file} is stale or incomplete (no PRERENDERED_PATHS): run 'npm run build'`,
    );
    expect(() => checkedBuild({}, file)).toThrow(/no routes, assets, PRERENDERED_PATHS, pageServicesContext\)/);
  });
});
