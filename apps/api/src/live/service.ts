// The live side (issue 32, decision 283): the positions drivers' phones share (and the demo's
// simulator makes, through the same write), each departure's progress along its stops and the
// predicted time at the rest, read by the live board, its event streams, the GTFS-Realtime feeds
// and the connection guarantee (`predictedArrival`).

import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@landline/shared/dates';
import { LIVE_MESSAGES as L } from '@landline/shared/messages';
import type { DriverPosition, LiveBoard, LiveDeparture, LiveNetwork } from '@landline/shared/schemas';
import { recordAudit } from '../audit/log.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { gtfsDate, gtfsTripId } from '../gtfs/ids.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { materialiseTrips } from '../network/materialise.js';
import type { Network, RunInfo, ServiceInfo } from '../network/model.js';
import { runTimes } from '../network/timetable.js';
import type { SignedInStaff } from '../staff/service.js';
import { predict, progressOf, scheduledAt, simulatedDelayMs, simulatedFix, type Prediction, type RouteStop } from './progress.js';
import {
  keepPosition,
  liveTrip,
  lockPosition,
  positionOf,
  positionsOf,
  tripsOfDates,
  type LiveTripRow,
  type NewPosition,
  type PositionRow,
} from './queries.js';

/** The zone whose date "today" is (the network's home, as the console's and start-up's). */
const HOME_ZONE = 'America/Denver';

/**
 * The service dates whose departures may be on the road at `now`: yesterday's (a late night run)
 * to the day after tomorrow's, in the home zone. Denver is the network's westernmost zone, so an
 * Eastern or Central departure's date can already be Denver's tomorrow before Denver's midnight,
 * and dispatch may move tomorrow's departure to leave now.
 */
function serviceDatesAround(now: number): string[] {
  const today = todayIn(HOME_ZONE, new Date(now));
  return [addDays(today, -1), today, addDays(today, 1), addDays(today, 2)];
}
const MINUTE = 60_000;
/** The board shows departures leaving within this… */
export const BOARD_AHEAD_MS = 30 * MINUTE;
/** …and those that arrived within this. */
export const BOARD_AFTER_MS = 15 * MINUTE;
/** A coach this late is taken as gone: the board stops looking for it. */
const LATE_AT_MOST_MS = 6 * 60 * MINUTE;
/** A phone may share from this long before its departure leaves… */
const SHARE_BEFORE_MS = 60 * MINUTE;
/** …to this long after it was to arrive (a coach stuck in snow still reports). */
const SHARE_AFTER_MS = 3 * 60 * MINUTE;
/** A reading stamped further ahead of the server's clock than this is the phone's clock, not a reading. */
const CLOCK_SKEW_MS = 2 * MINUTE;
/** The simulator leaves a departure alone while its driver's phone has sent within this. */
export const DRIVER_QUIET_MS = 2 * MINUTE;

/** A departure with its run, its stops' times and what is known of it now. */
export interface LiveState {
  trip: LiveTripRow;
  /** Its trip_id in the GTFS feeds (with `trip.serviceDate` as start_date). */
  gtfsTripId: string;
  service: ServiceInfo;
  run: RunInfo;
  stops: RouteStop[];
  /** How far dispatch moved the departure from its run's time (ms; 0 when not moved). */
  retimedMs: number;
  position: PositionRow | null;
  prediction: Prediction;
}

export interface LiveDeps {
  db: Db;
  clock: Clock;
  network: NetworkStore;
  /** Whether a member works a departure (a driver: assigned to it; StaffService.worksOn). */
  worksOn: (member: SignedInStaff, tripId: number) => Promise<boolean>;
  /** Called after a position was kept (the event streams look at once). */
  onPosition?: () => void;
  /**
   * The trip_id the GTFS static feed gives a run's departure on a service date: the run's own
   * (`gtfsTripId`) unless the feed names it otherwise (a night clocks change; the feed's
   * `GtfsFeed.tripIdOn`, decision 282). The run's own when not given.
   */
  tripIdOn?: (timetableId: number, serviceDate: string) => Promise<string>;
}

export class LiveService {
  /** The local dates whose trips the simulator made (once per date and instance). */
  private readonly madeDates = new Set<string>();

  constructor(private readonly deps: LiveDeps) {}

  /** The network drawn under the coaches. */
  async network(): Promise<LiveNetwork> {
    return networkOf(await this.deps.network.get());
  }

  /** GET /api/live/: the departures running now, leaving soon or just arrived, and the network. */
  async board(): Promise<LiveBoard> {
    const now = this.deps.clock.now();
    const network = await this.deps.network.get();
    const states = await this.around(network, now.getTime());
    return { generated_at: now.toISOString(), departures: states.map((s) => liveDeparture(network, s)), network: networkOf(network) };
  }

