import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { guaranteeClaimListSchema, guaranteeClaimSchema, sandboxFlightAnswerSchema, tripSchema } from '@landline/shared/schemas';
import { auditLog, flightStatusSandbox, guaranteeClaims, guaranteeMoves, outbox, seatAssignments, trips } from '../src/db/schema.js';
import { reservationTrips } from '../src/db/tables/reservations.js';
import { blockMinutes } from '../src/flights/schedule.js';
import { bookedTrip, eventually, secondInstance, TEST_NOW, testApp, type TestApp } from './harness.js';
import { staffMember, type TestStaff } from './fixtures/staff.js';

// The connection guarantee that watches the flight (decisions 286, 287): the sandbox told of a
// late inbound flight moves the ride to the next coach it can catch (no charge, seats together,
// the wheelchair position kept, counters right, mailed, audited, shown on the trip), once however
// often it is checked and by however many instances; no coach with room or a cancelled flight is
// a claim; a coach retimed by dispatch so it reaches the airport after the check-in closes is a
// claim and a mail; an agent settles a claim (a driver may not); the sandbox's API validates its
// input and is not served on a public site.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const db = () => t.database.db;
const MIN = 60_000;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who?: TestStaff) {
  const res = await t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
  return { status: res.statusCode, body: res.json() as Body };
}

let nextNumber = 4300;
/**
 * A booking of `adults` from DEN to FTC (or back) `days` ahead with a guarantee for a made-up
 * flight (not in the partner timetable: the sandbox times it from the guarantee) landing at DEN
 * `landsBeforeMin` before the coach leaves, or (to the airport) leaving DEN `leavesAfterMin` after
 * the coach arrives.
 */
async function guaranteed(options: { days: number; adults?: number; wheelchair?: boolean; toAirport?: boolean; minutes: number }) {
  const number = String(nextNumber++);
  let date = '';
  const reservation = await bookedTrip(t.app, {
    days: options.days,
    adults: options.adults ?? 1,
    seated: options.adults === 2 ? [0, 1] : [],
    wheelchair: options.wheelchair,
    from: options.toAirport ? 'FTC' : 'DEN',
    to: options.toAirport ? 'DEN' : 'FTC',
    guarantee: (chosen) => {
      const ground = chosen.segments;
      let leaves: DateTime;
      let origin: string;
      let destination: string;
      if (options.toAirport) {
        origin = 'DEN';
        destination = 'ORD';
        leaves = DateTime.fromISO(ground[ground.length - 1].arrival_at)
          .plus({ minutes: options.minutes })
          .setZone('America/Denver');
      } else {
        origin = 'ORD';
        destination = 'DEN';
        const block = blockMinutes(t.flights.network.km('ORD', 'DEN'));
        leaves = DateTime.fromISO(ground[0].departure_at)
          .minus({ minutes: options.minutes + block })
          .setZone('America/Chicago');
      }
      date = leaves.toISODate()!;
      return {
        airline: 'LL',
        flight_number: `LL ${number}`,
        origin,
        destination,
        departure_time: leaves.toFormat('HH:mm'),
        departure_date: date,
      };
    },
  });
  const [ride] = await db().select().from(reservationTrips).where(eq(reservationTrips.reservationUuid, reservation.uuid));
  const [trip] = await db().select().from(trips).where(eq(trips.id, ride.tripId));
  return { reservation, number, date, ride, trip, flight: `LL${number}` };
}

const tripRow = async (id: number) => (await db().select().from(trips).where(eq(trips.id, id)))[0];
const movesOf = (uuid: string) => db().select().from(guaranteeMoves).where(eq(guaranteeMoves.reservationUuid, uuid));
const claimsOf = (uuid: string) => db().select().from(guaranteeClaims).where(eq(guaranteeClaims.reservationUuid, uuid));
const mailsTo = (pnr: string, kind: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind)))
    .then((rows) => rows.filter((r) => r.subject.includes(pnr)));
const tell = (flight: string, date: string, body: object) => call('POST', `/api/sandbox/flight-status/flights/${flight}/${date}/`, body);

