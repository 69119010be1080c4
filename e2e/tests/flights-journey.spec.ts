import type { Locator, Page } from '@playwright/test';
import { choosePlace, dateFromToday, dollars, expect, expectAccessible, test } from './helpers';

// "Fort Collins to anywhere via Denver": a shuttle to Denver International Airport joined to
// partner flights, searched, checked and chosen in the browser.

async function searchFortCollinsToLosAngeles(page: Page): Promise<void> {
  await page.goto('/');
  await choosePlace(page, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);
  await choosePlace(page, 'To', 'Los Angeles', /^Los Angeles International Airport/);
  await expect(page.getByRole('radio', { name: 'One way' })).toBeChecked();
  await page.getByLabel('Departure date').fill(dateFromToday(7));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fort Collins → Los Angeles' })).toBeVisible();
  await expect(page.locator('.trip-card').first()).toBeVisible();
}

/** The first card with a shuttle leg, a flight and a Select button (seats for the party). */
function firstShuttleAndFlight(page: Page): Locator {
  return page
    .locator('.trip-card')
    .filter({ has: page.locator('.carriers .chip--ground', { hasText: 'Landline' }) })
    .filter({ has: page.locator('.carriers .chip--flight') })
    .filter({ has: page.getByRole('button', { name: /^Select:/ }) })
    .first();
}

test('Fort Collins to Los Angeles: a shuttle to Denver, then a flight, checked on the summary', async ({ page }) => {
  await searchFortCollinsToLosAngeles(page);
  // Partner flights in the results bring the flight filters.
  await expect(page.getByRole('group', { name: 'Airlines' })).toBeVisible();
  await expect(page.getByLabel('Cabin')).toHaveValue('M');
  await expectAccessible(page, 'flight results');

  const card = firstShuttleAndFlight(page);
  await expect(card).toBeVisible();
  await expect(card.locator('.timeline__stops')).toHaveText(/^\d changes?/);
  await expect(card.locator('.trip-card__split')).toHaveText(/^Shuttle \$\d+\.\d\d · Flights \$[\d,]+\.\d\d$/);
  const priceText = (await card.locator('.trip-card__amount').textContent())!.trim();

  // The legs: the shuttle ends at Denver, where a flight leaves from.
  await card.getByText('Trip details', { exact: true }).click();
  const shuttle = card.locator('.leg--ground').first();
  await expect(shuttle.getByRole('heading', { name: 'Landline shuttle' })).toBeVisible();
  await expect(shuttle.locator('.leg__stop').last()).toContainText('Denver International Airport (DEN)');
  const flight = card.locator('.leg--flight').first();
  await expect(flight.locator('.leg__stop').first()).toContainText('Denver International Airport (DEN)');
  await expect(flight.locator('.leg__facts')).toContainText('Flight');
  await expect(flight.locator('.leg__operator')).toHaveText(/[A-Za-z].* [A-Z0-9]{2} [1-9]\d{0,3}$/);
  await expect(shuttle.locator('.leg__change')).toHaveText(/^(\d+h)?\s?(\d+m)? change at Denver International Airport \(DEN\)$/);
  await expect(card.locator('.leg--flight').last().locator('.leg__stop').last()).toContainText('Los Angeles International Airport (LAX)');
  await expectAccessible(page, 'flight results with trip details open');

  await card.getByRole('button', { name: /^Select:/ }).click();

  await expect(page).toHaveURL(/\/reservations\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Selection summary' })).toBeVisible();
  await expect(page.getByTestId('departure-check')).toContainText('Price and seats confirmed');
  await expect(page.getByText('Price and seats confirmed')).toBeVisible();
  await expect(page.getByTestId('departure-price')).toHaveText(priceText);
  const totalText = (await page.getByTestId('total-price').textContent())!.trim();
  expect(dollars(totalText)).toBe(dollars(priceText));
  await expect(page.locator('.totals__split')).toHaveText(/^Shuttle \$\d+\.\d\d · Flights \$[\d,]+\.\d\d$/);
  await expectAccessible(page, 'selection summary with a flight');
});

test('from Fort Collins the To list offers the airports search reaches: Minneapolis, Duluth, both Toronto airports', async ({ page }) => {
  await page.goto('/');
  await choosePlace(page, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  const list = page.getByRole('listbox');
  await to.click();
  for (const [typed, codes] of [
    ['Minneapolis', ['MSP']],
    ['Duluth', ['DLH']],
    ['Toronto', ['YYZ', 'YTZ']],
  ] as const) {
    await to.fill(typed);
    for (const code of codes) await expect(list.getByRole('option').filter({ hasText: code })).toHaveCount(1);
    await expect(page.getByText('No stops match')).toHaveCount(0);
  }
  await expectAccessible(page, 'destinations from Fort Collins');
});

test('the airline filter narrows the results to that airline', async ({ page }) => {
  await searchFortCollinsToLosAngeles(page);
  const before = await page.locator('.trip-card').count();
  const airlines = page.getByRole('group', { name: 'Airlines' });
  const choices = airlines.getByRole('checkbox');
  expect(await choices.count()).toBeGreaterThan(1);

  // An airline that flies every flight of some itinerary on its own (the filter keeps only
  // itineraries whose flights are all by the chosen airlines).
  const alone = page
    .locator('.trip-card')
    .filter({ has: page.locator('.carriers .chip--flight') })
    .filter({ hasNot: page.locator('.carriers .chip--flight + .chip--flight') })
    .first();
  const code = (await alone.locator('.carriers .chip--flight').textContent())!.trim();
  await airlines
    .locator('.check--airline', { has: page.locator('.chip', { hasText: new RegExp(`^${code}$`) }) })
    .getByRole('checkbox')
    .check();

  // The search runs again on the server with airline_filter [code].
  await expect(page.locator('.results__count')).toHaveText(/match your filters/);
  const flightChips = page.locator('.trip-card .carriers .chip--flight');
  await expect(flightChips.first()).toBeVisible();
  const codes = await flightChips.allTextContents();
  expect(codes.length).toBeGreaterThan(0);
  expect(new Set(codes.map((c) => c.trim()))).toEqual(new Set([code]));
  expect(await page.locator('.trip-card').count()).toBeLessThan(before);
  // The other airlines stay on offer, and the filters can be reset.
  expect(await choices.count()).toBeGreaterThan(1);
  await expectAccessible(page, 'flight results filtered by airline');

  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page.locator('.results__count')).not.toHaveText(/match your filters/);
  await expect(page.locator('.trip-card')).toHaveCount(before);
});

test('a refused check shows why and leads back to the departures', async ({ page }) => {
  const detail = 'The price of this itinerary has changed. Please review it before you continue.';
  await page.route('**/api/bookings/check_flights/', (route) => route.fulfill({ status: 409, json: { detail, code: 'price_changed' } }));
  await searchFortCollinsToLosAngeles(page);
  await firstShuttleAndFlight(page)
    .getByRole('button', { name: /^Select:/ })
    .click();

  await expect(page).toHaveURL(/\/reservations\/summary$/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(detail);
  await expect(page.getByText('Price and seats confirmed')).toHaveCount(0);
  const back = alert.getByRole('button', { name: 'Choose another departure' });
  await expect(back).toBeVisible();
  await expectAccessible(page, 'selection summary with a refused check');

  await back.click();
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await expect(page.locator('.trip-card').first()).toBeVisible();
  // The refused ticket is no longer chosen.
  await expect(page.getByRole('button', { name: /^Selected:/ })).toHaveCount(0);
  await page.goto('/reservations/summary');
  await expect(page).toHaveURL(/\/reservations\/depart$/);
});
