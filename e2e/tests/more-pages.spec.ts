import { ONBOARD_WIFI_DEMO } from '@landline/shared/constants';
import { PRIVACY_DOCUMENT } from '../../apps/web/app/legal/privacy';
import { TERMS_DOCUMENT } from '../../apps/web/app/legal/terms';
import { sectionHeading, sectionId } from '../../apps/web/app/legal/types';
import { CONTEST_ENTRY_URL } from '../../apps/web/app/riders/oktoberfest';
import { FORM_GROUPS } from '../../apps/web/app/staff/forms';
import { expect, expectAccessible, test } from './helpers';

// Decisions 228 to 230: the legal pages' tables of contents, the welcome-aboard page with the
// configured Wi-Fi, the Oktoberfest contest's consent-gated entry link, the referral button for
// signed-out and signed-in visitors, the staff forms, and the two listed routes that redirect.

const PAGES = [
  { path: '/terms-and-conditions', h1: 'Terms and Conditions' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/onboard', h1: 'Welcome aboard' },
  { path: '/oktoberfest', h1: 'Win your ride to Oktoberfest' },
  { path: '/refer-a-friend', h1: 'Refer a friend' },
  { path: '/forms', h1: 'Landline Forms' },
];

for (const { path, h1 } of PAGES) {
  test(`${path} answers with its one heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    // axe: prerendered.spec.ts runs it once on every public page.
  });
}

for (const [path, doc] of [
  ['/terms-and-conditions', TERMS_DOCUMENT],
  ['/privacy-policy', PRIVACY_DOCUMENT],
] as const) {
  test(`every entry of the ${path} contents lands on its section`, async ({ page }) => {
    await page.goto(path);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveCount(doc.sections.length);
    for (const section of doc.sections) {
      await toc.getByRole('link', { name: sectionHeading(section), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${sectionId(section)}$`));
      const heading = page.getByRole('heading', { level: 2, name: sectionHeading(section), exact: true });
      await expect(heading).toHaveAttribute('id', sectionId(section));
      await expect(heading).toBeInViewport();
      await page.getByRole('link', { name: 'Back to contents' }).click();
      await expect(toc).toBeInViewport();
    }
    // The footer of every page, the legal ones too: both documents and the social accounts.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: /^Landline on .* \(opens in a new tab\)$/ })).toHaveCount(4);
  });
}

test('the privacy policy says when it was last updated and links to the terms’ disputes section', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.locator('time[datetime="2025-05-08"]')).toHaveText('May 8, 2025');
  await page
    .getByRole('region', { name: '20. Disclaimers and disputes' })
    .getByRole('link', { name: /^section 10/ })
    .click();
  await expect(page).toHaveURL(/^[^?]*\/terms-and-conditions#section-10-disputes-and-arbitration$/);
  await expect(page.getByRole('heading', { level: 2, name: '10. Disputes and arbitration' })).toBeInViewport();
});

