import { describe, expect, it } from 'vitest';
import { assertTransition, canMove, isLiveHold, RESERVATION_STATES, type ReservationState } from './machine.js';

const ALLOWED: [ReservationState, ReservationState][] = [
  ['held', 'expired'],
  ['held', 'released'],
  ['held', 'confirmed'],
  // A part cancelled: the booking stays confirmed.
  ['confirmed', 'confirmed'],
  ['confirmed', 'canceled'],
];

describe('the reservation state machine', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  const refused = RESERVATION_STATES.flatMap((from) =>
    RESERVATION_STATES.map((to) => [from, to] as [ReservationState, ReservationState]),
  ).filter(([from, to]) => !ALLOWED.some(([f, t]) => f === from && t === to));

  it.each(refused)('refuses %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
    expect(() => assertTransition(from, to)).toThrow(`A reservation cannot move from ${from} to ${to}`);
  });

  it('refuses every move out of an ended reservation', () => {
    for (const from of ['expired', 'released', 'canceled'] as const) {
      for (const to of RESERVATION_STATES) expect(canMove(from, to)).toBe(false);
    }
  });

  it('never takes a confirmed booking back to a hold', () => {
    expect(canMove('confirmed', 'held')).toBe(false);
    expect(canMove('confirmed', 'released')).toBe(false);
    expect(canMove('confirmed', 'expired')).toBe(false);
  });

  it('calls a hold live only while held and before its time', () => {
    const until = new Date('2026-11-28T10:00:00Z');
    expect(isLiveHold({ state: 'held', heldUntil: until }, new Date('2026-11-28T09:59:59Z'))).toBe(true);
    expect(isLiveHold({ state: 'held', heldUntil: until }, until)).toBe(false);
    expect(isLiveHold({ state: 'confirmed', heldUntil: until }, new Date('2026-11-28T09:00:00Z'))).toBe(false);
  });
});
