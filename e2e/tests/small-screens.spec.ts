import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { choosePlace, dateFromToday, expectAccessible } from './helpers';

// Layout at the spec's mobile breakpoint (600 px) and on a desktop: each test checks the
// geometry that was wrong at 360 px and 1280 px, keeps a screenshot of both for a person to look
// at (under test-results/, out of git) and runs axe.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [PHONE, DESKTOP];

async function shot(page: Page, testInfo: TestInfo, name: string, width: number): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
}

/** How far the document scrolls sideways beyond the viewport (0 = it does not). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function search(page: Page, to: { typed: string; option: RegExp }, returnTrip: boolean): Promise<void> {
  await page.goto('/');
  await choosePlace(page, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);
  await choosePlace(page, 'To', to.typed, to.option);
  if (returnTrip) {
    await page.getByRole('radio', { name: 'Return' }).check();
    await page.getByLabel('Return date').fill(dateFromToday(9));
  }
  await page.getByLabel('Departure date').fill(dateFromToday(7));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await expect(page.locator('.trip-card').first()).toBeVisible();
}

test('booking breadcrumbs: Trip, Passengers, Payment on one line at 360 px, every step at 1280 px', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await search(page, { typed: 'Den', option: /^Denver International Airport/ }, true);
  const crumbs = page.getByRole('navigation', { name: 'Booking steps' });

  // Phone: the spec's short form only, the current phase marked, later phases not links.
  const short = crumbs.getByRole('listitem');
  await expect(short).toHaveText(['Trip', 'Passengers', 'Payment']);
  await expect(crumbs.getByText('Trip', { exact: true })).toHaveAttribute('aria-current', 'step');
  await expect(crumbs.getByRole('link')).toHaveCount(0);
  // The full list is hidden from view and from the accessibility tree.
  await expect(crumbs.getByText('Departure trip')).toBeHidden();
  await expect(crumbs.getByText('Selection summary')).toBeHidden();
  // One line: the three steps share a row and the list is one line high.
  const boxes = await short.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
  for (const box of boxes) expect(Math.abs(box.top - boxes[0].top), 'steps on one row').toBeLessThan(2);
  const list = await crumbs.locator('ol:visible').evaluate((ol) => ({
    height: ol.getBoundingClientRect().height,
    line: parseFloat(getComputedStyle(ol).lineHeight),
    right: ol.getBoundingClientRect().right,
  }));
  expect(list.height).toBeLessThan(list.line * 1.5);
  expect(list.right).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysOverflow(page)).toBe(0);
  await shot(page, testInfo, 'breadcrumbs', PHONE.width);
  await expectAccessible(page, 'departure results at 360 px');

  // Desktop: every step, the short form hidden.
  await page.setViewportSize(DESKTOP);
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Book trip',
    'Departure trip',
    'Return trip',
    'Selection summary',
    'Passenger details',
  ]);
  await expect(crumbs.getByRole('link', { name: 'Book trip' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('Departure trip')).toHaveAttribute('aria-current', 'page');
  await expect(crumbs.getByText('Passengers', { exact: true })).toBeHidden();
  await shot(page, testInfo, 'breadcrumbs', DESKTOP.width);
  await expectAccessible(page, 'departure results at 1280 px');
});
