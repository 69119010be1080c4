import type { APIRequestContext } from '@playwright/test';
import { dateFromToday, expect, expectAccessible, fromMailbox, test } from './helpers';
import { clockIn, todayIn } from '@landline/shared/dates';
import { groundItineraries, staffSignedIn } from './ops-helpers';

// The connection guarantee that watches the flight (decisions 286, 287), as a tester sees it: a
// traveller books a ride from Denver airport to Fort Collins with a guarantee for a flight into
// Denver; the flight-status sandbox is told the flight is two hours late; My Trips shows the ride
// moved to a later coach, and the mail is in the development mailbox. Then an agent settles the
// claim of a second traveller whose flight is cancelled.

const MIN = 60_000;
const who = { first: 'Rosalind', last: 'Franklin', email: 'rosalind.franklin@example.com' };

/** A local date and HH:MM at `zone` of an instant. */
const local = (ms: number, zone: string) => ({ date: todayIn(zone, new Date(ms)), time: clockIn(zone, new Date(ms)) });

/**
 * The first DEN → FTC coach leaving between 2 and 20 hours from now (real time: the journeys share
 * one server on the machine's clock), paid through the API for one adult with a guarantee for a
 * flight from ORD that is scheduled to land about an hour before it leaves.
 */
async function guaranteedRide(request: APIRequestContext, carrier: string, number: string) {
  const now = Date.now();
  for (const day of [0, 1]) {
    const { uuid, ground } = await groundItineraries(request, 'DEN', 'FTC', dateFromToday(day));
    const coach = ground.find((i) => {
      const leaves = Date.parse(i.segments[0].departure_at);
      return leaves > now + 120 * MIN && leaves < now + 20 * 60 * MIN;
    });
    if (!coach) continue;
    const leaves = Date.parse(coach.segments[0].departure_at);
    // ORD → DEN is about 2 h 25 min block: leaving 3 h 25 min before the coach, it lands an hour before.
    const flight = local(leaves - 205 * MIN, 'America/Chicago');
    const held = await request.put(`/api/bookings/${uuid}/itinerary/`, { data: { departure_flight: coach, passengers_adults: 1 } });
    expect(held.ok(), await held.text()).toBe(true);
    const reservation = (await held.json()) as { pnr: string; cart: { uuid: string }; departure: { booking_token: string } };
    const passenger = {
      title: 'Dr',
      first_name: who.first,
      last_name: who.last,
      gender: 2,
      date_of_birth: '1980-07-25',
      email: who.email,
      phone_number: '+1 970 555 0177',
      passenger_type: 'AD',
      special_requirements: [],
    };
    const saved = await request.put(`/api/bookings/${uuid}/passengers/`, {
      data: { cart_id: reservation.cart.uuid, booking_token: reservation.departure.booking_token, passengers: [passenger] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const products = (await (await request.get('/api/v2/cart/products/')).json()) as { id: number; category: string }[];
    const guarantee = products.find((p) => p.category === 'connection_guarantee')!;
    const added = await request.put(`/api/v2/cart/cart/${reservation.cart.uuid}/add_item/${guarantee.id}/`, {
      data: {
        item: { quantity: 1 },
        data: {
          airline: carrier,
          flight_number: number,
          origin: 'ORD',
          destination: 'DEN',
          departure_time: flight.time,
          departure_date: flight.date,
        },
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const paid = await request.put('/api/cart/check_out/', {
      data: {
        cart_id: reservation.cart.uuid,
        payment_data: { holder_name: `${who.first} ${who.last}`, email: who.email },
        stripe_token: 'tok_visa',
      },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    return { pnr: reservation.pnr, leaves, flightDate: flight.date, flight: `${carrier}${number}` };
  }
  throw new Error('no DEN → FTC coach between 2 and 20 hours from now');
}

test('a late flight into Denver moves the ride to a later coach, on My Trips and by mail', async ({ page, request }) => {
  // A flight number of this run, so a second run on the same server starts afresh.
  const number = String(1000 + (Date.now() % 8000));
  const ride = await guaranteedRide(request, 'LL', number);

  // The tester tells the sandbox the flight is two hours late, as the airline would.
  const told = await request.post(`/api/sandbox/flight-status/flights/${ride.flight}/${ride.flightDate}/`, {
    data: { delay_minutes: 120 },
  });
  expect(told.ok(), await told.text()).toBe(true);
  expect((await told.json()).status.state).toBe('delayed');

  // The traveller's trip: the notice, and the coach now leaving later.
  let departs = '';
  await expect
    .poll(async () => {
      const trip = await (await request.get(`/api/v2/booking/tickets/${ride.pnr}/`, { headers: { lastname: who.last } })).json();
      departs = trip.guarantee_notices?.[0]?.departs_at ?? '';
      return trip.guarantee_notices?.length ?? 0;
    })
    .toBe(1);
  expect(Date.parse(departs)).toBeGreaterThan(ride.leaves);

  await page.goto('/trips/manage');
  const find = page.getByRole('form', { name: 'Find your booking' });
  await find.getByLabel('Last name').fill(who.last);
  await find.getByLabel('Booking reference').fill(ride.pnr);
  await find.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/details\\?pnr=${ride.pnr}$`));
  const notice = page.getByRole('region', { name: 'Connection guarantee' });
  await expect(notice).toContainText(`Your flight ${ride.flight} is late: we moved you to the coach leaving`);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', hour: 'numeric', minute: '2-digit' }).format(
    new Date(departs),
  );
  await expect(notice).toContainText(clock);
  await expect(page.locator('.trip-leg__time').first()).toContainText(clock.replace(/\s?[AP]M$/, ''));
  await expectAccessible(page, 'the trip page with the guarantee’s notice');

  // The mail, in the development mailbox.
  const subject = `Your flight is late: we moved your coach (booking ${ride.pnr})`;
  await expect.poll(async () => (await (await fromMailbox('/dev/mailbox')).text()).includes(subject)).toBe(true);
});

test('an agent settles the claim of a cancelled flight', async ({ page, request }) => {
  const number = String(1000 + ((Date.now() + 4321) % 8000));
  const ride = await guaranteedRide(request, 'LM', number);
  const told = await request.post(`/api/sandbox/flight-status/flights/${ride.flight}/${ride.flightDate}/`, { data: { cancelled: true } });
  expect(told.ok(), await told.text()).toBe(true);

  await staffSignedIn(page.request, 'agent', 'Grace Agent');
  await page.goto('/ops/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Guarantee claims' })).toBeVisible();
  const row = page.getByTestId(`claim-${ride.pnr}`);
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Flight cancelled or diverted', { timeout: 2_000 });
  }).toPass();
  await expectAccessible(page, 'the claims list');
  await row.getByRole('button', { name: `Settle claim` }).click();
  await page.getByLabel('Settlement').selectOption('no_action');
  await page.getByLabel('Reason').fill('Traveller rebooked their flight for tomorrow and will book a new coach');
  await expectAccessible(page, 'settling a claim');
  await page.getByRole('button', { name: 'Settle the claim' }).click();
  await expect(page.getByRole('status').filter({ hasText: `of ${ride.pnr} settled: No action` })).toBeFocused();
  await expect(row).toContainText('No action');
});
