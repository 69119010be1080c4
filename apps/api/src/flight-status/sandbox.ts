// The sandbox flight-status provider (decision 286): answers as a flight-status service would,
// on time unless told otherwise. A flight's schedule comes from the partner timetable when the
// flight is in it (flights/: the OpenFlights-generated schedule), else from the booked
// guarantee's own data (its local departure and a block time by distance). What it was told (a
// delay, a cancellation) is kept in the database, so several instances answer alike.

import { DateTime } from 'luxon';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import type { FlightNetwork } from '../flights/network.js';
import { blockMinutes, hash } from '../flights/schedule.js';
import type { FlightEnd, FlightState, FlightStatus, FlightStatusProvider } from './provider.js';
import { bookedFlight, tell, toldOf } from './queries.js';

const MINUTE = 60_000;

export type SandboxChange = { delay_minutes: number } | { cancelled: true };

export class SandboxFlightStatus implements FlightStatusProvider {
  readonly name = 'sandbox';

  constructor(private readonly deps: { db: Db; clock: Clock; flights: FlightNetwork }) {}

  async status(carrier: string, number: string, date: string): Promise<FlightStatus | null> {
    const { db, clock } = this.deps;
    const booked = await bookedFlight(db, carrier, number, date);
    if (!booked) return null;
    const schedule = this.scheduleOf(carrier, number, date, booked);
    if (!schedule) return null;
    const told = await toldOf(db, carrier, number, date);
    const delay = (told?.delayMinutes ?? 0) * MINUTE;
    const now = clock.now().getTime();
    const leaves = schedule.departAt + delay;
    const lands = schedule.arriveAt + delay;
    const state: FlightState = told?.cancelled
      ? 'cancelled'
      : now >= lands
        ? 'landed'
        : now >= leaves
          ? 'departed'
          : delay > 0
            ? 'delayed'
            : 'scheduled';
    const iso = (ms: number) => new Date(ms).toISOString();
    const gate = (airport: string) => `${'ABC'[hash(`${carrier}${number}${date}${airport}`) % 3]}${(hash(`${airport}${number}`) % 40) + 1}`;
    const end = (airport: string, scheduled: number, estimated: number, happened: boolean): FlightEnd => ({
      airport,
      scheduled: iso(scheduled),
      estimated: state === 'cancelled' ? null : iso(estimated),
      actual: happened ? iso(estimated) : null,
      terminal: null,
      gate: state === 'cancelled' ? null : gate(airport),
    });
    return {
      carrier,
      number,
      date,
      state,
      departure: end(schedule.from, schedule.departAt, leaves, state === 'departed' || state === 'landed'),
      arrival: end(schedule.to, schedule.arriveAt, lands, state === 'landed'),
    };
  }

  /** Tells the sandbox a flight is late by `delay_minutes` (0: on time again) or cancelled. */
  async tell(carrier: string, number: string, date: string, change: SandboxChange): Promise<void> {
    await tell(this.deps.db, {
      carrier,
      number,
      date,
      delayMinutes: 'delay_minutes' in change ? change.delay_minutes : 0,
      cancelled: 'cancelled' in change,
      updatedAt: this.deps.clock.now(),
    });
  }

  /** The flight's scheduled departure and arrival: the partner timetable's, else the booked data's. */
  private scheduleOf(
    carrier: string,
    number: string,
    date: string,
    booked: { origin: string; destination: string; departure_time: string },
  ) {
    const { flights } = this.deps;
    const from = booked.origin;
    const to = booked.destination;
    const known = flights.flightsOn(from, to, date).find((f) => f.airline === carrier && f.number === number);
    if (known) return { from, to, departAt: known.departAt, arriveAt: known.arriveAt };
    const zone = flights.airports.get(from)?.timeZone;
    if (!zone) return null;
    const departs = DateTime.fromISO(`${date}T${booked.departure_time}`, { zone });
    if (!departs.isValid) return null;
    const minutes = flights.airports.has(to) ? blockMinutes(flights.km(from, to)) : 120;
    return { from, to, departAt: departs.toMillis(), arriveAt: departs.toMillis() + minutes * MINUTE };
  }
}
