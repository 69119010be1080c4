import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dateFromToday, expect, expectAccessible, test, watchCsp } from './helpers';

const PAGES: { paths: string[]; h1: string }[] = [
  {
    paths: ['/fort-collins', '/fort-collins-shuttle', '/fort-collins-airport-shuttle', '/greeley-shuttle'],
    h1: 'Fort Collins to Denver airport shuttle',
  },
  { paths: ['/csu'], h1: 'CSU to Denver airport shuttle' },
  { paths: ['/denver', '/denver-shuttle', '/denver-airport-shuttle'], h1: 'Denver airport shuttle to Northern Colorado' },
  { paths: ['/duluth', '/duluth-shuttle'], h1: 'Duluth to MSP airport shuttle' },
  { paths: ['/msp', '/msp-shuttle', '/minneapolis', '/minnesota'], h1: 'Minneapolis-St. Paul airport shuttle' },
];

const REDIRECTS = ['lacrosse', 'lacrosse-shuttle', 'fargo', 'fargo-shuttle', 'fargo-airport-shuttle'].flatMap((p) => [
  `/${p}`,
  `/landline/${p}`,
]);

/** '14:05' → '2:05 PM', as the pages show times. */
function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
function weekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const SHORT_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

async function readTable(table: Locator): Promise<{ headers: string[]; rows: string[][] }> {
  return table.evaluate((el: HTMLTableElement) => ({
    headers: [...el.tHead!.rows[0].cells].map((c) => c.textContent!.trim()),
    rows: [...el.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent!.trim())),
  }));
}

/**
 * The times in one stop's column for the runs that operate on a weekday (per the Days column).
 * A time marked "departed today" is still that run's time on the other days of the table.
 */
