import type { Page } from '@playwright/test';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import {
  dateFromToday,
  expect,
  expectAccessible,
  holdAndSeedDraft,
  logInFromPayments,
  saveLeadPassenger,
  registerMember,
  seedHeldDraft,
  test,
} from './helpers';

// After a booking (decisions 238 to 241), in the browser against the real server: the cancel
// page, its button, its modal and its mail say which passengers and legs go; the confirmation
// page's Add to calendar downloads the trip's calendar, each entry named by its carrier, and
// leads a guest to Manage booking and a member to My Trips; the trip page of a booked flight
// says how to check in with the airline; ticket numbers; the lookup's field errors.

const PERSON = { title: 'Ms', gender: 2, date_of_birth: '1985-06-15' };

/** Pays a held booking by card on the payment page, as a traveller does; lands on the confirmation. */
async function payOnThePage(page: Page, pnr: string): Promise<void> {
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const pay = page.getByRole('form', { name: 'Pay by card' });
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM / YY)').fill('12/30');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(pnr);
}

/** Holds the first Fort Collins → Los Angeles itinerary with a shuttle and a partner flight, and seeds the browser's draft with it. */
async function holdFlightTrip(page: Page, days: number) {
  const party = { passengers_adults: 1, passengers_children: 0, passengers_infants: 0 };
  const date = dateFromToday(days);
  const found = await (
    await page.request.put('/api/bookings/reservation/', { data: { dep_from: 'FTC', dep_to: 'LAX', departure_date: date, ...party } })
  ).json();
  const departure = (found.depart_flights as { availability: number; booking_token: string; segments: { operator: string }[] }[]).find(
    (i) => i.availability >= 1 && i.segments.some((s) => s.operator === 'KIWI') && i.segments.some((s) => s.operator !== 'KIWI'),
  )!;
  expect(departure, 'a shuttle and flight itinerary').toBeTruthy();
  const held = await page.request.put(`/api/bookings/${found.uuid}/itinerary/`, { data: { departure_flight: departure, ...party } });
  expect(held.status(), await held.text()).toBe(200);
  const reservation = await held.json();
  const place = (code: string) => ({ code, name: code, city: code, time_zone: null });
  await seedHeldDraft(page, {
    search: { from: place('FTC'), to: place('LAX'), departureDate: date, party: { adults: 1, children: 0, infants: 0 } },
    searchUuid: found.uuid,
    departure: departure,
    reservation: reservation,
  });
  return { reservation, searchUuid: found.uuid, departure };
}

