import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSchema, searchResponseSchema, tripSchema, type Reservation } from '@landline/shared/schemas';
import { passengers, payments } from '../src/db/schema.js';
import { reservations } from '../src/db/tables/reservations.js';
import { LEAD_PASSENGER, bookedTrip, daysAhead, heldCart, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// Attacks on a traveller's booking by someone who knows only its reference (decision 233): a
// held booking opens to its holder's keys (the cart and reservation uuids the hold call gave),
// a booked one to its member or a passenger's last name, and nothing a reference opens answers
// the holder's keys.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method, url, payload, headers });

/** The same search the guest ran: its uuid comes from the public parameters, so the attacker has it too. */
async function sameSearch(days = 4) {
  const res = await call('PUT', '/api/bookings/reservation/', { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(days) });
  return searchResponseSchema.parse(res.json());
}

const stateOf = async (uuid: string) =>
  (await t.database.db.select({ state: reservations.state }).from(reservations).where(eq(reservations.uuid, uuid)))[0].state;

describe('a reference alone opens no held booking', () => {
  let guest: Reservation;
  beforeAll(async () => {
    guest = await heldCart(t.app, 4);
  });

  it('the seat map and the seat change answer 404 without the holder’s cart, and say nothing of it', async () => {
    for (const res of [
      await call('GET', `/api/seats/${guest.pnr}/1/`),
      await call('GET', `/api/seats/${guest.pnr}/1/`, undefined, { lastname: LEAD_PASSENGER.last_name }),
      await call('GET', `/api/seats/${guest.pnr}/1/?cart_id=${crypto.randomUUID()}`),
      await call('PUT', `/api/seats/${guest.pnr}/1/`, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: '1A' }] }] }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(guest.cart.uuid);
      expect(res.body).not.toContain(guest.uuid);
    }
    // The guest's cart took no premium seat.
    const cart = (await call('GET', `/api/cart/get_cart/${guest.cart.uuid}`)).json();
    expect(cart.summary).toBe(guest.cart.summary);
  });

  it('the holder’s own cart opens its seat map and seat change', async () => {
    const map = await call('GET', `/api/seats/${guest.pnr}/1/?cart_id=${guest.cart.uuid}`);
    expect(map.statusCode, map.body).toBe(200);
    const choose = await call('PUT', `/api/seats/${guest.pnr}/1/?cart_id=${guest.cart.uuid}`, {
      passengers: [{ passenger: 0, seats: [{ leg: 0, code: '5A' }] }],
    });
    expect(choose.statusCode, choose.body).toBe(200);
  });

  it('a booking lookup by reference and a passenger’s last name does not open a held booking', async () => {
    const res = await call('GET', `/api/v2/booking/tickets/${guest.pnr}/`, undefined, { lastname: LEAD_PASSENGER.last_name });
    expect(res.statusCode).toBe(404);
  });

  it('so nobody but the holder renames its passengers', async () => {
    const search = await sameSearch();
    expect(search.uuid).toBe(guest.search_uuid);
    // Whatever cart the reference's seat map gives away.
    const map = await call('GET', `/api/seats/${guest.pnr}/1/`);
    const leaked = map.statusCode === 200 ? (map.json().cart_id as string) : crypto.randomUUID();
    const res = await call('PUT', `/api/bookings/${search.uuid}/passengers/`, {
      passengers: [{ ...LEAD_PASSENGER, first_name: 'Mallory', last_name: 'Attacker' }],
      cart_id: leaked,
      booking_token: guest.departure.booking_token,
    });
    expect(res.statusCode).toBe(404);
    const names = await t.database.db.select().from(passengers).where(eq(passengers.reservationUuid, guest.uuid));
    expect(names.map((p) => p.lastName)).toEqual([LEAD_PASSENGER.last_name]);
  });
});

