import { expect, expectAccessible, test } from './helpers';
import { opsAdminLink, STAFF_PASSWORD, totp } from './ops-helpers';

// The operations console's door (issue 31, decision 276): the first admin from
// `npm run ops:admin`, set up through the link's page (authenticator, password, recovery codes),
// then staff invited and the audit log read, on a desk and on a 360 px phone; a traveller's page
// never loads the console's code.

test('the first admin sets up their account, invites an agent and reads the audit log', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = `ada-${stamp}@landline.test`;
  const link = await opsAdminLink(email, 'Ada Lovelace');
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(page, 'the set-up page');
  // The key as the page shows it, as someone typing it into their app reads it.
  const secret = (await page.locator('.ops-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Password again').fill(STAFF_PASSWORD);
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Set up my account' }).click();
  await expect(page.getByRole('heading', { name: 'Keep your recovery codes' })).toBeVisible();
  await expect(page.locator('.ops-codes li')).toHaveCount(10);
  await expectAccessible(page, 'the recovery codes');
  await page.getByRole('link', { name: /open the console/ }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  // Exact labels: each staff row has its own "Role of …" field.
  await page.getByLabel('E-mail', { exact: true }).fill(`grace-${stamp}@landline.test`);
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Role', { exact: true }).selectOption('agent');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: `grace-${stamp}@landline.test` })).toContainText('/ops/setup/');
  await expect(page.getByRole('row', { name: /Grace Hopper/ })).toContainText('Invited');
  await expectAccessible(page, 'the staff page');

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').fill('staff.invite');
  await page.getByRole('button', { name: 'Show' }).click();
  // Ada's own invitation (by the command) and the one she made: hers is the one she did.
  const invite = page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^Ada Lovelace <${email}>`) }) });
  await expect(invite).toHaveCount(1);
  await invite.getByText('Before and after').click();
  await expect(invite).toContainText(`grace-${stamp}@landline.test`);
  await expectAccessible(page, 'the audit log');

  // On a driver's phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('row', { name: /Grace Hopper/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'the staff page at 360 px');

  // Signed out, a console page asks to sign in, and the code of the next step signs back in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);
  await page.goto('/ops/audit');
  await expect(page).toHaveURL(/\/ops\/login\?next=%2Fops%2Faudit$/);
  await expectAccessible(page, 'the sign-in page');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code').fill('123 456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail address, password or code is not right.');
  await page.getByLabel('Code').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
});

test("a traveller's home page loads none of the console's code", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((p) => /\/ops[.-]|qrcode|browser-/.test(p))).toEqual([]);
});
