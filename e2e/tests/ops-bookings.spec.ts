import type { Page } from '@playwright/test';
import { dateFromToday, expect, expectAccessible, fromMailbox, test } from './helpers';
import { paidGroundBooking, staffSignedIn } from './ops-helpers';

// An agent's bookings in the console (issue 31, decision 281): a caller's booking found by their
// last name, opened, its confirmation sent again (the mail is in the outbox) and the trip
// canceled for them with a reason; the refund is shown and the history names the agent. On a
// 360 px phone the pages do not scroll sideways; axe on each.

const DAYS = 5;

/** How many times the development mailbox lists `subject`. */
async function mailsTitled(subject: string): Promise<number> {
  return (await (await fromMailbox('/dev/mailbox')).text()).split(subject).length - 1;
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function expectLarge(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  expect(Math.min(box!.width, box!.height), name).toBeGreaterThanOrEqual(48);
}

test('an agent finds a caller’s booking by last name, resends its confirmation and cancels it for them', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const last = `Okafor${stamp.replace(/[^a-z]/g, '')}`;
  const email = `chidi.${stamp}@example.com`;
  const pnr = await paidGroundBooking(request, { from: 'FTC', to: 'DEN', date: dateFromToday(DAYS) }, { first: 'Chidi', last, email });
  const agentName = `Alma Agent ${stamp}`;
  await staffSignedIn(page.request, 'agent', agentName);

  // The search, from the console's menu.
  await page.goto('/ops');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const box = page.getByLabel('Reference, last name, e-mail or phone');
  await page.getByRole('button', { name: 'Find bookings' }).click();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Type a booking reference, a last name')).toBeVisible();
  await box.fill(last.toLowerCase());
  await page.getByRole('button', { name: 'Find bookings' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/bookings\\?q=${last.toLowerCase()}$`));
  await expect(page.getByRole('status')).toContainText('1 booking matches');
  const row = page.getByRole('row', { name: new RegExp(pnr) });
  await expect(row).toContainText(`Chidi ${last}`);
  await expect(row).toContainText('Booked');
  await expectLarge(page, 'Find bookings');
  await expectAccessible(page, 'the bookings found');

  // The booking as the traveller sees it, with who to reach.
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Booking ${pnr}`);
  const trip = page.getByRole('region', { name: 'Trip' });
  await expect(trip.getByRole('heading', { level: 3 })).toContainText('Departure');
  await expect(trip).toContainText('Leaves');
  await expect(trip).toContainText(/\d{1,2}:\d{2} [AP]M/);
  await expect(trip.getByRole('row', { name: new RegExp(`Chidi ${last}`) })).toContainText('Booked');
  await expect(trip).toContainText('Check-in:');
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact).toContainText('+1 970 555 0142');
  await expect(contact).toContainText(email);
  await expect(page.getByRole('region', { name: 'Mail sent' }).getByRole('row', { name: /is confirmed/ })).toHaveCount(1);
  await expectAccessible(page, 'a booking for an agent');

  // Resend the confirmation: a reason, the question, the answer.
  const subject = `Your Landline booking ${pnr} is confirmed`;
  expect(await mailsTitled(subject)).toBe(1);
  await page.getByRole('button', { name: 'Resend confirmation' }).click();
  const resendReason = page.getByRole('textbox', { name: 'Reason' });
  await expect(resendReason).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Resend the confirmation' })).toContainText('Say why, in a few words.');
  await resendReason.fill('Caller deleted the mail');
  await page.getByRole('button', { name: 'Continue' }).click();
  const question = page.getByRole('group', { name: `Resend the confirmation of ${pnr} to ${email}?` });
  await expect(question).toBeFocused();
  await expectLarge(page, 'Yes, resend');
  await expectAccessible(page, 'the resend’s question');
  await page.getByRole('button', { name: 'Yes, resend' }).click();
  const resent = page.getByRole('status').filter({ hasText: 'The confirmation is on its way' });
  await expect(resent).toContainText(email);
  await expect(resent).toBeFocused();
  await expect.poll(() => mailsTitled(subject)).toBe(2);
  await expect(page.getByRole('region', { name: 'Mail sent' }).getByRole('row', { name: /is confirmed/ })).toHaveCount(2);
  const history = page.getByRole('region', { name: 'Staff history' });
  await expect(history.getByRole('row', { name: /Resent the confirmation/ })).toContainText('Caller deleted the mail');
  await expect(history.getByRole('row', { name: /Resent the confirmation/ })).toContainText(agentName);
  await page.getByRole('button', { name: 'Done' }).click();

  // Cancel for the caller: the whole trip, with a reason; the refund and the history.
  await page.getByRole('button', { name: 'Cancel for the caller' }).click();
  await expect(page.getByRole('radio', { name: 'The whole trip' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Caller’s flight was canceled');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: `Cancel the whole trip of ${pnr} for the caller?` })).toBeFocused();
  await expectAccessible(page, 'the cancellation’s question');
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  const canceled = page.getByRole('status').filter({ hasText: 'Refund' });
  await expect(canceled).toContainText(/Refund: \$\d+\.\d{2}/);
  await expect(canceled).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Canceled');
  await expect(trip.getByRole('row', { name: new RegExp(`Chidi ${last}`) })).toContainText('Canceled');
  const cancelEntry = history.getByRole('row', { name: /Canceled for a caller/ });
  await expect(cancelEntry).toContainText('Caller’s flight was canceled');
  await expect(cancelEntry).toContainText(agentName);
  await expectAccessible(page, 'a booking canceled for a caller');

  // On a phone: no sideways scrolling, on the booking and on the list (now canceled).
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page, 'a booking at 360 px');
  await page.getByRole('link', { name: '← Bookings' }).click();
  // The list first: until it replaces the booking's page, that page's passenger and mail rows name the reference too.
  await expect(page).toHaveURL(new RegExp(`/ops/bookings\\?q=${last.toLowerCase()}$`));
  await expect(page.getByRole('status')).toContainText('1 booking matches');
  await expect(page.getByRole('row', { name: new RegExp(pnr) })).toContainText('Canceled');
  expect(await scrollsSideways(page)).toBe(false);
  await expectLarge(page, 'Find bookings');
  await expectAccessible(page, 'the bookings found at 360 px');
});
