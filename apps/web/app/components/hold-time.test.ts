import { describe, expect, it } from 'vitest';
import { HOLD_WARNING_MS, heldUntilText, holdWarning, nextHoldCheck } from './hold-time';

const until = Date.parse('2026-12-01T19:45:00Z');

describe('the hold’s time on the booking steps (decision 245)', () => {
  it('shows until when the seats are held', () => {
    expect(heldUntilText('12:45 PM')).toBe('Seats held until 12:45 PM');
  });

  it('warns once within the last two minutes, and not before nor after', () => {
    expect(holdWarning(until, until - HOLD_WARNING_MS - 1, '12:45 PM')).toBeNull();
    expect(holdWarning(until, until - HOLD_WARNING_MS, '12:45 PM')).toBe(
      'Less than 2 minutes left: at 12:45 PM your seats are released and you will need to search again.',
    );
    expect(holdWarning(until, until - 30_000, '12:45 PM')).toBe(
      'Less than 1 minute left: at 12:45 PM your seats are released and you will need to search again.',
    );
    expect(holdWarning(until, until, '12:45 PM')).toBeNull();
  });

  it('looks again when the warning is due, then when the hold runs out', () => {
    expect(nextHoldCheck(until, until - 10 * 60_000)).toBe(8 * 60_000);
    expect(nextHoldCheck(until, until - 60_000)).toBe(60_000);
    expect(nextHoldCheck(until, until)).toBeNull();
  });
});
