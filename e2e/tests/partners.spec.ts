import type { Locator, Page } from '@playwright/test';
import { TRENTON_DAILY_DEPARTURES, RESERVATIONS_PHONE_DISPLAY, RESERVATIONS_PHONE_NUMBER } from '../../apps/web/app/content/constants';
import { expect, expectAccessible, expectNoViolationsIn, test } from './helpers';

// The airline-partner pages: Air Canada and its terms, American and Trenton,
// the airline-switch landing page and About us.

const PAGES = [
  { path: '/aircanada', h1: 'Start your Air Canada trip close to home' },
  { path: '/aircanada-terms-conditions', h1: 'Air Canada coach terms and conditions' },
  { path: '/american', h1: 'Your American Airlines flight starts at your local airport' },
  { path: '/trenton', h1: 'Trenton to Philadelphia, on your American ticket' },
  { path: '/bookfnl', h1: 'Used to book your Landline ride through an airline?' },
  { path: '/about-us', h1: 'About Landline' },
];

const AIR_CANADA = 'https://www.aircanada.com/';

/** Requests the page makes to any other origin than ours. */
function outsideRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) seen.push(r.url());
  });
  return seen;
}

for (const { path, h1 } of PAGES) {
  test(`${path} answers with its one heading and loads nothing from elsewhere`, async ({ page, baseURL }) => {
    const outside = outsideRequests(page, new URL(baseURL!).origin);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(/ \| Landline$/);
    await page.waitForLoadState('networkidle');
    // Every picture is drawn: none is broken.
    for (const img of await page.locator('main img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    expect(outside).toEqual([]);
    // axe: prerendered.spec.ts runs it once on every public page.
  });
}

test('/aircanada: 19 questions that open and close by click and by keyboard', async ({ page }) => {
  await page.goto('/aircanada');
  await page.waitForLoadState('networkidle');
  const faqs = page.getByRole('region', { name: 'FAQs' });
  const questions = faqs.locator('.faq__button');
  await expect(questions).toHaveCount(19);

  const first = questions.first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faqs.getByText('Landline runs the coaches that connect Hamilton')).toBeVisible();
  await expectAccessible(page, '/aircanada with a question open');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faqs.getByText('Landline runs the coaches that connect Hamilton')).toBeHidden();

  // The luggage question, by keyboard: Enter opens it, Space closes it.
  const luggage = faqs.getByRole('button', { name: 'How much luggage can I bring?' });
  await luggage.focus();
  await page.keyboard.press('Enter');
  await expect(luggage).toHaveAttribute('aria-expanded', 'true');
  await expect(faqs.getByText(/up to 177 cm in total/)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(luggage).toHaveAttribute('aria-expanded', 'false');
});

test('/aircanada: in-page navigation, three airports with their live addresses, and the terms', async ({ page }) => {
  await page.goto('/aircanada');
  const nav = page.getByRole('navigation', { name: 'On this page' });
  await nav.getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/#locations$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Locations' })).toBeInViewport();
  const cards = page.getByRole('region', { name: 'Locations' }).locator('[data-airport]');
  await expect(cards).toHaveCount(3);
  // Addresses from the live network (the demo network's stops).
  await expect(cards.filter({ hasText: 'Hamilton (YHM)' })).toContainText('9300 Airport Road, Mount Hope, ON');
  await expect(cards.filter({ hasText: 'Kingston (YGK)' })).toContainText('1114 Len Birchall Way, Kingston, ON');
  await nav.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/^[^?]*\/aircanada-terms-conditions$/);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'Liability for baggage' }).click();
  await expect(page).toHaveURL(/#liability-for-baggage$/);
  await expect(page.getByRole('region', { name: 'Liability for baggage' })).toContainText('1,288 special drawing rights');
});

