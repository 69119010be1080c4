// Pure: the life of a reservation (decision 257). A hold ends expired (its time passed), released
// (the traveller chose again) or confirmed (paid); a confirmed booking loses rides or passengers
// to cancellations and is canceled once it has no booked ticket left. Nothing else moves.

export const RESERVATION_STATES = ['held', 'expired', 'released', 'confirmed', 'canceled'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** The states each state may move to. A part cancelled leaves a booking confirmed (confirmed → confirmed). */
const NEXT: Record<ReservationState, readonly ReservationState[]> = {
  held: ['expired', 'released', 'confirmed'],
  confirmed: ['confirmed', 'canceled'],
  expired: [],
  released: [],
  canceled: [],
};

export function canMove(from: ReservationState, to: ReservationState): boolean {
  return NEXT[from].includes(to);
}

/** Throws when the machine does not allow the move: a caller asking for one is a bug, not a traveller's mistake. */
export function assertTransition(from: ReservationState, to: ReservationState): void {
  if (!canMove(from, to)) throw new Error(`A reservation cannot move from ${from} to ${to}`);
}

/** Whether the hold still holds its seats: held, and not past its time at `at`. */
export function isLiveHold(row: { state: ReservationState; heldUntil: Date }, at: Date): boolean {
  return row.state === 'held' && row.heldUntil.getTime() > at.getTime();
}
