import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, holdAndSeedDraft, saveLeadPassenger, test } from './helpers';

// Paying with Penguin Perks points (issue 14 item 3, decision 208), in the browser against the
// real server: a guest is asked to log in; a member with no points sees 'Not enough miles'; after
// buying points by card (PUT buy_loyalty_points/, decision 210) the member pays the trip with
// points, no card, and both changes are in the accrual log.

const PASSWORD = 'Landline#2026';

async function register(request: APIRequestContext): Promise<{ email: string; access: string }> {
  const email = `points.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/users/', {
    data: {
      first_name: 'Katherine',
      last_name: 'Johnson',
      email,
      password: PASSWORD,
      retypePassword: PASSWORD,
      phone_number: '+1 970 555 0100',
    },
  });
  expect(registered.status()).toBe(201);
  return { email, access: (await registered.json()).access };
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
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/payments$/);

  // No points yet: choosing them says so, with the way back to the card.
  await expect(perks.getByTestId('wallet-points')).toHaveText('You have 0 points.');
  const points = perks.getByRole('radio', { name: 'Penguin Perks points' });
  await points.focus();
  await page.keyboard.press('Space');
  await expect(points).toBeChecked();
  await expect(perks.getByRole('alert')).toContainText('Not enough miles');
  await expect(page.getByTestId('cart-points')).toHaveText(`${fare.toLocaleString('en-US')} points`);
  await expect(page.getByRole('form', { name: 'Voucher' })).toHaveCount(0);
  await perks.getByRole('button', { name: 'Pay by card instead' }).click();
  await expect(perks.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(page.getByRole('form', { name: 'Voucher' })).toBeVisible();

  // Points bought by card, as the Buy Miles page will (one charge per card token).
  const bought = await request.put('/api/buy_loyalty_points/', {
    headers: { authorization: `JWT ${member.access}` },
    data: { points_amount: 5000, stripe_token: 'tok_visa' },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  await page.reload();
  await expect(perks.getByTestId('wallet-points')).toHaveText('You have 5,000 points.');
  await points.check();
  await expect(perks.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
  await expectAccessible(page, 'payment page, paying with points');

  // Nothing is due by card: the confirmation takes the points.
  const confirm = page.getByRole('form', { name: 'Confirm your booking' });
  await expect(confirm).toContainText(`Your tickets are paid with ${fare.toLocaleString('en-US')} points`);
  await confirm.getByRole('button', { name: `Pay ${fare.toLocaleString('en-US')} points` }).click();
  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(reservation.pnr);
  await expect(page.getByTestId('amount-paid')).toHaveText('Nothing was charged to a card');
  await expect(page.getByTestId('points-paid')).toHaveText(`Paid ${fare.toLocaleString('en-US')} points from your Penguin Perks wallet`);
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
});
