import { lastSaleDate } from '@landline/shared/dates';
import routes from '../../apps/web/app/routes';
import { publicPages } from '../../apps/web/app/public-pages';
import { expect, test } from './helpers';

// Decision 303: a public page is taken over in the browser without making an Intl object. The
// first one a page makes loads the browser's locale (and time-zone) data, a long task of its own
// on a phone (docs/performance.md, issue 33): prices and dates in page copy are written by the
// server or spelled from fixed English tables, and what needs the visitor's clock waits for them
// (the search form's date bounds) or for the browser to be idle (the help desk's hours).
// Decision 304: nor does it ask React Router's `/__manifest` for the routes its links lead to
// (the answer re-renders the whole app); a link's route is found when the traveller reaches it
// (route-discovery.spec.ts).

/** Records, in the page, every Intl object made and every locale-sensitive call, with its stack. */
const RECORD_INTL = `
  window.__intlMade = [];
  const note = (what) => window.__intlMade.push(what + '\\n' + (new Error().stack || '').split('\\n').slice(2, 6).join('\\n'));
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Collator', 'Segmenter', 'DisplayNames']) {
    const Made = Intl[name];
    if (!Made) continue;
    const Recorded = function (...args) { note(name + ' ' + JSON.stringify(args)); return new Made(...args); };
    Recorded.prototype = Made.prototype;
    Recorded.supportedLocalesOf = Made.supportedLocalesOf;
    Intl[name] = Recorded;
  }
  for (const [owner, method] of [[Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString'], [Number.prototype, 'toLocaleString'], [String.prototype, 'localeCompare']]) {
    const call = owner[method];
    owner[method] = function (...args) { note(method); return call.apply(this, args); };
  }
`;

/** What a page may make: the Live Tracker shows times in each stop's zone, the help desk's badge checks the hour when idle. */
const ALLOWED: Record<string, (made: string) => boolean> = {
  '/live': () => true,
  '/contact': (made) => made.startsWith('DateTimeFormat ["en-US",{"timeZone":"America/Denver","hour":"numeric","hourCycle":"h23"}]'),
};

for (const path of publicPages(routes)) {
  test(`${path} is taken over without an Intl object or a route request`, async ({ page }) => {
    await page.addInitScript(RECORD_INTL);
    const discovery: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__manifest') discovery.push(request.url());
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // The page is taken over: React's root is on the document (hydrateRoot marks its container);
    // its first effects have run once the browser is idle after them.
    await expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    // Bounded: a browser kept busy may give no idle period for long (a fresh-clone run once waited out the test's 2 minutes here).
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    await page.waitForLoadState('networkidle');
    expect(discovery).toEqual([]);
    const made = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
    const allowed = ALLOWED[path] ?? (() => false);
    expect(made.filter((m) => !allowed(m))).toEqual([]);
  });
}

test('the search form bounds its dates by the origin’s today once the traveller reaches it', async ({ page }) => {
  // Noon in Denver on 2 December 2026; the form starts on Fort Collins → Denver airport.
  await page.clock.setFixedTime(new Date('2026-12-02T19:00:00Z'));
  await page.addInitScript(RECORD_INTL);
  await page.goto('/fort-collins', { waitUntil: 'networkidle' });
  const departure = page.locator('#departureDate');
  await expect(departure).not.toHaveAttribute('min');
  await departure.focus();
  await expect(departure).toHaveAttribute('min', '2026-12-02');
  await expect(departure).toHaveAttribute('max', lastSaleDate('2026-12-02'));
  // The bounds are the first Intl object of the page, made for the traveller's focus.
  const made = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatch(/^DateTimeFormat \["en-CA",\{"timeZone":"America\/Denver"/);
});
