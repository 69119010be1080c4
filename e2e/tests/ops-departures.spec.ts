import { dateFromToday, expect, expectAccessible, test } from './helpers';
import { firstCoachOf, paidGroundBooking, staffSignedIn } from './ops-helpers';

// The console's departures and manifests (issue 31 item 2, decision 277): a dispatcher finds a
// booked departure on its day, opens its manifest, prints it and assigns a driver; the driver,
// on a 360 px phone, sees that departure alone and its manifest without the assignment.

const DAYS = 3;

test('a dispatcher reads, prints and staffs a departure; its driver sees it alone on a phone', async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const last = `Lamarr${stamp.replace(/[^a-z]/g, '')}`;
  const pnr = await paidGroundBooking(
    request,
    { from: 'FTC', to: 'DEN', date: dateFromToday(DAYS) },
    { first: 'Hedy', last, email: 'hedy@example.com' },
  );
  const tripId = await firstCoachOf(request, pnr, last);
  const date = dateFromToday(DAYS);

  // The driver first: a member the dispatcher can choose.
  const driverContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const driverPage = await driverContext.newPage();
  const driverName = `Dana Driver ${stamp}`;
  await staffSignedIn(driverPage.request, 'driver', driverName);

  await staffSignedIn(page.request, 'dispatcher', `Dora Dispatch ${stamp}`);
  await page.goto('/ops/departures');
  await expect(page.getByRole('heading', { name: 'Departures', level: 1 })).toBeVisible();
  await page.getByLabel('Service date').fill(date);
  await page.getByRole('button', { name: 'Show departures' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  const link = page.locator(`a[href="/ops/departures/${tripId}"]`);
  await expect(link).toBeVisible();
  const row = page.getByRole('row').filter({ has: link });
  await expect(row.getByRole('cell').nth(2)).toContainText('sold');
  await expectAccessible(page, 'the departures of a day');

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(date);
  const passenger = page.getByRole('row', { name: new RegExp(`Hedy ${last}`) });
  await expect(passenger).toContainText(pnr);
  await expect(passenger).toContainText('Booked');
  const print = page.getByRole('link', { name: 'Print manifest (PDF)' });
  await expect(print).toHaveAttribute('href', `/api/ops/departures/${tripId}/manifest.pdf`);
  const pdf = await page.request.get(`/api/ops/departures/${tripId}/manifest.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('checkbox', { name: new RegExp(driverName) }).check();
  await page.getByRole('button', { name: 'Save drivers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Drivers saved.' })).toBeVisible();
  await expect(page.locator('.ops-figures')).toContainText(driverName);
  await expectAccessible(page, 'a manifest with the drivers’ assignment');

  // The driver's phone: their departure only, its manifest without the assignment.
  await driverPage.goto(`/ops/departures?date=${date}`);
  await expect(driverPage.getByText('The departures assigned to you.')).toBeVisible();
  await expect(driverPage.locator('a.ops-departure-link')).toHaveCount(1);
  expect(await driverPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(driverPage, 'a driver’s departures at 360 px');
  await driverPage.locator(`a[href="/ops/departures/${tripId}"]`).click();
  await expect(driverPage.getByRole('row', { name: new RegExp(`Hedy ${last}`) })).toBeVisible();
  await expect(driverPage.getByRole('button', { name: 'Save drivers' })).toHaveCount(0);
  expect(await driverPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(driverPage, 'a driver’s manifest at 360 px');
  const box = await driverPage.getByRole('link', { name: 'Print manifest (PDF)' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  // The boarding screen's door, large for a driver's gloves.
  const board = driverPage.getByRole('link', { name: 'Board passengers' });
  await expect(board).toHaveAttribute('href', `/ops/departures/${tripId}/board`);
  expect((await board.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await driverContext.close();
});