describe('a late inbound flight', () => {
  it('moves the party to the next coach it can catch: seats together, wheelchair kept, counters right, mailed, audited, on the trip', async () => {
    const g = await guaranteed({ days: 2, adults: 2, wheelchair: true, minutes: 60 });
    // Three hours before the coach: watched, on time, nothing to do.
    t.setNow(new Date(g.trip.departsAt.getTime() - 180 * MIN).toISOString());
    expect(await t.guarantee.sweep()).toBe(0);
    const before = await tripRow(g.trip.id);

    const told = await tell(g.flight, g.date, { delay_minutes: 120 });
    expect(told.status, JSON.stringify(told.body)).toBe(200);
    const answer = sandboxFlightAnswerSchema.parse(told.body);
    expect(answer.status?.state).toBe('delayed');
    expect(answer.check_sent).toBe(true);
    // The task the call sent moves it; a sweep run here meanwhile does not move it twice.
    await t.guarantee.sweep();
    await eventually(async () => (await movesOf(g.reservation.uuid)).length === 1);

    const [move] = await movesOf(g.reservation.uuid);
    expect(move.fromTripId).toBe(g.trip.id);
    const after = await tripRow(g.trip.id);
    const to = await tripRow(move.toTripId);
    // Landing 60 minutes late... 120 minutes late, plus DEN's 45 minutes: the coach leaves after that.
    expect(to.departsAt.getTime()).toBeGreaterThanOrEqual(g.trip.departsAt.getTime() + 105 * MIN);
    expect(after.sold).toBe(before.sold - 2);
    expect(after.wheelchairSold).toBe(before.wheelchairSold - 1);
    expect(to.sold).toBeGreaterThanOrEqual(2);
    expect(to.wheelchairSold).toBeGreaterThanOrEqual(1);
    const [ride] = await db().select().from(reservationTrips).where(eq(reservationTrips.reservationUuid, g.reservation.uuid));
    expect(ride).toMatchObject({ tripId: to.id, seats: 2, wheelchairs: 1 });
    const seats = await db()
      .select()
      .from(seatAssignments)
      .where(and(eq(seatAssignments.reservationUuid, g.reservation.uuid), eq(seatAssignments.tripId, to.id)));
    expect(seats).toHaveLength(2);
    // Side by side: the same row.
    expect(seats[0].seatCode.replace(/\D/g, '')).toBe(seats[1].seatCode.replace(/\D/g, ''));

    const mails = await mailsTo(g.reservation.pnr, 'guarantee-moved');
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe('ada@example.com');
    expect(mails[0].text).toContain(`LL${g.number} is late`);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'system:guarantee'), eq(auditLog.target, `booking:${g.reservation.pnr}`)));
    expect(audit).toMatchObject([{ action: 'guarantee.move' }]);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/booking/tickets/${g.reservation.pnr}/`,
      headers: { lastname: 'Lovelace' },
    });
    const view = tripSchema.parse(res.json());
    expect(view.departure.segments[0].trip_id).toBe(to.id);
    expect(view.guarantee_notices).toEqual([
      expect.objectContaining({ kind: 'moved', flight: `LL${g.number}`, departs_at: to.departsAt.toISOString(), direction: 1 }),
    ]);

    // Checked again (the same delay): nothing more.
    expect(await t.guarantee.sweep()).toBe(0);
    expect(await movesOf(g.reservation.uuid)).toHaveLength(1);
    expect(await mailsTo(g.reservation.pnr, 'guarantee-moved')).toHaveLength(1);
  });

  it('is moved once when two instances check it at the same time', async () => {
    const g = await guaranteed({ days: 3, minutes: 60 });
    t.setNow(new Date(g.trip.departsAt.getTime() - 120 * MIN).toISOString());
    const other = await secondInstance(t);
    try {
      // Told directly (no task sent): the sweeps below are the only checks.
      await db()
        .insert(flightStatusSandbox)
        .values({ carrier: 'LL', number: g.number, date: g.date, delayMinutes: 90, cancelled: false, updatedAt: t.clock.now() });
      const before = await tripRow(g.trip.id);
      await Promise.all([t.guarantee.sweep(), other.guarantee.sweep(), t.guarantee.sweep()]);
      expect(await movesOf(g.reservation.uuid)).toHaveLength(1);
      const [move] = await movesOf(g.reservation.uuid);
      expect((await tripRow(g.trip.id)).sold).toBe(before.sold - 1);
      const [ride] = await db().select().from(reservationTrips).where(eq(reservationTrips.reservationUuid, g.reservation.uuid));
      expect(ride.tripId).toBe(move.toTripId);
      expect(await mailsTo(g.reservation.pnr, 'guarantee-moved')).toHaveLength(1);
    } finally {
      await other.app.close();
    }
  });

  it('opens a claim when no later coach has room within a day, once', async () => {
    const g = await guaranteed({ days: 4, minutes: 60 });
    t.setNow(new Date(g.trip.departsAt.getTime() - 120 * MIN).toISOString());
    expect((await tell(g.flight, g.date, { delay_minutes: 2880 })).status).toBe(200);
    await t.guarantee.sweep();
    await eventually(async () => (await claimsOf(g.reservation.uuid)).length === 1);
    await t.guarantee.sweep();
    const claims = await claimsOf(g.reservation.uuid);
    expect(claims).toMatchObject([{ kind: 'no_room', way: 'from_airport', state: 'open', tripId: g.trip.id }]);
    expect(await movesOf(g.reservation.uuid)).toHaveLength(0);
    expect(await mailsTo(g.reservation.pnr, 'guarantee-claim')).toHaveLength(1);
    const [ride] = await db().select().from(reservationTrips).where(eq(reservationTrips.reservationUuid, g.reservation.uuid));
    expect(ride.tripId).toBe(g.trip.id);
  });

  it('opens a claim when the flight is cancelled (the agent decides)', async () => {
    const g = await guaranteed({ days: 5, minutes: 60 });
    t.setNow(new Date(g.trip.departsAt.getTime() - 120 * MIN).toISOString());
    const told = await tell(g.flight, g.date, { cancelled: true });
    expect(told.body.status.state).toBe('cancelled');
    await eventually(async () => (await claimsOf(g.reservation.uuid)).length === 1);
    expect((await claimsOf(g.reservation.uuid))[0].kind).toBe('flight_cancelled');
  });
});

describe('a coach late for the check-in', () => {
  it('opens a claim and mails the traveller when dispatch retimes the coach past the check-in deadline', async () => {
    // The flight leaves DEN 100 minutes after the coach arrives: 40 minutes to spare over the 60 of a domestic check-in.
    const g = await guaranteed({ days: 6, toAirport: true, minutes: 100 });
    t.setNow(new Date(g.trip.departsAt.getTime() - 240 * MIN).toISOString());
    // Staff sessions of the clock's day.
    const dispatcher = await staffMember(t, 'dispatcher');
    expect(await t.guarantee.sweep()).toBe(0);
    const retimed = await call(
      'PATCH',
      `/api/ops/departures/${g.trip.id}/`,
      { departs_at: new Date(g.trip.departsAt.getTime() + 60 * MIN).toISOString(), reason: 'Snow on the pass' },
      dispatcher,
    );
    expect(retimed.status, JSON.stringify(retimed.body)).toBe(200);
    expect(await t.guarantee.sweep()).toBe(1);
    expect(await t.guarantee.sweep()).toBe(0);
    const claims = await claimsOf(g.reservation.uuid);
    expect(claims).toMatchObject([{ kind: 'late_to_airport', way: 'to_airport', state: 'open' }]);
    expect(claims[0].details).toMatchObject({ coach_reaches_airport_at: expect.any(String), check_in_closes_at: expect.any(String) });
    const mails = await mailsTo(g.reservation.pnr, 'guarantee-claim');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('check-in');
  });
});

describe('a coach late by its own position', () => {
  it('opens a claim when the position a phone shares puts the coach at the airport after the check-in closes', async () => {
    // The same margin as above (40 minutes over the check-in), and no retime: the coach is still
    // at its first stop 50 minutes after it should have left, so the live prediction (from the
    // position, before the timetable) has it reach DEN 10 minutes after the check-in closes.
    const g = await guaranteed({ days: 7, toAirport: true, minutes: 100 });
    t.setNow(new Date(g.trip.departsAt.getTime() - 30 * MIN).toISOString());
    expect(await t.guarantee.sweep()).toBe(0);
    const now = new Date(g.trip.departsAt.getTime() + 50 * MIN);
    t.setNow(now.toISOString());
    // A session of the clock's hour (a session idle 30 minutes ends).
    const dispatcher = await staffMember(t, 'dispatcher');
    const live = await call('GET', `/api/live/${g.trip.id}/`);
    const first = live.body.stops[0];
    const shared = await call(
      'POST',
      `/api/ops/departures/${g.trip.id}/positions/`,
      { positions: [{ id: crypto.randomUUID(), lat: first.lat, lon: first.lon, recorded_at: now.toISOString() }] },
      dispatcher,
    );
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.departure.delay_seconds).toBeGreaterThanOrEqual(45 * 60);
    expect(await t.guarantee.sweep()).toBe(1);
    const claims = await claimsOf(g.reservation.uuid);
    expect(claims).toMatchObject([{ kind: 'late_to_airport', way: 'to_airport', state: 'open' }]);
    expect(Date.parse(claims[0].details.coach_reaches_airport_at as string)).toBeGreaterThan(g.trip.departsAt.getTime() + 50 * MIN);
  });
});

describe('claims in the console', () => {
  it('lists claims to agents and dispatchers, lets an agent settle one (audited), and refuses a driver', async () => {
    const [agent, driver, dispatcher] = [await staffMember(t, 'agent'), await staffMember(t, 'driver'), await staffMember(t, 'dispatcher')];
    const listed = await call('GET', '/api/ops/guarantee-claims/', undefined, dispatcher);
    expect(listed.status).toBe(200);
    const { results } = guaranteeClaimListSchema.parse(listed.body);
    const open = results.find((c) => c.state === 'open')!;
    expect(open.reference).toMatch(/^[A-Z0-9]{6}$/);
    expect(open.lead_name).toBe('Ada Lovelace');

    expect((await call('GET', '/api/ops/guarantee-claims/', undefined, driver)).status).toBe(403);
    const settle = (body: object, who: TestStaff, id: number | string = open.id) =>
      call('POST', `/api/ops/guarantee-claims/${id}/settle/`, body, who);
    expect((await settle({ settlement: 'no_action', reason: 'Called the traveller' }, driver)).status).toBe(403);
    expect((await settle({ settlement: 'no_action', reason: 'Called the traveller' }, dispatcher)).status).toBe(403);

    const noAmount = await settle({ settlement: 'goodwill_credit', reason: 'Sorry for the wait' }, agent);
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.validation_error.amount).toBeDefined();
    const wrong = await settle({ settlement: 'refund_everything', reason: 'x' }, agent);
    expect(wrong.status).toBe(400);
    expect((await settle({ settlement: 'no_action', reason: 'Called' }, agent, 'abc')).status).toBe(404);
    expect((await settle({ settlement: 'no_action', reason: 'Called' }, agent, 999999)).status).toBe(404);

    const done = await settle({ settlement: 'rebooked_elsewhere', reason: 'Put on the 18:00 shared van' }, agent);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(guaranteeClaimSchema.parse(done.body)).toMatchObject({
      state: 'settled',
      settlement: 'rebooked_elsewhere',
      note: 'Put on the 18:00 shared van',
    });
    expect((await settle({ settlement: 'no_action', reason: 'Again' }, agent)).status).toBe(409);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'guarantee.settle'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: `staff:${agent.id}`, reason: 'Put on the 18:00 shared van' });
  });
});

describe("the sandbox's development API", () => {
  it('refuses bad input with validation errors', async () => {
    const at = '2026-11-25';
    for (const body of [{}, { delay_minutes: 30, cancelled: true }, { delay_minutes: -5 }, { delay_minutes: '30' }, { cancelled: false }]) {
      const res = await tell('LL1', at, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const badFlight = await tell('L', at, { delay_minutes: 10 });
    expect(badFlight.status).toBe(400);
    expect(badFlight.body.validation_error.flight).toBeDefined();
    expect((await tell('LL1', '2026-13-01', { delay_minutes: 10 })).body.validation_error.date).toBeDefined();
    // A flight no guarantee names: told all the same, answers null.
    const unknown = await tell('LL1', at, { delay_minutes: 10 });
    expect(unknown.status).toBe(200);
    expect(unknown.body.status).toBeNull();
  });

  it('is not served on a public site, nor with another provider', async () => {
    for (const config of [
      { PUBLIC_URL: 'https://landline.example' },
      { FLIGHT_STATUS: 'aerodatabox' as const, AERODATABOX_API_KEY: 'k'.repeat(20) },
    ]) {
      const other = await secondInstance(t, config);
      try {
        const res = await other.app.inject({
          method: 'POST',
          url: '/api/sandbox/flight-status/flights/LL1/2026-11-25/',
          payload: { delay_minutes: 5 },
        });
        expect(res.statusCode, JSON.stringify(config)).toBe(404);
      } finally {
        await other.app.close();
      }
    }
  });
});
