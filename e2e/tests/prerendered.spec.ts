import type { Browser, Page } from '@playwright/test';
import { CANONICAL_PATHS, PRERENDERED_PATHS } from '../../apps/web/app/prerendered-paths';
import { MSP_REDIRECTS } from '../../apps/web/app/cities/city-paths';
import { expect, expectAccessible, sameSite, test } from './helpers';

// Every public page is rendered by the server: without JavaScript a visitor reads the same page
// (heading and main content) as with it, the page names its title, description and canonical
// URL, the browser takes the server's HTML over without a hydration error, asks no other site for
// anything (third-party.spec.ts checks the other pages), and axe finds no serious or critical
// violation. This is the one place axe reads each public page as it loads (the other specs run
// it on the states they make: an open question, a sent form…); an alias address is checked to
// be its page under another name.

/** The visible text of the main region, whitespace folded. */
async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ').trim();
}

/** The main text of `path` read by a browser without JavaScript. */
async function bareMainText(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'America/Denver' });
  const page = await context.newPage();
  await page.goto(path);
  const text = await mainText(page);
  await context.close();
  return text;
}

/** The h1 and the canonical link of `path` read without JavaScript. */
async function bareHeadingAndCanonical(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'America/Denver' });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const h1 = (await page.locator('h1').innerText()).trim();
  const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname;
  await context.close();
  return { h1, canonical };
}

// An alias (/greeley-shuttle, /book…) renders its canonical page's component: it must name that
// page as canonical and show its heading; the page itself is checked in full below.
for (const [alias, target] of Object.entries(CANONICAL_PATHS)) {
  test(`${alias} is ${target} under another address`, async ({ browser }) => {
    const [read, original] = await Promise.all([bareHeadingAndCanonical(browser, alias), bareHeadingAndCanonical(browser, target)]);
    expect(read).toEqual({ h1: original.h1, canonical: target });
  });
}

for (const path of PRERENDERED_PATHS.filter((p) => !(p in CANONICAL_PATHS))) {
  test(`${path} reads the same without JavaScript`, async ({ browser, baseURL }) => {
    const withoutJs = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'America/Denver' });
    const bare = await withoutJs.newPage();
    const response = await bare.goto(path);
    expect(response?.status()).toBe(200);
    await expect(bare.locator('h1')).toHaveCount(1);
    const h1 = (await bare.locator('h1').innerText()).trim();
    expect(h1.length).toBeGreaterThan(0);
    const bareText = await mainText(bare);
    const canonical = await bare.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(path);
    await expect(bare).toHaveTitle(/\S.* \| Landline$/);
    await expect(bare.locator('meta[name="description"]')).toHaveCount(1);
    expect((await bare.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(40);
    await withoutJs.close();

    const withJs = await browser.newContext({ timezoneId: 'America/Denver' });
    const page = await withJs.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    // With the default configuration a public page asks no other site for anything (decision 231).
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!sameSite(r.url(), baseURL!)) outside.push(r.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveText(h1);
    // Schedules mark departures that have left ("departed today"): when one leaves between the
    // two loads, the page read with JavaScript matches a second read without it instead.
    const jsText = await mainText(page);
    if (jsText !== bareText) expect(jsText).toBe(await bareMainText(browser, path));
    expect(errors, `console errors on ${path}`).toEqual([]);
    expect(outside, `requests to other sites from ${path}`).toEqual([]);
    await expectAccessible(page, path);
    await withJs.close();
  });
}

test('retired city addresses answer 301 to /msp, with and without /landline', async ({ request }) => {
  for (const slug of MSP_REDIRECTS) {
    for (const path of [`/${slug}`, `/landline/${slug}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe('/msp');
    }
  }
});

test('an unknown address answers 404 with the not-found page, also without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await context.close();
});

test('booking pages have no canonical link and load in the browser', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