test('a guest cancels one of two passengers: the page, the button, the modal and the mail name her and the leg', async ({ page }) => {
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 17, party: { adults: 2, children: 0, infants: 0 } });
  const person = { title: 'Mr', last_name: 'Noether', gender: 1, passenger_type: 'AD', special_requirements: [] };
  const saved = await page.request.put(`/api/bookings/${held.reservation.search_uuid}/passengers/`, {
    data: {
      cart_id: held.reservation.cart.uuid,
      booking_token: held.departure.booking_token,
      passengers: [
        { ...person, first_name: 'Max', date_of_birth: '1944-08-24', email: 'max.noether@example.com', phone_number: '+1 970 555 0100' },
        { ...person, title: 'Ms', gender: 2, first_name: 'Emmy', date_of_birth: '1982-03-23', email: '', phone_number: '' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const paid = await page.request.put('/api/cart/check_out/', {
    data: {
      cart_id: held.reservation.cart.uuid,
      payment_data: { holder_name: 'Max Noether', email: 'max.noether@example.com' },
      stripe_token: 'tok_visa',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { pnr } = held.reservation;

  await page.goto(`/trips/manage?pnr=${pnr}`);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Last name').fill('noether');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();
  // Ticket numbers are the booking's own (decision 238), not row ids.
  const passengersList = page.getByRole('region', { name: 'Passengers' });
  await expect(passengersList.getByRole('listitem').filter({ hasText: 'Emmy Noether' }).getByRole('listitem')).toContainText(
    `ticket ${pnr}-D02`,
  );
  await page.getByRole('link', { name: 'Cancel trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Cancel booking ${pnr}` })).toBeVisible();

  // Both passengers ticked: the whole trip, and it says so.
  const summary = page.getByRole('region', { name: 'You are cancelling' });
  await expect(page.getByTestId('cancel-summary')).toHaveText('The whole trip for Max Noether and Emmy Noether:');
  await expect(summary.getByRole('listitem')).toHaveText([
    /^Departure: Landline shuttle · Trip LL\d+, .+ \([A-Z]{3}\) → .+ \(DEN\), .+, \d+:\d\d [AP]M$/,
  ]);
  const leg = (await summary.getByRole('listitem').innerText()).trim();
  await expect(page.getByRole('button', { name: 'Cancel the whole trip' })).toBeVisible();

  // Emmy alone: named on the page and the button, the leg listed, Max staying; never "whole trip".
  await page.getByRole('group', { name: 'Which passengers?' }).getByRole('checkbox', { name: 'Max Noether' }).uncheck();
  await expect(page.getByTestId('cancel-summary')).toHaveText('The trip for Emmy Noether:');
  await expect(summary.getByRole('listitem')).toHaveText([leg]);
  await expect(page.getByTestId('cancel-staying')).toHaveText('Max Noether stays booked.');
  await expect(page.getByText(/whole trip/i)).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Cancel the trip for Emmy Noether' });
  await expect(page.getByRole('region', { name: 'Your refund' }).getByRole('row', { name: /^Total/ })).toBeVisible();
  await expectAccessible(page, 'cancel page for one passenger');

  await button.click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel?' });
  await expect(confirm).toContainText('The trip for Emmy Noether:');
  await expect(confirm.getByRole('listitem')).toHaveText([leg]);
  await expect(confirm).toContainText('Max Noether stays booked.');
  await expect(confirm).not.toContainText(/whole trip/i);
  await expectAccessible(page, 'cancel confirmation for one passenger');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRIP_MESSAGES.canceled })).toBeFocused();

  // The mail says whom and which leg (the development mailbox).
  await page.goto('/dev/mailbox');
  await page.getByRole('link', { name: `Cancellation complete: booking ${pnr}` }).click();
  await expect(page.locator('body')).toContainText('We have cancelled the trip for Emmy Noether');
  await expect(page.getByRole('listitem').filter({ hasText: /^Departure: Landline LL\d+, / })).toHaveCount(1);
  await expect(page.locator('body')).not.toContainText('whole trip');
  await expect(page.locator('body')).toContainText(`because of booking ${pnr} with Landline`);
});

test('a guest’s confirmation: Add to calendar downloads the trip, the flight named by its airline; Manage booking opens the trip and its airline check-in', async ({
  page,
}) => {
  const held = await holdFlightTrip(page, 8);
  await saveLeadPassenger(page, held, { ...PERSON, first_name: 'Katherine', last_name: 'Coleman', email: 'kcoleman@example.com' });
  const { pnr } = held.reservation;
  await payOnThePage(page, pnr);

  const reference = page.getByRole('region', { name: 'Booking reference' });
  await expect(reference.getByRole('link', { name: 'Manage booking' })).toBeVisible();
  await expect(reference.getByRole('link', { name: 'My Trips' })).toHaveCount(0);
  await expectAccessible(page, 'confirmation with its calendar and Manage booking');

  const [download] = await Promise.all([page.waitForEvent('download'), reference.getByRole('button', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toBe(`landline-${pnr}.ics`);
  const ics = (await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
  const summaries = ics.split('\r\n').filter((l) => l.startsWith('SUMMARY:'));
  expect(summaries.length).toBeGreaterThanOrEqual(2);
  expect(summaries[0]).toMatch(/^SUMMARY:Landline LL\d+: /);
  const flights = summaries.filter((s) => !s.startsWith('SUMMARY:Landline '));
  expect(flights.length).toBeGreaterThanOrEqual(1);
  // Each flight by its airline's name and number ("Alaska Airlines AS 123: …").
  for (const s of flights) expect(s).toMatch(/^SUMMARY:[A-Z][A-Za-z.' -]+ [A-Z0-9]{2} \d{1,4}: /);

  // Manage booking: the trip, without looking it up again, with the airline's check-in.
  await reference.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();
  const airline = flights[0].slice('SUMMARY:'.length).replace(/ [A-Z0-9]{2} \d{1,4}: .*$/, '');
  const checkIn = page.getByTestId('flight-check-in-1');
  await expect(checkIn.getByRole('heading', { name: new RegExp(`^Check in with ${airline}`) })).toBeVisible();
  await expect(checkIn).toContainText(/Airline booking reference:?\s*[A-Z0-9]{6}/);
  await expect(checkIn).toContainText('Names on the booking: Katherine Coleman');
  await expect(page.getByRole('region', { name: 'Passengers' })).toContainText(`ticket ${pnr}-D01`);
  await expectAccessible(page, 'trip page with a partner flight');
});

test('a member’s confirmation leads to My Trips, where the booking is', async ({ page, request }) => {
  const { email } = await registerMember(request, { first_name: 'Mary', last_name: 'Jackson' });
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 13, party: { adults: 1, children: 0, infants: 0 } });
  await saveLeadPassenger(page, held, { ...PERSON, first_name: 'Mary', last_name: 'Jackson', email });
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await logInFromPayments(page, email);
  await payOnThePage(page, held.reservation.pnr);

  const reference = page.getByRole('region', { name: 'Booking reference' });
  await expect(reference.getByRole('link', { name: 'Manage booking' })).toHaveCount(0);
  await expectAccessible(page, 'a member’s confirmation');
  await reference.getByRole('link', { name: 'My Trips' }).click();
  await expect(page).toHaveURL(/^[^?]*\/trips$/);
  await expect(page.getByRole('article', { name: `Booking ${held.reservation.pnr}` })).toBeVisible();
});

test('the lookup shows the server’s field errors as FIELD: message', async ({ page }) => {
  // The server's own answer to a reference it refuses, given to the form's call (the form's
  // checks are the server's, so the browser never sends one it would refuse).
  const refused = await page.request.get('/api/v2/booking/tickets/AB/');
  expect(refused.status()).toBe(400);
  const body = await refused.text();
  await page.route('**/api/v2/booking/tickets/*/?refresh=true', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body }),
  );
  await page.goto('/trips/manage');
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Booking reference').fill('ABC234');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(form.getByRole('alert')).toHaveText('Booking reference: Please enter your 6-character booking reference');
  await expectAccessible(page, 'lookup with a server field error');
});
