import type { Page } from '@playwright/test';
import { dateFromToday, expect, expectAccessible, seedHeldDraft, test } from './helpers';

// The spec's calls that had no screen (decisions 251 and 253) and the Help Center's and city
// pages' wording, against the app as a user starts it: the home carousel while showCarousel is
// on, the door-to-door instructions on /payments, the error-reporting adapter, the staffed
// badge beside the chat card, the rolling lists' second copy.

/** Settings as a server started with FLAGS=showCarousel=true answers them (and nothing else changed). */
async function carouselOn(page: Page) {
  await page.route('**/api/settings/', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as { flags: { name: string; value: boolean }[] };
    const flags = settings.flags.map((f) => (f.name === 'showCarousel' ? { ...f, value: true } : f));
    await route.fulfill({ response, json: { ...settings, flags } });
  });
}

test.describe('the home carousel', () => {
  test('is absent while showCarousel is off, as by default: neither its pictures nor its code are asked for', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('carousel')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Riding with Landline' })).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('with showCarousel on: the server’s pictures, moved by buttons and keys, each move announced', async ({ page }) => {
    await carouselOn(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Riding with Landline', exact: true });
    await expect(page.getByRole('heading', { level: 2, name: 'Riding with Landline' })).toBeVisible();
    const slides = carousel.getByRole('group');
    const images = (await (await page.request.get('/api/v2/web/carousel_images/')).json()) as {
      image: string;
      alt: string;
      title: string;
    }[];
    await expect(slides).toHaveCount(images.length);
    for (const [i, image] of images.entries()) {
      await expect(slides.nth(i).getByRole('img', { name: image.alt })).toHaveAttribute('src', image.image);
    }
    const first = slides.first().getByRole('img');
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, 'home with the carousel');

    const status = carousel.getByRole('status');
    const track = carousel.getByRole('region', { name: 'Riding with Landline: slides' });
    await expect(track).toHaveAttribute('data-index', '0');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(status).toHaveText(`Slide 2 of ${images.length}: ${images[1].title}`);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(status).toHaveText(`Slide 1 of ${images.length}: ${images[0].title}`);

    // By keyboard alone: Tab reaches the buttons and the slides; the arrows, Home and End move them.
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(`Slide 2 of ${images.length}: ${images[1].title}`);
    await page.keyboard.press('End');
    await expect(status).toHaveText(`Slide ${images.length} of ${images.length}: ${images.at(-1)!.title}`);
    await page.keyboard.press('Home');
    await expect(status).toHaveText(`Slide 1 of ${images.length}: ${images[0].title}`);
    await expect(track).toHaveAttribute('data-index', '0');
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.setViewportSize({ width: 360, height: 800 });
    await expectAccessible(page, 'home with the carousel, 360 px');
  });
});

interface Itinerary {
  booking_token: string;
  availability: number;
  segments: { service_type: number }[];
}

test('/payments shows the door-to-door instructions of a Mankato ride', async ({ page }) => {
  const doorToDoor = (it: Itinerary) => it.availability >= 1 && it.segments.some((s) => s.service_type === 4);
  let held: {
    date: string;
    uuid: string;
    departure: Itinerary;
    reservation: { uuid: string; pnr: string; cart: { uuid: string } };
  } | null = null;
  for (const days of [3, 4, 5, 6, 7]) {
    const date = dateFromToday(days, 'America/Chicago');
    const search = await page.request.put('/api/bookings/reservation/', { data: { dep_from: 'MKT', dep_to: 'MSP', departure_date: date } });
    const found = (await search.json()) as { uuid: string; depart_flights: Itinerary[] };
    const departure = found.depart_flights.find(doorToDoor);
    if (!departure) continue;
    const hold = await page.request.put(`/api/bookings/${found.uuid}/itinerary/`, {
      data: { departure_flight: departure, passengers_adults: 1 },
    });
    expect(hold.ok(), await hold.text()).toBe(true);
    held = { date, uuid: found.uuid, departure, reservation: await hold.json() };
    break;
  }
  if (!held) throw new Error('No bookable Mankato → MSP door-to-door ride in the coming week');
  const place = (code: string, city: string) => ({ code, name: city, city, time_zone: 'America/Chicago' });
  await seedHeldDraft(page, {
    search: {
      from: place('MKT', 'Mankato'),
      to: place('MSP', 'Minneapolis'),
      departureDate: held.date,
      party: { adults: 1, children: 0, infants: 0 },
    },
    searchUuid: held.uuid,
    departure: held.departure,
    reservation: held.reservation,
  });

  await page.goto('/payments');
  const summary = page.getByRole('region', { name: 'Trip summary' });
  const instructions = summary.getByRole('region', { name: 'Door-to-door instructions: Mankato and North Mankato' });
  await expect(instructions).toBeVisible();
  const [mankato] = (await (await page.request.get('/api/instructions/?CityCode=MKT')).json()) as { Door2DoorInstructions: string[] }[];
  await expect(instructions.getByRole('listitem')).toHaveText(mankato.Door2DoorInstructions);
  await expectAccessible(page, '/payments with door-to-door instructions');
});

