import type { Locator, Page, TestInfo } from '@playwright/test';
import { choosePlace, dateFromToday, expect, expectAccessible, test } from './helpers';

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

test('logged-in header: the Live Tracker NEW badge lies inside the viewport and the header', async ({ page }, testInfo) => {
  const email = `layout.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  // Signed up from the page itself, as the registration form does: the browser keeps the
  // refresh cookie, and the session mark tells the app a session exists.
  await page.goto('/');
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/users/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    {
      first_name: 'Bartholomew',
      last_name: 'Tester',
      email,
      password: 'Landline#2026',
      retypePassword: 'Landline#2026',
      phone_number: '+1 970 555 0100',
      subscribe_to_newsletter: false,
    },
  );
  expect(status).toBe(201);
  await page.evaluate(() => window.localStorage.setItem('landline.session', 'signed-up-in-the-test'));

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.reload();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(header.getByTestId('account-menu')).toBeVisible();
    const badge = header.getByRole('link', { name: /Live Tracker/ }).locator('.badge--new');
    await expect(badge).toBeVisible();
    const geometry = await badge.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const inside = (r: DOMRect) =>
        box.left >= r.left - 0.5 && box.right <= r.right + 0.5 && box.top >= r.top - 0.5 && box.bottom <= r.bottom + 0.5;
      // Every ancestor that clips its overflow must hold the whole badge.
      const clippedBy: string[] = [];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if ((style.overflowX !== 'visible' || style.overflowY !== 'visible') && !inside(a.getBoundingClientRect())) {
          clippedBy.push(`${a.tagName.toLowerCase()}.${a.className}`);
        }
      }
      const viewport = new DOMRect(0, 0, document.documentElement.clientWidth, window.innerHeight);
      const menu = document.querySelector('[data-testid="account-menu"]')!.getBoundingClientRect();
      return {
        inViewport: inside(viewport),
        inHeader: inside(el.closest('header')!.getBoundingClientRect()),
        clippedBy,
        menuInViewport: menu.left >= 0 && menu.right <= viewport.right,
      };
    });
    expect(geometry, `NEW badge at ${size.width} px`).toEqual({ inViewport: true, inHeader: true, clippedBy: [], menuInViewport: true });
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, testInfo, 'header-logged-in', size.width);
    await expectAccessible(page, `home, logged in, at ${size.width} px`);
  }
});

/**
 * A select shows its whole text when it is at least as wide as the browser makes it on its own
 * (`width: max-content` sizes a select to its widest option plus padding and arrow). Its
 * scrollWidth cannot tell: a select never reports its text overflowing.
 */
async function selectWidths(selects: Locator) {
  return selects.evaluateAll((elements) =>
    (elements as HTMLSelectElement[]).map((select) => {
      const shown = select.getBoundingClientRect().width;
      const inline = select.style.cssText;
      select.style.width = 'max-content';
      select.style.minWidth = '0';
      select.style.maxWidth = 'none';
      const needed = select.getBoundingClientRect().width;
      select.style.cssText = inline;
      return { id: select.id, shown: Math.round(shown * 10) / 10, needed: Math.round(needed * 10) / 10 };
    }),
  );
}

test('result filters: every select shows its whole text at 1280 and 360 px', async ({ page }, testInfo) => {
  // A trip with flights shows every filter select: change times, trip time and cabin.
  await page.setViewportSize(DESKTOP);
  await search(page, { typed: 'Los Angeles', option: /^Los Angeles International Airport/ }, false);
  const filters = page.locator('.filters');
  await expect(page.getByRole('group', { name: 'Airlines' })).toBeVisible();

  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const toggle = page.getByRole('button', { name: /^Show filters/ });
    if (await toggle.isVisible()) await toggle.click();
    await expect(page.getByLabel('Maximum trip time')).toBeVisible();
    const selects = filters.locator('select');
    await expect(selects).toHaveCount(6);
    const clipped = (await selectWidths(selects))
      .filter(({ shown, needed }) => shown < needed - 0.5)
      .map(({ id, shown, needed }) => `#${id}: ${shown} px wide, needs ${needed} px`);
    expect(clipped, `selects too narrow for their text at ${size.width} px`).toEqual([]);
    await expect(page.getByLabel('Maximum trip time').locator('option:checked')).toHaveText('Any (up to 24 hours)');
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.locator('.results__aside').screenshot({ path: testInfo.outputPath(`filters-${size.width}.png`) });
    await expectAccessible(page, `flight results with filters at ${size.width} px`);
  }
});

