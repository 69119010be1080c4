// Terms and conditions, privacy policy (content-pages.md lists both pages as "Legal"; their text is
// ours). Every figure comes from constants.ts, @landline/shared or the tiers: legal.test.ts checks
// that no number is typed here (apart from the update date).
import { CHILD_MAX_AGE, MEMBER_DISCOUNT_PERCENT } from '@landline/shared/constants';
import {
  ACCOMPANIED_UNDER_AGE,
  BAG_MAX_LB,
  BAG_MAX_LINEAR_IN,
  BAGGAGE_CLAIM_DAYS,
  BAGGAGE_LIABILITY_USD,
  BAGGAGE_REPORT_HOURS,
  CANCEL_CUTOFF_HOURS,
  CHECK_IN_CLOSES_MIN,
  MSP_PICKUP_BEFORE_DEPARTURE_MIN,
  PET_CARRIER_IN,
  PET_MAX_LB,
  REFUND_BUSINESS_DAYS,
  RESERVE_MIN_AGE,
  SOLO_MIN_AGE_CO,
  SOLO_MIN_AGE_MN,
  SPECIAL_ASSISTANCE_NOTICE_HOURS,
  SUPPORT_EMAIL,
  WHEELCHAIR_MAX_IN,
  WHEELCHAIR_MAX_LB,
} from './constants';
import { anchorId } from './anchor';
import { PERK_TIERS } from './tiers';
import type { InlineLink, LegalDocument } from './types';

/** Both documents were last revised together. */
export const LEGAL_UPDATED = { label: 'November 23, 2026', iso: '2026-11-23' } as const;

const HELP_CENTER: InlineLink = { text: 'Help Center', to: '/contact' };
const SUPPORT_MAIL: InlineLink = { text: SUPPORT_EMAIL, to: `mailto:${SUPPORT_EMAIL}` };
const PRIVACY: InlineLink = { text: 'Privacy Policy', to: '/privacy-policy' };
const TERMS: InlineLink = { text: 'Terms and Conditions', to: '/terms-and-conditions' };
const PERKS: InlineLink = { text: 'Penguin Perks page', to: '/penguin-perks' };

/** "Silver, Gold, or Platinum". */
const MEMBER_TIERS = new Intl.ListFormat('en', { type: 'disjunction' }).format(PERK_TIERS.map((t) => t.name));
/** Each tier with its threshold of eligible rides, e.g. "Silver N". */
const TIER_THRESHOLDS = PERK_TIERS.map((t) => `${t.name} ${t.rides}`).join(', ');

