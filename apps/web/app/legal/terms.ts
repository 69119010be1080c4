// Terms and conditions (the content spec: a table of contents of twelve anchored sections; the
// spec shows only the last two, website use and miscellaneous, so the others are our own
// plain-language terms, built on the spec's business constants). Every figure comes from
// constants.ts, @landline/shared or the tiers: legal.test.ts fails if a digit is typed here
// (apart from the update date).
import { CHILD_MAX_AGE, MEMBER_DISCOUNT_PERCENT } from '@landline/shared/constants';
import {
  ACCOMPANIED_UNDER_AGE,
  ARBITRATION_DOCUMENTS_ONLY_UNDER_USD,
  ARBITRATION_FEES_PAID_UNDER_USD,
  BAG_MAX_LB,
  BAG_MAX_LINEAR_IN,
  BAGGAGE_CLAIM_DAYS,
  BAGGAGE_LIABILITY_SDR_CANADA,
  BAGGAGE_LIABILITY_USD,
  BAGGAGE_REPORT_HOURS,
  CANADA_CHANGE_CUTOFF_HOURS,
  CANCEL_CUTOFF_HOURS,
  CHECK_IN_CLOSES_MIN,
  CLAIM_DAYS,
  CODESHARE_BAGGAGE_LIABILITY_USD,
  BAG_MAX_LINEAR_CM_CANADA,
  LUGGAGE_MAX_LINEAR_IN_US,
  MSP_PICKUP_BEFORE_DEPARTURE_MIN,
  PARTNER_ARRIVE_BEFORE_MIN,
  PARTNER_BOARDING_CLOSES_MIN,
  PET_CARRIER_IN,
  PET_MAX_LB,
  REFUND_BUSINESS_DAYS,
  RESERVE_MIN_AGE,
  SOLO_MIN_AGE_CO,
  SOLO_MIN_AGE_MN,
  SPECIAL_ASSISTANCE_NOTICE_HOURS,
  WHEELCHAIR_MAX_IN,
  WHEELCHAIR_MAX_LB,
} from '../content/constants';
import { PERK_TIERS } from '../content/tiers';
import type { LegalDocument } from './types';
import { numberedSections } from './types';
import { count, grouped, orList } from '../lib/english';
import { CONTACT_LINKS, HELP_CENTER, PRIVACY, usd } from './shared';

export const TERMS_UPDATED = { label: 'November 23, 2026', iso: '2026-11-23' } as const;

/** "Silver, Gold, or Platinum". */
const MEMBER_TIERS = orList(PERK_TIERS.map((t) => t.name));
/** Each tier with its threshold of eligible rides, e.g. "Silver N". */
const TIER_THRESHOLDS = PERK_TIERS.map((t) => `${t.name} ${t.rides}`).join(', ');

