import type { APIRequestContext, Page } from '@playwright/test';
import { dateFromToday, expect, expectAccessible, seedDraft, test } from './helpers';

// The seat step (the booking spec's sections 2-4, decision 199): a hold made through the API, the
// browser's draft seeded with it, seats chosen by keyboard on the coach picture, saved by
// Continue into the server's cart; a seat someone else holds is heard as taken.

interface Place {
  iata: string;
  city: string;
  AirportName: string;
  time_zone: string;
}
interface Itinerary {
  booking_token: string;
  availability: number;
  segments: { service_type: number; depart: Place; arrive: Place }[];
}
interface Held {
  uuid: string;
  pnr: string;
  cartUuid: string;
  searchUuid: string;
  it: Itinerary;
}
interface Cell {
  code: string;
  premium: boolean;
  available: boolean;
}
interface SeatInfo {
  legs: { rows: (Cell | null)[][] }[];
  seat_per_passenger: { passengers: { passenger: number; seats: { leg: number; code: string }[] }[] };
}

const COACH = 2;

/** Searches FTC→DEN and holds a coach-only ticket for `adults`; `token` picks that ticket again. */
async function hold(request: APIRequestContext, days: number, adults: number, token?: string): Promise<Held> {
  const search = await request.put('/api/bookings/reservation/', {
    data: { dep_from: 'FTC', dep_to: 'DEN', departure_date: dateFromToday(days), passengers_adults: adults },
  });
  expect(search.status(), await search.text()).toBe(200);
  const found = (await search.json()) as { uuid: string; depart_flights: Itinerary[] };
  const it = token
    ? found.depart_flights.find((i) => i.booking_token === token)
    : found.depart_flights.find((i) => i.availability >= adults + 1 && i.segments.every((s) => s.service_type === COACH));
  expect(it, 'a coach ride FTC→DEN').toBeTruthy();
  const res = await request.put(`/api/bookings/${found.uuid}/itinerary/`, { data: { departure_flight: it, passengers_adults: adults } });
  expect(res.status(), await res.text()).toBe(200);
  const r = (await res.json()) as { uuid: string; pnr: string; cart: { uuid: string } };
  return { uuid: r.uuid, pnr: r.pnr, cartUuid: r.cart.uuid, searchUuid: found.uuid, it: it! };
}

/** A held booking's seats: its cart is the holder's key (decision 233). */
const seatsPath = (held: Held) => `/api/seats/${held.pnr}/1/?cart_id=${held.cartUuid}`;

async function seatInfo(request: APIRequestContext, held: Held): Promise<SeatInfo> {
  const res = await request.get(seatsPath(held));
  expect(res.status()).toBe(200);
  return (await res.json()) as SeatInfo;
}

/** Puts the hold into the browser's booking draft, as the summary page leaves it. */
async function seedHold(page: Page, held: Held, days: number, adults: number): Promise<void> {
  const first = held.it.segments[0];
  const last = held.it.segments[held.it.segments.length - 1];
  const ref = (p: Place) => ({ code: p.iata, name: p.AirportName, city: p.city, time_zone: p.time_zone });
  const draft = {
    search: {
      from: ref(first.depart),
      to: ref(last.arrive),
      departureDate: dateFromToday(days),
      returnDate: null,
      oneWay: true,
      adults,
      children: 0,
      infants: 0,
    },
    uuid: held.searchUuid,
    departure: held.it,
    return: null,
    filters: { depart: {}, return: {} },
    hold: {
      uuid: held.uuid,
      pnr: held.pnr,
      searchUuid: held.searchUuid,
      cartUuid: held.cartUuid,
      departureToken: held.it.booking_token,
      returnToken: null,
    },
  };
  await seedDraft(page, draft);
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Tabs forward until focus is on a seat of the first map. */
async function tabIntoGrid(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')))) return;
  }
  throw new Error('the seat map is not reachable by Tab');
}

