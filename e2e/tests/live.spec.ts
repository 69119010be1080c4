import type { APIRequestContext, Page } from '@playwright/test';
import { dateFromToday, expect, expectAccessible, test } from './helpers';
import { simulatedDelayMs } from '../../apps/api/src/live/progress';
import { staffSignedIn } from './ops-helpers';

// The Live Tracker (issue 32, decision 285). The demo's simulator moves every running departure;
// so that one runs at any hour of the test, a dispatcher moves an empty departure of tomorrow to
// leave a few seconds from now (a real dispatch change), and the simulator drives it from then on.

const MINUTE = 60_000;

/** An empty Duluth → MSP departure (no other journey books that route) moved to leave shortly: its id. */
async function departureLeavingNow(
  request: APIRequestContext,
  options: { inMs: number; pick: 'least delayed' | 'most delayed' },
): Promise<number> {
  await staffSignedIn(request, 'dispatcher', 'Dora Dispatcher');
  const list = await request.get(`/api/ops/departures/?date=${dateFromToday(1, 'America/Chicago')}`);
  expect(list.status(), await list.text()).toBe(200);
  type Summary = { trip_id: number; origin: { code: string }; departure: { at: string }; seats: { sold: number; held: number } };
  const day = (await list.json()) as { routes: { departures: Summary[] }[] };
  const departures = day.routes.flatMap((r) => r.departures);
  // Not one a journey already moved to leave now (another worker's, or this test's first try).
  const empty = departures.filter(
    (d) => d.origin.code === 'DLH' && d.seats.sold === 0 && d.seats.held === 0 && Date.parse(d.departure.at) > Date.now() + 60 * MINUTE,
  );
  expect(empty.length, 'an empty DLH departure tomorrow').toBeGreaterThan(0);
  // The simulator makes seven in ten departures 1 to 15 minutes late, each by its id: the board's
  // journey takes the one it delays least (it waits for the coach to move), the driver's the one
  // it delays most (the driver's position wins anyway), so two workers never take the same one.
  const sorted = empty.sort((a, b) => simulatedDelayMs(a.trip_id) - simulatedDelayMs(b.trip_id));
  const trip = (options.pick === 'least delayed' ? sorted[0] : sorted[sorted.length - 1]).trip_id;
  const moved = await request.patch(`/api/ops/departures/${trip}/`, {
    data: { departs_at: new Date(Date.now() + options.inMs).toISOString(), reason: 'Live Tracker journey: a coach on the road now' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return trip;
}

/** What the page shows of one coach on the map: its position and next stop. */
async function coachOnMap(page: Page, trip: number) {
  const marker = page.locator(`.live-coach[data-trip="${trip}"]`).first();
  if (!(await marker.count())) return null;
  return {
    lat: await marker.getAttribute('data-lat'),
    lon: await marker.getAttribute('data-lon'),
    next: await marker.getAttribute('data-next-stop'),
  };
}

test('the Live Tracker shows the demo coaches moving, and its list reads the same as its map', async ({ page, request }) => {
  test.setTimeout(240_000);
  const trip = await departureLeavingNow(request, { inMs: 15_000, pick: 'least delayed' });
  await page.setViewportSize({ width: 360, height: 740 });
  // The top tab leads here, in the same tab.
  await page.goto('/faq');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Live Tracker/ })
    .click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live Tracker' })).toBeVisible();
  await expect(page.locator('.live-connection[data-connection="live"]')).toBeVisible({ timeout: 20_000 });

  // The moved departure leaves and the simulator puts it on the road: a first position…
  await expect.poll(async () => (await coachOnMap(page, trip))?.lat ?? '', { timeout: 150_000, intervals: [2_000] }).not.toBe('');
  const first = (await coachOnMap(page, trip))!;
  // …and a later one, somewhere else (the page's own data, updated by its event stream).
  await expect
    .poll(
      async () => {
        const now = await coachOnMap(page, trip);
        return now ? `${now.lat},${now.lon}` : '';
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .not.toBe(`${first.lat},${first.lon}`);

  // The list holds the same departures with the same next stops as the maps.
  const onMap = await page
    .locator('.live-coach')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-trip')}:${el.getAttribute('data-next-stop')}`).sort());
  const inList = await page
    .locator('.live-list__item')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-trip')}:${el.getAttribute('data-next-stop')}`).sort());
  expect(onMap.length).toBeGreaterThan(0);
  expect(inList).toEqual(onMap);
  expect(inList.some((entry) => entry.startsWith(`${trip}:`))).toBe(true);
  // The list says it in words: the run links to its own page.
  const item = page.locator(`.live-list__item[data-trip="${trip}"]`);
  await expect(item.getByRole('link')).toHaveAttribute('href', `/live/${trip}`);
  await expect(item.getByText(/On the road|Delayed/)).toBeVisible();

  // Nothing sticks out of a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, '/live');

  // The departure's own page, with the traveller's stop.
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/live/${trip}$`));
  await page.goto(`/live/${trip}?stop=MSP`);
  await expect(page.getByTestId('your-stop')).toContainText('Your stop: Minneapolis');
  await expect(page.getByTestId('your-stop')).toContainText(/should reach .* at \d{1,2}:\d{2} [AP]M C[SD]T/);
  await expect(page.locator('tr[data-stop="MSP"]')).toHaveAttribute('aria-current', 'location');
  await expectAccessible(page, '/live/{trip}');

  // An unknown departure is the site's not-found page.
  const missing = await page.goto('/live/999999999');
  expect(missing?.status()).toBe(404);
});

test('the Live Tracker reads without JavaScript: a snapshot with a Refresh link', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const response = await page.goto('/live');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Departures' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refresh' })).toHaveAttribute('href', '/live');
  await context.close();
});

test('a driver shares their position from the boarding screen, and the departure’s page shows it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  // A departure leaving in ten minutes: within its run, before the simulator takes it.
  const trip = await departureLeavingNow(request, { inMs: 10 * MINUTE, pick: 'most delayed' });
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const { email } = await staffSignedIn(context.request, 'driver', 'Dan Driver');
  const drivers = (await (await request.get('/api/ops/drivers/')).json()) as { id: string; email: string }[];
  const assigned = await request.put(`/api/ops/departures/${trip}/drivers/`, {
    data: { staff_ids: [drivers.find((d) => d.email === email)!.id] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  const phone = await context.newPage();
  await phone.goto(`/ops/departures/${trip}/board`);
  const share = phone.getByRole('region', { name: 'Share my position' });
  // Nothing is shared before the driver says so.
  await expect(phone.getByTestId('share-status')).toContainText('Paused');
  // The browser's permission, then the phone somewhere on the Duluth road.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 46.2, longitude: -92.6, accuracy: 10 });
  await share.getByRole('button', { name: 'Share my position' }).click();
  await expect(phone.getByTestId('share-status')).toContainText(/Sharing your position.*last sent/);
  await expect(share.getByRole('button', { name: 'Stop sharing' })).toBeVisible();

  // The traveller's page shows the driver's reading.
  const traveller = await browser.newPage({ baseURL });
  await traveller.goto(`/live/${trip}`);
  await expect(traveller.getByText('Position from the driver’s phone.')).toBeVisible();
  await expect(traveller.locator(`.live-coach[data-trip="${trip}"]`)).toHaveAttribute('data-lat', '46.2');

  // Stop ends the sharing.
  await share.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(phone.getByTestId('share-status')).toContainText('Paused');
  await traveller.close();
  await context.close();
});
