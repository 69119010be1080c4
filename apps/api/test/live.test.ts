import { randomUUID } from 'node:crypto';
import bindings from 'gtfs-realtime-bindings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES as L } from '@landline/shared/messages';
import {
  driverPositionsAnswerSchema,
  liveBoardSchema,
  liveDepartureSchema,
  type DriverPosition,
  type LiveBoard,
  type LiveDeparture,
} from '@landline/shared/schemas';
import type { App } from '../src/app.js';
import { auditEntries } from '../src/audit/log.js';
import { timetableIdOf } from '../src/gtfs/ids.js';
import { STREAMS_PER_CLIENT } from '../src/live/events.js';
import { tripUpdatesFeed } from '../src/live/realtime.js';
import { LiveService } from '../src/live/service.js';
import { eventually, materialiseTrips, secondInstance, testApp, type TestApp } from './harness.js';
import { staffMember, type TestStaff } from './fixtures/staff.js';

// The live side (issue 32, decision 283): the board and a departure, the positions a driver's
// phone shares (who may, readings sent twice or late, a cancelled departure), the demo's
// simulator, the GTFS-Realtime feeds decoded with the bindings, and the event streams — on
// PostgreSQL from a second instance that did not receive the reading.

const { transit_realtime: rt } = bindings;
/** Monday 2026-11-23, 11:00 in Denver: the morning's coaches are on the road. */
const NOW = '2026-11-23T18:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();

let t: TestApp;
const staff = {} as Record<'dispatcher' | 'ann' | 'bob', TestStaff>;
/** A running departure assigned to Ann, and one nobody drives (the simulator's). */
let mine: LiveDeparture;
let other: LiveDeparture;
/** Two of the afternoon's departures: dispatch cancels one and moves the other. */
let cancelMe: number;
let moveMe: { trip_id: number; departure: { at: string } };

beforeAll(async () => {
  t = await testApp(NOW);
  await materialiseTrips(t.database.db, '2026-11-22', '2026-11-25');
  staff.dispatcher = await staffMember(t, 'dispatcher');
  staff.ann = await staffMember(t, 'driver');
  staff.bob = await staffMember(t, 'driver');
  const running = (await board()).departures.filter((d) => d.status === 'running');
  expect(running.length, 'departures running at 11:00 on a Monday').toBeGreaterThanOrEqual(2);
  [mine, other] = running;
  const assigned = await call('PUT', `/api/ops/departures/${mine.trip_id}/drivers/`, staff.dispatcher, { staff_ids: [staff.ann.id] });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const day = await call('GET', '/api/ops/departures/?date=2026-11-23', staff.dispatcher);
  const afternoon = (day.json() as { routes: { departures: { trip_id: number; departure: { at: string } }[] }[] }).routes
    .flatMap((r) => r.departures)
    .filter((x) => Date.parse(x.departure.at) > Date.parse(at(180)));
  expect(afternoon.length).toBeGreaterThanOrEqual(2);
  cancelMe = afternoon[0].trip_id;
  moveMe = afternoon[1];
});
afterAll(() => t.close());

async function call(method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, who?: TestStaff, payload?: object) {
  return t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
}

async function board(app: App['app'] = t.app): Promise<LiveBoard> {
  const res = await app.inject({ url: '/api/live/' });
  expect(res.statusCode, res.body).toBe(200);
  return liveBoardSchema.parse(res.json());
}

async function departure(trip: number): Promise<LiveDeparture> {
  const res = await t.app.inject({ url: `/api/live/${trip}/` });
  expect(res.statusCode, res.body).toBe(200);
  return liveDepartureSchema.parse(res.json());
}

/** Halfway between two stops. */
function between(d: LiveDeparture, index: number, minutes = 0, f = 0.5): DriverPosition {
  const a = d.stops[index];
  const b = d.stops[index + 1];
  return { id: randomUUID(), lat: a.lat + f * (b.lat - a.lat), lon: a.lon + f * (b.lon - a.lon), recorded_at: at(minutes) };
}

const share = (trip: number, who: TestStaff | undefined, positions: DriverPosition[]) =>
  call('POST', `/api/ops/departures/${trip}/positions/`, who, { positions });

