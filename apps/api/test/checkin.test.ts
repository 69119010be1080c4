import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { TRIP_MESSAGES as T } from '@landline/shared/messages';
import {
  boardingVerifyAnswerSchema,
  checkInAnswerSchema,
  eTicketAnswerSchema,
  seatInfoSchema,
  tripSchema,
  type Reservation,
  type Trip,
} from '@landline/shared/schemas';
import { PASS_VALID_S } from '../src/boarding/pass-token.js';
import { QR_QUIET_MODULES } from '../src/boarding/pass-pdf.js';
import { operationsKey } from '../src/checkin/operations-key.js';
import { PASS_MAILS_PER_MINUTE } from '../src/checkin/routes.js';
import { outbox, passengers, payments, tickets } from '../src/db/schema.js';
import { bookedTrip, LEAD_PASSENGER, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// Check-in and boarding passes (decision 217): a direction checks in together, once,
// from 24 hours to 15 minutes before it leaves; its passes are mailed (one PDF each, through the
// outbox) or downloaded (one PDF, a page each); the operations console checks a pass at the door.

/** The harness's JWT secret (harness.ts testApp): the console's key is derived from it. */
const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
const OPS = { 'x-operations-key': operationsKey(JWT_SECRET) };
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
const verify = (token: string, tripId: number, headers: Record<string, string> = OPS) =>
  call('POST', '/api/v2/booking/boarding/verify/', { token, trip_id: tripId }, headers);

/** Moves the clock to `offset` ms from when the trip's departure leaves. */
const atDeparture = (trip: Trip, offset: number) => t.setNow(new Date(Date.parse(trip.departure.departs_at) + offset).toISOString());

const ticketRows = (uuid: string, direction = 1) =>
  t.database.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.reservationUuid, uuid), eq(tickets.direction, direction)))
    .orderBy(asc(tickets.passenger));

const refusal = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];

// ---- Reading the QR code back from a pass (as boarding-pass.test.ts does) -----------------------

/** A page's content, inflated. */
function opsOf(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return streams.map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : '')).join('\n');
}

/** The QR code as drawn (only the code is drawn with `re`), painted for a QR reader. */
function scanPage(ops: string): string | undefined {
  const squares = [...ops.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => m.slice(1, 4).map(Number));
  const cell = squares[0][2];
  const left = Math.min(...squares.map(([x]) => x));
  const top = Math.max(...squares.map(([, y]) => y + cell));
  const cells = squares.map(([x, y]) => [Math.round((top - y - cell) / cell), Math.round((x - left) / cell)]);
  const size = Math.max(...cells.flat()) + 1;
  const px = 4;
  const side = (size + 2 * QR_QUIET_MODULES) * px;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [row, col] of cells) {
    for (let dy = 0; dy < px; dy++) {
      for (let dx = 0; dx < px; dx++) {
        const at = ((row + QR_QUIET_MODULES) * px + dy) * side + (col + QR_QUIET_MODULES) * px + dx;
        rgba.fill(0, at * 4, at * 4 + 3);
      }
    }
  }
  return jsQR(rgba, side, side)?.data;
}

/** The pass tokens of a PDF, a page each. */
async function tokensOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => scanPage(opsOf(doc, page)) ?? '');
}

/** A checked-in booking's passes, from the download. */
async function passTokens(pnr: string, way: 1 | 2 = 1): Promise<string[]> {
  const res = await download(pnr, way);
  expect(res.statusCode, res.body).toBe(200);
  return tokensOf(res.rawPayload);
}

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
      const answer = boardingVerifyAnswerSchema.parse((await verify(token, trip.departure.segments[0].trip_id!)).json());
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

// ---- The operations console's check -------------------------------------------------------------

describe('POST v2/booking/boarding/verify/', () => {
  async function checkedIn(days = 3) {
    const r = await book({ days });
    const trip = await tripOf(r.pnr);
    atDeparture(trip, -HOUR);
    expect((await checkIn(r.pnr)).statusCode).toBe(200);
    const [token] = await passTokens(r.pnr);
    return { r, trip, token, tripId: trip.departure.segments[0].trip_id! };
  }
  const result = async (token: string, tripId: number) => {
    const res = await verify(token, tripId);
    expect(res.statusCode, res.body).toBe(200);
    return boardingVerifyAnswerSchema.parse(res.json());
  };

  it('boards a pass once: valid, then already boarded', async () => {
    const { r, token, tripId } = await checkedIn();
    // The wrong departure first: it boards nobody.
    expect(await result(token, tripId + 1)).toMatchObject({ result: 'wrong_departure', passenger: { last_name: 'Lovelace' } });
    expect((await ticketRows(r.uuid))[0].boardedAt).toBeNull();
    expect(await result(token, tripId)).toMatchObject({ result: 'valid', passenger: { first_name: 'Ada', last_name: 'Lovelace' } });
    expect((await ticketRows(r.uuid))[0].boardedAt?.toISOString()).toBe(new Date(t.now()).toISOString());
    expect((await result(token, tripId)).result).toBe('already_boarded');
  });

  // As check-in's race: the conditional update decides on PostgreSQL.
  it('boards once when two scanners read the pass at once', async () => {
    const { token, tripId } = await checkedIn();
    const answers = await Promise.all([result(token, tripId), result(token, tripId)]);
    expect(answers.map((a) => a.result).sort()).toEqual(['already_boarded', 'valid']);
  });

  it('refuses a changed token as altered, and what is no pass at all', async () => {
    const { token, tripId } = await checkedIn();
    const at = token.indexOf('.') + 10;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(await result(changed, tripId)).toEqual({ result: 'altered', passenger: null });
    expect(await result('hello', tripId)).toEqual({ result: 'altered', passenger: null });
    // Neither boarded it: the genuine pass still does.
    expect((await result(token, tripId)).result).toBe('valid');
  });

  it('refuses the pass of a canceled ticket', async () => {
    const { r, token, tripId } = await checkedIn();
    await t.database.db.update(tickets).set({ state: 2 }).where(eq(tickets.reservationUuid, r.uuid));
    expect(await result(token, tripId)).toMatchObject({ result: 'canceled', passenger: { last_name: 'Lovelace' } });
    expect((await ticketRows(r.uuid))[0].boardedAt).toBeNull();
  });

  it(`refuses a pass ${PASS_VALID_S / 3600} hours after check-in as expired`, async () => {
    const { r, token, tripId } = await checkedIn();
    const issued = (await ticketRows(r.uuid))[0].checkedInAt!.getTime();
    t.setNow(new Date(issued + PASS_VALID_S * 1000 - 1000).toISOString());
    // Still good a second before (checked with the wrong departure so as not to board it).
    expect((await result(token, tripId + 1)).result).toBe('wrong_departure');
    t.setNow(new Date(issued + PASS_VALID_S * 1000 + 1000).toISOString());
    expect(await result(token, tripId)).toEqual({ result: 'expired', passenger: null });
  });

  it('answers 403 without the operations key, and with a wrong one', async () => {
    const { token, tripId } = await checkedIn();
    for (const headers of [{}, { 'x-operations-key': 'guess' }, { 'x-operations-key': operationsKey('another-secret') }] as Record<
      string,
      string
    >[]) {
      const res = await verify(token, tripId, headers);
      expect([res.statusCode, res.json()]).toEqual([403, { detail: T.operationsOnly }]);
    }
    // Refused before anything was read: the pass still boards.
    expect((await result(token, tripId)).result).toBe('valid');
  });
});