test('/onboard shows the configured Wi-Fi and its links', async ({ page }) => {
  // The server under test runs with this environment (scripts/e2e-server.mjs passes it on).
  const name = process.env.ONBOARD_WIFI_NAME || ONBOARD_WIFI_DEMO.name;
  const password = process.env.ONBOARD_WIFI_PASSWORD || ONBOARD_WIFI_DEMO.password;
  await page.goto('/onboard');
  const wifi = page.getByRole('region', { name: 'Free Wi-Fi' });
  await expect(wifi.getByTestId('wifi-name')).toHaveText(name);
  await expect(wifi.getByTestId('wifi-password')).toHaveText(password);
  for (const label of ['Open onboard entertainment', 'Write a review', 'Take our rider survey']) {
    const link = page.getByRole('link', { name: `${label} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(page.getByRole('link', { name: /^Text / })).toHaveAttribute('href', /^sms:\+1\d{10}$/);
  await expect(page.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('Every three new customers you refer to Landline earn you a free trip.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
  await page.getByRole('link', { name: 'Read the FAQ' }).click();
  await expect(page).toHaveURL(/^[^?]*\/faq$/);
  await page.goBack();
  await page.getByRole('region', { name: 'Your next trip' }).getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/^[^?]*\/$/);
});

test('the contest’s entry link stays inactive until the box is ticked', async ({ page, context }) => {
  await page.goto('/oktoberfest');
  await expect(page.getByRole('img', { name: /Landline coach/ })).toBeVisible();
  const enter = page.getByRole('link', { name: /^Enter to Win/ });
  const box = page.getByRole('checkbox', { name: /I agree to the contest rules/ });
  await expect(enter).toHaveAttribute('aria-disabled', 'true');
  await expect(enter).not.toHaveAttribute('href', /./);
  // Playwright, like assistive technology, treats it as disabled; a forced click goes nowhere.
  await expect(enter).toBeDisabled();
  await enter.click({ force: true });
  await expect(page).toHaveURL(/^[^?]*\/oktoberfest$/);
  await expect(enter).toHaveCSS('background-color', 'rgb(229, 233, 239)');

  await box.check();
  await expect(enter).toBeEnabled();
  await expect(enter).not.toHaveAttribute('aria-disabled', /./);
  await expect(enter).toHaveAttribute('href', CONTEST_ENTRY_URL);
  await expect(enter).toHaveAttribute('target', '_blank');
  await expect(enter).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(enter).toHaveAccessibleName('Enter to Win (opens in a new tab)');
  await expect(enter).toHaveCSS('background-color', 'rgb(245, 184, 46)');
  await expectAccessible(page, '/oktoberfest, box ticked');

  // Unticked again, it is inactive again.
  await box.uncheck();
  await expect(enter).toHaveAttribute('aria-disabled', 'true');
  await expect(enter).not.toHaveAttribute('href', /./);

  // By keyboard: Space ticks the box, Tab reaches the link, Enter opens the form in a new tab
  // (the tab's request to the outside site is stopped: the test needs no network).
  await context.route(/^https:\/\/forms\.landline\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Entry form</title>' }),
  );
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(enter).toBeFocused();
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(tab).toHaveURL(CONTEST_ENTRY_URL);
  await tab.close();
  await expect(page).toHaveURL(/^[^?]*\/oktoberfest$/);
});

test('refer a friend: signed out to log in and on to /referral; signed in straight to /referral', async ({ page }) => {
  await page.goto('/refer-a-friend');
  const button = page.getByRole('link', { name: 'Get my referral link' }).first();
  await expect(button).toHaveAttribute('href', '/login?next=%2Freferral');
  await button.click();
  await expect(page).toHaveURL(/^[^?]*\/login\?next=%2Freferral$/);
  await page.getByLabel('E-mail', { exact: true }).fill('silver@demo.landline.test');
  await page.getByLabel('Password').fill('Penguin-Perks-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^[^?]*\/referral$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refer a friend');
  await expect(page.getByLabel('Your referral link')).toHaveValue(/\S/);

  await page.goto('/refer-a-friend');
  await expect(page.getByRole('link', { name: 'Get my referral link' }).first()).toHaveAttribute('href', '/referral');
  await page.getByRole('link', { name: 'Get my referral link' }).first().click();
  await expect(page).toHaveURL(/^[^?]*\/referral$/);
});

test('/forms lists the staff forms by group, each opening in a new tab, and asks not to be indexed', async ({ page }) => {
  await page.goto('/forms');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  for (const group of FORM_GROUPS) {
    const region = page.getByRole('region', { name: group.title, exact: true });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(group.cards.map((c) => c.title));
    const links = region.getByRole('link');
    await expect(links).toHaveCount(group.cards.reduce((n, c) => n + c.links.length, 0));
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  }
  await expect(page.getByRole('link', { name: 'Open form SP111 Incident / Accident Report (opens in a new tab)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chicago OP-302C Secure to Secure Inspection Search (opens in a new tab)' })).toBeVisible();
  const labelled = page.locator('.content-card', { hasText: 'SP101B' });
  await expect(labelled).toContainText('Management only');
  await expect(page.locator('.content-card', { hasText: 'OP-302A' })).toContainText('Company account only');
});

test('/login-form and /bookings answer 301 to the login page and My Trips', async ({ request }) => {
  for (const [from, to] of [
    ['/login-form', '/login'],
    ['/bookings', '/trips'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});