export const TERMS_DOCUMENT: LegalDocument = {
  meta: {
    title: 'Terms and Conditions',
    description:
      'The conditions of carriage of Landline airport shuttles and the terms of use of this website: bookings, check-in, cancellations, baggage, partner flights and Penguin Perks.',
  },
  header: {
    title: 'Terms and Conditions',
    subtitle: 'The conditions under which we carry you and your bags, and the terms of use of this website.',
  },
  updated: LEGAL_UPDATED,
  sections: [
    {
      title: 'Who we are',
      blocks: [
        'Landline runs premium airport shuttles: motorcoach routes between regional towns and major airports. We connect Fort Collins, Colorado State University and the Harmony Transfer Center with Denver International Airport; Duluth and Mankato with Minneapolis–Saint Paul International Airport; Hamilton, Waterloo and Kingston with Toronto Pearson; and we run partner routes in the US Northeast and Midwest. We also sell partner airlines’ flights that connect with our coaches.',
        'In these terms “Landline”, “we” and “us” mean our company; “you” means the person who makes a booking and every passenger on it. By booking or travelling with us you accept these terms.',
      ],
    },
    {
      title: 'Bookings and payment',
      blocks: [
        {
          list: [
            'Prices are shown in US dollars, or in Canadian dollars for itineraries that include one of our Canadian rides. The currency is always shown next to the price.',
            'The total shown before you pay is the amount we charge. There are no booking fees added afterwards.',
            'A booking is confirmed once it is paid: the confirmation shows your booking reference.',
            'The details you give for each passenger must be correct; fares for children depend on their age.',
            'Some trips on our Canadian routes are booked through the airline or on our Canadian booking site; the conditions shown there apply to those bookings.',
          ],
        },
      ],
    },
    {
      title: 'Tickets and check-in',
      blocks: [
        'Your booking reference is your ticket: keep it at hand when you travel.',
        `Check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure. Please be at your stop with your bags before then: the coach leaves on time and we cannot wait for late passengers.`,
        `At Minneapolis–Saint Paul airport, be at the pickup point ${MSP_PICKUP_BEFORE_DEPARTURE_MIN} minutes before the listed departure.`,
        'Your booking shows your stop. If you are not there when check-in closes, the leg counts as missed and the coach leaves without you.',
      ],
    },
    {
      title: 'Changes and cancellations',
      blocks: [
        [
          `You can cancel a trip before its first leg and at least ${CANCEL_CUTOFF_HOURS} hours before departure; our `,
          HELP_CENTER,
          ' can help.',
        ],
        {
          list: [
            `Penguin Perks members at ${MEMBER_TIERS} level are refunded for the cancelled legs to the card they paid with. Refunds take ${REFUND_BUSINESS_DAYS} business days to reach your account.`,
            'Other passengers receive travel credit for the value of the cancelled legs, to use on a later Landline booking.',
          ],
        },
        'After that deadline, or once the first leg has started, the trip can no longer be cancelled or refunded. To change a trip, contact us before the same deadline: we move you to another departure with free seats when we can, and you pay any difference in fare.',
        'If we cancel a departure, we offer you a seat on another departure or, if you prefer, refund the legs we could not run.',
        [
          'Partner flights follow the airline’s own change and cancellation rules (see ',
          { text: 'Partner flights', to: `#${anchorId('Partner flights')}` },
          ').',
        ],
      ],
    },
    {
      title: 'Passengers',
      blocks: [
        {
          list: [
            `Customers must be ${RESERVE_MIN_AGE} or older to reserve.`,
            `Passengers under ${ACCOMPANIED_UNDER_AGE} must travel with an accompanying adult.`,
            `The minimum age to ride alone is ${SOLO_MIN_AGE_CO} in Colorado and ${SOLO_MIN_AGE_MN} in Minnesota.`,
            `Kids ${CHILD_MAX_AGE} and under ride free where the fare says so, with a paying adult on the same booking.`,
          ],
        },
        'Please behave safely and considerately on board. The driver may refuse to carry, or ask to leave the coach, anyone who puts other passengers or the crew at risk.',
      ],
    },
    {
      title: 'Baggage, pets and accessibility',
      blocks: [
        {
          list: [
            `Bags ride free: one checked bag, one carry-on and one personal item per passenger. A checked bag may measure up to ${BAG_MAX_LINEAR_IN} inches overall (length + width + height) and weigh up to ${BAG_MAX_LB} lbs. Extra or oversized items travel when there is room.`,
            `Pets ride free in an approved carrier that stays at your feet: pets of ${PET_MAX_LB} lbs or less, in a carrier of up to ${PET_CARRIER_IN} inches. Exotic animals are not carried. Service animals are always welcome.`,
            `Our coaches have wheelchair lifts for a wheelchair of up to ${WHEELCHAIR_MAX_IN} inches and a combined weight, passenger included, of up to ${WHEELCHAIR_MAX_LB} lbs.`,
            `Please ask for special assistance at least ${SPECIAL_ASSISTANCE_NOTICE_HOURS} hours before you travel so we can have everything ready.`,
          ],
        },
        'Do not pack dangerous goods, and keep valuables, medicine and travel documents in your carry-on.',
      ],
    },
    {
      title: 'Partner flights',
      blocks: [
        'When your itinerary includes a flight, we sell that flight on behalf of the partner airline. The airline carries you on the flight, and its own conditions of carriage apply to it: check-in times, baggage allowances, changes, cancellations and refunds.',
        'Our conditions apply to the legs you ride on a Landline coach.',
      ],
    },
    {
      title: 'Penguin Perks loyalty programme',
      blocks: [
        {
          list: [
            'Membership is free with a Landline account. Sign in when you book so your rides count.',
            `Members get ${MEMBER_DISCOUNT_PERCENT}% off every booking made while signed in.`,
            `Tiers are reached with eligible rides in a year: ${TIER_THRESHOLDS}.`,
            'A tier is kept for a year from the day it is reached; after that, it must be earned again by riding.',
            'Benefits, rewards and vouchers have no cash value and cannot be transferred or sold.',
          ],
        },
        ['The ', PERKS, ' describes the current benefits. We may change the programme; changes apply from the day we publish them.'],
      ],
    },
    {
      title: 'Delays and missed connections',
      blocks: [
        'We plan the connections we sell with time to spare between a coach and a flight. Traffic, weather and road closures can still delay a coach.',
        'If your coach runs late, we try to let you know by text or e-mail. If a delay of ours makes you miss another Landline leg on the same booking, we put you on the next Landline departure with free seats at no extra cost.',
        'If you miss a partner flight on the same booking because our coach was late, contact us straight away: we help you rebook with the airline, whose rules decide any cost.',
        'For flights you booked separately, please allow generous time: we cannot be responsible for connections we did not sell.',
      ],
    },
    {
      title: 'Our liability',
      blocks: [
        'We carry you and your bags with reasonable care. We are responsible for loss or damage that we cause through our own fault.',
        {
          list: [
            `On our US routes, our liability for checked baggage is limited to $${BAGGAGE_LIABILITY_USD} per passenger.`,
            `Report damaged or missing bags to us within ${BAGGAGE_REPORT_HOURS} hours of arrival and send a written claim within ${BAGGAGE_CLAIM_DAYS} days.`,
            'We are not responsible for losses we could not reasonably foresee, or for delays and losses caused by events outside our control, such as severe weather, road closures, accidents involving others, or airport and government action.',
            'Nothing in these terms limits any liability that the law does not allow us to limit.',
          ],
        },
      ],
    },
    {
      title: 'Use of this website',
      blocks: [
        'You may use this website to search, book and manage trips for yourself and the people travelling with you. Please do not misuse it: no bookings in someone else’s name without their consent, no attempts to get into accounts or systems that are not yours, and no automated use that slows the site down for others.',
        'Airport, airline and route data come from OpenFlights.org under the Open Database License (ODbL). The rest of the site’s content belongs to Landline.',
        ['How we handle your personal information is explained in our ', PRIVACY, '.'],
      ],
    },
    {
      title: 'Contact',
      blocks: [['Questions about these terms or a trip? Reach us through our ', HELP_CENTER, ' or at ', SUPPORT_MAIL, '.']],
    },
    {
      title: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the State of Colorado. If the law of the place where you live gives you protection that these terms do not, that protection still applies.',
        'We may update these terms. The version in force on the day you book applies to that booking.',
      ],
    },
  ],
};

