import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { OPS_BOARDING_MESSAGES as B, STAFF_MESSAGES as S } from '@landline/shared/messages';
import { boardingRidersSchema, boardingScanAnswerSchema, tripSchema, type BoardingScanAnswer, type Trip } from '@landline/shared/schemas';
import { auditEntries } from '../src/audit/log.js';
import { PASS_VALID_S } from '../src/boarding/pass-token.js';
import { boardingScans, departureDrivers, tickets } from '../src/db/schema.js';
import { tokensOf } from './fixtures/pass-qr.js';
import { staffMember, type TestStaff } from './fixtures/staff.js';
import { bookedTrip, secondInstance, TEST_NOW, testApp, type TestApp } from './harness.js';

// The driver's boarding screen (decision 278): a scanned pass, or a typed reference and a picked
// passenger, at a departure, under a staff session; a driver only on the departures assigned to
// them. Each scan is checked by the one boarding rule (CheckInService.verify), boards once, writes
// its audit row in the boarding's transaction, and carries an id made on the device so a scan sent
// twice is answered the same and boards once.

const GUEST = { lastname: 'Lovelace' };
const HOUR = 3_600_000;

let t: TestApp;
let driver: TestStaff;
let otherDriver: TestStaff;
let dispatcher: TestStaff;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

type Call = { status: number; body: Record<string, unknown> };
async function call(method: 'GET' | 'POST', url: string, who: TestStaff, payload?: object, app = t.app): Promise<Call> {
  const res = await app.inject({ method, url, payload, headers: { cookie: who.cookie } });
  return { status: res.statusCode, body: res.json() };
}

const scan = (who: TestStaff, tripId: number, body: object, app = t.app) =>
  call('POST', `/api/ops/departures/${tripId}/boardings/`, who, { scan_id: randomUUID(), ...body }, app);

/** A scan's answer, which must be a 200. */
async function answer(who: TestStaff, tripId: number, body: object, app = t.app): Promise<BoardingScanAnswer> {
  const res = await scan(who, tripId, body, app);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return boardingScanAnswerSchema.parse(res.body);
}

const assign = (who: TestStaff, tripId: number) =>
  t.database.db
    .insert(departureDrivers)
    .values({ tripId, staffId: who.id, assignedAt: new Date(t.now()) })
    .onConflictDoNothing();

const ticketRows = (uuid: string) =>
  t.database.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.reservationUuid, uuid), eq(tickets.direction, 1)))
    .orderBy(asc(tickets.passenger));

