import { expect, expectAccessible, holdAndSeedDraft, test } from './helpers';

// The passengers step (decision 197): one form per passenger, the spec's messages word for word, saved on the
// server against the hold; by keyboard, and at 360 px.

test('the passengers of a held party: messages next to the fields, then saved, by keyboard', async ({ page }) => {
  const { reservation } = await holdAndSeedDraft(page, { from: 'FTC', to: 'DEN', days: 6, party: { adults: 2, children: 1, infants: 0 } });
  await page.goto('/passengers');
  await expect(page.getByRole('heading', { level: 1, name: 'Passenger details' })).toBeVisible();
  await expect(page.getByText(reservation.pnr)).toBeVisible();
  for (const title of ['Lead Passenger', 'Passenger #2', 'Passenger #3'])
    await expect(page.getByRole('group', { name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(page.getByText('For adult passengers, please enter names as they appear on ID')).toBeVisible();
  await expectAccessible(page, 'passengers');

  // Continue with nothing filled: the spec's messages, the first field focused.
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  const lead = page.getByRole('group', { name: /^Lead Passenger/ });
  await expect(lead.getByText('First Name is required')).toBeVisible();
  await expect(lead.getByText('Date of birth is required')).toBeVisible();
  await expect(lead.getByText("Without Email address, we can't reach you")).toBeVisible();
  await expect(lead.getByText('Phone number is required')).toBeVisible();
  await expect(lead.getByLabel('First name')).toBeFocused();
  await expectAccessible(page, 'passengers with errors');

  // Filled by keyboard alone: type, Tab to the next field.
  const fill = async (group: ReturnType<typeof page.getByRole>, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const control = group.getByLabel(label, { exact: true });
      await control.focus();
      const kind = await control.evaluate((e) => (e.tagName === 'SELECT' ? 'select' : (e as HTMLInputElement).type));
      if (kind === 'select') await control.selectOption(value);
      // A date field takes its digits as the browser shows them (en-US: month, day, year).
      else if (kind === 'date') await control.pressSequentially(value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2$3$1'));
      else await control.pressSequentially(value);
    }
  };
  await fill(lead, {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Date of birth': '1990-05-01',
    Gender: '2',
    'Contact email': 'ada@example.com',
    Mobile: '+1 970 555 0100',
  });
  const second = page.getByRole('group', { name: /^Passenger #2/ });
  await fill(second, { 'First name': 'Charles', 'Last name': 'Babbage', 'Date of birth': '2018-01-01', Gender: '1' });
  const child = page.getByRole('group', { name: /^Passenger #3/ });
  await fill(child, { 'First name': 'Byron', 'Last name': 'King', 'Date of birth': '2018-03-02', Gender: '1' });
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  // An adult born in 2018 is a child on the day of travel.
  await expect(second.getByText('Adult must have at least 13 years')).toBeVisible();
  const dob = second.getByLabel('Date of birth', { exact: true });
  await dob.focus();
  await dob.fill('1985-12-26');
  await lead.getByRole('radio', { name: /Travels in own wheelchair/ }).check();
  await page.getByRole('button', { name: 'Continue' }).press('Enter');

  // Saved on the server, and on to the first step after the passengers (a coach: its seats).
  await expect(page).toHaveURL(/\/seats\/depart$/);
  const saved = await (await page.request.get(`/api/v2/booking/reservations/${reservation.uuid}/`)).json();
  expect(saved.passengers.map((p: { first_name: string; passenger_type: string }) => `${p.first_name} ${p.passenger_type}`)).toEqual([
    'Ada AD',
    'Charles AD',
    'Byron CH',
  ]);
  expect(saved.passengers[0].special_requirements).toEqual([expect.objectContaining({ fax_code_id: 'WCHC' })]);
});

test('the passengers page at 360 px is readable and accessible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await holdAndSeedDraft(page, { from: 'DLH', to: 'MSP', days: 5, party: { adults: 1, children: 0, infants: 1 } });
  await page.goto('/passengers');
  await expect(page.getByRole('group', { name: /^Passenger #2 · Infant/ })).toBeVisible();
  await expectAccessible(page, 'passengers at 360 px');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('without a hold, the passengers page sends the traveller home', async ({ page }) => {
  await page.goto('/passengers');
  await expect(page).toHaveURL(/^[^?]*\/$/);
});

test('a results card says when the last wheelchair position of its ride is taken', async ({ page }) => {
  // The executive coach Duluth → MSP has one wheelchair position (decision 200): a hold takes it.
  const { reservation, departure } = await holdAndSeedDraft(page, {
    from: 'DLH',
    to: 'MSP',
    days: 8,
    party: { adults: 1, children: 0, infants: 0 },
  });
  const lead = {
    title: 'Mr',
    first_name: 'Alan',
    last_name: 'Turing',
    gender: 1,
    date_of_birth: '1980-06-23',
    email: 'alan@example.com',
    phone_number: '+1 970 555 0100',
    passenger_type: 'AD',
    special_requirements: [{ fax_code_id: 'WCHC' }],
  };
  const token = departure.booking_token;
  const saved = await page.request.put(`/api/bookings/${reservation.search_uuid}/passengers/`, {
    data: { passengers: [lead], cart_id: reservation.cart.uuid, booking_token: token },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/reservations/depart');
  const notes = page.getByText('No wheelchair position left for travellers who board by the lift');
  await expect(notes).toHaveCount(1);
  await expectAccessible(page, 'results with a wheelchair note');
});
