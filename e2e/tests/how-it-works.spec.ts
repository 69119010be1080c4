import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './helpers';

// /how-it-works (and /motorcoach): the server-drawn route maps, the DEN/MSP tabs, the icon
// shortcuts and the outside links. The page is rendered by the server; the tabs and shortcuts
// work once the browser has taken it over, so each test waits for the network to go idle
// (the page's scripts loaded and hydrated) before it clicks.

const H1 = 'How It Works';

async function open(page: Page, path = '/how-it-works') {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

/** A stop's link on a map, by its code (the accessible name starts with it). */
function marker(page: Page, map: 'den' | 'msp', code: string) {
  return page.getByTestId(`route-map-${map}`).getByRole('link', { name: new RegExp(`^${code} `) });
}

test('/how-it-works shows its heading, the DEN tab first with its map, and is accessible', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle('How It Works | Landline');
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book');

  const den = page.getByRole('tab', { name: 'From Denver airport' });
  const msp = page.getByRole('tab', { name: 'From Minneapolis airport' });
  await expect(den).toHaveAttribute('aria-selected', 'true');
  await expect(msp).toHaveAttribute('aria-selected', 'false');

  // The DEN map: an inline SVG named by its title, every stop a link to its schedules.
  const map = page.getByTestId('route-map-den');
  await expect(map).toBeVisible();
  await expect(map).toHaveAccessibleName('Map of our Colorado stops');
  await expect(marker(page, 'den', 'FNL')).toHaveAttribute('href', '/fort-collins');
  await expect(marker(page, 'den', 'CSU')).toHaveAttribute('href', '/csu');
  await expect(marker(page, 'den', 'DEN')).toHaveAttribute('href', '/fort-collins');
  await expect(marker(page, 'den', 'HTC')).toHaveAttribute('href', '/fort-collins');
  await expect(map.getByRole('link')).toHaveCount(4);
  // Drawn on the server: no map data or tiles are fetched by the browser.
  await expect(map.locator('path.route-map__counties')).toHaveAttribute('d', /^M/);

  // The schedule links of the DEN tab.
  const panel = page.getByRole('tabpanel');
  for (const href of ['/denver', '/fort-collins', '/csu']) {
    await expect(panel.locator(`ul.route-tabs__links a[href="${href}"]`)).toBeVisible();
  }

  await expectAccessible(page, '/how-it-works (DEN tab)');
});

test('the airport tabs work by keyboard: one Tab stop, arrows that wrap, Home and End (decision 301)', async ({ page }) => {
  await open(page);
  const den = page.getByRole('tab', { name: 'From Denver airport' });
  const msp = page.getByRole('tab', { name: 'From Minneapolis airport' });
  await expect(page.getByRole('tablist', { name: 'Airport' })).toBeVisible();
  // Only the selected tab is in the Tab order.
  await expect(den).toHaveAttribute('tabindex', '0');
  await expect(msp).toHaveAttribute('tabindex', '-1');
  await den.focus();
  await page.keyboard.press('ArrowRight');
  await expect(msp).toBeFocused();
  await expect(msp).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('route-map-msp')).toBeVisible();
  // The arrows wrap around; Home and End go to the ends.
  await page.keyboard.press('ArrowRight');
  await expect(den).toBeFocused();
  await expect(den).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(msp).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(den).toHaveAttribute('aria-selected', 'true');
  // The panel is named by its tab and comes next in the Tab order.
  await expect(page.getByRole('tabpanel', { name: 'From Denver airport' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'From Denver airport' })).toBeFocused();
});

test('the MSP tab shows the Minnesota map: Duluth, MSP and La Crosse markers', async ({ page }) => {
  await open(page);
  const msp = page.getByRole('tab', { name: 'From Minneapolis airport' });
  await msp.click();
  await expect(msp).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('route-map-den')).toHaveCount(0);
  await expect(page.getByTestId('route-map-msp')).toBeVisible();
  await expect(marker(page, 'msp', 'DLH')).toHaveAttribute('href', '/duluth');
  await expect(marker(page, 'msp', 'LSE')).toHaveAttribute('href', '/msp');
  await expect(marker(page, 'msp', 'MSP')).toHaveAttribute('href', '/msp');
  await expect(page.getByRole('tabpanel').locator('ul.route-tabs__links a[href="/duluth"]')).toBeVisible();
  await expectAccessible(page, '/how-it-works (MSP tab)');

  // A marker is a real link: the router opens the Duluth page.
  await marker(page, 'msp', 'DLH').click();
  await expect(page).toHaveURL(/^[^?]*\/duluth$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duluth to MSP airport shuttle');
});

test('the map markers can be reached with the keyboard', async ({ page }) => {
  await open(page);
  const fnl = marker(page, 'den', 'FNL');
  await fnl.focus();
  await expect(fnl).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/^[^?]*\/fort-collins$/);
});

test('an icon shortcut scrolls its section 180 px below the top and focuses it', async ({ page }) => {
  await open(page);
  const shortcuts = page.getByRole('navigation', { name: 'On this page' });
  await expect(shortcuts.getByRole('button')).toHaveText([
    'Premium Amenities',
    'Schedules & Routes',
    'Baggage Handling',
    'Accommodations',
    'Airline Partners',
  ]);
  await shortcuts.getByRole('button', { name: 'Baggage Handling' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Baggage Handling' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // Smooth scrolling ends with the heading 180 px below the top of the window (spec section 9).
  await expect.poll(async () => Math.abs(((await heading.boundingBox())?.y ?? 0) - 180), { timeout: 5_000 }).toBeLessThanOrEqual(1);

  await shortcuts.getByRole('button', { name: 'Airline Partners' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Airline Partners' })).toBeFocused();
});

test('a shortcut whose section is missing only logs an error', async ({ page }) => {
  await open(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.evaluate(() => document.getElementById('airline-partners')?.removeAttribute('id'));
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('button', { name: 'Airline Partners' }).click();
  await expect.poll(() => errors).toContain('How It Works: no section #airline-partners to scroll to.');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('trip management, help and airline partner links', async ({ page }) => {
  await open(page);
  const manage = page.getByRole('region', { name: 'Manage Your Trip' });
  await expect(manage).toContainText('confirmation number and the last name');
  await expect(manage.getByRole('link', { name: 'Manage Trip' })).toHaveAttribute('href', '/trips');

  const partners = page.getByRole('region', { name: 'Airline Partners' });
  const outside = partners.getByRole('link');
  await expect(outside).toHaveCount(3);
  for (const link of await outside.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.(united|aa|aircanada)\.com\/$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const help = page.getByRole('region', { name: 'More Questions?' });
  await expect(help.locator('a[href="/faq"]')).toBeVisible();
  await expect(help.locator('a[href="/contact"]')).toBeVisible();
});

test('/motorcoach is the same page', async ({ page }) => {
  await open(page, '/motorcoach');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1);
  await expect(page.getByRole('tab', { name: 'From Denver airport' })).toHaveAttribute('aria-selected', 'true');
  await expect(marker(page, 'den', 'CSU')).toHaveAttribute('href', '/csu');
});