/** Moves right by arrow keys until the focused seat is free. */
async function arrowToFree(page: Page): Promise<string> {
  for (let i = 0; i < 8; i++) {
    const name = await focusedName(page);
    if (!name.includes('taken') && !name.includes('chosen for')) return name;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error('no free seat in the row');
}

test('two seats chosen by keyboard, one premium, are saved and priced into the cart', async ({ page, request }) => {
  const days = 4;
  const held = await hold(request, days, 2);
  await seedHold(page, held, days, 2);
  await page.goto('/seats/depart');

  await expect(page.getByRole('heading', { level: 1, name: 'Departure seats' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]:visible')).toHaveText(
    'Departure seats',
  );
  const button = page.locator('.seat-step__footer .button');
  await expect(button).toHaveText('Skip Seat Selection & Continue');
  await expectAccessible(page, 'departure seats');

  // The lead passenger: the front row (premium), by keyboard only.
  await tabIntoGrid(page);
  const premium = await arrowToFree(page);
  expect(premium).toMatch(/^Seat 1[A-D], (window|aisle), premium, \$15\.00$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /^Passenger #2/ })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'chosen for' })).toHaveText(
    `${premium.split(',')[0]} chosen for Lead Passenger. Now choosing for Passenger #2.`,
  );
  await expect(button).toHaveText('Skip Seat Selection & Continue');

  // Passenger #2: three rows back, a standard seat.
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Home']) await page.keyboard.press(key);
  const standard = await arrowToFree(page);
  expect(standard).toMatch(/^Seat 4[A-D], (window|aisle|middle)$/);
  await page.keyboard.press('Space');
  const premiumCode = premium.split(',')[0].replace('Seat ', '');
  const standardCode = standard.split(',')[0].replace('Seat ', '');
  await expect(page.getByRole('button', { name: premium + ', chosen for Lead Passenger' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: standard + ', chosen for Passenger #2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('premium-total')).toHaveText('$15.00');
  // The list view says the same.
  await expect(page.getByLabel('Seat for Lead Passenger')).toHaveValue(premiumCode);
  await expect(page.getByLabel('Seat for Passenger #2')).toHaveValue(standardCode);
  await expect(button).toHaveText('Continue');
  await expectAccessible(page, 'departure seats, chosen');

  await button.focus();
  await page.keyboard.press('Enter');
  // A coach-only one-way trip: payment is next.
  await expect(page).toHaveURL(/^[^?]*\/payments$/);

  const saved = await seatInfo(request, held);
  expect(saved.seat_per_passenger.passengers).toEqual([
    { passenger: 0, seats: [{ leg: 0, code: premiumCode }] },
    { passenger: 1, seats: [{ leg: 0, code: standardCode }] },
  ]);
  const cart = (await (await request.get(`/api/cart/get_cart/${held.cartUuid}`)).json()) as {
    items_list: { product: { category: string } }[];
  };
  expect(cart.items_list.filter((i) => i.product.category === 'premium_seating')).toHaveLength(1);
});

test('a seat held by another reservation is shown and named taken; one taken meanwhile is refused', async ({ page, request }) => {
  const days = 5;
  const mine = await hold(request, days, 2);
  const other = await hold(request, days, 1, mine.it.booking_token);
  const free = (info: SeatInfo) => info.legs[0].rows.flat().filter((c): c is Cell => c !== null && c.available && !c.premium);
  const [theirs] = free(await seatInfo(request, other));
  const put = await request.put(seatsPath(other), {
    data: { passengers: [{ passenger: 0, seats: [{ leg: 0, code: theirs.code }] }] },
  });
  expect(put.status(), await put.text()).toBe(200);

  await seedHold(page, mine, days, 2);
  await page.goto('/seats/depart');
  const taken = page.getByRole('button', { name: new RegExp(`^Seat ${theirs.code}, (window|aisle|middle), taken$`) });
  await expect(taken).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByLabel('Seat for Lead Passenger').locator(`option[value="${theirs.code}"]`)).toHaveCount(0);
  await taken.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Seat for Lead Passenger')).toHaveValue('');

  // The lead picks a seat in the list; the other reservation takes it before Continue.
  const [, wanted] = free(await seatInfo(request, mine));
  await page.getByLabel('Seat for Lead Passenger').selectOption(wanted.code);
  await expect(page.locator('.seat-step__footer .button')).toHaveText('Skip Seat Selection & Continue');
  const grab = await request.put(seatsPath(other), {
    data: { passengers: [{ passenger: 0, seats: [{ leg: 0, code: wanted.code }] }] },
  });
  expect(grab.status()).toBe(200);
  await page.locator('.seat-step__footer .button').click();
  await expect(page.getByRole('alert')).toContainText('This seat has just been taken. Please choose another.');
  await expect(page).toHaveURL(/\/seats\/depart$/);
  await expect(page.getByRole('button', { name: new RegExp(`^Seat ${wanted.code}, (window|aisle|middle), taken$`) })).toBeVisible();
  await expect(page.getByLabel('Seat for Lead Passenger')).toHaveValue('');
  await expectAccessible(page, 'departure seats with an error');

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('grid').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'departure seats at 360 px');

  // A one-way trip has no return seats: that page goes on to the next step.
  await page.goto('/seats/return');
  await expect(page).toHaveURL(/^[^?]*\/payments$/);
});

test('without a hold of the chosen tickets the seat step sends the traveller home', async ({ page }) => {
  await page.goto('/seats/depart');
  await expect(page).toHaveURL(/^[^?]*\/$/);
  await page.goto('/seats/sideways');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveURL(/\/seats\/sideways$/);
});
