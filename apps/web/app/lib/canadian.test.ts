import { describe, expect, it } from 'vitest';
import { CANADIAN_BOOKING_SITE } from '@landline/shared/constants';
import { canadianBookingUrl, isCanadianTrip } from './canadian';

describe('Canadian redirect', () => {
  it('applies when either endpoint is YYZ, YHM or YKF', () => {
    expect(isCanadianTrip('YHM', 'YYZ')).toBe(true);
    expect(isCanadianTrip('FTC', 'YKF')).toBe(true);
    expect(isCanadianTrip('yyz', 'DEN')).toBe(true);
    expect(isCanadianTrip('FTC', 'DEN')).toBe(false);
    expect(isCanadianTrip('YGK', 'MSP')).toBe(false);
  });

  it('carries depart, arrive and date for a one-way trip', () => {
    const url = canadianBookingUrl({ depart: 'YHM', arrive: 'YYZ', date: '2026-12-01' });
    expect(url).toBe(`${CANADIAN_BOOKING_SITE}?depart=YHM&arrive=YYZ&date=2026-12-01`);
    expect(url).not.toContain('return');
  });

  it('adds the return date for a return trip', () => {
    const url = new URL(canadianBookingUrl({ depart: 'yhm', arrive: 'YKF', date: '2026-12-01', returnDate: '2026-12-05' }));
    expect(url.origin + url.pathname).toBe(CANADIAN_BOOKING_SITE.replace(/\/$/, '') + '/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      depart: 'YHM',
      arrive: 'YKF',
      date: '2026-12-01',
      return: '2026-12-05',
    });
  });

  it('leaves out an empty return date', () => {
    expect(canadianBookingUrl({ depart: 'YYZ', arrive: 'YHM', date: '2026-12-01', returnDate: null })).not.toContain('return=');
  });
});
