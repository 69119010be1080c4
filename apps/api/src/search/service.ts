// search/: routes.ts, this service (searches and stored searches), check.ts (the re-check before
// payment, a service of its own deps), queries.ts (the SQL); plan.ts and ground-legs.ts are pure,
// availability.ts caches seats left. search imports flights/ (its FlightProvider), never the reverse.

import { gzipSync } from 'node:zlib';
import { validate as isUuid } from 'uuid';
import { CHECK_IN_CLOSES_MIN } from '@landline/shared/constants';
import { addDays, lastSaleDate, todayIn } from '@landline/shared/dates';
import { SEARCH_MESSAGES as M } from '@landline/shared/messages';
import type { Itinerary, SearchParams, SearchResponse } from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import type { Network } from '../network/model.js';
import type { FlightProvider, FlightSource } from '../flights/service.js';
import type { AvailabilityCache } from './availability.js';
import { planItineraries } from './plan.js';
import { deleteSearchesBefore, storedSearch, upsertSearches } from './queries.js';
import { RecentAnswers } from './recent-answers.js';
import { SearchWrites } from './search-writes.js';
import { uuidV5 } from './uuid-v5.js';

/** Namespace of search ids: the same question always gets the same id (docs/decisions/). */
const SEARCH_NAMESPACE = '6f1d7a2e-4b1c-5c3e-9a8f-2b7d1e0c4a55';
/** Booking closes when check-in closes (the content spec). */
export const SALES_CUTOFF_MS = CHECK_IN_CLOSES_MIN * 60_000;

export interface SearchDeps {
  db: Db;
  network: NetworkStore;
  availability: AvailabilityCache;
  /** Partner flights; absent, ground itineraries only. */
  flights?: FlightProvider;
  /**
   * Whether partner flights are offered now: the showFlightSearch flag (the settings store,
   * decision 280); without, whenever `flights` is given. Off, a search is answered as if there
   * were no flight partner: ground itineraries only, flight-only airports unknown.
   */
  flightSearch?: () => Promise<boolean>;
  /** What "today" is at the origin, when a stored search expires, which departures have closed. */
  clock: Clock;
  /**
   * The embedded database only (decision 317): one process owns it, so a new search's row is
   * written after its answer has left, with the other searches of that turn of the event loop, and
   * a failed write is reported here (the search still answers its holds from memory). Absent, a
   * search is stored before its answer leaves: another instance may be asked for it at once.
   */
  storeAfterAnswer?: { failed(error: unknown): void };
}

/** How long an answer is reused for the same search; the same age as its availability. */
const RESPONSE_TTL_MS = 1000;
/**
 * Past its second, an answer is reused while the figures it was planned on read the same (its
 * stamp), for this long after it was planned: the cut-off for sales is the one thing that moves
 * without a figure changing, and a departure that closed is then offered at most this much longer
 * (the hold refuses it, as for any departure gone since the search).
 */
const RECHECKED_MS = 5000;
/**
 * A stored search answers GET bookings/{uuid}/itinerary/ for a day after it was last asked for,
 * then is deleted (docs/decisions/ "Input limits").
 */
export const SEARCH_KEEP_MS = 24 * 3_600_000;
/** How long a search's parameters stay in memory for the holds that follow it (far inside SEARCH_KEEP_MS). */
const PARAMS_KEEP_MS = 10 * 60_000;
/** A search asked again is written again (its clock restarted) at most this often. */
const REMEMBER_AGAIN_MS = 3_600_000;

export class SearchService {
  /** When each search id was last written, so a repeated search mostly writes nothing. */
  private readonly stored = new Map<string, number>();
  /** Parameters of recent searches by id, for the holds that follow them (PARAMS_KEEP_MS). */
  private readonly params = new Map<string, { at: number; params: SearchParams }>();
  /** Serialized answers by search id and minute: reused for RESPONSE_TTL_MS, and while unchanged for RECHECKED_MS. */
  private readonly answers = new RecentAnswers<Answer>(RECHECKED_MS);
  /** New searches arriving together are stored in one statement. */
  private readonly writes: SearchWrites<SearchParams>;

