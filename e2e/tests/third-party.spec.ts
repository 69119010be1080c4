import type { Page, Request } from '@playwright/test';
import { CANONICAL_PATHS } from '../../apps/web/app/prerendered-paths';
import { expect, sameSite, test } from './helpers';

// Third-party scripts are adapters, off unless the server is configured with their addresses
// (decision 231). With the default configuration no page asks another site for anything; with
// them configured, each loads where and in the order it should.

/** Booking and account pages a visitor reaches without signing in. */
const BOOKING_PAGES = ['/reservations/depart', '/login', '/account/register', '/password/recovery', '/trips'];

// The public pages are checked as prerendered.spec.ts loads each of them; the aliases (the same
// pages under another address) and the booking pages here.
test('with the default configuration no page makes a request to another site', async ({ page, baseURL }) => {
  const outside: string[] = [];
  const requested: string[] = [];
  page.on('request', (r: Request) => {
    requested.push(r.url());
    if (!sameSite(r.url(), baseURL!)) outside.push(`${page.url()} → ${r.url()}`);
  });
  const paths = [...Object.keys(CANONICAL_PATHS), ...BOOKING_PAGES];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBeLessThan(400);
  }
  // The walk saw the pages' own requests (documents, scripts, the settings call), so it measured something.
  expect(requested.length).toBeGreaterThan(paths.length);
  expect(outside).toEqual([]);
});

test.describe('with every adapter configured', () => {
  const ADAPTERS = {
    consent_url: 'https://consent.example.test/cmp.js',
    tag_manager_url: 'https://tags.example.test/gtm.js?id=GTM-TEST',
    analytics_url: 'https://stats.example.test/landline.js',
    ad_pixel_url: 'https://pixel.example.test/ping?account=42',
    lead_capture_url: 'https://leads.example.test/capture.js',
  };
  const ORIGINS = [...new Set(Object.values(ADAPTERS).map((u) => new URL(u).origin))].join(' ');

  /**
   * Serves settings naming the adapters, and the pages with the policy a server configured so
   * sends (its origins allowed; checked in apps/api/test/security-headers.test.ts). The adapter
   * scripts are answered here: each notes that it ran, the analytics glue records its events.
   */
  async function configure(page: Page, baseURL: string, seen: string[]) {
    await page.route('**/api/settings/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), third_party: ADAPTERS } });
    });
    await page.route(`${baseURL}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      headers['content-security-policy'] = headers['content-security-policy']
        .replace("script-src 'self'", `script-src 'self' ${ORIGINS}`)
        .replace("connect-src 'self'", `connect-src 'self' ${ORIGINS}`);
      await route.fulfill({ status: response.status(), headers, body: await response.body() });
    });
    for (const [name, url] of Object.entries(ADAPTERS)) {
      await page.route(`${new URL(url).origin}/**`, async (route) => {
        const requested = new URL(route.request().url());
        if (name === 'ad_pixel_url') {
          seen.push(
            `pixel ${requested.searchParams.get('event')} ${requested.searchParams.get('path') ?? requested.searchParams.get('from') ?? ''}`,
          );
          return route.fulfill({ status: 204 });
        }
        const script =
          name === 'analytics_url'
            ? `window.LandlineAnalytics = { track(event, data) { window.__seen.push('analytics ' + event + ' ' + (data.path || '')); } };`
            : '';
        await route.fulfill({
          contentType: 'text/javascript',
          body: `(window.__seen = window.__seen || []).push('loaded ${name}');${script}`,
        });
      });
    }
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.hostname.endsWith('.example.test') && r.resourceType() === 'script') seen.push(`script ${url.hostname}`);
    });
  }

  test('the consent manager loads first, then the tag manager and analytics; page views reach analytics and the pixel', async ({
    page,
    baseURL,
  }) => {
    const seen: string[] = [];
    await configure(page, baseURL!, seen);
    await page.goto('/faq');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __seen?: string[] }).__seen ?? []))
      .toContain('analytics page_view /faq');
    const ran = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(ran.filter((s) => s.startsWith('loaded'))).toEqual(['loaded consent_url', 'loaded tag_manager_url', 'loaded analytics_url']);
    await expect.poll(() => seen).toContain('pixel page_view /faq');
    // The lead-capture script is for the partner pages only.
    expect(seen).not.toContain('script leads.example.test');

    // A navigation inside the app is a page view too; the scripts are not loaded again.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(/^[^?]*\/contact$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen))
      .toContain('analytics page_view /contact');
    expect(seen.filter((s) => s === 'script tags.example.test')).toHaveLength(1);
  });

  test('a partner page loads the lead-capture script too, and Air Canada’s Book Now pings the pixel before it leaves', async ({
    page,
    baseURL,
  }) => {
    const seen: string[] = [];
    await configure(page, baseURL!, seen);
    await page.route('https://www.aircanada.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Air Canada (test)</title><h1>Air Canada stand-in</h1>' }),
    );
    await page.goto('/aircanada');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __seen?: string[] }).__seen ?? []))
      .toContain('loaded lead_capture_url');
    const ran = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(ran.filter((s) => s.startsWith('loaded'))).toEqual([
      'loaded consent_url',
      'loaded tag_manager_url',
      'loaded analytics_url',
      'loaded lead_capture_url',
    ]);
    await page.getByRole('link', { name: 'Book Now on aircanada.com' }).click();
    await expect(page.getByRole('heading', { name: 'Air Canada stand-in' })).toBeVisible();
    // The pixel was asked before the airline's page replaced ours.
    expect(seen).toContain('pixel aircanada_book_now hero');
    expect(seen.indexOf('pixel aircanada_book_now hero')).toBeGreaterThan(seen.indexOf('script leads.example.test'));
  });
});
