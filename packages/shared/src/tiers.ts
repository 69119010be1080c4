// Penguin Perks tiers over time (the booking spec's sections 1 and 9, the content spec's loyalty
// rules; decision 211). Pure: the caller passes the member's rides and the instant.
//   - An eligible ride is a paid ride taken (departed), not a promo trip of 50% off or more.
//   - A tier is reached at the ride that brings the rides of the twelve months up to and
//     including it to the tier's threshold (Silver 5, Gold 10, Platinum 15).
//   - It is kept for a year from that ride, then must be re-earned: reaching it again (or any
//     ride that keeps the twelve-month count at the threshold) starts a new year.

import type { TierName } from './cart.js';
import { TIERS } from './constants.js';

export type { TierName };

/** A promo trip of this discount or more earns nothing toward a tier. */
export const PROMO_EXCLUDED_PERCENT = 50;

export interface TierRide {
  /** When the ride left (an instant). */
  departed: Date;
  /** The discount it was bought at, percent of its fare (0 without one). */
  discountPercent: number;
}

export interface TierStatus {
  tier: TierName;
  /** Eligible rides of the twelve months up to `at`: the count toward the next tier. */
  eligibleRides: number;
  /** When the tier held was (last) reached, and the first instant it is no longer held; null at Basic. */
  reachedAt: Date | null;
  keptUntil: Date | null;
  /** The next tier up and the eligible rides still needed within twelve months; null at Platinum. */
  next: { tier: TierName; ridesNeeded: number } | null;
}

export function isEligibleRide(ride: TierRide): boolean {
  return ride.discountPercent < PROMO_EXCLUDED_PERCENT;
}

/** The same instant a calendar year later (UTC); 29 February becomes 1 March. */
export function oneYearAfter(instant: Date): Date {
  const next = new Date(instant.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  // setUTCFullYear keeps the day of month: 29 Feb in a common year rolls to 1 Mar by itself.
  return next;
}

const tierByRides = (rides: number) => TIERS.reduce<(typeof TIERS)[number]>((held, t) => (rides >= t.rides ? t : held), TIERS[0]);
const rank = (name: TierName) => TIERS.findIndex((t) => t.name === name);

/** Eligible rides in the twelve months up to and including `end` (after one year before it). */
function ridesInYearTo(departures: readonly number[], end: Date): number {
  const start = end.getTime();
  const from = new Date(start);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  return departures.filter((d) => d > from.getTime() && d <= start).length;
}

/** The member's tier at `at` from their rides (any order; rides after `at` do not count yet). */
export function tierStatus(rides: readonly TierRide[], at: Date): TierStatus {
  const now = at.getTime();
  const departures = rides
    .filter(isEligibleRide)
    .map((r) => r.departed.getTime())
    .filter((d) => d <= now)
    .sort((a, b) => a - b);

  // The tier reached at each ride, kept a year from it; the highest still kept at `at` is held,
  // reached at the latest ride that reached it.
  let held: { tier: TierName; reachedAt: Date; keptUntil: Date } | null = null;
  for (const d of departures) {
    const reached = tierByRides(ridesInYearTo(departures, new Date(d)));
    if (reached.rides === 0) continue;
    const keptUntil = oneYearAfter(new Date(d));
    if (keptUntil.getTime() <= now) continue;
    if (!held || rank(reached.name) >= rank(held.tier)) held = { tier: reached.name, reachedAt: new Date(d), keptUntil };
  }

  const eligibleRides = ridesInYearTo(departures, at);
  const tier = held?.tier ?? 'Basic';
  const above = TIERS[rank(tier) + 1];
  return {
    tier,
    eligibleRides,
    reachedAt: held?.reachedAt ?? null,
    keptUntil: held?.keptUntil ?? null,
    next: above ? { tier: above.name, ridesNeeded: Math.max(0, above.rides - eligibleRides) } : null,
  };
}
