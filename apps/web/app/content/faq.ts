import type { RouteFare } from '@landline/shared/money';
import { RESERVE_PATH } from '../lib/links';
import {
  BAG_MAX_LB,
  BAG_MAX_LINEAR_IN,
  CANCEL_CUTOFF_HOURS,
  CHECK_IN_CLOSES_MIN,
  DAILY_DEPARTURES_MAX,
  FNL_FREE_PARKING_WEEKS,
  MSP_PICKUP_AFTER_ARRIVAL_MIN,
  MSP_PICKUP_BEFORE_DEPARTURE_MIN,
  PET_CARRIER_IN,
  PET_MAX_LB,
  REFUND_BUSINESS_DAYS,
  RESERVE_MIN_AGE,
  SOLO_MIN_AGE_CO,
  SOLO_MIN_AGE_MN,
  SPECIAL_ASSISTANCE_NOTICE_HOURS,
  STAFFED_LABEL,
  SUPPORT_EMAIL,
  SUPPORT_TEXT_DISPLAY,
  SUPPORT_TEXT_NUMBER,
  WHEELCHAIR_MAX_IN,
  WHEELCHAIR_MAX_LB,
} from './constants';
import { fareSentence } from './fares';
import type { FaqSection, PageHeaderContent, PageMeta } from './types';

/** The routes whose fares the FAQ states (place codes), read by its loader. */
export const FAQ_FARE_ROUTES = {
  colorado: { from: 'FTC', to: 'DEN', between: 'between Fort Collins and Denver airport' },
  minnesota: { from: 'DLH', to: 'MSP', between: 'between Duluth and Minneapolis-St. Paul airport' },
} as const;

/**
 * The FAQ's fare sentences, written where its loader runs: the browser then takes the page over
 * without formatting a price, whose first Intl formatter loads the locale's data in a long task
 * of its own (docs/performance.md, issue 33).
 */
export type FaqFares = Record<keyof typeof FAQ_FARE_ROUTES, string>;

export function faqFares(fares: Record<keyof typeof FAQ_FARE_ROUTES, RouteFare | null>): FaqFares {
  const { colorado, minnesota } = FAQ_FARE_ROUTES;
  return { colorado: fareSentence(fares.colorado, colorado.between), minnesota: fareSentence(fares.minnesota, minnesota.between) };
}

/** The FAQ's section on managing a booking. */
export const MANAGE_TRIP_SECTION = 'Manage Your Trip';

export const FAQ_META: PageMeta = {
  title: 'Frequently asked questions',
  description:
    'Answers about Landline airport shuttles: baggage, pets, wheelchairs, check-in, cancellations, parking and pickups in Colorado and Minnesota.',
};

export const FAQ_HEADER: PageHeaderContent = {
  title: 'Frequently asked questions',
  subtitle: 'Everything you need to know before you ride, from bags to boarding.',
};