describe('reservation_uuid in a new hold releases only a hold of the same cart', () => {
  it('an attacker who learnt a reservation uuid cannot release it with a hold of their own', async () => {
    const guest = await heldCart(t.app, 5);
    const search = await sameSearch(5);
    const chosen = search.depart_flights.find((i) => i.availability >= 1)!;
    const res = await call('PUT', `/api/bookings/${search.uuid}/itinerary/`, {
      departure_flight: chosen,
      passengers_adults: 1,
      reservation_uuid: guest.uuid,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(await stateOf(guest.uuid)).toBe('held');
    // Nor with a cart of their own beside it.
    const mine = reservationSchema.parse(
      (await call('PUT', `/api/bookings/${search.uuid}/itinerary/`, { departure_flight: chosen, passengers_adults: 1 })).json(),
    );
    const forged = await call('PUT', `/api/bookings/${search.uuid}/itinerary/`, {
      departure_flight: chosen,
      passengers_adults: 1,
      reservation_uuid: guest.uuid,
      cart_id: mine.cart.uuid,
    });
    expect(forged.statusCode, forged.body).toBe(400);
    expect(await stateOf(guest.uuid)).toBe('held');
  });

  it('the holder replaces its own hold with its reservation and cart', async () => {
    const first = await heldCart(t.app, 6);
    const search = await sameSearch(6);
    const chosen = search.depart_flights.find((i) => i.availability >= 1)!;
    const res = await call('PUT', `/api/bookings/${search.uuid}/itinerary/`, {
      departure_flight: chosen,
      passengers_adults: 1,
      reservation_uuid: first.uuid,
      cart_id: first.cart.uuid,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(first.uuid)).toBe('released');
  });
});

describe('assign_cart_to_user takes only a held cart nobody is paying', () => {
  it('refuses a paid booking’s cart, which its reference and last name show', async () => {
    const held = await bookedTrip(t.app, { days: 7 });
    const trip = tripSchema.parse(
      (await call('GET', `/api/v2/booking/tickets/${held.pnr}/`, undefined, { lastname: LEAD_PASSENGER.last_name })).json(),
    );
    const attacker = await registerMember(t.app, 'mallory.keys@example.com');
    const res = await call('POST', `/api/v2/cart/cart/${trip.cart.uuid}/assign_cart_to_user/`, undefined, {
      authorization: `JWT ${attacker.access}`,
    });
    expect(res.statusCode).toBe(404);
    const mine = await call('GET', '/api/v2/booking/reservations/upcoming/', undefined, { authorization: `JWT ${attacker.access}` });
    expect(mine.json().results).toEqual([]);
    const [row] = await t.database.db.select({ userId: reservations.userId }).from(reservations).where(eq(reservations.uuid, held.uuid));
    expect(row.userId).toBeNull();
  });

  it('refuses a cart while its payment is under way', async () => {
    const held = await heldCart(t.app, 8);
    // A payment attempt of the cart, as checkout writes it before the card is charged.
    await t.database.db.insert(payments).values({
      cartUuid: held.cart.uuid,
      reservationUuid: held.uuid,
      idempotencyKey: `pay_${crypto.randomUUID()}`,
      provider: 'sandbox',
      state: 'pending',
      amount: held.cart.summary,
      currency: 'USD',
      holderName: 'Ada Lovelace',
      email: 'ada@example.com',
      createdAt: new Date(t.now()),
      updatedAt: new Date(t.now()),
    });
    const member = await registerMember(t.app, 'katherine.keys@example.com');
    const res = await call('POST', `/api/v2/cart/cart/${held.cart.uuid}/assign_cart_to_user/`, undefined, {
      authorization: `JWT ${member.access}`,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('payment_in_progress');
  });
});

describe('pickup details open to the hold’s reservation only', () => {
  it('a record’s number alone neither reads nor changes it', async () => {
    const s = await call('PUT', '/api/bookings/reservation/', { dep_from: 'MKT', dep_to: 'MSP', departure_date: daysAhead(3) });
    const found = searchResponseSchema.parse(s.json());
    const hold = reservationSchema.parse(
      (
        await call('PUT', `/api/bookings/${found.uuid}/itinerary/`, {
          departure_flight: found.depart_flights.find((i) => i.availability >= 1)!,
          passengers_adults: 1,
        })
      ).json(),
    );
    const list = await call('GET', `/api/v2/landline/pick_up_details/?reservation=${hold.uuid}`);
    const [record] = list.json() as { id: number }[];
    const body = {
      pick_up_address: { city: 'Mankato', first_address_line: '1 Main St', zip_code: '56001', state: 'MN' },
      drop_off_address: { city: 'Minneapolis', first_address_line: 'Terminal 1', zip_code: '55111', state: 'MN' },
    };
    // Without its reservation the call is incomplete; with another, the record is not found.
    for (const [query, status] of [
      ['', 400],
      [`?reservation=${crypto.randomUUID()}`, 404],
    ] as const) {
      const read = await call('GET', `/api/v2/landline/pick_up_details/${record.id}/${query}`);
      expect(read.statusCode).toBe(status);
      expect(read.body).not.toContain(hold.uuid);
      const change = await call('PATCH', `/api/v2/landline/pick_up_details/${record.id}/${query}`, body);
      expect(change.statusCode).toBe(status);
    }
    const own = await call('GET', `/api/v2/landline/pick_up_details/${record.id}/?reservation=${hold.uuid}`);
    expect(own.statusCode, own.body).toBe(200);
  });
});
