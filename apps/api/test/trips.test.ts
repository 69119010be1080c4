import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_STATUS, TICKET_STATES, tripListSchema, tripSchema } from '@landline/shared/schemas';
import { TRIP_LOOKUPS_PER_MINUTE } from '@landline/shared/constants';
import { TRIP_MESSAGES as T } from '@landline/shared/messages';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoMembers } from '../src/demo/members.js';
import { bookedTrip, heldCart, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// My Trips and the guest lookup (decision 216): a member's upcoming and
// past trips a page at a time; a booking by reference for its member or for whoever names one of
// its passengers' last names, and for no one else, with the same answer as an unknown reference.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}, app = t.app) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}
const asMember = (access: string) => ({ authorization: `JWT ${access}` });
const later = (days: number) => new Date(Date.parse(TEST_NOW) + days * 86_400_000).toISOString();

describe('My Trips', () => {
  it('lists a member’s trips, upcoming soonest first and past newest first, ten a page', async () => {
    const m = await registerMember(t.app, 'trips@example.com');
    const round = await bookedTrip(t.app, { days: 5, returnDays: 8, adults: 2, access: m.access });
    const soon = await bookedTrip(t.app, { days: 3, access: m.access });
    // Someone else's booking is never in the list.
    await bookedTrip(t.app, { days: 4 });

    const upcoming = tripListSchema.parse((await get('/api/v2/booking/reservations/upcoming/', asMember(m.access))).body);
    expect(upcoming.results.map((r) => r.pnr)).toEqual([soon.pnr, round.pnr]);
    expect(upcoming.next).toBeNull();
    const trip = upcoming.results[1];
    expect(trip).toMatchObject({ state: TICKET_STATES.booked, is_past_trip: false, is_editable: true, is_paid_with_miles: false });
    expect(trip.departure.tickets.map((x) => [x.passenger, x.last_name, x.state])).toEqual([
      [0, 'Lovelace', 1],
      [1, 'Lovelace', 1],
    ]);
    expect(trip.return?.tickets).toHaveLength(2);
    expect(trip.departure.segments[0]).toMatchObject({ kind: 'ground', depart: { CityCode: 'FTC' }, arrive: { CityCode: 'DEN' } });
    expect(trip.return!.segments[0]).toMatchObject({ depart: { CityCode: 'DEN' }, arrive: { CityCode: 'FTC' } });
    expect(trip.departure.checkin_status).toBe(CHECK_IN_STATUS.notYet);
    expect((await get('/api/v2/booking/reservations/past/', asMember(m.access))).body).toEqual({ results: [], next: null });

    // Paged: one at a time.
    const first = (await get('/api/v2/booking/reservations/upcoming/?limit=1', asMember(m.access))).body;
    expect([first.results.map((r: { pnr: string }) => r.pnr), first.next]).toEqual([[soon.pnr], 1]);
    const second = (await get('/api/v2/booking/reservations/upcoming/?limit=1&offset=1', asMember(m.access))).body;
    expect([second.results.map((r: { pnr: string }) => r.pnr), second.next]).toEqual([[round.pnr], null]);

    // A week on, the first has left and the round trip is under way: past and upcoming.
    t.setNow(later(6));
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/sessions/',
        payload: { email: 'trips@example.com', password: 'Shuttle-Rider-7' },
      });
      const access = login.json().access;
      const past = (await get('/api/v2/booking/reservations/past/', asMember(access))).body;
      expect(past.results.map((r: { pnr: string; is_past_trip: boolean }) => [r.pnr, r.is_past_trip])).toEqual([[soon.pnr, true]]);
      const still = (await get('/api/v2/booking/reservations/upcoming/', asMember(access))).body;
      expect(still.results.map((r: { pnr: string; is_editable: boolean }) => [r.pnr, r.is_editable])).toEqual([[round.pnr, false]]);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('needs a session', async () => {
    expect((await get('/api/v2/booking/reservations/upcoming/')).status).toBe(401);
    expect((await get('/api/v2/booking/reservations/past/?limit=500')).status).toBe(401);
  });

  it('shows the demo members’ ridden trips under Past, with their legs', async () => {
    await seedDemoMembers(t.database.db, new Date(t.now()));
    const gold = DEMO_MEMBERS.find((m) => m.rides === 10)!;
    const login = await t.app.inject({ method: 'POST', url: '/api/sessions/', payload: { email: gold.email, password: DEMO_PASSWORD } });
    const past = tripListSchema.parse((await get('/api/v2/booking/reservations/past/?limit=50', asMember(login.json().access))).body);
    expect(past.results).toHaveLength(10);
    expect(past.results.every((r) => r.is_past_trip && r.departure.segments.length === 1 && r.departure.tickets.length === 1)).toBe(true);
  });
});

describe('looking up a booking', () => {
  it('shows it to whoever names a passenger’s last name, in any case and spacing, and to its member', async () => {
    const m = await registerMember(t.app, 'lookup@example.com');
    const r = await bookedTrip(t.app, { days: 6, adults: 2, access: m.access });
    for (const lastname of ['Lovelace', '  lovelace ', 'LOVELACE']) {
      const found = await get(`/api/v2/booking/tickets/${r.pnr.toLowerCase()}/?refresh=true`, { lastname });
      expect(found.status, lastname).toBe(200);
      expect(tripSchema.parse(found.body).pnr).toBe(r.pnr);
    }
    expect((await get(`/api/v2/booking/tickets/${r.pnr}/`, asMember(m.access))).status).toBe(200);
  });

  it('answers a wrong last name, another member and an unknown reference alike: not found', async () => {
    const r = await bookedTrip(t.app, { days: 7 });
    const other = await registerMember(t.app, 'nosy@example.com');
    const unknown = await get('/api/v2/booking/tickets/ZZZZZ9/', { lastname: 'Lovelace' });
    expect(unknown).toEqual({ status: 404, body: { detail: T.notFound } });
    for (const headers of [{ lastname: 'Byron' }, {}, asMember(other.access), { lastname: '' }] as Record<string, string>[]) {
      expect(await get(`/api/v2/booking/tickets/${r.pnr}/`, headers)).toEqual(unknown);
    }
    // A hold not yet paid is no booking either; a reference of the wrong shape is a bad request.
    const held = await heldCart(t.app, 8);
    expect(await get(`/api/v2/booking/tickets/${held.pnr}/`, { lastname: 'Lovelace' })).toEqual(unknown);
    expect((await get('/api/v2/booking/tickets/ABC/', { lastname: 'Lovelace' })).status).toBe(400);
  });

  it(`is limited to ${TRIP_LOOKUPS_PER_MINUTE} lookups a minute per client`, async () => {
    const limited = await testApp(TEST_NOW);
    try {
      const codes: number[] = [];
      for (let i = 0; i <= TRIP_LOOKUPS_PER_MINUTE; i++) {
        const res = await limited.app.inject({
          method: 'GET',
          url: `/api/v2/booking/tickets/GUESS${String(i % 10)}/`,
          headers: { lastname: 'Smith' },
          remoteAddress: '10.9.9.9',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, TRIP_LOOKUPS_PER_MINUTE).every((c) => c === 404)).toBe(true);
      expect(codes[TRIP_LOOKUPS_PER_MINUTE]).toBe(429);
      // Another client is not held back.
      const other = await limited.app.inject({ method: 'GET', url: '/api/v2/booking/tickets/GUESS1/', remoteAddress: '10.9.9.10' });
      expect(other.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
