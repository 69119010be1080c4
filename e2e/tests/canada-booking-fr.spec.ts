import type { Locator, Page } from '@playwright/test';
import { fr } from '../../apps/web/app/i18n/catalog/fr';
import { messages } from '../../apps/web/app/i18n/catalog/fr/messages';
import { fr as canadaFr } from '../../apps/web/app/canada/messages/fr';
import { englishIn, englishLeft, pageTexts } from './english-left';
import { dateFromToday, expect, expectAccessible, holdAndSeedDraft, saveLeadPassenger, test } from './helpers';

// The Canadian booking in French (issue 29, decision 267): from the French Hamilton page to a
// paid booking, its confirmation and mail, My Trips and the cancellation of one passenger, every
// step under /fr/, in fr-CA formats, with no English left in the page or the shell, and axe clean.

const TORONTO = 'America/Toronto';
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "98,00 $" as fr-CA writes it (a non-breaking space before the sign). */
const CAD_98 = /98,00\s\$/;

/** The page is French: its language, its title and everything it shows or announces. */
async function expectFrench(page: Page, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(englishIn([await page.title()]), `title of ${label}`).toEqual([]);
  // The check reads the whole page (shell included): a handful of texts would mean it read nothing.
  expect((await pageTexts(page)).length, `texts read on ${label}`).toBeGreaterThan(20);
  expect(await englishLeft(page), `English on ${label}`).toEqual([]);
  await expectAccessible(page, label);
}

