import type { APIRequestContext, Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../apps/web/app/prerendered-paths';
import { CANADA_PATHS } from '../../apps/web/app/canada/paths';
import { dateFromToday, dollars, expect, expectAccessible, test, watchCsp } from './helpers';

// Decisions 136 to 145: prices from the fare table search charges, links that lead somewhere
// useful, and the recurring elements (newsletter above every public page's footer, the Help
// Center's chat card, the Penguin Perks tier images).

/** What search charges one adult, and one adult with a child, on a route (first trip of the day). */
async function charged(request: APIRequestContext, from: string, to: string) {
  const price = async (children: number) => {
    const response = await request.put('/api/bookings/reservation/', {
      data: {
        dep_from: { code: from },
        dep_to: { code: to },
        departure_date: dateFromToday(3),
        one_way: true,
        passengers_adults: 1,
        passengers_children: children,
        passengers_infants: 0,
        filters: { max_stopovers: 0 },
      },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { depart_flights: { price: number }[] };
    return body.depart_flights[0].price;
  };
  const adult = await price(0);
  return { adult, child: (await price(1)) - adult };
}

/** Every '$…' in a text, in cents. */
function prices(text: string): number[] {
  return (text.match(/\$\d+(?:\.\d{2})?/g) ?? []).map(dollars);
}

test.describe('item 6: prices', () => {
  test('the Duluth page states what search charges an adult and a child', async ({ page, request }) => {
    const fare = await charged(request, 'DLH', 'MSP');
    await page.goto('/duluth');
    const service = page.getByRole('region', { name: 'Our Service' });
    const stated = prices(await service.innerText());
    expect(stated).toContain(fare.adult);
    expect(stated).toContain(fare.child);
    expect(stated.every((p) => p === fare.adult || p === fare.child)).toBe(true);
    await expect(service).not.toContainText('ride free');
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(prices(description).sort()).toEqual([fare.adult, fare.child].sort());
  });

  test('the FAQ states the fares search charges in Colorado and Minnesota', async ({ page, request }) => {
    const colorado = await charged(request, 'FTC', 'DEN');
    const minnesota = await charged(request, 'DLH', 'MSP');
    await page.goto('/faq');
    for (const [section, fare] of [
      ['About Colorado Service', colorado],
      ['About Minnesota Service', minnesota],
    ] as const) {
      const region = page.getByRole('region', { name: section });
      await region.getByRole('button', { name: 'How much does a ride cost?' }).click();
      const answer = region.locator('.faq__answer');
      await expect(answer).toBeVisible();
      const text = await answer.innerText();
      expect(prices(text)).toContain(fare.adult);
      if (fare.child === 0) expect(text).toContain('ride free');
      else expect(prices(text)).toContain(fare.child);
    }
  });
});

test.describe('item 7: links', () => {
  // The spec's targets: /trips, which sends a visitor without a session on to the booking lookup.
  async function expectManageAnswer(page: Page) {
    await expect(page).toHaveURL(/\/trips\/manage$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Booking reference')).toBeVisible();
  }

  test('Manage Trip on /how-it-works leads to managing a trip', async ({ page }) => {
    await page.goto('/how-it-works');
    await page.waitForLoadState('networkidle');
    await page.getByRole('region', { name: 'Manage Your Trip' }).getByRole('link', { name: 'Manage Trip' }).click();
    await expectManageAnswer(page);
    await expectAccessible(page, '/trips/manage');
  });

  test('Change My Booking on /contact leads to the same place', async ({ page }) => {
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /^Change or cancel\s*: Change My Booking$/ }).click();
    await expectManageAnswer(page);
  });

  test('the Canada cards open the airport pages, whose booking link opens our Canadian booking with the airport and Toronto Pearson', async ({
    page,
  }) => {
    for (const [card, slug, code, place] of [
      ['Hamilton', 'hamilton', 'YHM', /Hamilton/],
      ['Waterloo', 'waterloo', 'YKF', /Waterloo/],
      ['Kingston', 'kingston', 'YGK', /Kingston/],
    ] as const) {
      await page.goto('/locations');
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: new RegExp(`^${card} schedules\\s*: ${card}$`) }).click();
      await expect(page).toHaveURL(new RegExp(`/canada/${slug}$`));
      await page.getByRole('link', { name: 'our booking site' }).click();
      await expect(page).toHaveURL(new RegExp(`/canada/book\\?depart=${code}&arrive=YYZ$`));
      await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(place);
      await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/Pearson/);
    }
    await expectAccessible(page, '/canada/book?depart=YGK&arrive=YYZ');
  });

  test('without JavaScript the pre-filled search reads the same', async ({ browser, cspViolations }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await watchCsp(context, cspViolations);
    const page = await context.newPage();
    await page.goto('/?from=YHM&to=YYZ');
    await expect(page.locator('#from')).toHaveValue(/Hamilton/);
    await expect(page.locator('#to')).toHaveValue(/Pearson/);
    // An unknown code leaves the form empty rather than failing.
    await page.goto('/?from=ZZZ');
    await expect(page.locator('#from')).toHaveValue('');
    await context.close();
  });

  test('the pages that send riders to DEN or MSP link the TSA reserve page', async ({ page }) => {
    for (const path of ['/fort-collins', '/csu', '/denver', '/duluth', '/msp']) {
      await page.goto(path);
      const link = page.getByRole('region', { name: 'Drop Off Locations' }).getByRole('link', { name: /reserve your time/ });
      await expect(link, path).toHaveAttribute('href', '/reserve');
    }
    await page.goto('/how-it-works');
    await expect(page.getByRole('region', { name: 'More Questions?' }).locator('a[href="/reserve"]')).toBeVisible();
    await page.goto('/faq');
    const general = page.getByRole('region', { name: 'General Questions' });
    await general.getByRole('button', { name: 'Can I skip the line at airport security?' }).click();
    await general.getByRole('link', { name: 'reserve your screening time' }).click();
    await expect(page).toHaveURL(/^[^?]*\/reserve$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skip the security line');
  });

  test('the Fort Collins hotel discounts link their partner hotels in a new tab', async ({ page }) => {
    await page.goto('/fort-collins');
    const stay = page.getByRole('region', { name: 'Where to Stay and What to Do' });
    await expect(stay.getByRole('heading', { level: 3 })).toHaveText([/^20% off at /, /^15% off at /]);
    const links = stay.getByRole('link');
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.[a-z]+\.com\/$/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText('(opens in a new tab)');
    }
    await expectAccessible(page, '/fort-collins');
  });
});

