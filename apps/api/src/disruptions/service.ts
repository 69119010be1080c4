// Disrupted departures (issue 31, decision 279). A dispatcher moves a departure, puts it on
// another vehicle or cancels it, each in one audited transaction; a move or a cancellation writes
// one outcome row per booking riding it. The fan-out then mails each row once, each in its own
// transaction with the mail (the outbox) and the row marked mailed, so a crash between two rows
// neither skips nor repeats one. Each traveller's link chooses the next departure (rebooked
// without charge, seats together) or the full refund (through the cancellation's money path);
// staff may choose for them; a reminder goes 24 hours before; the choice closes and the settling
// sweep refunds (cancelled) or keeps (moved) whoever did not choose, again row by row.

import { createHash, createHmac } from 'node:crypto';
import { DISRUPTION_MESSAGES as D } from '@landline/shared/messages';
import type { DepartureChange, DepartureState, DisruptionOffer, DisruptionView, VehicleList } from '@landline/shared/schemas';
import { recordAudit } from '../audit/log.js';
import type { CancellationService } from '../cancellation/service.js';
import { refuseWhilePaying } from '../charges/under-way.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import { enqueueMail } from '../mail/service.js';
import type { NetworkStore } from '../network/load.js';
import { moveRideTogether, nextDeparture, placeRide } from '../rebooking/move.js';
import { leadsOf, referencesOf, rideOf, ridesOnTrip } from '../reservations/reads.js';
import {
  cancelTrip,
  changeVehicle,
  lockReservation,
  lockTrip,
  reservationByUuid,
  retimeTrip,
  type ReservationRow,
} from '../reservations/store.js';
import { decodeBookingToken, type TokenGroundLeg } from '../search/booking-token.js';
import type { TripService } from '../trips/service.js';
import { disruptionMail, disruptionReminderMail, rebookedMail, type DisruptionMailInput } from './mail.js';
import {
  allVehicles,
  claimUnmailed,
  departTimes,
  departureById,
  disruptionById,
  disruptionsToMail,
  insertDisruption,
  insertOutcomes,
  latestDisruptionOf,
  lockOutcome,
  markMailed,
  markReminded,
  outcomeByToken,
  outcomesClosed,
  outcomesOf,
  outcomesToRemind,
  recordChoice,
  vehicleById,
  type DisruptionRow,
  type OutcomeKey,
  type OutcomeRow,
} from './queries.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A cancelled departure's choice stays open this long after it was to leave; then the refund. */
export const CHOICE_OPEN_AFTER_MS = 24 * HOUR;
/** The reminder goes this long before the departure, to those who have not chosen... */
export const REMIND_BEFORE_MS = 24 * HOUR;
/** ...and whose first mail is at least this old (a late cancellation is not mailed twice in a row). */
export const REMIND_GAP_MS = 2 * HOUR;
/** A rebooking leaves at least this long after the choice. */
const REBOOK_LEAD_MS = 30 * MINUTE;
/** How many days after the booked one the next departure is looked for. */
const REBOOK_DAYS = 3;
/** Rows a sweep round takes. */
const ROUND = 100;

export type Choice = 'rebook' | 'refund' | 'keep';
type Chooser = { traveller: true } | { system: true } | { staff: string; reason: string };

export interface DisruptionDeps {
  db: Db;
  network: NetworkStore;
  trips: TripService;
  cancellations: CancellationService;
  clock: Clock;
  publicUrl: string;
  /** Signs the links (HMAC): the same link is rebuilt for the reminder, and only its hash is stored. */
  secret: string;
  /**
   * Called after each row a fan-out or a settling round finished (committed): tests make it throw
   * to stop a round half-way, as a crash would.
   */
  afterRow?: (what: 'mailed' | 'settled', done: number) => void;
}

