import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { TRIP_MESSAGES as T } from '@landline/shared/messages';
import {
  boardingScanAnswerSchema,
  checkInAnswerSchema,
  eTicketAnswerSchema,
  seatInfoSchema,
  tripSchema,
  type Reservation,
  type Trip,
} from '@landline/shared/schemas';
import { PASS_MAILS_PER_MINUTE } from '../src/checkin/routes.js';
import { outbox, passengers, payments, tickets } from '../src/db/schema.js';
import { tokensOf } from './fixtures/pass-qr.js';
import { staffMember } from './fixtures/staff.js';
import { bookedTrip, LEAD_PASSENGER, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// Check-in and boarding passes (decision 217): a direction checks in together, once,
// from 24 hours to 15 minutes before it leaves; its passes are mailed (one PDF each, through the
// outbox) or downloaded (one PDF, a page each). The check at the door: boarding-desk.test.ts.

const GUEST = { lastname: 'Lovelace' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method, url, payload, headers });

/** A paid booking (the harness's), every passenger seated unless `seated` says who, paid by 'payer@example.com'. */
const book = (options: Omit<Parameters<typeof bookedTrip>[1], 'payerEmail'>): Promise<Reservation> =>
  bookedTrip(t.app, {
    ...options,
    seated: options.seated ?? Array.from({ length: options.adults ?? 1 }, (_, i) => i),
    payerEmail: 'payer@example.com',
  });

async function tripOf(pnr: string): Promise<Trip> {
  const res = await call('GET', `/api/v2/booking/tickets/${pnr}/`, undefined, GUEST);
  expect(res.statusCode, res.body).toBe(200);
  return tripSchema.parse(res.json());
}

const checkIn = (pnr: string, way: 1 | 2 = 1, headers: Record<string, string> = GUEST) =>
  call('POST', `/api/v2/booking/tickets/${pnr}/check_in/`, { way }, headers);
const mailPasses = (pnr: string, way: 1 | 2 = 1, headers: Record<string, string> = GUEST, app = t.app) =>
  call('GET', `/api/v2/booking/tickets/${pnr}/flight_e_ticket/?way=${way}`, undefined, headers, app);
const download = (pnr: string, way: 1 | 2 = 1, headers: Record<string, string> = GUEST) =>
  call('GET', `/api/v2/booking/tickets/${pnr}/boarding_pass/${way}/`, undefined, headers);
/** The pass scanned at the door by a dispatcher on the driver's boarding screen (decision 278; boarding-desk.test.ts). */
const board = async (token: string, tripId: number) => {
  const { cookie } = await staffMember(t, 'dispatcher');
  return call('POST', `/api/ops/departures/${tripId}/boardings/`, { scan_id: randomUUID(), token }, { cookie });
};

/** Moves the clock to `offset` ms from when the trip's departure leaves. */
const atDeparture = (trip: Trip, offset: number) => t.setNow(new Date(Date.parse(trip.departure.departs_at) + offset).toISOString());

const ticketRows = (uuid: string, direction = 1) =>
  t.database.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.reservationUuid, uuid), eq(tickets.direction, direction)))
    .orderBy(asc(tickets.passenger));

const refusal = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];

// ---- Check-in -----------------------------------------------------------------------------------