  constructor(private readonly deps: SearchDeps) {
    this.writes = deps.storeAfterAnswer ? writesAfterAnswer(deps.db) : new SearchWrites((rows) => upsertSearches(deps.db, rows));
  }

  /** Writes the searches not written yet (before the table is read, and before the database closes). */
  settle(): Promise<void> {
    return this.writes.settle();
  }

  /** Before the table is read: the searches answered but not written yet are written first (decision 317). */
  private async beforeReading(): Promise<void> {
    if (this.deps.storeAfterAnswer) await this.writes.settle();
  }

  /** The oldest a stored search may have been last asked for and still answer. */
  private keptSince(): Date {
    return new Date(this.deps.clock.now().getTime() - SEARCH_KEEP_MS);
  }

  /** Drop shared answers (after a timetable change made in this process). */
  forget(): void {
    this.answers.clear();
  }

  async search(params: SearchParams): Promise<SearchResponse> {
    return JSON.parse((await this.searchAnswer(params)).json);
  }

  /** The answer serialized, ready to send. */
  async searchAnswer(params: SearchParams): Promise<Answer> {
    const network = await this.deps.network.get();
    const flights = await this.partner();
    // A place is one of our stops or cities, or an airport our flight partner serves.
    const served = (code: string) => network.expand(code).length > 0 || Boolean(flights?.hasAirport(code));
    const fields: Record<string, string[]> = {};
    if (!served(params.dep_from)) fields.dep_from = [M.unknownLocation];
    if (!served(params.dep_to)) fields.dep_to = [M.unknownLocation];
    else if (network.overlaps(params.dep_from, params.dep_to)) fields.dep_to = [M.sameLocation];
    if (!fields.dep_from) Object.assign(fields, this.dateProblems(params, this.zoneOf(network, params.dep_from, flights)!));
    if (Object.keys(fields).length) throw new ValidationError(fields);

    const uuid = searchId(params);
    if (this.deps.storeAfterAnswer) {
      const failed = this.deps.storeAfterAnswer.failed;
      this.remember(uuid, params).catch(failed);
      return this.answer(uuid, params, flights);
    }
    // Stored while it is planned; the answer leaves once both are done (a failed write fails it).
    const [, answer] = await Promise.all([this.remember(uuid, params), this.answer(uuid, params, flights)]);
    return answer;
  }

  /** The flight partner while flight search is on (decision 280, "every flag has its rule"), else none. */
  private async partner(): Promise<FlightProvider | undefined> {
    if (!this.deps.flights) return undefined;
    return !this.deps.flightSearch || (await this.deps.flightSearch()) ? this.deps.flights : undefined;
  }

  /** The time zone of a place: one of our stops or cities, or a partner airport. */
  private zoneOf(network: Network, code: string, flights = this.deps.flights): string | undefined {
    return network.stops.get(network.expand(code)[0])?.timeZone ?? flights?.airport(code)?.timeZone;
  }

  /**
   * Dates outside the sales window, as field errors: none before today at the origin, none more
   * than SALES_WINDOW_DAYS after it. Checked before any cache or query sees a date, so no
   * request makes the server load more than the few days around its own dates.
   */
  private dateProblems(params: SearchParams, zone: string): Record<string, string[]> {
    const today = todayIn(zone, this.deps.clock.now());
    const last = lastSaleDate(today);
    const fields: Record<string, string[]> = {};
    if (params.departure_date < today) fields.departure_date = [M.departureInPast];
    else if (params.departure_date > last) fields.departure_date = [M.beyondSalesWindow];
    if (params.return_date && params.return_date > last) fields.return_date = [M.beyondSalesWindow];
    return fields;
  }

