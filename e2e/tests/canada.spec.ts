import type { Page } from '@playwright/test';
import { CANADA_PATHS } from '../../apps/web/app/canada/paths';
import { expect, test } from './helpers';

// The Canada pages (decision 224) in English and French. Each page is served whole by the
// server in its language (<html lang>, title, content), names its address in both languages,
// switches to the other language with a real link, and shows the live timetable in Toronto time
// and real destinations from Toronto Pearson.

const AIRPORTS = [
  { slug: 'hamilton', code: 'YHM', city: 'Hamilton' },
  { slug: 'waterloo', code: 'YKF', city: 'Waterloo' },
  { slug: 'kingston', code: 'YGK', city: 'Kingston' },
] as const;

/** English words that have no place in French copy (proper nouns such as Air Canada hold none). */
const ENGLISH =
  /\b(the|and|book|schedule|pickup|drop-off|fares|adults|child|children|departure|departs|arrival|arrives|from|to|with|your|amenities|free|included|location|daily|check|shuttle|status|call|text us)\b/i;

/** The main region's visible text, without what is marked as English (the language switch). */
async function frenchMainText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"]').forEach((el) => el.remove());
    // The second copy of the destinations strip is for the eye only: the same words.
    document.body.appendChild(copy);
    const text = copy.innerText;
    copy.remove();
    return text.replace(/\s+/g, ' ');
  });
}

