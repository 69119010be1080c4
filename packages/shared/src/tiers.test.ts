import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIERS } from './constants.js';
import { oneYearAfter, tierStatus, type TierRide } from './tiers.js';

// Tiers over time (decision 211): reached by eligible rides within twelve months, kept a year
// from the ride that reached them, re-earned by riding; promo trips of 50% off or more excluded.

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** `n` full-fare rides, one a day from `first`. */
const ridesFrom = (first: string, n: number, discountPercent = 0): TierRide[] =>
  Array.from({ length: n }, (_, i) => ({ departed: new Date(day(first).getTime() + i * 86_400_000), discountPercent }));

describe('tierStatus', () => {
  it.each([
    [0, 'Basic', 'Silver', 5],
    [4, 'Basic', 'Silver', 1],
    [5, 'Silver', 'Gold', 5],
    [9, 'Silver', 'Gold', 1],
    [10, 'Gold', 'Platinum', 5],
    [15, 'Platinum', null, 0],
    [22, 'Platinum', null, 0],
  ] as const)('%i eligible rides this year: %s', (n, tier, next, needed) => {
    const status = tierStatus(ridesFrom('2026-01-05', n), day('2026-03-01'));
    expect(status.tier).toBe(tier);
    expect(status.eligibleRides).toBe(n);
    expect(status.next).toEqual(next ? { tier: next, ridesNeeded: needed } : null);
  });

  it('counts rides only once they have left', () => {
    const rides = ridesFrom('2026-03-01', 5);
    expect(tierStatus(rides, day('2026-03-04')).tier).toBe('Basic');
    expect(tierStatus(rides, day('2026-03-05')).tier).toBe('Silver');
  });

  it('does not count promo trips of 50% off or more, and counts 49%', () => {
    const promo = [...ridesFrom('2026-01-05', 4), ...ridesFrom('2026-02-01', 1, 50)];
    expect(tierStatus(promo, day('2026-03-01'))).toMatchObject({ tier: 'Basic', eligibleRides: 4 });
    const almost = [...ridesFrom('2026-01-05', 4), ...ridesFrom('2026-02-01', 1, 49)];
    expect(tierStatus(almost, day('2026-03-01'))).toMatchObject({ tier: 'Silver', eligibleRides: 5 });
  });

  it('keeps a tier for a year from the ride that reached it, to the instant, then it must be re-earned', () => {
    const rides = ridesFrom('2026-01-01', 5); // the fifth on 5 January 2026, at noon
    const reached = day('2026-01-05');
    const status = tierStatus(rides, day('2026-12-31'));
    expect(status).toMatchObject({ tier: 'Silver', eligibleRides: 5, reachedAt: reached, keptUntil: day('2027-01-05') });
    // The rides of the last twelve months fall away before the tier does.
    expect(tierStatus(rides, day('2027-01-04'))).toMatchObject({ tier: 'Silver', eligibleRides: 1 });
    expect(tierStatus(rides, new Date(day('2027-01-05').getTime() - 1)).tier).toBe('Silver');
    expect(tierStatus(rides, day('2027-01-05'))).toMatchObject({ tier: 'Basic', eligibleRides: 0, reachedAt: null, keptUntil: null });
  });

  it('riding on within the year re-earns the tier and starts a new year; a year without rides loses it', () => {
    const rides = [...ridesFrom('2026-01-01', 5), ...ridesFrom('2026-11-01', 5)];
    // Ten within twelve months on 5 November 2026: Gold, kept to 5 November 2027.
    expect(tierStatus(rides, day('2027-06-01'))).toMatchObject({
      tier: 'Gold',
      reachedAt: day('2026-11-05'),
      keptUntil: day('2027-11-05'),
    });
    // Silver lost on 5 January 2027, earned again by five rides in February 2027.
    const later = [...ridesFrom('2026-01-01', 5), ...ridesFrom('2027-02-01', 5)];
    expect(tierStatus(later, day('2027-01-20')).tier).toBe('Basic');
    expect(tierStatus(later, day('2027-06-01'))).toMatchObject({
      tier: 'Silver',
      reachedAt: day('2027-02-05'),
      keptUntil: day('2028-02-05'),
    });
  });

  it('needs the rides within twelve months: ten spread over two years are never Gold', () => {
    const rides = [...ridesFrom('2025-01-01', 5), ...ridesFrom('2026-06-01', 5)];
    expect(tierStatus(rides, day('2026-07-01')).tier).toBe('Silver');
  });

  it('keeps the highest tier until its year ends, then the lower one reached meanwhile', () => {
    // Platinum on 15 January 2026; a ride on 10 January 2027 counts 6 in its twelve months: Silver.
    const rides = [...ridesFrom('2026-01-01', 15), ...ridesFrom('2027-01-10', 1)];
    expect(tierStatus(rides, day('2027-01-12'))).toMatchObject({ tier: 'Platinum', keptUntil: day('2027-01-15') });
    expect(tierStatus(rides, day('2027-01-16'))).toMatchObject({
      tier: 'Silver',
      reachedAt: day('2027-01-10'),
      keptUntil: day('2028-01-10'),
    });
  });

  it('a year after 29 February is 1 March', () => {
    expect(oneYearAfter(day('2028-02-29'))).toEqual(day('2029-03-01'));
    expect(oneYearAfter(day('2026-11-23'))).toEqual(day('2027-11-23'));
  });

  it('never holds a tier its rides of some twelve months did not reach, nor loses one within its year', () => {
    const ride = fc.record({
      departed: fc.integer({ min: 0, max: 3 * 365 }).map((d) => new Date(Date.UTC(2025, 0, 1, 12) + d * 86_400_000)),
      discountPercent: fc.constantFrom(0, 10, 49, 50, 100),
    });
    fc.assert(
      fc.property(fc.array(ride, { maxLength: 40 }), fc.integer({ min: 0, max: 4 * 365 }), (rides, offset) => {
        const at = new Date(Date.UTC(2025, 0, 1, 12) + offset * 86_400_000);
        const status = tierStatus(rides, at);
        const threshold = TIERS.find((t) => t.name === status.tier)!.rides;
        // The tier's threshold was met by the rides of the twelve months to the ride that reached it.
        if (status.reachedAt) {
          const end = status.reachedAt.getTime();
          const from = new Date(end);
          from.setUTCFullYear(from.getUTCFullYear() - 1);
          const counted = rides.filter(
            (r) => r.discountPercent < 50 && r.departed.getTime() > from.getTime() && r.departed.getTime() <= end,
          );
          expect(counted.length).toBeGreaterThanOrEqual(threshold);
          expect(status.keptUntil!.getTime()).toBeGreaterThan(at.getTime());
        } else expect(status.tier).toBe('Basic');
        // Holding at least what the rides of the last twelve months reach.
        const reachedNow = TIERS.filter((t) => status.eligibleRides >= t.rides).pop()!;
        expect(threshold).toBeGreaterThanOrEqual(reachedNow.rides);
      }),
      { numRuns: 300 },
    );
  });
});
