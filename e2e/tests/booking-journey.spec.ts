import type { Locator, Page } from '@playwright/test';
import {
  choosePlace,
  dateFromToday,
  dollars,
  expect,
  expectAccessible,
  fromMailbox,
  holdAndSeedDraft,
  logInFromPayments,
  registerMember,
  saveLeadPassenger,
  test,
} from './helpers';

// The booking journey, by keyboard alone: search Fort Collins → Denver for 2 adults and a child,
// choose a departure, hold it from the summary, give the passengers (the lead in a wheelchair),
// choose seats (one premium), add extras on the payment page; every figure shown is the server's
// cart, and the wheelchair position is held on the coach.

const CART_TOTAL = 'cart-total';

/** Focuses `control` and presses Enter: how a keyboard user works a button. */
async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

async function typeInto(control: Locator, value: string): Promise<void> {
  await control.focus();
  const kind = await control.evaluate((e) => (e.tagName === 'SELECT' ? 'select' : (e as HTMLInputElement).type));
  if (kind === 'select') await control.selectOption(value);
  // A date field takes its digits as the browser shows them (en-US: month, day, year).
  else if (kind === 'date') await control.pressSequentially(value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2$3$1'));
  else await control.pressSequentially(value);
}

async function fillGroup(group: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await typeInto(group.getByLabel(label, { exact: true }), value);
}

/** The server's cart, read through the API beside the page. */
async function serverCart(page: Page, cartUuid: string): Promise<{ summary: number; items_list: { product: { category: string } }[] }> {
  const response = await page.request.get(`/api/cart/get_cart/${cartUuid}`);
  expect(response.status()).toBe(200);
  return response.json();
}

type Found = { depart_flights: { wheelchair_available: number | null; segments: { departure_time: string }[] }[] };

/** Wheelchair positions left on each FTC → DEN departure of `date`, by its departure time. */
async function wheelchairPositions(page: Page, date: string): Promise<Map<string, number | null>> {
  const search = await page.request.put('/api/bookings/reservation/', {
    data: { dep_from: 'FTC', dep_to: 'DEN', departure_date: date, passengers_adults: 1 },
  });
  expect(search.status()).toBe(200);
  const found = (await search.json()) as Found;
  return new Map(found.depart_flights.map((it) => [it.segments[0].departure_time, it.wheelchair_available]));
}

const shownTotal = async (page: Page) => dollars((await page.getByTestId(CART_TOTAL).textContent()) ?? '');

test('search to payment for 2 adults and a child by keyboard: passengers, seats, extras, the server’s total', async ({
  page,
}, testInfo) => {
  const date = dateFromToday(5);
  const wheelchairsBefore = await wheelchairPositions(page, date);
  await page.goto('/');

  // Search, by keyboard.
  for (const [field, typed] of [
    ['From', 'Fort'],
    ['To', 'Denver'],
  ] as const) {
    const box = page.getByRole('combobox', { name: field, exact: true });
    await box.focus();
    await box.pressSequentially(typed);
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('Enter');
  }
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(/Fort Collins/);
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Denver International Airport');
  await typeInto(page.getByLabel('Departure date'), date);
  await press(page.getByRole('button', { name: 'Add one adult' }));
  await press(page.getByRole('button', { name: 'Add one child' }));
  await press(page.getByRole('button', { name: 'Search', exact: true }));

  // The first coach ride that seats the party.
  await expect(page).toHaveURL(/\/reservations\/depart$/);
  const card = page
    .locator('.trip-card')
    .filter({ has: page.getByRole('button', { name: /^Select:/ }) })
    .first();
  await press(card.getByRole('button', { name: /^Select:/ }));
  await expect(page).toHaveURL(/\/reservations\/summary$/);
  const fareText = (await page.getByTestId('total-price').textContent())!.trim();

  // Continue holds the seats and opens the passengers.
  await press(page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/^[^?]*\/passengers$/);
  // The draft is saved at most once a second (section 4): wait for the hold to be in it.
  const readDraft = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('landline.bookingDraft:'));
      return key
        ? (JSON.parse(localStorage.getItem(key)!) as {
            hold: { uuid: string; pnr: string; cartUuid: string } | null;
            departure: { segments: { departure_time: string }[] };
          })
        : null;
    });
  await expect.poll(async () => Boolean((await readDraft())?.hold)).toBe(true);
  const draft = (await readDraft())!;
  const hold = draft.hold!;
  await expect(page.getByText(hold.pnr)).toBeVisible();
  const before = await serverCart(page, hold.cartUuid);
  expect(before.summary).toBe(dollars(fareText));

  await fillGroup(page.getByRole('group', { name: /^Lead Passenger/ }), {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Date of birth': '1990-05-01',
    Gender: '2',
    'Contact email': 'ada@example.com',
    Mobile: '+1 970 555 0100',
  });
  await fillGroup(page.getByRole('group', { name: /^Passenger #2/ }), {
    'First name': 'Charles',
    'Last name': 'Babbage',
    'Date of birth': '1985-12-26',
    Gender: '1',
  });
  await fillGroup(page.getByRole('group', { name: /^Passenger #3/ }), {
    'First name': 'Byron',
    'Last name': 'King',
    'Date of birth': '2018-03-02',
    Gender: '1',
  });
  const wheelchair = page.getByRole('group', { name: /^Lead Passenger/ }).getByRole('radio', { name: /Travels in own wheelchair/ });
  await wheelchair.focus();
  await page.keyboard.press('Space');
  await expect(wheelchair).toBeChecked();
  await press(page.getByRole('button', { name: 'Continue' }));

  // Seats: the list view, by keyboard; the lead passenger in the premium front row.
  await expect(page).toHaveURL(/\/seats\/depart$/);
  await expectAccessible(page, 'journey: seats');
  const lead = page.getByLabel('Seat for Lead Passenger');
  const free = async (select: Locator, row: RegExp) =>
    select
      .locator('option')
      .evaluateAll(
        (options, pattern) =>
          options
            .find((o) => !(o as HTMLOptionElement).disabled && new RegExp(pattern).test((o as HTMLOptionElement).value))
            ?.getAttribute('value'),
        row.source,
      );
  await typeInto(lead, (await free(lead, /^1[A-D]$/))!);
  for (const label of ['Seat for Passenger #2', 'Seat for Passenger #3']) {
    const select = page.getByLabel(label);
    await typeInto(select, (await free(select, /^[5-9][A-D]$/))!);
  }
  await press(page.getByRole('button', { name: 'Continue', exact: true }));

  // Payment: the trip, the extras, the server's total.
  await expect(page).toHaveURL(/^[^?]*\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByTestId('pnr')).toHaveText(hold.pnr);
  await expect(page.getByText('Ada Lovelace, Charles Babbage, Byron King').first()).toBeVisible();
  const withSeat = await serverCart(page, hold.cartUuid);
  expect(withSeat.summary).toBe(dollars(fareText) + 1500);
  expect(await shownTotal(page)).toBe(withSeat.summary);
  await expectAccessible(page, 'journey: payment');

  // A second bag for one passenger: $15.00.
  const bags = page.getByRole('form', { name: 'Add checked bags' });
  await typeInto(bags.getByLabel('Passengers'), '1');
  await typeInto(bags.getByLabel('Bags each'), '2');
  await press(bags.getByRole('button', { name: 'Add bags' }));
  await expect(page.getByText('Successfully added to cart')).toBeVisible();
  await expect(page.getByTestId(CART_TOTAL)).toHaveText(`$${((withSeat.summary + 1500) / 100).toFixed(2)}`);

  // The connection guarantee: its required fields first, then for the party ($10.00 each).
  const guarantee = page.getByRole('form', { name: 'Add a connection guarantee' });
  await press(guarantee.getByRole('button', { name: 'Add connection guarantee' }));
  await expect(guarantee.getByText('Airline is required.')).toBeVisible();
  await expect(guarantee.getByLabel('Airline')).toBeFocused();
  await fillGroup(guarantee, { Airline: 'UA', 'Flight number': '1234', Origin: 'DEN', Destination: 'SFO', 'Departure time': '1430' });
  await press(guarantee.getByRole('button', { name: 'Add connection guarantee' }));
  await expect(page.getByRole('term').filter({ hasText: 'Connection guarantee · UA 1234 · 3 passengers' })).toBeVisible();

  // A voucher: an expired one is refused, WELCOME10 takes 10% off.
  const voucher = page.getByRole('form', { name: 'Voucher' });
  await typeInto(voucher.getByLabel('Voucher code'), 'SUMMER25');
  await press(voucher.getByRole('button', { name: 'Apply voucher' }));
  await expect(voucher.getByText('This voucher has expired.')).toBeVisible();
  await voucher.getByLabel('Voucher code').fill('');
  await typeInto(voucher.getByLabel('Voucher code'), 'WELCOME10');
  await press(voucher.getByRole('button', { name: 'Apply voucher' }));
  await expect(page.getByRole('term').filter({ hasText: 'Voucher WELCOME10' })).toBeVisible();

  const subtotal = withSeat.summary + 1500 + 3 * 1000;
  const final = await serverCart(page, hold.cartUuid);
  expect(final.summary).toBe(subtotal - Math.floor(subtotal / 10));
  await expect.poll(() => shownTotal(page)).toBe(final.summary);
  expect(final.items_list.map((i) => i.product.category).sort()).toEqual(
    ['baggage', 'connection_guarantee', 'landline_ticket', 'premium_seating', 'vouchers'].sort(),
  );

  // Removing the bags takes their $15.00 off again, on the server too.
  await press(page.getByRole('button', { name: /^Remove Checked bags/ }));
  await expect(page.getByRole('button', { name: /^Remove Checked bags/ })).toHaveCount(0);
  const afterRemove = await serverCart(page, hold.cartUuid);
  await expect.poll(() => shownTotal(page)).toBe(afterRemove.summary);
  expect(afterRemove.summary).toBe(subtotal - 1500 - Math.floor((subtotal - 1500) / 10));
  await expectAccessible(page, 'journey: payment with extras');
  await page.screenshot({ path: testInfo.outputPath('payment-1280.png'), fullPage: true });

  // Pay by keyboard: a declined card first (the processor's words, the hold kept), then a good one.
  const pay = page.getByRole('form', { name: 'Pay by card' });
  await expect(pay.getByLabel('Name on card')).toHaveValue('Ada Lovelace');
  await expect(pay.getByLabel('E-mail for the confirmation')).toHaveValue('ada@example.com');
  await typeInto(pay.getByLabel('Card number'), '4000000000000002');
  await expect(pay.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await typeInto(pay.getByLabel('Expiry (MM / YY)'), '12/30');
  await typeInto(pay.getByLabel('CVC'), '123');
  const payButton = pay.getByRole('button', { name: `Pay $${(afterRemove.summary / 100).toFixed(2)}` });
  await press(payButton);
  await expect(pay.getByRole('alert')).toHaveText('Your card was declined.');
  const stillHeld = await (await page.request.get(`/api/v2/booking/reservations/${hold.uuid}/`)).json();
  expect(stillHeld.state).toBe('held');
  await expectAccessible(page, 'journey: payment declined');
  const number = pay.getByLabel('Card number');
  await number.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4242424242424242');
  await press(payButton);

  // The confirmation: the booking reference, what was paid (the server's total), axe clean.
  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(hold.pnr);
  await expect(page.getByTestId('amount-paid')).toHaveText(`Paid $${(afterRemove.summary / 100).toFixed(2)} with the card ending 4242`);
  const confirmed = await (await page.request.get(`/api/v2/booking/reservations/${hold.uuid}/`)).json();
  expect(confirmed.state).toBe('confirmed');
  // A paid cart is read with its reservation, the payer's key (decision 233).
  expect(confirmed.cart.summary).toBe(afterRemove.summary);
  await expectAccessible(page, 'journey: confirmation');
  // The confirmation mail, with its calendar, is in the development mailbox.
  const mailbox = await (await fromMailbox('/dev/mailbox')).text();
  expect(mailbox).toContain(`Your Landline booking ${hold.pnr} is confirmed`);
  expect(mailbox).toContain(`landline-${hold.pnr}.ics`);
  // Back to the payment page: the flow is over, the confirmation stays.
  await page.goto('/payments');
  await expect(page).toHaveURL(/\/payments\/response$/);

  // The lead passenger's wheelchair position is held on the coach: one fewer in a new search.
  const reservation = await (await page.request.get(`/api/v2/booking/reservations/${hold.uuid}/`)).json();
  expect(reservation.passengers[0].special_requirements).toEqual([expect.objectContaining({ fax_code_id: 'WCHC' })]);
  const departs = draft.departure.segments[0].departure_time;
  const left = wheelchairsBefore.get(departs);
  expect(left, 'the coach has wheelchair positions').toBeGreaterThan(0);
  expect((await wheelchairPositions(page, date)).get(departs)).toBe(left! - 1);
});

/** Whether the page is wider than the screen (something runs off it). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('at 360 px: Mankato to MSP door to door, the pickup address, door-to-door on the payment page at the server’s price', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await choosePlace(page, 'From', 'Mankato', /^Mankato/);
  await choosePlace(page, 'To', 'Minneapolis', /^Minneapolis-St Paul International/);
  await page.getByLabel('Departure date').fill(dateFromToday(4, 'America/Chicago'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/reservations\/depart$/);
  await page
    .locator('.trip-card')
    .filter({ has: page.getByRole('button', { name: /^Select:/ }) })
    .first()
    .getByRole('button', { name: /^Select:/ })
    .click();
  await expect(page).toHaveURL(/\/reservations\/summary$/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/^[^?]*\/passengers$/);
  const lead = page.getByRole('group', { name: /^Lead Passenger/ });
  await lead.getByLabel('First name', { exact: true }).fill('Grace');
  await lead.getByLabel('Last name', { exact: true }).fill('Hopper');
  await lead.getByLabel('Date of birth', { exact: true }).fill('1980-12-09');
  await lead.getByLabel('Gender', { exact: true }).selectOption('2');
  await lead.getByLabel('Contact email', { exact: true }).fill('grace@example.com');
  await lead.getByLabel('Mobile', { exact: true }).fill('+1 507 555 0100');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A door-to-door ride has no seat map: its pickup address is the next step.
  await expect(page).toHaveURL(/\/pickupDetails\/depart$/);
  await page.getByRole('textbox', { name: 'Street address' }).fill('1400 Madison Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Mankato');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('56001');
  await page.getByRole('combobox', { name: 'Terminal' }).selectOption('Terminal 1');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/^[^?]*\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText(/Door-to-door: please be ready/)).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expectAccessible(page, 'payment at 360 px');

  const door = page.getByRole('form', { name: 'Add door-to-door' });
  await door.getByRole('button', { name: 'Add door-to-door' }).click();
  await expect(door.getByText('Street number is required.')).toBeVisible();
  await door.getByLabel('Street number').fill('1400');
  await door.getByLabel('Street name').fill('Madison Ave');
  await door.getByLabel('City').selectOption('North Mankato');
  await door.getByRole('button', { name: 'Add door-to-door' }).click();
  await expect(page.getByRole('term').filter({ hasText: 'Door-to-door (departure) · 1 passenger' })).toBeVisible();

  const cartUuid = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('landline.bookingDraft:'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { hold: { cartUuid: string } }).hold.cartUuid;
  });
  const cart = await serverCart(page, cartUuid);
  expect(cart.items_list.map((i) => i.product.category)).toContain('door_2_door');
  await expect.poll(() => shownTotal(page)).toBe(cart.summary);
  expect(await overflow(page)).toBe(0);
  await expectAccessible(page, 'payment with door-to-door at 360 px');
  // For a person to look at.
  await page.screenshot({ path: testInfo.outputPath('payment-360.png'), fullPage: true });

  // On a phone the Confirm bar pays: the form's own button gives way to it.
  const pay = page.getByRole('form', { name: 'Pay by card' });
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM / YY)').fill('08/31');
  await pay.getByLabel('CVC').fill('314');
  await expect(pay.getByRole('button', { name: /^Pay \$/ })).toBeHidden();
  const confirm = pay.getByRole('button', { name: 'Confirm and pay' });
  await expect(confirm).toBeVisible();
  await expect(pay.getByText(`Total $${(cart.summary / 100).toFixed(2)}`)).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await confirm.click();
  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expectAccessible(page, 'confirmation at 360 px');
});

test('the confirmation page without a booking just paid sends the traveller home', async ({ page }) => {
  await page.goto('/payments/response');
  await expect(page).toHaveURL(/^[^?]*\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a guest logs in from the payment page, comes back to it, and pays in their session: the cart is theirs', async ({
  page,
  request,
}) => {
  const { email } = await registerMember(request, { first_name: 'Grace', last_name: 'Hopper' });
  const held = await holdAndSeedDraft(page, { from: 'DLH', to: 'MSP', days: 9, party: { adults: 1, children: 0, infants: 0 } });
  await saveLeadPassenger(page, held, {
    title: 'Mrs',
    first_name: 'Grace',
    last_name: 'Hopper',
    gender: 2,
    date_of_birth: '1980-12-09',
    email,
  });
  const { reservation } = held;
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  // Section 4: login from the payment page comes back to it, and the cart becomes the member's.
  await logInFromPayments(page, email);
  await expect(page.getByText(/member: this trip counts toward your next tier/)).toBeVisible();
  const pay = page.getByRole('form', { name: 'Pay by card' });
  await expect(pay.getByLabel('E-mail for the confirmation')).toHaveValue(email);
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM / YY)').fill('12/30');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(reservation.pnr);
  // Paid in the member's session: the cart is theirs, so a guest cannot pay it again.
  const asGuest = await request.put('/api/cart/check_out/', {
    data: { cart_id: reservation.cart.uuid, payment_data: { holder_name: 'Eve', email: 'eve@example.com' }, stripe_token: 'tok_visa' },
  });
  expect(asGuest.status()).toBe(401);
});

test('a family of nine books as guests after going back once to another departure: the first hold is released, the second paid', async ({
  page,
}) => {
  // Decision 233: a holder keeps at most two parties of nine held; choosing again replaces the hold.
  const date = dateFromToday(16);
  await page.goto('/');
  await choosePlace(page, 'From', 'Fort', /^Fort Collins \(All airports, FTC\)/);
  await choosePlace(page, 'To', 'Denver', /^Denver International Airport/);
  await typeInto(page.getByLabel('Departure date'), date);
  await page.getByRole('button', { name: 'Add one adult' }).click();
  for (let i = 0; i < 7; i++) await page.getByRole('button', { name: 'Add one child' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const cards = page.locator('.trip-card').filter({ has: page.getByRole('button', { name: /^Select:/ }) });
  const holdOf = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('landline.bookingDraft:'));
      return key ? (JSON.parse(localStorage.getItem(key)!) as { hold: { uuid: string; pnr: string } | null }).hold : null;
    });
  const holdFrom = async (card: Locator, previous: string | null) => {
    await expect(page).toHaveURL(/\/reservations\/depart$/);
    await card.getByRole('button', { name: /^Select:/ }).click();
    await expect(page).toHaveURL(/\/reservations\/summary$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/^[^?]*\/passengers$/);
    await expect.poll(async () => (await holdOf())?.uuid ?? previous).not.toBe(previous);
    return (await holdOf())!;
  };
  const first = await holdFrom(cards.first(), null);
  // Back to the results: the family chooses the next departure instead.
  await page.goto('/reservations/depart');
  const second = await holdFrom(cards.nth(1), first.uuid);
  const released = await (await page.request.get(`/api/v2/booking/reservations/${first.uuid}/`)).json();
  expect(released.state).toBe('released');

  const born = (years: number) => dateFromToday(-Math.round(years * 365.25));
  await fillGroup(page.getByRole('group', { name: /^Lead Passenger/ }), {
    'First name': 'Maria',
    'Last name': 'Trapp',
    'Date of birth': born(40),
    Gender: '2',
    'Contact email': 'maria.trapp@example.com',
    Mobile: '+1 970 555 0109',
  });
  await fillGroup(page.getByRole('group', { name: /^Passenger #2/ }), {
    'First name': 'Georg',
    'Last name': 'Trapp',
    'Date of birth': born(45),
    Gender: '1',
  });
  const children = ['Liesl', 'Friedrich', 'Louisa', 'Kurt', 'Brigitta', 'Marta', 'Gretl'];
  for (const [i, name] of children.entries()) {
    await fillGroup(page.getByRole('group', { name: new RegExp(`^Passenger #${i + 3}`) }), {
      'First name': name,
      'Last name': 'Trapp',
      'Date of birth': born(12 - i * 1.5),
      Gender: i % 2 ? '1' : '2',
    });
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/seats\/depart$/);
  await page.getByRole('button', { name: 'Skip Seat Selection & Continue' }).click();

  await expect(page).toHaveURL(/^[^?]*\/payments$/);
  await expect(page.getByTestId('pnr')).toHaveText(second.pnr);
  const pay = page.getByRole('form', { name: 'Pay by card' });
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM / YY)').fill('12/30');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(second.pnr);
  const booked = await (await page.request.get(`/api/v2/booking/reservations/${second.uuid}/`)).json();
  expect(booked.passengers).toHaveLength(9);
  await expectAccessible(page, 'family of nine: confirmation');
});

test('a payment whose answer is lost on the way: paying again shows the booking, told it is paid', async ({ page }) => {
  const held = await holdAndSeedDraft(page, { from: 'DLH', to: 'MSP', days: 11, party: { adults: 1, children: 0, infants: 0 } });
  await saveLeadPassenger(page, held, {
    title: 'Ms',
    first_name: 'Hedy',
    last_name: 'Lamarr',
    gender: 2,
    date_of_birth: '1984-11-09',
    email: 'hedy@example.com',
  });
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  // The first checkout reaches the server and is paid, but its answer never reaches the browser.
  let lost = false;
  await page.route('**/api/cart/check_out/', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const pay = page.getByRole('form', { name: 'Pay by card' });
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiry (MM / YY)').fill('12/30');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(pay.getByRole('alert')).toBeVisible();
  const paid = await (await page.request.get(`/api/v2/booking/reservations/${held.reservation.uuid}/`)).json();
  expect(paid.state).toBe('confirmed');
  // Paying again is told the booking is paid (decision 233): the confirmation, and no second charge.
  await pay.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payments\/response$/);
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(held.reservation.pnr);
  await expect(page.getByTestId('amount-paid')).toHaveText(`Paid $${(paid.cart.summary / 100).toFixed(2)} by card`);
  await expectAccessible(page, 'confirmation after a lost answer');
});
