import { describe, expect, it } from 'vitest';
import { LAYOVER_MAX_S } from '@landline/shared/constants';
import { journeyProblem, type PlacedLeg } from './booking-token.js';

const H = 3_600_000;
let runs = 0;
/** A ride on a run of its own, between hours of one day. */
const ride = (from: string, to: string, departH: number, arriveH: number, currency: 'USD' | 'CAD' = 'USD'): PlacedLeg => ({
  from,
  to,
  departAt: departH * H,
  arriveAt: arriveH * H,
  currency,
  ride: `${++runs}|2026-12-01`,
});
const flight = (from: string, to: string, departH: number, arriveH: number): PlacedLeg => ({
  ...ride(from, to, departH, arriveH),
  currency: null,
  ride: null,
});

describe('journeyProblem (the legs of one direction make one journey)', () => {
  it('takes one leg, and legs that leave from where and after the previous one arrived', () => {
    expect(journeyProblem([ride('CSU', 'DEN', 10, 11)])).toBeNull();
    expect(journeyProblem([ride('CSU', 'DEN', 10, 11), flight('DEN', 'ORD', 13, 15), flight('ORD', 'BOS', 16, 18)])).toBeNull();
    expect(journeyProblem([flight('MSP', 'DLH', 8, 9), ride('DLH', 'CSU', 9, 20)])).toBeNull(); // a change of 0 minutes
    expect(journeyProblem([ride('CSU', 'DEN', 10, 11), ride('DEN', 'FNL', 11 + LAYOVER_MAX_S / 3600, 40)])).toBeNull();
  });

  it('refuses a leg that leaves from another place than the previous one reached', () => {
    expect(journeyProblem([ride('CSU', 'DEN', 10, 11), ride('CSU', 'DEN', 12, 13)])).toBe('disconnected');
    expect(journeyProblem([ride('CSU', 'DEN', 10, 11), flight('ORD', 'BOS', 13, 15)])).toBe('disconnected');
  });

  it('refuses a leg that leaves before the previous one arrives, or more than a day after', () => {
    expect(journeyProblem([ride('CSU', 'DEN', 10, 12), flight('DEN', 'LAX', 11, 13)])).toBe('disconnected');
    expect(journeyProblem([flight('LAX', 'DEN', 10, 13), ride('DEN', 'CSU', 12.5, 14)])).toBe('disconnected');
    expect(journeyProblem([ride('CSU', 'DEN', 10, 11), flight('DEN', 'LAX', 11 + LAYOVER_MAX_S / 3600 + 0.5, 50)])).toBe('disconnected');
  });

  it('refuses one ride split in two legs at a stop on the way (a change is onto another vehicle)', () => {
    const first = ride('CSU', 'HTC', 10, 10.25);
    expect(journeyProblem([first, { ...ride('HTC', 'DEN', 10.25, 11), ride: first.ride }])).toBe('disconnected');
    expect(journeyProblem([first, ride('HTC', 'DEN', 10.25, 11)])).toBeNull();
  });

  it('refuses rides priced in two currencies, whatever the flights between them', () => {
    expect(journeyProblem([ride('YHM', 'YYZ', 10, 11, 'CAD'), ride('YYZ', 'KWX', 12, 13, 'USD')])).toBe('mixed_currencies');
    expect(journeyProblem([ride('CSU', 'DEN', 10, 11), flight('DEN', 'YYZ', 13, 17), ride('YYZ', 'YHM', 18, 19, 'CAD')])).toBe(
      'mixed_currencies',
    );
    expect(journeyProblem([ride('CSU', 'DEN', 10, 11), flight('DEN', 'YYZ', 13, 17), ride('YYZ', 'YHM', 18, 19, 'USD')])).toBeNull();
  });
});
