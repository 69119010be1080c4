// The connection guarantee that watches the flight (decisions 286, 287). A sweep asks the
// flight-status provider about every guaranteed flight whose coach leaves within the next day
// (each flight at most every ASK_EVERY_MS; the last answer is kept), then, for a ride FROM the
// airport, moves the party to the first later coach it can still catch (no charge, seats
// together, wheelchair positions kept) or opens a claim when none has room or the flight is
// cancelled; for a ride TO the airport, opens a claim when the coach's predicted arrival leaves
// less than the check-in time. Each move and claim is one transaction with its mail and audit
// row, and unique in the database, so a second sweep or a second instance never repeats one.

import { addDays } from '@landline/shared/dates';
import { GUARANTEE_MESSAGES as G } from '@landline/shared/messages';
import type { ClaimSettle, GuaranteeClaim, GuaranteeNotice } from '@landline/shared/schemas';
import { recordAudit } from '../audit/log.js';
import { refuseWhilePaying } from '../charges/under-way.js';
import type { Clock } from '../clock/clock.js';
import { addCredit } from '../credits/service.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import type { FlightNetwork } from '../flights/network.js';
import { bestArrival, bestDeparture, flightName, type FlightStatus } from '../flight-status/provider.js';
import type { FlightStatusAsker } from '../flight-status/service.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import { enqueueMail } from '../mail/service.js';
import type { NetworkStore } from '../network/load.js';
import { moveRideTogether, nextDeparture } from '../rebooking/move.js';
import { leadsOf, referencesOf, rideOf } from '../reservations/reads.js';
import { lockReservation, reservationByUuid, type ReservationRow } from '../reservations/store.js';
import { decodeBookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import type { TripService } from '../trips/service.js';
import type { ArrivalPredictor } from './arrival.js';
import { claimMail, movedMail, type ClaimKind } from './mail.js';
import {
  claimList,
  claimsOf,
  guaranteesBetween,
  insertClaim,
  insertMove,
  lockClaim,
  movesOf,
  settleClaim,
  tripTiming,
  type ClaimRow,
  type GuaranteeItem,
} from './queries.js';
import { checkInDeadlineMs, flightOf, guardedRide, minConnectionMs, MOVE_DAYS, WATCH_AFTER_MS, WATCH_AHEAD_MS, type Way } from './rules.js';

export const SYSTEM_ACTOR = 'system:guarantee';
const CLAIMS_LISTED = 200;

export interface GuaranteeDeps {
  db: Db;
  clock: Clock;
  network: NetworkStore;
  trips: TripService;
  /** The flight-status provider behind its answer cache. */
  flightStatus: FlightStatusAsker;
  arrivals: ArrivalPredictor;
  /** The airports' countries (domestic or international check-in). */
  flights: FlightNetwork;
}

/** What one check did: a ride moved, a claim opened, or nothing. */
export type CheckOutcome = 'moved' | 'claimed' | 'none';

const iso = (ms: number | Date) => new Date(ms).toISOString();

export class GuaranteeService {
  constructor(private readonly deps: GuaranteeDeps) {}

  /** One round of the sweep: every guaranteed flight whose coach leaves within the next day. How many moves and claims. */
  async sweep(): Promise<number> {
    const today = iso(this.deps.clock.now()).slice(0, 10);
    let done = 0;
    for (const item of await guaranteesBetween(this.deps.db, addDays(today, -2), addDays(today, 2))) {
      if ((await this.check(item)) !== 'none') done++;
    }
    return done;
  }

  /** The guarantees of one flight checked now (the sandbox was told it changed). How many moves and claims. */
  async checkFlight(carrier: string, number: string, date: string): Promise<number> {
    let done = 0;
    for (const item of await guaranteesBetween(this.deps.db, date, date)) {
      const flight = flightOf(item.data.airline, item.data.flight_number);
      if (flight.carrier !== carrier || flight.number !== number) continue;
      if ((await this.check(item)) !== 'none') done++;
    }
    return done;
  }

  /** One booking's guarantee: the ride its flight guards, the flight's status, and what follows. */
  async check(item: GuaranteeItem): Promise<CheckOutcome> {
    const { db, clock } = this.deps;
    const at = clock.now();
    const reservation = await reservationByUuid(db, item.reservationUuid);
    if (!reservation || reservation.state !== 'confirmed') return 'none';
    const view = await this.deps.trips.view(db, reservation, at);
    const directions = [view.departure, ...(view.return ? [view.return] : [])].filter((d) => d.state !== 2);
    const guarded = guardedRide(directions, item.data);
    if (!guarded) return 'none';
    const leaves = Date.parse(guarded.segment.departs_at);
    if (leaves > at.getTime() + WATCH_AHEAD_MS || leaves < at.getTime() - WATCH_AFTER_MS) return 'none';
    const { carrier, number } = flightOf(item.data.airline, item.data.flight_number);
    const status = await this.deps.flightStatus.ask(carrier, number, item.data.departure_date);
    if (!status) return 'none';
    const tripId = guarded.segment.trip_id!;
    const base = { reservation, direction: guarded.direction, way: guarded.way, tripId, status, at };
    if (status.state === 'cancelled' || status.state === 'diverted') return this.claim({ ...base, kind: 'flight_cancelled' });
    if (guarded.way === 'from_airport') {
      const lands = bestArrival(status);
      if (lands === null) return 'none';
      const ready = lands + minConnectionMs(guarded.segment.depart.iata);
      if (ready <= leaves) return 'none';
      const after = guarded.segments[guarded.index + 1];
      const notAfter = after ? Date.parse(after.departs_at) : Infinity;
      return this.move({ ...base, ready, notAfter });
    }
    const departs = bestDeparture(status);
    const reaches = await this.deps.arrivals.predictedArrival(tripId, guarded.segment.arrive.iata);
    if (departs === null || reaches === null) return 'none';
    const airports = this.deps.flights.airports;
    const closes = departs - checkInDeadlineMs(airports.get(item.data.origin)?.country, airports.get(item.data.destination)?.country);
    if (reaches.getTime() <= closes) return 'none';
    return this.claim({ ...base, kind: 'late_to_airport', reachesAt: reaches.getTime(), checkInClosesAt: closes });
  }

  /**
   * Moves the ride off `tripId` to the first coach leaving at or after `ready`, under the booking's
   * lock, with the move's unique row first: a second run finds the row (or the ride gone) and does
   * nothing. No coach with room: a claim instead.
   */
  private async move(ask: MoveAsk): Promise<CheckOutcome> {
    const { db } = this.deps;
    const network = await this.deps.network.get();
    const outcome = await inTransaction(db, async (tx): Promise<CheckOutcome | 'no_room'> => {
      const reservation = await lockReservation(tx, ask.reservation.uuid);
      if (!reservation || reservation.state !== 'confirmed') return 'none';
      const ride = await rideOf(tx, reservation.uuid, ask.tripId, ask.direction);
      if (!ride || ride.seats === 0) return 'none';
      await refuseWhilePaying(tx, reservation.uuid);
      const leg = await this.legOn(tx, reservation, ask.direction, ask.tripId);
      if (!leg) return 'none';
      const next = await nextDeparture(tx, network, {
        leg,
        seats: ride.seats,
        wheelchairs: ride.wheelchairs,
        notBefore: ask.ready,
        notAfter: ask.notAfter,
        days: MOVE_DAYS,
      });
      if (!next) return 'no_room';
      const flight = flightName(ask.status.carrier, ask.status.number);
      const recorded = await insertMove(tx, {
        reservationUuid: reservation.uuid,
        direction: ask.direction,
        way: ask.way,
        flight,
        fromTripId: ask.tripId,
        toTripId: next.trip.id,
        departsAt: new Date(next.departsAt),
        timeZone: next.timeZone,
        flightAnswer: ask.status as unknown as Record<string, unknown>,
        createdAt: ask.at,
      });
      if (!recorded) return 'none';
      const moved = await moveRideTogether(tx, {
        reservation,
        direction: ask.direction,
        fromTripId: ask.tripId,
        leg,
        to: next.trip,
        seats: ride.seats,
        wheelchairs: ride.wheelchairs,
      });
      // Room taken meanwhile: the row goes with the transaction, and the next round looks again.
      if (!moved) throw new NoRoomAfterAll();
      const lead = (await leadsOf(tx, [reservation.uuid])).get(reservation.uuid);
      if (lead?.email) {
        await enqueueMail(
          tx,
          movedMail({
            to: lead.email,
            firstName: lead.firstName,
            pnr: reservation.pnr,
            language: reservation.language,
            flight,
            ride: { from: next.from, to: next.to },
            departsAt: iso(next.departsAt),
            timeZone: next.timeZone,
          }),
        );
      }
      await recordAudit(tx, ask.at, {
        actor: SYSTEM_ACTOR,
        action: 'guarantee.move',
        target: `booking:${reservation.pnr}`,
        before: { trip_id: ask.tripId, direction: ask.direction },
        after: { trip_id: next.trip.id, departs_at: iso(next.departsAt), move_id: recorded.id },
        reason: `${flight} ${ask.status.state}, arriving ${ask.status.arrival.estimated ?? ask.status.arrival.scheduled}`,
      });
      return 'moved';
    }).catch((error: unknown) => {
      if (error instanceof NoRoomAfterAll) return 'none' as const;
      throw error;
    });
    if (outcome === 'no_room') return this.claim({ ...ask, kind: 'no_room' });
    return outcome;
  }

  /** Opens a claim (once per ride, departure and kind), mails the traveller, audits it. */
  private async claim(ask: ClaimAsk): Promise<CheckOutcome> {
    const { db } = this.deps;
    const network = await this.deps.network.get();
    return inTransaction(db, async (tx) => {
      const reservation = await lockReservation(tx, ask.reservation.uuid);
      if (!reservation || reservation.state !== 'confirmed') return 'none';
      const flight = flightName(ask.status.carrier, ask.status.number);
      const timing = await tripTiming(tx, ask.tripId);
      const claim = await insertClaim(tx, {
        reservationUuid: reservation.uuid,
        direction: ask.direction,
        way: ask.way,
        kind: ask.kind,
        flight,
        tripId: ask.tripId,
        details: {
          flight: ask.status,
          coach_departs_at: timing ? iso(timing.departsAt) : null,
          ...(ask.ready !== undefined ? { ready_at: iso(ask.ready) } : {}),
          ...(ask.reachesAt !== undefined
            ? { coach_reaches_airport_at: iso(ask.reachesAt), check_in_closes_at: iso(ask.checkInClosesAt!) }
            : {}),
        },
        createdAt: ask.at,
      });
      if (!claim) return 'none';
      const leg = await this.legOn(tx, reservation, ask.direction, ask.tripId);
      const found = leg ? network.runs.get(leg.run) : undefined;
      const stop = (i: number | undefined) => (found && i !== undefined ? network.stops.get(found.service.stops[i]?.code) : undefined);
      const from = stop(leg?.board);
      const to = stop(leg?.alight);
      const lead = (await leadsOf(tx, [reservation.uuid])).get(reservation.uuid);
      if (lead?.email && from && to && timing) {
        await enqueueMail(
          tx,
          claimMail({
            to: lead.email,
            firstName: lead.firstName,
            pnr: reservation.pnr,
            language: reservation.language,
            flight,
            kind: ask.kind,
            ride: { from: from.name, to: to.name, departsAt: iso(timing.departsAt), timeZone: from.timeZone },
            reachesAt: ask.reachesAt !== undefined ? iso(ask.reachesAt) : undefined,
            checkInClosesAt: ask.checkInClosesAt !== undefined ? iso(ask.checkInClosesAt) : undefined,
          }),
        );
      }
      await recordAudit(tx, ask.at, {
        actor: SYSTEM_ACTOR,
        action: 'guarantee.claim',
        target: `booking:${reservation.pnr}`,
        after: { claim_id: claim.id, kind: ask.kind, trip_id: ask.tripId, direction: ask.direction },
        reason: `${flight} ${ask.status.state}`,
      });
      return 'claimed';
    });
  }

  /** The ground leg of a direction's booking token that rides `tripId`. */
  private async legOn(tx: Db, reservation: ReservationRow, direction: number, tripId: number): Promise<TokenGroundLeg | undefined> {
    const timing = await tripTiming(tx, tripId);
    const way = direction === 1 ? reservation.departure : reservation.return;
    const legs = decodeBookingToken(way?.bookingToken)?.legs ?? [];
    return legs.find((l): l is TokenGroundLeg => l.kind === 'ground' && l.run === timing?.run && l.date === timing?.date);
  }

  // ---- My Trips -----------------------------------------------------------------------------

  /** The trip page's notices: rides moved for a late flight, claims opened (decision 287). */
  async notices(db: Db, reservationUuid: string): Promise<GuaranteeNotice[]> {
    const moves = await movesOf(db, reservationUuid);
    const claims = await claimsOf(db, reservationUuid);
    return [
      ...moves.map((m) => ({
        kind: 'moved' as const,
        direction: m.direction,
        flight: m.flight,
        departs_at: iso(m.departsAt),
        time_zone: m.timeZone,
        claim_kind: null,
        at: iso(m.createdAt),
      })),
      ...claims.map((c) => ({
        kind: 'claim' as const,
        direction: c.direction,
        flight: c.flight,
        departs_at: null,
        time_zone: null,
        claim_kind: c.kind,
        at: iso(c.createdAt),
      })),
    ].sort((a, b) => a.at.localeCompare(b.at));
  }

  // ---- The console --------------------------------------------------------------------------

  /** GET ops/guarantee-claims/. */
  async claims(): Promise<{ results: GuaranteeClaim[] }> {
    const rows = await claimList(this.deps.db, CLAIMS_LISTED);
    return { results: await this.claimViews(this.deps.db, rows) };
  }

  /**
   * POST ops/guarantee-claims/{id}/settle/: the agent's decision, with the reason, audited. A
   * goodwill credit is store credit to the booking's member (a guest booking has no wallet: the
   * agent refunds through the booking's cancellation instead); money back through the card is the
   * cancellation's path, not this one (decision 287).
   */
  async settle(staffId: string, idParam: string, body: ClaimSettle): Promise<GuaranteeClaim> {
    const id = /^[1-9][0-9]{0,15}$/.test(idParam) ? Number(idParam) : NaN;
    if (!Number.isSafeInteger(id)) throw new NotFoundError(G.claimNotFound);
    const at = this.deps.clock.now();
    return inTransaction(this.deps.db, async (tx) => {
      const claim = await lockClaim(tx, id);
      if (!claim) throw new NotFoundError(G.claimNotFound);
      if (claim.state !== 'open') throw new ConflictError(G.claimSettled, 'claim_settled');
      const reservation = await reservationByUuid(tx, claim.reservationUuid);
      if (body.settlement === 'goodwill_credit') {
        if (!reservation?.userId) throw new ConflictError(G.guestNoCredit, 'guest_booking');
        await addCredit(tx, reservation.userId, body.amount!, 'goodwill', { reservationUuid: reservation.uuid, paymentId: null, at });
      }
      const settled = await settleClaim(tx, id, {
        settlement: body.settlement,
        amount: body.amount ?? null,
        settledBy: `staff:${staffId}`,
        note: body.reason,
        settledAt: at,
      });
      await recordAudit(tx, at, {
        actor: `staff:${staffId}`,
        action: 'guarantee.settle',
        target: `booking:${reservation?.pnr ?? claim.reservationUuid}`,
        before: { claim_id: id, state: 'open' },
        after: { claim_id: id, state: 'settled', settlement: body.settlement, amount: body.amount ?? null },
        reason: body.reason,
      });
      return (await this.claimViews(tx, [settled]))[0];
    });
  }

  private async claimViews(db: Db, rows: ClaimRow[]): Promise<GuaranteeClaim[]> {
    const uuids = [...new Set(rows.map((r) => r.reservationUuid))];
    const pnrs = await referencesOf(db, uuids);
    const leads = await leadsOf(db, uuids);
    const currencies = new Map<string, string>();
    for (const uuid of uuids) currencies.set(uuid, (await reservationByUuid(db, uuid))?.departure.currency ?? 'USD');
    return rows.map((r) => {
      const lead = leads.get(r.reservationUuid);
      return {
        id: r.id,
        reference: pnrs.get(r.reservationUuid) ?? '',
        lead_name: lead ? `${lead.firstName} ${lead.lastName}` : '',
        direction: r.direction,
        way: r.way,
        kind: r.kind,
        flight: r.flight,
        trip_id: r.tripId,
        details: r.details,
        state: r.state,
        settlement: r.settlement,
        amount: r.amount,
        currency: currencies.get(r.reservationUuid) ?? 'USD',
        note: r.note,
        created_at: iso(r.createdAt),
        settled_at: r.settledAt ? iso(r.settledAt) : null,
      };
    });
  }
}

interface MoveAsk {
  reservation: ReservationRow;
  direction: number;
  way: Way;
  tripId: number;
  status: FlightStatus;
  at: Date;
  /** The traveller is at the coach stop from this instant (landing + the minimum connection time). */
  ready: number;
  /** The ride must reach its last stop by this instant (the direction's next leg). */
  notAfter: number;
}

interface ClaimAsk {
  reservation: ReservationRow;
  direction: number;
  way: Way;
  tripId: number;
  status: FlightStatus;
  at: Date;
  kind: ClaimKind;
  ready?: number;
  reachesAt?: number;
  checkInClosesAt?: number;
}

/** Room taken between finding the coach and moving to it: the move's row goes with the transaction. */
class NoRoomAfterAll extends Error {}
