// flights/: the partner flights. No routes of its own: search and places answer with them.
// This service is the FlightProvider port (and the types it speaks), the SQL is in queries.ts.

import { randomInt } from 'node:crypto';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { byDate, DatedCache } from '../db/dated-cache.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import type { FlightLeg, FlightNetwork } from './network.js';
import { cancelFlightBooking, ensureInventory, insertFlightBooking, inventoryOn, returnSeats, soldOn, takeSeats } from './queries.js';
import { fareCents, seatsLeft as generatedSeats } from './schedule.js';

/** A flight leg of a booking token (search/booking-token.ts encodes it). */
export interface TokenFlightLeg {
  kind: 'flight';
  number: string;
  date: string;
  from: string;
  to: string;
  /** Fare per adult shown at search, in cents. */
  fare: number;
}

/** What search needs of the partner flights, over the seats sold as of a moment. */
export interface FlightSource {
  /** The timetable and routes (the same for every search). */
  network: FlightNetwork;
  hasAirport(code: string): boolean;
  airport(code: string): { name: string; city: string; timeZone: string } | undefined;
  airlineName(code: string): string;
  /** Seats left on a flight for sale now (the generated figure less what we sold). */
  seatsLeft(leg: FlightLeg): number;
  /**
   * The same text exactly when nothing this source answers changed since (our sales of its dates);
   * absent from a provider that cannot tell, whose answers are then never reused past their second.
   */
  stamp?: string;
}

/** A partner flight as it stands now: its fare per adult and the seats left, or gone. */
export interface FlightCheck {
  fare: number;
  seats: number;
  departAt: number;
  /** When it lands: the next leg of a token must leave after it (search/booking-token.ts). */
  arriveAt: number;
}

/**
 * What the booking product needs of a flight partner. The default is built from OpenFlights
 * (generated times, fares and seats, our sales kept in the database); a Kiwi-style provider can
 * stand behind the same interface.
 */
export interface FlightProvider {
  hasAirport(code: string): boolean;
  airport(code: string): { name: string; city: string; timeZone: string } | undefined;
  /** A synchronous search source over the seats sold as of a moment (for the planner). */
  source(dates: string[]): Promise<FlightSource>;
  /** Fresh fare and seats of each leg (null: the flight no longer operates). */
  recheck(legs: TokenFlightLeg[], cabin: string): Promise<(FlightCheck | null)[]>;
  /**
   * Books seats on every leg or none; returns the partner's booking reference. With `tx`, the
   * seats are taken inside the caller's transaction (our own inventory: a hold of ground and
   * flight legs commits or fails as one); a remote partner would book on its side and the caller
   * cancel it when its own transaction fails.
   */
  book(legs: TokenFlightLeg[], seats: number, tx?: Db): Promise<string>;
  /** Cancels a booking and gives its seats back (inside the caller's transaction with `tx`). */
  cancel(reference: string, tx?: Db): Promise<void>;
  /** Forget cached sales (after a sale, so searches see it at once). */
  invalidate(): void;
  readonly version: number;
}

const key = (number: string, from: string, to: string) => `${number}|${from}|${to}`;

/** Seats a flight offers in all (before our sales), kept on the flight: a hash per search adds up. */
const offered = new WeakMap<FlightLeg, number>();
function offeredSeats(leg: FlightLeg): number {
  let seats = offered.get(leg);
  if (seats === undefined) offered.set(leg, (seats = generatedSeats(leg.number, leg.date)));
  return seats;
}