async function fillGroup(group: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = group.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

test('in French, from the Hamilton page, two adults book Hamilton → Toronto Pearson, pay, read the mail, find the trip and cancel one', async ({
  page,
}) => {
  const date = dateFromToday(6, TORONTO);
  const p = fr.passengers.fields;

  await page.goto('/fr/canada/hamilton');
  await page.getByRole('link', { name: fill(canadaFr.airport.schedule.book, { city: 'Hamilton' }) }).click();
  await expect(page).toHaveURL(/\/fr\/canada\/reserver\?depart=YHM&arrive=YYZ$/);
  await expect(page.getByRole('heading', { level: 1, name: fr.search.canadaBook.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: fr.search.place.from.label, exact: true })).toHaveValue(/Hamilton/);
  await expect(page.getByRole('combobox', { name: fr.search.place.to.label, exact: true })).toHaveValue(/Pearson/);
  await expectFrench(page, 'the French Canadian booking');

  await page.getByLabel(fr.search.form.departureDate).fill(date);
  await page.getByRole('button', { name: fr.search.party.adults.add }).click();
  await page.getByRole('button', { name: fr.search.form.submit, exact: true }).click();

  // Results in Canadian dollars, written the French way: 2 adults at 49 $.
  await expect(page).toHaveURL(/\/fr\/reservations\/depart$/);
  const select = new RegExp(`^${escape(fr.results.card.select)}\\s:`);
  const card = page
    .locator('.trip-card')
    .filter({ has: page.getByRole('button', { name: select }) })
    .first();
  await expect(card).toContainText(CAD_98);
  await expectFrench(page, 'the French results');
  await card.getByRole('button', { name: select }).click();
  await expect(page).toHaveURL(/\/fr\/reservations\/summary$/);
  await expect(page.getByTestId('total-price')).toHaveText(CAD_98);
  await expectFrench(page, 'the French summary');

  await page.getByRole('button', { name: fr.results.summary.continue }).click();
  await expect(page).toHaveURL(/^[^?]*\/fr\/passengers$/);
  await fillGroup(page.getByRole('group', { name: new RegExp(`^${fr.passengers.block.lead}`) }), {
    [p.firstName]: 'Gabrielle',
    [p.lastName]: 'Roy',
    [p.dateOfBirth]: '1984-11-30',
    [p.gender]: '2',
    [p.email]: 'gabrielle.roy@example.ca',
    [p.mobile]: '+1 905 555 0101',
  });
  await fillGroup(page.getByRole('group', { name: new RegExp(`^${fill(fr.passengers.block.other, { number: '2' })}`) }), {
    [p.firstName]: 'Michel',
    [p.lastName]: 'Tremblay',
    [p.dateOfBirth]: '1980-04-08',
    [p.gender]: '1',
  });
  await expectFrench(page, 'the French passengers');
  await page.getByRole('button', { name: fr.passengers.actions.continue }).click();

  await expect(page).toHaveURL(/\/fr\/seats\/depart$/);
  await expectFrench(page, 'the French seats');
  await page.getByRole('button', { name: fr.seats.footer.skip }).click();

  await expect(page).toHaveURL(/^[^?]*\/fr\/payments$/);
  await expectFrench(page, 'the French payment');
  const pay = page.getByRole('form', { name: fr.payments.common.payByCard });
  await pay.getByLabel(fr.payments.card.number).fill('4242 4242 4242 4242');
  await pay.getByLabel(fr.payments.card.expiry).fill('12/30');
  await pay.getByLabel(fr.payments.card.cvc).fill('123');
  await pay.getByRole('button', { name: new RegExp(`^${escape(fill(fr.payments.pay.pay, { total: '' }))}98,00\\s\\$$`) }).click();

  await expect(page).toHaveURL(/\/fr\/payments\/response$/);
  await expect(page.getByRole('heading', { level: 1, name: fr.payments.confirmation.title })).toBeVisible();
  await expect(page.getByTestId('amount-paid')).toHaveText(
    new RegExp(`^${escape(fill(fr.payments.confirmation.paidCard, { amount: '@', last4: '4242' })).replace('@', '98,00\\s\\$')}$`),
  );
  const pnr = (await page.getByTestId('confirmed-pnr').textContent())!.trim();
  await expectFrench(page, 'the French confirmation');

  // The confirmation mail, in the language it was booked in.
  await page.goto('/dev/mailbox');
  const mailLink = page.locator('li', { hasText: 'gabrielle.roy@example.ca' }).getByRole('link').first();
  expect(englishIn([(await mailLink.textContent()) ?? '']), 'English in the mail subject').toEqual([]);
  await mailLink.click();
  await expect(page).toHaveURL(/\/dev\/mailbox\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('body')).toContainText(pnr);
  await expect(page.locator('body')).toContainText(CAD_98);
  expect(await englishLeft(page), 'English in the confirmation mail').toEqual([]);

  // My Trips in French: found by reference and last name, one passenger cancelled.
  await page.goto(`/fr/trips/manage?pnr=${pnr}`);
  const form = page.getByRole('form', { name: fr.trips.lookup.form });
  await form.getByLabel(fr.trips.lookup.lastName).fill('Roy');
  await expectFrench(page, 'the French lookup');
  await form.getByRole('button', { name: fr.trips.lookup.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: fill(fr.trips.bookingPnr, { pnr }) })).toBeVisible();
  await expectFrench(page, 'the French trip');
  await page.getByRole('link', { name: fr.trips.cancelTrip }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/trips/${pnr}/cancel`));
  await expect(page.getByRole('heading', { level: 1, name: fill(fr.trips.cancel.title, { pnr }) })).toBeVisible();
  await page.getByRole('group', { name: fr.trips.cancel.whoLegend }).getByRole('checkbox', { name: 'Gabrielle Roy' }).uncheck();
  await expect(page.getByTestId('cancel-staying')).toHaveText(fill(fr.trips.cancel.staying_one, { names: 'Gabrielle Roy' }));
  await expect(page.getByRole('region', { name: fr.trips.cancel.yourRefund })).toContainText('$');
  await expectFrench(page, 'the French cancel page');
  await page
    .getByRole('button', { name: new RegExp(`^${escape(fill(fr.trips.cancel.action, { sentence: '' }))}.*Michel Tremblay$`) })
    .click();
  await page.getByRole('alertdialog', { name: fr.trips.cancel.confirmTitle }).getByRole('button', { name: fr.trips.dialogs.yes }).click();
  await expect(page.getByRole('heading', { level: 1, name: messages.trip.canceled })).toBeFocused();
  await expectFrench(page, 'the French cancellation');
});

test('the English check finds English: the catalogue’s texts and the words French never uses', () => {
  expect(englishIn([fill(fr.seats.footer.skip, {}), 'Skip Seat Selection & Continue', 'Seats left: 4', 'Total payé'])).toEqual([
    'Skip Seat Selection & Continue',
    'Seats left: 4',
  ]);
});

test('the language switch keeps the step and what the traveller typed', async ({ page }) => {
  const date = dateFromToday(8, TORONTO);
  await page.goto(`/canada/book?depart=YHM&arrive=YYZ&date=${date}`);
  await expect(page.getByLabel('Departure date')).toHaveValue(date);
  await page.getByRole('button', { name: 'Add one adult' }).click();
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/canada/reserver\\?depart=YHM&arrive=YYZ&date=${date}$`));
  await expect(page.getByLabel(fr.search.form.departureDate)).toHaveValue(date);
  await expectFrench(page, 'the switched booking entry');
});

test('switching language on a booking step keeps the step and the passenger typed so far', async ({ page }) => {
  await holdAndSeedDraft(page, { from: 'YHM', to: 'YYZ', days: 7, party: { adults: 1, children: 0, infants: 0 } });
  await page.goto('/passengers');
  const lead = page.getByRole('group', { name: /^Lead Passenger/ });
  await lead.getByLabel('First name', { exact: true }).fill('Gabrielle');
  await lead.getByLabel('Last name', { exact: true }).fill('Roy');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/fr\/passengers$/);
  const chef = page.getByRole('group', { name: new RegExp(`^${fr.passengers.block.lead}`) });
  await expect(chef.getByLabel(fr.passengers.fields.firstName, { exact: true })).toHaveValue('Gabrielle');
  await expect(chef.getByLabel(fr.passengers.fields.lastName, { exact: true })).toHaveValue('Roy');
  await expectFrench(page, 'the switched passengers step');
  // And back: the English step, still holding what was typed.
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/passengers$/);
  await expect(page.getByRole('group', { name: /^Lead Passenger/ }).getByLabel('First name', { exact: true })).toHaveValue('Gabrielle');
});

