/**
 * The one clock of the API (decision 256). Every rule that depends on the time (holds, windows,
 * refunds, what "today" is at a place) asks a Clock, never Date.now() or new Date(): the tests
 * and the browser journeys run the real app on a pinned clock, whatever the hour they run at.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `at` until moved: the API tests' clock. */
export class ManualClock implements Clock {
  private at: number;

  constructor(start: string | number | Date) {
    this.at = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  /** Sets the instant (ISO 8601 or epoch ms). */
  set(at: string | number | Date): void {
    this.at = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.at += ms;
  }
}

/**
 * A clock that starts at `start` and runs at the machine's pace: a server pinned to a known day
 * whose holds still expire and whose windows still close while a browser journey runs.
 */
export function clockStartingAt(start: string | number | Date, machine: () => number = Date.now): Clock {
  const offset = new Date(start).getTime() - machine();
  return { now: () => new Date(machine() + offset) };
}

/** Epoch milliseconds of the clock's instant, for the arithmetic of windows and ages. */
export function epochMs(clock: Clock): number {
  return clock.now().getTime();
}
