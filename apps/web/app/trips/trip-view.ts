import { CHECK_IN_STATUS, SERVICE_TYPES, TICKET_STATES } from '@landline/shared/constants';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import { daysBetween, formatClock, formatDateLabel, formatDuration } from '@landline/shared/dates';
import type { Currency } from '@landline/shared/money';
import type { CancelScope, RefundForm, Trip, TripDirection, TripSegment } from '@landline/shared/schemas';
import type { TFunction } from '../i18n/translate';
import { flightDesignator, placeLabel } from '../booking/itinerary';

// How My Trips, the trip page, check-in and cancellation read a booked trip (the booking spec
// sections 2-4). Pure: the pages render what these answer, in the page's language — the texts
// come from the `trips` catalogue (`t`), dates and times in the page's `locale` (decision 267).

export type Way = 1 | 2;

/** The translate function of the `trips` catalogue (useTranslation('trips').t). */
export type TripsT = TFunction<'trips'>;

/** A way's name in the trips catalogue's keys (`way.departure`, `wayLower.return`…). */
export const wayKey = (way: Way): 'departure' | 'return' => (way === 1 ? 'departure' : 'return');

/** 'Departure' or 'Return'. */
export const wayLabel = (t: TripsT, way: Way): string => t(`way.${wayKey(way)}`);

/** 'departure' or 'return', inside a sentence. */
export const wayWord = (t: TripsT, way: Way): string => t(`wayLower.${wayKey(way)}`);

/** A trip, a direction or a ticket in TICKET_STATES.canceled. */
export const isCanceled = (item: { state: number }) => item.state === TICKET_STATES.canceled;

export function directionsOf(trip: Trip): TripDirection[] {
  return trip.return ? [trip.departure, trip.return] : [trip.departure];
}

export function directionOf(trip: Trip, way: Way): TripDirection | null {
  return way === 1 ? trip.departure : trip.return;
}

/** The way of a route's `segmentDirection` (1 depart, 2 return), or null for anything else. */
export function wayOf(value: string | undefined): Way | null {
  return value === '1' ? 1 : value === '2' ? 2 : null;
}

/** A booking reference as typed in an address: trimmed, upper case; null when there is none. */
export function pnrOf(value: string | null | undefined): string | null {
  const pnr = value?.trim().toUpperCase() ?? '';
  return pnr ? pnr : null;
}

/** 'Upcoming', 'Past trip' or 'Canceled'. */
export function statusOf(trip: Trip, t: TripsT): string {
  if (isCanceled(trip)) return t('status.canceled');
  return trip.is_past_trip ? t('status.past') : t('status.upcoming');
}

/** Section 2, trip card: Manage Trip shows with the editTrip flag for a current, booked, editable trip. */
export function canManage(trip: Trip, editTrip: boolean): boolean {
  return editTrip && !trip.is_past_trip && !isCanceled(trip) && trip.is_editable;
}

/** 'Landline shuttle · Trip LL1203', 'Landline door-to-door · Trip LL88' or 'Flight UA 512'. */
export function operatorLabel(segment: TripSegment, t: TripsT): string {
  if (segment.kind === 'flight') {
    const flight = segment.flight_number
      ? flightDesignator({ airline: segment.airline, flight_number: segment.flight_number })
      : segment.airline;
    return t('operator.flight', { flight });
  }
  const service = segment.service_type === SERVICE_TYPES.doorToDoor ? t('operator.doorToDoor') : t('operator.shuttle');
  return segment.flight_number ? t('operator.withTrip', { service, trip: segment.flight_number }) : service;
}

/** The first and last legs of a direction (a direction always has one, the API says). */
export function endsOf(direction: TripDirection): { start: TripSegment; end: TripSegment } | null {
  const { segments } = direction;
  return segments.length ? { start: segments[0], end: segments[segments.length - 1] } : null;
}

/** Days after the direction's first local date that its last leg arrives (0 the same day). */
export function arrivalDays(direction: TripDirection): number {
  const ends = endsOf(direction);
  return ends ? Math.max(0, daysBetween(ends.start.departure_date, ends.end.arrival_date)) : 0;
}

/**
 * The change after each leg but the last: '1h 5m change at Denver International Airport (DEN)',
 * or '1h change from CSU Transit Center (CSU) to Harmony Transfer Center (HTC)' when the next leg
 * leaves from another stop (the search's wording, booking/itinerary.ts changeText).
 */
