import type { Page } from '@playwright/test';
import { QUOTE_MESSAGES } from '@landline/shared/messages';
import { dateFromToday, expect, expectAccessible, holdScripts, isHydrated, test } from './helpers';

// The business pages and their quote forms (decision 223) in the browser: from
// the footer to the corporate page to its form; a refused form says why at each field and focuses
// the first; a good one gives way to the thank-you with its reference, and both mails are in the
// development mailbox. The charter form likewise, by keyboard.

/** The mail with `subject` (a part of it) sent to `to`, from the development mailbox. */
async function expectMail(page: Page, to: string, subject: string): Promise<void> {
  await page.goto('/dev/mailbox');
  await expect(page.locator('li', { hasText: to }).filter({ hasText: subject }).first()).toBeVisible();
}

test('a company asks for a corporate quote from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Corporate Travel' }).click();
  await expect(page).toHaveURL(/^[^?]*\/corporate-travel$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'corporate travel');
  await page.getByRole('link', { name: 'Get a corporate quote' }).click();
  await expect(page).toHaveURL(/^[^?]*\/corporate-travel-quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Relax and Let Landline Drive' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Tell Us About Your Company' });
  await expect(form.getByRole('button', { name: 'Send my request' })).toBeEnabled();
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByLabel('Company')).toBeFocused();
  await expect(form.getByText(QUOTE_MESSAGES.companyRequired)).toBeVisible();
  await expect(form.getByText(QUOTE_MESSAGES.emailInvalid)).toBeVisible();
  await expectAccessible(page, 'corporate quote form with errors');

  await form.getByLabel('Company').fill('Northern Lakes Clinic');
  await form.getByLabel('Your name').fill('Dorothy Vaughan');
  await form.getByLabel('E-mail').fill('dorothy.quote@example.com');
  await form.getByLabel('Phone').fill('+1 218 555 0100');
  await form.getByLabel('Your team travels from').selectOption('Duluth');
  await form.getByLabel('Airport trips a month, about').fill('12');
  await form.getByLabel(/Anything else we should know/).fill('Our staff fly out of MSP twice a week.');
  await form.getByRole('button', { name: 'Send my request' }).click();

  const sent = page.getByRole('status').filter({ hasText: QUOTE_MESSAGES.thanks });
  await expect(sent).toBeVisible();
  const reference = (await page.getByTestId('quote-reference').textContent())!.trim();
  expect(reference).toMatch(/^QR-[A-Z2-9]{6}$/);
  await expectAccessible(page, 'corporate quote sent');
  await expectMail(page, 'dorothy.quote@example.com', reference);
  await expectMail(page, 'sales@landline.local', reference);
});

test('a band asks for a charter quote, by keyboard', async ({ page }) => {
  // The old address is the page's now (a permanent redirect).
  await page.goto('/landline/charters');
  await expect(page).toHaveURL(/^[^?]*\/charters$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Customer Testimonials' })).toBeVisible();
  await page.getByRole('link', { name: 'Get a Quote Today' }).first().click();
  await expect(page).toHaveURL(/^[^?]*\/charters-quote$/);
  const form = page.getByRole('form', { name: 'Tell Us About Your Trip' });
  await expect(form.getByRole('button', { name: 'Send my request' })).toBeEnabled();
  await form.getByLabel('Your name').focus();
  await page.keyboard.type('Mary Jackson');
  await page.keyboard.press('Tab');
  await page.keyboard.type('mary.charter@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('970-555-0101');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Poudre High School Band');
  await form.getByLabel('Date of the trip').fill(dateFromToday(40));
  await form.getByLabel('From').fill('Fort Collins');
  await form.getByLabel('To', { exact: true }).fill('Denver Performing Arts Complex');
  await form.getByLabel('Passengers').fill('80');
  await form.getByLabel('Passengers').press('Enter');
  await expect(form.getByText(QUOTE_MESSAGES.passengersRange)).toBeVisible();
  await form.getByLabel('Passengers').fill('48');
  await form.getByLabel(/round trip/).check();
  await form.getByLabel('Passengers').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: QUOTE_MESSAGES.thanks })).toBeVisible();
  await expectAccessible(page, 'charter quote sent');
});

test('a quote page is taken over before its form code arrives, and the form works once it has', async ({ page }) => {
  // The form's chunk is held back (decision 314): the rest of the page must not wait for it.
  const release = await holdScripts(page, /\/assets\/quote-form-[^/]+\.js$/);
  const formSelector = 'form[aria-label="Tell Us About Your Trip"]';

  await page.goto('/charters-quote');
  const form = page.getByRole('form', { name: 'Tell Us About Your Trip' });
  const send = form.getByRole('button', { name: 'Send my request' });
  // The header is taken over while the form is still the server's markup, its button disabled.
  await expect.poll(() => isHydrated(page, 'header')).toBe(true);
  await expect(form.getByLabel('Your name')).toBeVisible();
  await expect(send).toBeDisabled();
  expect(await isHydrated(page, formSelector)).toBe(false);
  await expectAccessible(page, 'charter quote form before its code');

  release();
  await expect(send).toBeEnabled();
  expect(await isHydrated(page, formSelector)).toBe(true);
  // A refused submit focuses the first wrong field on screen (it once focused the date below it).
  await send.click();
  await expect(form.getByLabel('Your name')).toBeFocused();
  await expect(form.getByText(QUOTE_MESSAGES.nameRequired)).toBeVisible();
});
