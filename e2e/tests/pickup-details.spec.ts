import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dateFromToday, expect, expectAccessible, seedDraft, test } from './helpers';

// The pickup step of a door-to-door ride (the booking spec's sections 2 to 5, decision 202): a
// Mankato → MSP ride held through the API, the browser's draft seeded with it, then the form
// driven by keyboard alone against the real server: required fields, an address outside the
// operated area, then a Mankato address and a terminal saved and the flow moving on.

interface Itinerary {
  booking_token: string;
  availability: number;
  segments: { service_type: number; depart: { iata: string; city: string; AirportName: string; time_zone: string } }[];
}

/** A held Mankato → MSP door-to-door ride (and back, `back` days later), and the draft the booking pages read. */
async function heldRide(request: APIRequestContext, back?: number) {
  const doorToDoor = (it: Itinerary) => it.availability >= 1 && it.segments.some((s) => s.service_type === 4);
  for (const days of [3, 4, 5, 6, 7]) {
    const date = dateFromToday(days, 'America/Chicago');
    const returnDate = back ? dateFromToday(days + back, 'America/Chicago') : null;
    const search = await request.put('/api/bookings/reservation/', {
      data: {
        dep_from: { code: 'MKT' },
        dep_to: { code: 'MSP' },
        departure_date: date,
        ...(returnDate ? { return_date: returnDate } : {}),
        one_way: !returnDate,
        passengers_adults: 1,
        passengers_children: 0,
        passengers_infants: 0,
      },
    });
    expect(search.ok(), await search.text()).toBe(true);
    const found = (await search.json()) as { uuid: string; depart_flights: Itinerary[]; return_flights?: Itinerary[] };
    const departure = found.depart_flights.find(doorToDoor);
    const ret = returnDate ? found.return_flights?.find(doorToDoor) : null;
    if (!departure || ret === undefined) continue;
    const hold = await request.put(`/api/bookings/${found.uuid}/itinerary/`, {
      data: {
        departure_flight: departure,
        ...(ret ? { return_flight: ret } : {}),
        passengers_adults: 1,
        passengers_children: 0,
        passengers_infants: 0,
      },
    });
    expect(hold.ok(), await hold.text()).toBe(true);
    const reservation = (await hold.json()) as { uuid: string; pnr: string; search_uuid: string; cart: { uuid: string } };
    const place = (code: string, city: string) => ({ code, name: city, city, time_zone: 'America/Chicago' });
    const draft = {
      search: {
        from: place('MKT', 'Mankato'),
        to: place('MSP', 'Minneapolis'),
        departureDate: date,
        returnDate,
        oneWay: !returnDate,
        adults: 1,
        children: 0,
        infants: 0,
      },
      uuid: found.uuid,
      departure,
      return: ret,
      filters: { depart: {}, return: {} },
      hold: {
        uuid: reservation.uuid,
        pnr: reservation.pnr,
        searchUuid: reservation.search_uuid,
        cartUuid: reservation.cart.uuid,
        departureToken: departure.booking_token,
        returnToken: ret?.booking_token ?? null,
      },
    };
    return { reservation, draft };
  }
  throw new Error('No bookable Mankato → MSP door-to-door ride in the coming week');
}

