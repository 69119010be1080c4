// Penguin Perks tier progress (the booking spec's sections 1 and 9): Basic 0, Silver 5, Gold 10,
// Platinum 15 eligible rides, five ride cells per tier.

import { TIERS } from '@landline/shared/constants';

export { TIERS };

export type TierName = (typeof TIERS)[number]['name'];

export const CELLS_PER_TIER = 5;

export interface TierStep {
  /** The tier reached when this step's cells are full. */
  tier: TierName;
  /** Rides of this step done, 0 to CELLS_PER_TIER. */
  filled: number;
}

export interface TierProgress {
  /** The member's tier: the server's when it names one of ours, else the one the rides reach. */
  tier: TierName;
  eligibleTrips: number;
  /** null at Platinum. */
  next: TierName | null;
  /** Eligible rides still needed for `next` (0 at Platinum). */
  ridesToNext: number;
  /** One step per tier above Basic, each drawn as CELLS_PER_TIER cells. */
  steps: TierStep[];
}

function tierOfRides(rides: number): (typeof TIERS)[number] {
  let reached: (typeof TIERS)[number] = TIERS[0];
  for (const t of TIERS) if (rides >= t.rides) reached = t;
  return reached;
}

export function tierProgress(eligibleTrips: number, serverTier?: string | null): TierProgress {
  const rides = Number.isFinite(eligibleTrips) ? Math.max(0, Math.floor(eligibleTrips)) : 0;
  const named = TIERS.find((t) => t.name.toLowerCase() === serverTier?.trim().toLowerCase());
  const byRides = tierOfRides(rides);
  const current = named ?? byRides;
  const index = TIERS.indexOf(current);
  const next = index < TIERS.length - 1 ? TIERS[index + 1] : null;
  const steps = TIERS.slice(1).map((t, i) => {
    const start = TIERS[i].rides;
    // A tier the server granted counts as full even when the ride count is short of it.
    const done = t.rides <= current.rides ? CELLS_PER_TIER : rides - start;
    return { tier: t.name, filled: Math.min(CELLS_PER_TIER, Math.max(0, done)) };
  });
  return {
    tier: current.name,
    eligibleTrips: rides,
    next: next?.name ?? null,
    ridesToNext: next ? Math.max(0, next.rides - rides) : 0,
    steps,
  };
}
