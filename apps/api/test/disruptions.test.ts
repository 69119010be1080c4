import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { POINTS_TRANSACTION_TYPES as PT } from '@landline/shared/constants';
import { DISRUPTION_MESSAGES as D } from '@landline/shared/messages';
import { departureStateSchema, disruptionOfferSchema, disruptionViewSchema } from '@landline/shared/schemas';
import {
  auditLog,
  departureDisruptions,
  disruptionOutcomes,
  outbox,
  payments,
  pointsRecords,
  refunds,
  sandboxCharges,
  sandboxRefunds,
  seatAssignments,
  trips,
  users,
  vehicles,
} from '../src/db/schema.js';
import { reservationTrips } from '../src/db/tables/reservations.js';
import { changeWallet } from '../src/loyalty/queries.js';
import { bookedTrip, eventually, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';
import { staffMember, type TestStaff } from './fixtures/staff.js';

// Disrupted departures (decision 279): a dispatcher's vehicle too small is refused with the
// bookings that would not fit; a cancellation writes one outcome and one mail per booking; each
// traveller's link rebooks on the next departure without charge (seats together) or refunds in
// full where it was paid from, once, however often it is used; an agent chooses for a traveller;
// and a fan-out or a settling round stopped half-way and run again mails and refunds each booking
// exactly once.

let t: TestApp;
let dispatcher: TestStaff;
let agent: TestStaff;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  dispatcher = await staffMember(t, 'dispatcher');
  agent = await staffMember(t, 'agent');
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const db = () => t.database.db;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who?: TestStaff) {
  const res = await t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
  return { status: res.statusCode, body: res.json() as Body };
}

/** The departure (trip id) of a booking's first ride. */
const tripOf = async (uuid: string) =>
  (await db().select().from(reservationTrips).where(eq(reservationTrips.reservationUuid, uuid)))[0].tripId;
const tripRow = async (id: number) => (await db().select().from(trips).where(eq(trips.id, id)))[0];

/** Three bookings on one departure `days` ahead: 2 seated adults, then 1, then 1 (or as given). */
async function threeOnOneDeparture(days: number, third: Parameters<typeof bookedTrip>[1] = { days }) {
  const a = await bookedTrip(t.app, { days, adults: 2, seated: [0, 1] });
  const b = await bookedTrip(t.app, { days });
  const c = await bookedTrip(t.app, third);
  const tripId = await tripOf(a.uuid);
  expect(await tripOf(b.uuid)).toBe(tripId);
  expect(await tripOf(c.uuid)).toBe(tripId);
  return { a, b, c, tripId };
}

/**
 * The fan-out the call sent as a job, run here too: whoever comes first mails each row (rows
 * another worker holds are skipped), so the rows are awaited by their effect.
 */
async function fannedOut(disruptionId: number) {
  await t.disruptions.fanOut(disruptionId);
  await eventually(async () => {
    const rows = await db().select().from(disruptionOutcomes).where(eq(disruptionOutcomes.disruptionId, disruptionId));
    return rows.every((r) => r.mailedAt !== null);
  });
}

/** The disruption mails of a booking, and the link's token of the first. */
async function mailsOf(pnr: string, kind = 'disruption') {
  const rows = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), like(outbox.subject, `%${pnr}`)));
  const token = rows[0]?.text.match(/\/trips\/disruption\/([A-Za-z0-9_-]+)/)?.[1];
  return { rows, token: token! };
}

