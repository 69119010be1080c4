import type { Page } from '@playwright/test';
import { expect, expectAccessible, holdAndSeedDraft, saveLeadPassenger, test } from './helpers';

// The Penguin Perks ladder in the browser (decisions 211 to 215), with the
// demo members `npm start` seeds: the member with 5 rides is Silver on /profile and /miles and
// gets 10% off at checkout; buys miles by card and pays a trip with them, both in Mile History;
// the Platinum member's companion rides free. Paying with miles earns no ride, so a retried run
// finds the same tiers.

const PASSWORD = 'Penguin-Perks-2026';
const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function logInTo(page: Page, next: string, email: string): Promise<void> {
  await page.goto(`/login?next=${next}`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

test('the member with 5 rides is Silver: 10% off at checkout, buys miles, pays with them, sees both in Mile History', async ({ page }) => {
  const email = 'silver@demo.landline.test';
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 13, party: { adults: 1, children: 0, infants: 0 } });
  await saveLeadPassenger(page, held, {
    title: 'Ms',
    first_name: 'Sylvie',
    last_name: 'Silver',
    gender: 2,
    date_of_birth: '1985-06-15',
    email,
  });
  const fare = held.reservation.cart.summary;
  const off = Math.floor(fare / 10);

  await logInTo(page, '/payments', email);
  const perks = page.getByRole('region', { name: 'Penguin Perks' });
  await expect(page.getByTestId('perks-banner')).toHaveText('Penguin Perks: 10% off your rides as a Silver member.');
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Member discount')).toBeVisible();
  await expect(summary.getByText(`−${money(off)}`)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(money(fare - off));
  await expectAccessible(page, 'payment page with the Silver discount');

  // Buy miles by card: the wallet grows by what was bought.
  await page.goto('/miles/buy?next=/payments');
  await page.getByLabel('Number of miles').fill('5000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('miles-quote')).toHaveText('5,000 miles cost $62.50');
  const card = page.getByRole('form', { name: 'Pay by card' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM / YY)').fill('12/30');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Pay $62.50' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/^[^?]*\/payments$/);

  // Pay the trip with miles: the tickets at their full price in points, nothing by card.
  await perks.getByRole('radio', { name: 'Penguin Perks miles' }).check();
  await expect(page.getByTestId('cart-points')).toHaveText(`${fare.toLocaleString('en-US')} miles`);
  await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
  await page
    .getByRole('form', { name: 'Confirm your booking' })
    .getByRole('button', { name: `Pay ${fare.toLocaleString('en-US')} miles` })
    .click();
  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(held.reservation.pnr);

  // Mile History: the tier beside the wallet, the payment, the purchase and the five rides' miles.
  await page.goto('/miles');
  await expect(page.getByTestId('miles-tier')).toContainText('Silver 5 eligible rides in the last twelve months');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(`Paid with miles · booking ${held.reservation.pnr}`);
  await expect(rows.nth(1)).toContainText(`−${fare.toLocaleString('en-US')}`);
  await expect(rows.nth(2)).toContainText('Bought');
  await expect(rows.nth(2)).toContainText('+5,000');
  await expect(rows.filter({ hasText: 'Earned on a ride' })).toHaveCount(5);
  await expectAccessible(page, 'mile history of a Silver member');

  // The profile agrees: Silver, five rides, five more to Gold, the same wallet.
  const balance = await page.getByTestId('miles-balance').textContent();
  await page.goto('/profile');
  await expect(page.locator('.tier-badge')).toHaveText('Silver');
  await expect(page.getByTestId('tier-summary')).toHaveText('5 eligible rides: 5 more to Gold.');
  await expect(page.getByTestId('profile-wallet-points')).toHaveText(balance!);
  await expectAccessible(page, 'profile of a Silver member');
});

test('the Platinum member travelling with a companion: the Partner Pass frees one seat, then 10% off', async ({ page }) => {
  const email = 'platinum@demo.landline.test';
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 14, party: { adults: 2, children: 0, infants: 0 } });
  const person = {
    title: 'Mr',
    last_name: 'Platinum',
    gender: 1,
    phone_number: '+1 970 555 0100',
    passenger_type: 'AD',
    special_requirements: [],
  };
  const saved = await page.request.put(`/api/bookings/${held.reservation.search_uuid}/passengers/`, {
    data: {
      cart_id: held.reservation.cart.uuid,
      booking_token: held.departure.booking_token,
      passengers: [
        { ...person, first_name: 'Pat', date_of_birth: '1980-02-02', email },
        { ...person, first_name: 'Robin', date_of_birth: '1982-03-03', email: '', phone_number: '' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const fare = held.reservation.cart.summary;
  const pass = Math.floor(fare / 2);
  const off = Math.floor((fare - pass) / 10);

  await logInTo(page, '/payments', email);
  await expect(page.getByTestId('perks-banner')).toHaveText(
    'Penguin Perks: 10% off your rides as a Platinum member, and one companion rides free with your Partner Pass.',
  );
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Partner Pass: your companion rides free')).toBeVisible();
  await expect(summary.getByText(`−${money(pass)}`)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(money(fare - pass - off));
  await expectAccessible(page, 'payment page with the Partner Pass');
});
