import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, holdAndSeedDraft, MEMBER_PASSWORD, registerMember, saveLeadPassenger, test } from './helpers';

// Paying with Penguin Perks points (decision 208), in the browser against the
// real server: a guest is asked to log in; a member with no points sees 'Not enough miles'; after
// buying points by card (PUT buy_loyalty_points/, decision 210) the member pays the trip with
// points, no card, and both changes are in the accrual log.

async function register(request: APIRequestContext): Promise<{ email: string; access: string }> {
  return registerMember(request, { first_name: 'Katherine', last_name: 'Johnson' });
}

test('a member pays a trip with Penguin Perks points: log in, not enough miles, buy points, pay with points', async ({ page, request }) => {
  const member = await register(request);
  const held = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 11, party: { adults: 1, children: 0, infants: 0 } });
  await saveLeadPassenger(page, held, {
    title: 'Mrs',
    first_name: 'Katherine',
    last_name: 'Johnson',
    gender: 2,
    date_of_birth: '1978-08-26',
    email: member.email,
  });
  const { reservation } = held;
  const fare = reservation.cart.summary;

  // A guest is asked to log in first (section 6), and comes back here signed in (section 4).
  await page.goto('/payments');
  const perks = page.getByRole('region', { name: 'Penguin Perks' });
  await expect(perks.getByText('Please log in to your account to activate your Penguin Perks benefits.')).toBeVisible();
  await perks.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=\/payments$/);
  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^[^?]*\/payments$/);

  // No points yet: choosing them says so, with the way back to the card.
  await expect(perks.getByTestId('wallet-points')).toHaveText('You have 0 miles.');
  const points = perks.getByRole('radio', { name: 'Penguin Perks miles' });
  await points.focus();
  await page.keyboard.press('Space');
  await expect(points).toBeChecked();
  await expect(perks.getByRole('alert')).toContainText('Not enough miles');
  await expect(page.getByTestId('cart-points')).toHaveText(`${fare.toLocaleString('en-US')} miles`);
  await expect(page.getByRole('form', { name: 'Voucher' })).toHaveCount(0);
  await perks.getByRole('button', { name: 'Pay by card instead' }).click();
  await expect(perks.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(page.getByRole('form', { name: 'Voucher' })).toBeVisible();

  // Buy Miles (section 8): calculate, pay by card, thank you, Done back to the payment page.
  await points.check();
  await perks.getByRole('link', { name: 'Buy Miles' }).click();
  await expect(page).toHaveURL(/\/miles\/buy\?next=/);
  const amount = page.getByLabel('Number of miles');
  await amount.fill('100');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Mile number must be value between 500 and 50000')).toBeVisible();
  await amount.fill('5000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('miles-quote')).toHaveText('5,000 miles cost $62.50');
  // A number changed after calculating is not what would be paid.
  await amount.fill('6000');
  await expect(page.getByText('Please click calculate before payment')).toBeVisible();
  await amount.fill('5000');
  await expect(page.getByTestId('miles-quote')).toBeVisible();
  const card = page.getByRole('form', { name: 'Pay by card' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM / YY)').fill('12/30');
  await card.getByLabel('CVC').fill('123');
  await expectAccessible(page, 'buy miles');
  await card.getByRole('button', { name: 'Pay $62.50' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByTestId('miles-bought')).toHaveText('5,000 miles are in your Penguin Perks wallet, which now holds 5,000 miles.');
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/^[^?]*\/payments$/);
  await expect(perks.getByTestId('wallet-points')).toHaveText('You have 5,000 miles.');
  await expect(points).toBeChecked();
  await expect(perks.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
  await expectAccessible(page, 'payment page, paying with points');

  // Nothing is due by card: the confirmation takes the points.
  const confirm = page.getByRole('form', { name: 'Confirm your booking' });
  await expect(confirm).toContainText(`Your tickets are paid with ${fare.toLocaleString('en-US')} miles`);
  await confirm.getByRole('button', { name: `Pay ${fare.toLocaleString('en-US')} miles` }).click();
  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(reservation.pnr);
  await expect(page.getByTestId('amount-paid')).toHaveText('Nothing was charged to a card');
  await expect(page.getByTestId('points-paid')).toHaveText(`Paid ${fare.toLocaleString('en-US')} miles from your Penguin Perks wallet`);
  await expectAccessible(page, 'confirmation paid with points');

  // The accrual log has both, and adds up to the wallet.
  const log = await (await request.get('/api/points_records/', { headers: { authorization: `JWT ${member.access}` } })).json();
  expect(log.wallet.points).toBe(5000 - fare);
  expect(
    log.results.map((r: { points: number; transaction_type: number; rloc: string | null }) => [r.points, r.transaction_type, r.rloc]),
  ).toEqual([
    [-fare, 2, reservation.pnr],
    [5000, 3, null],
  ]);

  // /miles: the wallet, its loyalty number and the history.
  await page.goto('/miles');
  await expect(page.getByTestId('miles-balance')).toHaveText(`${(5000 - fare).toLocaleString('en-US')} miles`);
  await expect(page.getByTestId('loyalty-number')).toHaveText(log.wallet.loyalty_number);
  await expect(page.getByRole('row')).toHaveText([
    /Date\s*What\s*Miles/,
    new RegExp(`Paid with miles · booking ${reservation.pnr}`),
    /Bought\s*\+5,000/,
  ]);
  await expectAccessible(page, 'mile history');
  // The profile shows the same wallet.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-wallet-points')).toHaveText(`${(5000 - fare).toLocaleString('en-US')} miles`);
});

test('Buy miles fills the payer in from a profile that arrives after the price, and keeps what was typed', async ({ page, request }) => {
  const member = await registerMember(request, { first_name: 'Mae', last_name: 'Jemison' });
  await page.goto('/login?next=/miles/buy');
  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^[^?]*\/miles\/buy$/);

  // A slow profile: held back until the price, and with it the card form, is on the page.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/profile/', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/miles/buy');
  await page.getByLabel('Number of miles').fill('500');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('miles-quote')).toHaveText('500 miles cost $6.25');
  const card = page.getByRole('form', { name: 'Pay by card' });
  const holder = card.getByLabel('Name on card');
  const receipt = card.getByLabel('E-mail for the confirmation');
  await expect(holder).toHaveValue('');
  await holder.fill('M. C. Jemison');
  release();

  // The e-mail left blank is the member's; the name typed is kept.
  await expect(receipt).toHaveValue(member.email);
  await expect(holder).toHaveValue('M. C. Jemison');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM / YY)').fill('12/30');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Pay $6.25' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
});
