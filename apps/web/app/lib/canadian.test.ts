import { describe, expect, it } from 'vitest';
import { CANADIAN_BOOKING_SITE } from '@landline/shared/constants';
import { canadianBookingUrl, isCanadianTrip, readCanadianTrip } from './canadian';

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

describe('our own Canadian booking (decision 266)', () => {
  it('is a path of this site when CANADA_BOOKING_URL is one', () => {
    expect(canadianBookingUrl({ depart: 'yhm', arrive: 'YYZ', date: '2026-12-01', returnDate: '2026-12-05' }, '/canada/book')).toBe(
      '/canada/book?depart=YHM&arrive=YYZ&date=2026-12-01&return=2026-12-05',
    );
  });

  it('reads back what a Canadian booking address asks for', () => {
    const url = new URL('http://x/canada/book?depart=yhm&arrive=YYZ&date=2026-12-01&return=2026-12-05');
    expect(readCanadianTrip(url)).toEqual({ depart: 'YHM', arrive: 'YYZ', date: '2026-12-01', returnDate: '2026-12-05' });
  });

  it('leaves out what is not well formed: a code, an impossible day, a return before the departure', () => {
    expect(readCanadianTrip(new URL('http://x/?depart=Y%3CHM&arrive=YYZ&date=2026-02-30'))).toEqual({ arrive: 'YYZ' });
    expect(readCanadianTrip(new URL('http://x/?depart=YHM&date=2026-12-05&return=2026-12-01'))).toEqual({
      depart: 'YHM',
      date: '2026-12-05',
    });
    expect(readCanadianTrip(new URL('http://x/'))).toEqual({});
  });
});