/** What the web app sends from a French page (i18n/lang.ts): the booking is held and paid in French. */
const FRENCH_CALLS = { 'accept-language': 'fr-CA, fr;q=0.9' };
const HOUR_MS = 3_600_000;

/** Books and pays, from French pages, the first YHM → YYZ coach leaving in one to 23 hours: its check-in is open. */
async function bookDepartingSoonInFrench(page: Page, lastName: string): Promise<string> {
  const party = { passengers_adults: 1, passengers_children: 0, passengers_infants: 0 };
  for (const days of [0, 1]) {
    const search = await page.request.put('/api/bookings/reservation/', {
      headers: FRENCH_CALLS,
      data: { dep_from: 'YHM', dep_to: 'YYZ', departure_date: dateFromToday(days, TORONTO), ...party },
    });
    const found = (await search.json()) as {
      uuid: string;
      depart_flights: { availability: number; booking_token: string; segments: { departure_at: string }[] }[];
    };
    const soon = found.depart_flights.find((i) => {
      const leaves = Date.parse(i.segments[0].departure_at) - Date.now();
      return i.availability >= 1 && leaves > HOUR_MS && leaves < 23 * HOUR_MS;
    });
    if (!soon) continue;
    const held = await page.request.put(`/api/bookings/${found.uuid}/itinerary/`, {
      headers: FRENCH_CALLS,
      data: { departure_flight: soon, ...party },
    });
    expect(held.status(), await held.text()).toBe(200);
    const reservation = await held.json();
    const email = `${lastName.toLowerCase()}@example.ca`;
    await saveLeadPassenger(
      page,
      { reservation, searchUuid: found.uuid, departure: soon },
      {
        title: 'Ms',
        first_name: 'Anne',
        last_name: lastName,
        gender: 2,
        date_of_birth: '1985-06-15',
        email,
      },
    );
    const paid = await page.request.put('/api/cart/check_out/', {
      headers: FRENCH_CALLS,
      data: { cart_id: reservation.cart.uuid, payment_data: { holder_name: `Anne ${lastName}`, email }, stripe_token: 'tok_visa' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    return reservation.pnr as string;
  }
  throw new Error('no YHM → YYZ coach leaves in the next 23 hours');
}

test('in French, a guest chooses a seat, checks in and gets the boarding pass by e-mail and as a PDF', async ({ page }) => {
  const pnr = await bookDepartingSoonInFrench(page, 'Hebert');
  await page.goto(`/fr/trips/manage?pnr=${pnr}`);
  const form = page.getByRole('form', { name: fr.trips.lookup.form });
  await form.getByLabel(fr.trips.lookup.lastName).fill('hebert');
  await form.getByRole('button', { name: fr.trips.lookup.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: fill(fr.trips.bookingPnr, { pnr }) })).toBeVisible();

  // No seat yet: the spec's 'Choose a seat', in French, leads to the seat change.
  await page.getByRole('button', { name: fr.trips.checkIn.checkIn }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.trip.chooseSeat);
  await expectFrench(page, 'the French trip, a seat to choose');
  await page.getByRole('link', { name: messages.trip.chooseSeat }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr.seats.change.title })).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/seats\/change/);
  const seat = page.getByLabel(new RegExp(`^${escape(fill(fr.seats.leg.seatFor, { name: '' }))}`)).first();
  const standard = await seat
    .locator('option')
    .filter({ hasNotText: fr.seats.seat.premium })
    .filter({ hasNotText: fr.seats.leg.noSeat })
    .first()
    .getAttribute('value');
  await seat.selectOption(standard!);
  await expectFrench(page, 'the French seat change');
  await page.getByRole('button', { name: fr.seats.change.save }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.trip.seatsChanged })).toBeVisible();

  await page.goto(`/fr/trips/${pnr}/1/checkin`);
  await expect(page.getByRole('heading', { level: 1, name: fr.trips.checkIn.title })).toBeVisible();
  await page.getByRole('button', { name: fr.trips.checkIn.checkIn }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.trip.checkedIn })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.trip.alreadyCheckedIn })).toBeDisabled();
  await page.getByRole('button', { name: fr.trips.checkIn.email }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.trip.emailSent })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: fr.trips.checkIn.download }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^landline-carte-embarquement-${pnr}-\\w+\\.pdf$`));
  await expectFrench(page, 'the French check-in, checked in');

  // The boarding-pass mail is French too.
  await page.goto('/dev/mailbox');
  const subjects = await page.locator('li', { hasText: 'hebert@example.ca' }).getByRole('link').allTextContents();
  expect(subjects.length).toBeGreaterThanOrEqual(2);
  expect(englishIn(subjects), 'English in the mail subjects').toEqual([]);
});

test('an unknown French address answers 404 with a French page that leads to the French booking', async ({ page }) => {
  const response = await page.goto('/fr/nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: fr.shell.notFound.title })).toBeVisible();
  await expectFrench(page, 'the French 404');
  await page.getByRole('link', { name: fr.shell.notFound.bookTrip }).click();
  await expect(page).toHaveURL(/\/fr\/canada\/reserver$/);
});
