import { describe, expect, it } from 'vitest';
import { formatAtPlace, formatClock, formatDateLabel, formatDuration } from './dates.js';

// The booking app in French (decision 267): the same formatters in Canadian French, English
// unchanged when no locale is given.

const NBSP = '\u00a0';
/** A text with its spaces written as non-breaking ones, for readable expectations. */
const nb = (text: string) => text.replaceAll(' ', NBSP);

describe('clock times in Canadian French', () => {
  it('writes the hour, an h and the minutes, on a 24-hour clock', () => {
    expect(formatClock('14:30', 'fr-CA')).toBe(nb('14 h 30'));
    expect(formatClock('09:05', 'fr-CA')).toBe(nb('9 h 05'));
    expect(formatClock('00:05', 'fr-CA')).toBe(nb('0 h 05'));
  });

  it('leaves the minutes out on the hour', () => {
    expect(formatClock('21:00', 'fr-CA')).toBe(nb('21 h'));
  });

  it('stays in English without a locale', () => {
    expect(formatClock('14:30')).toBe('2:30 PM');
    expect(formatClock('14:30', 'en-US')).toBe('2:30 PM');
  });
});

describe('durations in Canadian French', () => {
  it('writes hours and minutes as "2 h 15"', () => {
    expect(formatDuration(8100, 'fr-CA')).toBe(nb('2 h 15'));
    expect(formatDuration(3900, 'fr-CA')).toBe(nb('1 h 05'));
    expect(formatDuration(7200, 'fr-CA')).toBe(nb('2 h'));
    expect(formatDuration(2700, 'fr-CA')).toBe(nb('45 min'));
  });

  it('stays in English without a locale', () => {
    expect(formatDuration(8100)).toBe('2h 15m');
    expect(formatDuration(3900, 'en-US')).toBe('1h 5m');
  });
});

describe('dates in Canadian French', () => {
  it('labels a date with its weekday, day, month and year', () => {
    const label = formatDateLabel('2026-11-28', 'fr-CA');
    expect(label).toMatch(/^sam\.\s28\snov\.\s2026$/);
    expect(formatDateLabel('2026-11-28')).toBe('Sat, Nov 28, 2026');
  });

  it('prints an instant in its place’s zone on a 24-hour clock', () => {
    const french = formatAtPlace('2026-11-28T20:00:00Z', 'America/Toronto', 'fr-CA');
    expect(french).toMatch(/^sam\.\s28\snov\./);
    expect(french).toMatch(/15\sh\s00/);
    expect(formatAtPlace('2026-11-28T10:00:00Z', 'America/Denver')).toBe('Sat, Nov 28, 3:00 AM MST');
  });
});
