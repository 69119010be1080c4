import { PRERENDERED_PATHS } from '../../apps/web/app/prerendered-paths';
import { expect, expectAccessible, test } from './helpers';

// Every route of the content spec's section 2 answers, either as a page
// (the public ones rendered by the server, listed in PRERENDERED_PATHS and checked page by page
// in prerendered.spec.ts) or as a redirect to one. The list is the spec's table, as written.

const SPEC_ROUTES = [
  '/',
  '/penguin-perks',
  '/account/register',
  '/faq',
  '/contact',
  '/trips',
  '/seats/change',
  ...['/fort-collins', '/fort-collins-shuttle', '/fort-collins-airport-shuttle', '/greeley-shuttle'],
  '/csu',
  ...['/denver', '/denver-shuttle', '/denver-airport-shuttle'],
  ...['/duluth', '/duluth-shuttle'],
  ...['/msp', '/msp-shuttle', '/minneapolis', '/minnesota'],
  ...['/lacrosse', '/lacrosse-shuttle', '/fargo', '/fargo-shuttle', '/fargo-airport-shuttle'],
  ...['/landline/lacrosse', '/landline/lacrosse-shuttle', '/landline/fargo', '/landline/fargo-shuttle', '/landline/fargo-airport-shuttle'],
  '/canada',
  ...['/canada/hamilton', '/canada/waterloo', '/canada/kingston'],
  '/oktoberfest',
  ...['/locations', '/pickup-locations'],
  '/reserve',
  ...['/charters', '/landline/charters', '/charters-quote'],
  '/about-us',
  ...['/aircanada', '/aircanada-terms-conditions'],
  ...['/american', '/trenton'],
  '/bookfnl',
  ...['/terms-and-conditions', '/privacy-policy'],
  '/onboard',
  '/forms',
  ...['/how-it-works', '/motorcoach'],
  ...['/corporate-travel', '/corporate-travel-quote'],
  '/refer-a-friend',
  '/book',
  ...['/login-form', '/bookings'],
];

/** Booking-application pages in the table: rendered in the browser for whoever asks. */
const APP_PAGES = new Set(['/account/register', '/trips', '/seats/change']);

test('every route of the spec answers with a page or a redirect to one', async ({ request }) => {
  const problems: string[] = [];
  for (const path of SPEC_ROUTES) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() === 200) {
      if (!PRERENDERED_PATHS.includes(path) && !APP_PAGES.has(path)) problems.push(`${path}: a page, but not prerendered`);
      continue;
    }
    const location = response.headers().location;
    if (![301, 302, 308].includes(response.status()) || !location) {
      problems.push(`${path}: ${response.status()}`);
      continue;
    }
    const target = await request.get(location, { maxRedirects: 0 });
    if (target.status() !== 200) problems.push(`${path} → ${location}: ${target.status()}`);
  }
  expect(problems).toEqual([]);
});

for (const path of APP_PAGES) {
  test(`${path} shows a main heading and is accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  });
}
