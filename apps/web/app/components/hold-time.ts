// Until when a booking's seats are held, in the traveller's words (decision 245). Pure: the
// clock and the time format are passed in.

/** How long before the hold runs out the page says so once, politely. */
export const HOLD_WARNING_MS = 2 * 60_000;

/** 'Seats held until 12:45 PM': what the booking steps show while a hold is alive. */
export function heldUntilText(clock: string): string {
  return `Seats held until ${clock}`;
}

/** The one announcement near the end, or null while there is time (and once it has run out). */
export function holdWarning(heldUntilMs: number, nowMs: number, clock: string): string | null {
  const left = heldUntilMs - nowMs;
  if (left > HOLD_WARNING_MS || left <= 0) return null;
  return `Less than ${Math.ceil(left / 60_000)} minute${left > 60_000 ? 's' : ''} left: at ${clock} your seats are released and you will need to search again.`;
}

/** When the page should next look at the hold: as the warning becomes due, then as it runs out. */
export function nextHoldCheck(heldUntilMs: number, nowMs: number): number | null {
  const warnAt = heldUntilMs - HOLD_WARNING_MS;
  if (nowMs < warnAt) return warnAt - nowMs;
  if (nowMs < heldUntilMs) return heldUntilMs - nowMs;
  return null;
}
