import type { Locator, Page } from '@playwright/test';
import { choosePlace, dateFromToday, expect, expectAccessible, test } from './helpers';

// "Seats left display fixed at 4" (the booking spec's section 9): a result card and each of its legs
// show a count only at 4 seats or fewer, "Sold out" at none. The search answer is rewritten so
// that the first cards carry known seats: the shuttle leg first, then the flights.

interface Answer {
  depart_flights: {
    availability: number;
    segments: { tickets: { flight_availability: number; landline_availability: number; flight_available: number }[] }[];
  }[];
}

/** Seats of the shuttle leg and of every flight leg, for the first cards, for a party of two. */
const CARDS = [
  { shuttle: 56, flights: 3 },
  { shuttle: 5, flights: 9 },
  { shuttle: 1, flights: 4 },
  { shuttle: 56, flights: 0 },
];
const PARTY = 2;

async function searchWithKnownSeats(page: Page): Promise<void> {
  await page.route('**/api/bookings/reservation/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Answer;
    body.depart_flights.slice(0, CARDS.length).forEach((trip, i) => {
      trip.segments.forEach((s, leg) => {
        const seats = leg === 0 ? CARDS[i].shuttle : CARDS[i].flights;
        s.tickets = s.tickets.map((t) => ({ ...t, flight_availability: seats, landline_availability: seats, flight_available: seats }));
      });
      // As the API counts it: the fewest seats of any leg, 0 when the party does not fit.
      const fewest = Math.min(CARDS[i].shuttle, CARDS[i].flights);
      trip.availability = fewest < PARTY ? 0 : fewest;
    });
    await route.fulfill({ response, json: body });
  });
  await page.goto('/');
  await choosePlace(page, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);
  await choosePlace(page, 'To', 'Los Angeles', /^Los Angeles International Airport/);
  await page.getByLabel('Departure date').fill(dateFromToday(7));
  await page.getByRole('button', { name: 'Add one adult' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await expect(page.locator('.trip-card').first()).toContainText('for 2 adults');
}

/** The seats text of a card (none when nothing is shown) and of each of its legs, details open. */
async function seatsShown(card: Locator): Promise<{ card: string | null; legs: (string | null)[] }> {
  await card.getByText('Trip details', { exact: true }).click();
  const legs = card.locator('li.leg');
  await expect(legs.first()).toHaveClass(/leg--ground/);
  const n = await legs.count();
  const texts: (string | null)[] = [];
  for (let i = 0; i < n; i++) {
    const line = legs.nth(i).locator('.leg__seats');
    texts.push((await line.count()) ? (await line.textContent())!.trim() : null);
  }
  const line = card.locator('.trip-card__seats');
  return { card: (await line.count()) ? (await line.textContent())!.trim() : null, legs: texts };
}

test('a card and each of its legs show seats left only at 4 or fewer', async ({ page }) => {
  await searchWithKnownSeats(page);
  const cards = page.locator('.trip-card');
  /** The expected texts of a card's legs: the shuttle's, then the same for every flight. */
  const legs = (shown: { legs: unknown[] }, shuttle: string | null, flight: string | null) => [
    shuttle,
    ...shown.legs.slice(1).map(() => flight),
  ];

  // 56 on the shuttle, 3 on each flight: the card and the flights say 3, the shuttle nothing.
  const low = await seatsShown(cards.nth(0));
  expect(low.legs.length).toBeGreaterThan(1);
  expect(low.card).toBe('3 seats left');
  expect(low.legs).toEqual(legs(low, null, '3 seats left'));
  await expect(cards.nth(0).getByRole('button', { name: /^Select:/ })).toBeEnabled();

  // 5 and 9: no count anywhere.
  const plenty = await seatsShown(cards.nth(1));
  expect(plenty.card).toBeNull();
  expect(plenty.legs).toEqual(legs(plenty, null, null));

  // 1 on the shuttle, 4 on the flights, for two travellers: "1 seat left", and it cannot be chosen.
  const one = await seatsShown(cards.nth(2));
  expect(one.card).toBe('1 seat left');
  expect(one.legs).toEqual(legs(one, '1 seat left', '4 seats left'));
  await expect(cards.nth(2).getByRole('button', { name: /^Not enough seats:/ })).toBeDisabled();

  // No seat on the flights: "Sold out" on the button and on the full legs, no count on the card.
  const none = await seatsShown(cards.nth(3));
  expect(none.card).toBeNull();
  expect(none.legs).toEqual(legs(none, null, 'Sold out'));
  await expect(cards.nth(3).getByRole('button', { name: /^Sold out:/ })).toBeDisabled();

  await expectAccessible(page, 'results with seats left');
});