const iso = (ms: number | Date) => new Date(ms).toISOString();
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export class DisruptionService {
  constructor(private readonly deps: DisruptionDeps) {}

  /** The same service whose rounds call `afterRow` after each row (tests stop a round half-way with it, as a crash would). */
  withAfterRow(afterRow: DisruptionDeps['afterRow']): DisruptionService {
    return new DisruptionService({ ...this.deps, afterRow });
  }

  // ---- The dispatcher's changes -------------------------------------------------------------

  /** PATCH ops/departures/{trip}/: a new time and/or a new vehicle, audited; a new time is a disruption mailed to every booking. */
  async change(staffId: string, tripParam: string, change: DepartureChange): Promise<DepartureState> {
    const tripId = tripIdOf(tripParam);
    const at = this.deps.clock.now();
    return inTransaction(this.deps.db, async (tx) => {
      const trip = await this.lockOpen(tx, tripId, at);
      const actor = `staff:${staffId}`;
      let disruption: DisruptionRow | null = null;
      let bookings = 0;
      if (change.departs_at !== undefined) {
        const departsAt = new Date(change.departs_at);
        if (departsAt.getTime() <= at.getTime()) throw new ValidationError({ departs_at: ['Give a time still to come.'] });
        if (departsAt.getTime() !== trip.departsAt.getTime()) {
          await retimeTrip(tx, tripId, departsAt);
          disruption = await insertDisruption(tx, {
            tripId,
            kind: 'retimed',
            reason: change.reason,
            departsAtBefore: trip.departsAt,
            departsAtAfter: departsAt,
            createdBy: actor,
            createdAt: at,
          });
          bookings = await this.addOutcomes(tx, disruption, at);
          await recordAudit(tx, at, {
            actor,
            action: 'departure.retime',
            target: `trip:${tripId}`,
            before: { departs_at: iso(trip.departsAt) },
            after: { departs_at: iso(departsAt), disruption_id: disruption.id, bookings },
            reason: change.reason,
          });
        }
      }
      if (change.vehicle_id !== undefined && change.vehicle_id !== trip.vehicleId) {
        const vehicle = await vehicleById(tx, change.vehicle_id);
        if (!vehicle) throw new ValidationError({ vehicle_id: [D.vehicleNotFound] });
        const seatCodes = vehicle.seatMap.flat().filter((code) => code !== '');
        const moved = await changeVehicle(tx, tripId, {
          id: vehicle.id,
          capacity: vehicle.capacity,
          wheelchairSpaces: vehicle.wheelchairSpaces,
          seatCodes,
        });
        if (!moved) throw await this.tooSmall(tx, trip, vehicle);
        await recordAudit(tx, at, {
          actor,
          action: 'departure.vehicle',
          target: `trip:${tripId}`,
          before: { vehicle_id: trip.vehicleId, capacity: trip.capacity, wheelchair_capacity: trip.wheelchairCapacity },
          after: { vehicle_id: vehicle.id, capacity: vehicle.capacity, wheelchair_capacity: vehicle.wheelchairSpaces },
          reason: change.reason,
        });
      }
      return this.stateOf(tx, tripId, disruption, bookings);
    });
  }

  /** GET ops/vehicles/: the vehicles a departure may be put on, smallest first. */
  async vehicles(): Promise<VehicleList> {
    const rows = await allVehicles(this.deps.db);
    return rows.map((v) => ({ id: v.id, name: v.name, capacity: v.capacity, wheelchair_spaces: v.wheelchairSpaces }));
  }

  /** POST ops/departures/{trip}/cancel/: the departure cancelled with its reason, one outcome row per booking on it, audited. */
  async cancel(staffId: string, tripParam: string, reason: string): Promise<DepartureState> {
    const tripId = tripIdOf(tripParam);
    const at = this.deps.clock.now();
    return inTransaction(this.deps.db, async (tx) => {
      const trip = await this.lockOpen(tx, tripId, at);
      await cancelTrip(tx, tripId, at);
      const actor = `staff:${staffId}`;
      const disruption = await insertDisruption(tx, {
        tripId,
        kind: 'canceled',
        reason,
        departsAtBefore: trip.departsAt,
        departsAtAfter: null,
        createdBy: actor,
        createdAt: at,
      });
      const bookings = await this.addOutcomes(tx, disruption, at);
      await recordAudit(tx, at, {
        actor,
        action: 'departure.cancel',
        target: `trip:${tripId}`,
        before: { canceled_at: null },
        after: { canceled_at: iso(at), disruption_id: disruption.id, bookings },
        reason,
      });
      return this.stateOf(tx, tripId, disruption, bookings);
    });
  }

  /** The departure, locked, while it can still change: not cancelled, not left. */
  private async lockOpen(tx: Db, tripId: number, at: Date) {
    const trip = await lockTrip(tx, tripId);
    if (!trip) throw new NotFoundError(D.departureNotFound);
    if (trip.canceledAt) throw new ConflictError(D.alreadyCanceled, 'departure_canceled');
    if (trip.departsAt.getTime() <= at.getTime()) throw new ConflictError(D.departed, 'departure_left');
    return trip;
  }

  /** An outcome row per booking riding the departure (those that have one keep it); how many are on it. */
  private async addOutcomes(tx: Db, disruption: DisruptionRow, at: Date): Promise<number> {
    const rides = await ridesOnTrip(tx, disruption.tripId);
    await insertOutcomes(
      tx,
      rides.map((r) => ({
        disruptionId: disruption.id,
        reservationUuid: r.reservationUuid,
        direction: r.direction,
        seats: r.seats,
        wheelchairs: r.wheelchairs,
        createdAt: at,
      })),
    );
    return rides.length;
  }

  /** The refusal of a vehicle too small: the bookings that would not fit, the latest booked first to go. */
  private async tooSmall(
    tx: Db,
    trip: NonNullable<Awaited<ReturnType<typeof lockTrip>>>,
    vehicle: { name: string; capacity: number; wheelchairSpaces: number },
  ) {
    const rides = await ridesOnTrip(tx, trip.id);
    let seats = trip.held;
    let wheelchairs = trip.wheelchairHeld;
    const left: string[] = [];
    for (const ride of rides) {
      seats += ride.seats;
      wheelchairs += ride.wheelchairs;
      if (seats > vehicle.capacity || wheelchairs > vehicle.wheelchairSpaces) left.push(ride.pnr);
    }
    const detail = left.length
      ? D.vehicleTooSmall
          .replace('{vehicle}', vehicle.name)
          .replace('{capacity}', String(vehicle.capacity))
          .replace('{wheelchairs}', String(vehicle.wheelchairSpaces))
      : D.heldSeatsTooMany;
    return new ConflictError(detail, 'vehicle_too_small', { bookings: [...new Set(left)] });
  }

  private async stateOf(tx: Db, tripId: number, disruption: DisruptionRow | null, bookings: number): Promise<DepartureState> {
    const { trip, vehicle } = (await departureById(tx, tripId))!;
    return {
      trip_id: trip.id,
      departs_at: iso(trip.departsAt),
      canceled_at: trip.canceledAt ? iso(trip.canceledAt) : null,
      vehicle: { id: vehicle.id, name: vehicle.name, capacity: trip.capacity, wheelchair_spaces: trip.wheelchairCapacity },
      sold: trip.sold,
      held: trip.held,
      disruption_id: disruption?.id ?? null,
      bookings,
    };
  }

  // ---- The fan-out ---------------------------------------------------------------------------

  /**
   * Mails every outcome of a disruption not mailed yet, one row per transaction: the link's hash
   * and `mailed_at` are written with the mail in the outbox, so a row is mailed once whoever runs
   * it and however often (rows another worker holds are skipped). A cancelled departure's
   * bookings confirmed since (a hold paid after the cancellation) get their row first. How many it mailed.
   */
  async fanOut(disruptionId: number): Promise<number> {
    const { db } = this.deps;
    const disruption = await disruptionById(db, disruptionId);
    if (!disruption) return 0;
    if (disruption.kind === 'canceled') await this.addOutcomes(db, disruption, this.deps.clock.now());
    let mailed = 0;
    for (;;) {
      const sent = await inTransaction(db, async (tx) => {
        const row = await claimUnmailed(tx, disruptionId);
        if (!row) return false;
        const at = this.deps.clock.now();
        const token = this.tokenOf(row);
        const mail = await this.mailInput(tx, row, disruption, token, at);
        if (mail) await enqueueMail(tx, disruptionMail(mail));
        await markMailed(tx, row, hashOf(token), at);
        return true;
      });
      if (!sent) return mailed;
      mailed++;
      this.deps.afterRow?.('mailed', mailed);
    }
  }

  /** Disruptions with rows still to mail: the catch-up sweep's, after a crash or a lost job. */
  async unmailed(): Promise<number[]> {
    return disruptionsToMail(this.deps.db, ROUND);
  }

  /** The reminder, once, to those who have not chosen, REMIND_BEFORE_MS before a cancelled departure. How many. */
  async remind(): Promise<number> {
    const { db } = this.deps;
    const at = this.deps.clock.now();
    let reminded = 0;
    for (const { outcome, disruption } of await outcomesToRemind(db, at, REMIND_BEFORE_MS, REMIND_GAP_MS, ROUND)) {
      const done = await inTransaction(db, async (tx) => {
        if (!(await markReminded(tx, outcome, at))) return false;
        const mail = await this.mailInput(tx, outcome, disruption, this.tokenOf(outcome), at);
        if (mail) await enqueueMail(tx, disruptionReminderMail(mail));
        return true;
      });
      if (done) reminded++;
    }
    return reminded;
  }

  /**
   * Settles the rows whose choice closed: a cancelled departure's are refunded in full, a moved
   * one's keep the new time. Row by row, each its own transaction that moves the row from
   * 'pending' once (a crash between two rows leaves the rest for the next round). How many.
   */
  async settle(): Promise<number> {
    const at = this.deps.clock.now();
    let settled = 0;
    for (const { outcome, disruption } of await outcomesClosed(this.deps.db, at, CHOICE_OPEN_AFTER_MS, ROUND)) {
      try {
        await this.act(outcome, disruption.kind === 'canceled' ? 'refund' : 'keep', { system: true });
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        // A payment of the booking under way: the next round.
        if ((error.body as { code?: string }).code !== 'nothing_left') continue;
        // Nothing left on the departure (the traveller cancelled meanwhile): closed as it is.
        await recordChoice(this.deps.db, outcome, {
          state: 'kept',
          chosenBy: 'system',
          chosenAt: at,
          reason: null,
          rebookedTripId: null,
          refundId: null,
        });
      }
      settled++;
      this.deps.afterRow?.('settled', settled);
    }
    return settled;
  }

  /** The link's token: an HMAC of the row's key, so the reminder carries the same link; only its hash is kept. */
  private tokenOf(row: OutcomeKey): string {
    return createHmac('sha256', this.deps.secret)
      .update(`disruption:${row.disruptionId}:${row.reservationUuid}:${row.direction}`)
      .digest('base64url');
  }

  private async mailInput(
    db: Db,
    row: OutcomeRow,
    disruption: DisruptionRow,
    token: string,
    at: Date,
  ): Promise<DisruptionMailInput | null> {
    const seen = await this.situation(db, row, disruption, at);
    if (!seen) return null;
    return {
      to: seen.email,
      firstName: seen.firstName,
      pnr: seen.reservation.pnr,
      language: seen.reservation.language,
      kind: disruption.kind,
      reason: disruption.reason,
      ride: { from: seen.booked.from, to: seen.booked.to, departsAt: iso(seen.booked.departsAt), timeZone: seen.booked.timeZone },
      departsAtNow: seen.departsAtNow ? iso(seen.departsAtNow) : null,
      link: `${this.deps.publicUrl}/trips/disruption/${token}`,
      closesAt: iso(closesAt(disruption)),
      refund: seen.refund,
      next: seen.next ? { departsAt: iso(seen.next.departsAt) } : null,
    };
  }

  // ---- What a booking may choose --------------------------------------------------------------

  /**
   * Everything a choice shows or needs, read in `db` at `at`: the booking, its ride as booked
   * (and its new time), where its mail goes, the refund it would get, and the next departure with
   * its seats (while still to choose). Null when the booking or its ride cannot be placed.
   */
  private async situation(db: Db, row: OutcomeRow, disruption: DisruptionRow, at: Date) {
    const reservation = await reservationByUuid(db, row.reservationUuid);
    if (!reservation) return null;
    const network = await this.deps.network.get();
    const trip = (await departureById(db, disruption.tripId))?.trip;
    if (!trip) return null;
    const token = wayOf(reservation, row.direction)?.bookingToken;
    const legs = decodeBookingToken(token)?.legs ?? [];
    // The leg on the disrupted departure, or (once rebooked) the same stops on the new one.
    const rebookedTrip = row.rebookedTripId;
    const onNow = rebookedTrip ? await this.tripRunDate(db, rebookedTrip) : { run: trip.timetableId, date: trip.serviceDate };
    const leg = legs.find((l): l is TokenGroundLeg => l.kind === 'ground' && l.run === onNow?.run && l.date === onNow?.date);
    if (!leg) return null;
    const original = { ...leg, run: trip.timetableId, date: trip.serviceDate };
    const booked = placeRide(network, original, disruption.departsAtBefore);
    if (!booked) return null;
    const departsAtNow = disruption.departsAtAfter ? placeRide(network, original, disruption.departsAtAfter)!.departsAt : null;
    let refund = { card: 0, store_credits: 0, points: 0, currency: reservation.departure.currency };
    const lead = (await leadsOf(db, [reservation.uuid])).get(reservation.uuid);
    let email = lead?.email ?? '';
    let firstName = lead?.firstName ?? '';
    if (row.state === 'pending') {
      try {
        const quote = await this.deps.cancellations.quote(
          db,
          reservation,
          { segment: row.direction as 1 | 2 },
          at,
          reservation.language,
          true,
        );
        if (quote.can_cancel) refund = { ...quote.total, currency: quote.currency };
        email = quote.email || email;
        firstName = quote.firstName || firstName;
      } catch (error) {
        // A booking without a payment (the demo's past rides) has nothing to refund.
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    const next = row.state === 'pending' ? await this.nextDeparture(db, reservation, row, disruption, leg, booked.departsAt, at) : null;
    const rebooked =
      rebookedTrip && onNow ? placeRide(network, { ...leg, ...onNow }, (await departTimes(db, [rebookedTrip])).get(rebookedTrip)!) : null;
    return { reservation, leg, booked, departsAtNow, refund, email, firstName, next, rebooked };
  }

  private async tripRunDate(db: Db, tripId: number) {
    const found = await departureById(db, tripId);
    return found ? { run: found.trip.timetableId, date: found.trip.serviceDate } : undefined;
  }

  /**
   * The next departure of the same service between the same stops with room for the ride's
   * seats and wheelchair positions: after the booked time, at least REBOOK_LEAD_MS from now,
   * within REBOOK_DAYS, and still joining the direction's other legs (it leaves after the one
   * before arrives, and arrives before the one after leaves). Trips not made yet are made.
   */
  private async nextDeparture(
    db: Db,
    reservation: ReservationRow,
    row: OutcomeRow,
    disruption: DisruptionRow,
    leg: TokenGroundLeg,
    bookedAt: number,
    at: Date,
  ) {
    const network = await this.deps.network.get();
    const view = await this.deps.trips.view(db, reservation, at);
    const way = row.direction === 1 ? view.departure : view.return;
    const segments = way?.segments ?? [];
    const index = segments.findIndex((s) => s.trip_id === disruption.tripId);
    const notBefore = Math.max(bookedAt + 1, at.getTime() + REBOOK_LEAD_MS, index > 0 ? Date.parse(segments[index - 1].arrives_at) : 0);
    const notAfter = index >= 0 && index < segments.length - 1 ? Date.parse(segments[index + 1].departs_at) : Infinity;
    return nextDeparture(db, network, { leg, seats: row.seats, wheelchairs: row.wheelchairs, notBefore, notAfter, days: REBOOK_DAYS });
  }

  // ---- Choosing -----------------------------------------------------------------------------

  /** GET disruptions/{token}/: what the link's booking may choose, or what it chose. */
  async offer(token: string): Promise<DisruptionOffer> {
    const found = await this.byToken(token);
    return this.offerOf(found.outcome, found.disruption);
  }

  /** POST disruptions/{token}/: the traveller's choice; a link used again answers the choice made. */
  async choose(token: string, choice: Choice): Promise<DisruptionOffer> {
    const found = await this.byToken(token);
    if (found.outcome.state === 'pending') {
      if (closesAt(found.disruption).getTime() <= this.deps.clock.now().getTime()) {
        throw new ConflictError(
          D.choiceClosed.replace('{outcome}', found.disruption.kind === 'canceled' ? 'refunded' : 'kept'),
          'choice_closed',
        );
      }
      await this.act(found.outcome, choice, { traveller: true });
    }
    const after = await this.byToken(token);
    return this.offerOf(after.outcome, after.disruption);
  }

  private async byToken(token: string) {
    const found = token.length >= 20 && token.length <= 100 ? await outcomeByToken(this.deps.db, hashOf(token)) : undefined;
    if (!found) throw new NotFoundError(D.linkNotValid);
    return found;
  }

  private async offerOf(outcome: OutcomeRow, disruption: DisruptionRow): Promise<DisruptionOffer> {
    const seen = await this.situation(this.deps.db, outcome, disruption, this.deps.clock.now());
    if (!seen) throw new NotFoundError(D.linkNotValid);
    const ride = (r: { from: string; to: string; departsAt: number; arrivesAt: number; timeZone: string }) => ({
      from: r.from,
      to: r.to,
      departs_at: iso(r.departsAt),
      arrives_at: iso(r.arrivesAt),
      time_zone: r.timeZone,
    });
    return {
      reference: seen.reservation.pnr,
      first_name: seen.firstName,
      kind: disruption.kind,
      reason: disruption.reason,
      booked: ride(seen.booked),
      departs_at_now: seen.departsAtNow ? iso(seen.departsAtNow) : null,
      state: outcome.state,
      chosen_at: outcome.chosenAt ? iso(outcome.chosenAt) : null,
      choice_closes_at: iso(closesAt(disruption)),
      rebook: seen.next ? { ...ride(seen.next), seats: outcome.seats } : null,
      refund: seen.refund,
      rebooked: seen.rebooked ? ride(seen.rebooked) : null,
    };
  }

  /**
   * One choice for one row, in one transaction under the booking's lock then the row's: a row no
   * longer pending is left as it is (the choice already made stands). A refund's card part is
   * asked of the processor after the commit, with the refund row's key (the cancellation's sweep
   * retries it); staff choices are audited with their reason.
   */
  private async act(key: OutcomeKey, choice: Choice, by: Chooser): Promise<void> {
    const { db } = this.deps;
    const at = this.deps.clock.now();
    const refunded = await inTransaction(db, async (tx) => {
      const reservation = await lockReservation(tx, key.reservationUuid);
      const outcome = await lockOutcome(tx, key);
      if (!reservation || !outcome || outcome.state !== 'pending') return null;
      const disruption = (await disruptionById(tx, key.disruptionId))!;
      const chosenBy = 'staff' in by ? `staff:${by.staff}` : 'system' in by ? 'system' : 'traveller';
      const reason = 'staff' in by ? by.reason : null;
      const direction = key.direction as 1 | 2;
      let done: Awaited<ReturnType<CancellationService['refundDisruptedIn']>> = null;
      let rebookedTripId: number | null = null;
      if (choice === 'keep') {
        if (disruption.kind !== 'retimed') throw new ConflictError(D.keepOnlyWhenMoved, 'cannot_keep');
        await recordChoice(tx, key, { state: 'kept', chosenBy, chosenAt: at, reason, rebookedTripId: null, refundId: null });
      } else {
        await refuseWhilePaying(tx, key.reservationUuid);
        const ride = await rideOf(tx, key.reservationUuid, disruption.tripId, direction);
        if (!ride || ride.seats === 0) throw new ConflictError(D.nothingLeft, 'nothing_left');
        if (choice === 'refund') {
          done = await this.deps.cancellations.refundDisruptedIn(tx, reservation, direction, at);
          if (!done) throw new ConflictError(D.nothingLeft, 'nothing_left');
          await recordChoice(tx, key, {
            state: 'refunded',
            chosenBy,
            chosenAt: at,
            reason,
            rebookedTripId: null,
            refundId: done.refund.id,
          });
        } else {
          rebookedTripId = await this.rebook(tx, reservation, outcome, disruption, ride, at);
          await recordChoice(tx, key, { state: 'rebooked', chosenBy, chosenAt: at, reason, rebookedTripId, refundId: null });
        }
      }
      if ('staff' in by) {
        await recordAudit(tx, at, {
          actor: chosenBy,
          action: `disruption.${choice}`,
          target: `reservation:${key.reservationUuid}`,
          before: { state: 'pending', trip_id: disruption.tripId },
          after: {
            state: choice === 'rebook' ? 'rebooked' : choice === 'refund' ? 'refunded' : 'kept',
            trip_id: rebookedTripId ?? disruption.tripId,
            refund_id: done?.refund.id ?? null,
          },
          reason: by.reason,
        });
      }
      return done;
    });
    if (refunded) await this.deps.cancellations.afterRefund(refunded);
  }

  /** Moves the ride to the next departure (through reservations/), seats together, and mails the new time. The new trip's id. */
  private async rebook(
    tx: Db,
    reservation: ReservationRow,
    outcome: OutcomeRow,
    disruption: DisruptionRow,
    ride: { seats: number; wheelchairs: number },
    at: Date,
  ): Promise<number> {
    const seen = await this.situation(tx, outcome, disruption, at);
    const next = seen?.next;
    if (!seen || !next) throw new ConflictError(D.noLaterDeparture, 'no_later_departure');
    const moved = await moveRideTogether(tx, {
      reservation,
      direction: outcome.direction,
      fromTripId: disruption.tripId,
      leg: seen.leg,
      to: next.trip,
      seats: ride.seats,
      wheelchairs: ride.wheelchairs,
    });
    if (!moved) throw new ConflictError(D.noLaterDeparture, 'no_later_departure');
    if (seen.email) {
      await enqueueMail(
        tx,
        rebookedMail({
          to: seen.email,
          firstName: seen.firstName,
          pnr: reservation.pnr,
          language: reservation.language,
          ride: `${next.from} → ${next.to}`,
          departsAt: iso(next.departsAt),
          timeZone: next.timeZone,
        }),
      );
    }
    return next.trip.id;
  }

  // ---- Staff: who has chosen, and choosing for them -------------------------------------------

  /** GET ops/departures/{trip}/disruption/: the departure's latest disruption and every booking's outcome. */
  async view(tripParam: string): Promise<DisruptionView> {
    const { db } = this.deps;
    const tripId = tripIdOf(tripParam);
    const disruption = await latestDisruptionOf(db, tripId);
    if (!disruption) throw new NotFoundError(D.notDisrupted);
    const rows = await outcomesOf(db, disruption.id);
    const uuids = rows.map((r) => r.reservationUuid);
    const pnrs = await referencesOf(db, uuids);
    const leads = await leadsOf(db, uuids);
    const times = await departTimes(
      db,
      rows.flatMap((r) => (r.rebookedTripId ? [r.rebookedTripId] : [])),
    );
    const counts = { pending: 0, rebooked: 0, refunded: 0, kept: 0 };
    for (const r of rows) counts[r.state]++;
    return {
      trip_id: tripId,
      disruption_id: disruption.id,
      kind: disruption.kind,
      reason: disruption.reason,
      departs_at_before: iso(disruption.departsAtBefore),
      departs_at_after: disruption.departsAtAfter ? iso(disruption.departsAtAfter) : null,
      choice_closes_at: iso(closesAt(disruption)),
      counts,
      outcomes: rows.map((r) => {
        const lead = leads.get(r.reservationUuid);
        return {
          reference: pnrs.get(r.reservationUuid) ?? '',
          direction: r.direction,
          seats: r.seats,
          wheelchairs: r.wheelchairs,
          lead_name: lead ? `${lead.firstName} ${lead.lastName}` : '',
          state: r.state,
          chosen_by: r.chosenBy === null ? null : r.chosenBy.startsWith('staff:') ? 'staff' : r.chosenBy,
          chosen_at: r.chosenAt ? iso(r.chosenAt) : null,
          mailed_at: r.mailedAt ? iso(r.mailedAt) : null,
          reminded_at: r.remindedAt ? iso(r.remindedAt) : null,
          rebooked_departs_at: r.rebookedTripId && times.get(r.rebookedTripId) ? iso(times.get(r.rebookedTripId)!) : null,
        };
      }),
    };
  }

  /** POST ops/departures/{trip}/disruption/{reference}/: staff choose for the traveller, with a reason. */
  async chooseFor(
    staffId: string,
    tripParam: string,
    reference: string,
    choice: 'rebook' | 'refund',
    reason: string,
  ): Promise<DisruptionView> {
    const { db } = this.deps;
    const tripId = tripIdOf(tripParam);
    const disruption = await latestDisruptionOf(db, tripId);
    if (!disruption) throw new NotFoundError(D.notDisrupted);
    const rows = await outcomesOf(db, disruption.id);
    const pnrs = await referencesOf(
      db,
      rows.map((r) => r.reservationUuid),
    );
    const row = rows.find((r) => pnrs.get(r.reservationUuid) === reference.toUpperCase());
    if (!row) throw new NotFoundError(D.bookingNotAffected);
    await this.act(row, choice, { staff: staffId, reason });
    return this.view(tripParam);
  }
}

/** A path's departure id: a positive whole number, else no departure (404). */
function tripIdOf(param: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(D.departureNotFound);
  return id;
}

/** When a disruption's choice closes (queries.ts's closesAtSql says the same in SQL). */
function closesAt(d: DisruptionRow): Date {
  if (d.kind === 'canceled') return new Date(d.departsAtBefore.getTime() + CHOICE_OPEN_AFTER_MS);
  return new Date(Math.min(d.departsAtBefore.getTime(), d.departsAtAfter!.getTime()));
}

function wayOf(reservation: ReservationRow, direction: number) {
  return direction === 1 ? reservation.departure : reservation.return;
}