test('/aircanada Book Now records its event, then opens the Air Canada site (intercepted)', async ({ page }) => {
  await page.route(`${AIR_CANADA}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Air Canada (test)</title><h1>Air Canada stand-in</h1>',
    }),
  );
  await page.goto('/aircanada');
  await page.waitForLoadState('networkidle');
  const book = page.getByRole('link', { name: 'Book Now on aircanada.com' });
  await expect(book).toHaveAttribute('href', AIR_CANADA);
  await book.click();
  await expect(page).toHaveURL(AIR_CANADA);
  await expect(page.getByRole('heading', { name: 'Air Canada stand-in' })).toBeVisible();

  // A modifier click is the browser's own: a new tab, this page stays.
  await page.goto('/aircanada');
  await page.waitForLoadState('networkidle');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Book from Kingston (YGK) on aircanada.com' }).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(page).toHaveURL(/^[^?]*\/aircanada$/);
  await tab.close();
});

test('/aircanada Book Now is a plain link without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(`${AIR_CANADA}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Air Canada stand-in</h1>' }),
  );
  await page.goto('/aircanada');
  await page.getByRole('link', { name: 'Book Now on aircanada.com' }).click();
  await expect(page).toHaveURL(AIR_CANADA);
  await context.close();
});

test('/american: seven airports with live addresses, six questions, and Call us reveals the number', async ({ page }) => {
  await page.goto('/american');
  await page.waitForLoadState('networkidle');
  const cards = page.getByRole('region', { name: 'Our airports' }).locator('[data-airport]');
  await expect(cards).toHaveCount(7);
  await expect(cards.filter({ hasText: 'Trenton (TTN)' })).toContainText('200 Terminal Drive, Ewing Township, NJ 08628');
  await expect(cards.filter({ hasText: 'South Bend (SBN)' })).toContainText('Chicago O’Hare (ORD)');
  await expect(page.getByRole('region', { name: 'FAQs' }).locator('.faq__button')).toHaveCount(6);

  const call = page.getByRole('button', { name: 'Call us' });
  const number = page.getByRole('link', { name: RESERVATIONS_PHONE_DISPLAY });
  await expect(call).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`#${await call.getAttribute('aria-controls')}`);
  await expect(panel).toBeHidden();
  await expect(number).toBeHidden();
  await call.click();
  await expect(call).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(number).toBeVisible();
  await expect(number).toHaveAttribute('href', `tel:${RESERVATIONS_PHONE_NUMBER}`);
  await expectAccessible(page, '/american with the phone number shown');
  // And by keyboard it hides again.
  await call.focus();
  await page.keyboard.press('Enter');
  await expect(call).toHaveAttribute('aria-expanded', 'false');
  await expect(number).toBeHidden();
});

test('/american without JavaScript: Call us is a native disclosure that shows the number', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/american');
  const number = page.getByRole('link', { name: RESERVATIONS_PHONE_DISPLAY });
  await expect(number).toBeHidden();
  await page.locator('summary', { hasText: 'Call us' }).click();
  await expect(number).toBeVisible();
  await expect(number).toHaveAttribute('href', `tel:${RESERVATIONS_PHONE_NUMBER}`);
  await context.close();
});

/** '05:00' → '5:00 AM', as the pages show times. */
function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The times of a table's column, headed e.g. 'Depart …'. */
async function column(table: Locator, index: number): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, i) => rows.map((r) => /\d{1,2}:\d\d [AP]M/.exec((r as HTMLTableRowElement).cells[i]?.textContent ?? '')?.[0] ?? ''),
      index,
    );
}

test('/trenton shows the live TTN–PHL timetable both ways', async ({ page, request }) => {
  await page.goto('/trenton');
  const tables = page.locator('.schedule-tables');
  const start = await tables.getAttribute('data-start');
  const end = await tables.getAttribute('data-end');
  expect(start).toMatch(/^\d{4}-\d\d-\d\d$/);
  for (const [from, to, caption] of [
    ['TTN', 'PHL', /^Trenton to Philadelphia/],
    ['PHL', 'TTN', /^Philadelphia \(PHL\) to Trenton/],
  ] as const) {
    const answer = await request.get(`/api/v2/landline/schedule/?${new URLSearchParams({ from, to, start: start!, end: end! })}`);
    expect(answer.ok()).toBe(true);
    const schedule = (await answer.json()) as { stops: { code: string; type: string }[]; rows: { times: string[] }[] };
    expect(schedule.rows).toHaveLength(TRENTON_DAILY_DEPARTURES);
    const table = page.getByRole('table', { name: caption });
    await expect(table.locator('tbody tr')).toHaveCount(TRENTON_DAILY_DEPARTURES);
    for (let i = 0; i < schedule.stops.length; i++) {
      // Column 0 is the run; each stop's column follows.
      expect(await column(table, i + 1), `${from}-${to} ${schedule.stops[i].type} ${schedule.stops[i].code}`).toEqual(
        schedule.rows.map((r) => (r.times[i] ? clock(r.times[i]) : '')),
      );
    }
  }
  // The demo timetable's departures from Trenton.
  expect(await column(page.getByRole('table', { name: /^Trenton to Philadelphia/ }), 1)).toEqual(['5:00 AM', '11:00 AM', '4:00 PM']);
  await expect(page.getByRole('region', { name: 'Our coach' })).toContainText('35 seats, each with 36-inch pitch');
  await expect(page.getByRole('region', { name: 'Our coach' })).toContainText('3 departures a day each way');
});

