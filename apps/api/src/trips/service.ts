// Booked trips (decision 216): a member's upcoming and past trips, and one booking by
// its reference for whoever may see it (its member, or anyone who gives a passenger's last
// name). Who may not gets the same answer as for a reference that does not exist.

import { TRIP_MESSAGES as T } from '@landline/shared/messages';
import type { GuaranteeNotice, Trip, TripList } from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import type { FlightNetwork } from '../flights/network.js';
import { NotFoundError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { validate as isUuid } from 'uuid';
import { bookedByPnr, groundTripsOf, memberTrips, replacementsOf, unbookedByPnrAndCart } from '../reservations/reads.js';
import { memberEmailOf, passengersOf, paymentOf, seatsOf, ticketsOf, type ReservationRow } from './queries.js';
import { bookingCalendar } from '../mail/confirmation.js';
import { calendarLegs } from './calendar.js';
import type { LookupLimits } from './lookup-limits.js';
import { tripView, type TripRows } from './view.js';

export interface TripDeps {
  db: Db;
  network: NetworkStore;
  flights: FlightNetwork;
  /** Wrong guesses counted per client and per reference (absent: not limited, as in load benchmarks). */
  lookups?: LookupLimits;
  /** Which trips are upcoming or past, and what each may still do (check in, edit). */
  clock: Clock;
  /**
   * What the connection guarantee did for a booking (moves, claims), for the trip's notices
   * (decision 287). A port the app hands in: the guarantee reads trips, so trips may not import it.
   */
  guaranteeNotices?: (db: Db, reservationUuid: string) => Promise<GuaranteeNotice[]>;
}

/**
 * Who asks: the session's member, the last name a guest typed (the spec's lastname header), the
 * cart a held booking's holder names (its key, decision 233), and the client's address (its limits).
 */
import type { Asker } from '../http/auth.js';

export type { Asker };

/** Last names compared as people type them: spaces, case and accents aside. */
export function sameName(a: string, b: string): boolean {
  const plain = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return plain(a) !== '' && plain(a) === plain(b);
}

export class TripService {
  constructor(private readonly deps: TripDeps) {}

  /** GET v2/booking/reservations/upcoming/ and past/. */
  async list(userId: string, which: 'upcoming' | 'past', page: { limit: number; offset: number }): Promise<TripList> {
    const at = this.deps.clock.now();
    // One more than the page tells whether there is a next one.
    const rows = await memberTrips(this.deps.db, userId, which, at, page.limit + 1, page.offset);
    const results = await Promise.all(rows.slice(0, page.limit).map((r) => this.view(this.deps.db, r.reservation, at)));
    return { results, next: rows.length > page.limit ? page.offset + page.limit : null };
  }

  /** GET v2/booking/tickets/{pnr}/: the booking, if the asker may see it. */
  async trip(pnr: string, asker: Asker): Promise<Trip> {
    const reservation = await this.access(this.deps.db, pnr, asker);
    return this.view(this.deps.db, reservation, this.deps.clock.now());
  }

  /** A partner airline's name by its IATA code ("AS": "Alaska Airlines"), from the airline data. */
  airlineName(iata: string): string | undefined {
    return this.deps.flights.airlines.get(iata)?.name;
  }

  /**
   * GET v2/booking/tickets/{pnr}/calendar/: the legs still booked as a calendar file, by the
   * reference's rule (decision 239), in the booking's language (issue 29).
   */
  async calendar(pnr: string, asker: Asker): Promise<{ pnr: string; ics: string }> {
    const reservation = await this.access(this.deps.db, pnr, asker);
    const trip = await this.view(this.deps.db, reservation, this.deps.clock.now());
    const legs = calendarLegs(trip, (iata) => this.airlineName(iata));
    return { pnr: trip.pnr, ics: bookingCalendar({ pnr: trip.pnr, legs, language: reservation.language }) };
  }

  /**
   * The booking `pnr` if `asker` may manage it: the member it belongs to, or anyone naming one
   * of its passengers' last names. Anything else is NotFound, worded as for an unknown reference,
   * and counted as a wrong guess; past its limits a guess is refused before it is checked.
   */
  async access(db: Db, pnr: string, asker: Asker): Promise<ReservationRow> {
    const reservation = await bookedByPnr(db, pnr);
    if (reservation && asker.userId && reservation.userId === asker.userId) return reservation;
    await this.deps.lookups?.check(asker.client, pnr);
    const lastName = asker.lastName ?? '';
    if (reservation && lastName && (await passengersOf(db, reservation.uuid)).some((p) => sameName(p.lastName, lastName))) {
      return reservation;
    }
    return this.wrongGuess(asker, pnr);
  }

  /**
   * The uuid of the reservation `pnr` that is not booked yet, for its holder: who names its cart,
   * the key the hold call gave only to them (decision 233). Anything else as `access` answers it.
   */
  async holdAccess(db: Db, pnr: string, asker: Asker): Promise<string> {
    await this.deps.lookups?.check(asker.client, pnr);
    const uuid = asker.cartId && isUuid(asker.cartId) ? await unbookedByPnrAndCart(db, pnr, asker.cartId) : undefined;
    return uuid ?? this.wrongGuess(asker, pnr);
  }

  /** Counts a guess that opened nothing and answers as for an unknown reference. */
  async wrongGuess(asker: Asker, pnr: string): Promise<never> {
    await this.deps.lookups?.failed(asker.client, pnr);
    throw new NotFoundError(T.notFound);
  }

  /** The lead passenger with their contact details (staff only: a reference never shows them). */
  async leadContact(db: Db, uuid: string) {
    const [lead] = await passengersOf(db, uuid);
    return lead;
  }

  /** The e-mail address of the booking's member, if a member booked it (staff only). */
  memberEmail(db: Db, reservation: ReservationRow): Promise<string | null> {
    return reservation.userId ? memberEmailOf(db, reservation.userId) : Promise.resolve(null);
  }

  /** The trip as shown at `at`, read in `db` (a transaction's, when a change was just made). */
  async view(db: Db, reservation: ReservationRow, at: Date): Promise<Trip> {
    const rows: TripRows = {
      reservation,
      passengers: await passengersOf(db, reservation.uuid),
      tickets: await ticketsOf(db, reservation.uuid),
      ground: await groundTripsOf(db, reservation.uuid),
      seats: await seatsOf(db, reservation.uuid),
      payment: await paymentOf(db, reservation.uuid),
      replacements: await replacementsOf(db, reservation.uuid),
      guaranteeNotices: (await this.deps.guaranteeNotices?.(db, reservation.uuid)) ?? [],
    };
    return tripView(rows, { network: await this.deps.network.get(), flights: this.deps.flights }, at);
  }
}
