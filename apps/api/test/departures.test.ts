import { and, eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPS_DEPARTURE_MESSAGES as M, STAFF_MESSAGES as S } from '@landline/shared/messages';
import {
  departureSummarySchema,
  departuresDaySchema,
  driverListSchema,
  manifestSchema,
  reservationSchema,
  searchResponseSchema,
  tripSchema,
  type DepartureSummary,
  type DeparturesDay,
  type Manifest,
  type Reservation,
} from '@landline/shared/schemas';
import { auditEntries } from '../src/audit/log.js';
import { tickets } from '../src/db/schema.js';
import { bookedTrip, daysAhead, heldCart, LEAD_PASSENGER, TEST_NOW, testApp, type TestApp } from './harness.js';
import { staffMember, type TestStaff } from './fixtures/staff.js';

// The console's departures and manifests (issue 31, decision 277): a day's departures with the
// figures of bookings made through the real booking flow, a departure's manifest (JSON and PDF),
// the drivers a dispatcher assigns, and a driver who sees only the departures assigned to them.

let t: TestApp;
const staff = {} as Record<'dispatcher' | 'agent' | 'admin' | 'ann' | 'bob', TestStaff>;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  staff.dispatcher = await staffMember(t, 'dispatcher');
  staff.agent = await staffMember(t, 'agent');
  staff.admin = await staffMember(t, 'admin');
  staff.ann = await staffMember(t, 'driver');
  staff.bob = await staffMember(t, 'driver');
});
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

const GUEST = { lastname: 'Lovelace' };
const DAY = daysAhead(4);

async function call(method: 'GET' | 'PUT' | 'POST', url: string, who?: TestStaff, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url, payload, headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) } });
  return res;
}

