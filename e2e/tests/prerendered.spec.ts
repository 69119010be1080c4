import { expect, test, type Page } from '@playwright/test';
import { CANONICAL_PATHS, PRERENDERED_PATHS } from '../../apps/web/app/server/prerendered-paths';

// Every public page is rendered by the server: without JavaScript a visitor reads the same page
// (heading and main content) as with it, the page names its canonical URL, and the browser
// takes the server's HTML over without a hydration error.

/** The visible text of the main region, whitespace folded. */
async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ').trim();
}

for (const path of PRERENDERED_PATHS) {
  test(`${path} reads the same without JavaScript`, async ({ browser }) => {
    const withoutJs = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'America/Denver' });
    const bare = await withoutJs.newPage();
    const response = await bare.goto(path);
    expect(response?.status()).toBe(200);
    await expect(bare.locator('h1')).toHaveCount(1);
    const h1 = (await bare.locator('h1').innerText()).trim();
    expect(h1.length).toBeGreaterThan(0);
    const bareText = await mainText(bare);
    const canonical = await bare.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(CANONICAL_PATHS[path] ?? path);
    await withoutJs.close();

    const withJs = await browser.newContext({ timezoneId: 'America/Denver' });
    const page = await withJs.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveText(h1);
    expect(await mainText(page)).toBe(bareText);
    expect(errors, `console errors on ${path}`).toEqual([]);
    await withJs.close();
  });
}

test('an unknown address answers 404 with the not-found page, also without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await context.close();
});

test('booking pages have no canonical link and load in the browser', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