/** The FAQ, with the fares the loader read from the fare table search charges. */
export const faqSections = (fares: FaqFares): FaqSection[] => [
  {
    title: 'General Questions',
    items: [
      {
        question: 'How much baggage can I bring?',
        answer: [
          'Bags ride free. Each passenger may bring one checked bag, one carry-on and one personal item.',
          `A checked bag may measure up to ${BAG_MAX_LINEAR_IN} inches overall (length + width + height) and weigh up to ${BAG_MAX_LB} lbs. Extra bags travel when there is room on board.`,
        ],
      },
      {
        question: 'Can I bring my pet?',
        answer: [
          `Yes, pets ride free in an approved carrier that stays at your feet. Pets must weigh ${PET_MAX_LB} lbs or less and the carrier may measure up to ${PET_CARRIER_IN} inches.`,
          'Exotic animals are not allowed. Service animals are always welcome.',
        ],
      },
      {
        question: 'Are your coaches wheelchair accessible?',
        answer: [
          `Yes. Our lifts take a wheelchair of up to ${WHEELCHAIR_MAX_IN} inches with a combined weight, passenger included, of up to ${WHEELCHAIR_MAX_LB} lbs.`,
          `Please tell us about any special assistance at least ${SPECIAL_ASSISTANCE_NOTICE_HOURS} hours before you travel so we can have everything ready.`,
        ],
      },
      {
        question: 'When does check-in close?',
        answer: [
          `Check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure. Please be at your stop with your bags a little earlier so we can leave on time.`,
        ],
      },
      {
        question: 'Can I cancel my trip and get a refund?',
        answer: [
          `Cancel before your first leg and at least ${CANCEL_CUTOFF_HOURS} hours before departure. Penguin Perks members get a refund to their card; other riders get travel credit.`,
          `Refunds take ${REFUND_BUSINESS_DAYS} business days to reach your account.`,
        ],
      },
      {
        question: 'How old must I be to ride alone?',
        answer: [
          `You must be ${RESERVE_MIN_AGE} or older to make a reservation. The minimum age to ride alone is ${SOLO_MIN_AGE_CO} in Colorado and ${SOLO_MIN_AGE_MN} in Minnesota; younger riders travel with an adult.`,
        ],
      },
      {
        question: 'Can I skip the line at airport security?',
        answer: [
          [
            'At Denver and Minneapolis-St. Paul airports you can book a free reserved time at security before you ride: ',
            { text: 'reserve your screening time', to: RESERVE_PATH },
            '.',
          ],
        ],
      },
    ],
  },
  {
    title: 'About Colorado Service',
    items: [
      {
        question: 'Where do you go in Colorado?',
        answer: [
          'We connect Denver International Airport (DEN) with Fort Collins–Loveland Airport (FNL), Colorado State University (CSU) and the Harmony Transfer Center in Fort Collins.',
        ],
      },
      {
        question: 'How much does a ride cost?',
        answer: [fares.colorado],
      },
      {
        question: 'How often do shuttles run?',
        answer: [
          `Up to ${DAILY_DEPARTURES_MAX} departures a day, from early morning to late evening, so there is a ride for nearly every flight.`,
        ],
      },
      {
        question: 'Can I park at FNL while I travel?',
        answer: [
          `Yes. Parking at Fort Collins–Loveland Airport is free for up to ${FNL_FREE_PARKING_WEEKS} weeks while you fly out of Denver.`,
        ],
      },
      {
        question: 'Where do I meet the shuttle at Denver airport?',
        answer: [
          'Your confirmation e-mail names the exact door and island. Allow time to collect your bags and walk to the pickup point before departure.',
        ],
      },
    ],
  },
  {
    title: 'About Minnesota Service',
    items: [
      {
        question: 'Where do you go in Minnesota?',
        answer: ['We run between Minneapolis–Saint Paul International Airport (MSP) and Duluth, with stops along the way.'],
      },
      {
        question: 'How much does a ride cost?',
        answer: [fares.minnesota],
      },
      {
        question: 'When is my pickup at MSP?',
        answer: [
          `Going to Duluth: be at the pickup point ${MSP_PICKUP_BEFORE_DEPARTURE_MIN} minutes before the listed departure.`,
          `Arriving from Duluth: the coach reaches the airport about ${MSP_PICKUP_AFTER_ARRIVAL_MIN} minutes after its listed arrival, so plan your flight with that in mind.`,
        ],
      },
      {
        question: 'When does check-in close in Minnesota?',
        answer: [`As everywhere we ride, check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure.`],
      },
      {
        question: 'Can I bring skis, golf clubs or a bike?',
        answer: [
          `Oversized items travel when there is room in the luggage bay. Standard bags are limited to ${BAG_MAX_LINEAR_IN} inches overall and ${BAG_MAX_LB} lbs; call or text us before your trip about anything larger.`,
        ],
      },
      {
        question: 'Do Minnesota rides count toward Penguin Perks?',
        answer: ['Yes. Every eligible Landline ride counts toward your tier, whether you ride in Minnesota or in Colorado.'],
      },
    ],
  },
  {
    title: MANAGE_TRIP_SECTION,
    intro: [
      'Our team changes and cancels bookings for you. Text ',
      { text: SUPPORT_TEXT_DISPLAY, to: `sms:${SUPPORT_TEXT_NUMBER}` },
      ' or e-mail ',
      { text: SUPPORT_EMAIL, to: `mailto:${SUPPORT_EMAIL}` },
      ` with your confirmation number and the last name on the reservation (we answer ${STAFFED_LABEL}), or see the `,
      { text: 'Help Center', to: '/contact' },
      '.',
    ],
    items: [
      {
        question: 'How do I change my booking?',
        answer: [
          'Send us your confirmation number, the last name on the reservation and the date or time you would like instead. We confirm the change by e-mail.',
          `Changes are possible before your first leg and at least ${CANCEL_CUTOFF_HOURS} hours before departure.`,
        ],
      },
      {
        question: 'How do I cancel my booking?',
        answer: [
          `Send us your confirmation number and last name before your first leg and at least ${CANCEL_CUTOFF_HOURS} hours before departure.`,
          `Penguin Perks members get a refund to their card within ${REFUND_BUSINESS_DAYS} business days; other riders get travel credit.`,
        ],
      },
    ],
  },
];
