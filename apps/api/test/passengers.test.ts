import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HOLD_MS } from '@landline/shared/constants';
import { reservationSchema, searchResponseSchema, type Itinerary, type Reservation } from '@landline/shared/schemas';
import { passengers as passengerRows, trips } from '../src/db/schema.js';
import { decodeBookingToken, type TokenGroundLeg } from '../src/search/booking-token.js';
import { daysAhead, TEST_NOW, secondInstance, testApp, type TestApp } from './harness.js';

// The passengers of a hold (decision 197), and wheelchair positions as inventory.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

const party = { adults: 2, children: 1, infants: 1 };

async function held(from: string, to: string, days: number, p = party): Promise<{ r: Reservation; it: Itinerary }> {
  const s = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    payload: {
      dep_from: from,
      dep_to: to,
      departure_date: daysAhead(days),
      passengers_adults: p.adults,
      passengers_children: p.children,
      passengers_infants: p.infants,
    },
  });
  const found = searchResponseSchema.parse(s.json());
  const it = found.depart_flights.find((i) => i.availability >= p.adults + p.children)!;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/bookings/${found.uuid}/itinerary/`,
    payload: { departure_flight: it, passengers_adults: p.adults, passengers_children: p.children, passengers_infants: p.infants },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { r: reservationSchema.parse(res.json()), it };
}

const lead = {
  title: 'Mrs',
  first_name: 'Ada',
  last_name: 'Lovelace',
  gender: 2,
  date_of_birth: '1990-05-01',
  email: 'Ada@Example.com',
  phone_number: '+1 970 555 0100',
  passenger_type: 'AD',
  special_requirements: [],
};
const adult = { ...lead, first_name: 'Charles', last_name: 'Babbage', gender: 1, title: 'Mr', email: '', phone_number: '' };
const child = { ...adult, first_name: 'Byron', date_of_birth: '2018-03-02', passenger_type: 'CH' };
const infant = { ...adult, first_name: 'Annabella', date_of_birth: '2026-02-01', passenger_type: 'Infant' };
const WHEELCHAIR = [{ fax_code_id: 'WCHC', fax_description: 'anything' }];

const put = (r: Reservation, list: unknown[], app = t.app) =>
  app.inject({
    method: 'PUT',
    url: `/api/bookings/${r.search_uuid}/passengers/`,
    payload: { passengers: list, cart_id: r.cart.uuid, booking_token: r.departure.booking_token },
  });

async function tripOf(it: Itinerary) {
  const leg = decodeBookingToken(it.booking_token)!.legs.find((l): l is TokenGroundLeg => l.kind === 'ground')!;
  const rows = await t.database.db.select().from(trips).where(eq(trips.timetableId, leg.run));
  return rows.find((row) => row.serviceDate === leg.date)!;
}

describe('PUT bookings/{uuid}/passengers/', () => {
  it('stores the party’s passengers with their ages on the first departure', async () => {
    const { r } = await held('FTC', 'DEN', 3);
    const res = await put(r, [lead, adult, child, infant]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = reservationSchema.parse(res.json());
    expect(saved.passengers.map((p) => [p.first_name, p.passenger_type, p.age])).toEqual([
      ['Ada', 'AD', 36],
      ['Charles', 'AD', 36],
      ['Byron', 'CH', 8],
      ['Annabella', 'Infant', 0],
    ]);
    expect(saved.passengers[0].email).toBe('ada@example.com');
    // Saving again replaces them.
    const again = await put(r, [{ ...lead, first_name: 'Augusta' }, adult, child, infant]);
    expect(reservationSchema.parse(again.json()).passengers[0].first_name).toBe('Augusta');
    expect(await t.database.db.select().from(passengerRows).where(eq(passengerRows.reservationUuid, r.uuid))).toHaveLength(4);
  });

  it('answers field errors keyed per passenger and stores nothing', async () => {
    const { r } = await held('FTC', 'DEN', 4);
    const cases: [unknown[], Record<string, string[]>][] = [
      [[{ ...lead, first_name: '' }, adult, child, infant], { 'passengers.0.first_name': ['First Name is required'] }],
      [
        [{ ...lead, last_name: 'O’Brien' }, adult, child, infant],
        { 'passengers.0.last_name': ['The last name must contain only letters with no special characters or spaces'] },
      ],
      [
        [lead, { ...adult, date_of_birth: '2020-01-01' }, child, infant],
        { 'passengers.1.date_of_birth': ['Adult must have at least 13 years'] },
      ],
      [
        [lead, adult, { ...child, date_of_birth: '2010-01-01' }, infant],
        { 'passengers.2.date_of_birth': ['Child must have at least 0 and max 12 years'] },
      ],
      [[{ ...lead, email: '' }, adult, child, infant], { 'passengers.0.email': ["Without Email address, we can't reach you"] }],
      [[{ ...lead, phone_number: '' }, adult, child, infant], { 'passengers.0.phone_number': ['Phone number is required'] }],
    ];
    for (const [list, fields] of cases) {
      const res = await put(r, list);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().validation_error).toMatchObject(fields);
    }
    const short = await put(r, [lead, adult]);
    expect(short.statusCode).toBe(400);
    expect(short.json().validation_error.passengers[0]).toMatch(/^Enter the passengers of your search/);
    expect(await t.database.db.select().from(passengerRows).where(eq(passengerRows.reservationUuid, r.uuid))).toEqual([]);

    const other = await held('FTC', 'DEN', 4);
    for (const [url, payload] of [
      [`/api/bookings/${other.r.search_uuid}/passengers/`, { passengers: [lead], cart_id: 'nope' }],
      [`/api/bookings/00000000-0000-4000-8000-000000000000/passengers/`, { passengers: [lead], cart_id: r.cart.uuid }],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'This reservation was not found.' });
    }
  });

  it('refuses the passengers of a hold that has expired', async () => {
    t.setNow(TEST_NOW);
    const { r } = await held('DLH', 'MSP', 5, { adults: 1, children: 0, infants: 0 });
    t.setNow(new Date(Date.parse(TEST_NOW) + HOLD_MS + 1000).toISOString());
    const res = await put(r, [lead]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Your reservation has expired and its seats were released. Please search again.',
      code: 'expired',
    });
    t.setNow(TEST_NOW);
  });
});

describe('wheelchair positions', () => {
  it('holds one on the ride for a passenger who boards by the lift, and gives it back when no longer needed or when the hold ends', async () => {
    t.setNow(TEST_NOW);
    const single = { adults: 1, children: 0, infants: 0 };
    const { r, it } = await held('DLH', 'MSP', 6, single);
    const before = await tripOf(it);
    expect(before.wheelchairCapacity).toBe(1);
    expect((await put(r, [{ ...lead, special_requirements: WHEELCHAIR }])).statusCode).toBe(200);
    expect((await tripOf(it)).wheelchairHeld).toBe(before.wheelchairHeld + 1);
    // The results say so before anyone picks the departure (decision 200).
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      payload: { dep_from: 'DLH', dep_to: 'MSP', departure_date: daysAhead(6), passengers_adults: 1 },
    });
    const listed = searchResponseSchema.parse(again.json()).depart_flights;
    expect(listed.find((x) => x.booking_token === it.booking_token)?.wheelchair_available).toBe(0);
    expect(listed.filter((x) => x.booking_token !== it.booking_token).every((x) => x.wheelchair_available === 1)).toBe(true);
    // The only position is taken: another traveller in a wheelchair is told so.
    const second = await held('DLH', 'MSP', 6, single);
    const refused = await put(second.r, [{ ...lead, special_requirements: WHEELCHAIR }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('wheelchair_sold_out');
    expect(await t.database.db.select().from(passengerRows).where(eq(passengerRows.reservationUuid, second.r.uuid))).toEqual([]);
    // No longer needed: given back.
    expect((await put(r, [lead])).statusCode).toBe(200);
    expect((await tripOf(it)).wheelchairHeld).toBe(before.wheelchairHeld);
    expect((await put(second.r, [{ ...lead, special_requirements: WHEELCHAIR }])).statusCode).toBe(200);
    // The hold ends: its position returns with its seats.
    t.setNow(new Date(Date.parse(TEST_NOW) + HOLD_MS).toISOString());
    await t.reservations.releaseExpired();
    expect((await tripOf(it)).wheelchairHeld).toBe(before.wheelchairHeld);
    t.setNow(TEST_NOW);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('the last wheelchair position, asked for in parallel on PostgreSQL', () => {
  it('goes to one of two parallel holds, from two instances', async () => {
    t.setNow(TEST_NOW);
    const second = await secondInstance(t);
    try {
      const single = { adults: 1, children: 0, infants: 0 };
      for (let round = 0; round < 5; round++) {
        const a = await held('FTC', 'DEN', 10 + round, single);
        const b = await held('FTC', 'DEN', 10 + round, single);
        const trip = await tripOf(a.it);
        await t.database.db.update(trips).set({ wheelchairCapacity: 1, wheelchairHeld: 0, wheelchairSold: 0 }).where(eq(trips.id, trip.id));
        const answers = await Promise.all([
          put(a.r, [{ ...lead, special_requirements: WHEELCHAIR }]),
          put(b.r, [{ ...lead, special_requirements: WHEELCHAIR }], second.app),
        ]);
        expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
        expect((await tripOf(a.it)).wheelchairHeld).toBe(1);
      }
    } finally {
      await second.app.close();
    }
  });
});