async function columnTimes(table: Locator, header: string, date: string): Promise<string[]> {
  const { headers, rows } = await readTable(table);
  const col = headers.indexOf(header);
  expect(col, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThan(0);
  const days = headers.indexOf('Days');
  const day = SHORT_DAY[weekday(date) - 1];
  return rows
    .filter((cells) => days < 0 || !(cells[days].startsWith('Not ') && cells[days].slice(4).split(', ').includes(day)))
    .map((cells) => /\d{1,2}:\d\d [AP]M/.exec(cells[col])?.[0])
    .filter((time): time is string => Boolean(time));
}

async function searchTimes(request: APIRequestContext, from: string, to: string, date: string): Promise<string[]> {
  const response = await request.put('/api/bookings/reservation/', {
    data: {
      dep_from: { code: from },
      dep_to: { code: to },
      departure_date: date,
      one_way: true,
      passengers_adults: 1,
      passengers_children: 0,
      passengers_infants: 0,
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { depart_flights: { segments: { departure_time: string }[] }[] };
  return body.depart_flights.map((f) => clock(f.segments[0].departure_time));
}

async function expectH1(page: Page, h1: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
}

for (const { paths, h1 } of PAGES) {
  for (const path of paths) {
    test(`${path} shows the page with its schedule`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectH1(page, h1);
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // axe: prerendered.spec.ts runs it once on every public page.
    });
  }
}

test('Fargo and LaCrosse paths land on the MSP page', async ({ page }) => {
  for (const path of REDIRECTS) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/^[^?]*\/msp$/);
    await expectH1(page, 'Minneapolis-St. Paul airport shuttle');
  }
});

test('the Fort Collins table shows the departures search offers', async ({ page, request }) => {
  await page.goto('/fort-collins');
  // The strip in the banner: departure hours at CSU, built from the same timetable.
  const strip = page.getByRole('list', { name: /Daily departures from CSU Transit Center/ });
  await expect(strip.getByRole('listitem').first()).toHaveText('3AM');
  await expect(strip.getByRole('listitem').last()).toHaveText('8PM');
  await expect(strip.getByRole('listitem')).toHaveCount(17);

  await expect(page.getByRole('tab', { name: 'New schedule' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: /^To Denver airport/ });
  await expect(table.locator('tbody tr').first()).toContainText(/\d:\d\d [AP]M/);
  // The new schedule shows a week from today; a day in it that is not today.
  const date = dateFromToday(2);
  const shown = await columnTimes(table, 'Depart CSU Transit Center', date);
  const offered = await searchTimes(request, 'CSU', 'DEN', date);
  expect(offered.length).toBeGreaterThan(0);
  expect(shown).toEqual(offered);
  await expect(page.getByRole('table', { name: /^From Denver airport/ })).toBeVisible();

  // The old schedule: the earlier period's last week.
  await page.getByRole('tab', { name: 'Old schedule' }).click();
  await expect(page.getByRole('table', { name: /^To Denver airport/ })).toContainText('Jul 31, 2026');
  await expectAccessible(page, '/fort-collins old schedule');
});

test('the icon menu moves to the sections', async ({ page }) => {
  await page.goto('/fort-collins');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('button', { name: 'Pick-Up Locations' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pick-Up Locations' })).toBeFocused();
  await page.getByRole('button', { name: 'Visiting Fort Collins' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Where to Stay and What to Do' })).toBeFocused();
});

test('the Duluth week shows the departures search offers, and the week selector moves', async ({ page, request }) => {
  const today = dateFromToday(0, 'America/Chicago');
  const monday = addDays(today, 1 - weekday(today));
  await page.goto('/duluth');
  const label = page.getByTestId('week-label');
  await expect(label).toContainText(/^Mon \w{3} \d{1,2} – Sun \w{3} \d{1,2}, \d{4}$/);
  const firstLabel = (await label.textContent())!;
  const table = page.getByRole('table', { name: /^From Duluth to MSP airport/ });
  await expect(table.locator('tbody tr').first()).toContainText(/\d:\d\d [AP]M/);

  // A Saturday after today (one run skips Saturdays): this week's, or next week's.
  let saturday = addDays(monday, 5);
  if (saturday <= today) {
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(label).not.toHaveText(firstLabel);
    saturday = addDays(saturday, 7);
  }
  const saturdayLabel = new Date(`${addDays(saturday, -5)}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(label).toContainText(saturdayLabel.replace(',', ''));
  const shown = await columnTimes(table, 'Depart Duluth International Airport', saturday);
  const offered = await searchTimes(request, 'DLH', 'MSP', saturday);
  expect(offered.length).toBeGreaterThan(0);
  expect(shown).toEqual(offered);
  await expect(table).toContainText('Not Sat');

  // Next and Previous change the label and the tables.
  const before = (await label.textContent())!;
  const caption = (await table.locator('caption').textContent())!;
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(label).not.toHaveText(before);
  await expect(table.locator('caption')).not.toHaveText(caption);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(label).toHaveText(before);
  await expect(table.locator('caption')).toHaveText(caption);
  await expectAccessible(page, '/duluth');
});

test('a week outside the schedule gives empty tables and logs an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/msp?week=2040-01-02');
  await expectH1(page, 'Minneapolis-St. Paul airport shuttle');
  await expect(page.getByTestId('week-label')).toHaveText('No schedule for this week');
  await expect(page.getByRole('table', { name: /^From MSP airport to Duluth/ })).toContainText('No departures to show.');
  await expect(page.getByRole('table', { name: /^From Duluth to MSP airport/ })).toContainText('No departures to show.');
  await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  await expect.poll(() => errors.some((e) => e.includes('invalid week'))).toBe(true);
  await page.getByRole('link', { name: 'Show the current week' }).click();
  await expect(page.getByTestId('week-label')).toContainText(/^Mon /);
});

test('the MSP page promotes Duluth', async ({ page }) => {
  await page.goto('/msp');
  await page.getByRole('link', { name: 'See the Duluth shuttle' }).click();
  await expect(page).toHaveURL(/^[^?]*\/duluth$/);
  await expectH1(page, 'Duluth to MSP airport shuttle');
});

test('a city page’s search form starts on its route and searches it', async ({ page }) => {
  await page.goto('/duluth');
  const from = page.getByRole('combobox', { name: 'From', exact: true });
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await expect(from).toHaveValue('Duluth International Airport');
  await expect(to).toHaveValue(/^Minneapolis-St Paul International/);
  // A date typed before the scripts take the page over is kept (the test below holds them back).
  await page.getByLabel('Departure date').fill(dateFromToday(3, 'America/Chicago'));
  // Search is the scripts' (a click before they run would post the form to the page itself).
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Duluth');

  // Another city page keeps its own route, whatever the last search was.
  await page.goto('/fort-collins');
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Fort Collins (All airports, FTC)');
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Denver International Airport');
});

test('without JavaScript the week selector still moves (the server renders the week)', async ({ browser, cspViolations }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'America/Chicago' });
  await watchCsp(context, cspViolations);
  const page = await context.newPage();
  await page.goto('/duluth');
  const label = page.getByTestId('week-label');
  const first = (await label.textContent())!;
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/^[^?]*\/duluth\?week=\d{4}-\d{2}-\d{2}$/);
  await expect(label).not.toHaveText(first);
  await expect(
    page
      .getByRole('table', { name: /^From Duluth to MSP airport/ })
      .locator('tbody tr')
      .first(),
  ).toContainText(/\d:\d\d [AP]M/);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(label).toHaveText(first);
  await context.close();
});

test('a date typed before the page’s scripts take over is kept, and the search goes with it', async ({ page }) => {
  // The scripts wait until the date is typed into the server's HTML: a slow phone on a slow network.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  const date = dateFromToday(5, 'America/Chicago');
  await page.goto('/duluth', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Departure date').fill(date);
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Departure date')).toHaveValue(date);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Duluth');
});
