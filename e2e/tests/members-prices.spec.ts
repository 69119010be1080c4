import type { APIRequestContext, Page } from '@playwright/test';
import {
  dateFromToday,
  dollars,
  expect,
  expectAccessible,
  saveLeadPassenger,
  MEMBER_PASSWORD,
  registerMember,
  seedDraft,
  test,
} from './helpers';

// What a Penguin Perks member sees before the payment page (decisions 211, 214, 247, 248, 249):
// the member price from the results on, equal to what the cart then charges; what paying with
// miles gives up, said where the price changes; a wallet too short sends the member to buy miles
// with a notice of 5 s; the buy-miles page speaks of miles only and says each thing once.

const DEMO_PASSWORD = 'Penguin-Perks-2026';
const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login?next=/');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Home, not the login page's own address (which ends with next=/ too).
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
}

async function register(request: APIRequestContext): Promise<string> {
  return (await registerMember(request, { first_name: 'Grace', last_name: 'Hopper' })).email;
}

/** The results page of an FTC → DEN search `days` ahead (and back `returnDays` ahead), as the home page's search leaves the draft. */
async function searchResults(page: Page, days: number, adults: number, returnDays: number | null = null): Promise<void> {
  const place = (code: string) => ({ code, name: code, city: code, time_zone: null });
  await seedDraft(page, {
    search: {
      from: place('FTC'),
      to: place('DEN'),
      departureDate: dateFromToday(days),
      returnDate: returnDays === null ? null : dateFromToday(returnDays),
      oneWay: returnDays === null,
      adults,
      children: 0,
      infants: 0,
    },
    uuid: null,
    departure: null,
    return: null,
    filters: { depart: {}, return: {} },
    hold: null,
    confirmed: null,
    edit: null,
  });
  await page.goto('/reservations/depart');
}

/** The held booking the summary's Continue left in the browser's draft. */
async function heldFromDraft(page: Page) {
  // The draft is saved at most once a second (section 4): wait for the hold to be in it.
  const read = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('landline.bookingDraft:'));
      return key ? JSON.parse(localStorage.getItem(key)!) : null;
    });
  await expect.poll(async () => Boolean((await read())?.hold)).toBe(true);
  const draft = await read();
  return {
    reservation: {
      uuid: draft.hold.uuid,
      pnr: draft.hold.pnr,
      search_uuid: draft.hold.searchUuid,
      cart: { uuid: draft.hold.cartUuid, summary: 0 },
    },
    searchUuid: draft.hold.searchUuid,
    departure: { booking_token: draft.hold.departureToken },
  };
}

