import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

// Decision 304: a page asks React Router's `/__manifest` for no route while the browser takes it
// over; a link finds its route when the traveller reaches it (a pointer, a focus), the search
// form the results' route when they reach the form, and a link followed without being reached
// is found by the navigation itself. Each stays a client-side navigation (no new document).

/** Every path each `/__manifest` request of the page asked about. */
function recordDiscovery(page: Page): string[][] {
  const asked: string[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/__manifest') asked.push(url.searchParams.get('paths')?.split(',') ?? []);
  });
  return asked;
}

/** Taken over (hydrateRoot marks its container), its first effects run, the browser idle after them. */
async function takenOverAndIdle(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(true);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
}

/** Opens `path` and expects no route asked for while it is taken over; the record goes on. */
async function openWithoutDiscovery(page: Page, path: string): Promise<string[][]> {
  const asked = recordDiscovery(page);
  await page.goto(path);
  await takenOverAndIdle(page);
  expect(asked).toEqual([]);
  return asked;
}

/** A mark on the window: still there after a client-side navigation, gone with a new document. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __samePage: true }));
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

test('a public page asks for no route while taken over; a link the traveller points at or focuses is found, and followed in place', async ({
  page,
}) => {
  const asked = await openWithoutDiscovery(page, '/faq');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About Us' }).hover();
  await expect.poll(() => asked.flat()).toContain('/about-us');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Trips' }).focus();
  await expect.poll(() => asked.flat()).toContain('/trips');

  await markWindow(page);
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  expect(await sameWindow(page)).toBe(true);
});

test('a link followed without being reached finds its route on the way, and the search form finds the results’ route once reached', async ({
  page,
}) => {
  const asked = await openWithoutDiscovery(page, '/');

  await page.getByRole('combobox', { name: 'From', exact: true }).focus();
  await expect.poll(() => asked.flat()).toContain('/reservations/depart');

  // A script's click: no pointer, no focus before it.
  await markWindow(page);
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/contact"]')!.click());
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked.flat()).toContain('/contact');
  expect(await sameWindow(page)).toBe(true);
});
