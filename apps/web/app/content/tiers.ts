import { MEMBER_DISCOUNT_PERCENT } from '@landline/shared/constants';
import { TIERS, type TierName } from '../account/tiers';
import { FREE_RIDE_VOUCHER_USD } from './constants';

/** A Penguin Perks tier as the loyalty page shows it (the content spec's section 9). */
export interface PerkTier {
  name: Exclude<TierName, 'Basic'>;
  /** Eligible rides a year to reach the tier; from account/tiers, never repeated here. */
  rides: number;
  /** Every nth ride is free. */
  freeRideEvery: number;
  bonusRidesPerYear: number;
  priorityBoardingFnl: boolean;
  partnerPass: boolean;
}

const EXTRAS: Record<PerkTier['name'], Omit<PerkTier, 'name' | 'rides'>> = {
  Silver: { freeRideEvery: 10, bonusRidesPerYear: 1, priorityBoardingFnl: false, partnerPass: false },
  Gold: { freeRideEvery: 9, bonusRidesPerYear: 2, priorityBoardingFnl: true, partnerPass: false },
  Platinum: { freeRideEvery: 8, bonusRidesPerYear: 2, priorityBoardingFnl: true, partnerPass: true },
};

export const PERK_TIERS: PerkTier[] = TIERS.filter((t) => t.name !== 'Basic').map((t) => ({
  name: t.name as PerkTier['name'],
  rides: t.rides,
  ...EXTRAS[t.name as PerkTier['name']],
}));

/** The benefits list of one tier, in the order the page shows them. */
export function tierBenefits(t: PerkTier): string[] {
  const list = [
    `${MEMBER_DISCOUNT_PERCENT}% discount on every booking`,
    `A free ride every ${t.freeRideEvery}th ride`,
    `${t.bonusRidesPerYear} free bonus ${t.bonusRidesPerYear === 1 ? 'ride' : 'rides'} a year`,
    `Free-ride vouchers worth $${FREE_RIDE_VOUCHER_USD}`,
  ];
  if (t.priorityBoardingFnl) list.push('Priority boarding at Fort Collins–Loveland (FNL)');
  if (t.partnerPass) list.push('Partner Pass: a companion rides with you free');
  list.push('Your tier is kept for a full year');
  return list;
}