/** The slide (1-based) whose left edge sits at the track's: the one the track shows. */
function shownSlide(track: Locator): Promise<number> {
  return track.evaluate((el) => {
    const left = el.getBoundingClientRect().left;
    const slides = [...el.children].map((c) => c.getBoundingClientRect().left);
    return slides.findIndex((x) => Math.abs(x - left) < 2) + 1;
  });
}

test('/trenton carousel moves with its buttons and the keyboard, announcing each slide', async ({ page }) => {
  await page.goto('/trenton');
  await page.waitForLoadState('networkidle');
  const carousel = page.getByRole('region', { name: 'Trenton in pictures', exact: true });
  const track = carousel.getByRole('region', { name: 'Trenton in pictures: slides' });
  const status = carousel.getByRole('status');
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  await expect(carousel.getByRole('group')).toHaveCount(4);
  await expect(track).toHaveAttribute('data-index', '0');
  // Nothing turns by itself.
  await page.waitForTimeout(1000);
  await expect(track).toHaveAttribute('data-index', '0');
  expect(await shownSlide(track)).toBe(1);
  await expect(status).toHaveText('');

  await next.click();
  await expect(status).toHaveText('Slide 2 of 4: Room to stretch');
  await expect(track).toHaveAttribute('data-index', '1');
  await expect.poll(() => shownSlide(track)).toBe(2);
  await previous.click();
  await previous.click();
  await expect(status).toHaveText('Slide 4 of 4: Straight to Philadelphia');

  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText('Slide 1 of 4: Our Trenton coach');
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText('Slide 2 of 4: Room to stretch');
  await page.keyboard.press('End');
  await expect(status).toHaveText('Slide 4 of 4: Straight to Philadelphia');
  await expect.poll(() => shownSlide(track)).toBe(4);
  await page.keyboard.press('Home');
  await expect(status).toHaveText('Slide 1 of 4: Our Trenton coach');
  await expectAccessible(page, '/trenton after the carousel moved');
  // Minor ones too: a slide's role must be one its element may carry (Lighthouse's aria-allowed-role).
  await expectNoViolationsIn(page, '.carousel', "/trenton's carousel");
});

test('/trenton without JavaScript shows every slide', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/trenton');
  for (const title of ['Our Trenton coach', 'Room to stretch', 'Check in at Trenton-Mercer', 'Straight to Philadelphia']) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /slide/ })).toHaveCount(0);
  await context.close();
});

test('/bookfnl: phone in the header and Book Now lands on the Fort Collins page', async ({ page }) => {
  await page.goto('/bookfnl');
  await expect(page.getByRole('link', { name: RESERVATIONS_PHONE_DISPLAY })).toHaveAttribute('href', `tel:${RESERVATIONS_PHONE_NUMBER}`);
  await expect(page.getByText('Up to 17 departures a day')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Penguin Perks' }).first()).toHaveAttribute('href', '/penguin-perks');
  await page.getByRole('link', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(/^[^?]*\/fort-collins$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fort Collins to Denver airport shuttle');
});

test('/about-us: the four values, and Book Now leads to the Air Canada page; the footer links here', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/^[^?]*\/about-us$/);
  for (const value of ['Comfort', 'Convenience', 'Value', 'Service']) {
    await expect(page.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Book Now with Air Canada' }).click();
  await expect(page).toHaveURL(/^[^?]*\/aircanada$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your Air Canada trip close to home');
});