export const PRIVACY_DOCUMENT: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description:
      'What personal information Landline collects when you book, ride and sign up, why we use it, who we share it with, how long we keep it and your choices.',
  },
  header: {
    title: 'Privacy Policy',
    subtitle: 'What we collect when you search, book and ride with us, why, and the choices you have.',
  },
  updated: LEGAL_UPDATED,
  sections: [
    {
      title: 'What we collect',
      blocks: [
        {
          list: [
            'Your account: e-mail address, name, phone number, date of birth, gender, preferred airport and referral code, plus any optional travel preferences you add to your profile. Your password is stored only as a hash (see Security).',
            'Your bookings: trips, the passengers you book for and the details each fare needs, and the payment status. Card details go straight to our payment provider; we do not store card numbers.',
            'Your Penguin Perks record: your rides, tier, credits and vouchers.',
            'Newsletter: the address you sign up with and whether you confirmed it.',
            'Messages you send us, for example through the Help Center.',
            'Technical logs: when your browser calls our servers, they record the address the request came from, the page or function asked for, the time and the browser type.',
          ],
        },
      ],
    },
    {
      title: 'Why we use it',
      blocks: [
        {
          list: [
            'To run your bookings: issue tickets, carry you, tell you about changes to your trip and handle refunds and travel credit.',
            'To run your account and your Penguin Perks membership, including discounts, tiers and referral rewards.',
            'To send the e-mail you asked for: account activation, password recovery, the newsletter confirmation and, once you have confirmed, the newsletter itself.',
            'To keep the service working and secure: find faults, prevent fraud and stop abuse.',
            'To meet our legal obligations, such as keeping accounting records.',
          ],
        },
        'We do not sell your personal information, and we do not use it for advertising profiles.',
      ],
    },
    {
      title: 'Legal bases',
      blocks: [
        'In plain words, we use your information only when one of these applies:',
        {
          list: [
            'We need it to do what you asked: a booking, a trip, an account, a password reset.',
            'You agreed to it: the newsletter, which you confirm by e-mail (double opt-in) and can leave at any time.',
            'We have a legitimate interest that does not override your rights: keeping the service secure and fixing problems.',
            'The law requires it: tax and accounting records, or a lawful request from the authorities.',
          ],
        },
      ],
    },
    {
      title: 'What is stored in your browser',
      blocks: [
        'This website keeps two things in your browser’s local storage: the tokens that keep you signed in, and the draft of the booking you are making, so a page reload does not lose it. Logging out removes both; you can also clear them in your browser’s settings.',
        'We set no advertising cookies, and we load no analytics or other third-party trackers.',
      ],
    },
    {
      title: 'Who we share it with',
      blocks: [
        {
          list: [
            'Our payment provider, to take your card payment and make refunds.',
            'Partner airlines, for bookings that include their flights: the passenger details the airline needs to issue the ticket.',
            'The service that delivers our e-mail, to send you the messages above.',
            'The company that hosts our servers and database, which stores the information on our behalf.',
            'Authorities, only where the law requires it.',
          ],
        },
        'These companies may use your information only to provide their service to us or, for airlines, to carry you.',
      ],
    },
    {
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            'Account information: while your account is open. When you ask us to close it, we delete it, except what we must keep by law.',
            'Bookings and payment records: as long as tax and accounting law requires.',
            'Newsletter address: until you unsubscribe. We keep a record that you unsubscribed so that we do not write to you again.',
            'Technical logs: only as long as we need them to investigate faults and abuse.',
          ],
        },
      ],
    },
    {
      title: 'Your rights',
      blocks: [
        {
          list: [
            'See the information we hold about you, and get a copy of it.',
            'Correct it: most of it you can change yourself on your profile page.',
            'Have it deleted, except what we must keep by law.',
            'Unsubscribe from the newsletter with one click: every newsletter e-mail has an unsubscribe link.',
            'Object to a use of your information, or complain to your data protection authority.',
          ],
        },
        ['To use these rights, contact us through our ', HELP_CENTER, '. We may ask you to confirm who you are first.'],
      ],
    },
    {
      title: 'Children',
      blocks: [
        `Accounts and bookings are for adults: you must be ${RESERVE_MIN_AGE} or older to reserve. We hold a child’s details only when an adult books a trip for them, to issue the ticket and apply the right fare.`,
      ],
    },
    {
      title: 'Security',
      blocks: [
        'Passwords are hashed with scrypt and never stored in clear: nobody at Landline can read your password. The links we e-mail for account activation and password recovery work once and expire.',
        'No system is perfectly secure. If a breach puts your information at risk, we will tell you as the law requires.',
      ],
    },
    {
      title: 'Contact',
      blocks: [['Questions about your information or this policy? Reach us through our ', HELP_CENTER, ' or at ', SUPPORT_MAIL, '.']],
    },
    {
      title: 'Changes to this policy',
      blocks: [
        [
          'We may update this policy. The date at the top shows the latest version; if a change matters to how we use your information, we will tell you by e-mail or on this website. Our ',
          TERMS,
          ' cover your bookings and the use of this website.',
        ],
      ],
    },
  ],
};