test('result filters at 1280 px: a column taller than the window scrolls on its own, every filter reachable at the top of the results', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await search(page, { typed: 'Los Angeles', option: /^Los Angeles International Airport/ }, false);
  await expect(page.getByRole('group', { name: 'Airlines' })).toBeVisible();
  // The column is never taller than the window: what does not fit scrolls inside it.
  const aside = page.locator('.results__aside');
  const heights = await aside.evaluate((el) => ({ box: el.clientHeight, content: el.scrollHeight }));
  expect(heights.box).toBeLessThanOrEqual(720);
  expect(heights.content, 'flight filters are taller than the window').toBeGreaterThan(heights.box);
  // The last filter, reached by keyboard while the page stays at the top of the results.
  const cabin = page.getByLabel('Cabin');
  await cabin.focus();
  const cabinBox = (await cabin.boundingBox())!;
  expect(cabinBox.y).toBeGreaterThanOrEqual(0);
  expect(cabinBox.y + cabinBox.height).toBeLessThanOrEqual(720);
  // …without scrolling down the results: less than half of the page lies above the window.
  const scroll = await page.evaluate(() => ({ y: window.scrollY, max: document.documentElement.scrollHeight - window.innerHeight }));
  expect(scroll.max).toBeGreaterThan(2000);
  expect(scroll.y).toBeLessThan(scroll.max / 2);
  await page.screenshot({ path: testInfo.outputPath('filters-column-1280.png') });
  await expectAccessible(page, 'flight results with the filter column scrolled');
});

/** The lightest pixel (min of R, G, B) of a screenshot, decoded by the browser. */
async function lightestPixel(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let lightest = 0;
    for (let i = 0; i < data.length; i += 4) lightest = Math.max(lightest, Math.min(data[i], data[i + 1], data[i + 2]));
    return lightest;
  }, png.toString('base64'));
}

/** A screenshot of the inner right edge of a table's frame, over the body rows on screen. */
async function rightEdge(page: Page, frame: Locator): Promise<Buffer> {
  const box = await frame.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const head = el.querySelector('thead')!.getBoundingClientRect();
    const right = r.left + el.clientLeft + el.clientWidth;
    const top = Math.max(head.bottom, r.top, 0) + 2;
    const bottom = Math.min(r.top + el.clientTop + el.clientHeight, window.innerHeight) - 2;
    return { x: right - 6, y: top, width: 5, height: Math.min(60, bottom - top) };
  });
  return page.screenshot({ clip: box });
}

const SCHEDULE_PAGES = ['/fort-collins', '/csu', '/denver', '/duluth', '/msp'];

test('schedule tables at 360 px: nothing runs off the page, wide tables show they scroll, the header stays', async ({ page }, testInfo) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of SCHEDULE_PAGES) {
      await page.goto(path);
      const frames = page.locator('.schedule-table__wrap:visible');
      await expect(frames.first().locator('tbody tr').first()).toContainText(/\d:\d\d [AP]M/);
      expect(await sidewaysOverflow(page), `${path} at ${size.width} px scrolls sideways`).toBe(0);
      if (path === '/fort-collins') {
        await frames.first().scrollIntoViewIfNeeded();
        await shot(page, testInfo, 'schedule-fort-collins', size.width);
      }

      for (const frame of await frames.all()) {
        const name = await frame.getAttribute('aria-label');
        await frame.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
        // More than a pixel: clientWidth is rounded down, so a table that fits can be 1 px over.
        const overflows = await frame.evaluate((el) => el.scrollWidth - el.clientWidth > 1);
        if (size === DESKTOP) {
          expect(overflows, `${name} fits at ${size.width} px`).toBe(false);
          continue;
        }
        if (overflows) {
          // A frame that scrolls sideways is a labelled, focusable region with a visible cue: a
          // shadow over its right edge, gone once scrolled to the end.
          await expect(frame).toHaveAttribute('role', 'region');
          await expect(frame).toHaveAccessibleName(/timetable$/);
          await expect(frame).toHaveAttribute('tabindex', '0');
          expect.soft(await lightestPixel(page, await rightEdge(page, frame)), `${name}: shadow at the right edge`).toBeLessThan(245);
          await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
          expect.soft(await lightestPixel(page, await rightEdge(page, frame)), `${name}: no shadow at the end`).toBe(255);
          // Scrolled sideways, the run column stays in view.
          const runStays = await frame.evaluate((el) => {
            const cell = el.querySelector('tbody th')!.getBoundingClientRect();
            return cell.left >= el.getBoundingClientRect().left - 0.5 && cell.right > cell.left;
          });
          expect.soft(runStays, `${name}: run column in view when scrolled sideways`).toBe(true);
          if (path === '/fort-collins') await shot(page, testInfo, 'schedule-fort-collins-scrolled', size.width);
          await frame.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
        }
        // Scrolled down to the last run, the header row is still in view above it, not covered.
        await frame.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
        await frame.locator('tbody tr').last().scrollIntoViewIfNeeded();
        const header = await frame.evaluate((el) => {
          const cell = el.querySelector('thead th')!;
          const r = cell.getBoundingClientRect();
          const frameTop = el.getBoundingClientRect().top;
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          const hit = y >= 0 && y <= window.innerHeight ? document.elementFromPoint(x, y) : null;
          return {
            visible: r.top >= Math.max(0, frameTop) - 0.5 && r.bottom <= window.innerHeight,
            uncovered: Boolean(hit && cell.contains(hit)),
          };
        });
        expect.soft(header, `${name}: header row with its last run in view`).toEqual({ visible: true, uncovered: true });
      }
      if (path === '/fort-collins' && size === PHONE) {
        await shot(page, testInfo, 'schedule-fort-collins-last-run', size.width);
      }
      await expectAccessible(page, `${path} at ${size.width} px`);
    }
  }
});