  /** GET /api/live/{trip}/: one departure, of any date; null for no such departure. */
  async departure(tripId: number): Promise<LiveDeparture | null> {
    const network = await this.deps.network.get();
    const state = await this.stateOf(network, tripId);
    return state ? liveDeparture(network, state) : null;
  }

  /** Several departures at once (the event streams), leaving out the unknown. */
  async departures(tripIds: number[]): Promise<LiveDeparture[]> {
    const network = await this.deps.network.get();
    const now = this.deps.clock.now().getTime();
    const out: LiveDeparture[] = [];
    for (const id of tripIds) {
      const trip = await liveTrip(this.deps.db, id);
      if (!trip) continue;
      const [position] = await positionsOf(this.deps.db, [id]);
      const state = stateAt(network, trip, position ?? null, now);
      if (state) out.push(liveDeparture(network, (await this.named([state]))[0]));
    }
    return out;
  }

  /**
   * When the coach of `tripId` is predicted at `stopCode` (its first call there), or null: no such
   * departure or stop, cancelled, or already past that stop.
   */
  async predictedArrival(tripId: number, stopCode: string): Promise<Date | null> {
    const network = await this.deps.network.get();
    const state = await this.stateOf(network, tripId);
    if (!state) return null;
    const index = state.stops.findIndex((s) => s.code === stopCode);
    const at = index < 0 ? null : state.prediction.predicted[index];
    return at === null || at === undefined ? null : new Date(at);
  }

  /**
   * A board being worked out, shared by whoever asks within the same second meanwhile: a burst of
   * readers of the board, the feeds and the streams costs one pair of queries, not one each.
   */
  private pending: { network: Network; second: number; states: Promise<LiveState[]> } | null = null;

  /** The departures of the live board at `now` (of the service dates around it). */
  around(network: Network, now: number): Promise<LiveState[]> {
    const second = Math.floor(now / 1000);
    const pending = this.pending;
    if (pending && pending.network === network && pending.second === second) return pending.states;
    const states = this.findAround(network, now).finally(() => {
      if (this.pending?.states === states) this.pending = null;
    });
    this.pending = { network, second, states };
    return states;
  }

  /** A reading was kept here: the next board is worked out afresh, and the streams look now. */
  private positionsChanged(): void {
    this.pending = null;
    this.deps.onPosition?.();
  }

  private async findAround(network: Network, now: number): Promise<LiveState[]> {
    const trips = await tripsOfDates(this.deps.db, serviceDatesAround(now));
    // By the timetable first (a late coach may still run hours after its time), then with positions.
    const near = trips.filter((trip) => {
      const state = stateAt(network, trip, null, now);
      return state !== null && now >= state.stops[0].depart - BOARD_AHEAD_MS && now <= lastArrival(state) + LATE_AT_MOST_MS;
    });
    const found = await positionsOf(
      this.deps.db,
      near.map((t) => t.id),
    );
    const positions = new Map(found.map((p) => [p.tripId, p]));
    const states = near.flatMap((trip) => {
      const state = stateAt(network, trip, positions.get(trip.id) ?? null, now);
      if (!state) return [];
      const { status } = state.prediction;
      return status === 'arrived' || status === 'canceled' ? (now <= arrivalOf(state) + BOARD_AFTER_MS ? [state] : []) : [state];
    });
    return this.named(states);
  }

  /** The states with the trip ids the static feed gives them. */
  private async named(states: LiveState[]): Promise<LiveState[]> {
    const tripIdOn = this.deps.tripIdOn;
    if (tripIdOn) for (const state of states) state.gtfsTripId = await tripIdOn(state.trip.run, state.trip.serviceDate);
    return states;
  }

  /** The trips of the service dates around `now` that dispatch cancelled or moved and that have not arrived. */
  async disrupted(network: Network, now: number): Promise<LiveState[]> {
    const trips = await tripsOfDates(this.deps.db, serviceDatesAround(now));
    return this.named(
      trips.flatMap((trip) => {
        const state = stateAt(network, trip, null, now);
        return state && (trip.canceledAt || state.retimedMs !== 0) && lastArrival(state) >= now ? [state] : [];
      }),
    );
  }

  private async stateOf(network: Network, tripId: number): Promise<LiveState | null> {
    const trip = await liveTrip(this.deps.db, tripId);
    if (!trip) return null;
    const state = stateAt(network, trip, (await positionOf(this.deps.db, tripId)) ?? null, this.deps.clock.now().getTime());
    return state && (await this.named([state]))[0];
  }

