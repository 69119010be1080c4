// Check-in and boarding passes (decision 217): a party checks in a direction together,
// once, inside its window; its passes are mailed to the lead passenger or downloaded as one PDF;
// a pass's QR token (or a typed reference) is checked at the door, the ticket boarded once, in the
// boarding screen's transaction (decision 278).
// Access is the trips feature's (TripService.access): the member, or a passenger's last name.

import { OPS_BOARDING_MESSAGES as B, TRIP_MESSAGES as T } from '@landline/shared/messages';
import { TICKET_STATES, type BoardingResult, type BoardingRiders, type Trip, type TripDirection } from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { verifyBoardingPass, type BoardingPass } from '../boarding/pass-token.js';
import { ConflictError, NotFoundError, ValidationError, type ApiError } from '../http/errors.js';
import { enqueueMail } from '../mail/service.js';
import { mailTexts } from '../mail/texts/index.js';
import { sameName, type Asker, type TripService } from '../trips/service.js';
import { boardingPassMail, liveTripUrl, passesFileName } from './mail.js';
import { bindPasses, printedDeparture, renderPasses, type PassSheet } from './passes.js';
import { bookedByPnr, ticketForBoarding } from '../reservations/reads.js';
import { boardTicket, checkInDirection, directionTickets, leadAddress, seatMapSize, seatsOnTrip } from './queries.js';
import { asksForSeats, bookedTickets, boardingSegment, checkInRefusal, LAP_INFANT, type CheckInRefusal } from './rules.js';

export interface CheckInDeps {
  db: Db;
  trips: TripService;
  /** The app's JWT secret: passes are signed with a key derived from it (boarding/pass-token.ts). */
  jwtSecret: string;
  /** Whether check-in is open, and whether a pass at the door is still valid. */
  clock: Clock;
  /** The public site's origin: the mail's link to the coach on the Live Tracker (decision 285). */
  publicUrl: string;
}

type Way = 1 | 2;
type Reservation = Awaited<ReturnType<TripService['access']>>;
export interface BoardingAnswer {
  result: BoardingResult;
  passenger: { first_name: string; last_name: string; seat: string | null } | null;
}
/** What a boarding check keeps beside its answer (decision 278), in the check's transaction: the ticket named, if any. */
export type BoardingRecord = (tx: Db, answer: BoardingAnswer, ticketId: number | null) => Promise<void>;
/** A ticket said to board a departure: by a genuine pass, or by the driver's pick of a typed reference. */
type BoardingClaim = Pick<BoardingPass, 'pnr' | 'ticketId' | 'tripId'> & { direction: number };
type Checked = { answer: BoardingAnswer; ticketId: number | null };

function refusalError(refusal: CheckInRefusal): ApiError {
  const answers: Record<CheckInRefusal, ApiError> = {
    canceled: new ConflictError(T.checkInCanceled, 'canceled'),
    black_car: new ConflictError(T.checkInBlackCar, 'black_car'),
    no_ride: new ConflictError(T.noRide, 'no_ground_ride'),
    not_open: new ConflictError(T.checkInNotOpen, 'check_in_not_open'),
    closed: new ConflictError(T.checkInClosed, 'check_in_closed'),
    already_checked_in: new ConflictError(T.alreadyCheckedIn, 'already_checked_in'),
    seat_required: new ConflictError(T.chooseSeat, 'seat_required'),
  };
  return answers[refusal];
}

function directionOf(trip: Trip, way: Way): TripDirection {
  const direction = way === 1 ? trip.departure : trip.return;
  if (!direction) throw new ValidationError({ way: [T.noReturn] });
  return direction;
}

export class CheckInService {
  constructor(private readonly deps: CheckInDeps) {}

  /** POST v2/booking/tickets/{pnr}/check_in/: every booked passenger of the direction, at once. */
  async checkIn(pnr: string, way: Way, asker: Asker): Promise<{ message: string; trip: Trip }> {
    const { trips } = this.deps;
    return inTransaction(this.deps.db, async (tx) => {
      const reservation = await trips.access(tx, pnr, asker);
      const at = this.deps.clock.now();
      const direction = directionOf(await trips.view(tx, reservation, at), way);
      const refusal = checkInRefusal(direction, at.getTime(), await this.unseated(tx, reservation.uuid, direction));
      if (refusal) throw refusalError(refusal);
      // Conditional: of two calls at once, the second finds every ticket checked in.
      const changed = await checkInDirection(tx, reservation.uuid, way, at);
      if (changed.length === 0) throw refusalError('already_checked_in');
      return { message: T.checkedIn, trip: await trips.view(tx, reservation, at) };
    });
  }