async function tripOf(pnr: string): Promise<Trip> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${pnr}/`, headers: GUEST });
  return tripSchema.parse(res.json());
}

/**
 * A paid booking checked in an hour before it leaves, the clock left there, with its passes read
 * from the downloaded PDF's QR codes as a scanner reads them. The crew signs in then (a staff
 * session lasts a shift): `driver`, assigned to the departure, `otherDriver`, who is not, and
 * `dispatcher`.
 */
async function checkedIn(options: { days?: number; adults?: number } = {}) {
  const adults = options.adults ?? 1;
  const r = await bookedTrip(t.app, { days: options.days ?? 3, adults, seated: Array.from({ length: adults }, (_, i) => i) });
  const trip = await tripOf(r.pnr);
  t.setNow(new Date(Date.parse(trip.departure.departs_at) - HOUR).toISOString());
  const checkIn = await t.app.inject({
    method: 'POST',
    url: `/api/v2/booking/tickets/${r.pnr}/check_in/`,
    payload: { way: 1 },
    headers: GUEST,
  });
  expect(checkIn.statusCode, checkIn.body).toBe(200);
  const pdf = await t.app.inject({ method: 'GET', url: `/api/v2/booking/tickets/${r.pnr}/boarding_pass/1/`, headers: GUEST });
  expect(pdf.statusCode).toBe(200);
  const tokens = await tokensOf(pdf.rawPayload);
  const tripId = trip.departure.segments[0].trip_id!;
  [driver, otherDriver, dispatcher] = await Promise.all([staffMember(t, 'driver'), staffMember(t, 'driver'), staffMember(t, 'dispatcher')]);
  await assign(driver, tripId);
  return { r, trip, tripId, tokens, token: tokens[0] };
}

/** The audit entries of `ticket.board` of a target, newest first. */
const boardingsOf = (target: string) => auditEntries(t.database.db, { action: 'ticket.board', target });

describe('scanning a pass', () => {
  it('boards it once: valid, then already boarded; each scan is in the audit log with its result', async () => {
    const { r, token, tripId } = await checkedIn();
    const first = await answer(driver, tripId, { token });
    expect(first).toMatchObject({ result: 'valid', passenger: { first_name: 'Ada', last_name: 'Lovelace' } });
    expect(first.passenger!.seat).toMatch(/^\d+[A-F]$/);
    const [ticket] = await ticketRows(r.uuid);
    expect(ticket.boardedAt?.toISOString()).toBe(new Date(t.now()).toISOString());

    t.setNow(new Date(t.now() + 60_000).toISOString());
    expect(await answer(driver, tripId, { token })).toMatchObject({ result: 'already_boarded', passenger: { first_name: 'Ada' } });
    // The first boarding's time is kept.
    expect((await ticketRows(r.uuid))[0].boardedAt).toEqual(ticket.boardedAt);

    const entries = await boardingsOf(`ticket:${ticket.id}`);
    expect(entries.map((e) => [e.actor, (e.after as { result: string }).result])).toEqual([
      [`staff:${driver.id}`, 'already_boarded'],
      [`staff:${driver.id}`, 'valid'],
    ]);
    expect(entries[1].after).toMatchObject({ departure: tripId, by: 'pass' });
  });

  it('answers wrong departure for a pass of another departure, and boards nobody', async () => {
    const { r, token } = await checkedIn();
    const elsewhere = await bookedTrip(t.app, { days: 5 });
    const otherTrip = (await tripOf(elsewhere.pnr)).departure.segments[0].trip_id!;
    await assign(driver, otherTrip);
    expect(await answer(driver, otherTrip, { token })).toMatchObject({ result: 'wrong_departure', passenger: { last_name: 'Lovelace' } });
    expect((await ticketRows(r.uuid))[0].boardedAt).toBeNull();
  });

  it('answers canceled for the pass of a canceled booking', async () => {
    const { r, token, tripId } = await checkedIn();
    await t.database.db.update(tickets).set({ state: 2 }).where(eq(tickets.reservationUuid, r.uuid));
    expect(await answer(driver, tripId, { token })).toMatchObject({ result: 'canceled', passenger: { last_name: 'Lovelace' } });
    expect((await ticketRows(r.uuid))[0].boardedAt).toBeNull();
  });

  it('answers altered for a changed token and for what is no pass at all; the genuine pass still boards', async () => {
    const { token, tripId } = await checkedIn();
    const at = token.indexOf('.') + 10;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(await answer(driver, tripId, { token: changed })).toMatchObject({ result: 'altered', passenger: null });
    expect(await answer(driver, tripId, { token: 'https://example.com/not-a-pass' })).toMatchObject({ result: 'altered', passenger: null });
    // No ticket was named: the departure is the audit row's target.
    const entries = await boardingsOf(`trip:${tripId}`);
    expect(entries.slice(0, 2).map((e) => (e.after as { result: string }).result)).toEqual(['altered', 'altered']);
    expect((await answer(driver, tripId, { token })).result).toBe('valid');
  });

  it(`answers expired ${PASS_VALID_S / 3600} hours after check-in`, async () => {
    const { r, token, tripId } = await checkedIn();
    const issued = (await ticketRows(r.uuid))[0].checkedInAt!.getTime();
    t.setNow(new Date(issued + PASS_VALID_S * 1000 + 1000).toISOString());
    // The next shift's driver.
    driver = await staffMember(t, 'driver');
    await assign(driver, tripId);
    expect(await answer(driver, tripId, { token })).toMatchObject({ result: 'expired', passenger: null });
    expect((await ticketRows(r.uuid))[0].boardedAt).toBeNull();
  });

  it('refuses a driver the departures not assigned to them (403), before anything is read or written', async () => {
    const { r, token, tripId } = await checkedIn();
    const scanId = randomUUID();
    const refused = await call('POST', `/api/ops/departures/${tripId}/boardings/`, otherDriver, { scan_id: scanId, token });
    expect(refused).toEqual({ status: 403, body: { detail: B.notYourDeparture } });
    const lookup = await call('GET', `/api/ops/departures/${tripId}/boardings/?reference=${r.pnr}`, otherDriver);
    expect(lookup).toEqual({ status: 403, body: { detail: B.notYourDeparture } });
    expect((await ticketRows(r.uuid))[0].boardedAt).toBeNull();
    expect(await t.database.db.select().from(boardingScans).where(eq(boardingScans.scanId, scanId))).toHaveLength(0);
    // A traveller's session is no staff session; a dispatcher boards any departure.
    const traveller = await t.app.inject({
      method: 'POST',
      url: `/api/ops/departures/${tripId}/boardings/`,
      payload: { scan_id: scanId, token },
    });
    expect(traveller.statusCode).toBe(401);
    expect((await answer(dispatcher, tripId, { token })).result).toBe('valid');
  });

  it('answers 404 for a departure that does not exist', async () => {
    const { token } = await checkedIn();
    expect(await scan(dispatcher, 999_999_999, { token })).toEqual({ status: 404, body: { detail: B.departureNotFound } });
  });
});

describe('a scan sent again (the offline queue)', () => {
  it('is answered the same and boards once, with one audit row', async () => {
    const { r, token, tripId } = await checkedIn();
    const scanId = randomUUID();
    const send = () => call('POST', `/api/ops/departures/${tripId}/boardings/`, driver, { scan_id: scanId, token });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ scan_id: scanId, result: 'valid' });
    const boardedAt = (await ticketRows(r.uuid))[0].boardedAt;
    t.setNow(new Date(t.now() + 5 * 60_000).toISOString());
    expect(await send()).toEqual(first);
    expect((await ticketRows(r.uuid))[0].boardedAt).toEqual(boardedAt);
    const ticketId = (await ticketRows(r.uuid))[0].id;
    expect(await boardingsOf(`ticket:${ticketId}`)).toHaveLength(1);
    // A new scan of the same pass is a new question: already boarded.
    expect((await answer(driver, tripId, { token })).result).toBe('already_boarded');
  });

  it('is refused when its id was used by another member or for another departure', async () => {
    const { token, tripId } = await checkedIn();
    const scanId = randomUUID();
    expect((await call('POST', `/api/ops/departures/${tripId}/boardings/`, driver, { scan_id: scanId, token })).status).toBe(200);
    const byOther = await call('POST', `/api/ops/departures/${tripId}/boardings/`, dispatcher, { scan_id: scanId, token });
    expect(byOther).toEqual({ status: 409, body: { detail: B.scanIdTaken, code: 'scan_id_taken' } });
  });

  it('needs a scan id, and a token or a reference with a ticket', async () => {
    const { r, token, tripId } = await checkedIn();
    const url = `/api/ops/departures/${tripId}/boardings/`;
    expect(await call('POST', url, driver, { token })).toMatchObject({
      status: 400,
      body: { validation_error: { scan_id: [B.scanIdRequired] } },
    });
    expect(await call('POST', url, driver, { scan_id: randomUUID() })).toMatchObject({ status: 400 });
    expect(await call('POST', url, driver, { scan_id: randomUUID(), token, reference: r.pnr, ticket: 1 })).toMatchObject({ status: 400 });
    expect(await call('POST', url, driver, { scan_id: randomUUID(), reference: r.pnr })).toMatchObject({
      status: 400,
      body: { validation_error: { ticket: [B.scanNeedsOne] } },
    });
    expect((await ticketRows(r.uuid))[0].boardedAt).toBeNull();
  });
});

describe('typing a reference', () => {
  it('lists the booking’s passengers on the departure; a pick boards as the pass would, once', async () => {
    const { r, tripId } = await checkedIn({ adults: 2 });
    const lookup = await call('GET', `/api/ops/departures/${tripId}/boardings/?reference=${r.pnr.toLowerCase()}`, driver);
    expect(lookup.status).toBe(200);
    const { riders, elsewhere, pnr } = boardingRidersSchema.parse(lookup.body);
    expect([pnr, elsewhere]).toEqual([r.pnr, false]);
    expect(riders.map((x) => [x.first_name, x.last_name, x.checked_in, x.boarded, x.canceled])).toEqual([
      ['Ada', 'Lovelace', true, false, false],
      ['Charles', 'Lovelace', true, false, false],
    ]);
    const charles = riders[1];
    const typed = await answer(driver, tripId, { reference: r.pnr, ticket: charles.ticket });
    expect(typed).toMatchObject({ result: 'valid', passenger: { first_name: 'Charles', last_name: 'Lovelace', seat: charles.seat } });
    expect((await answer(driver, tripId, { reference: r.pnr, ticket: charles.ticket })).result).toBe('already_boarded');
    const after = boardingRidersSchema.parse(
      (await call('GET', `/api/ops/departures/${tripId}/boardings/?reference=${r.pnr}`, driver)).body,
    );
    expect(after.riders.map((x) => x.boarded)).toEqual([false, true]);
    const [entry] = await boardingsOf(`ticket:${charles.ticket}`);
    expect(entry.after).toMatchObject({ result: 'already_boarded', by: 'reference' });
    // The lookup is a read on record.
    const reads = await auditEntries(t.database.db, { action: 'booking.read', target: `booking:${r.pnr}` });
    expect(reads.map((e) => e.actor)).toContain(`staff:${driver.id}`);
  });

  it('says when the booking rides another departure, and refuses an unknown reference or a passenger of another booking', async () => {
    const { r, tripId } = await checkedIn();
    const other = await bookedTrip(t.app, { days: 6 });
    const otherTrip = (await tripOf(other.pnr)).departure.segments[0].trip_id!;
    const wrongBus = boardingRidersSchema.parse(
      (await call('GET', `/api/ops/departures/${tripId}/boardings/?reference=${other.pnr}`, driver)).body,
    );
    expect([wrongBus.riders, wrongBus.elsewhere]).toEqual([[], true]);
    // Picked anyway (a stale list): the rule says wrong departure.
    const [otherTicket] = await t.database.db.select().from(tickets).where(eq(tickets.reservationUuid, other.uuid));
    expect((await answer(dispatcher, tripId, { reference: other.pnr, ticket: otherTicket.id })).result).toBe('wrong_departure');
    expect(otherTrip).not.toBe(tripId);
    expect(await call('GET', `/api/ops/departures/${tripId}/boardings/?reference=ZZZZZ9`, driver)).toEqual({
      status: 404,
      body: { detail: B.bookingNotFound },
    });
    const mine = (await ticketRows(r.uuid))[0].id;
    expect(await scan(driver, tripId, { reference: other.pnr, ticket: mine })).toEqual({
      status: 404,
      body: { detail: B.ticketNotInBooking },
    });
    expect((await ticketRows(r.uuid))[0].boardedAt).toBeNull();
  });

  it('narrows a party by last name', async () => {
    const { r, tripId } = await checkedIn();
    const none = boardingRidersSchema.parse(
      (await call('GET', `/api/ops/departures/${tripId}/boardings/?reference=${r.pnr}&last_name=Byron`, driver)).body,
    );
    expect(none.riders).toEqual([]);
    const some = boardingRidersSchema.parse(
      (await call('GET', `/api/ops/departures/${tripId}/boardings/?reference=${r.pnr}&last_name=lovelace`, driver)).body,
    );
    expect(some.riders).toHaveLength(1);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('scans at once on PostgreSQL, from two API instances', () => {
  it('two drivers scanning the same pass at once: exactly one valid', async () => {
    const second = await secondInstance(t);
    try {
      for (let round = 0; round < 5; round++) {
        const { r, token, tripId } = await checkedIn({ days: 3 + round });
        await assign(otherDriver, tripId);
        const answers = await Promise.all([answer(driver, tripId, { token }), answer(otherDriver, tripId, { token }, second.app)]);
        expect(answers.map((a) => a.result).sort()).toEqual(['already_boarded', 'valid']);
        const ticketId = (await ticketRows(r.uuid))[0].id;
        expect((await boardingsOf(`ticket:${ticketId}`)).map((e) => (e.after as { result: string }).result).sort()).toEqual([
          'already_boarded',
          'valid',
        ]);
      }
    } finally {
      await second.app.close();
    }
  });

  it('one scan sent twice at once (a queue flushed on two connections): one boarding, the same answer', async () => {
    const second = await secondInstance(t);
    try {
      const { r, token, tripId } = await checkedIn({ days: 9 });
      const body = { scan_id: randomUUID(), token };
      const url = `/api/ops/departures/${tripId}/boardings/`;
      const [a, b] = await Promise.all([call('POST', url, driver, body), call('POST', url, driver, body, second.app)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toEqual(b.body);
      expect(a.body.result).toBe('valid');
      const ticketId = (await ticketRows(r.uuid))[0].id;
      expect(await boardingsOf(`ticket:${ticketId}`)).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });
});

// The guard's refusals for every role are the generic test's (staff.test.ts); this one names the message.
it('refuses a role that does not board', async () => {
  const agent = await staffMember(t, 'agent');
  expect(await scan(agent, 1, { token: 'x' })).toEqual({ status: 403, body: { detail: S.notForRole } });
});