describe('changing a departure', () => {
  it('refuses a vehicle smaller than the seats sold, naming the bookings that would not fit, and changes nothing', async () => {
    const { a, b, c, tripId } = await threeOnOneDeparture(12);
    const before = await tripRow(tripId);
    // A car with three seats: the two oldest bookings (2 + 1) fit, the third does not.
    const [car] = await db()
      .insert(vehicles)
      .values({ name: 'Test car', capacity: before.sold - 1, seatMap: [['1A', '1B', '1C']], wheelchairSpaces: 0 })
      .returning();
    const refused = await call(
      'PATCH',
      `/api/ops/departures/${tripId}/`,
      { vehicle_id: car.id, reason: 'Coach in the garage' },
      dispatcher,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'vehicle_too_small', bookings: [c.pnr] });
    expect(refused.body.detail).toContain('Test car');
    expect(refused.body.bookings).not.toContain(a.pnr);
    expect(refused.body.bookings).not.toContain(b.pnr);
    expect(await tripRow(tripId)).toEqual(before);

    // A driver may not; an agent may not change departures.
    expect((await call('PATCH', `/api/ops/departures/${tripId}/`, { vehicle_id: car.id, reason: 'x'.repeat(5) }, agent)).status).toBe(403);

    // A larger coach is taken, audited with the reason.
    const [coach] = await db()
      .insert(vehicles)
      .values({ name: 'Test coach', capacity: 40, seatMap: [['1A', '1B', '', '1C', '1D']], wheelchairSpaces: 2 })
      .returning();
    const done = await call('PATCH', `/api/ops/departures/${tripId}/`, { vehicle_id: coach.id, reason: 'Bigger coach' }, dispatcher);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(departureStateSchema.parse(done.body)).toMatchObject({ vehicle: { id: coach.id, capacity: 40 }, disruption_id: null });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'departure.vehicle'), eq(auditLog.target, `trip:${tripId}`)));
    expect(entry).toMatchObject({ actor: `staff:${dispatcher.id}`, reason: 'Bigger coach', after: { vehicle_id: coach.id, capacity: 40 } });
  });

  it('moves a departure: every booking is mailed once, the trip shows the new time, a traveller keeps it', async () => {
    const { a, b, c, tripId } = await threeOnOneDeparture(13);
    const before = await tripRow(tripId);
    const later = new Date(before.departsAt.getTime() + 45 * 60_000).toISOString();
    const done = await call('PATCH', `/api/ops/departures/${tripId}/`, { departs_at: later, reason: 'Road works' }, dispatcher);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ departs_at: later, bookings: 3 });
    await fannedOut(done.body.disruption_id);
    for (const r of [a, b, c]) expect((await mailsOf(r.pnr)).rows).toHaveLength(1);
    const trip = (
      await t.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${b.pnr}/`, headers: { lastname: 'Lovelace' } })
    ).json();
    expect(trip.departure.segments[0].departs_at).toBe(new Date(Date.parse(trip.departure.segments[0].departs_at)).toISOString());
    expect(Date.parse(trip.departure.departs_at)).toBeGreaterThan(before.departsAt.getTime());
    const { token } = await mailsOf(b.pnr);
    const kept = await call('POST', `/api/disruptions/${token}/`, { choice: 'keep' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(disruptionOfferSchema.parse(kept.body)).toMatchObject({ kind: 'retimed', state: 'kept', departs_at_now: expect.any(String) });
  });
});

describe('cancelling a departure with three bookings', () => {
  let booked: Awaited<ReturnType<typeof threeOnOneDeparture>>;
  let disruptionId: number;

  beforeAll(async () => {
    booked = await threeOnOneDeparture(14);
  });

  it('asks for a reason, then writes three outcome rows and three mails, audited', async () => {
    const { tripId } = booked;
    expect((await call('POST', `/api/ops/departures/${tripId}/cancel/`, {}, dispatcher)).status).toBe(400);
    expect((await call('POST', `/api/ops/departures/99999999/cancel/`, { reason: 'Snow' }, dispatcher)).status).toBe(404);
    const done = await call('POST', `/api/ops/departures/${tripId}/cancel/`, { reason: 'Snow on the pass' }, dispatcher);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ trip_id: tripId, canceled_at: expect.any(String), bookings: 3 });
    disruptionId = done.body.disruption_id;
    // Once only.
    expect((await call('POST', `/api/ops/departures/${tripId}/cancel/`, { reason: 'Snow again' }, dispatcher)).status).toBe(409);
    const outcomes = await db().select().from(disruptionOutcomes).where(eq(disruptionOutcomes.disruptionId, disruptionId));
    expect(outcomes.map((o) => o.state)).toEqual(['pending', 'pending', 'pending']);
    await fannedOut(disruptionId);
    for (const r of [booked.a, booked.b, booked.c]) {
      const { rows } = await mailsOf(r.pnr);
      expect(rows).toHaveLength(1);
      expect(rows[0].text).toContain('Snow on the pass');
    }
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'departure.cancel'));
    expect(entry).toMatchObject({ actor: `staff:${dispatcher.id}`, target: `trip:${tripId}`, reason: 'Snow on the pass' });
    // Nothing more is sold on it.
    const trip = await tripRow(tripId);
    expect(trip.canceledAt).not.toBeNull();
    // The console's manifest says so.
    const manifest = await call('GET', `/api/ops/departures/${tripId}/`, undefined, dispatcher);
    expect(manifest.body.departure.canceled_at).toBe(trip.canceledAt!.toISOString());
  });

  it('one traveller rebooks through the link: seats moved together, counters right, no charge; the link then answers the choice made', async () => {
    const { a, tripId } = booked;
    const { token } = await mailsOf(a.pnr);
    const offer = disruptionOfferSchema.parse((await call('GET', `/api/disruptions/${token}/`)).body);
    expect(offer).toMatchObject({ reference: a.pnr, kind: 'canceled', state: 'pending', reason: 'Snow on the pass' });
    expect(offer.rebook).not.toBeNull();
    expect(Date.parse(offer.rebook!.departs_at)).toBeGreaterThan(Date.parse(offer.booked.departs_at));
    const [payment] = await db().select().from(payments).where(eq(payments.reservationUuid, a.uuid));
    expect(offer.refund.card + offer.refund.store_credits).toBe(payment.amount);

    const oldBefore = await tripRow(tripId);
    const charges = (await db().select().from(sandboxCharges)).length;
    const done = await call('POST', `/api/disruptions/${token}/`, { choice: 'rebook' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ state: 'rebooked', rebooked: { departs_at: offer.rebook!.departs_at } });
    const newTrip = await tripOf(a.uuid);
    expect(newTrip).not.toBe(tripId);
    expect((await tripRow(tripId)).sold).toBe(oldBefore.sold - 2);
    const seats = await db().select().from(seatAssignments).where(eq(seatAssignments.reservationUuid, a.uuid));
    expect(seats.map((s) => s.tripId)).toEqual([newTrip, newTrip]);
    expect(seats.map((s) => s.seatCode.slice(0, -1))).toEqual([seats[0].seatCode.slice(0, -1), seats[0].seatCode.slice(0, -1)]);
    // No charge, no refund.
    expect((await db().select().from(sandboxCharges)).length).toBe(charges);
    expect(await db().select().from(refunds).where(eq(refunds.reservationUuid, a.uuid))).toEqual([]);
    // The trip page names the new departure.
    const trip = (
      await t.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${a.pnr}/`, headers: { lastname: 'Lovelace' } })
    ).json();
    expect(trip.departure.segments[0].trip_id).toBe(newTrip);
    expect(trip.departure.segments[0].departs_at).toBe(offer.rebook!.departs_at);
    expect((await mailsOf(a.pnr, 'disruption-rebooked')).rows).toHaveLength(1);

    // Used again, for the refund: the choice made stands.
    const again = await call('POST', `/api/disruptions/${token}/`, { choice: 'refund' });
    expect(again.status).toBe(200);
    expect(again.body.state).toBe('rebooked');
    expect(await db().select().from(refunds).where(eq(refunds.reservationUuid, a.uuid))).toEqual([]);
    expect(await tripOf(a.uuid)).toBe(newTrip);
  });

  it('another takes the refund: recorded once, the card refunded once, however often the link is used', async () => {
    const { b } = booked;
    const { token } = await mailsOf(b.pnr);
    const [payment] = await db().select().from(payments).where(eq(payments.reservationUuid, b.uuid));
    const first = await call('POST', `/api/disruptions/${token}/`, { choice: 'refund' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.state).toBe('refunded');
    const second = await call('POST', `/api/disruptions/${token}/`, { choice: 'refund' });
    expect(second.body.state).toBe('refunded');
    const rows = await db().select().from(refunds).where(eq(refunds.reservationUuid, b.uuid));
    // A guest paid by card: all of it back to the card, whatever the tier (a disruption's rule).
    expect(rows.map((r) => [r.card, r.storeCredits, r.state])).toEqual([[payment.amount, 0, 'done']]);
    expect(await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, payment.chargeId!))).toHaveLength(1);
  });

  it('an agent rebooks the third with a reason, audited; the view says who chose what', async () => {
    const { c, tripId } = booked;
    expect((await call('POST', `/api/ops/departures/${tripId}/disruption/${c.pnr}/`, { choice: 'rebook' }, agent)).status).toBe(400);
    const done = await call(
      'POST',
      `/api/ops/departures/${tripId}/disruption/${c.pnr}/`,
      { choice: 'rebook', reason: 'Called the desk' },
      agent,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const view = disruptionViewSchema.parse(done.body);
    expect(view.counts).toEqual({ pending: 0, rebooked: 2, refunded: 1, kept: 0 });
    const byRef = new Map(view.outcomes.map((o) => [o.reference, o]));
    expect(byRef.get(booked.a.pnr)).toMatchObject({ state: 'rebooked', chosen_by: 'traveller' });
    expect(byRef.get(booked.b.pnr)).toMatchObject({ state: 'refunded', chosen_by: 'traveller' });
    expect(byRef.get(c.pnr)).toMatchObject({ state: 'rebooked', chosen_by: 'staff', rebooked_departs_at: expect.any(String) });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'disruption.rebook'));
    expect(entry).toMatchObject({ actor: `staff:${agent.id}`, target: `reservation:${c.uuid}`, reason: 'Called the desk' });
    // The read is on record too.
    const read = await call('GET', `/api/ops/departures/${tripId}/disruption/`, undefined, agent);
    expect(read.status).toBe(200);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'disruption.read'))).toHaveLength(1);
    // Counters: what the cancelled departure sold is gone with its riders.
    expect((await tripRow(tripId)).sold).toBe(0);
    // An unknown link.
    expect((await call('GET', `/api/disruptions/${'x'.repeat(43)}/`)).body).toEqual({ detail: D.linkNotValid });
  });
});

