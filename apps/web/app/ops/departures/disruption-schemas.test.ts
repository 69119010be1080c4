import { describe, expect, it } from 'vitest';
import { instantAt } from './disruption-schemas';

// The time form's wall clock at the boarding stop, sent as the instant it is there.
describe('instantAt', () => {
  it('reads a time at the place, in winter and in summer', () => {
    expect(instantAt('2026-12-01T08:30', 'America/Chicago')).toBe('2026-12-01T14:30:00.000Z');
    expect(instantAt('2026-07-01T08:30', 'America/Chicago')).toBe('2026-07-01T13:30:00.000Z');
    expect(instantAt('2026-12-01T23:15', 'America/Denver')).toBe('2026-12-02T06:15:00.000Z');
    expect(instantAt('2026-12-01T08:00', 'UTC')).toBe('2026-12-01T08:00:00.000Z');
  });

  it('reads the morning after the clocks change by the new offset', () => {
    // 2026-11-01: Central time goes from UTC-5 to UTC-6 at 2:00.
    expect(instantAt('2026-11-01T09:00', 'America/Chicago')).toBe('2026-11-01T15:00:00.000Z');
    expect(instantAt('2026-10-31T09:00', 'America/Chicago')).toBe('2026-10-31T14:00:00.000Z');
  });
});
