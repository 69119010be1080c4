import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SEAT_MESSAGES as S, TRIP_MESSAGES as T } from '@landline/shared/messages';
import { seatAssignments, tickets } from '../src/db/schema.js';
import { bookedTrip, TEST_NOW, testApp, type TestApp } from './harness.js';

// Changing seats on a booked trip (issue 15 item 5, decision 219): for its member or a guest
// naming a passenger, booked passengers not yet checked in, until check-in closes, to standard
// seats; 'Seats successfully changed'.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const guest = { lastname: 'Lovelace' };

async function call(method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json() as Body };
}

/** A free standard seat of the first ride (rows after the premium ones). */
function freeStandardSeat(info: Body, skip: string[] = []): string {
  const cells = info.legs[0].rows.flat().filter((c: Body) => c && c.available && !c.premium && !skip.includes(c.code));
  return cells[0].code;
}

describe('changing seats on a booked trip', () => {
  it('moves a passenger to a free standard seat, once the guest names a passenger', async () => {
    const r = await bookedTrip(t.app, { days: 9, adults: 2 });
    const url = `/api/seats/${r.pnr}/1/`;
    expect((await call('GET', url, { lastname: 'Byron' })).body).toEqual({ detail: T.notFound });
    const info = (await call('GET', url, guest)).body;
    const seat = freeStandardSeat(info);
    const wrong = await call('PUT', url, { lastname: 'Byron' }, { passengers: [{ passenger: 1, seats: [{ leg: 0, code: seat }] }] });
    expect(wrong.status).toBe(404);

    const changed = await call('PUT', url, guest, { passengers: [{ passenger: 1, seats: [{ leg: 0, code: seat }] }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe(S.changed);
    expect(changed.body.seat_per_passenger.passengers[1].seats).toEqual([{ leg: 0, code: seat }]);
    const trip = (await call('GET', `/api/v2/booking/tickets/${r.pnr}/`, guest)).body;
    expect(trip.departure.tickets[1].seat).toBe(seat);

    // A premium seat is bought with the booking, not added to a paid one.
    const premium = info.legs[0].rows.flat().find((c: Body) => c && c.available && c.premium).code;
    const refused = await call('PUT', url, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: premium }] }] });
    expect(refused).toEqual({ status: 409, body: { detail: S.premiumAfterBooking, code: 'premium_needs_payment' } });
    const [kept] = await t.database.db
      .select()
      .from(seatAssignments)
      .where(and(eq(seatAssignments.reservationUuid, r.uuid), eq(seatAssignments.passenger, 1)));
    expect(kept.seatCode).toBe(seat);
  });

  it('keeps a checked-in passenger’s seat, a cancelled passenger out, and closes with check-in', async () => {
    const r = await bookedTrip(t.app, { days: 10, adults: 2 });
    const url = `/api/seats/${r.pnr}/1/`;
    const info = (await call('GET', url, guest)).body;
    const seat = freeStandardSeat(info);
    await t.database.db
      .update(tickets)
      .set({ checkedInAt: new Date(t.now()) })
      .where(and(eq(tickets.reservationUuid, r.uuid), eq(tickets.passenger, 0)));
    await t.database.db
      .update(tickets)
      .set({ state: 2 })
      .where(and(eq(tickets.reservationUuid, r.uuid), eq(tickets.passenger, 1)));
    const checkedIn = await call('PUT', url, guest, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: seat }] }] });
    expect(checkedIn).toEqual({ status: 409, body: { detail: S.checkedIn, code: 'checked_in' } });
    const cancelled = await call('PUT', url, guest, { passengers: [{ passenger: 1, seats: [{ leg: 0, code: seat }] }] });
    expect(cancelled.status).toBe(400);

    const other = await bookedTrip(t.app, { days: 11 });
    const departs = Date.parse((await call('GET', `/api/v2/booking/tickets/${other.pnr}/`, guest)).body.departure.departs_at);
    try {
      t.setNow(new Date(departs - 10 * 60_000).toISOString());
      const late = await call('PUT', `/api/seats/${other.pnr}/1/`, guest, {
        passengers: [{ passenger: 0, seats: [{ leg: 0, code: seat }] }],
      });
      expect(late).toEqual({ status: 409, body: { detail: S.tooLate, code: 'too_late' } });
    } finally {
      t.setNow(TEST_NOW);
    }
  });
});
