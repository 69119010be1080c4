// The referral marketing page (the content spec: a banner and a button; signed-in visitors go to
// /referral, the others to /login). The page is public and the same for everyone; the button's
// target is chosen in the browser (decision 229).
import { REFERRAL_REWARD_CENTS } from '@landline/shared/constants';
import type { PageHeaderContent, PageMeta } from '../content/types';
import { grouped } from '../lib/english';

/** "$20": the reward, whole dollars (spelled without Intl: lib/english.ts). */
const REWARD = `$${grouped(REFERRAL_REWARD_CENTS / 100)}`;

export const REFERRAL_PATH = '/referral';
/** Signed-out visitors log in first and come back to their referral link. */
export const REFERRAL_LOGIN_PATH = `/login?next=${encodeURIComponent(REFERRAL_PATH)}`;

export const REFER_META: PageMeta = {
  title: 'Refer a Friend',
  description: `Share Landline with friends: they get ${REWARD} in credit when they sign up, and you get ${REWARD} after their first completed ride.`,
};

export const REFER_HEADER: PageHeaderContent = {
  title: 'Refer a friend',
  subtitle: `Give ${REWARD}, get ${REWARD}: share the ride with the people you travel with.`,
};

export const REFER_BUTTON = 'Get my referral link';
export const REFER_BUTTON_NOTE = 'Your link is in your Landline account: log in, or create a free account in a minute.';

/** Referral info (spec section 3): steps for the referrer and for the friend. */
export const REFERRAL_STEPS: { title: string; steps: string[] }[] = [
  {
    title: 'You',
    steps: [
      'Log in to your Landline account and copy your personal referral link.',
      'Share it with friends by text, e-mail or social media.',
      `Get ${REWARD} in credit when a friend completes their first ride.`,
    ],
  },
  {
    title: 'Your friend',
    steps: [
      'Opens your link and creates a free Landline account.',
      `Gets ${REWARD} in credit on signing up, for their first booking.`,
      'Rides with us and starts earning Penguin Perks.',
    ],
  },
];