/** Partner-flight seats we sold, per 'number|from|to' and flight date. */
export class FlightSalesCache extends DatedCache<Map<string, number>> {
  constructor(db: Db, ttlMs = 1000) {
    super(
      async (dates) => {
        const rows = await inventoryOn(db, dates);
        const out = byDate(dates, () => new Map<string, number>());
        for (const r of rows) out.get(r.flightDate)?.set(`${r.flightNumber}|${r.origin}|${r.destination}`, r.sold);
        return out;
      },
      () => new Map(),
      ttlMs,
      (sold) => JSON.stringify([...sold].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    );
  }
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export class OpenFlightsProvider implements FlightProvider {
  private readonly sales: FlightSalesCache;

  constructor(
    private readonly db: Db,
    readonly network: FlightNetwork,
    /** The app's clock: when a partner booking was cancelled. */
    private readonly clock: Clock,
  ) {
    this.sales = new FlightSalesCache(db);
  }

  get version(): number {
    return this.sales.version;
  }

  hasAirport(code: string): boolean {
    return this.network.hasAirport(code);
  }

  airport(code: string) {
    return this.network.airports.get(code);
  }

  invalidate(): void {
    this.sales.clear();
  }

  async source(dates: string[]): Promise<FlightSource> {
    const { values: sold, stamp } = await this.sales.stamped(dates);
    const network = this.network;
    return {
      network,
      stamp,
      hasAirport: (code) => network.hasAirport(code),
      airport: (code) => network.airports.get(code),
      airlineName: (code) => network.airlines.get(code)?.name ?? code,
      seatsLeft: (leg: FlightLeg) => {
        const day = sold.get(leg.date);
        const taken = day?.size ? (day.get(key(leg.number, leg.from, leg.to)) ?? 0) : 0;
        return Math.max(0, offeredSeats(leg) - taken);
      },
    };
  }

  private scheduled(leg: TokenFlightLeg): FlightLeg | undefined {
    return this.network.flightsOn(leg.from, leg.to, leg.date).find((f) => f.number === leg.number);
  }

  async recheck(legs: TokenFlightLeg[], cabin: string): Promise<(FlightCheck | null)[]> {
    const results: (FlightCheck | null)[] = [];
    for (const leg of legs) {
      const flight = this.scheduled(leg);
      if (!flight) {
        results.push(null);
        continue;
      }
      const sold = await soldOn(this.db, leg);
      results.push({
        fare: fareCents(leg.number, leg.date, flight.km, cabin),
        seats: Math.max(0, generatedSeats(leg.number, leg.date) - (sold ?? 0)),
        departAt: flight.departAt,
        arriveAt: flight.arriveAt,
      });
    }
    return results;
  }

  async book(legs: TokenFlightLeg[], seats: number, outer?: Db): Promise<string> {
    for (const leg of legs) {
      if (!this.scheduled(leg)) throw new ConflictError(`Flight ${leg.number} on ${leg.date} no longer operates.`, 'flight_invalid');
    }
    const reference = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
    const within = <T>(work: (tx: Db) => Promise<T>) => (outer ? work(outer) : inTransaction(this.db, work));
    await within(async (tx) => {
      for (const leg of legs) {
        await ensureInventory(tx, leg, generatedSeats(leg.number, leg.date));
        // Race-free: the row only moves when the seats are there (and the CHECK backs it).
        if (!(await takeSeats(tx, leg, seats)))
          throw new ConflictError(`Flight ${leg.number} on ${leg.date} has fewer than ${seats} seats left.`, 'sold_out');
      }
      await insertFlightBooking(tx, {
        reference,
        seats,
        legs: legs.map(({ number, date, from, to, fare }) => ({ number, date, from, to, fare })),
      });
    });
    this.invalidate();
    return reference;
  }

  async cancel(reference: string, outer?: Db): Promise<void> {
    const within = <T>(work: (tx: Db) => Promise<T>) => (outer ? work(outer) : inTransaction(this.db, work));
    await within(async (tx) => {
      const booking = await cancelFlightBooking(tx, reference, this.clock.now());
      if (!booking) throw new NotFoundError('No confirmed partner flight booking has this reference.');
      for (const leg of booking.legs) {
        await returnSeats(tx, leg, booking.seats);
      }
    });
    this.invalidate();
  }
}
