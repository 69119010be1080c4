import type { Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../apps/web/app/prerendered-paths';
import { dateFromToday, expect, test } from './helpers';

// No dead link (decision 145): every internal link on every public page, and on every booking page
// reachable without signing in, leads somewhere. Pages are opened in the browser (links read
// after hydration) and the pages they link to are walked in turn; each distinct address is
// then asked for once: none answers 404 (a redirect to a page is fine), every #anchor exists on
// its page, and the home page never stands in for a missing page: a link to a bare "/" must be
// named for home or booking.

/** Booking and account pages that render without a session (the others send visitors to /login). */
const BOOKING_PAGES = [
  '/reservations/depart',
  '/reservations/return',
  '/reservations/summary',
  '/login',
  '/account/register',
  '/password/recovery',
];

/** Names of links that rightly lead to the home page: it is the search form, where booking starts. */
const HOME_NAMES = /^(Landline home|Home|Book Trip|Book Now|Book a trip|Book your ride|Search again|New search)$/i;

/** Upper bound on pages walked: the site has about forty; more would mean links that multiply. */
const MAX_PAGES = 120;

interface FoundLink {
  href: string;
  /** The href as written: '#…' links stay on their page. */
  raw: string;
  name: string;
  on: string;
}

/** Every link of the page as the visitor has it now (after hydration): absolute href and name. */
async function linksOf(page: Page): Promise<Omit<FoundLink, 'on'>[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => {
      // getAttribute, not .href: the map markers are SVG links.
      const raw = a.getAttribute('href') ?? '';
      const href = new URL(raw, document.baseURI).href;
      const label = a.getAttribute('aria-label');
      const name = (label ?? a.textContent ?? '').replace(/\s+/g, ' ').trim();
      return { href, raw, name };
    }),
  );
}

test('every internal link on the public and booking pages leads to a page', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;

  // A search first, so that the results page has results (and their links) to show.
  await page.goto('/fort-collins');
  await page.waitForLoadState('networkidle');
  // The page is the server's until the browser takes it over: a date typed before that is
  // reset by hydration ('Choose the departure date'), so the search is tried until it goes.
  await expect(async () => {
    if (!/\/reservations\/depart$/.test(page.url())) {
      await page.getByLabel('Departure date').fill(dateFromToday(3));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/reservations\/depart$/, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });

  const queue: string[] = [...PRERENDERED_PATHS, ...BOOKING_PAGES];
  const walked = new Set<string>();
  const links: FoundLink[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (walked.has(path)) continue;
    walked.add(path);
    expect(walked.size, `more than ${MAX_PAGES} pages: ${[...walked].join(' ')}`).toBeLessThanOrEqual(MAX_PAGES);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const on = new URL(page.url()).pathname + new URL(page.url()).search;
    for (const link of await linksOf(page)) {
      const url = new URL(link.href);
      if (url.origin !== origin) continue;
      links.push({ ...link, on });
      const target = url.pathname + url.search;
      if (!url.pathname.startsWith('/api/') && !walked.has(target)) queue.push(target);
    }
  }
  expect(links.length).toBeGreaterThan(100);

  // Each distinct address once: its status, and the ids its HTML holds for #anchors.
  const answers = new Map<string, Promise<{ status: number; html: string }>>();
  const answer = (target: string) => {
    if (!answers.has(target)) {
      answers.set(
        target,
        request.get(target).then(async (r) => ({ status: r.status(), html: await r.text() })),
      );
    }
    return answers.get(target)!;
  };

  const problems: string[] = [];
  for (const link of links) {
    const url = new URL(link.href);
    const target = url.pathname + url.search;
    const { status, html } = await answer(target);
    const where = `"${link.name}" on ${link.on} → ${url.pathname}${url.search}${url.hash}`;
    if (status === 404) problems.push(`404: ${where}`);
    else if (status >= 400) problems.push(`${status}: ${where}`);
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && !html.includes(`id="${id}"`)) problems.push(`no #${id} on the page: ${where}`);
    const toHome = url.pathname === '/' && url.search === '' && !link.raw.startsWith('#');
    if (toHome && !HOME_NAMES.test(link.name)) {
      problems.push(`the home page stands in for another: ${where}`);
    }
  }
  expect([...new Set(problems)], `checked ${answers.size} addresses linked from ${walked.size} pages`).toEqual([]);
});