/** '05:40' → '5:40 AM' (English) or '5 h 40' (Canadian French, no-break spaces). */
function clock(hhmm: string, lang: 'en' | 'fr'): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (lang === 'fr') return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}`;
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Today in Toronto, YYYY-MM-DD. */
const torontoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

for (const path of CANADA_PATHS) {
  test(`${path} answers in its language, with one h1 and alternates`, async ({ page, baseURL }) => {
    const french = path.startsWith('/fr/');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', french ? 'fr' : 'en');

    const origin = new URL(baseURL!).origin;
    const english = path.replace(/^\/fr/, '');
    const alternate = (lang: string) => page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
    await expect(alternate('en')).toHaveAttribute('href', `${origin}${english}`);
    await expect(alternate('fr')).toHaveAttribute('href', `${origin}/fr${english}`);
    await expect(alternate('x-default')).toHaveAttribute('href', `${origin}${english}`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);

    // The language switch is a real link to the other language's page.
    const other = french ? english : `/fr${english}`;
    const switchLink = page.getByRole('navigation', { name: french ? 'Langue' : 'Language' }).getByRole('link');
    await expect(switchLink).toHaveAttribute('href', other);
    await expect(switchLink).toHaveAttribute('hreflang', french ? 'en' : 'fr');
    await expect(switchLink).toHaveAttribute('lang', french ? 'en' : 'fr');

    // The site's shell speaks the page's language (decision 267): no part of it marked as another one.
    for (const part of [page.locator('header.site-header'), page.locator('footer.site-footer')]) {
      await expect(part).not.toHaveAttribute('lang', /./);
    }
    await expect(page.locator('header.site-header').getByRole('link', { name: french ? 'Mes voyages' : 'My Trips' })).toBeVisible();

    // FAQ and newsletter are hidden on these pages.
    await expect(page.getByRole('heading', { name: /newsletter|schedule updates|subscribe/i })).toHaveCount(0);

    if (french) {
      await expect(page).toHaveTitle(
        /^(Navette vers l’aéroport Toronto Pearson|Navette de l’aéroport de \S+ vers Toronto Pearson) \| Landline$/,
      );
      const text = await frenchMainText(page);
      expect(text.match(ENGLISH), `English left on ${path}: …${text.slice(0, 200)}`).toBeNull();
    } else {
      await expect(page).toHaveTitle(/^(Canada Airport Shuttle to Toronto Pearson|\S+ Airport Shuttle to Toronto Pearson) \| Landline$/);
    }
    // axe: prerendered.spec.ts runs it once on every public page.
  });
}

test('the language switch swaps the whole page, with and without JavaScript', async ({ page, browser }) => {
  await page.goto('/canada/hamilton');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1')).toHaveText('Hamilton to Toronto Pearson');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/fr\/canada\/hamilton$/);
  await expect(page.locator('h1')).toHaveText('De Hamilton à Toronto Pearson');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Navette de l’aéroport de Hamilton vers Toronto Pearson | Landline');
  expect((await frenchMainText(page)).match(ENGLISH)).toBeNull();
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/canada\/hamilton$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Hamilton to Toronto Pearson');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/canada');
  await bare.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(bare).toHaveURL(/\/fr\/canada$/);
  await expect(bare.locator('h1')).toHaveText('Votre aéroport régional, relié à Toronto Pearson');
  await context.close();
});

test('the Canada home links each airport page in its own language', async ({ page }) => {
  for (const [home, prefix] of [
    ['/canada', ''],
    ['/fr/canada', '/fr'],
  ] as const) {
    await page.goto(home);
    for (const { slug } of AIRPORTS) {
      await expect(page.locator(`main a[href="${prefix}/canada/${slug}"]`)).toHaveCount(1);
    }
    await expect(page.locator('main a[href^="tel:+1905555"]')).toHaveCount(1);
  }
});

for (const { slug, code, city } of AIRPORTS) {
  test(`${city}: the schedule is the live timetable in Toronto time, both ways and in both languages`, async ({ page, request }) => {
    const today = torontoToday();
    const times = async (from: string, to: string) => {
      const answer = await request.get(`/api/v2/landline/schedule/?from=${from}&to=${to}&start=${today}&end=${today}`);
      expect(answer.ok()).toBe(true);
      const schedule = (await answer.json()) as { stops: { code: string; type: string }[]; rows: { times: string[] }[] };
      const d = schedule.stops.findIndex((s) => s.code === from && s.type === 'Depart');
      const a = schedule.stops.findIndex((s) => s.code === to && s.type === 'Arrive');
      return schedule.rows.map((r) => [r.times[d], r.times[a]]).sort();
    };
    const there = await times(code, 'YYZ');
    const back = await times('YYZ', code);
    expect(there.length).toBeGreaterThan(0);
    expect(back.length).toBeGreaterThan(0);

    for (const lang of ['en', 'fr'] as const) {
      await page.goto(`${lang === 'fr' ? '/fr' : ''}/canada/${slug}`);
      const tables = page.locator('#schedule').locator('xpath=ancestor::section').getByRole('table');
      await expect(tables).toHaveCount(2);
      for (const [table, rows] of [
        [tables.nth(0), there],
        [tables.nth(1), back],
      ] as const) {
        const body = table.locator('tbody tr');
        await expect(body).toHaveCount(rows.length);
        for (const [i, [depart, arrive]] of rows.entries()) {
          await expect(body.nth(i).locator('td').nth(0)).toHaveText(clock(depart, lang));
          await expect(body.nth(i).locator('td').nth(1)).toHaveText(clock(arrive, lang));
        }
      }
      const status = page.getByRole('link', { name: lang === 'fr' ? /Vérifier l’état de la navette/ : /Check Shuttle Status/ });
      const href = new URL((await status.getAttribute('href'))!);
      expect(href.hostname).toBe('www.aircanada.com');
      expect(href.searchParams.get('origin')).toBe(code);
      expect(href.searchParams.get('destination')).toBe('YTO');
    }
  });
}

test('Hamilton: the spec’s first departures, the fares table and the quick navigation', async ({ page }) => {
  await page.goto('/canada/hamilton');
  const toToronto = page.getByRole('table', { name: 'Hamilton to Toronto Pearson' });
  await expect(toToronto.locator('tbody tr').first()).toHaveText(/5:40 AM\s*6:40 AM/);
  const fares = page.getByRole('table', { name: /Shuttle fares/ });
  await expect(fares.getByRole('columnheader')).toHaveText(['Location', 'Adults', 'Child (12 & Under)', 'Air Canada Vacations']);
  await expect(fares.getByRole('row', { name: /Landline \(standalone\)/ })).toHaveText(/\$49 CAD\s*\$15 CAD\s*\$40 CAD/);
  await expect(fares.getByRole('row', { name: /Booked with Air Canada/ })).toHaveText(/Included in airfare\s*Included\s*N\/A/);
  await expect(page.getByText('*Does not include taxes and fees')).toBeVisible();

  for (const [name, id] of [
    ['Schedule', 'schedule'],
    ['Pickup locations', 'pickup'],
    ['Drop-off locations', 'drop-off'],
    ['Fares', 'fares'],
    ['Amenities', 'amenities'],
  ]) {
    const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', `#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Fares' }).click();
  await expect(page).toHaveURL(/#fares$/);
  await expect(page.locator('#fares')).toBeInViewport();

  await page.goto('/fr/canada/hamilton');
  const tarifs = page.getByRole('table', { name: /Tarifs de la navette/ });
  await expect(tarifs.getByRole('columnheader')).toHaveText(['Lieu', 'Adultes', 'Enfants (12 ans et moins)', 'Vacances Air Canada']);
  await expect(tarifs.getByRole('row', { name: /navette seule/ })).toHaveText(/49\u00a0\$\s*15\u00a0\$\s*40\u00a0\$/);
  await expect(page.getByRole('table', { name: 'De Hamilton à Toronto Pearson' }).locator('tbody tr').first()).toHaveText(
    /5\u00a0h\u00a040\s*6\u00a0h\u00a040/,
  );
});