describe('a crash half-way', () => {
  it('through the fan-out and then the settling round: each mail once, each refund once', async () => {
    const member = await registerMember(t.app, `perks-${Date.now()}@example.com`);
    await changeWallet(db(), { userId: member.id, points: 100_000, transactionType: PT.bought, createdAt: new Date(t.now()) });
    const { a, b, c, tripId } = await threeOnOneDeparture(15, { days: 15, access: member.access, points: true });
    const all = [a, b, c];
    const state = await t.disruptions.cancel(dispatcher.id, String(tripId), 'Driver shortage');

    // The worker dies after the second mail (its transaction committed), before the third.
    const crashing = t.disruptions.withAfterRow((what, done) => {
      if (what === 'mailed' && done === 2) throw new Error('killed');
    });
    await expect(crashing.fanOut(state.disruption_id!)).rejects.toThrow('killed');
    const mailedSoFar = await db().select().from(disruptionOutcomes).where(eq(disruptionOutcomes.disruptionId, state.disruption_id!));
    expect(mailedSoFar.filter((o) => o.mailedAt !== null).length).toBeGreaterThanOrEqual(2);
    // Restarted (twice, as two workers would): the rest, once.
    await t.disruptions.fanOut(state.disruption_id!);
    await t.disruptions.fanOut(state.disruption_id!);
    for (const r of all) expect((await mailsOf(r.pnr)).rows).toHaveLength(1);

    // Nobody chose: the reminder goes once, 24 hours before.
    const departs = (await tripRow(tripId)).departsAt.getTime();
    t.setNow(new Date(departs - 23 * 3_600_000).toISOString());
    try {
      await t.disruptions.remind();
      await t.disruptions.remind();
      for (const r of all) expect((await mailsOf(r.pnr, 'disruption-reminder')).rows).toHaveLength(1);

      // The choice closes a day after the departure: the settling round refunds everyone, and dies after the first.
      t.setNow(new Date(departs + 25 * 3_600_000).toISOString());
      const settling = t.disruptions.withAfterRow((what, done) => {
        if (what === 'settled' && done === 1) throw new Error('killed');
      });
      await expect(settling.settle()).rejects.toThrow('killed');
      await t.disruptions.settle();
      await t.disruptions.settle();
    } finally {
      t.setNow(TEST_NOW);
    }
    const uuids = all.map((r) => r.uuid);
    const rows = await db().select().from(refunds).where(inArray(refunds.reservationUuid, uuids));
    expect(rows).toHaveLength(3);
    for (const r of all) {
      const [payment] = await db().select().from(payments).where(eq(payments.reservationUuid, r.uuid));
      const mine = rows.filter((x) => x.reservationUuid === r.uuid);
      expect(mine).toHaveLength(1);
      if (payment.chargeId) {
        expect(await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, payment.chargeId))).toHaveLength(1);
        expect(mine[0]).toMatchObject({ card: payment.amount, state: 'done' });
      }
    }
    // Points come back as points, once.
    const [cPayment] = await db().select().from(payments).where(eq(payments.reservationUuid, c.uuid));
    expect(cPayment.points).toBeGreaterThan(0);
    const given = await db()
      .select()
      .from(pointsRecords)
      .where(and(eq(pointsRecords.userId, member.id), eq(pointsRecords.transactionType, PT.givenBack)));
    expect(given.map((g) => g.points)).toEqual([cPayment.points]);
    const [wallet] = await db().select().from(users).where(eq(users.id, member.id));
    expect(wallet.walletPoints).toBe(100_000);
    const outcomes = await db().select().from(disruptionOutcomes).where(eq(disruptionOutcomes.disruptionId, state.disruption_id!));
    expect(outcomes.map((o) => [o.state, o.chosenBy])).toEqual([
      ['refunded', 'system'],
      ['refunded', 'system'],
      ['refunded', 'system'],
    ]);
    expect(await db().select().from(departureDisruptions).where(eq(departureDisruptions.tripId, tripId))).toHaveLength(1);
  });
});

describe('the vehicles a departure may be put on', () => {
  it('lists every vehicle, smallest first, to a dispatcher (the read audited), not to an agent', async () => {
    const listed = await call('GET', '/api/ops/vehicles/', undefined, dispatcher);
    expect(listed.status).toBe(200);
    const all = await db().select().from(vehicles);
    expect(listed.body).toHaveLength(all.length);
    const capacities = (listed.body as { capacity: number }[]).map((v) => v.capacity);
    expect(capacities).toEqual([...capacities].sort((x, y) => x - y));
    expect(listed.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      capacity: expect.any(Number),
      wheelchair_spaces: expect.any(Number),
    });
    const read = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vehicles.read'), eq(auditLog.actor, `staff:${dispatcher.id}`)));
    expect(read).toHaveLength(1);
    expect((await call('GET', '/api/ops/vehicles/', undefined, agent)).status).toBe(403);
  });
});
