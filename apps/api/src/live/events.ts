// The live board's Server-Sent Events (decision 283): each open stream gets the departures whose
// position changed. Positions are found by asking the table for the rows written since the last
// version seen, every few seconds while anyone listens (and at once after this instance wrote
// one), so a reading another instance received streams from every instance alike.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_MESSAGES as L } from '@landline/shared/messages';
import type { LiveDeparture } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { TooManyRequestsError } from '../http/errors.js';
import { latestVersion, positionsSince } from './queries.js';
import type { LiveService } from './service.js';

/** How often the table is asked while a stream is open. */
export const POLL_MS = 3_000;
/** A comment this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** Streams one client may hold open on one instance (a page per tab). */
export const STREAMS_PER_CLIENT = 8;

interface Stream {
  /** The departure it follows; null: the whole board. */
  trip: number | null;
  client: string;
  write(text: string): void;
  end(): void;
}

export class LiveEvents {
  private readonly streams = new Set<Stream>();
  private version: number | null = null;
  private poller: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private polling: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly deps: { db: Db; live: LiveService; pollMs?: number; heartbeatMs?: number; log?: (message: string) => void },
  ) {}

  /** How many streams are open (tests, /metrics). */
  get open(): number {
    return this.streams.size;
  }

  /**
   * Answers a request with a stream: the current state first (the board, or the departure), then
   * an event per change. Refused (429) past STREAMS_PER_CLIENT from one client.
   */
  async serve(request: FastifyRequest, reply: FastifyReply, trip: number | null, first: () => Promise<object>): Promise<void> {
    const client = request.ip;
    let count = 0;
    for (const s of this.streams) if (s.client === client) count++;
    if (this.closed || count >= STREAMS_PER_CLIENT) throw new TooManyRequestsError(L.tooManyStreams);
    const opening = await first();
    if (this.version === null) this.version = await latestVersion(this.deps.db);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx passes each event on as it comes.
      'x-accel-buffering': 'no',
    });
    const stream: Stream = {
      trip,
      client,
      write: (text) => void raw.write(text),
      end: () => raw.end(),
    };
    // A client that reconnects waits this long (ms) first.
    stream.write(`retry: 5000\n`);
    stream.write(event(trip === null ? 'board' : 'departure', opening));
    this.streams.add(stream);
    this.startTimers();
    request.raw.once('close', () => {
      this.streams.delete(stream);
      if (this.streams.size) return;
      this.stopTimers();
      // The next stream starts from the table as it is then, not from every change since.
      this.version = null;
    });
  }

  /** A position was written here: look now rather than at the next poll. */
  nudge(): void {
    if (this.streams.size) void this.poll();
  }

  /** Ends every stream (the app closes). */
  close(): void {
    this.closed = true;
    this.stopTimers();
    for (const s of this.streams) s.end();
    this.streams.clear();
  }

  private startTimers(): void {
    if (this.poller) return;
    this.poller = setInterval(() => void this.poll(), this.deps.pollMs ?? POLL_MS);
    this.heartbeat = setInterval(() => {
      for (const s of this.streams) s.write(': keep-alive\n\n');
    }, this.deps.heartbeatMs ?? HEARTBEAT_MS);
  }

  private stopTimers(): void {
    clearInterval(this.poller);
    clearInterval(this.heartbeat);
    this.poller = this.heartbeat = undefined;
  }

  /** One look at the table; a look asked for while one runs is made after it. */
  private poll(): Promise<void> {
    if (this.polling) {
      this.again = true;
      return this.polling;
    }
    this.polling = this.look()
      .catch((error: unknown) => this.deps.log?.(`live events: ${(error as Error).message.split('\n')[0]}`))
      .finally(() => {
        this.polling = null;
        if (this.again && !this.closed) {
          this.again = false;
          void this.poll();
        }
      });
    return this.polling;
  }

  private async look(): Promise<void> {
    if (!this.streams.size || this.closed) return;
    const since = this.version ?? (await latestVersion(this.deps.db));
    const rows = await positionsSince(this.deps.db, since);
    if (!rows.length) {
      this.version = since;
      return;
    }
    this.version = rows[rows.length - 1].version;
    const changed = [...new Set(rows.map((r) => r.tripId))];
    const departures = await this.deps.live.departures(changed);
    for (const departure of departures) this.send(departure);
  }

  private send(departure: LiveDeparture): void {
    const text = event('departure', departure);
    for (const s of this.streams) if (s.trip === null || s.trip === departure.trip_id) s.write(text);
  }
}

/** One event of the stream. */
function event(name: string, data: object): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
