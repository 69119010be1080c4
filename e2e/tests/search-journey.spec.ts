import type { Page } from '@playwright/test';
import { choosePlace, dateFromToday, dollars, expect, expectAccessible, test } from './helpers';

const SELECTED = 'You have successfully selected departure ticket.';

test('search Fort Collins to Denver and back, choose both trips, see the right total', async ({ page, request }) => {
  const departureDate = dateFromToday(7);
  const returnDate = dateFromToday(9);

  await page.goto('/');
  await expect(page).toHaveTitle(/Landline/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'home');

  await choosePlace(page, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);

  // The destination by keyboard only: type, arrow to the option, Enter.
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await to.focus();
  // 'De': Denver, then partner airports a flight from Denver reaches (Detroit, Des Moines…).
  await to.pressSequentially('De');
  const denver = page.getByRole('option', { name: /^Denver International Airport/ });
  await expect(denver).toBeVisible();
  await expectAccessible(page, 'home with the destination list open');
  // Our places come first and the first one is highlighted as the list opens; partner airports
  // reached by flight follow it (Headless UI: ArrowDown moves on from the highlighted option).
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await expect(denver).toHaveAttribute('data-focus', /.*/);
  await to.press('ArrowDown');
  await expect(denver).not.toHaveAttribute('data-focus');
  await to.press('ArrowUp');
  await expect(denver).toHaveAttribute('data-focus', /.*/);
  await to.press('Enter');
  await expect(to).toHaveValue('Denver International Airport');

  await page.getByRole('radio', { name: 'Return' }).check();
  await page.getByLabel('Departure date').fill(departureDate);
  await page.getByLabel('Return date').fill(returnDate);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // Departure results.
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await expect(page).toHaveTitle(/departure/i);
  await expect(page.getByRole('heading', { level: 1, name: 'Fort Collins → Denver' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Booking steps' });
  await expect(crumbs.getByRole('link', { name: 'Book trip' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('Departure trip')).toHaveAttribute('aria-current', 'page');
  await expect(crumbs.getByRole('link', { name: 'Return trip' })).toHaveCount(0);
  const firstDeparture = page.locator('.trip-card').first();
  await expect(firstDeparture).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous day' })).toBeEnabled();
  await expectAccessible(page, 'departure results');
  const departurePriceText = (await firstDeparture.locator('.trip-card__amount').textContent())!.trim();
  await firstDeparture.getByRole('button', { name: /^Select:/ }).click();

  await expect(page.getByText(SELECTED)).toBeVisible();

  // Return results.
  await expect(page).toHaveURL(/\/reservations\/return$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Denver → Fort Collins' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Departure trip' })).toBeVisible();
  const firstReturn = page
    .locator('.trip-card')
    .filter({ has: page.getByRole('button', { name: /^Select:/ }) })
    .first();
  await expect(firstReturn).toBeVisible();
  await expectAccessible(page, 'return results');
  const returnPriceText = (await firstReturn.locator('.trip-card__amount').textContent())!.trim();
  await firstReturn.getByRole('button', { name: /^Select:/ }).click();

  // Summary.
  await expect(page).toHaveURL(/\/reservations\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Selection summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Departure trip' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Return trip' })).toBeVisible();
  await expect(page.getByTestId('departure-price')).toHaveText(departurePriceText);
  await expect(page.getByTestId('return-price')).toHaveText(returnPriceText);
  const totalText = (await page.getByTestId('total-price').textContent())!.trim();
  expect(dollars(totalText)).toBe(dollars(departurePriceText) + dollars(returnPriceText));
  await expectAccessible(page, 'selection summary');

  // The same search straight from the API: the page showed its first bookable trips and prices.
  const response = await request.put('/api/bookings/reservation/', {
    data: {
      dep_from: { code: 'FTC' },
      dep_to: { code: 'DEN' },
      departure_date: departureDate,
      return_date: returnDate,
      one_way: false,
      passengers_adults: 1,
      passengers_children: 0,
      passengers_infants: 0,
    },
  });
  expect(response.ok()).toBe(true);
  const api = (await response.json()) as {
    depart_flights: { price: number; availability: number; segments: { departure_at: string; arrival_at: string }[] }[];
    return_flights: { price: number; availability: number; segments: { departure_at: string; arrival_at: string }[] }[];
  };
  const departure = api.depart_flights.find((it) => it.availability > 0)!;
  const arrivedAt = Date.parse(departure.segments[departure.segments.length - 1].arrival_at);
  const ret = api.return_flights.find((it) => it.availability > 0 && Date.parse(it.segments[0].departure_at) > arrivedAt)!;
  expect(dollars(departurePriceText)).toBe(departure.price);
  expect(dollars(returnPriceText)).toBe(ret.price);
  expect(dollars(totalText)).toBe(departure.price + ret.price);
  // One adult, Fort Collins to Denver and back on the demo network.
  expect(totalText).toBe('$58.00');
});

// A Canadian endpoint: canada-booking.spec.ts (our own Canadian booking, decision 266).

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the home form fits, is accessible and searches', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page, 'home (mobile)');
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(360);

    await choosePlace(page, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);
    await choosePlace(page, 'To', 'Den', /^Denver International Airport/);
    await page.getByLabel('Departure date').fill(dateFromToday(3));
    await page.getByRole('button', { name: 'Add one adult' }).click();
    await expect(page.getByRole('status', { name: 'Adults' })).toHaveText('2');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/reservations\/depart$/);
    await expect(page.locator('.trip-card').first()).toBeVisible();
    await expect(page.locator('.trip-card').first()).toContainText('for 2 adults');
    await expectAccessible(page, 'departure results (mobile)');
    expect(await pageWidth()).toBeLessThanOrEqual(360);
  });
});