  /**
   * POST /api/ops/departures/{trip}/positions/: a driver's (or dispatcher's) readings. Kept when
   * newer than the stored one; the first reading a member shares for a departure is on the audit log.
   */
  async share(member: SignedInStaff, tripId: number, readings: DriverPosition[]): Promise<{ accepted: number; departure: LiveDeparture }> {
    if (!(await this.deps.worksOn(member, tripId))) throw new ForbiddenError(L.notYourDeparture);
    const network = await this.deps.network.get();
    const trip = await liveTrip(this.deps.db, tripId);
    if (!trip) throw new NotFoundError(L.departureNotFound);
    if (trip.canceledAt) throw new ConflictError(L.canceled, 'canceled');
    const now = this.deps.clock.now().getTime();
    const state = stateAt(network, trip, null, now);
    if (!state) throw new NotFoundError(L.departureNotFound);
    const opens = state.stops[0].depart - SHARE_BEFORE_MS;
    const closes = lastArrival(state) + SHARE_AFTER_MS;
    const inWindow = (at: number) => at >= opens && at <= closes && at <= now + CLOCK_SKEW_MS;
    if (now < opens || now > closes + CLOCK_SKEW_MS) throw new ConflictError(L.notRunning, 'not_running');
    const usable = readings
      .map((r) => ({ ...r, at: Date.parse(r.recorded_at) }))
      .filter((r) => inWindow(r.at))
      .sort((a, b) => a.at - b.at);
    if (!usable.length) throw new ConflictError(L.notRunning, 'not_running');
    const sharer = `staff:${member.id}`;
    const accepted = await inTransaction(this.deps.db, async (tx) => {
      const stored = await lockPosition(tx, tripId);
      // A driver's reading replaces the simulator's whatever its time; otherwise only a newer one counts.
      const newer = usable.filter((r) => !stored || stored.source === 'simulator' || r.at > stored.recordedAt.getTime());
      const newest = newer[newer.length - 1];
      if (!newest) return 0;
      const fromStop = stored && stored.source === 'driver' ? Math.max(0, stored.lastStopIndex) : 0;
      const kept = await keepPosition(
        tx,
        positionRow(state, newest, { source: 'driver', sharedBy: sharer, fromStop, at: now }),
        new Date(now - DRIVER_QUIET_MS),
      );
      if (kept && stored?.sharedBy !== sharer) {
        // One entry per member and departure, not one per reading (thousands a day): who shared, from when.
        await recordAudit(tx, new Date(now), {
          actor: sharer,
          action: 'position.share',
          target: `trip:${tripId}`,
          after: { first_reading: newest.id, recorded_at: newest.recorded_at },
        });
      }
      return kept ? newer.length : 0;
    });
    if (accepted) this.positionsChanged();
    return { accepted, departure: (await this.departure(tripId))! };
  }

  /**
   * The demo's simulator (a sweep): each departure running now gets a reading where the timetable
   * has it, late by its own drawn delay, through the same write as a phone's. Answers how many.
   */
  async simulate(): Promise<number> {
    const now = this.deps.clock.now().getTime();
    const today = todayIn(HOME_ZONE, new Date(now));
    const dates = serviceDatesAround(now);
    if (!this.madeDates.has(today)) {
      // Today's trips exist from start-up; a server running past midnight makes the new days'.
      await materialiseTrips(this.deps.db, dates[0], dates[dates.length - 1]);
      this.madeDates.add(today);
    }
    const network = await this.deps.network.get();
    const trips = await tripsOfDates(this.deps.db, dates);
    let moved = 0;
    for (const trip of trips) {
      if (trip.canceledAt) continue;
      const state = stateAt(network, trip, null, now);
      if (!state) continue;
      const delay = simulatedDelayMs(trip.id);
      if (now < state.stops[0].depart || now > lastArrival(state) + delay) continue;
      const fix = simulatedFix(state.stops, now, delay);
      const reading = { id: randomUUID(), ...fix, accuracy: 10, recorded_at: new Date(now).toISOString(), at: now };
      const kept = await keepPosition(
        this.deps.db,
        positionRow(state, reading, { source: 'simulator', sharedBy: null, fromStop: 0, at: now }),
        new Date(now - DRIVER_QUIET_MS),
      );
      if (kept) moved++;
    }
    if (moved) this.positionsChanged();
    return moved;
  }
}

/** The row a reading writes, with the progress it makes. */
function positionRow(
  state: LiveState,
  reading: { id: string; lat: number; lon: number; bearing?: number | null; speed?: number | null; accuracy?: number | null; at: number },
  how: { source: 'driver' | 'simulator'; sharedBy: string | null; fromStop: number; at: number },
): NewPosition {
  const progress = progressOf(state.stops, { lat: reading.lat, lon: reading.lon, at: reading.at }, how.fromStop);
  return {
    tripId: state.trip.id,
    readingId: reading.id,
    lat: reading.lat,
    lon: reading.lon,
    bearing: reading.bearing ?? null,
    speed: reading.speed ?? null,
    accuracy: reading.accuracy ?? null,
    recordedAt: new Date(reading.at),
    receivedAt: new Date(how.at),
    source: how.source,
    sharedBy: how.sharedBy,
    lastStopIndex: progress.lastPassed,
    delaySeconds: progress.delaySeconds,
  };
}

