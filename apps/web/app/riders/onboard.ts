// The welcome-aboard page riders open on the coach (the content spec: onboard Wi-Fi, an
// entertainment link, feedback links, text and e-mail support, the referral promise, social
// follow links, links to book and to the FAQ). The Wi-Fi comes from the server's configuration
// (PageServices.onboardWifi, decision 229), never from here.
import { REFERRALS_FOR_FREE_TRIP, SUPPORT_EMAIL, SUPPORT_TEXT_DISPLAY, SUPPORT_TEXT_NUMBER } from '../content/constants';
import type { PageHeaderContent, PageMeta } from '../content/types';

export const ONBOARD_META: PageMeta = {
  title: 'Welcome Aboard',
  description:
    'On board a Landline coach: connect to the free Wi-Fi, watch onboard entertainment, reach our support team by text or e-mail and tell us how your ride went.',
};

export const ONBOARD_HEADER: PageHeaderContent = {
  title: 'Welcome aboard',
  subtitle: 'Sit back and relax: here is everything you need for the ride.',
};

/** An outside page the onboard page links to; it opens in a new tab so the page stays at hand. */
export interface OutsideLink {
  label: string;
  url: string;
}

// Addresses of Landline's outside services (ours: to be confirmed by the business, decision 229).
export const ENTERTAINMENT: { text: string; link: OutsideLink } = {
  text: 'Films, series, music and games on your own phone, tablet or laptop, free on board: connect to the Wi-Fi first.',
  link: { label: 'Open onboard entertainment', url: 'https://entertainment.landline.com/' },
};

export const FEEDBACK: { text: string; links: OutsideLink[] } = {
  text: 'Your opinion shapes our service: tell other travellers about your ride, or tell us what we could do better.',
  links: [
    { label: 'Write a review', url: 'https://www.trustpilot.com/review/landline.com' },
    { label: 'Take our rider survey', url: 'https://survey.landline.com/ride' },
  ],
};

export const SUPPORT = {
  text: 'Something not right on board, or a question about your next trip? Our support team is a message away.',
  channels: [
    { label: `Text ${SUPPORT_TEXT_DISPLAY}`, url: `sms:${SUPPORT_TEXT_NUMBER}` },
    { label: `E-mail ${SUPPORT_EMAIL}`, url: `mailto:${SUPPORT_EMAIL}` },
  ],
} as const;

const REFERRAL_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export const REFERRAL_PROMISE = {
  title: 'Refer friends, ride free',
  text: `Every ${REFERRAL_WORDS[REFERRALS_FOR_FREE_TRIP] ?? REFERRALS_FOR_FREE_TRIP} new customers you refer to Landline earn you a free trip.`,
  link: { label: 'Get your referral link', to: '/refer-a-friend' },
};

export const NEXT_TRIP = {
  text: 'Book your next ride in a minute, or find answers about schedules, bags and changes.',
  book: { label: 'Book Now', to: '/' },
  faq: { label: 'Read the FAQ', to: '/faq' },
};