export function layoversOf(direction: TripDirection, t: TripsT, locale: string): string[] {
  return direction.segments.slice(0, -1).map((segment, i) => {
    const next = direction.segments[i + 1];
    const seconds = Math.round((Date.parse(next.departs_at) - Date.parse(segment.arrives_at)) / 1000);
    const wait = formatDuration(Math.max(0, seconds), locale);
    return segment.arrive.iata === next.depart.iata
      ? t('change.at', { wait, place: placeLabel(segment.arrive) })
      : t('change.between', { wait, from: placeLabel(segment.arrive), to: placeLabel(next.depart) });
  });
}

/** A direction run by door-to-door only: a black-car ride, which needs no check-in (section 4). */
export function isBlackCar(direction: TripDirection): boolean {
  const ground = direction.segments.filter((s) => s.kind === 'ground');
  return ground.length > 0 && ground.every((s) => s.service_type === SERVICE_TYPES.doorToDoor);
}

/**
 * Whether a direction's seats can still be changed (decision 219): a coach ride with seats,
 * before check-in closes, with a booked seated passenger not yet checked in. With the
 * changeTripSeat flag off (decision 280), only a passenger without a seat may still take one.
 */
export function canChangeSeats(direction: TripDirection, seatChanges = true): boolean {
  const coach = direction.segments.some(
    (s) => s.kind === 'ground' && (s.service_type === SERVICE_TYPES.coach || s.service_type === SERVICE_TYPES.airlinePartner),
  );
  const movable = direction.tickets.some(
    (t) => t.state === TICKET_STATES.booked && !t.checked_in && t.passenger_type !== 'Infant' && (seatChanges || !t.seat),
  );
  return coach && movable && direction.checkin_status !== CHECK_IN_STATUS.closed;
}

/** What the check-in of one direction offers (section 4). */
export type CheckInView =
  /** A canceled direction: nothing to check in. */
  | { kind: 'none' }
  /** Nothing to check in here, and why: a black-car ride, or partner flights only (the airline's). */
  | { kind: 'note'; note: string }
  /** Every booked passenger is checked in: boarding passes. */
  | { kind: 'done' }
  /** The button, and why it cannot be pressed yet (null: it can). */
  | { kind: 'button'; note: string | null };

export function checkInView(direction: TripDirection): CheckInView {
  if (isCanceled(direction)) return { kind: 'none' };
  if (direction.all_checked_in) return { kind: 'done' };
  if (!direction.segments.some((s) => s.kind === 'ground')) return { kind: 'note', note: TRIP_MESSAGES.noRide };
  if (isBlackCar(direction)) return { kind: 'note', note: TRIP_MESSAGES.checkInBlackCar };
  if (direction.checkin_status === CHECK_IN_STATUS.open) return { kind: 'button', note: null };
  return {
    kind: 'button',
    note: direction.checkin_status === CHECK_IN_STATUS.notYet ? TRIP_MESSAGES.checkInNotOpen : TRIP_MESSAGES.checkInClosed,
  };
}

export interface TicketLine {
  way: Way;
  /** 'Departure' or 'Return'. */
  label: string;
  /** The ticket's row (a list key). */
  id: number;
  /** The ticket number the traveller reads (the spec's ticket_number, decision 238). */
  number: string;
  seat: string | null;
  canceled: boolean;
  checkedIn: boolean;
}

export interface PassengerLine {
  passenger: number;
  name: string;
  tickets: TicketLine[];
}

/** Each passenger with their ticket of each direction (Additional Information, section 2). */
export function passengerLines(trip: Trip, t: TripsT): PassengerLine[] {
  return trip.passengers.map((p) => ({
    passenger: p.passenger,
    name: `${p.first_name} ${p.last_name}`.trim(),
    tickets: directionsOf(trip).flatMap((d) =>
      d.tickets
        .filter((ticket) => ticket.passenger === p.passenger)
        .map((ticket) => ({
          way: d.way as Way,
          label: wayLabel(t, d.way as Way),
          id: ticket.id,
          number: ticket.ticket_number,
          seat: ticket.seat,
          canceled: isCanceled(ticket),
          checkedIn: ticket.checked_in,
        })),
    ),
  }));
}

// ---- Cancellation (section 4: the whole trip, the departure (1) or the return (2)) ----------

/** What to cancel: the whole trip, or one direction by its way. */
export type CancelTarget = 'all' | '1' | '2';

/** The choices a trip offers: a direction only when a round trip still has both. */
export function cancelTargets(trip: Trip, t: TripsT): { value: CancelTarget; label: string }[] {
  const open = directionsOf(trip).filter((d) => !isCanceled(d));
  if (open.length < 2) return [{ value: 'all', label: t('cancel.target.whole') }];
  return [
    { value: 'all', label: t('cancel.target.both') },
    { value: '1', label: t('cancel.target.departure') },
    { value: '2', label: t('cancel.target.return') },
  ];
}

