import type { APIRequestContext, Page } from '@playwright/test';
import { dateFromToday, expect, expectAccessible, fromMailbox, test } from './helpers';
import { groundItineraries, payFor, staffSignedIn } from './ops-helpers';

// A cancelled departure (issue 31 item 4, decision 279), as the done-means tells it: three
// bookings on one coach; a dispatcher cancels it in the console with a reason; the three mails
// are in the development mailbox; the first traveller rebooks through their link and finds the
// new departure on their trip page, the second takes the full refund, the third is rebooked by
// an agent on a phone; the outcomes then show all three chosen. The departure is MSP → Duluth
// four days ahead, a route no other journey books, so these are its only bookings.

const CHICAGO = 'America/Chicago';
const DAYS = 4;

interface Booked {
  pnr: string;
  last: string;
  tripId: number;
}

/** The departure (trip id) and its clock time that a booking now rides. */
async function rideOf(request: APIRequestContext, pnr: string, last: string) {
  const trip = await (await request.get(`/api/v2/booking/tickets/${pnr}/`, { headers: { lastname: last } })).json();
  const ground = trip.departure.segments.find((s: { trip_id: number | null }) => s.trip_id !== null);
  return { tripId: ground.trip_id as number, time: ground.departure_time as string };
}
const coachOf = async (request: APIRequestContext, pnr: string, last: string) => (await rideOf(request, pnr, last)).tripId;

/** The personal link of the cancellation mail of `pnr`, from the development mailbox. */
async function linkOf(pnr: string): Promise<string> {
  const subject = `Your departure is cancelled: booking ${pnr}`;
  const list = await (await fromMailbox('/dev/mailbox')).text();
  const id = new RegExp(`href="/dev/mailbox/(\\d+)">${subject}</a>`).exec(list)?.[1];
  expect(id, subject).toBeTruthy();
  const mail = await (await fromMailbox(`/dev/mailbox/${id}`)).text();
  const link = /\/trips\/disruption\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link, `the link in ${subject}`).toBeTruthy();
  return link!;
}