  async itineraryAnswer(uuid: string): Promise<Answer> {
    if (!isUuid(uuid)) throw new NotFoundError(M.searchNotFound);
    await this.beforeReading();
    const row = await storedSearch(this.deps.db, uuid, this.keptSince());
    if (!row) throw new NotFoundError(M.searchNotFound);
    const params = row.params as SearchParams;
    // A search kept from before the window was checked, or whose day has gone, is not run again.
    const flights = await this.partner();
    // A search from a partner airport kept from while flight search was on is not run while it is off.
    const zone = this.zoneOf(await this.deps.network.get(), params.dep_from, flights);
    if (!zone || Object.keys(this.dateProblems(params, zone)).length) throw new NotFoundError(M.searchNotFound);
    return this.answer(uuid, params, flights);
  }

  /** A stored search's parameters (null: unknown, or older than SEARCH_KEEP_MS). */
  async storedParams(uuid: string): Promise<SearchParams | null> {
    if (!isUuid(uuid)) return null;
    // A search written by this process a moment ago (every hold follows one) needs no read.
    const kept = this.params.get(uuid);
    if (kept && this.deps.clock.now().getTime() - kept.at < PARAMS_KEEP_MS) return kept.params;
    await this.beforeReading();
    const row = await storedSearch(this.deps.db, uuid, this.keptSince());
    if (!row) return null;
    this.keepParams(uuid, row.params as SearchParams);
    return row.params as SearchParams;
  }

  private keepParams(uuid: string, params: SearchParams): void {
    if (this.params.size >= 10_000) this.params.clear();
    this.params.set(uuid, { at: this.deps.clock.now().getTime(), params });
  }

  /** Deletes searches not asked for within SEARCH_KEEP_MS; returns how many. */
  async purgeExpired(): Promise<number> {
    await this.beforeReading();
    const gone = await deleteSearchesBefore(this.deps.db, this.keptSince());
    for (const uuid of gone) this.stored.delete(uuid);
    return gone.length;
  }

  /**
   * Identical searches within a second share one answer (popular routes are asked for many
   * times a second); a sale in this process bumps the availability version and ends the reuse.
   */
  private async answer(uuid: string, params: SearchParams, flights: FlightProvider | undefined): Promise<Answer> {
    // With and without partner flights are two answers: the flag's change is seen at once.
    const key = `${uuid}|${Math.floor(this.deps.clock.now().getTime() / 60_000)}|${flights ? 'flights' : 'ground'}`;
    // The reuse window is a duration on this process's own timer, not an instant of the app's clock.
    const at = performance.now();
    const version = this.deps.availability.version * 1_000_000 + (flights?.version ?? 0);
    const kept = this.answers.get(key, version, at);
    if (kept && at - kept.checkedAt < RESPONSE_TTL_MS) return kept;
    // A popular question is asked every second: planned again only when what it rests on moved.
    if (kept?.stamp && at - kept.madeAt < RECHECKED_MS && kept.stamp === (await this.stampNow(params, flights))) {
      kept.checkedAt = at;
      return kept;
    }
    const { response, stamp } = await this.run(uuid, params, flights);
    const answer = new Answer(JSON.stringify(response), at, stamp);
    this.answers.keep(key, version, at, answer);
    return answer;
  }

  /** The stamp an answer planned now would carry (run's), from the same per-second figures. */
  private async stampNow(params: SearchParams, partner: FlightProvider | undefined): Promise<string | null> {
    const dates = datesOf(params);
    const [network, { stamp }, flights] = await Promise.all([
      this.deps.network.get(),
      this.deps.availability.stamped(dates),
      partner?.source(dates),
    ]);
    return stampOf(network, stamp, partner, flights);
  }

  /** Stores a search, or restarts its clock when it was last written a while ago. */
  private async remember(uuid: string, params: SearchParams): Promise<void> {
    const now = this.deps.clock.now().getTime();
    this.keepParams(uuid, params);
    const written = this.stored.get(uuid);
    if (written !== undefined && now - written < REMEMBER_AGAIN_MS && now >= written) return;
    await this.writes.write({ uuid, params, createdAt: new Date(now) });
    if (this.stored.size > 100_000) this.stored.clear();
    this.stored.set(uuid, now);
  }

