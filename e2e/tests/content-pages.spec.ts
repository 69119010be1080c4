import { expect, expectAccessible, test } from './helpers';

// Public content pages: each route answers, shows its one h1 and passes axe; FAQ deep links
// scroll to their section; the newsletter form validates and subscribes.

const PAGES = [
  { path: '/penguin-perks', h1: 'Penguin Perks' },
  { path: '/faq', h1: 'Frequently asked questions' },
  { path: '/contact', h1: 'Help Center' },
  { path: '/locations', h1: 'Our locations' },
  { path: '/pickup-locations', h1: 'Our locations' },
  { path: '/reserve', h1: 'Skip the security line' },
  { path: '/terms-and-conditions', h1: 'Terms and Conditions' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
];

for (const { path, h1 } of PAGES) {
  test(`${path} answers with its heading and is accessible`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/\| Landline$/);
    expect(await page.locator('meta[name="description"]').last().getAttribute('content')).toBeTruthy();
    // Open one accordion where there is one, so axe also sees an open panel.
    const firstQuestion = page.locator('.faq__button').first();
    if (await firstQuestion.count()) {
      await firstQuestion.click();
      await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    }
    await expectAccessible(page, path);
  });
}

test('footer links reach the content pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/^[^?]*\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
  await expect(page.getByRole('link', { name: /OpenFlights/ })).toBeVisible();
});

test('footer has the legal pages and four social links opening in a new tab', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const nav = footer.getByRole('navigation', { name: 'Footer' });
  await expect(nav.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  for (const network of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
    const link = footer.getByRole('link', { name: `Landline on ${network} (opens in a new tab)`, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await nav.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/^[^?]*\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test('legal pages list their sections and link to them', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: '10. Disputes and arbitration' }).click();
  await expect(page).toHaveURL(/#section-10-disputes-and-arbitration$/);
  const heading = page.getByRole('heading', { level: 2, name: '10. Disputes and arbitration' });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('region', { name: '10. Disputes and arbitration' })).toContainText('State of Colorado');
  await expect(page.locator('time[datetime="2026-11-23"]')).toHaveText('November 23, 2026');
});

test('/faq#about-colorado-service scrolls that section into view', async ({ page }) => {
  await page.goto('/faq#about-colorado-service');
  const heading = page.getByRole('heading', { level: 2, name: 'About Colorado Service' });
  await expect(heading).toHaveAttribute('id', 'about-colorado-service');
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  // Back to Top returns to the top of the page.
  await page.getByRole('region', { name: 'About Colorado Service' }).getByRole('link', { name: 'Back to Top' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('help centre cards link to the FAQ sections', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('a[href="/faq#general-questions"]').first()).toBeVisible();
  await expect(page.locator('a[href="/faq#about-minnesota-service"]')).toBeVisible();
  await expect(page.locator('a[href="/faq#about-colorado-service"]')).toBeVisible();
  await expect(page.getByTestId('staffed-badge')).toHaveText(/Staffed now|Closed now/);
  await expect(page.locator('a[href="/trips"]').first()).toBeVisible();
  await expect(page.getByText('Talk live with our support team during staffed hours, 5 AM–9 PM Mountain time.')).toBeVisible();
  // Book Now leads to the booking page (spec: /book), which is the search form.
  await page.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/^[^?]*\/book$/);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
});

test('newsletter validates and subscribes', async ({ page }) => {
  await page.goto('/contact');
  const email = page.getByLabel('Email address');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });

  await subscribe.click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('not-an-address');
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();

  const address = `news.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await email.fill(`  ${address} `);
  await expect(page.getByText('Enter a valid email address.')).toBeHidden();
  await subscribe.click();
  await expect(page.getByRole('status').filter({ hasText: /Thank you/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expect(page.getByLabel('Email address')).toHaveCount(0);
});

test('newsletter shows a server error above the button and lets the rider retry', async ({ page }) => {
  await page.route('**/api/subscribe/', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Too many attempts. Try again in a minute.' }),
    }),
  );
  await page.goto('/penguin-perks');
  await page.getByLabel('Email address').fill('rider@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts. Try again in a minute.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('the reserve cards open the airports\u2019 sites in a new tab', async ({ page }) => {
  await page.goto('/reserve');
  for (const name of [/Reserve at Denver airport/, /Reserve at MSP airport/]) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('without JavaScript the newsletter form still subscribes (the server answers with a page)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByLabel('Email address').fill(`no-script-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
  await expect(page.getByText('Please check your inbox and confirm your subscription.')).toBeVisible();
  await context.close();
});
