import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HOLD_MS } from '@landline/shared/constants';
import {
  flightNumberPart,
  pickupDetailsSchema,
  reservationSchema,
  searchResponseSchema,
  type PickupDetails,
} from '@landline/shared/schemas';
import { pickUpDetails } from '../src/db/schema.js';
import { daysAhead, TEST_NOW, testApp, type TestApp } from './harness.js';

// the booking spec's sections 3, 5 and 7, decision 202: the pickup details of a held reservation's
// door-to-door ride (Mankato ↔ MSP), one record per direction, found by the reservation.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

/** A fresh hold of the first bookable itinerary from `from` to `to` (and back, with `back`). */
async function held(from: string, to: string, days: number, back?: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    payload: { dep_from: from, dep_to: to, departure_date: daysAhead(days), ...(back ? { return_date: daysAhead(back) } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const s = searchResponseSchema.parse(res.json());
  const dep = s.depart_flights.find((i) => i.availability >= 1)!;
  const ret = back ? s.return_flights.find((i) => i.availability >= 1)! : undefined;
  const hold = await t.app.inject({
    method: 'PUT',
    url: `/api/bookings/${s.uuid}/itinerary/`,
    payload: { departure_flight: dep, ...(ret ? { return_flight: ret } : {}), passengers_adults: 1 },
  });
  expect(hold.statusCode, hold.body).toBe(200);
  return reservationSchema.parse(hold.json());
}

async function records(reservationUuid: string): Promise<PickupDetails[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/landline/pick_up_details/?reservation=${reservationUuid}` });
  expect(res.statusCode, res.body).toBe(200);
  return pickupDetailsSchema.array().parse(res.json());
}

/** PATCH a record: it opens with its reservation's uuid, the holder's key (decision 233). */
const patch = (record: { id: number | string; reservation_uuid: string }, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v2/landline/pick_up_details/${record.id}/?reservation=${record.reservation_uuid}`,
    payload: payload as object,
  });

const stored = async (id: number) => (await t.database.db.select().from(pickUpDetails).where(eq(pickUpDetails.id, id)))[0];

const MANKATO = { city: 'Mankato', first_address_line: '1850 Adams St', second_address_line: 'Apt 4', zip_code: '56001', state: 'MN' };
const MINNEAPOLIS = { city: 'Minneapolis', first_address_line: '300 Nicollet Mall', zip_code: '55401', state: 'MN' };
const FLIGHT = {
  airline: 'dl',
  flightNo: 'DL 1234',
  destination: 'atl',
  departure_date: daysAhead(3),
  departure_time: '09:45',
};

describe('GET v2/landline/pick_up_details/?reservation={uuid}', () => {
  it('gives a Mankato → MSP hold its record, the airport end pre-filled with its terminals, and the same record when read again', async () => {
    const r = await held('MKT', 'MSP', 3);
    const [record, ...others] = await records(r.uuid);
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      reservation_uuid: r.uuid,
      direction: 1,
      service_type: 4,
      pick_up_address: { city: '', first_address_line: '', second_address_line: null, zip_code: null, state: 'MN' },
      flight: null,
      updated_at: null,
    });
    expect(record.airport).toMatchObject({ code: 'MSP', end: 'drop_off_address', state: 'MN', terminals: ['Terminal 1', 'Terminal 2'] });
    expect(record.drop_off_address).toMatchObject({ city: record.airport!.city, state: 'MN', first_address_line: '' });
    expect(await records(r.uuid)).toEqual([record]);
  });

  it('gives a return trip one record per direction, the airport the pickup end on the way back', async () => {
    const r = await held('MKT', 'MSP', 4, 6);
    const list = await records(r.uuid);
    expect(list.map((p) => [p.direction, p.airport?.end])).toEqual([
      [1, 'drop_off_address'],
      [2, 'pick_up_address'],
    ]);
  });

  it('has no record for a reservation of coaches only', async () => {
    const r = await held('DLH', 'MSP', 3);
    expect(await records(r.uuid)).toEqual([]);
    expect(await t.database.db.select().from(pickUpDetails).where(eq(pickUpDetails.reservationUuid, r.uuid))).toEqual([]);
  });

  it('answers 404 for a reservation that does not exist', async () => {
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/landline/pick_up_details/?reservation=${uuid}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'This reservation was not found.' });
    }
  });
});