const SECTIONS = numberedSections([
  {
    slug: 'about-these-terms',
    title: 'About these terms',
    blocks: [
      'Landline runs premium airport shuttles: motorcoach routes between regional towns and major airports in Colorado, Minnesota and Ontario, and partner routes in the US Northeast and Midwest. We also sell partner airlines’ flights that connect with our coaches.',
      'In these terms “Landline”, “we” and “us” mean our company; “you” means the person who makes a booking and every passenger on it. By booking, travelling with us or using this website you accept these terms.',
      'When your itinerary includes a flight, we sell that flight on behalf of the partner airline: the airline carries you on it and its own conditions of carriage apply to the flight. These terms apply to the legs you ride on a Landline coach.',
    ],
  },
  {
    slug: 'reservations-and-payment',
    title: 'Reservations and payment',
    blocks: [
      {
        list: [
          `Customers must be ${RESERVE_MIN_AGE} or older to reserve.`,
          'Prices are shown in US dollars, or in Canadian dollars for itineraries that include one of our Canadian rides. The currency is always shown next to the price.',
          'The total shown before you pay is the amount we charge: no booking fees are added afterwards.',
          'A booking is confirmed once it is paid; the confirmation shows your booking reference.',
          'The details you give for each passenger must be correct; fares for children depend on their age on the day of travel.',
          'Some trips on our Canadian routes are booked through the airline or on our Canadian booking site; the conditions shown there apply to those bookings.',
        ],
      },
      ['Card payments are handled by our card payment provider; we never see or keep your full card number (see our ', PRIVACY, ').'],
    ],
  },
  {
    slug: 'passengers',
    title: 'Passengers and conduct',
    blocks: [
      {
        list: [
          `Passengers under ${ACCOMPANIED_UNDER_AGE} must travel with an accompanying adult.`,
          `The minimum age to ride alone is ${SOLO_MIN_AGE_CO} in Colorado and ${SOLO_MIN_AGE_MN} in Minnesota; an adult makes the reservation for a young passenger riding alone.`,
          `Kids ${CHILD_MAX_AGE} and under ride free where the fare says so, with a paying adult on the same booking.`,
        ],
      },
      'Please behave safely and considerately on board and follow the driver’s instructions. The driver may refuse to carry, or ask to leave the coach, anyone who puts other passengers or the crew at risk; such a passenger is not refunded.',
    ],
  },
  {
    slug: 'check-in-and-boarding',
    title: 'Check-in and boarding',
    blocks: [
      'Your booking reference is your ticket: keep it at hand when you travel.',
      `Check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure. Please be at your stop with your bags before then: the coach leaves on time and we cannot wait for late passengers.`,
      `At Minneapolis–Saint Paul airport, be at the pickup point ${MSP_PICKUP_BEFORE_DEPARTURE_MIN} minutes before the listed departure.`,
      `For rides booked with an airline partner, arrive ${PARTNER_ARRIVE_BEFORE_MIN} minutes before departure with your luggage; boarding continues until ${PARTNER_BOARDING_CLOSES_MIN} minutes before departure.`,
      'If you are not at your stop when check-in closes, the leg counts as missed and the coach leaves without you.',
    ],
  },
  {
    slug: 'baggage',
    title: 'Baggage',
    blocks: [
      {
        list: [
          'Bags ride free: one checked bag, one carry-on and one personal item per passenger.',
          `A checked bag may measure up to ${BAG_MAX_LINEAR_IN} inches overall (length + width + height) and weigh up to ${BAG_MAX_LB} lbs.`,
          `Bags checked through to a partner airline follow the airline’s size limit: up to ${LUGGAGE_MAX_LINEAR_IN_US} linear inches in the US and ${BAG_MAX_LINEAR_CM_CANADA} cm in Canada.`,
          'Extra or oversized items travel when there is room in the luggage bay.',
        ],
      },
      'Do not pack dangerous goods, and keep valuables, medicine and travel documents in your carry-on.',
    ],
  },
  {
    slug: 'accessibility-and-pets',
    title: 'Accessibility and pets',
    blocks: [
      {
        list: [
          `Our coaches have wheelchair lifts for a wheelchair of up to ${WHEELCHAIR_MAX_IN} inches and a combined weight, passenger included, of up to ${WHEELCHAIR_MAX_LB} lbs.`,
          `Please ask for special assistance at least ${SPECIAL_ASSISTANCE_NOTICE_HOURS} hours before you travel so we can have everything ready.`,
          `Pets ride free in an approved carrier that stays at your feet: pets of ${PET_MAX_LB} lbs or less, in a carrier of up to ${PET_CARRIER_IN} inches. Exotic animals are not carried.`,
          'Service animals are always welcome.',
        ],
      },
    ],
  },
  {
    slug: 'changes-cancellations-refunds',
    title: 'Changes, cancellations and refunds',
    blocks: [
      [
        `You can cancel a trip before its first leg and at least ${count(CANCEL_CUTOFF_HOURS, 'hour')} before departure; our `,
        HELP_CENTER,
        ' can help.',
      ],
      {
        list: [
          `Penguin Perks members at ${MEMBER_TIERS} level are refunded for the cancelled legs to the card they paid with. Refunds take ${REFUND_BUSINESS_DAYS} business days to reach your account.`,
          'Other passengers receive travel credit for the value of the cancelled legs, to use on a later Landline booking.',
        ],
      },
      'After that deadline, or once the first leg has started, the trip can no longer be cancelled or refunded.',
      `To change a trip, change it before the same deadline: we move you to another departure with free seats and you pay any difference in fare. Trips on our Canadian routes can be changed until ${count(CANADA_CHANGE_CUTOFF_HOURS, 'hour')} before departure.`,
      'If we cancel a departure, we offer you a seat on another departure or, if you prefer, refund the legs we could not run. Partner flights follow the airline’s own change and refund rules.',
    ],
  },
  {
    slug: 'penguin-perks',
    title: 'Penguin Perks',
    blocks: [
      {
        list: [
          'Membership is free with a Landline account. Sign in when you book so your rides count.',
          `Members get ${MEMBER_DISCOUNT_PERCENT}% off every booking made while signed in.`,
          `Tiers are reached with eligible rides in a year: ${TIER_THRESHOLDS}.`,
          'A tier is kept for a year from the day it is reached; after that, it must be earned again by riding.',
          'Benefits, rewards, credits and vouchers have no cash value and cannot be transferred or sold.',
        ],
      },
      [
        'The ',
        { text: 'Penguin Perks page', to: '/penguin-perks' },
        ' describes the current benefits and the ',
        { text: 'referral programme', to: '/refer-a-friend' },
        ' its rewards. We may change the programme; changes apply from the day we publish them.',
      ],
    ],
  },
  {
    slug: 'liability-and-claims',
    title: 'Liability and claims',
    blocks: [
      'We carry you and your bags with reasonable care, and we are responsible for loss or damage that we cause through our own fault.',
      {
        list: [
          `On our US routes, our liability for checked baggage is limited to ${usd(BAGGAGE_LIABILITY_USD)} per passenger; on our Canadian routes, to ${grouped(BAGGAGE_LIABILITY_SDR_CANADA)} special drawing rights (SDR) per passenger.`,
          `On a codeshare itinerary within the US, baggage liability is up to ${usd(CODESHARE_BAGGAGE_LIABILITY_USD)} per passenger, as the airline’s domestic rules provide.`,
          `Report damaged or missing bags to us within ${BAGGAGE_REPORT_HOURS} hours of arrival and send a written claim within ${BAGGAGE_CLAIM_DAYS} days.`,
          `Any other claim about a trip must reach us in writing within ${CLAIM_DAYS} days of the trip.`,
        ],
      },
      'Traffic, weather and road closures can delay a coach. If a delay of ours makes you miss another Landline leg on the same booking, we put you on the next departure with free seats at no extra cost; if it makes you miss a partner flight on the same booking, we help you rebook with the airline. We cannot answer for connections we did not sell.',
      'We are not responsible for losses we could not reasonably foresee, or for delays and losses caused by events outside our control, such as severe weather, road closures, accidents involving others, or airport and government action. Nothing in these terms limits any liability that the law does not allow us to limit.',
    ],
  },
  {
    slug: 'disputes-and-arbitration',
    title: 'Disputes and arbitration',
    blocks: [
      ['If something went wrong, tell us first through our ', HELP_CENTER, ': most problems are solved that way.'],
      'A dispute we cannot settle together is decided by binding arbitration between you and us alone, not in a class action, except claims that a small-claims court can hear.',
      {
        list: [
          `For a claim of less than ${usd(ARBITRATION_FEES_PAID_UNDER_USD)}, we pay the arbitration fees.`,
          `A claim of less than ${usd(ARBITRATION_DOCUMENTS_ONLY_UNDER_USD)} is decided on the documents alone, unless the arbitrator asks for a hearing.`,
        ],
      },
      'These terms are governed by the laws of the State of Colorado. If the law of the place where you live gives you a protection that these terms do not, that protection still applies.',
    ],
  },
  {
    slug: 'website-use',
    title: 'Website use',
    blocks: [
      'You may use this website to search, book and manage trips for yourself and the people travelling with you. Please do not misuse it: no bookings in someone else’s name without their consent, no attempts to get into accounts or systems that are not yours, and no automated use that slows the site down for others.',
      'Liability. We keep the website running with care but offer it as it is: we do not promise that it is always available or free of errors, and we are not liable for losses that come from using it or from being unable to use it, except where the law does not allow us to exclude that liability.',
      'Disease-related harm. Travelling means sharing a coach with other people. We clean our coaches regularly, but we are not liable for an illness caused by exposure to a contagious disease during a trip, unless our own negligence caused it. If you are unwell, please change your trip rather than travel.',
      'Unsolicited comments. Ideas and suggestions you send us without our asking are not confidential: we may use them freely and owe nothing for them.',
      'Indemnification. If you misuse the website or break these terms, you agree to cover the losses and reasonable costs, legal fees included, that this causes us.',
      'Termination. We may suspend or close access to the website or to an account used in breach of these terms. Sections that by their nature outlast your use of the website, such as liability and disputes, continue to apply.',
      [
        'Airport, airline and route data come from OpenFlights.org under the Open Database License (ODbL); the rest of the site’s content belongs to Landline. How we handle your personal information is explained in our ',
        PRIVACY,
        '.',
      ],
    ],
  },
  {
    slug: 'miscellaneous',
    title: 'Miscellaneous',
    blocks: [
      'Severance. If a court finds any part of these terms invalid or unenforceable, that part is limited or removed as little as needed, and the rest remains in force.',
      'Assignment. We may transfer our rights and duties under these terms to a company that takes over our service; you may not transfer yours without our written agreement.',
      'English language. These terms are written in English. Where we offer a translation, such as the French pages of our Canadian service, the English version prevails if the two differ.',
      'Whole agreement. These terms, with the fare conditions shown when you book, are the whole agreement between you and us about your trip. If we do not enforce a term at once, we may still enforce it later. We may update these terms; the version in force on the day you book applies to that booking.',
      ['Questions about these terms or a trip? Reach us through our ', ...CONTACT_LINKS, '.'],
    ],
  },
]);

export const TERMS_DOCUMENT: LegalDocument = {
  meta: {
    title: 'Terms and Conditions',
    description:
      'The conditions of carriage of Landline airport shuttles and the terms of use of this website: reservations, check-in, baggage, cancellations, refunds, liability, claims and disputes.',
  },
  header: {
    title: 'Terms and Conditions',
    subtitle: 'The conditions under which we carry you and your bags, and the terms of use of this website.',
  },
  updated: TERMS_UPDATED,
  sections: SECTIONS,
};
