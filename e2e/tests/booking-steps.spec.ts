import type { Page } from '@playwright/test';
import { HEARTBEAT_MS } from '@landline/shared/constants';
import { HOLD_MESSAGES, SEARCH_MESSAGES } from '@landline/shared/messages';
import { choosePlace, dateFromToday, expect, expectAccessible, holdAndSeedDraft, saveLeadPassenger, seedHeldDraft, test } from './helpers';

// The booking steps as a traveller goes through them (the booking spec's sections 2 to 4): one styled
// breadcrumb on every step at 1280 and 360 px, the search's passenger limits said next to their
// buttons, the passengers form asking only what applies and prefilled for a member, and the hold:
// its time shown on the steps, and a tab whose seats another tab's new booking released told so
// at its next heartbeat (decisions 242 to 246).

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const PHASES = ['Trip', 'Passengers', 'Payment'];

/**
 * The page has one booking breadcrumb, styled: one list in view (never the two unstyled numbered
 * lists), its steps side by side on one row, the short form on a phone with `phase` marked.
 */
async function expectOneStyledBreadcrumb(page: Page, label: string, phase: string, width: number): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Booking steps' });
  await expect(nav).toHaveCount(1);
  const list = nav.locator('ol:visible');
  await expect(list).toHaveCount(1);
  const look = await list.evaluate((ol) => {
    const items = [...ol.children].filter((li) => getComputedStyle(li).display !== 'none');
    return {
      listStyle: getComputedStyle(ol).listStyleType,
      display: getComputedStyle(ol).display,
      itemMarkers: items.map((li) => getComputedStyle(li).display === 'list-item'),
      rows: new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size,
      right: ol.getBoundingClientRect().right,
    };
  });
  expect(look.listStyle, `${label}: no list numbers`).toBe('none');
  expect(look.display, `${label}: steps side by side`).toBe('flex');
  expect(
    look.itemMarkers.every((m) => !m),
    `${label}: no list markers`,
  ).toBe(true);
  expect(look.right, `${label}: inside the window`).toBeLessThanOrEqual(width);
  if (width === PHONE.width) {
    await expect(list.getByRole('listitem')).toHaveText(PHASES);
    await expect(list.locator('[aria-current]')).toHaveText(phase);
    expect(look.rows, `${label}: one line`).toBe(1);
  } else {
    expect(look.rows, `${label}: one line`).toBe(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await expectAccessible(page, `${label} at ${width} px`);
}

test('every booking step before the pickup shows one styled breadcrumb at 1280 and 360 px', async ({ page }) => {
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 6, party: { adults: 1, children: 0, infants: 0 } });
  await saveLeadPassenger(page, held, {
    title: 'Ms',
    first_name: 'Ada',
    last_name: 'Lovelace',
    gender: 2,
    date_of_birth: '1990-05-01',
    email: 'ada@example.com',
  });
  const steps = [
    { path: '/reservations/depart', heading: /→/, phase: 'Trip' },
    { path: '/reservations/summary', heading: 'Selection summary', phase: 'Trip' },
    { path: '/passengers', heading: 'Passenger details', phase: 'Passengers' },
    { path: '/seats/depart', heading: 'Departure seats', phase: 'Passengers' },
    { path: '/payments', heading: /payment|pay/i, phase: 'Payment' },
  ];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const step of steps) {
      await page.goto(step.path);
      await expect(page).toHaveURL(new RegExp(`${step.path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(step.heading);
      await expectOneStyledBreadcrumb(page, step.path, step.phase, size.width);
    }
  }
});

test('the pickup step shows the same styled breadcrumb at 1280 and 360 px', async ({ page, request }) => {
  const date = dateFromToday(5, 'America/Chicago');
  const party = { passengers_adults: 1, passengers_children: 0, passengers_infants: 0 };
  const found = await (
    await request.put('/api/bookings/reservation/', {
      data: { dep_from: { code: 'MKT' }, dep_to: { code: 'MSP' }, departure_date: date, ...party },
    })
  ).json();
  const departure = found.depart_flights.find(
    (i: { availability: number; segments: { service_type: number }[] }) =>
      i.availability >= 1 && i.segments.some((s) => s.service_type === 4),
  );
  const reservation = await (
    await request.put(`/api/bookings/${found.uuid}/itinerary/`, { data: { departure_flight: departure, ...party } })
  ).json();
  const place = (code: string, city: string) => ({ code, name: city, city, time_zone: 'America/Chicago' });
  await seedHeldDraft(page, {
    search: {
      from: place('MKT', 'Mankato'),
      to: place('MSP', 'Minneapolis'),
      departureDate: date,
      party: { adults: 1, children: 0, infants: 0 },
    },
    searchUuid: found.uuid,
    departure: departure,
    reservation: reservation,
  });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/pickupDetails/depart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectOneStyledBreadcrumb(page, '/pickupDetails/depart', 'Passengers', size.width);
  }
});

test('the search says why a passenger cannot be added, next to the buttons and in their description', async ({ page }) => {
  await page.goto('/');
  const passengers = page.getByRole('group', { name: 'Passengers' });
  const addInfant = passengers.getByRole('button', { name: 'Add one infant' });
  await addInfant.click();
  // One adult, one infant: a second infant has no lap.
  await expect(addInfant).toBeDisabled();
  await expect(passengers.getByText(SEARCH_MESSAGES.infantsPerAdult)).toBeVisible();
  await expect(addInfant).toHaveAccessibleDescription(new RegExp(SEARCH_MESSAGES.infantsPerAdult.replace('.', '\\.')));
  // Nor can the adult go while the infant is on their lap.
  await expect(passengers.getByRole('button', { name: 'Remove one adult' })).toBeDisabled();
  await expectAccessible(page, 'search with an infant per adult');

  // Nine passengers: every + disabled, the reason said once, a larger group pointed to charters.
  const addAdult = passengers.getByRole('button', { name: 'Add one adult' });
  for (let i = 0; i < 6; i++) await addAdult.click();
  await expect(passengers.getByText(SEARCH_MESSAGES.infantsPerAdult)).toBeHidden();
  await passengers.getByRole('button', { name: 'Add one infant' }).click();
  for (const noun of ['adult', 'child', 'infant']) {
    const add = passengers.getByRole('button', { name: `Add one ${noun}` });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/A booking can carry at most 9 passengers\./);
  }
  await expect(passengers.getByText(SEARCH_MESSAGES.tooManyPassengers)).toHaveCount(1);
  await expect(passengers.getByRole('link', { name: /charter/i })).toHaveAttribute('href', '/charters-quote');
  await expectAccessible(page, 'search at nine passengers');
});

test('the passengers form offers only what applies: no wheelchair for an infant, no flight questions when the trip has the flight', async ({
  page,
  browser,
}) => {
  await holdAndSeedDraft(page, { from: 'DLH', to: 'MSP', days: 5, party: { adults: 1, children: 0, infants: 1 } });
  await page.goto('/passengers');
  const lead = page.getByRole('group', { name: /^Lead Passenger/ });
  const infant = page.getByRole('group', { name: /^Passenger #2 · Infant/ });
  await expect(infant).toBeVisible();
  await expect(lead.getByRole('group', { name: 'Wheelchair assistance' })).toBeVisible();
  await expect(infant.getByRole('group', { name: 'Wheelchair assistance' })).toHaveCount(0);
  await expect(infant.getByRole('radio')).toHaveCount(0);
  await expectAccessible(page, 'passengers with an infant');

  // A shuttle and the partner flight it connects with: the flight is the itinerary's own.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.242.0.7' } });
  const flightPage = await context.newPage();
  const { request } = flightPage;
  const date = dateFromToday(12);
  const party = { passengers_adults: 1, passengers_children: 0, passengers_infants: 0 };
  const found = await (
    await request.put('/api/bookings/reservation/', { data: { dep_from: 'FTC', dep_to: 'LAX', departure_date: date, ...party } })
  ).json();
  const departure = found.depart_flights.find(
    (i: { availability: number; segments: { service_type: number }[] }) =>
      i.availability >= 1 && i.segments.some((s) => s.service_type === 1),
  );
  expect(departure, 'a shuttle-and-flight itinerary').toBeTruthy();
  const held = await request.put(`/api/bookings/${found.uuid}/itinerary/`, { data: { departure_flight: departure, ...party } });
  expect(held.status(), await held.text()).toBe(200);
  const reservation = await held.json();
  const place = (code: string) => ({ code, name: code, city: code, time_zone: null });
  await seedHeldDraft(flightPage, {
    search: { from: place('FTC'), to: place('LAX'), departureDate: date, party: { adults: 1, children: 0, infants: 0 } },
    searchUuid: found.uuid,
    departure: departure,
    reservation: reservation,
  });
  await flightPage.goto('/passengers');
  await expect(flightPage.getByRole('group', { name: /^Lead Passenger/ })).toBeVisible();
  await expect(flightPage.getByLabel(/Airline/)).toHaveCount(0);
  await expect(flightPage.getByLabel(/Flight number/)).toHaveCount(0);
  await expectAccessible(flightPage, 'passengers of a trip with its flight');
  await context.close();
});

test('a signed-in member finds the lead passenger filled from the profile, and can change it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill('gold@demo.landline.test');
  await page.getByLabel('Password').fill('Penguin-Perks-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^[^?]*\/profile$/);
  await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 9, party: { adults: 2, children: 0, infants: 0 } });
  await page.goto('/passengers');
  const lead = page.getByRole('group', { name: /^Lead Passenger/ });
  await expect(lead.getByLabel('First name', { exact: true })).toHaveValue('Goldie');
  await expect(lead.getByLabel('Last name', { exact: true })).toHaveValue('Gold');
  await expect(lead.getByLabel('Contact email', { exact: true })).toHaveValue('gold@demo.landline.test');
  await expect(lead.getByLabel('Mobile', { exact: true })).toHaveValue('+1 970 555 0142');
  // Only the lead: the second passenger is someone else.
  await expect(page.getByRole('group', { name: /^Passenger #2/ }).getByLabel('First name', { exact: true })).toHaveValue('');
  await lead.getByLabel('First name', { exact: true }).fill('Goldilocks');
  await expect(lead.getByLabel('First name', { exact: true })).toHaveValue('Goldilocks');
  await expectAccessible(page, 'passengers prefilled for a member');
});

test('the steps say until when the seats are held, as the server keeps them', async ({ page }) => {
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 8, party: { adults: 1, children: 0, infants: 0 } });
  await saveLeadPassenger(page, held, {
    title: 'Mr',
    first_name: 'Alan',
    last_name: 'Turing',
    gender: 1,
    date_of_birth: '1980-06-23',
    email: 'alan@example.com',
  });
  const clock = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Denver' }).format(new Date(iso));
  for (const path of ['/passengers', '/seats/depart', '/payments']) {
    const beat = page.waitForResponse((r) => r.url().includes('/heartbeat/'));
    await page.goto(path);
    const answer = (await (await beat).json()) as { held_until: string };
    await expect(page.getByText(`Seats held until ${clock(answer.held_until)}`)).toBeVisible();
    await expectAccessible(page, `${path} with the hold's time`);
  }
});