test('submitting the empty form shows the three messages and focuses the first field', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  for (const message of ['Choose the depart from location', 'Choose the depart to location', 'Choose the departure date']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  const from = page.getByRole('combobox', { name: 'From', exact: true });
  await expect(from).toBeFocused();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription(/Choose the depart from location/);
  await expect(page.getByLabel('Departure date')).toHaveAccessibleDescription('Choose the departure date');
  await expect(page).toHaveURL(/^[^?]*\/$/);
  await expectAccessible(page, 'home with errors');
});

test('booking pages without a search lead back to the search form', async ({ page }) => {
  await page.goto('/reservations/summary');
  await expect(page).toHaveURL(/^[^?]*\/$/);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
});

test('changing the return date clears the chosen return ticket, and the draft survives a reload', async ({ page }) => {
  await page.goto('/');
  await choosePlace(page, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);
  await choosePlace(page, 'To', 'Den', /^Denver International Airport/);
  await page.getByRole('radio', { name: 'Return' }).check();
  // Back the same day: returns leaving before the departure trip arrives cannot be chosen.
  await page.getByLabel('Departure date').fill(dateFromToday(10));
  await page.getByLabel('Return date').fill(dateFromToday(10));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('button', { name: /^Select:/ })
    .nth(20)
    .click();
  await expect(page).toHaveURL(/\/reservations\/return$/);
  await expect(page.getByRole('button', { name: /^Unavailable:/ }).first()).toBeDisabled();
  await expect(page.getByText('Leaves before your departure trip arrives.').first()).toBeVisible();
  await expectAccessible(page, 'return results with unavailable trips');
  await page
    .getByRole('button', { name: /^Select:/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reservations\/summary$/);

  // Back to the return list: the chosen trip is marked.
  await page.getByRole('link', { name: 'Change return trip' }).click();
  await expect(page).toHaveURL(/\/reservations\/return$/);
  await expect(page.getByRole('button', { name: /^Selected:/ })).toHaveCount(1);

  // Another day: the return ticket is gone, the departure stays.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.locator('.day-nav__date time')).toHaveAttribute('datetime', dateFromToday(11));
  await expect(page.locator('.trip-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Selected:/ })).toHaveCount(0);

  // A fresh page load reads the saved draft: no return ticket, so the summary sends us back.
  await page.goto('/reservations/summary');
  await expect(page).toHaveURL(/\/reservations\/return$/);
  await expect(page.locator('.day-nav__date time')).toHaveAttribute('datetime', dateFromToday(11));
});

test.describe('results states', () => {
  async function searchOneWay(page: Page) {
    await page.goto('/');
    await choosePlace(page, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);
    await choosePlace(page, 'To', 'Den', /^Denver International Airport/);
    await page.getByLabel('Departure date').fill(dateFromToday(4));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/reservations\/depart$/);
  }

  test('an API refusal is shown in its own words', async ({ page }) => {
    await page.route('**/api/bookings/reservation/', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ validation_error: { departure_date: ['The departure date cannot be in the past.'] } }),
      }),
    );
    await searchOneWay(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The departure date cannot be in the past.');
    await expect(alert.getByRole('link', { name: 'Change search' })).toHaveAttribute('href', '/');
    await expectAccessible(page, 'results error');
  });

  test('a day without trips offers the neighbouring days', async ({ page }) => {
    await page.route('**/api/bookings/reservation/', async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.json();
        await route.fulfill({ response, json: { ...body, depart_flights: [] } });
      } catch {
        // The page dropped this request for a newer one (its answer is no longer wanted).
      }
    });
    await searchOneWay(page);
    await expect(page.getByText('No departures on this date. Try another day.')).toBeVisible();
    const empty = page.locator('.empty');
    await expect(empty.getByRole('button', { name: 'Next day' })).toBeEnabled();
    await expectAccessible(page, 'results empty');
    await empty.getByRole('button', { name: 'Next day' }).click();
    await expect(page.locator('.day-nav__date time')).toHaveAttribute('datetime', dateFromToday(5));
  });
});
