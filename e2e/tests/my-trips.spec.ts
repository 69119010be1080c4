import type { Page } from '@playwright/test';
import { TRIPS_PAGE_SIZE } from '@landline/shared/constants';
import { SEAT_MESSAGES, TRIP_MESSAGES } from '@landline/shared/messages';
import {
  dateFromToday,
  expect,
  expectAccessible,
  fromMailbox,
  holdAndSeedDraft,
  holdScripts,
  isHydrated,
  saveLeadPassenger,
  test,
} from './helpers';

// My Trips, the guest lookup, check-in and cancellation in the browser against the
// real server: a demo member sees a trip booked for them under Upcoming Trips and their ridden
// trips under Past Trips, ten at a time; a guest finds a paid booking by its reference and a
// passenger's last name, typed loosely, after a wrong name was refused; a guest cancels part of
// a booking; a guest and a member check in (a trip leaving within 23 hours, so check-in is open).

const DEMO_PASSWORD = 'Penguin-Perks-2026';
const PHONE = { width: 360, height: 780 };

/** How far the document scrolls sideways beyond the viewport (0 = it does not). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

type Held = Awaited<ReturnType<typeof holdAndSeedDraft>>;
interface Person {
  first_name: string;
  last_name: string;
  email: string;
}

/** Saves the lead passenger of a hold and pays it by card; `access` makes it the member's first. */
async function confirm(page: Page, held: Held, person: Person, access?: string): Promise<string> {
  await saveLeadPassenger(page, held, { title: 'Ms', gender: 2, date_of_birth: '1985-06-15', ...person });
  const headers = access ? { authorization: `JWT ${access}` } : undefined;
  const cart = held.reservation.cart.uuid;
  if (access) {
    const assigned = await page.request.post(`/api/v2/cart/cart/${cart}/assign_cart_to_user/`, { headers });
    expect(assigned.status(), await assigned.text()).toBe(200);
  }
  const paid = await page.request.put('/api/cart/check_out/', {
    headers,
    data: {
      cart_id: cart,
      payment_data: { holder_name: `${person.first_name} ${person.last_name}`, email: person.email },
      stripe_token: 'tok_visa',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return held.reservation.pnr;
}

/** Books and pays a one-way FTC → DEN trip `days` ahead through the API. */
async function bookTrip(page: Page, options: { days: number; person: Person; access?: string }): Promise<string> {
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: options.days, party: { adults: 1, children: 0, infants: 0 } });
  return confirm(page, held, options.person, options.access);
}

const HOUR_MS = 3_600_000;

/** Books and pays the first FTC → DEN coach leaving in one to 23 hours: its check-in is open (24 h to 15 min before). */
async function bookDepartingSoon(page: Page, person: Person, access?: string): Promise<string> {
  const party = { passengers_adults: 1, passengers_children: 0, passengers_infants: 0 };
  for (const days of [0, 1]) {
    const search = await page.request.put('/api/bookings/reservation/', {
      data: { dep_from: 'FTC', dep_to: 'DEN', departure_date: dateFromToday(days), ...party },
    });
    const found = (await search.json()) as {
      uuid: string;
      depart_flights: { availability: number; booking_token: string; segments: { departure_at: string; operator: string }[] }[];
    };
    const soon = found.depart_flights.find((i) => {
      const leaves = Date.parse(i.segments[0].departure_at) - Date.now();
      return i.availability >= 1 && i.segments.every((s) => s.operator !== 'KIWI') && leaves > HOUR_MS && leaves < 23 * HOUR_MS;
    });
    if (!soon) continue;
    const held = await page.request.put(`/api/bookings/${found.uuid}/itinerary/`, { data: { departure_flight: soon, ...party } });
    expect(held.status(), await held.text()).toBe(200);
    return confirm(page, { reservation: await held.json(), searchUuid: found.uuid, departure: soon }, person, access);
  }
  throw new Error('no FTC → DEN coach leaves in the next 23 hours');
}

/** Gives the lead passenger a free seat on the departure's coach, as the seat change does (decision 219). */
async function chooseSeat(page: Page, pnr: string, headers: Record<string, string>): Promise<void> {
  const map = (await (await page.request.get(`/api/seats/${pnr}/1/`, { headers })).json()) as {
    legs: { rows: ({ code: string; available: boolean; premium: boolean } | null)[][] }[];
  };
  const seat = map.legs[0].rows.flat().find((c) => c?.available && !c.premium);
  const chosen = await page.request.put(`/api/seats/${pnr}/1/`, {
    headers,
    data: { passengers: [{ passenger: 0, seats: [{ leg: 0, code: seat!.code }] }] },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
}

test('a member sees the trip booked for them under Upcoming Trips and their ridden trips under Past Trips', async ({ page }) => {
  const email = 'gold@demo.landline.test';
  const login = await page.request.post('/api/sessions/', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const pnr = await bookTrip(page, { days: 12, access, person: { first_name: 'Goldie', last_name: 'Gold', email } });

  await page.goto('/login?next=/profile');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^[^?]*\/profile$/);

  // The account menu's order (section 2), then My Trips from the top tabs.
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Book Trip',
    'My Trips',
    'My Profile',
    'Mile History',
    'Refer A Friend ($20)',
    'Logout',
  ]);
  await page.keyboard.press('Escape');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'My Trips' }).click();
  await expect(page).toHaveURL(/^[^?]*\/trips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Trips' })).toHaveAttribute('aria-current', 'page');

  // Upcoming: the booking, its DEPART part, its passengers behind Additional Information.
  const upcomingTab = page.getByRole('tab', { name: 'Upcoming Trips' });
  await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
  const upcoming = page.getByRole('tabpanel', { name: 'Upcoming Trips' });
  const card = upcoming.getByRole('article', { name: `Booking ${pnr}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Depart' })).toBeVisible();
  await expect(card).toContainText('Fort Collins');
  await expect(card).toContainText('Landline shuttle');
  await card.getByText('Additional Information').click();
  await expect(card.getByText('Goldie Gold')).toBeVisible();
  await expect(card).toContainText(`Departure: ticket ${pnr}-D01`);
  await expect(upcoming.getByRole('link', { name: "Don't see your booking? click here" })).toHaveAttribute('href', '/trips/manage');
  await expectAccessible(page, 'My Trips, upcoming');

  // Manage Trip opens the change-of-plans modal: edit or cancel; Escape closes it.
  await card.getByRole('button', { name: `Manage Trip ${pnr}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change of plans?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Cancel trip' })).toHaveAttribute('href', `/trips/${pnr}/cancel`);
  await expect(dialog.getByRole('button', { name: 'Edit trip' })).toBeEnabled();
  await expectAccessible(page, 'change-of-plans dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: `Manage Trip ${pnr}` })).toBeFocused();

  // Past Trips by keyboard: the ten demo rides, one page, no Show more.
  await upcomingTab.focus();
  await page.keyboard.press('ArrowRight');
  const pastTab = page.getByRole('tab', { name: 'Past Trips' });
  await expect(pastTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/^[^?]*\/trips\?tab=past$/);
  const past = page.getByRole('tabpanel', { name: 'Past Trips' });
  await expect(past.getByRole('article')).toHaveCount(TRIPS_PAGE_SIZE);
  await expect(past.getByRole('article', { name: `Booking ${pnr}` })).toHaveCount(0);
  await expect(past.getByRole('button', { name: 'Show more trips' })).toHaveCount(0);
  await expect(past.getByRole('button', { name: /Manage Trip/ })).toHaveCount(0);
  await expect(past.getByRole('link', { name: "Don't see your booking? click here" })).toBeVisible();
  await expectAccessible(page, 'My Trips, past');

  // The trip page of the upcoming booking: check-in not open yet, the way to cancel.
  await page.getByRole('tab', { name: 'Upcoming Trips' }).click();
  await card.getByRole('link', { name: `View trip ${pnr}` }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/details\\?pnr=${pnr}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();
  await expect(page.getByTestId('trip-status')).toHaveText('Upcoming');
  await expect(page.getByRole('button', { name: 'Check in' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveAccessibleDescription(TRIP_MESSAGES.checkInNotOpen);
  await expect(page.getByRole('link', { name: 'Cancel trip' })).toHaveAttribute('href', `/trips/${pnr}/cancel`);
  await expectAccessible(page, 'trip page of a member');
});

test('the platinum member’s fifteen rides come ten at a time: Show more trips loads the rest and takes focus there', async ({ page }) => {
  await page.goto(`/login?next=${encodeURIComponent('/trips?tab=past')}`);
  await page.getByLabel('E-mail', { exact: true }).fill('platinum@demo.landline.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^[^?]*\/trips\?tab=past$/);
  const past = page.getByRole('tabpanel', { name: 'Past Trips' });
  const trips = past.getByRole('article');
  await expect(trips).toHaveCount(TRIPS_PAGE_SIZE);
  // The keyboard's way to the next page (scrolling to the end of the list loads it too).
  await past.getByRole('button', { name: 'Show more trips' }).press('Enter');
  await expect(trips).toHaveCount(15);
  await expect(trips.nth(TRIPS_PAGE_SIZE)).toBeFocused();
  await expect(past.getByRole('button', { name: 'Show more trips' })).toHaveCount(0);
  await expect(past.getByRole('status')).toHaveText('15 trips shown');

  // Scrolling to the end of the first page loads the next one too.
  await page.reload();
  await expect(trips).toHaveCount(TRIPS_PAGE_SIZE);
  await trips.last().scrollIntoViewIfNeeded();
  await expect(trips).toHaveCount(15);
});

test('a guest finds a paid booking by reference and last name: a wrong name is refused, a loosely typed one found', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const pnr = await bookTrip(page, { days: 15, person: { first_name: 'Grace', last_name: 'Hopper', email: 'grace.hopper@example.com' } });

  // A visitor's My Trips is the lookup.
  await page.goto('/trips');
  await expect(page).toHaveURL(/\/trips\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your booking' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Find your booking' });

  // Nothing typed: both fields say what they need.
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(form.getByLabel('Last name')).toHaveAccessibleDescription(new RegExp(TRIP_MESSAGES.lastNameRequired));
  await expect(form.getByText('Please enter your 6-character booking reference')).toBeVisible();

  // A wrong last name: the same answer as an unknown reference.
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Booking reference').fill(pnr);
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(form.getByRole('alert')).toHaveText(TRIP_MESSAGES.notFound);
  await expectAccessible(page, 'lookup with a wrong last name');

  // The right name in lower case with spaces around, the reference likewise.
  await form.getByLabel('Last name').fill('  hopper ');
  await form.getByLabel('Booking reference').fill(` ${pnr.toLowerCase()} `);
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/details\\?pnr=${pnr}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Departure/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passengers' })).toContainText('Grace Hopper');
  await expect(page.getByRole('link', { name: 'Find another booking' })).toHaveAttribute('href', '/trips/manage');
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectAccessible(page, 'trip page of a guest at 360 px');

  // The last name stays with this tab: a reload reads the booking again with it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();
  await expect(page.getByTestId('trip-status')).toHaveText('Upcoming');
});

test('the lookup page is taken over before its form code arrives; the form turns on once it has (decision 314)', async ({ page }) => {
  const release = await holdScripts(page, /\/assets\/lookup-form-[^/]+\.js$/);
  await page.goto('/trips/manage?pnr=ABC234');
  const form = page.getByRole('form', { name: 'Find your booking' });
  // The rest of the page is taken over; the form is the server's, its controls off.
  await expect.poll(() => isHydrated(page, 'header')).toBe(true);
  await expect(form.getByLabel('Last name')).toBeVisible();
  await expect(form.getByLabel('Last name')).toBeDisabled();
  expect(await isHydrated(page, 'form.account-form')).toBe(false);
  await expectAccessible(page, 'lookup before its form code');

  release();
  await expect(form.getByLabel('Last name')).toBeEnabled();
  await expect(form.getByLabel('Booking reference')).toHaveValue('ABC234');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(form.getByLabel('Last name')).toBeFocused();
  await expect(form.getByLabel('Last name')).toHaveAccessibleDescription(new RegExp(TRIP_MESSAGES.lastNameRequired));
});

test('a guest cancels one passenger of a booking: the refund follows the choice, Yes confirms, the trip keeps the other', async ({
  page,
}) => {
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 16, party: { adults: 2, children: 0, infants: 0 } });
  const person = { title: 'Mr', last_name: 'Knuth', gender: 1, passenger_type: 'AD', special_requirements: [] };
  const saved = await page.request.put(`/api/bookings/${held.reservation.search_uuid}/passengers/`, {
    data: {
      cart_id: held.reservation.cart.uuid,
      booking_token: held.departure.booking_token,
      passengers: [
        { ...person, first_name: 'Donald', date_of_birth: '1968-01-10', email: 'don.knuth@example.com', phone_number: '+1 970 555 0100' },
        { ...person, title: 'Mrs', gender: 2, first_name: 'Jill', date_of_birth: '1970-02-02', email: '', phone_number: '' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const paid = await page.request.put('/api/cart/check_out/', {
    data: {
      cart_id: held.reservation.cart.uuid,
      payment_data: { holder_name: 'Donald Knuth', email: 'don.knuth@example.com' },
      stripe_token: 'tok_visa',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { pnr } = held.reservation;

  await page.goto(`/trips/manage?pnr=${pnr}`);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await expect(form.getByLabel('Booking reference')).toHaveValue(pnr);
  await form.getByLabel('Last name').fill('knuth');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel trip' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${pnr}/cancel$`));
  await expect(page.getByRole('heading', { level: 1, name: `Cancel booking ${pnr}` })).toBeVisible();

  // Both passengers by default; the refund of the whole booking, then of Jill's ticket alone.
  const passengers = page.getByRole('group', { name: 'Which passengers?' });
  await expect(passengers.getByRole('checkbox')).toHaveCount(2);
  const refund = page.getByRole('region', { name: 'Your refund' });
  await expect(refund.getByRole('row', { name: /^Total/ })).toBeVisible();
  const whole = await refund.getByRole('row', { name: /^Total/ }).innerText();
  await passengers.getByRole('checkbox', { name: 'Donald Knuth' }).uncheck();
  await expect(refund.getByRole('row', { name: /^Total/ })).not.toHaveText(whole);
  await expect(page.getByTestId('refund-to')).toHaveText('Added to your store credit');
  await expectAccessible(page, 'cancel page');

  // The confirm modal: No keeps the trip, Yes cancels.
  await page.getByRole('button', { name: 'Cancel the trip for Jill Knuth' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel?' });
  await expect(confirm).toContainText('The trip for Jill Knuth');
  await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
  await expectAccessible(page, 'cancel confirmation');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Cancel the trip for Jill Knuth' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRIP_MESSAGES.canceled })).toBeFocused();
  await expect(page.getByTestId('voucher-code')).not.toBeEmpty();
  await expectAccessible(page, 'cancellation complete');

  // Back on the trip: still upcoming, Jill's ticket canceled, Donald's not.
  await page.getByRole('link', { name: 'Back to your trip' }).click();
  await expect(page.getByTestId('trip-status')).toHaveText('Upcoming');
  const list = page.getByRole('region', { name: 'Passengers' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Jill Knuth' }).getByRole('listitem')).toContainText('(canceled)');
  await expect(list.getByRole('listitem').filter({ hasText: 'Donald Knuth' }).getByRole('listitem')).not.toContainText('(canceled)');
});

test('a guest checks in once check-in is open: a seat first, then the boarding passes by e-mail and as a PDF', async ({ page }) => {
  const pnr = await bookDepartingSoon(page, { first_name: 'Ada', last_name: 'Byron', email: 'ada.byron@example.com' });
  await page.goto(`/trips/manage?pnr=${pnr}`);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Last name').fill('byron');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();

  // No seat yet: section 4's 'Choose a seat', which leads to the seat change (decision 219).
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('alert')).toHaveText(TRIP_MESSAGES.chooseSeat);
  await page.getByRole('link', { name: TRIP_MESSAGES.chooseSeat }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve Seats' })).toBeVisible();
  const seat = page.getByLabel(/^Seat for Lead Passenger/).first();
  // A standard seat: a premium one would first be paid for (decision 222). The last one free: other
  // journeys on this shared departure take the first, and a seat taken between the map and Save is
  // refused ("This seat has just been taken").
  const standard = await seat
    .locator('option')
    .filter({ hasNotText: 'premium' })
    .filter({ hasNotText: 'No seat' })
    .last()
    .getAttribute('value');
  await seat.selectOption(standard!);
  await expectAccessible(page, 'seat change');
  await page.getByRole('button', { name: 'Save seats' }).click();
  await expect(page.getByRole('status').filter({ hasText: TRIP_MESSAGES.seatsChanged })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();

  // The direction's own check-in page: a guest stays on it, with the boarding passes.
  await page.goto(`/trips/${pnr}/1/checkin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check in' })).toBeVisible();
  await expectAccessible(page, 'check-in page');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('status').filter({ hasText: TRIP_MESSAGES.checkedIn })).toBeVisible();
  await expect(page.getByRole('button', { name: TRIP_MESSAGES.alreadyCheckedIn })).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`/trips/${pnr}/1/checkin$`));
  await page.getByRole('button', { name: 'Email boarding pass' }).click();
  await expect(page.getByRole('status').filter({ hasText: TRIP_MESSAGES.emailSent })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download boarding pass' }).click();
  expect((await download).suggestedFilename()).toBe(`landline-boarding-pass-${pnr}-departure.pdf`);
  await expectAccessible(page, 'check-in page, checked in');
});

test('a seat another traveller takes while a guest chooses it is refused, and the map shows it taken (decision 306)', async ({ page }) => {
  const party = { adults: 1, children: 0, infants: 0 };
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 27, party });
  const pnr = await confirm(page, held, { first_name: 'Grace', last_name: 'Hopper', email: 'grace.hopper@example.com' });
  await page.goto(`/trips/manage?pnr=${pnr}`);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Last name').fill('hopper');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await page.getByRole('link', { name: 'Change seats of the departure trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve Seats' })).toBeVisible();
  const seat = page.getByLabel(/^Seat for Lead Passenger/).first();
  const standard = seat.locator('option').filter({ hasNotText: 'premium' }).filter({ hasNotText: 'No seat' });
  const wanted = (await standard.last().getAttribute('value'))!;
  await seat.selectOption(wanted);

  // Meanwhile another traveller holds the same coach and takes that seat.
  const rivalParty = { passengers_adults: 1, passengers_children: 0, passengers_infants: 0 };
  const search = await page.request.put('/api/bookings/reservation/', {
    data: { dep_from: 'FTC', dep_to: 'DEN', departure_date: dateFromToday(27), ...rivalParty },
  });
  const found = (await search.json()) as { uuid: string; depart_flights: { booking_token: string }[] };
  const same = found.depart_flights.find((i) => i.booking_token === held.departure.booking_token);
  const rival = await page.request.put(`/api/bookings/${found.uuid}/itinerary/`, { data: { departure_flight: same, ...rivalParty } });
  expect(rival.status(), await rival.text()).toBe(200);
  const { pnr: rivalPnr, cart } = (await rival.json()) as { pnr: string; cart: { uuid: string } };
  const taken = await page.request.put(`/api/seats/${rivalPnr}/1/?cart_id=${cart.uuid}`, {
    data: { passengers: [{ passenger: 0, seats: [{ leg: 0, code: wanted }] }] },
  });
  expect(taken.status(), await taken.text()).toBe(200);

  // Save is refused; the map is fetched again, so the seat shows as taken and is no longer offered.
  await page.getByRole('button', { name: 'Save seats' }).click();
  await expect(page.getByRole('alert')).toContainText(SEAT_MESSAGES.taken);
  await expect(page.getByRole('button', { name: new RegExp(`^Seat ${wanted}, .*taken$`) })).toBeVisible();
  await expect(seat).toHaveValue('');
  await expect(seat.locator(`option[value="${wanted}"]`)).toHaveCount(0);
  await expectAccessible(page, 'seat change after a seat was taken');

  // Another seat is saved.
  const other = (await standard.last().getAttribute('value'))!;
  await seat.selectOption(other);
  await page.getByRole('button', { name: 'Save seats' }).click();
  await expect(page.getByRole('status').filter({ hasText: TRIP_MESSAGES.seatsChanged })).toBeVisible();
  const list = page.getByRole('region', { name: 'Passengers' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Grace Hopper' })).toContainText(`seat ${other}`);
});

test('a member checks in from My Trips and comes back to it, where the boarding pass waits', async ({ page }) => {
  const email = 'almost-gold@demo.landline.test';
  const login = await page.request.post('/api/sessions/', { data: { email, password: DEMO_PASSWORD } });
  const { access } = (await login.json()) as { access: string };
  const pnr = await bookDepartingSoon(page, { first_name: 'Nina', last_name: 'Ninerides', email }, access);
  await chooseSeat(page, pnr, { authorization: `JWT ${access}` });

  await page.goto('/login?next=/trips');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^[^?]*\/trips$/);
  const card = page.getByRole('article', { name: `Booking ${pnr}` });
  await card.getByRole('link', { name: `Check in: departure of ${pnr}` }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${pnr}/1/checkin$`));
  await page.getByRole('button', { name: 'Check in' }).click();

  // Section 4: after check-in from the trips list the member goes to /trips.
  await expect(page).toHaveURL(/^[^?]*\/trips$/);
  await expect(page.getByRole('status').filter({ hasText: TRIP_MESSAGES.checkedIn })).toBeVisible();
  await expect(card.getByRole('link', { name: `Boarding pass: departure of ${pnr}` })).toBeVisible();
  await expectAccessible(page, 'My Trips after check-in');

  // The boarding pass by e-mail: a mail to the member with the PDF attached (the development mailbox).
  await card.getByRole('link', { name: `Boarding pass: departure of ${pnr}` }).click();
  await page.getByRole('button', { name: 'Email boarding pass' }).click();
  await expect(page.getByRole('status').filter({ hasText: TRIP_MESSAGES.emailSent })).toBeVisible();
  await page.goto('/dev/mailbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `Your Landline boarding passes: ${pnr}` })
    .first();
  await expect(mail).toContainText(email);
  const pdf = mail.getByRole('link', { name: /\.pdf$/ }).first();
  const file = await fromMailbox((await pdf.getAttribute('href'))!);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('a guest changes a seat, then cancels the return of one passenger after reading the refund lines', async ({ page }) => {
  const party = { passengers_adults: 2, passengers_children: 0, passengers_infants: 0 };
  const search = await page.request.put('/api/bookings/reservation/', {
    data: { dep_from: 'FTC', dep_to: 'DEN', departure_date: dateFromToday(18), return_date: dateFromToday(20), ...party },
  });
  const found = (await search.json()) as {
    uuid: string;
    depart_flights: { availability: number; booking_token: string; segments: { operator: string }[] }[];
    return_flights: { availability: number; booking_token: string; segments: { operator: string }[] }[];
  };
  const coach = (list: typeof found.depart_flights) =>
    list.find((i) => i.availability >= 2 && i.segments.every((s) => s.operator !== 'KIWI'))!;
  const held = await page.request.put(`/api/bookings/${found.uuid}/itinerary/`, {
    data: { departure_flight: coach(found.depart_flights), return_flight: coach(found.return_flights), ...party },
  });
  expect(held.status(), await held.text()).toBe(200);
  const reservation = (await held.json()) as { pnr: string; cart: { uuid: string }; departure: { booking_token: string } };
  const person = { title: 'Ms', last_name: 'Hamilton', gender: 2, passenger_type: 'AD', special_requirements: [] };
  const saved = await page.request.put(`/api/bookings/${found.uuid}/passengers/`, {
    data: {
      cart_id: reservation.cart.uuid,
      booking_token: reservation.departure.booking_token,
      passengers: [
        { ...person, first_name: 'Margaret', date_of_birth: '1966-08-17', email: 'margaret@example.com', phone_number: '+1 970 555 0100' },
        { ...person, title: 'Mr', gender: 1, first_name: 'James', date_of_birth: '1964-03-01', email: '', phone_number: '' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const paid = await page.request.put('/api/cart/check_out/', {
    data: {
      cart_id: reservation.cart.uuid,
      payment_data: { holder_name: 'Margaret Hamilton', email: 'margaret@example.com' },
      stripe_token: 'tok_visa',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { pnr } = reservation;

  await page.goto(`/trips/manage?pnr=${pnr}`);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Last name').fill('hamilton');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();

  // A seat for James on the departure, through the seat change page.
  await page.getByRole('link', { name: 'Change seats of the departure trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve Seats' })).toBeVisible();
  const james = page.getByLabel('Seat for Passenger #2 (James Hamilton)').first();
  const standard = await james
    .locator('option')
    .filter({ hasNotText: 'premium' })
    .filter({ hasNotText: 'No seat' })
    .first()
    .getAttribute('value');
  await james.selectOption(standard!);
  const chosen = await james.inputValue();
  await expectAccessible(page, 'seat change of a booked trip');
  await page.getByRole('button', { name: 'Save seats' }).click();
  await expect(page.getByRole('status').filter({ hasText: TRIP_MESSAGES.seatsChanged })).toBeVisible();
  const list = page.getByRole('region', { name: 'Passengers' });
  await expect(list.getByRole('listitem').filter({ hasText: 'James Hamilton' })).toContainText(`seat ${chosen}`);

  // Cancel the return for James alone: the calculator's lines come before the confirmation.
  await page.getByRole('link', { name: 'Cancel trip' }).click();
  await page.getByRole('radio', { name: 'The return only' }).check();
  await page.getByRole('group', { name: 'Which passengers?' }).getByRole('checkbox', { name: 'Margaret Hamilton' }).uncheck();
  const table = page.getByRole('table', { name: 'Your refund' });
  await expect(table.getByRole('row', { name: /^Landline fare \(return\)/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Landline fare \(departure\)/ })).toContainText('$0.00');
  await expect(table.getByRole('row', { name: /^Cancellation fee/ })).toBeVisible();
  await expect(page.getByTestId('refund-to')).toHaveText('Added to your store credit');
  await expectAccessible(page, 'refund calculator for one passenger’s return');
  await page.getByRole('button', { name: 'Cancel the return for James Hamilton' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure you want to cancel?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRIP_MESSAGES.canceled })).toBeFocused();

  await page.getByRole('link', { name: 'Back to your trip' }).click();
  const jamesTickets = page.getByRole('region', { name: 'Passengers' }).getByRole('listitem').filter({ hasText: 'James Hamilton' });
  await expect(jamesTickets.getByRole('listitem').filter({ hasText: /^Return/ })).toContainText('(canceled)');
  await expect(jamesTickets.getByRole('listitem').filter({ hasText: /^Departure/ })).not.toContainText('(canceled)');
});