test('a coach trip’s /payments has no door-to-door instructions', async ({ page }) => {
  const search = await page.request.put('/api/bookings/reservation/', {
    data: { dep_from: 'FTC', dep_to: 'DEN', departure_date: dateFromToday(4) },
  });
  const found = (await search.json()) as { uuid: string; depart_flights: Itinerary[] };
  const departure = found.depart_flights.find((i) => i.availability >= 1)!;
  const hold = await page.request.put(`/api/bookings/${found.uuid}/itinerary/`, {
    data: { departure_flight: departure, passengers_adults: 1 },
  });
  const reservation = (await hold.json()) as { uuid: string; pnr: string; cart: { uuid: string } };
  const place = (code: string) => ({ code, name: code, city: code, time_zone: 'America/Denver' });
  await seedHeldDraft(page, {
    search: { from: place('FTC'), to: place('DEN'), departureDate: dateFromToday(4), party: { adults: 1, children: 0, infants: 0 } },
    searchUuid: found.uuid,
    departure: departure,
    reservation: reservation,
  });
  await page.goto('/payments');
  await expect(page.getByRole('region', { name: 'Trip summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Door-to-door instructions/ })).toHaveCount(0);
});

test.describe('the error-reporting adapter', () => {
  const DSN = 'https://public-key@errors.example.test/7';

  test('sends nothing by default', async ({ page, baseURL }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('probe from the journey')), 0));
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('probe from the journey');
      }, 0),
    );
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
  });

  test('configured, sends a page’s uncaught error to the DSN, its path masked', async ({ page, baseURL }) => {
    const origin = new URL(DSN).origin;
    await page.route('**/api/settings/', async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as { third_party: object };
      await route.fulfill({ response, json: { ...settings, third_party: { ...settings.third_party, error_reporting_dsn: DSN } } });
    });
    // The policy a server with the DSN set sends (apps/api/test/security-headers.test.ts).
    await page.route(`${baseURL}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      headers['content-security-policy'] = headers['content-security-policy'].replace("connect-src 'self'", `connect-src 'self' ${origin}`);
      await route.fulfill({ status: response.status(), headers, body: await response.body() });
    });
    const reports: { url: string; body: string }[] = [];
    await page.route(`${origin}/**`, async (route) => {
      reports.push({ url: route.request().url(), body: route.request().postData() ?? '' });
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await page.goto('/trips/manage');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      history.replaceState(null, '', '/trips/manage/G7MVBW?lastname=Lovelace');
      setTimeout(() => {
        throw new TypeError('probe from the journey');
      }, 0);
    });
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0].url).toBe(`${origin}/api/7/envelope/?sentry_key=public-key&sentry_version=7`);
    const event = JSON.parse(reports[0].body.trim().split('\n')[2]) as Record<string, unknown>;
    expect(event).toMatchObject({
      platform: 'javascript',
      transaction: '/trips/manage/:id',
      exception: { values: [{ type: 'TypeError', value: 'probe from the journey' }] },
    });
    expect(reports[0].body).not.toContain('G7MVBW');
    expect(reports[0].body).not.toContain('Lovelace');
  });
});

test.describe('the Help Center', () => {
  for (const { when, at, badge, lead } of [
    { when: 'staffed', at: '2026-11-27T17:00:00Z', badge: 'Staffed now', lead: /^Our team is here now/ },
    { when: 'closed', at: '2026-11-28T05:00:00Z', badge: 'Closed now', lead: /^Our team is away now/ },
  ]) {
    test(`the chat card agrees with the badge while ${when}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(at));
      await page.goto('/contact');
      await expect(page.getByTestId('staffed-badge')).toHaveText(badge);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Chat with us' }) });
      await card.getByText('Start a chat').click();
      const channels = card.locator('.chat-card__channels');
      await expect(channels).toHaveText(lead);
      await expect(channels).not.toContainText('not available right now');
      await expectAccessible(page, `/contact while ${when}`);
    });
  }
});

test('the rolling lists’ second copy is in the page for the eye only', async ({ page }) => {
  for (const { path, region } of [
    { path: '/canada/waterloo', region: 'Cities served nonstop from Toronto Pearson' },
    { path: '/fort-collins', region: 'Daily departures from CSU Transit Center' },
  ]) {
    await page.goto(path);
    const strip = page.getByRole('region', { name: region, exact: true });
    const items = strip.locator('li');
    await expect(items.first()).toBeVisible();
    const shown = await items.count();
    // Each entry is twice in the document (the loop), once for assistive technology.
    const heard = (await strip.ariaSnapshot()).split('\n').filter((line) => /^\s*- listitem/.test(line)).length;
    expect(heard * 2, path).toBe(shown);
  }
});