  /** Booked passengers (lap infants aside) with no seat on the boarding ride, when it has seats to choose. */
  private async unseated(db: Db, reservationUuid: string, direction: TripDirection): Promise<number> {
    const ride = boardingSegment(direction);
    if (!ride || !asksForSeats(ride.service_type) || (await seatMapSize(db, ride.trip_id)) === 0) return 0;
    const seats = await seatsOnTrip(db, reservationUuid, ride.trip_id);
    return bookedTickets(direction).filter((t) => t.passenger_type !== LAP_INFANT && !seats.has(t.passenger)).length;
  }

  /**
   * The pass of each booked, checked-in passenger of the direction (none: nobody is checked in),
   * and the ride they board, in words of the booking's language.
   */
  private async sheets(db: Db, reservation: Reservation, way: Way): Promise<{ sheets: PassSheet[]; ride: string; track: string | null }> {
    const t = mailTexts(reservation.language);
    const direction = directionOf(await this.deps.trips.view(db, reservation, this.deps.clock.now()), way);
    const segment = boardingSegment(direction);
    if (!segment) return { sheets: [], ride: '', track: null };
    const rows = new Map((await directionTickets(db, reservation.uuid, way)).map((row) => [row.id, row]));
    const seats = await seatsOnTrip(db, reservation.uuid, segment.trip_id);
    const sheets = bookedTickets(direction).flatMap((ticket): PassSheet[] => {
      const checkedInAt = rows.get(ticket.id)?.checkedInAt;
      if (!checkedInAt) return [];
      return [
        {
          pnr: reservation.pnr,
          ticketId: ticket.id,
          tripId: segment.trip_id,
          direction: way,
          checkedInAt,
          passengerName: `${ticket.first_name} ${ticket.last_name}`.trim(),
          fromStop: segment.depart.AirportName,
          toStop: segment.arrive.AirportName,
          departsAt: segment.departs_at,
          timeZone: segment.depart.time_zone,
          seat: ticket.passenger_type === LAP_INFANT ? t.pass.lapSeat : (seats.get(ticket.passenger) ?? null),
        },
      ];
    });
    const when = printedDeparture(segment.departs_at, segment.depart.time_zone, t);
    return {
      sheets,
      ride: t.passMail.ride(segment.depart.AirportName, segment.arrive.AirportName, when.date, when.time),
      track: liveTripUrl(this.deps.publicUrl, segment.trip_id, segment.depart.iata),
    };
  }

  /**
   * GET v2/booking/tickets/{pnr}/flight_e_ticket/: one mail to the lead passenger with a PDF pass
   * per checked-in passenger, written to the outbox. False when nobody is checked in or there is
   * no address to send to.
   */
  async mailPasses(pnr: string, way: Way, asker: Asker): Promise<{ email_sent: boolean }> {
    const { db } = this.deps;
    const reservation = await this.deps.trips.access(db, pnr, asker);
    const { sheets, ride, track } = await this.sheets(db, reservation, way);
    const to = sheets.length ? await leadAddress(db, reservation.uuid) : null;
    if (!to) return { email_sent: false };
    const pdfs = await renderPasses(this.deps.jwtSecret, sheets, mailTexts(reservation.language));
    const mail = boardingPassMail({
      language: reservation.language,
      to,
      pnr: reservation.pnr,
      direction: way,
      ride,
      track,
      passes: sheets.map((s, i) => ({ passengerName: s.passengerName, pdf: pdfs[i] })),
    });
    await inTransaction(db, (tx) => enqueueMail(tx, mail));
    return { email_sent: true };
  }

  /** GET v2/booking/tickets/{pnr}/boarding_pass/{way}/: the party's passes in one PDF, a page each, and its file name. */
  async download(pnr: string, way: Way, asker: Asker): Promise<{ pnr: string; pdf: Uint8Array; fileName: string }> {
    const { db } = this.deps;
    const reservation = await this.deps.trips.access(db, pnr, asker);
    const { sheets } = await this.sheets(db, reservation, way);
    if (!sheets.length) throw new ConflictError(T.notCheckedIn, 'not_checked_in');
    const t = mailTexts(reservation.language);
    const pdf = await bindPasses(await renderPasses(this.deps.jwtSecret, sheets, t), t);
    return { pnr: reservation.pnr, pdf, fileName: passesFileName(reservation.pnr, way, t) };
  }

  /**
   * Whether the pass `token` boards departure `tripId` now, in the caller's transaction (the
   * boarding screen's, decision 278). A valid pass marks its ticket boarded, once: a conditional
   * update, so of two scanners one sees 'valid'. `record` is called once with the answer and the
   * ticket the pass named, in the same transaction, so what the caller keeps (the scan, the audit
   * row) commits with the boarding or not at all.
   */
  async verify(tx: Db, token: string, tripId: number, record?: BoardingRecord): Promise<BoardingAnswer> {
    const at = this.deps.clock.now();
    const check = await verifyBoardingPass(this.deps.jwtSecret, token, at);
    // Not a pass of ours at all reads as altered at the door: either way it does not board.
    const checked: Checked = check.ok
      ? await this.board(tx, check.pass, tripId, at)
      : { answer: { result: check.reason === 'expired' ? 'expired' : 'altered', passenger: null }, ticketId: null };
    await record?.(tx, checked.answer, checked.ticketId);
    return checked.answer;
  }