  private async run(
    uuid: string,
    params: SearchParams,
    partner: FlightProvider | undefined,
  ): Promise<{ response: SearchResponse; stamp: string | null }> {
    const network = await this.deps.network.get();
    const dates = datesOf(params);
    const { seatsLeft, wheelchairsLeft, stamp } = await this.deps.availability.figures(dates);
    const flights = partner ? await partner.source(dates) : undefined;
    const party = {
      adults: params.passengers_adults,
      children: params.passengers_children,
      infants: params.passengers_infants,
    };
    const notBefore = this.deps.clock.now().getTime() + SALES_CUTOFF_MS;
    const common = { party, filters: params.filters, seatsLeft, wheelchairsLeft, flights, notBefore };
    const depart = planItineraries(network, {
      ...common,
      from: params.dep_from,
      to: params.dep_to,
      date: params.departure_date,
      way: 1,
    });
    let back: Itinerary[] = [];
    if (!params.one_way && params.return_date) {
      back = planItineraries(network, {
        ...common,
        from: params.dep_to,
        to: params.dep_from,
        date: params.return_date,
        way: 2,
      });
    }
    const response: SearchResponse = {
      uuid,
      next: null,
      one_way: params.one_way,
      dep_from: params.dep_from,
      dep_to: params.dep_to,
      departure_date: params.departure_date,
      requested_return_date: params.one_way ? null : params.return_date,
      passengers: party,
      depart_flights: depart,
      return_flights: back,
    };
    return { response, stamp: stampOf(network, stamp, partner, flights) };
  }
}

const afterAnswer = new WeakMap<Db, SearchWrites<SearchParams>>();

/**
 * The writes waiting for an embedded database, one queue per database: every app built on it (a
 * test builds two) settles the same queue before it reads, so a search one answered is found by
 * the other at once.
 */
function writesAfterAnswer(db: Db): SearchWrites<SearchParams> {
  let writes = afterAnswer.get(db);
  if (!writes) afterAnswer.set(db, (writes = new SearchWrites((rows) => upsertSearches(db, rows), 'through the turn')));
  return writes;
}

/** The dates a search reads figures of: each way's date, the day before and two after. */
function datesOf(params: SearchParams): string[] {
  const window = (d: string) => [addDays(d, -1), d, addDays(d, 1), addDays(d, 2)];
  return [...window(params.departure_date), ...(params.return_date && !params.one_way ? window(params.return_date) : [])];
}

/**
 * What an answer rests on besides its question and the clock: the network, our seats and the
 * partner's. Null when the partner cannot say whether its figures changed (never reused then).
 */
function stampOf(network: Network, seats: string, partner: FlightProvider | undefined, flights: FlightSource | undefined): string | null {
  if (!partner) return `${network.fingerprint}|${seats}`;
  return flights?.stamp === undefined ? null : `${network.fingerprint}|${seats}|${flights.stamp}`;
}

/** A serialized answer; its gzip form is made once, on first request, and reused. */
export class Answer {
  private compressed: Buffer | null = null;
  /** When it was last found still right (performance.now()): planned, or its stamp read the same. */
  checkedAt: number;

  constructor(
    readonly json: string,
    /** When it was planned (performance.now()). */
    readonly madeAt: number,
    /** What it was planned on (stampOf); null: never reused past its second. */
    readonly stamp: string | null,
  ) {
    this.checkedAt = madeAt;
  }

  gzipped(): Buffer {
    this.compressed ??= gzipSync(this.json, { level: 1 });
    return this.compressed;
  }
}

/**
 * The id of a search: a UUID v5 of its parameters. The parsed parameters come out of the shared
 * schema with their keys always in the schema's order, so their JSON is already canonical.
 */
export function searchId(params: SearchParams): string {
  return uuidV5(JSON.stringify(params), SEARCH_NAMESPACE);
}
