import { MEMBER_DISCOUNT_PERCENT } from '@landline/shared/constants';
import { CANCEL_CUTOFF_HOURS, FREE_RIDE_VOUCHER_USD, REFUND_BUSINESS_DAYS } from './constants';
import goldBadge from './images/tier-gold.svg?no-inline';
import platinumBadge from './images/tier-platinum.svg?no-inline';
import silverBadge from './images/tier-silver.svg?no-inline';
import { PERK_TIERS, type PerkTier } from './tiers';
import type { Card, FaqItem, PageHeaderContent, PageMeta } from './types';

const [SILVER, GOLD, PLATINUM] = PERK_TIERS;

export const PERKS_META: PageMeta = {
  title: 'Penguin Perks rewards',
  description: `Join Penguin Perks, Landline's free rewards programme: ${MEMBER_DISCOUNT_PERCENT}% off every booking, free rides and priority boarding as you reach Silver, Gold and Platinum.`,
};

export const PERKS_HEADER: PageHeaderContent = {
  title: 'Penguin Perks',
  subtitle: `Our free rewards programme for riders who go places. Save ${MEMBER_DISCOUNT_PERCENT}% on every booking and earn free rides along the way.`,
};

/** Each tier card's image (spec: name, image, threshold, benefits): our own badges, as files. */
export const TIER_IMAGES: Record<PerkTier['name'], string> = {
  Silver: silverBadge,
  Gold: goldBadge,
  Platinum: platinumBadge,
};

export const HOW_IT_WORKS: Card[] = [
  {
    title: 'Earn FREE Rides',
    content: `Every eligible ride counts. Reach Silver and every ${SILVER.freeRideEvery}th ride is on us, plus a $${FREE_RIDE_VOUCHER_USD} free-ride voucher.`,
  },
  {
    title: 'Level Up',
    content: `Ride ${SILVER.rides} times a year for Silver, ${GOLD.rides} for Gold and ${PLATINUM.rides} for Platinum. The higher the tier, the sooner the next free ride.`,
  },
  {
    title: 'Redeem Rewards',
    content: 'Your discount applies at checkout when you are signed in, and your free-ride vouchers are ready in your account.',
  },
];

export const PERKS_FAQ: FaqItem[] = [
  {
    question: 'How do I join?',
    answer: ['Create a free Landline account and you are in. Sign in when you book so every ride counts.'],
  },
  {
    question: 'Which rides count toward my tier?',
    answer: ['Completed Landline rides booked in your account count. Promotional trips at 50% off or more do not count toward your tier.'],
  },
  {
    question: 'How long do I keep my tier?',
    answer: ['A tier is yours for a full year from the day you reach it. After that, keep riding to earn it again.'],
  },
  {
    question: 'What is the Partner Pass?',
    answer: ['Platinum members can bring a companion on their ride free of charge with the Partner Pass.'],
  },
  {
    question: 'Can I get a refund if my plans change?',
    answer: [
      `Yes. Members cancelling at least ${CANCEL_CUTOFF_HOURS} hours before departure get their money back, usually within ${REFUND_BUSINESS_DAYS} business days.`,
    ],
  },
];

export const PERKS_SERVICE_BLURB = {
  title: 'Ride Landline',
  text: 'Landline runs comfortable, on-time coaches between the places you live and the airports you fly from, in Colorado and Minnesota. Leave the car at home, skip airport parking and start your trip relaxed: Penguin Perks simply makes every ride worth a little more.',
};