describe('the board and a departure', () => {
  it('lists the departures running now, leaving soon or just arrived, with the network under them', async () => {
    const b = await board();
    expect(b.generated_at).toBe(NOW);
    expect(b.network.stops.length).toBeGreaterThan(5);
    expect(b.network.routes.every((r) => r.stops.length >= 2)).toBe(true);
    const now = Date.parse(NOW);
    for (const d of b.departures) {
      const leaves = Date.parse(d.stops[0].scheduled_at);
      const arrives = Date.parse(d.stops[d.stops.length - 1].scheduled_at);
      expect(leaves - now, `${d.trip_id} leaves within 30 minutes`).toBeLessThanOrEqual(30 * 60_000);
      expect(now - arrives, `${d.trip_id} arrived within 15 minutes`).toBeLessThanOrEqual(
        15 * 60_000 + Math.max(0, d.delay_seconds) * 1000,
      );
      expect(d.gtfs.trip_id).toMatch(/^run-\d+$/);
      expect(d.gtfs.start_date).toMatch(/^2026112[234]$/);
      expect(d.route.code).toBe(d.gtfs.route_id);
    }
    // Without a reading, the timetable: the stops gone by are passed, the rest predicted at their time.
    const d = b.departures.find((x) => x.trip_id === other.trip_id)!;
    expect(d.position).toBeNull();
    expect(d.status).toBe('running');
    for (const s of d.stops) expect(s.predicted_at === null ? s.passed : s.predicted_at === s.scheduled_at).toBe(true);
    expect(d.next_stop).toBe(d.stops.find((s) => !s.passed)!.code);
  });

  it('answers a departure of any date, 404 for an unknown one and a validation_error for a word', async () => {
    expect((await departure(mine.trip_id)).trip_id).toBe(mine.trip_id);
    const unknown = await t.app.inject({ url: '/api/live/987654321/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: L.departureNotFound });
    const word = await t.app.inject({ url: '/api/live/abc/' });
    expect(word.statusCode).toBe(400);
    expect(word.json()).toEqual({ validation_error: { trip: [L.departureNotFound] } });
  });
});

describe("a driver's phone shares the position", () => {
  it('refuses without a session, another driver, and bad readings', async () => {
    expect((await share(mine.trip_id, undefined, [between(mine, 0)])).statusCode).toBe(401);
    const bob = await share(mine.trip_id, staff.bob, [between(mine, 0)]);
    expect(bob.statusCode).toBe(403);
    expect(bob.json()).toEqual({ detail: L.notYourDeparture });
    const bad = await call('POST', `/api/ops/departures/${mine.trip_id}/positions/`, staff.ann, {
      positions: [{ id: 'not-a-uuid', lat: 123, lon: -105, recorded_at: 'yesterday' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().validation_error).sort()).toEqual(['positions.0.id', 'positions.0.lat', 'positions.0.recorded_at']);
    const none = await call('POST', `/api/ops/departures/${mine.trip_id}/positions/`, staff.ann, { positions: [] });
    expect(none.statusCode).toBe(400);
    expect((await departure(mine.trip_id)).position).toBeNull();
  });

  it('keeps the newest reading, once, and audits the first reading of each member only', async () => {
    const first = between(mine, 0, -1, 0.5);
    const sent = await share(mine.trip_id, staff.ann, [between(mine, 0, -2, 0.4), first]);
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = driverPositionsAnswerSchema.parse(sent.json());
    expect(answer.accepted).toBe(2);
    expect(answer.departure.position).toMatchObject({ lat: first.lat, lon: first.lon, source: 'driver', recorded_at: first.recorded_at });
    expect(answer.departure.stops[0].passed).toBe(true);
    expect(answer.departure.next_stop).toBe(mine.stops[1].code);

    // The same reading again (a queue replayed), and an older one: the coach does not move.
    const again = driverPositionsAnswerSchema.parse((await share(mine.trip_id, staff.ann, [first])).json());
    expect(again.accepted).toBe(0);
    const older = driverPositionsAnswerSchema.parse((await share(mine.trip_id, staff.ann, [between(mine, 0, -5, 0.1)])).json());
    expect(older.accepted).toBe(0);
    expect(older.departure.position).toMatchObject({ lat: first.lat, recorded_at: first.recorded_at });

    // A newer one moves it; still one audit entry for Ann.
    const next = between(mine, 0, 0, 0.6);
    expect(driverPositionsAnswerSchema.parse((await share(mine.trip_id, staff.ann, [next])).json()).departure.position?.lat).toBe(next.lat);
    const entries = async (actor: string) =>
      (await auditEntries(t.database.db, { action: 'position.share', target: `trip:${mine.trip_id}` })).filter((e) => e.actor === actor);
    expect(await entries(`staff:${staff.ann.id}`)).toHaveLength(1);

    // A dispatcher may share any departure's; it is their first, so on the log.
    const theirs = await share(mine.trip_id, staff.dispatcher, [between(mine, 0, 0.5, 0.65)]);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(await entries(`staff:${staff.dispatcher.id}`)).toHaveLength(1);
  });

  it('works out one board for the readers of one second, and a fresh one once a reading is kept', async () => {
    const network = await t.network.get();
    const now = t.clock.now().getTime();
    const first = t.live.around(network, now);
    expect(t.live.around(network, now + 500)).toBe(first);
    await first;
    // Finished: the next reader asks the database again.
    const again = t.live.around(network, now);
    expect(again).not.toBe(first);
    await again;
    const during = t.live.around(network, now);
    expect((await share(mine.trip_id, staff.dispatcher, [between(mine, 0, 0.5, 0.7)])).statusCode).toBe(200);
    expect(t.live.around(network, now)).not.toBe(during);
    await during;
  });

  it('predicts the remaining stops from the delay, and hands the guarantee a predicted arrival', async () => {
    const d = await departure(mine.trip_id);
    const last = d.stops[d.stops.length - 1];
    const predicted = await t.live.predictedArrival(mine.trip_id, last.code);
    expect(predicted?.toISOString()).toBe(last.predicted_at);
    expect(await t.live.predictedArrival(mine.trip_id, d.stops[0].code)).toBeNull();
    expect(await t.live.predictedArrival(mine.trip_id, 'NOPE')).toBeNull();
    expect(await t.live.predictedArrival(987654321, last.code)).toBeNull();
    const next = d.stops.find((s) => s.code === d.next_stop)!;
    expect(Date.parse(next.predicted_at!) - Date.parse(next.scheduled_at)).toBe(d.delay_seconds * 1000);
  });

  it('refuses a cancelled departure and readings outside the run', async () => {
    const cancelled = await call('POST', `/api/ops/departures/${cancelMe}/cancel/`, staff.dispatcher, { reason: 'Snow on I-25' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const res = await share(cancelMe, staff.dispatcher, [between(mine, 0)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: L.canceled, code: 'canceled' });
    const seen = await departure(cancelMe);
    expect(seen).toMatchObject({ status: 'canceled', next_stop: null, position: null });
    expect(seen.stops.every((s) => s.predicted_at === null)).toBe(true);

    // A reading stamped a day ago, or a day ahead (a phone's clock), is not this run's.
    const stale = await share(mine.trip_id, staff.ann, [{ ...between(mine, 0), recorded_at: at(-24 * 60) }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'not_running' });
    const ahead = await share(mine.trip_id, staff.ann, [{ ...between(mine, 0), recorded_at: at(24 * 60) }]);
    expect(ahead.statusCode).toBe(409);
  });
});

describe('how often a phone may send', () => {
  it('takes 30 calls a minute per session, then 429 with the reason; another session is not held back', async () => {
    const member = await staffMember(t, 'dispatcher');
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await share(mine.trip_id, member, [between(mine, 0, -10, 0.1)])).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    const refused = await share(mine.trip_id, member, [between(mine, 0, -10, 0.1)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: L.tooManyReadings });
    expect((await share(mine.trip_id, staff.dispatcher, [between(mine, 0, -10, 0.1)])).statusCode).toBe(200);
  });
});

describe('the simulator', () => {
  it("moves the running coaches at the timetable's pace, never over a driver's recent reading", async () => {
    const driverBefore = (await departure(mine.trip_id)).position;
    expect(await t.live.simulate()).toBeGreaterThan(0);
    const running = (await board()).departures.filter((d) => d.status === 'running' && d.trip_id !== mine.trip_id);
    expect(running.length).toBeGreaterThan(0);
    const first = running[0];
    expect(first.position?.source).toBe('simulator');
    t.setNow(at(2));
    try {
      await t.live.simulate();
      const second = await departure(first.trip_id);
      expect(second.position?.source).toBe('simulator');
      expect([second.position!.lat, second.position!.lon]).not.toEqual([first.position!.lat, first.position!.lon]);
      expect(Date.parse(second.position!.recorded_at) - Date.parse(first.position!.recorded_at)).toBe(2 * 60_000);
      // Ann's phone sent within two minutes: her reading stands.
      expect((await departure(mine.trip_id)).position).toEqual(driverBefore);
    } finally {
      t.setNow(NOW);
    }
  });

  it('runs as a sweep of the job queue when LIVE_SIMULATOR is on', async () => {
    const before = (await board()).departures.find((d) => d.position?.source === 'simulator')!;
    // Its first round runs when the queue starts, at the app's time: the coach then has a reading of that time.
    t.setNow(at(3));
    const sim = await secondInstance(t, { LIVE_SIMULATOR: true });
    try {
      await sim.app.ready();
      await eventually(async () => (await departure(before.trip_id)).position?.recorded_at === at(3), 30_000, 'a simulated reading');
    } finally {
      t.setNow(NOW);
      await sim.app.close();
    }
  });
});

describe('GTFS-Realtime', () => {
  const decode = async (name: string) => {
    const res = await t.app.inject({ url: `/gtfs-rt/${name}.pb` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    return rt.FeedMessage.decode(res.rawPayload);
  };

  it("vehicle positions: the coaches with a reading, by the static feed's ids", async () => {
    const feed = await decode('vehicle-positions');
    expect(feed.header.gtfsRealtimeVersion).toBe('2.0');
    expect(feed.header.incrementality).toBe(rt.FeedHeader.Incrementality.FULL_DATASET);
    expect(Number(feed.header.timestamp)).toBe(Date.parse(NOW) / 1000);
    const network = await t.network.get();
    const ours = feed.entity.find((e) => e.vehicle?.trip?.startDate && e.id === `vehicle-${mine.trip_id}`)!.vehicle!;
    const run = network.runs.get(timetableIdOf(ours.trip!.tripId!)!)!;
    expect(ours.trip).toMatchObject({ tripId: mine.gtfs.trip_id, startDate: mine.gtfs.start_date, routeId: run.service.code });
    const d = await departure(mine.trip_id);
    expect(ours.position).toMatchObject({ latitude: expect.closeTo(d.position!.lat, 4), longitude: expect.closeTo(d.position!.lon, 4) });
    const next = d.stops.findIndex((s) => s.code === d.next_stop);
    expect(ours.currentStopSequence).toBe(next + 1);
    expect(ours.stopId).toBe(run.service.stops[next].code);
    expect(Number(ours.timestamp)).toBe(Date.parse(d.position!.recorded_at) / 1000);
    // Only departures on the road: none cancelled.
    expect(feed.entity.some((e) => e.id === `vehicle-${cancelMe}`)).toBe(false);
  });

  it('trip updates: predicted times at the stops to come, cancellations, and a time dispatch moved on every stop', async () => {
    // A later departure of today, moved 25 minutes by dispatch before it leaves.
    const later = moveMe;
    const moved = new Date(Date.parse(later.departure.at) + 25 * 60_000).toISOString();
    const retimed = await call('PATCH', `/api/ops/departures/${later.trip_id}/`, staff.dispatcher, {
      departs_at: moved,
      reason: 'Driver late',
    });
    expect(retimed.statusCode, retimed.body).toBe(200);

    const feed = await decode('trip-updates');
    const byId = new Map(feed.entity.map((e) => [e.id, e.tripUpdate!]));
    const network = await t.network.get();

    const d = await departure(mine.trip_id);
    const ours = byId.get(`trip-${mine.trip_id}`)!;
    expect(ours.trip).toMatchObject({ tripId: d.gtfs.trip_id, startDate: d.gtfs.start_date, routeId: d.gtfs.route_id });
    const pattern = network.runs.get(timetableIdOf(d.gtfs.trip_id)!)!.service.stops;
    const toCome = d.stops.map((s, i) => ({ s, i })).filter(({ s }) => !s.passed);
    expect(ours.stopTimeUpdate!.map((u) => [u.stopSequence, u.stopId])).toEqual(toCome.map(({ i }) => [i + 1, pattern[i].code]));
    for (const { s, i } of toCome) {
      const u = ours.stopTimeUpdate!.find((x) => x.stopSequence === i + 1)!;
      expect(Number(u.arrival!.time)).toBe(Date.parse(s.predicted_at!) / 1000);
      expect(u.arrival!.delay).toBe((Date.parse(s.predicted_at!) - Date.parse(s.scheduled_at)) / 1000);
    }

    expect(byId.get(`trip-${cancelMe}`)!.trip!.scheduleRelationship).toBe(rt.TripDescriptor.ScheduleRelationship.CANCELED);
    expect(byId.get(`trip-${cancelMe}`)!.stopTimeUpdate).toEqual([]);

    const moves = byId.get(`trip-${later.trip_id}`)!;
    expect(moves.stopTimeUpdate!.length).toBeGreaterThanOrEqual(2);
    for (const u of moves.stopTimeUpdate!) {
      for (const e of [u.arrival, u.departure]) if (e) expect(e.delay).toBe(25 * 60);
    }
    const first = moves.stopTimeUpdate![0];
    expect(first.stopSequence).toBe(1);
    expect(Number(first.departure!.time)).toBe(Date.parse(moved) / 1000);
  });

  it('names a departure by the trip id the static feed gives it (a night clocks change has its own)', async () => {
    const live = new LiveService({
      db: t.database.db,
      clock: t.clock,
      network: t.network,
      worksOn: async () => false,
      tripIdOn: async (run, date) => `run-${run}-${date.replaceAll('-', '')}`,
    });
    const d = (await live.departure(mine.trip_id))!;
    expect(d.gtfs.trip_id).toBe(`${mine.gtfs.trip_id}-${mine.gtfs.start_date}`);
    const network = await t.network.get();
    const now = t.now();
    const feed = await tripUpdatesFeed(await live.around(network, now), now);
    expect(feed.entity.find((e) => e.id === `trip-${mine.trip_id}`)!.tripUpdate!.trip!.tripId).toBe(d.gtfs.trip_id);
  });

  it('?format=json is the decoded message for people; another format is a validation_error', async () => {
    const res = await t.app.inject({ url: '/gtfs-rt/trip-updates.pb?format=json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const json = res.json();
    expect(json.header).toMatchObject({ gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET', timestamp: Date.parse(NOW) / 1000 });
    expect(json.entity.find((e: { id: string }) => e.id === `trip-${cancelMe}`).tripUpdate.trip.scheduleRelationship).toBe('CANCELED');
    const bad = await t.app.inject({ url: '/gtfs-rt/trip-updates.pb?format=xml' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ validation_error: { format: [expect.any(String)] } });
  });
});

/** Opens an event stream on a listening app and reads its events as they come. */
async function openStream(base: string, path: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, { signal: controller.signal });
  const events: { event: string; data: unknown }[] = [];
  const state = { ended: false };
  const headers = res.headers;
  const status = res.status;
  if (status === 200) {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            state.ended = true;
            return;
          }
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name && data) events.push({ event: name, data: JSON.parse(data) });
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return { status, headers, events, state, close: () => controller.abort(), body: status === 200 ? null : await res.json() };
}

describe('Server-Sent Events', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it("streams a departure's new position after a reading, and the board's", async () => {
    const one = await openStream(base, `/api/live/${mine.trip_id}/events`);
    const all = await openStream(base, '/api/live/events');
    try {
      expect(one.status).toBe(200);
      expect(one.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await eventually(async () => one.events.length > 0 && all.events.length > 0, 10_000, 'the first events');
      expect(one.events[0].event).toBe('departure');
      expect(all.events[0].event).toBe('board');
      liveBoardSchema.parse(all.events[0].data);
      const reading = between(mine, 0, 1, 0.7);
      expect((await share(mine.trip_id, staff.ann, [reading])).statusCode).toBe(200);
      const moved = (e: { event: string; data: unknown }) =>
        e.event === 'departure' && liveDepartureSchema.parse(e.data).position?.lat === reading.lat;
      await eventually(async () => one.events.some(moved) && all.events.some(moved), 10_000, 'the new position streamed');
    } finally {
      one.close();
      all.close();
    }
  });

  it('answers HEAD without opening a stream', async () => {
    const head = await fetch(`${base}/api/live/events`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
  });

  it('answers 404 for an unknown departure and caps the streams of one client', async () => {
    const unknown = await openStream(base, '/api/live/987654321/events');
    expect(unknown.status).toBe(404);
    const open = [];
    try {
      for (let i = 0; i < STREAMS_PER_CLIENT; i++) open.push(await openStream(base, '/api/live/events'));
      expect(open.every((s) => s.status === 200)).toBe(true);
      const refused = await openStream(base, '/api/live/events');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ detail: L.tooManyStreams });
    } finally {
      for (const s of open) s.close();
    }
    // Closed by the client: the next one is taken again.
    await eventually(async () => {
      const s = await openStream(base, '/api/live/events');
      s.close();
      return s.status === 200;
    }, 10_000);
  });

  it('ends its streams when the app closes, without waiting for the clients', async () => {
    const second = await secondInstance(t);
    const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(secondBase, '/api/live/events');
    await eventually(async () => stream.events.length > 0, 10_000, 'the first event');
    await second.app.close();
    await eventually(async () => stream.state.ended, 5_000, 'the stream ended');
  });

  it.runIf(process.env.TEST_DB === 'postgres')('streams from an instance that did not receive the reading', async () => {
    const second = await secondInstance(t);
    try {
      const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openStream(secondBase, `/api/live/${mine.trip_id}/events`);
      try {
        await eventually(async () => stream.events.length > 0, 10_000, 'the first event');
        const reading = between(mine, 0, 1.5, 0.75);
        expect((await share(mine.trip_id, staff.ann, [reading])).statusCode).toBe(200);
        await eventually(
          async () => stream.events.some((e) => liveDepartureSchema.parse(e.data).position?.lat === reading.lat),
          15_000,
          'the reading streamed from the other instance',
        );
      } finally {
        stream.close();
      }
    } finally {
      await second.app.close();
    }
  });
});

describe('late in the evening in Denver', () => {
  it("shows a departure of Denver's day after tomorrow that dispatch moved to leave now", async () => {
    // 23:30 on Monday in Denver is 00:30 on Tuesday in Chicago: Duluth's Wednesday departures are
    // Chicago's tomorrow, and Denver's day after tomorrow.
    const late = Date.parse('2026-11-24T06:30:00.000Z');
    t.setNow(new Date(late).toISOString());
    try {
      const dispatcher = await staffMember(t, 'dispatcher');
      const day = await call('GET', '/api/ops/departures/?date=2026-11-25', dispatcher);
      expect(day.statusCode, day.body).toBe(200);
      const duluth = (day.json() as { routes: { departures: { trip_id: number; origin: { code: string } }[] }[] }).routes
        .flatMap((r) => r.departures)
        .find((d) => d.origin.code === 'DLH');
      expect(duluth, 'a Duluth departure on Wednesday').toBeDefined();
      const moved = await call('PATCH', `/api/ops/departures/${duluth!.trip_id}/`, dispatcher, {
        departs_at: new Date(late + 10 * 60_000).toISOString(),
        reason: 'A spare coach leaves tonight',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await board()).departures.map((d) => d.trip_id)).toContain(duluth!.trip_id);
    } finally {
      t.setNow(NOW);
    }
  });
});
