import { describe, expect, it } from 'vitest';
import { isoToUsDate, usToIsoDate } from './dates';
import { safeNextPath } from './next';
import { tierProgress } from './tiers';

describe('date of birth conversion (MM/DD/YYYY for the API)', () => {
  it('turns the date field value into MM/DD/YYYY', () => {
    expect(isoToUsDate('1990-05-17')).toBe('05/17/1990');
    expect(isoToUsDate('2000-01-01')).toBe('01/01/2000');
    expect(isoToUsDate(' 2004-02-29 ')).toBe('02/29/2004');
  });

  it('turns MM/DD/YYYY into the date field value', () => {
    expect(usToIsoDate('05/17/1990')).toBe('1990-05-17');
    expect(usToIsoDate('12/31/1999')).toBe('1999-12-31');
  });

  it('round-trips', () => {
    expect(usToIsoDate(isoToUsDate('1985-11-03'))).toBe('1985-11-03');
  });

  it('gives an empty value for empty, malformed or impossible dates', () => {
    for (const v of [null, undefined, '', '1990-5-17', '17/05/1990', '2001-02-29', '1990-13-01']) {
      expect(isoToUsDate(v)).toBe('');
    }
    for (const v of [null, undefined, '', '1990-05-17', '5/17/1990', '02/30/2000', '13/01/1990']) {
      expect(usToIsoDate(v)).toBe('');
    }
  });
});

describe('tierProgress (Basic 0, Silver 5, Gold 10, Platinum 15; five cells per tier)', () => {
  it('starts at Basic with five rides to Silver', () => {
    expect(tierProgress(0)).toEqual({
      tier: 'Basic',
      eligibleTrips: 0,
      next: 'Silver',
      ridesToNext: 5,
      steps: [
        { tier: 'Silver', filled: 0 },
        { tier: 'Gold', filled: 0 },
        { tier: 'Platinum', filled: 0 },
      ],
    });
  });

  it('fills the cells of each tier in turn', () => {
    const p = tierProgress(7);
    expect(p.tier).toBe('Silver');
    expect(p.next).toBe('Gold');
    expect(p.ridesToNext).toBe(3);
    expect(p.steps.map((s) => s.filled)).toEqual([5, 2, 0]);
  });

  it('reaches each tier exactly at its threshold', () => {
    expect(tierProgress(4).tier).toBe('Basic');
    expect(tierProgress(5).tier).toBe('Silver');
    expect(tierProgress(10).tier).toBe('Gold');
    expect(tierProgress(14)).toMatchObject({ tier: 'Gold', next: 'Platinum', ridesToNext: 1 });
    expect(tierProgress(15)).toMatchObject({ tier: 'Platinum', next: null, ridesToNext: 0 });
  });

  it('caps the cells at Platinum', () => {
    expect(tierProgress(40).steps.map((s) => s.filled)).toEqual([5, 5, 5]);
  });

  it("shows the server's tier when it names one, with its tiers' cells full", () => {
    const p = tierProgress(3, 'Gold');
    expect(p).toMatchObject({ tier: 'Gold', next: 'Platinum', ridesToNext: 12 });
    expect(p.steps.map((s) => s.filled)).toEqual([5, 5, 0]);
    expect(tierProgress(6, 'silver').tier).toBe('Silver');
    expect(tierProgress(6, 'Diamond').tier).toBe('Silver');
  });

  it('reads odd ride counts as whole non-negative numbers', () => {
    expect(tierProgress(-2).eligibleTrips).toBe(0);
    expect(tierProgress(Number.NaN).eligibleTrips).toBe(0);
    expect(tierProgress(5.9).eligibleTrips).toBe(5);
  });
});

describe('safeNextPath (?next= after login)', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeNextPath('/referral')).toBe('/referral');
    expect(safeNextPath('/payments?x=1#card')).toBe('/payments?x=1#card');
  });

  it('falls back to /profile for anything else', () => {
    for (const v of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/.//evil.example/a',
      'javascript:alert(1)',
      '/login',
      '/logout?x',
    ]) {
      expect(safeNextPath(v)).toBe('/profile');
    }
  });
});
