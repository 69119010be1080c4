import type { Locator, Page } from '@playwright/test';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import { choosePlace, dateFromToday, expect, expectAccessible, test } from './helpers';

// Our own Canadian booking (decision 266): the spec's redirect for YYZ, YHM and YKF lands on
// /canada/book with depart, arrive, date and return in the address, and the booking is made on
// this site, priced in Canadian dollars, in Toronto time, like any other booking afterwards.

const TORONTO = 'America/Toronto';

async function fillGroup(group: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = group.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Every text the page shows with a Canadian-dollar amount in it. */
const cadAmounts = (page: Page) => page.getByText(/CA\$\d/);

test('from the Hamilton page, two adults book Hamilton → Toronto Pearson in CAD, pay, find the trip and cancel one', async ({ page }) => {
  const date = dateFromToday(6, TORONTO);
  await page.goto('/canada/hamilton');
  await page.getByRole('link', { name: 'Book a seat from Hamilton to Toronto Pearson' }).click();
  await expect(page).toHaveURL(/\/canada\/book\?depart=YHM&arrive=YYZ$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a seat to Toronto Pearson' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(/Hamilton/);
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/Pearson/);
  await expectAccessible(page, 'Canadian booking');

  await page.getByLabel('Departure date').fill(date);
  await page.getByRole('button', { name: 'Add one adult' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // Results in Canadian dollars: 2 adults at CA$49.
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  const card = page
    .locator('.trip-card')
    .filter({ has: page.getByRole('button', { name: /^Select:/ }) })
    .first();
  await expect(card).toContainText('CA$98.00');
  await expectAccessible(page, 'Canadian results');
  await card.getByRole('button', { name: /^Select:/ }).click();
  await expect(page).toHaveURL(/\/reservations\/summary$/);
  await expect(page.getByTestId('total-price')).toHaveText('CA$98.00');
  await expect(page.getByText('Fares are for the whole party and shown in CAD.')).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/^[^?]*\/passengers$/);
  await fillGroup(page.getByRole('group', { name: /^Lead Passenger/ }), {
    'First name': 'Lucy',
    'Last name': 'Montgomery',
    'Date of birth': '1984-11-30',
    Gender: '2',
    'Contact email': 'lucy.montgomery@example.ca',
    Mobile: '+1 905 555 0100',
  });
  await fillGroup(page.getByRole('group', { name: /^Passenger #2/ }), {
    'First name': 'Ewan',
    'Last name': 'Macdonald',
    'Date of birth': '1980-04-08',
    Gender: '1',
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Seats are optional; a premium seat is priced in Canadian dollars too.
  await expect(page).toHaveURL(/\/seats\/depart$/);
  await expect(page.getByRole('button', { name: /^Seat 1A, window, premium, CA\$\d+\.\d\d/ })).toBeVisible();
  await expect(page.getByTestId('premium-total')).toHaveText('CA$0.00');
  await page.getByRole('button', { name: 'Skip Seat Selection & Continue' }).click();
  await expect(page).toHaveURL(/^[^?]*\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(cadAmounts(page).first()).toBeVisible();
  await expectAccessible(page, 'Canadian payment');
  const pay = page.getByRole('form', { name: 'Pay by card' });
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM / YY)').fill('12/30');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: 'Pay CA$98.00' }).click();

  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByTestId('amount-paid')).toHaveText('Paid CA$98.00 with the card ending 4242');
  const pnr = (await page.getByTestId('confirmed-pnr').textContent())!.trim();
  await expectAccessible(page, 'Canadian confirmation');

  // The same kind of booking: found by reference and last name, one passenger cancelled.
  await page.goto(`/trips/manage?pnr=${pnr}`);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Last name').fill('Montgomery');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();
  await expect(page.getByText(/Hamilton/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Cancel trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Cancel booking ${pnr}` })).toBeVisible();
  await page.getByRole('group', { name: 'Which passengers?' }).getByRole('checkbox', { name: 'Lucy Montgomery' }).uncheck();
  await expect(page.getByTestId('cancel-staying')).toHaveText('Lucy Montgomery stays booked.');
  await expect(page.getByRole('region', { name: 'Your refund' })).toContainText('CA$');
  await expectAccessible(page, 'Canadian cancel');
  await page.getByRole('button', { name: 'Cancel the trip for Ewan Macdonald' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure you want to cancel?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRIP_MESSAGES.canceled })).toBeFocused();
});

test('a search from the home page with a Canadian endpoint goes on through our Canadian booking to its results', async ({ page }) => {
  const date = dateFromToday(5, TORONTO);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.goto('/');
  await choosePlace(page, 'From', 'Hamilton', /Hamilton International Airport/);
  await choosePlace(page, 'To', 'Toronto', /^Lester B\. Pearson International Airport/);
  await page.getByLabel('Departure date').fill(date);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await expect(page.locator('.trip-card').first()).toContainText('CA$49.00');
  // The spec's address on the way: depart, arrive and date, no return.
  const handedOver = addresses.map((a) => new URL(a)).find((u) => u.pathname === '/canada/book');
  expect(handedOver, addresses.join(' ')).toBeTruthy();
  expect(Object.fromEntries(handedOver!.searchParams)).toEqual({ depart: 'YHM', arrive: 'YYZ', date });
  // Back does not bounce through the hand-over again: it was replaced by the results.
  expect(addresses.at(-1)).toMatch(/\/reservations\/depart$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('an address from outside opens the form on its places and dates, and waits for the traveller', async ({ page }) => {
  const date = dateFromToday(9, TORONTO);
  const back = dateFromToday(12, TORONTO);
  await page.goto(`/canada/book?depart=YKF&arrive=YYZ&date=${date}&return=${back}`);
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(/Waterloo/);
  await expect(page.getByLabel('Departure date')).toHaveValue(date);
  await expect(page.getByRole('radio', { name: 'Return' })).toBeChecked();
  await expect(page.getByLabel('Return date')).toHaveValue(back);
  await expect(page).toHaveURL(/\/canada\/book\?/);
  // A malformed address leaves out what it cannot read.
  await page.goto('/canada/book?depart=<script>&date=2026-02-30');
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('');
  await expect(page.getByLabel('Departure date')).toHaveValue('');
});