test('Kingston shows its free parking and Toronto’s door Q pickup', async ({ page }) => {
  await page.goto('/canada/kingston');
  await expect(page.locator('main')).toContainText('Free parking at YGK for up to 2 weeks');
  await expect(page.locator('main')).toContainText('Door Q, on the ground transportation level');
  await expect(page.locator('main')).toContainText('1114 Len Birchall Way');
  await page.goto('/canada/hamilton');
  await expect(page.locator('main')).not.toContainText('Free parking');
});

test('the destinations are real nonstop cities from Toronto Pearson, in the page’s language', async ({ page }) => {
  await page.goto('/canada/waterloo');
  const strip = page.getByRole('region', { name: 'Cities served nonstop from Toronto Pearson' });
  const cities = strip.locator('ul:not([aria-hidden]) > li');
  expect(await cities.count()).toBeGreaterThan(10);
  const names = await cities.allInnerTexts();
  expect(names).toEqual(expect.arrayContaining(['Vancouver, Canada', 'London, United Kingdom', 'New York, United States']));
  // The loop's second copy is hidden from assistive technology.
  await expect(strip.locator('ul[aria-hidden="true"] > li')).toHaveCount(names.length);

  // It stops when focused, and does not move at all for reduced motion.
  await strip.focus();
  await expect(strip.locator('.canada-marquee__track')).toHaveCSS('animation-play-state', 'paused');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(strip.locator('.canada-marquee__track')).toHaveCSS('animation-name', 'none');

  await page.goto('/fr/canada/waterloo');
  const french = await page
    .getByRole('region', { name: 'Villes desservies sans escale depuis Toronto Pearson' })
    .locator('ul:not([aria-hidden]) > li')
    .allInnerTexts();
  expect(french).toEqual(expect.arrayContaining(['Vancouver, Canada', 'Londres, Royaume-Uni', 'New York, États-Unis']));
});

test('the Locations page leads to the Canadian airport pages', async ({ page }) => {
  await page.goto('/locations');
  for (const { slug } of AIRPORTS) await expect(page.locator(`main a[href="/canada/${slug}"]`)).toHaveCount(1);
});