for (const member of [
  { tier: 'Silver', email: 'silver@demo.landline.test', adults: 1, days: 16, pass: false },
  { tier: 'Platinum', email: 'platinum@demo.landline.test', adults: 2, days: 17, pass: true },
]) {
  test(`a ${member.tier} member sees the member price from the results on, and the cart charges it`, async ({ page }) => {
    await logIn(page, member.email, DEMO_PASSWORD);
    await searchResults(page, member.days, member.adults);

    const card = page
      .locator('.trip-card')
      .filter({ has: page.getByRole('button', { name: /^Select/ }) })
      .first();
    const fare = dollars((await card.locator('.trip-card__amount').textContent())!);
    const pass = member.pass ? Math.floor(fare / member.adults) : 0;
    const memberPrice = fare - pass - Math.floor((fare - pass) / 10);
    await expect(card.getByTestId('member-price')).toContainText(`${member.tier} price ${money(memberPrice)}`);
    if (member.pass) await expect(card.getByTestId('member-price')).toContainText('Partner Pass');
    await expectAccessible(page, `results with the ${member.tier} price`);

    await card.getByRole('button', { name: /^Select/ }).click();
    await expect(page).toHaveURL(/\/reservations\/summary$/);
    await expect(page.getByTestId('total-price')).toHaveText(money(fare));
    await expect(page.getByTestId('member-total')).toHaveText(money(memberPrice));
    await expectAccessible(page, `summary with the ${member.tier} price`);

    // What the cart charges is the price shown.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/^[^?]*\/passengers$/);
    const held = await heldFromDraft(page);
    const person = { title: 'Ms', last_name: 'Member', gender: 2, date_of_birth: '1985-06-15', email: member.email };
    if (member.adults === 1) await saveLeadPassenger(page, held, { ...person, first_name: 'Sylvie' });
    else {
      const extra = { ...person, phone_number: '+1 970 555 0100', passenger_type: 'AD', special_requirements: [] };
      const saved = await page.request.put(`/api/bookings/${held.searchUuid}/passengers/`, {
        data: {
          cart_id: held.reservation.cart.uuid,
          booking_token: held.departure.booking_token,
          passengers: [
            { ...extra, first_name: 'Pat' },
            { ...extra, first_name: 'Robin', email: '', phone_number: '' },
          ],
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await page.goto('/payments');
    await expect(page.getByTestId('cart-total')).toHaveText(money(memberPrice));

    // Paying with miles gives the member price up: said where the price changes.
    const perks = page.getByRole('region', { name: 'Penguin Perks' });
    await perks.getByRole('radio', { name: 'Penguin Perks miles' }).check();
    await expect(page.getByTestId('cart-points')).toHaveText(`${fare.toLocaleString('en-US')} miles`);
    await expect(perks.getByTestId('points-perks-note')).toHaveText(
      member.pass
        ? `With miles your tickets cost their full price: the ${member.tier} 10% off and the Partner Pass apply only when you pay by card.`
        : `With miles your tickets cost their full price: the ${member.tier} 10% off applies only when you pay by card.`,
    );
    await expectAccessible(page, 'payment page in miles with the perks note');
    await perks.getByRole('radio', { name: 'Card' }).check();
    await expect(page.getByTestId('cart-total')).toHaveText(money(memberPrice));
    await expect(perks.getByTestId('points-perks-note')).toHaveCount(0);
  });
}

test('a Gold member on a round trip: each direction at the member price, the summary totals both as the cart charges', async ({ page }) => {
  const email = 'gold@demo.landline.test';
  await logIn(page, email, DEMO_PASSWORD);
  await searchResults(page, 19, 1, 22);
  // Each pick reads its own direction's list: the address changes before the return list
  // replaces the departure one, and a card read in between is a departure card.
  const pick = async (step: 'Departure trip' | 'Return trip') => {
    const card = page
      .getByRole('region', { name: `${step} options` })
      .locator('.trip-card')
      .filter({ has: page.getByRole('button', { name: /^Select/ }) })
      .first();
    const fare = dollars((await card.locator('.trip-card__amount').textContent())!);
    await expect(card.getByTestId('member-price')).toContainText(`Gold price ${money(fare - Math.floor(fare / 10))} (10% off)`);
    await card.getByRole('button', { name: /^Select/ }).click();
    return fare;
  };
  const out = await pick('Departure trip');
  await expect(page).toHaveURL(/\/reservations\/return$/);
  const back = await pick('Return trip');
  await expect(page).toHaveURL(/\/reservations\/summary$/);
  // The cart takes 10% of both rides together, rounded once.
  const memberTotal = out + back - Math.floor((out + back) / 10);
  await expect(page.getByTestId('member-total')).toHaveText(money(memberTotal));
  await expectAccessible(page, 'round-trip summary with the Gold price');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/^[^?]*\/passengers$/);
  const held = await heldFromDraft(page);
  await saveLeadPassenger(page, held, {
    title: 'Ms',
    first_name: 'Goldie',
    last_name: 'Gold',
    gender: 2,
    date_of_birth: '1975-04-04',
    email,
  });
  await page.goto('/payments');
  await expect(page.getByTestId('cart-total')).toHaveText(money(memberTotal));
});

test('a member short of miles who confirms is sent to buy miles with a notice for 5 s; the page speaks of miles once each', async ({
  page,
  request,
}) => {
  const email = await register(request);
  await logIn(page, email, MEMBER_PASSWORD);
  await searchResults(page, 18, 1);
  await page
    .locator('.trip-card')
    .getByRole('button', { name: /^Select/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/^[^?]*\/passengers$/);
  const held = await heldFromDraft(page);
  await saveLeadPassenger(page, held, {
    title: 'Ms',
    first_name: 'Grace',
    last_name: 'Hopper',
    gender: 2,
    date_of_birth: '1980-12-09',
    email,
  });
  await page.goto('/payments');
  const perks = page.getByRole('region', { name: 'Penguin Perks' });
  await perks.getByRole('radio', { name: 'Penguin Perks miles' }).check();
  await expect(perks.getByTestId('wallet-points')).toHaveText('You have 0 miles.');
  await expect(perks.getByRole('alert')).toContainText('Not enough miles');

  // Nothing is due by card and the wallet is short: confirming sends the member to buy miles.
  const confirm = page.getByRole('form', { name: 'Confirm your booking' });
  // The notice's timer runs on the page's clock, which the test stops once the notice shows.
  await page.clock.install();
  await confirm.getByRole('button', { name: /^Pay .* miles$/ }).click();
  await expect(page).toHaveURL(/\/miles\/buy\?next=%2Fpayments$|\/miles\/buy\?next=\/payments$/);
  const notice = page.locator('.notices').getByText('You do not have enough points to complete this transaction - please buy miles');
  await expect(notice).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  // Past the 3 s of other notices, still there; gone by 5 s.
  await page.clock.runFor(3_200);
  await expect(notice).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(notice).toHaveCount(0);
  // axe runs on timers of its own.
  await page.clock.resume();
  await expectAccessible(page, 'buy miles');

  // The buy-miles page: miles, never points; no booking reference is e-mailed for miles.
  const main = page.locator('main');
  await page.getByLabel('Number of miles').fill('5000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('miles-quote')).toHaveText('5,000 miles cost $62.50');
  await expect(main).not.toContainText(/\bpoints?\b/i);
  await expect(main).not.toContainText(/booking reference/i);
  // Changed after calculating: the reminder once, and nothing to pay until calculated again.
  const card = page.getByRole('form', { name: 'Pay by card' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM / YY)').fill('12/30');
  await card.getByLabel('CVC').fill('123');
  await page.getByLabel('Number of miles').fill('6000');
  await expect(page.getByText('Please click calculate before payment')).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Pay $62.50' })).toBeDisabled();
  await card.getByLabel('CVC').press('Enter');
  await expect(page.getByText('Please click calculate before payment')).toHaveCount(1);
  await expectAccessible(page, 'buy miles asking to calculate again');
});