  /**
   * Typed entry at the door (decision 278): the passenger `ticketId` of booking `pnr`, picked by
   * the driver from `ridersOn`, boards `tripId` under the same rule as their pass would. Throws
   * NotFound when the booking or the passenger is not there (a typing mistake, nothing recorded).
   */
  async verifyTyped(tx: Db, pnr: string, ticketId: number, tripId: number, record?: BoardingRecord): Promise<BoardingAnswer> {
    const at = this.deps.clock.now();
    const reservation = await bookedByPnr(tx, pnr);
    if (!reservation) throw new NotFoundError(B.bookingNotFound);
    const trip = await this.deps.trips.view(tx, reservation, at);
    const direction = directionsOf(trip).find((d) => d.tickets.some((ticket) => ticket.id === ticketId));
    if (!direction) throw new NotFoundError(B.ticketNotInBooking);
    // What the passenger's pass would say: their direction's boarding ride (none: no coach to board).
    const claim = { pnr: reservation.pnr, ticketId, direction: direction.way, tripId: boardingSegment(direction)?.trip_id ?? 0 };
    const checked = await this.board(tx, claim, tripId, at);
    await record?.(tx, checked.answer, checked.ticketId);
    return checked.answer;
  }

  /**
   * The passengers of booking `pnr` who board departure `tripId` (of `lastName`, when given), for
   * the driver to pick one; `elsewhere` when none does but the booking rides another departure.
   */
  async ridersOn(db: Db, pnr: string, tripId: number, lastName?: string): Promise<BoardingRiders> {
    const reservation = await bookedByPnr(db, pnr);
    if (!reservation) throw new NotFoundError(B.bookingNotFound);
    const directions = directionsOf(await this.deps.trips.view(db, reservation, this.deps.clock.now()));
    const here = directions.filter((d) => boardingSegment(d)?.trip_id === tripId);
    const riders: BoardingRiders['riders'] = [];
    for (const direction of here) {
      const boarded = new Map((await directionTickets(db, reservation.uuid, direction.way)).map((row) => [row.id, row.boardedAt !== null]));
      for (const ticket of direction.tickets) {
        if (lastName && !sameName(ticket.last_name, lastName)) continue;
        riders.push({
          ticket: ticket.id,
          first_name: ticket.first_name,
          last_name: ticket.last_name,
          seat: ticket.seat,
          canceled: ticket.state !== TICKET_STATES.booked,
          checked_in: ticket.checked_in,
          boarded: boarded.get(ticket.id) ?? false,
        });
      }
    }
    const elsewhere = here.length === 0 && directions.some((d) => boardingSegment(d) !== null && bookedTickets(d).length > 0);
    return { pnr: reservation.pnr, riders, elsewhere };
  }

  /**
   * The one boarding rule (decision 217): whether `claim` (a genuine pass, or a typed pick) boards
   * `tripId` at `at`, boarding its ticket when it does.
   */
  private async board(tx: Db, claim: BoardingClaim, tripId: number, at: Date): Promise<Checked> {
    const row = await ticketForBoarding(tx, claim.ticketId);
    // A genuine pass whose booking is gone was cancelled with it.
    if (!row) return { answer: { result: 'canceled', passenger: null }, ticketId: null };
    if (row.pnr !== claim.pnr || row.ticket.direction !== claim.direction) {
      return { answer: { result: 'altered', passenger: null }, ticketId: null };
    }
    const seat = (await seatsOnTrip(tx, row.ticket.reservationUuid, claim.tripId)).get(row.ticket.passenger) ?? null;
    const passenger = { first_name: row.firstName ?? '', last_name: row.lastName ?? '', seat };
    const answer = (result: BoardingResult): Checked => ({ answer: { result, passenger }, ticketId: row.ticket.id });
    if (row.ticket.state !== TICKET_STATES.booked) return answer('canceled');
    if (claim.tripId !== tripId) return answer('wrong_departure');
    if (await boardTicket(tx, row.ticket.id, at)) return answer('valid');
    // Boarded before, or cancelled since it was read.
    return answer((await ticketForBoarding(tx, claim.ticketId))?.ticket.state === TICKET_STATES.booked ? 'already_boarded' : 'canceled');
  }
}

const directionsOf = (trip: Trip): TripDirection[] => (trip.return ? [trip.departure, trip.return] : [trip.departure]);