/** The field's error, read the way a screen reader gets it: its accessible description. */
async function expectError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** Replaces a text field's value by keyboard, focus already on it. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('the departure pickup of a Mankato → MSP ride, by keyboard: required fields, outside the area, then saved', async ({
  page,
  request,
}) => {
  const { reservation, draft } = await heldRide(request);
  await seedDraft(page, draft);

  await page.goto('/pickupDetails/depart');
  await expect(page.getByRole('heading', { level: 1, name: 'Departure details' })).toBeVisible();
  await expect(page.getByText(/^Mankato → /)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]:visible')).toHaveText(
    'Departure details',
  );
  await expect(page.getByText(/driver times your drop-off/)).toBeVisible();
  const street = page.getByRole('textbox', { name: 'Street address' });
  const city = page.getByRole('textbox', { name: 'City' });
  const state = page.getByRole('textbox', { name: 'State' });
  const terminal = page.getByRole('combobox', { name: 'Terminal' });
  await expect(street).toHaveAttribute('autocomplete', /address-line1/);
  await expect(state).toHaveValue('MN');
  await expectAccessible(page, 'pickup details, desktop');

  // Empty: the spec's required messages next to their fields, focus on the first.
  const submit = page.getByRole('button', { name: 'Continue' });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expectError(street, 'Address is required.');
  await expectError(city, 'City is required.');
  await expectError(terminal, 'Terminal is required.');
  await expect(street).toBeFocused();
  await expect(page).toHaveURL(/\/pickupDetails\/depart$/);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectAccessible(page, 'pickup details with errors, 360 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Duluth is outside the Mankato service area: the server's refusal sits at the address.
  await page.keyboard.type('10 E Superior St');
  await page.keyboard.press('Tab'); // apartment
  await page.keyboard.press('Tab');
  await expect(city).toBeFocused();
  await page.keyboard.type('Duluth');
  await page.keyboard.press('Tab'); // state, MN already
  await page.keyboard.press('Tab');
  await page.keyboard.type('55802');
  await page.keyboard.press('Tab');
  await expect(terminal).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(terminal).toHaveValue('Terminal 1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /Airline/ })).toBeFocused();
  await page.keyboard.type('DL');
  await page.keyboard.press('Tab');
  await page.keyboard.type('DL 1234');
  await page.keyboard.press('Enter');
  await expectError(street, 'This service is not available in your area');
  await expect(street).toBeFocused();
  await expect(city).not.toHaveAttribute('aria-invalid', 'true');

  // A Mankato address: saved, and the flow goes on (payment is next on a one-way ride).
  await retype(page, '1400 Madison Ave');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await retype(page, 'Mankato');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await retype(page, '56001');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/^[^?]*\/payments$/);

  const list = await request.get(`/api/v2/landline/pick_up_details/?reservation=${reservation.uuid}`);
  expect(list.ok()).toBe(true);
  const [record, ...others] = (await list.json()) as {
    direction: number;
    pick_up_address: Record<string, unknown>;
    drop_off_address: Record<string, unknown>;
    flight: Record<string, unknown> | null;
    updated_at: string | null;
  }[];
  expect(others).toEqual([]);
  expect(record.direction).toBe(1);
  expect(record.updated_at).not.toBeNull();
  expect(record.pick_up_address).toEqual({
    city: 'Mankato',
    first_address_line: '1400 Madison Ave',
    second_address_line: null,
    zip_code: '56001',
    state: 'MN',
  });
  expect(record.drop_off_address).toMatchObject({ first_address_line: 'Terminal 1', state: 'MN' });
  expect(record.flight).toMatchObject({ airline: 'DL', flightNo: 'DL1234', flight_number: '1234' });
});

test('a return trip asks the departure, then the return with the airport as the pickup end, then goes to payment', async ({
  page,
  request,
}) => {
  const { reservation, draft } = await heldRide(request, 3);
  await seedDraft(page, draft);

  await page.goto('/pickupDetails/depart');
  await expect(page.getByRole('heading', { level: 1, name: 'Departure details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('1400 Madison Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Mankato');
  await page.getByRole('combobox', { name: 'Terminal' }).selectOption('Terminal 2');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/pickupDetails\/return$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Return details' })).toBeVisible();
  await expect(page.getByText(/ → Mankato$/)).toBeVisible();
  // Coming back the van collects the traveller at the airport: the terminal comes first.
  const ends = page.locator('fieldset legend');
  await expect(ends.first()).toHaveText('Pickup at the airport');
  await expect(ends.nth(1)).toHaveText('Drop-off address');
  await expect(page.getByText(/if it lands late, the van waits/)).toBeVisible();
  await expectAccessible(page, 'return details');

  // The same city at both ends is refused on the typed end, before anything is sent.
  await page.getByRole('combobox', { name: 'Terminal' }).selectOption('Terminal 1');
  await page.getByRole('textbox', { name: 'Street address' }).fill('300 Nicollet Mall');
  const city = page.getByRole('textbox', { name: 'City' });
  await city.fill('minneapolis');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectError(city, 'The Pick Up and Drop Off City/Airport cannot be the same.');
  await expect(city).toBeFocused();

  await page.getByRole('textbox', { name: 'Street address' }).fill('1850 Adams St');
  await city.fill('Mankato');
  await page.getByRole('textbox', { name: /Airline/ }).fill('DL');
  await page.getByRole('textbox', { name: /Flight number/ }).fill('DL 1234');
  await page.getByLabel(/Flight arrival time/).fill('17:05');
  await page.getByRole('button', { name: 'Continue' }).click();
  // A time without its date: the server's rule, checked in the browser too.
  await expectError(page.getByLabel(/Flight arrival date/), 'Arrival date is required.');
  await page.getByLabel(/Flight arrival date/).fill(draft.search.returnDate!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/^[^?]*\/payments$/);

  const list = (await (await request.get(`/api/v2/landline/pick_up_details/?reservation=${reservation.uuid}`)).json()) as {
    direction: number;
    pick_up_address: { first_address_line: string; city: string };
    drop_off_address: { first_address_line: string; city: string };
    flight: { arrival_datetime: string | null } | null;
  }[];
  expect(list.map((r) => [r.direction, r.pick_up_address.first_address_line, r.drop_off_address.first_address_line])).toEqual([
    [1, '1400 Madison Ave', 'Terminal 2'],
    [2, 'Terminal 1', '1850 Adams St'],
  ]);
  expect(list[1].flight?.arrival_datetime).toBe(`${draft.search.returnDate}T17:05`);
});

test('without a hold for the chosen tickets the pickup page sends the traveller home', async ({ page }) => {
  await page.goto('/pickupDetails/depart');
  await expect(page).toHaveURL(/^[^?]*\/$/);
});