test.describe('item 8: recurring elements', () => {
  test('every public page has one newsletter sign-up above its footer (the Canada pages none); booking pages have none', async ({
    request,
  }) => {
    for (const path of PRERENDERED_PATHS) {
      const html = await (await request.get(path)).text();
      // the content spec, Canadian airport pages: "FAQ and subscribe are hidden" (decision 225).
      if (CANADA_PATHS.includes(path)) expect(html, path).not.toContain('action="/api/subscribe/"');
      else {
        expect(html.match(/action="\/api\/subscribe\/"/g), path).toHaveLength(1);
        expect(html.indexOf('class="newsletter"'), path).toBeGreaterThan(html.indexOf('</main>'));
        expect(html.indexOf('class="newsletter"'), path).toBeLessThan(html.indexOf('<footer'));
      }
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        `duplicate ids on ${path}`,
      ).toEqual([]);
    }
    const login = await (await request.get('/login')).text();
    expect(login).not.toContain('action="/api/subscribe/"');
  });

  test('the footer sign-up subscribes from any public page, also without JavaScript', async ({ page, browser, cspViolations }) => {
    await page.goto('/fort-collins');
    const signup = page.getByRole('region', { name: 'Get schedule news and deals' });
    await signup.getByLabel('Email address').fill(`footer.${Date.now()}@example.com`);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(signup.getByRole('status')).toContainText(/Thank you/);
    await expectAccessible(page, '/fort-collins after subscribing');

    const context = await browser.newContext({ javaScriptEnabled: false });
    await watchCsp(context, cspViolations);
    const bare = await context.newPage();
    await bare.goto('/faq');
    await bare.getByLabel('Email address').fill(`footer-noscript.${Date.now()}@example.com`);
    await bare.getByRole('button', { name: 'Subscribe' }).click();
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Thank you');
    await context.close();
  });

  test('without a chat adapter the chat button says how to reach support, and nothing is fetched elsewhere', async ({ page, baseURL }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Chat with us' }) });
    const channels = card.getByText(/live chat is switched off on this site\./);
    await expect(channels).toBeHidden();
    await card.getByText('Start a chat').click();
    await expect(channels).toBeVisible();
    await expect(card.getByRole('link', { name: '(970) 555-1234' })).toHaveAttribute('href', 'sms:+19705551234');
    await expect(card.getByRole('link', { name: 'support@landline.com' })).toHaveAttribute('href', 'mailto:support@landline.com');
    await expectAccessible(page, '/contact with the chat card open');
    expect(outside).toEqual([]);
  });

  test.describe('with a chat adapter configured', () => {
    const WIDGET = 'https://chat.example.test/landline-chat.js';

    async function withChat(page: Page) {
      await page.route('**/api/settings/', async (route) => {
        const response = await route.fetch();
        route.fulfill({ response, json: { ...(await response.json()), chat_widget_url: WIDGET } });
      });
      // A server with CHAT_WIDGET_URL also allows the widget's origin in the page's CSP (checked
      // in apps/api/test/security-headers.test.ts); the test server has none, so add it here.
      await page.route('**/contact', async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        headers['content-security-policy'] = headers['content-security-policy'].replace(
          "script-src 'self'",
          `script-src 'self' ${new URL(WIDGET).origin}`,
        );
        route.fulfill({ status: response.status(), headers, body: await response.body() });
      });
    }

    test('the button loads the widget only when asked, then opens it', async ({ page }) => {
      const loads: string[] = [];
      await withChat(page);
      await page.route(WIDGET, (route) => {
        loads.push(route.request().url());
        route.fulfill({
          contentType: 'text/javascript',
          body: `window.LandlineChat = { open() {
            const d = document.createElement('div');
            d.setAttribute('role', 'dialog');
            d.setAttribute('aria-label', 'Landline chat');
            d.textContent = 'Hello! How can we help?';
            document.body.append(d);
          } };`,
        });
      });
      await page.goto('/contact');
      const button = page.getByRole('button', { name: 'Start a chat' });
      await expect(button).toBeVisible();
      expect(loads).toEqual([]);
      await button.click();
      await expect(page.getByRole('dialog', { name: 'Landline chat' })).toBeVisible();
      expect(loads).toEqual([WIDGET]);
    });

    test('a widget that cannot load gives the other ways to reach support', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await withChat(page);
      await page.route(WIDGET, (route) => route.abort());
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Start a chat' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The chat could not be opened just now.' })).toContainText(
        'support@landline.com',
      );
      await expect(page.getByRole('button', { name: 'Start a chat' })).toBeEnabled();
      expect(errors.some((e) => e.startsWith('Chat widget not loaded'))).toBe(true);
      await expectAccessible(page, '/contact after a failed chat');
    });
  });

  test('the Penguin Perks tier cards show their images', async ({ page }) => {
    await page.goto('/penguin-perks');
    const tiers = page.locator('.tier-card');
    await expect(tiers).toHaveCount(3);
    for (const tier of await tiers.all()) {
      const image = tier.locator('img');
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('src', /\.svg$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expectAccessible(page, '/penguin-perks');
  });
});