/** 'HH:MM' as the trip page writes the hour and minutes ('11:30', '8:00'). */
const hourMinute = (hhmm: string) => `${Number(hhmm.slice(0, 2)) % 12 || 12}:${hhmm.slice(3, 5)}`;

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a dispatcher cancels a departure of three bookings; one rebooks, one is refunded, an agent rebooks the third', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const letters = stamp.replace(/[^a-z]/g, '');
  const people = [
    { first: 'Ada', last: `Rebook${letters}`, email: `ada.${stamp}@example.com` },
    { first: 'Bea', last: `Refund${letters}`, email: `bea.${stamp}@example.com` },
    { first: 'Cy', last: `Agent${letters}`, email: `cy.${stamp}@example.com` },
  ];
  const bookings: Booked[] = [];
  // The earliest MSP → DLH coach with room for the three: the same departure for each booking.
  const { uuid, ground } = await groundItineraries(request, 'MSP', 'DLH', dateFromToday(DAYS, CHICAGO), people.length);
  const coach = ground.find((i) => i.segments.length === 1);
  expect(coach, 'an MSP → DLH coach with room for three').toBeDefined();
  for (const p of people) {
    const pnr = await payFor(request, uuid, coach!, p);
    bookings.push({ pnr, last: p.last, tripId: await coachOf(request, pnr, p.last) });
  }
  const tripId = bookings[0].tripId;
  expect(bookings.map((b) => b.tripId)).toEqual([tripId, tripId, tripId]);
  const [ada, bea, cy] = bookings;

  // The dispatcher: from the manifest to the disruption page; the cancellation asks again first.
  await staffSignedIn(page.request, 'dispatcher', `Dee Dispatch ${stamp}`);
  await page.goto(`/ops/departures/${tripId}`);
  await expect(page.getByRole('row', { name: new RegExp(`Ada ${ada.last}`) })).toBeVisible();
  await page.getByRole('link', { name: 'Change or cancel this departure' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/departures/${tripId}/disruption$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Disruption:');
  await expect(page.getByText('This departure has not been moved or cancelled')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change the time' })).toBeVisible();
  await expect(page.getByLabel('Vehicle', { exact: true })).toContainText('(now)');
  await expectAccessible(page, 'a departure’s disruption page before any change');

  // No reason: refused on the spot, nothing asked.
  await page.getByRole('button', { name: 'Cancel the departure…' }).click();
  await expect(page.getByLabel('Reason for cancelling')).toHaveAccessibleDescription(/Say why/);
  await expect(page.getByLabel('Reason for cancelling')).toBeFocused();
  await page.getByLabel('Reason for cancelling').fill('Blizzard on I-35: the highway to Duluth is closed');
  await page.getByRole('button', { name: 'Cancel the departure…' }).click();
  const ask = page.getByText(/Cancel this departure\? All 3 passengers on it will be mailed/);
  await expect(ask).toBeVisible();
  await expect(page.locator('.ops-confirm__ask')).toBeFocused();
  await expectAccessible(page, 'the cancellation’s confirmation');
  await page.getByRole('button', { name: 'Yes, cancel and mail every traveller' }).click();
  const said = page.getByRole('status').filter({ hasText: 'The departure is cancelled. 3 bookings are being mailed.' });
  await expect(said).toBeVisible();
  await expect(page.locator('.ops-said .ops-notice')).toBeFocused();
  // Cancelled: the change forms are gone, the three bookings wait for their choice.
  await expect(page.getByRole('heading', { name: 'Change the departure' })).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Bookings of this departure and what each has chosen' });
  for (const b of bookings) await expect(table.getByRole('row', { name: new RegExp(b.pnr) })).toContainText('Not chosen yet');
  await expect(page.getByText('Reason: Blizzard on I-35: the highway to Duluth is closed')).toBeVisible();

  // The three mails, once each, in the development mailbox.
  await expect
    .poll(async () => {
      const list = await (await fromMailbox('/dev/mailbox')).text();
      return bookings.map((b) => list.split(`Your departure is cancelled: booking ${b.pnr}</a>`).length - 1);
    })
    .toEqual([1, 1, 1]);
  await page.reload();
  for (const b of bookings) await expect(table.getByRole('row', { name: new RegExp(b.pnr) })).toContainText('Mailed');
  await expectAccessible(page, 'the outcomes after the cancellation');

  // Traveller 1 rebooks through the link, then finds the new departure on the trip page.
  const traveller = await browser.newPage();
  await traveller.goto(await linkOf(ada.pnr));
  await expect(traveller.getByRole('heading', { level: 1, name: 'Your departure has changed' })).toBeVisible();
  await expect(traveller.getByText('Why: Blizzard on I-35: the highway to Duluth is closed')).toBeVisible();
  await expectAccessible(traveller, 'the traveller’s choice page');
  await traveller.getByRole('button', { name: 'Rebook me on this departure' }).click();
  await expect(traveller.getByRole('heading', { name: 'You are rebooked on the next departure.' })).toBeFocused();
  const moved = await rideOf(request, ada.pnr, ada.last);
  expect(moved.tripId).not.toBe(tripId);
  await expectAccessible(traveller, 'the choice page after rebooking');
  await traveller.getByRole('link', { name: 'See your trip' }).click();
  const find = traveller.getByRole('form', { name: 'Find your booking' });
  await find.getByLabel('Last name').fill(ada.last);
  await find.getByLabel('Booking reference').fill(ada.pnr);
  await find.getByRole('button', { name: 'Find my booking' }).click();
  await expect(traveller).toHaveURL(new RegExp(`/trips/details\\?pnr=${ada.pnr}$`));
  await expect(traveller.locator('.trip-leg__time').first()).toContainText(hourMinute(moved.time));
  await expectAccessible(traveller, 'the trip page on the new departure');

  // Traveller 2 takes the full refund.
  await traveller.goto(await linkOf(bea.pnr));
  await traveller.getByRole('button', { name: 'Refund me in full' }).click();
  await expect(traveller.getByRole('heading', { name: 'Your refund is on its way.' })).toBeFocused();
  await expect(traveller.getByText('We have sent you an e-mail with the refund.')).toBeVisible();
  await expectAccessible(traveller, 'the choice page after the refund');
  await traveller.close();

  // Traveller 3 calls: an agent, on a phone, rebooks them from the console with a reason.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const agent = await phone.newPage();
  await staffSignedIn(agent.request, 'agent', `Ari Agent ${stamp}`);
  await agent.goto(`/ops/departures/${tripId}`);
  await agent.getByRole('link', { name: 'Travellers’ choices after a disruption' }).click();
  await expect(agent.getByRole('heading', { name: 'Change the departure' })).toHaveCount(0);
  const agentTable = agent.getByRole('table', { name: 'Bookings of this departure and what each has chosen' });
  await expect(agentTable.getByRole('row', { name: new RegExp(ada.pnr) })).toContainText('Rebooked');
  await expect(agentTable.getByRole('row', { name: new RegExp(bea.pnr) })).toContainText('Refunded');
  await expect(agentTable.getByRole('row', { name: new RegExp(cy.pnr) })).toContainText('Not chosen yet');
  expect(await noSidewaysScroll(agent)).toBeLessThanOrEqual(360);
  await expectAccessible(agent, 'the outcomes on an agent’s phone');
  const rebookFor = agent.getByRole('button', { name: `Rebook for them (${cy.pnr})` });
  expect((await rebookFor.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await rebookFor.click();
  await expect(agent.getByRole('heading', { name: `Rebook ${cy.pnr} for Cy ${cy.last}` })).toBeFocused();
  await agent.getByLabel('Reason').fill('Called the desk: will take the next coach');
  await expectAccessible(agent, 'an agent choosing for a traveller');
  await agent.getByRole('button', { name: `Rebook ${cy.pnr} now` }).click();
  await expect(agent.getByRole('status').filter({ hasText: `${cy.pnr} is rebooked on the departure of` })).toBeVisible();
  await expect(agent.locator('.ops-said .ops-notice')).toBeFocused();
  await expect(agentTable.getByRole('row', { name: new RegExp(cy.pnr) })).toContainText('Rebooked');
  await expect(agentTable.getByRole('row', { name: new RegExp(cy.pnr) })).toContainText('Staff');
  expect((await rideOf(request, cy.pnr, cy.last)).tripId).toBe(moved.tripId);
  await expectAccessible(agent, 'the outcomes after the agent’s rebooking');
  await phone.close();

  // The dispatcher's page: all three chosen, none waiting.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(ada.pnr) })).toContainText('The traveller');
  await expect(page.getByRole('row', { name: new RegExp(bea.pnr) })).toContainText('Refunded');
  await expect(page.getByRole('row', { name: new RegExp(cy.pnr) })).toContainText('Staff');
  await expect(page.getByRole('button', { name: /for them/ })).toHaveCount(0);
  await expect(page.locator('dl.ops-counts')).toHaveText('Not chosen yet0Rebooked2Refunded1');
  await expectAccessible(page, 'the outcomes with all three chosen');
});
