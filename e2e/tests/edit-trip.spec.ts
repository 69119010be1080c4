import type { Page } from '@playwright/test';
import { dateFromToday, expect, expectAccessible, holdAndSeedDraft, saveLeadPassenger, test } from './helpers';

// Edit trip (decision 221) in the browser against the real server: a member
// who booked a one-way trip with a 10% voucher moves it to the next day from My Trips. The
// search opens pre-filled, the new trip's price summary takes off what the old one was worth,
// the member pays the difference by card, and My Trips shows the new booking and the old one
// changed to it.

const PASSWORD = 'Landline#2026';

async function register(page: Page, email: string): Promise<string> {
  const made = await page.request.post('/api/users/', {
    data: {
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      password: PASSWORD,
      retypePassword: PASSWORD,
      phone_number: '+1 970 555 0100',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { access: string }).access;
}

/** Books and pays, as `access`'s member, a one-way FTC → DEN trip `days` ahead with the WELCOME10 voucher. */
async function bookWithVoucher(page: Page, access: string, email: string, days: number): Promise<{ pnr: string; paid: number }> {
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days, party: { adults: 1, children: 0, infants: 0 } });
  await saveLeadPassenger(page, held, {
    title: 'Ms',
    first_name: 'Grace',
    last_name: 'Hopper',
    gender: 2,
    date_of_birth: '1985-06-15',
    email,
  });
  const headers = { authorization: `JWT ${access}` };
  const cart = held.reservation.cart.uuid;
  expect((await page.request.post(`/api/v2/cart/cart/${cart}/assign_cart_to_user/`, { headers })).status()).toBe(200);
  const products = (await (await page.request.get('/api/v2/cart/products/')).json()) as { id: number; category: string }[];
  const voucher = products.find((p) => p.category === 'vouchers')!.id;
  const added = await page.request.put(`/api/v2/cart/cart/${cart}/add_item/${voucher}/`, {
    headers,
    data: { data: { vouchers_id: 'WELCOME10' } },
  });
  expect(added.status(), await added.text()).toBe(200);
  const paid = await page.request.put('/api/cart/check_out/', {
    headers,
    data: { cart_id: cart, payment_data: { holder_name: 'Grace Hopper', email }, stripe_token: 'tok_visa' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { pnr: held.reservation.pnr, paid: ((await paid.json()) as { payment: { amount: number } }).payment.amount };
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a member moves a booked trip to the next day and pays the difference', async ({ page }) => {
  const email = `edit-${Date.now()}@example.com`;
  const access = await register(page, email);
  const old = await bookWithVoucher(page, access, email, 9);

  await page.goto('/login?next=/trips');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^[^?]*\/trips$/);

  // Manage Trip → Change of plans → Edit trip: a one-way trip goes straight to editing.
  const card = page.getByRole('article', { name: `Booking ${old.pnr}` });
  await card.getByRole('button', { name: `Manage Trip ${old.pnr}` }).click();
  await page.getByRole('dialog', { name: 'Change of plans?' }).getByRole('button', { name: 'Edit trip' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit trip' });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('radio')).toHaveCount(0);
  await expectAccessible(page, 'edit-trip dialog');
  await edit.getByRole('button', { name: 'Find a new trip' }).click();

  // The search opens on the booked date, from the booked places, for the booked passenger.
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await expect(page.getByRole('region', { name: 'Editing a booking' })).toContainText(`booking ${old.pnr}`);
  await expect(page.getByRole('navigation', { name: 'Booking steps' })).not.toContainText('Passenger details');
  await page
    .getByRole('button', { name: /Next day/ })
    .first()
    .click();
  const select = page
    .locator('.trip-card')
    .filter({ has: page.getByRole('button', { name: /^Select:/ }) })
    .first();
  await select.getByRole('button', { name: /^Select:/ }).click();
  await expect(page).toHaveURL(/\/reservations\/summary$/);
  await expectAccessible(page, 'edit summary');
  await page.getByRole('button', { name: 'Continue' }).click();

  // No passengers page and no seat step: straight to payment, the old trip's worth taken off.
  await expect(page).toHaveURL(/^[^?]*\/payments$/);
  const summary = page.getByRole('complementary', { name: 'Price summary' });
  await expect(summary.getByText(`Booking ${old.pnr} (replaced)`)).toBeVisible();
  await expect(summary).toContainText(`−${money(old.paid)}`);
  const difference = 2900 - old.paid;
  await expect(page.getByTestId('cart-total')).toHaveText(money(difference));
  await expectAccessible(page, 'edit payment');
  const pay = page.getByRole('form', { name: 'Pay by card' });
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM / YY)').fill('12/30');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: `Pay ${money(difference)}` }).click();

  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip changed' })).toBeVisible();
  await expect(page.getByTestId('replaced')).toContainText(old.pnr);
  const newPnr = (await page.getByTestId('confirmed-pnr').textContent())!.trim();
  expect(newPnr).not.toBe(old.pnr);
  await expect(page.getByTestId('amount-paid')).toContainText(money(difference));

  // My Trips: the new booking on the new date; the old one canceled, changed to the new one.
  await page.getByTestId('replaced').getByRole('link', { name: 'See My Trips' }).click();
  await expect(page).toHaveURL(/^[^?]*\/trips$/);
  const fresh = page.getByRole('article', { name: `Booking ${newPnr}` });
  await expect(fresh).toBeVisible();
  await expect(fresh.locator('time').first()).toHaveAttribute('datetime', dateFromToday(10));
  const replaced = page.getByRole('article', { name: `Canceled Booking ${old.pnr}` });
  await expect(replaced).toContainText(`Changed to booking ${newPnr}`);
  const trip = await page.request.get(`/api/v2/booking/tickets/${old.pnr}/`, { headers: { authorization: `JWT ${access}` } });
  expect(((await trip.json()) as { state: number; departure: { changed_to: string } }).departure.changed_to).toBe(newPnr);
  await expectAccessible(page, 'My Trips after the edit');
});

test('a guest buys a premium seat for a booked trip: the payment page, then the seat', async ({ page }) => {
  const email = 'premium-guest@example.com';
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 16, party: { adults: 1, children: 0, infants: 0 } });
  await saveLeadPassenger(page, held, {
    title: 'Ms',
    first_name: 'Mary',
    last_name: 'Jackson',
    gender: 2,
    date_of_birth: '1981-04-09',
    email,
  });
  const paid = await page.request.put('/api/cart/check_out/', {
    data: { cart_id: held.reservation.cart.uuid, payment_data: { holder_name: 'Mary Jackson', email }, stripe_token: 'tok_visa' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { pnr } = held.reservation;

  await page.goto(`/trips/manage?pnr=${pnr}`);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Last name').fill('Jackson');
  await form.getByRole('button', { name: 'Find my booking' }).click();
  await page.getByRole('link', { name: 'Change seats of the departure trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve Seats' })).toBeVisible();
  const seat = page.getByLabel('Seat for Lead Passenger (Mary Jackson)');
  const premium = await seat.locator('option').filter({ hasText: 'premium' }).first().getAttribute('value');
  await seat.selectOption(premium!);
  await page.getByRole('button', { name: 'Save seats' }).click();

  // Section 4: payment needed for premium seats: the payment page has the seat and its price.
  await expect(page).toHaveURL(/\/payments\?seats=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for premium seats' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Price summary' });
  await expect(summary).toContainText(`Premium seat ${premium} · Mary Jackson`);
  const total = (await page.getByTestId('cart-total').textContent())!.trim();
  await expectAccessible(page, 'premium seat payment');
  const pay = page.getByRole('form', { name: 'Pay by card' });
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM / YY)').fill('12/30');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByLabel('E-mail for the confirmation').fill(email);
  await pay.getByRole('button', { name: `Pay ${total}` }).click();

  // Back on the trip: the seat is Mary's.
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${pnr}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Seats successfully changed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passengers' }).getByRole('listitem').filter({ hasText: 'Mary Jackson' })).toContainText(
    `seat ${premium}`,
  );
});