/** The passengers who still hold a booked ticket on the target. */
export function passengersOf(trip: Trip, target: CancelTarget): { passenger: number; name: string }[] {
  const directions = directionsOf(trip).filter((d) => target === 'all' || String(d.way) === target);
  const booked = new Set(directions.flatMap((d) => d.tickets.filter((t) => !isCanceled(t)).map((t) => t.passenger)));
  return trip.passengers
    .filter((p) => booked.has(p.passenger))
    .map((p) => ({ passenger: p.passenger, name: `${p.first_name} ${p.last_name}`.trim() }));
}

/** The scope of the API's calls: no segment for the whole trip, no passengers for all of them. */
export function scopeOf(target: CancelTarget, chosen: readonly number[], all: readonly number[]): CancelScope {
  const everyone = all.every((p) => chosen.includes(p));
  return {
    ...(target === 'all' ? {} : { segment: Number(target) as Way }),
    ...(everyone ? {} : { passengers: [...chosen].sort((a, b) => a - b) }),
  };
}

/** "Ada", "Ada and Alan", "Ada, Alan and Grace" (no comma before the last: not Intl.ListFormat's English). */
export function listOfNames(names: readonly string[], t: TripsT): string {
  return names.length < 2 ? (names[0] ?? '') : t('namesAnd', { rest: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** What a cancellation takes, said exactly (decision 241): the part, the passengers by name, the legs. */
export interface CancelSummary {
  /** Nothing of the trip stays booked. */
  whole: boolean;
  /** "The whole trip for Ada Lovelace and Alan Turing", "The return for Alan Turing". */
  sentence: string;
  /** The button: "Cancel the whole trip", "Cancel the return for Alan Turing". */
  action: string;
  /** Each leg of the part: "Departure: Landline shuttle · Trip LL1203, Fort Collins (FTC) → Denver (DEN), Tue, Dec 1, 2026, 8:00 AM". */
  legs: string[];
  /** Who stays booked on the part: "Ada Lovelace stays booked on the return." (null: nobody). */
  staying: string | null;
}

export function cancelSummary(trip: Trip, target: CancelTarget, picked: readonly number[], t: TripsT, locale: string): CancelSummary {
  const open = directionsOf(trip).filter((d) => !isCanceled(d));
  const part = open.filter((d) => target === 'all' || String(d.way) === target);
  const onPart = passengersOf(trip, target);
  const names = onPart.filter((p) => picked.includes(p.passenger)).map((p) => p.name);
  const others = onPart.filter((p) => !picked.includes(p.passenger)).map((p) => p.name);
  // Whole: every direction still booked, for everyone still on it.
  const whole = part.length === open.length && others.length === 0;
  // 'the trip' (one way), 'the departure', 'the return' or 'the departure and return'.
  const partWords = !trip.return
    ? t('cancel.part.trip')
    : part.length > 1
      ? t('cancel.part.both')
      : t(`cancel.part.${part[0]?.way === 2 ? 'return' : 'departure'}`);
  const what = whole ? t('cancel.part.whole') : partWords;
  const sentence = t('cancel.sentence', { part: what, names: listOfNames(names, t) });
  const legs = part.flatMap((d) =>
    d.segments.map((s) =>
      t('cancel.leg', {
        way: wayLabel(t, d.way as Way),
        operator: operatorLabel(s, t),
        from: `${s.depart.city} (${s.depart.iata})`,
        to: `${s.arrive.city} (${s.arrive.iata})`,
        date: formatDateLabel(s.departure_date, locale),
        time: formatClock(s.departure_time, locale),
      }),
    ),
  );
  const staying = part.length < open.length ? ('cancel.stayingOn' as const) : ('cancel.staying' as const);
  return {
    whole,
    sentence: sentence.charAt(0).toUpperCase() + sentence.slice(1),
    action: whole ? t('cancel.actionWhole') : t('cancel.action', { sentence }),
    legs,
    staying: others.length ? t(staying, { count: others.length, names: listOfNames(others, t), part: partWords }) : null,
  };
}

/**
 * Refund processing time (the booking spec's section 9: "Refund processing 5-10 business days");
 * the shared constants have no figure for it yet.
 */
export const REFUND_BUSINESS_DAYS = { min: 5, max: 10 } as const;

/** Where the refund goes, as the refund calculator says it. */
export function refundDestination(form: RefundForm, t: TripsT): string {
  return form === 'card' ? t('refund.to.card', { min: REFUND_BUSINESS_DAYS.min, max: REFUND_BUSINESS_DAYS.max }) : t(`refund.to.${form}`);
}

/** The money formatter's currency for an answer's currency code ('usd', 'CAD'). */
export function currencyOf(code: string): Currency {
  return code.toUpperCase() === 'CAD' ? 'CAD' : 'USD';
}
