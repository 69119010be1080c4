import { expect, test } from './helpers';

// the content spec's section 2: "the app … unregisters any service worker" (decision 232). A
// worker an earlier site left on this origin is registered for real, then the app is opened.

test.use({ serviceWorkers: 'allow' });

test('opening the app removes a service worker left on its origin', async ({ page, context }) => {
  // The earlier site's worker: served here, since this app has none of its own.
  await context.route('**/old-site-worker.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('fetch', () => {});" }),
  );
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  const registered = await page.evaluate(async () => {
    await navigator.serviceWorker.register('/old-site-worker.js');
    return (await navigator.serviceWorker.getRegistrations()).length;
  });
  expect(registered).toBe(1);

  await page.goto('/contact');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