async function day(who: TestStaff, date = DAY): Promise<DeparturesDay> {
  const res = await call('GET', `/api/ops/departures/?date=${date}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return departuresDaySchema.parse(res.json());
}

const departuresOf = (d: DeparturesDay) => d.routes.flatMap((r) => r.departures);

async function departure(who: TestStaff, tripId: number, date = DAY): Promise<DepartureSummary> {
  const found = departuresOf(await day(who, date)).find((x) => x.trip_id === tripId);
  expect(found, `departure ${tripId}`).toBeDefined();
  return found!;
}

async function manifestOf(who: TestStaff, tripId: number): Promise<Manifest> {
  const res = await call('GET', `/api/ops/departures/${tripId}/`, who);
  expect(res.statusCode, res.body).toBe(200);
  return manifestSchema.parse(res.json());
}

/** The trip a booked reservation's departure rides first (its lookup's first segment). */
async function tripIdOf(pnr: string): Promise<number> {
  const res = await call('GET', `/api/v2/booking/tickets/${pnr}/`, undefined, undefined, GUEST);
  expect(res.statusCode, res.body).toBe(200);
  return tripSchema.parse(res.json()).departure.segments.find((s) => s.kind === 'ground')!.trip_id!;
}

const assign = (who: TestStaff, tripId: number | string, ids: string[]) =>
  call('PUT', `/api/ops/departures/${tripId}/drivers/`, who, { staff_ids: ids });

/** The strings a PDF's pages draw with the standard fonts (WinAnsi hex strings), as booking-language.test.ts reads them. */
async function textsOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const ops = streams
      .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
      .join('\n');
    texts.push(...[...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')));
  }
  return texts;
}

describe('a day’s departures', () => {
  let pair: Reservation;
  let single: Reservation;
  let tripId: number;

  beforeAll(async () => {
    pair = await bookedTrip(t.app, { days: 4, adults: 2, seated: [0, 1] });
    single = await bookedTrip(t.app, { days: 4 });
    tripId = await tripIdOf(pair.pnr);
    expect(await tripIdOf(single.pnr)).toBe(tripId);
  });

  it('lists every departure of the date by route, with the seats sold, held and free of the bookings made', async () => {
    const before = departuresOf(await day(staff.dispatcher));
    const heldBefore = before.reduce((sum, d) => sum + d.seats.held, 0);
    await heldCart(t.app, 4, 1);
    const d = await day(staff.dispatcher);
    expect(d.date).toBe(DAY);
    const all = departuresOf(d);
    // Every run of the date, each under its route, routes by name.
    expect(all.length).toBeGreaterThan(5);
    expect(all.every((x) => x.service_date === DAY)).toBe(true);
    expect(d.routes.map((r) => r.name)).toEqual([...d.routes.map((r) => r.name)].sort((a, b) => a.localeCompare(b)));
    for (const route of d.routes) expect(route.departures.every((x) => x.route.name === route.name)).toBe(true);
    expect(all.reduce((sum, x) => sum + x.seats.held, 0)).toBe(heldBefore + 1);

    const mine = all.find((x) => x.trip_id === tripId)!;
    expect(mine.seats.sold).toBe(3);
    expect(mine.seats.free).toBe(mine.seats.capacity - mine.seats.sold - mine.seats.held);
    expect(mine.vehicle.capacity).toBe(mine.seats.capacity);
    expect(mine).toMatchObject({ checked_in: 0, boarded: 0, drivers: [], origin: { city: 'Fort Collins' } });
    expect(mine.departure.at).toBe(new Date(mine.departure.at).toISOString());
    expect(mine.departure.time_zone).toBe('America/Denver');
    expect(mine.departure.date).toBe(DAY);
    expect(mine.wheelchairs.free).toBe(mine.wheelchairs.capacity - mine.wheelchairs.sold - mine.wheelchairs.held);
    expect(mine.vehicle.name).not.toBe('');
  });

  it('counts the passengers checked in and boarded', async () => {
    const before = await departure(staff.dispatcher, tripId);
    // The traveller checks in an hour before the coach leaves; the console is asked at TEST_NOW
    // (its sessions are the morning's).
    t.setNow(new Date(Date.parse(before.departure.at) - 3_600_000).toISOString());
    const checked = await call('POST', `/api/v2/booking/tickets/${pair.pnr}/check_in/`, undefined, { way: 1 }, GUEST);
    expect(checked.statusCode, checked.body).toBe(200);
    t.setNow(TEST_NOW);
    expect(await departure(staff.dispatcher, tripId)).toMatchObject({ checked_in: 2, boarded: 0 });
    // Boarding by camera is another call's (issue 31 item 3); the count reads the ticket it marks.
    await t.database.db
      .update(tickets)
      .set({ boardedAt: t.clock.now() })
      .where(and(eq(tickets.reservationUuid, pair.uuid), eq(tickets.passenger, 0)));
    expect(await departure(staff.dispatcher, tripId)).toMatchObject({ checked_in: 2, boarded: 1 });

    const m = await manifestOf(staff.dispatcher, tripId);
    const states = Object.fromEntries(m.passengers.map((p) => [`${p.pnr}/${p.passenger}`, p.state]));
    expect(states).toEqual({ [`${pair.pnr}/0`]: 'boarded', [`${pair.pnr}/1`]: 'checked_in', [`${single.pnr}/0`]: 'booked' });
  });

  it('gives the manifest: passengers with their seats, references and stops', async () => {
    const m = await manifestOf(staff.agent, tripId);
    expect(m.departure.trip_id).toBe(tripId);
    const ada = m.passengers.find((p) => p.pnr === pair.pnr && p.passenger === 0)!;
    expect(ada).toMatchObject({ name: 'Ada Lovelace', passenger_type: 'AD', wheelchair: false, special_requirements: [], flights: [] });
    expect(ada.seat).toMatch(/^\d+[A-Z]$/);
    expect(m.passengers.find((p) => p.pnr === pair.pnr && p.passenger === 1)).toMatchObject({ name: 'Charles Lovelace' });
    expect(m.passengers.find((p) => p.pnr === single.pnr)).toMatchObject({ name: 'Ada Lovelace', seat: null });
    expect(new Set(m.passengers.map((p) => p.boards_at.city))).toEqual(new Set(['Fort Collins']));
    expect(m.door_to_door).toEqual([]);
  });

  it('shows a canceled passenger as canceled, and counts them no more', async () => {
    const other = await bookedTrip(t.app, { days: 4 });
    const before = await departure(staff.dispatcher, tripId);
    const canceled = await call('POST', `/api/v2/booking/tickets/${other.pnr}/cancel/`, undefined, {}, GUEST);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const after = await departure(staff.dispatcher, tripId);
    expect(after.seats.sold).toBe(before.seats.sold - 1);
    expect((await manifestOf(staff.dispatcher, tripId)).passengers.find((p) => p.pnr === other.pnr)?.state).toBe('canceled');
  });

  it('prints the manifest as a PDF with the passengers’ names', async () => {
    const res = await call('GET', `/api/ops/departures/${tripId}/manifest.pdf`, staff.dispatcher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = await textsOf(res.rawPayload);
    const m = await manifestOf(staff.dispatcher, tripId);
    for (const p of m.passengers) expect(texts).toContain(p.name);
    for (const p of m.passengers) expect(texts).toContain(p.pnr);
    expect(texts).toEqual(expect.arrayContaining(['Landline departure manifest', 'Checked in', 'Boarded', 'Canceled', 'Page 1 of 1']));
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toContain(m.departure.route.run_number);
  });

  it('answers 404 for a departure that does not exist', async () => {
    for (const id of ['999999999', 'abc', '00000000-0000-4000-8000-000000000000']) {
      const res = await call('GET', `/api/ops/departures/${id}/`, staff.dispatcher);
      expect([res.statusCode, res.json()]).toEqual([404, { detail: M.departureNotFound }]);
    }
    expect((await call('GET', '/api/ops/departures/999999999/manifest.pdf', staff.dispatcher)).statusCode).toBe(404);
  });

  it('refuses a date that is not one, or more than a year away', async () => {
    const bad = await call('GET', '/api/ops/departures/?date=2026-13-45', staff.dispatcher);
    expect([bad.statusCode, bad.json()]).toEqual([400, { validation_error: { date: [M.dateInvalid] } }]);
    const far = await call('GET', '/api/ops/departures/?date=2029-01-01', staff.dispatcher);
    expect([far.statusCode, far.json()]).toEqual([400, { validation_error: { date: [M.dateOutOfRange] } }]);
    // Without a date: today in Denver.
    expect((await call('GET', '/api/ops/departures/', staff.dispatcher)).json()).toMatchObject({ date: TEST_NOW.slice(0, 10) });
  });

  describe('drivers', () => {
    it('lists the active drivers for a dispatcher, and not for a driver', async () => {
      const res = await call('GET', '/api/ops/drivers/', staff.dispatcher);
      expect(res.statusCode).toBe(200);
      const ids = driverListSchema.parse(res.json()).map((d) => d.id);
      expect(ids).toEqual(expect.arrayContaining([staff.ann.id, staff.bob.id]));
      expect(ids).not.toContain(staff.dispatcher.id);
      expect((await call('GET', '/api/ops/drivers/', staff.ann)).statusCode).toBe(403);
    });

    it('are assigned by a dispatcher, each change in the audit log with the list before and after', async () => {
      const first = await assign(staff.dispatcher, tripId, [staff.ann.id]);
      expect(first.statusCode, first.body).toBe(200);
      expect(departureSummarySchema.parse(first.json()).drivers).toEqual([{ id: staff.ann.id, name: 'Test driver' }]);
      const second = await assign(staff.admin, tripId, [staff.ann.id, staff.bob.id, staff.ann.id]);
      expect(second.statusCode, second.body).toBe(200);
      expect((await departure(staff.dispatcher, tripId)).drivers.map((d) => d.id).sort()).toEqual([staff.ann.id, staff.bob.id].sort());

      const log = await auditEntries(t.database.db, { action: 'departure.assign-drivers', target: `trip:${tripId}` });
      expect(log.map((e) => e.actor)).toEqual([`staff:${staff.admin.id}`, `staff:${staff.dispatcher.id}`]);
      const ids = (value: unknown) => ((value as { drivers: { id: string }[] }).drivers ?? []).map((d) => d.id).sort();
      expect(ids(log[1].before)).toEqual([]);
      expect(ids(log[1].after)).toEqual([staff.ann.id]);
      expect(ids(log[0].before)).toEqual([staff.ann.id]);
      expect(ids(log[0].after)).toEqual([staff.ann.id, staff.bob.id].sort());

      // Bob goes again: Ann only.
      expect((await assign(staff.dispatcher, tripId, [staff.ann.id])).statusCode).toBe(200);
    });

    it('refuses anyone who is not an active driver, naming them, and changes nothing', async () => {
      const before = (await departure(staff.dispatcher, tripId)).drivers;
      const stranger = '6f1b8c1e-1111-4aaa-8bbb-123456789abc';
      for (const id of [staff.dispatcher.id, stranger]) {
        const res = await assign(staff.dispatcher, tripId, [staff.ann.id, id]);
        expect([res.statusCode, res.json()]).toEqual([400, { validation_error: { staff_ids: [M.notADriver.replace('{id}', id)] } }]);
      }
      expect((await assign(staff.dispatcher, tripId, ['not-a-uuid'])).statusCode).toBe(400);
      expect((await assign(staff.dispatcher, '999999999', [staff.ann.id])).statusCode).toBe(404);
      expect((await assign(staff.ann, tripId, [staff.ann.id])).statusCode).toBe(403);
      expect((await assign(staff.agent, tripId, [staff.ann.id])).statusCode).toBe(403);
      expect((await departure(staff.dispatcher, tripId)).drivers).toEqual(before);
    });

    it('see only the departures assigned to them, and not another’s manifest', async () => {
      const annDay = departuresOf(await day(staff.ann));
      expect(annDay.map((d) => d.trip_id)).toEqual([tripId]);
      expect(departuresOf(await day(staff.bob))).toEqual([]);
      expect((await manifestOf(staff.ann, tripId)).passengers.length).toBeGreaterThan(0);
      const pdf = await call('GET', `/api/ops/departures/${tripId}/manifest.pdf`, staff.ann);
      expect(pdf.statusCode).toBe(200);

      for (const url of [`/api/ops/departures/${tripId}/`, `/api/ops/departures/${tripId}/manifest.pdf`]) {
        const res = await call('GET', url, staff.bob);
        expect([res.statusCode, res.json()]).toEqual([403, { detail: M.notYourDeparture }]);
      }
      // Another departure of the day is Ann's no more than Bob's.
      const other = departuresOf(await day(staff.dispatcher)).find((d) => d.trip_id !== tripId)!;
      expect((await call('GET', `/api/ops/departures/${other.trip_id}/`, staff.ann)).statusCode).toBe(403);
    });
  });

  it('puts every read on the audit log: the day, the manifest and its printing', async () => {
    await day(staff.agent);
    await manifestOf(staff.agent, tripId);
    await call('GET', `/api/ops/departures/${tripId}/manifest.pdf`, staff.agent);
    const log = await auditEntries(t.database.db, { actor: `staff:${staff.agent.id}` }, 3);
    expect(log.map((e) => [e.action, e.target ?? null])).toEqual([
      ['manifest.print', `trip:${tripId}`],
      ['manifest.read', `trip:${tripId}`],
      ['departures.read', null],
    ]);
    // A refused read is not on record as read.
    await call('GET', `/api/ops/departures/${tripId}/`, staff.bob);
    const bobs = await auditEntries(t.database.db, { actor: `staff:${staff.bob.id}`, action: 'manifest.read' });
    expect(bobs).toEqual([]);
  });

  it('refuses a caller without a staff session', async () => {
    expect((await call('GET', `/api/ops/departures/?date=${DAY}`)).json()).toMatchObject({ detail: S.notSignedIn });
  });
});

describe('a door-to-door departure', () => {
  const MANKATO = { city: 'Mankato', first_address_line: '1850 Adams St', second_address_line: null, zip_code: '56001', state: 'MN' };
  const NORTH = {
    city: 'North Mankato',
    first_address_line: '1001 Belgrade Ave',
    second_address_line: null,
    zip_code: '56003',
    state: 'MN',
  };

  /** A Mankato → MSP booking paid by card, its pickup at `address`, flying out on `flight`. */
  async function doorBooking(address: typeof MANKATO, flight: string, wheelchair = false): Promise<Reservation> {
    const put = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'PUT', url, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const search = searchResponseSchema.parse(
      await put('/api/bookings/reservation/', { dep_from: 'MKT', dep_to: 'MSP', departure_date: daysAhead(5), passengers_adults: 1 }),
    );
    const chosen = search.depart_flights.find((i) => i.availability >= 1 && i.segments.every((s) => s.operator !== 'KIWI'))!;
    const held = reservationSchema.parse(
      await put(`/api/bookings/${search.uuid}/itinerary/`, { departure_flight: chosen, passengers_adults: 1 }),
    );
    const special = wheelchair ? [{ fax_code_id: 'WCHC', fax_description: 'Travels in own wheelchair' }] : [];
    await put(`/api/bookings/${search.uuid}/passengers/`, {
      passengers: [{ ...LEAD_PASSENGER, first_name: wheelchair ? 'Grace' : 'Ada', special_requirements: special }],
      cart_id: held.cart.uuid,
      booking_token: held.departure.booking_token,
    });
    const list = await t.app.inject({ method: 'GET', url: `/api/v2/landline/pick_up_details/?reservation=${held.uuid}` });
    const [record] = list.json() as { id: number }[];
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/landline/pick_up_details/${record.id}/?reservation=${held.uuid}`,
      payload: {
        pick_up_address: address,
        drop_off_address: { first_address_line: 'Terminal 1' },
        flight: { airline: 'DL', flightNo: flight, destination: 'ATL', departure_date: daysAhead(5), departure_time: '18:45' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await put('/api/cart/check_out/', {
      cart_id: held.cart.uuid,
      payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
      stripe_token: 'tok_visa',
    });
    return held;
  }

  it('lists the pickup addresses in the van’s order, then the drop-offs, with the flights and wheelchairs', async () => {
    // The nearer address is booked first: the order is the van's, not the booking's.
    const near = await doorBooking(MANKATO, 'DL 1234');
    const far = await doorBooking(NORTH, 'DL 88', true);
    const tripId = await tripIdOf(near.pnr);
    expect(await tripIdOf(far.pnr)).toBe(tripId);

    const summary = await departure(staff.dispatcher, tripId, daysAhead(5));
    expect(summary).toMatchObject({ seats: { sold: 2 }, wheelchairs: { sold: 1 }, origin: { code: 'MKT' }, destination: { code: 'MSP' } });
    const m = await manifestOf(staff.dispatcher, tripId);
    expect(m.door_to_door.map((s) => [s.order, s.kind, s.pnr, s.address.line1])).toEqual([
      [1, 'pick_up', far.pnr, NORTH.first_address_line],
      [2, 'pick_up', near.pnr, MANKATO.first_address_line],
      [3, 'drop_off', far.pnr < near.pnr ? far.pnr : near.pnr, 'Terminal 1'],
      [4, 'drop_off', far.pnr < near.pnr ? near.pnr : far.pnr, 'Terminal 1'],
    ]);
    expect(m.door_to_door[0]).toMatchObject({ name: 'Grace Lovelace', riders: 1, flight: 'DL 88', stop: { code: 'MKT' } });
    const grace = m.passengers.find((p) => p.pnr === far.pnr)!;
    expect(grace).toMatchObject({
      wheelchair: true,
      special_requirements: [{ code: 'WCHC' }],
      flights: [{ number: 'DL 88', source: 'pickup', to: 'ATL' }],
    });

    const pdf = await call('GET', `/api/ops/departures/${tripId}/manifest.pdf`, staff.dispatcher);
    const texts = await textsOf(pdf.rawPayload);
    expect(texts).toEqual(
      expect.arrayContaining(['Door-to-door, in calling order', 'Grace Lovelace', 'DL 88', 'Wheelchair position, WCHC']),
    );
    expect(texts.some((s) => s.startsWith(NORTH.first_address_line))).toBe(true);
  });
});
