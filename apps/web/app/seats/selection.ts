// The seats the traveller is choosing, before Continue sends them: one seat code (or none) per
// passenger and ride. Pure, so the page's rules (swaps, toggles, what is sent) are tested alone.
import type { Reservation, SeatCell, SeatInfo, SeatsUpdate } from '@landline/shared/schemas';
import { ENGLISH_SEAT_WORDS, takerLabel, type SeatWords } from './seat-label';

/** [passenger][leg]: the seat code chosen, or null. */
export type Selection = (string | null)[][];

export interface SeatTaker {
  /** The passenger's place in the reservation (0 = lead), as PUT seats names it. */
  index: number;
  /** 'Lead Passenger', 'Passenger #2', … (in the page's language) */
  label: string;
  /** First and last name once the passengers page saved them, else null. */
  name: string | null;
}

/**
 * The passengers who take a seat: the first `count` of the reservation (adults and children;
 * infants ride on a lap and come last in the list), named when their details are known.
 */
export function seatTakers(count: number, passengers: Reservation['passengers'] = [], words: SeatWords = ENGLISH_SEAT_WORDS): SeatTaker[] {
  return Array.from({ length: count }, (_, index) => {
    const p = passengers[index];
    const name = p && p.passenger_type !== 'Infant' ? `${p.first_name} ${p.last_name}`.trim() : '';
    return { index, label: takerLabel(index, words), name: name || null };
  });
}

/** The seats the server holds for each passenger. */
export function selectionFrom(info: SeatInfo): Selection {
  return info.seat_per_passenger.passengers.map((p) => info.legs.map((_, leg) => p.seats.find((s) => s.leg === leg)?.code ?? null));
}

/** Which passenger of the party has `code` on `leg`, or null. */
export function holderOf(selection: Selection, leg: number, code: string): number | null {
  const i = selection.findIndex((seats) => seats[leg] === code);
  return i < 0 ? null : i;
}

/** Whether a passenger would be left without a seat the server holds for them (PUT seats can move a seat, not give it up). */
export function dropsSavedSeat(selection: Selection, saved: Selection): boolean {
  return selection.some((seats, i) => seats.some((code, leg) => code === null && (saved[i]?.[leg] ?? null) !== null));
}

/**
 * Gives `passenger` the seat `code` on `leg` (null: no seat). A seat another passenger of the
 * party has is swapped: they get the seat `passenger` leaves (the server frees both first).
 * Unchanged when that would leave someone without a seat the server holds (`saved`).
 */
export function setSeat(selection: Selection, passenger: number, leg: number, code: string | null, saved: Selection = []): Selection {
  const previous = selection[passenger]?.[leg] ?? null;
  const other = code === null ? null : holderOf(selection, leg, code);
  const next = selection.map((seats, i) => {
    if (i === passenger) return seats.map((s, l) => (l === leg ? code : s));
    if (i === other) return seats.map((s, l) => (l === leg ? previous : s));
    return seats;
  });
  return dropsSavedSeat(next, saved) ? selection : next;
}

/** What pressing a seat in the map does: chooses it, or gives it up when it is already the passenger's. */
export function toggleSeat(selection: Selection, passenger: number, leg: number, code: string, saved: Selection = []): Selection {
  return setSeat(selection, passenger, leg, selection[passenger]?.[leg] === code ? null : code, saved);
}

/** The next passenger (after `from`, wrapping) with no seat on `leg`, or null when all have one. */
export function nextUnseated(selection: Selection, leg: number, from: number): number | null {
  for (let step = 1; step <= selection.length; step++) {
    const i = (from + step) % selection.length;
    if (selection[i][leg] === null) return i;
  }
  return null;
}

/** Whether every passenger has a seat on every ride (Continue rather than Skip). */
export function everyoneSeated(selection: Selection): boolean {
  return selection.length > 0 && selection.every((seats) => seats.every((s) => s !== null));
}

function cellOf(info: SeatInfo, leg: number, code: string): SeatCell | undefined {
  return info.legs[leg]?.rows.flat().find((c): c is SeatCell => c !== null && c.code === code);
}

/** The premium seats chosen, in cents (the server prices the cart the same way). */
export function premiumTotal(info: SeatInfo, selection: Selection): number {
  return selection.reduce(
    (sum, seats) => sum + seats.reduce((s, code, leg) => s + (code ? (cellOf(info, leg, code)?.price ?? 0) : 0), 0),
    0,
  );
}

/** The body of PUT seats for the passengers with a seat, or null when nobody has one. */
export function seatsRequest(selection: Selection): SeatsUpdate | null {
  const passengers = selection
    .map((seats, passenger) => ({
      passenger,
      seats: seats.flatMap((code, leg) => (code ? [{ leg, code }] : [])),
    }))
    .filter((p) => p.seats.length > 0);
  return passengers.length ? { passengers } : null;
}

/** The choices still possible on a refreshed map: a seat taken meanwhile is dropped. */
export function keepAvailable(selection: Selection, info: SeatInfo): Selection {
  return selection.map((seats) => seats.map((code, leg) => (code && cellOf(info, leg, code)?.available ? code : null)));
}

/**
 * A booked trip's choices on a refreshed map (decision 306): a seat taken meanwhile goes back to
 * the seat the passenger holds; a ride on which that seat is now another of the party's choice
 * starts over from the seats held, so no seat is chosen twice.
 */
export function keepPossibleChanges(selection: Selection, info: SeatInfo): Selection {
  const saved = selectionFrom(info);
  const kept = keepAvailable(selection, info);
  const rides = info.legs.map((_, leg) => {
    const ride = kept.map((seats, p) => seats[leg] ?? saved[p]?.[leg] ?? null);
    const twice = ride.some((code, p) => code !== null && ride.indexOf(code) !== p);
    return twice ? kept.map((_, p) => saved[p]?.[leg] ?? null) : ride;
  });
  return kept.map((_, p) => rides.map((ride) => ride[p]));
}

/** The seats a passenger may pick in the list: free ones not held by another of the party, in map order. */
export function choosableSeats(info: SeatInfo, selection: Selection, passenger: number, leg: number): SeatCell[] {
  return (info.legs[leg]?.rows.flat() ?? []).filter((c): c is SeatCell => {
    if (c === null || !c.available) return false;
    const holder = holderOf(selection, leg, c.code);
    return holder === null || holder === passenger;
  });
}

// ---- A booked trip's seat change (section 4, decision 219) ------------------------------------

/** Section 4: "submit only passengers whose seat changed" (and only those who may change). */
export function changedSeatsRequest(selection: Selection, saved: Selection, changeable: ReadonlySet<number>): SeatsUpdate | null {
  const passengers = selection
    .map((seats, passenger) => ({ passenger, seats, before: saved[passenger] ?? [] }))
    .filter((p) => changeable.has(p.passenger) && p.seats.some((code, leg) => code !== (p.before[leg] ?? null)))
    .map((p) => ({ passenger: p.passenger, seats: p.seats.flatMap((code, leg) => (code ? [{ leg, code }] : [])) }))
    .filter((p) => p.seats.length > 0);
  return passengers.length ? { passengers } : null;
}