describe('PATCH v2/landline/pick_up_details/{id}/', () => {
  it('saves a Mankato address and a terminal of the airport, with the flight’s numeric part', async () => {
    t.setNow(TEST_NOW);
    const r = await held('MKT', 'MSP', 5);
    const [record] = await records(r.uuid);
    const res = await patch(record, {
      pick_up_address: MANKATO,
      drop_off_address: { first_address_line: 'Terminal 2', city: 'Anywhere' },
      flight: FLIGHT,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = pickupDetailsSchema.parse(res.json());
    expect(saved.pick_up_address).toEqual(MANKATO);
    // The airport end is the airport's, whatever city was sent: only the terminal is chosen.
    expect(saved.drop_off_address).toMatchObject({ first_address_line: 'Terminal 2', city: record.airport!.city, state: 'MN' });
    expect(saved.flight).toEqual({
      flightNo: 'DL1234',
      airline: 'DL',
      flight_number: '1234',
      origin: null,
      destination: 'ATL',
      departure_datetime: `${daysAhead(3)}T09:45`,
      arrival_datetime: null,
    });
    expect(saved.updated_at).toBe(TEST_NOW);
    expect((await stored(record.id)).pickUpAddress).toEqual(MANKATO);
    expect(await records(r.uuid)).toEqual([saved]);
  });

  it('answers ‘This service is not available in your area’ for an address outside, and writes nothing', async () => {
    const r = await held('MKT', 'MSP', 6);
    const [record] = await records(r.uuid);
    const before = await stored(record.id);
    for (const address of [
      { ...MINNEAPOLIS, city: 'Saint Peter', zip_code: '56082' },
      { ...MANKATO, zip_code: '55401' },
    ]) {
      const res = await patch(record, { pick_up_address: address, drop_off_address: { first_address_line: 'Terminal 1' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ validation_error: { pick_up_address: ['This service is not available in your area'] } });
    }
    expect(await stored(record.id)).toEqual(before);
  });

  it('checks the town end on the way back, where the airport is the pickup', async () => {
    const r = await held('MKT', 'MSP', 7, 9);
    const back = (await records(r.uuid)).find((p) => p.direction === 2)!;
    const elsewhere = { ...MINNEAPOLIS, city: 'Saint Peter', zip_code: '56082' };
    const outside = await patch(back, { pick_up_address: { first_address_line: 'Terminal 1' }, drop_off_address: elsewhere });
    expect(outside.json()).toEqual({ validation_error: { drop_off_address: ['This service is not available in your area'] } });
    const same = await patch(back, {
      pick_up_address: { first_address_line: 'Terminal 1' },
      drop_off_address: { ...MANKATO, city: back.airport!.city },
    });
    expect(same.json()).toEqual({
      validation_error: { 'drop_off_address.city': ['The Pick Up and Drop Off City/Airport cannot be the same.'] },
    });
    const res = await patch(back, { pick_up_address: { first_address_line: 'Terminal 1' }, drop_off_address: MANKATO });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().drop_off_address).toEqual(MANKATO);
  });

  it('refuses the same city at both ends', async () => {
    const r = await held('MKT', 'MSP', 8);
    const [record] = await records(r.uuid);
    const res = await patch(record, {
      pick_up_address: { ...MINNEAPOLIS, city: ` ${record.airport!.city.toUpperCase()} ` },
      drop_off_address: { first_address_line: 'Terminal 1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      validation_error: { 'pick_up_address.city': ['The Pick Up and Drop Off City/Airport cannot be the same.'] },
    });
    expect((await stored(record.id)).updatedAt).toBeNull();
  });

  it('names each missing field with ‘:attribute is required.’ filled, and refuses a terminal the airport does not have', async () => {
    const r = await held('MKT', 'MSP', 9);
    const [record] = await records(r.uuid);
    const res = await patch(record, {
      pick_up_address: { city: '', first_address_line: '  ', zip_code: '56001' },
      drop_off_address: {},
      flight: { airline: 'DL', flightNo: '', departure_date: daysAhead(9), arrival_time: '11:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_error).toEqual({
      'pick_up_address.city': ['City is required.'],
      'pick_up_address.first_address_line': ['Address is required.'],
      'pick_up_address.state': ['State is required.'],
      'drop_off_address.first_address_line': ['Terminal is required.'],
      'flight.flightNo': ['Flight number is required.'],
    });
    const times = await patch(record, {
      pick_up_address: MANKATO,
      drop_off_address: { first_address_line: 'Terminal 9' },
      flight: { airline: 'DL', flightNo: 'D1234', departure_date: daysAhead(9), arrival_time: '11:00' },
    });
    expect(times.json().validation_error).toEqual({
      'drop_off_address.first_address_line': ['Choose one of the terminals of this airport.'],
      'flight.departure_time': ['Departure time is required.'],
      'flight.arrival_date': ['Arrival date is required.'],
    });
    const notObject = await patch(record, {
      pick_up_address: MANKATO,
      drop_off_address: { first_address_line: 'Terminal 1' },
      flight: 'DL1234',
    });
    expect(notObject.json().validation_error).toEqual({ flight: ['Send the flight as an object of its fields, or null.'] });
    expect(await patch(record, {}).then((x) => x.json().validation_error)).toEqual({
      pick_up_address: ['Address is required.'],
      drop_off_address: ['Terminal is required.'],
    });
    expect((await stored(record.id)).updatedAt).toBeNull();
  });

  it('answers 404 for an id that is no record', async () => {
    const body = { pick_up_address: MANKATO, drop_off_address: { first_address_line: 'Terminal 1' } };
    for (const id of ['99999999', 'abc', '1.5']) {
      const res = await patch({ id, reservation_uuid: crypto.randomUUID() }, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'These pickup details were not found.' });
    }
    const unknown = `/api/v2/landline/pick_up_details/99999999/?reservation=${crypto.randomUUID()}`;
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
  });

  it('refuses the details of a hold that has expired (409) and writes nothing', async () => {
    t.setNow(TEST_NOW);
    const r = await held('MKT', 'MSP', 10);
    const [record] = await records(r.uuid);
    t.setNow(new Date(Date.parse(TEST_NOW) + HOLD_MS + 1000).toISOString());
    const res = await patch(record, { pick_up_address: MANKATO, drop_off_address: { first_address_line: 'Terminal 1' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Your reservation has expired and its seats were released. Please search again.',
      code: 'expired',
    });
    expect((await stored(record.id)).updatedAt).toBeNull();
    t.setNow(TEST_NOW);
  });
});

describe('flightNumberPart', () => {
  it('strips a leading letter or the airline’s code and keeps the numeric part', () => {
    expect(flightNumberPart('D1234', 'DL')).toBe('1234');
    expect(flightNumberPart('dl 0087', 'DL')).toBe('87');
    expect(flightNumberPart('9E5012', '9E')).toBe('5012');
    expect(flightNumberPart('42', 'UA')).toBe('42');
    expect(flightNumberPart('DL12345', 'DL')).toBeNull();
    expect(flightNumberPart('DL', 'DL')).toBeNull();
    expect(flightNumberPart('12A', 'DL')).toBeNull();
  });
});