test('a second tab that starts a new booking: the first tab is told at its next heartbeat', async ({ page }) => {
  await page.clock.install();
  await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 10, party: { adults: 1, children: 0, infants: 0 } });
  await page.goto('/passengers');
  await expect(page.getByRole('heading', { level: 1, name: 'Passenger details' })).toBeVisible();

  // The second tab shares the first one's stored booking, searches again and holds other seats.
  const second = await page.context().newPage();
  await second.goto('/');
  await choosePlace(second, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);
  await choosePlace(second, 'To', 'Den', /^Denver International Airport/);
  await second.getByLabel('Departure date').fill(dateFromToday(11));
  await second.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(second).toHaveURL(/\/reservations\/depart$/);
  await second
    .locator('.trip-card')
    .getByRole('button', { name: /^Select:/ })
    .first()
    .click();
  await expect(second).toHaveURL(/\/reservations\/summary$/);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toHaveURL(/^[^?]*\/passengers$/);

  // The first tab's next beat: its seats went to the other booking, and it says so.
  await page.clock.runFor(HEARTBEAT_MS);
  await expect(page).toHaveURL(/^[^?]*\/$/);
  await expect(page.getByRole('status').getByText(HOLD_MESSAGES.replaced)).toBeVisible();
  await expectAccessible(page, 'home after the seats went to another tab');
  // The second tab's booking is untouched.
  await second.reload();
  await expect(second.getByRole('heading', { level: 1, name: 'Passenger details' })).toBeVisible();
});