describe('POST v2/booking/tickets/{pnr}/check_in/', () => {
  it('checks the whole party in, once, and answers the trip re-read', async () => {
    const r = await book({ days: 3, adults: 2 });
    const trip = await tripOf(r.pnr);
    atDeparture(trip, -2 * HOUR);
    const res = await checkIn(r.pnr.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const answer = checkInAnswerSchema.parse(res.json());
    expect(answer.message).toBe(T.checkedIn);
    expect(answer.trip.departure.all_checked_in).toBe(true);
    expect(answer.trip.departure.tickets.map((x) => x.checked_in)).toEqual([true, true]);
    const rows = await ticketRows(r.uuid);
    expect(rows.map((x) => x.checkedInAt?.toISOString())).toEqual([new Date(t.now()).toISOString(), new Date(t.now()).toISOString()]);

    // Again: already checked in, and the first check-in's time is kept.
    t.setNow(new Date(t.now() + MINUTE).toISOString());
    expect(refusal(await checkIn(r.pnr))).toEqual([409, { detail: T.alreadyCheckedIn, code: 'already_checked_in' }]);
    expect((await ticketRows(r.uuid)).map((x) => x.checkedInAt)).toEqual(rows.map((x) => x.checkedInAt));
  });

  it('opens 24 hours before departure, to the millisecond', async () => {
    const r = await book({ days: 3 });
    const trip = await tripOf(r.pnr);
    atDeparture(trip, -24 * HOUR - 1);
    expect(refusal(await checkIn(r.pnr))).toEqual([409, { detail: T.checkInNotOpen, code: 'check_in_not_open' }]);
    expect((await ticketRows(r.uuid))[0].checkedInAt).toBeNull();
    atDeparture(trip, -24 * HOUR);
    expect((await checkIn(r.pnr)).statusCode).toBe(200);
  });

  it('closes 15 minutes before departure, to the millisecond, and stays closed after it leaves', async () => {
    const r = await book({ days: 3 });
    const trip = await tripOf(r.pnr);
    for (const offset of [-15 * MINUTE, -MINUTE, HOUR]) {
      atDeparture(trip, offset);
      expect(refusal(await checkIn(r.pnr)), String(offset)).toEqual([409, { detail: T.checkInClosed, code: 'check_in_closed' }]);
    }
    expect((await ticketRows(r.uuid))[0].checkedInAt).toBeNull();
    atDeparture(trip, -15 * MINUTE - 1);
    expect((await checkIn(r.pnr)).statusCode).toBe(200);
  });

  it('checks in the return on its own window', async () => {
    const r = await book({ days: 3, returnDays: 5 });
    const trip = await tripOf(r.pnr);
    atDeparture(trip, -HOUR);
    // The return leaves two days later: not open yet.
    expect(refusal(await checkIn(r.pnr, 2))).toEqual([409, { detail: T.checkInNotOpen, code: 'check_in_not_open' }]);
    t.setNow(new Date(Date.parse(trip.return!.departs_at) - HOUR).toISOString());
    const res = await checkIn(r.pnr, 2);
    expect(res.statusCode, res.body).toBe(200);
    const answer = checkInAnswerSchema.parse(res.json());
    expect([answer.trip.departure.all_checked_in, answer.trip.return!.all_checked_in]).toEqual([false, true]);
  });

  it('refuses a direction whose tickets are all canceled, and leaves a canceled passenger out', async () => {
    const r = await book({ days: 3, adults: 2 });
    const gone = await book({ days: 3 });
    atDeparture(await tripOf(r.pnr), -HOUR);
    await t.database.db
      .update(tickets)
      .set({ state: 2 })
      .where(and(eq(tickets.reservationUuid, r.uuid), eq(tickets.passenger, 1)));
    const res = await checkIn(r.pnr);
    expect(res.statusCode, res.body).toBe(200);
    expect((await ticketRows(r.uuid)).map((x) => [x.passenger, x.checkedInAt !== null])).toEqual([
      [0, true],
      [1, false],
    ]);

    await t.database.db.update(tickets).set({ state: 2 }).where(eq(tickets.reservationUuid, gone.uuid));
    expect(refusal(await checkIn(gone.pnr))).toEqual([409, { detail: T.checkInCanceled, code: 'canceled' }]);
  });

  it('sends a passenger without a seat on the coach to choose one first, then checks the party in', async () => {
    const r = await book({ days: 3, adults: 2, seated: [0] });
    atDeparture(await tripOf(r.pnr), -HOUR);
    expect(refusal(await checkIn(r.pnr))).toEqual([409, { detail: T.chooseSeat, code: 'seat_required' }]);
    // Nobody of the party is checked in: the party checks in together.
    expect((await ticketRows(r.uuid)).every((x) => x.checkedInAt === null)).toBe(true);

    // The traveller chooses the missing seat (seat change on a booked trip, decision 219).
    const info = seatInfoSchema.parse((await call('GET', `/api/seats/${r.pnr}/1/`, undefined, GUEST)).json());
    const free = info.legs[0].rows.flat().find((c) => c && c.available && !c.premium && c.passenger === null)!;
    const chosen = await call(
      'PUT',
      `/api/seats/${r.pnr}/1/`,
      { passengers: [{ passenger: 1, seats: [{ leg: 0, code: free.code }] }] },
      GUEST,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const res = await checkIn(r.pnr);
    expect(res.statusCode, res.body).toBe(200);
    expect(checkInAnswerSchema.parse(res.json()).trip.departure.tickets.map((x) => [x.checked_in, x.seat])).toEqual([
      [true, expect.stringMatching(/^\d+[A-F]$/)],
      [true, free.code],
    ]);
  });

  it('refuses door-to-door (the black car): the driver comes to the door', async () => {
    const r = await book({ days: 3, from: 'MKT', to: 'MSP', seated: [] });
    const trip = await tripOf(r.pnr);
    expect(trip.departure.segments.map((s) => s.service_type)).toEqual([4]);
    atDeparture(trip, -HOUR);
    expect(refusal(await checkIn(r.pnr))).toEqual([409, { detail: T.checkInBlackCar, code: 'black_car' }]);
  });

  it('lets the member and a guest naming a passenger in, and answers anyone else as an unknown reference', async () => {
    const m = await registerMember(t.app, 'checkin@example.com');
    const r = await book({ days: 3, access: m.access });
    const guest = await book({ days: 3 });
    atDeparture(await tripOf(r.pnr), -HOUR);
    const unknown = await checkIn('ZZZZZ9');
    expect(refusal(unknown)).toEqual([404, { detail: T.notFound }]);
    const other = await registerMember(t.app, 'checkin-other@example.com');
    for (const headers of [{ lastname: 'Byron' }, {}, { authorization: `JWT ${other.access}` }] as Record<string, string>[]) {
      expect(refusal(await checkIn(r.pnr, 1, headers))).toEqual(refusal(unknown));
    }
    expect((await ticketRows(r.uuid))[0].checkedInAt).toBeNull();
    // The member signs in again (the booking's session has long expired).
    const login = await call('POST', '/api/sessions/', { email: 'checkin@example.com', password: 'Shuttle-Rider-7' });
    expect((await checkIn(r.pnr, 1, { authorization: `JWT ${login.json().access}` })).statusCode).toBe(200);
    expect((await checkIn(guest.pnr, 1, { lastname: ' lovelace ' })).statusCode).toBe(200);
  });

  it('refuses a return on a one-way booking and a way that is neither 1 nor 2', async () => {
    const r = await book({ days: 3 });
    atDeparture(await tripOf(r.pnr), -HOUR);
    expect(refusal(await checkIn(r.pnr, 2))).toEqual([400, { validation_error: { way: [T.noReturn] } }]);
    const bad = await call('POST', `/api/v2/booking/tickets/${r.pnr}/check_in/`, { way: 3 }, GUEST);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation_error.way).toHaveLength(1);
  });

  // A race only PostgreSQL can run (PGlite has one connection): there the conditional update decides.
  it('checks in once when the button is pressed twice at once', async () => {
    const r = await book({ days: 3, adults: 2 });
    atDeparture(await tripOf(r.pnr), -HOUR);
    const answers = await Promise.all([checkIn(r.pnr), checkIn(r.pnr), checkIn(r.pnr)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toEqual({ detail: T.alreadyCheckedIn, code: 'already_checked_in' });
    expect((await ticketRows(r.uuid)).every((x) => x.checkedInAt !== null)).toBe(true);
  });
});

// ---- Passes by mail and by download -------------------------------------------------------------

describe('boarding passes', () => {
  const mailsTo = async (pnr: string) =>
    (await t.database.db.select().from(outbox)).filter((m) => m.kind === 'boarding_pass' && m.subject.includes(pnr));

  it('mails the lead passenger one PDF pass per checked-in passenger, through the outbox', async () => {
    const r = await book({ days: 3, adults: 3 });
    atDeparture(await tripOf(r.pnr), -HOUR);
    // Nobody checked in yet: nothing to send.
    expect(refusal(await mailPasses(r.pnr))).toEqual([200, { email_sent: false }]);
    expect(await mailsTo(r.pnr)).toHaveLength(0);

    // One of three is canceled: two passes.
    await t.database.db
      .update(tickets)
      .set({ state: 2 })
      .where(and(eq(tickets.reservationUuid, r.uuid), eq(tickets.passenger, 2)));
    expect((await checkIn(r.pnr)).statusCode).toBe(200);
    const res = await mailPasses(r.pnr);
    expect(res.statusCode, res.body).toBe(200);
    expect(eTicketAnswerSchema.parse(res.json())).toEqual({ email_sent: true });

    const [mail, ...more] = await mailsTo(r.pnr);
    expect(more).toHaveLength(0);
    expect(mail.toAddress).toBe(LEAD_PASSENGER.email);
    expect(mail.text).toContain('Ada Lovelace, Charles Lovelace');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, (a as { encoding?: string }).encoding])).toEqual([
      [`boarding-pass-${r.pnr}-depart-1-Ada-Lovelace.pdf`, 'application/pdf', 'base64'],
      [`boarding-pass-${r.pnr}-depart-2-Charles-Lovelace.pdf`, 'application/pdf', 'base64'],
    ]);
    const trip = await tripOf(r.pnr);
    for (const [i, a] of mail.attachments.entries()) {
      const pdf = Buffer.from(a.content, 'base64');
      const doc = await PDFDocument.load(pdf);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getSubject()).toContain(r.pnr);
      // The QR code carries the passenger's pass: the console boards it.
      const [token] = await tokensOf(pdf);
      const answer = boardingScanAnswerSchema.parse((await board(token, trip.departure.segments[0].trip_id!)).json());
      expect(answer).toMatchObject({ result: 'valid', passenger: { first_name: ['Ada', 'Charles'][i], last_name: 'Lovelace' } });
      expect(answer.passenger!.seat).toMatch(/^\d+[A-F]$/);
    }
  });

  it('mails the payer when the lead passenger left no address, and nobody when neither did', async () => {
    const r = await book({ days: 3 });
    atDeparture(await tripOf(r.pnr), -HOUR);
    expect((await checkIn(r.pnr)).statusCode).toBe(200);
    await t.database.db.update(passengers).set({ email: '' }).where(eq(passengers.reservationUuid, r.uuid));
    expect((await mailPasses(r.pnr)).json()).toEqual({ email_sent: true });
    expect((await mailsTo(r.pnr)).map((m) => m.toAddress)).toEqual(['payer@example.com']);
    await t.database.db.update(payments).set({ email: '' }).where(eq(payments.reservationUuid, r.uuid));
    expect((await mailPasses(r.pnr)).json()).toEqual({ email_sent: false });
    expect(await mailsTo(r.pnr)).toHaveLength(1);
  });

  it('answers the guest lookup rules, and a wrong last name as an unknown reference', async () => {
    const r = await book({ days: 3 });
    atDeparture(await tripOf(r.pnr), -HOUR);
    expect((await checkIn(r.pnr)).statusCode).toBe(200);
    expect(refusal(await mailPasses(r.pnr, 1, { lastname: 'Byron' }))).toEqual([404, { detail: T.notFound }]);
    expect(refusal(await download(r.pnr, 1, { lastname: 'Byron' }))).toEqual([404, { detail: T.notFound }]);
    expect(await mailsTo(r.pnr)).toHaveLength(0);
  });

  it(`sends at most ${PASS_MAILS_PER_MINUTE} mails a minute per client`, async () => {
    const limited = await testApp(TEST_NOW);
    try {
      const codes: number[] = [];
      for (let i = 0; i <= PASS_MAILS_PER_MINUTE; i++) {
        const res = await limited.app.inject({
          method: 'GET',
          url: '/api/v2/booking/tickets/GUESS1/flight_e_ticket/',
          headers: GUEST,
          remoteAddress: '10.9.9.9',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([...Array<number>(PASS_MAILS_PER_MINUTE).fill(404), 429]);
    } finally {
      await limited.close();
    }
  });

  it('downloads the party’s passes as one PDF, a page each, and refuses when nobody is checked in', async () => {
    const r = await book({ days: 3, adults: 2 });
    atDeparture(await tripOf(r.pnr), -HOUR);
    expect(refusal(await download(r.pnr))).toEqual([409, { detail: T.notCheckedIn, code: 'not_checked_in' }]);
    expect((await checkIn(r.pnr)).statusCode).toBe(200);
    const res = await download(r.pnr.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="boarding-pass-${r.pnr}-depart.pdf"`);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(2);
    const tokens = await tokensOf(res.rawPayload);
    expect(new Set(tokens).size).toBe(2);
    // The return of a one-way booking does not exist.
    expect((await download(r.pnr, 2)).statusCode).toBe(400);
  });
});