/** The epoch ms the timetable (with dispatch's new time) has the coach at its last stop. */
export const lastArrival = (state: Pick<LiveState, 'stops'>) => state.stops[state.stops.length - 1].arrive;

/** When the coach reached its last stop, as far as known (the timetable plus the last delay). */
const arrivalOf = (state: LiveState) => lastArrival(state) + Math.max(0, state.position?.delaySeconds ?? 0) * 1000;

/** A trip's stops with its own times: the run's on its date, moved with the trip's departs_at. */
export function tripStops(
  network: Network,
  trip: LiveTripRow,
): { service: ServiceInfo; run: RunInfo; stops: RouteStop[]; retimedMs: number } | null {
  const found = network.runs.get(trip.run);
  if (!found) return null;
  const { service, run } = found;
  const times = runTimes(service, run, trip.serviceDate, (code) => network.stops.get(code)?.timeZone ?? 'UTC');
  const retimedMs = trip.departsAt.getTime() - times.depart[0];
  const last = service.stops.length - 1;
  const stops = service.stops.map((s, i) => {
    const stop = network.stops.get(s.code);
    const arrive = (i === 0 ? times.depart[0] : times.arrive[i]) + retimedMs;
    const depart = (i === last ? times.arrive[i] : times.depart[i]) + retimedMs;
    return { code: s.code, lat: stop?.lat ?? 0, lon: stop?.lon ?? 0, arrive, depart: Math.max(arrive, depart) };
  });
  return { service, run, stops, retimedMs };
}

/** A departure at `now` with what its latest position says. */
export function stateAt(network: Network, trip: LiveTripRow, position: PositionRow | null, now: number): LiveState | null {
  const found = tripStops(network, trip);
  if (!found || found.stops.length < 2) return null;
  const reading = position
    ? {
        at: position.recordedAt.getTime(),
        lastPassed: position.lastStopIndex,
        delaySeconds: position.delaySeconds,
        along: alongOf(found.stops, position),
      }
    : null;
  return {
    trip,
    gtfsTripId: gtfsTripId(trip.run),
    ...found,
    position,
    prediction: predict(found.stops, now, reading, trip.canceledAt !== null),
  };
}

/** Metres along the line of a stored position (its progress again, from its last stop passed). */
function alongOf(stops: RouteStop[], position: PositionRow): number {
  return progressOf(stops, { lat: position.lat, lon: position.lon, at: position.recordedAt.getTime() }, Math.max(0, position.lastStopIndex))
    .along;
}

/** A departure as the live board shows it. */
export function liveDeparture(network: Network, state: LiveState): LiveDeparture {
  const { trip, service, run, stops, prediction, position } = state;
  return {
    trip_id: trip.id,
    gtfs: { trip_id: state.gtfsTripId, start_date: gtfsDate(trip.serviceDate), route_id: service.code },
    route: { code: service.code, name: service.name, run_number: `${service.airline}${run.runNumber}` },
    status: prediction.status,
    delay_seconds: prediction.delaySeconds,
    next_stop: prediction.next === null ? null : stops[prediction.next].code,
    position:
      position && prediction.status !== 'canceled'
        ? {
            lat: position.lat,
            lon: position.lon,
            bearing: position.bearing,
            speed: position.speed,
            recorded_at: position.recordedAt.toISOString(),
            source: position.source,
          }
        : null,
    stops: stops.map((s, j) => {
      const info = network.stops.get(s.code);
      const predicted = prediction.predicted[j];
      return {
        code: s.code,
        name: info?.name ?? s.code,
        city: info?.city ?? '',
        lat: s.lat,
        lon: s.lon,
        time_zone: info?.timeZone ?? 'UTC',
        scheduled_at: new Date(scheduledAt(stops, j)).toISOString(),
        predicted_at: predicted === null ? null : new Date(predicted).toISOString(),
        passed: prediction.passed[j],
      };
    }),
  };
}

/** Every stop and every route's line through them. */
export function networkOf(network: Network): LiveNetwork {
  return {
    stops: [...network.stops.values()].map((s) => ({ code: s.code, name: s.name, city: s.city, lat: s.lat, lon: s.lon })),
    routes: network.services.map((s) => ({ code: s.code, name: s.name, stops: s.stops.map((x) => x.code) })),
  };
}
