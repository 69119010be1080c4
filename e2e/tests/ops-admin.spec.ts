import { expect, expectAccessible, holdAndSeedDraft, saveLeadPassenger, test } from './helpers';
import { opsAdminLink, setUpFromLink } from './ops-helpers';

// Commerce and settings in the console (issue 31 item 5, decision 280): an admin adds a voucher
// and a traveller's cart takes it; the admin turns the home carousel on and off again, and the
// home page follows; axe on each console page, and at 360 px.

test('an admin adds a voucher a traveller then uses, and switches the home carousel', async ({ page, browser }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await setUpFromLink(page.request, await opsAdminLink(`commerce-${stamp}@landline.test`, 'Mary Jackson'));
  const console = page.getByRole('navigation', { name: 'Console' });

  await page.goto('/ops/vouchers');
  const form = page.getByRole('form', { name: 'Add a voucher' });
  await expect(form).toBeVisible();
  await expectAccessible(page, 'the vouchers page');
  const code = `SNOW${stamp}`.slice(0, 32);
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Kind').selectOption('amount');
  await form.getByLabel('Value').fill('7.50');
  await form.getByLabel('Uses in all').fill('50');
  await form.getByLabel('Uses per customer').fill('1');
  await form.getByRole('checkbox', { name: /FTC-DEN/ }).check();
  await form.getByRole('button', { name: 'Add the voucher' }).click();
  const row = page.getByRole('row', { name: new RegExp(code) }).first();
  await expect(row).toContainText('$7.50');
  await expect(row).toContainText('0 of 50; 1 per customer');
  await expect(row).toContainText('FTC-DEN');

  // A traveller's cart on that route takes it, on the payment page, in any case.
  const travellerContext = await browser.newContext();
  try {
    const traveller = await travellerContext.newPage();
    const held = await holdAndSeedDraft(traveller, { from: 'FTC', to: 'DEN', days: 9, party: { adults: 1, children: 0, infants: 0 } });
    await saveLeadPassenger(traveller, held, {
      title: 'Ms',
      first_name: 'Katherine',
      last_name: 'Johnson',
      gender: 2,
      date_of_birth: '1985-06-15',
      email: `katherine-${stamp.toLowerCase()}@example.com`,
    });
    await traveller.goto('/payments');
    await expect(traveller.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    const voucher = traveller.getByRole('form', { name: 'Voucher' });
    await voucher.getByLabel('Voucher code').fill(code.toLowerCase());
    await voucher.getByRole('button', { name: 'Apply voucher' }).click();
    await expect(traveller.getByRole('term').filter({ hasText: `Voucher ${code}` })).toBeVisible();
  } finally {
    await travellerContext.close();
  }

  // The carousel: on, the home page shows it; off again, it is gone.
  await console.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flags and settings' })).toBeVisible();
  await expectAccessible(page, 'the settings page');
  const carouselFlag = page.getByRole('checkbox', { name: /Home carousel/ });
  await carouselFlag.check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Riding with Landline', exact: true })).toBeVisible();
  await page.goto('/ops/settings');
  await page.getByRole('checkbox', { name: /Home carousel/ }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Riding with Landline', exact: true })).toHaveCount(0);

  // The sales page, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ops/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
    'href',
    /\/api\/ops\/sales\.csv\?from=\d{4}-\d{2}-\d{2}&to=/,
  );
  await expectAccessible(page, 'the sales page at 360 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/ops/vouchers');
  await expect(page.getByRole('row', { name: new RegExp(code) }).first()).toBeVisible();
  await expectAccessible(page, 'the vouchers page at 360 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
