// /aircanada-terms-conditions: the terms of the coaches we run for Air Canada (the content spec
// gives no text: ours, in plain language). Figures from content/constants.ts only: the unit test
// checks that no other number is typed here.
import { CANADA_BOOKING_PATH } from '@landline/shared/constants';
import {
  AIR_CANADA_ARRIVE_REGIONAL_MIN,
  AIR_CANADA_ARRIVE_TORONTO_MIN,
  AIR_CANADA_CHECK_IN_OPENS_HOURS,
  BAG_MAX_LINEAR_CM_CANADA,
  BAGGAGE_LIABILITY_SDR_CANADA,
  CANADA_CHANGE_CUTOFF_HOURS,
  RESERVATIONS_PHONE_DISPLAY,
  RESERVATIONS_PHONE_NUMBER,
  SPECIAL_ASSISTANCE_NOTICE_HOURS,
  SUPPORT_EMAIL,
} from '../content/constants';
import type { InlineLink } from '../content/types';
import type { LegalDocument } from '../legal/types';
import { hours, sdr } from './air-canada';
import { AIR_CANADA_URL, PATHS } from './links';

export const AIR_CANADA_TERMS_UPDATED = { label: 'November 26, 2026', iso: '2026-11-26' } as const;

const AIR_CANADA: InlineLink = { text: 'aircanada.com', to: AIR_CANADA_URL };
const STANDALONE: InlineLink = { text: 'our Canadian booking site', to: CANADA_BOOKING_PATH };
const GENERAL_TERMS: InlineLink = { text: 'Terms and Conditions', to: '/terms-and-conditions' };
const PRIVACY: InlineLink = { text: 'Privacy Policy', to: '/privacy-policy' };
const PAGE: InlineLink = { text: 'Air Canada page', to: PATHS.airCanada };

export const AIR_CANADA_TERMS: LegalDocument = {
  meta: {
    title: 'Air Canada coach terms and conditions',
    description:
      'The terms of the Landline coaches run for Air Canada between Hamilton, Kitchener-Waterloo, Kingston and Toronto Pearson: check-in, arrival times, baggage, changes and liability.',
  },
  header: {
    title: 'Air Canada coach terms and conditions',
    subtitle: 'What applies when you ride a Landline coach as part of an Air Canada itinerary, or on a coach-only ticket in Ontario.',
  },
  updated: AIR_CANADA_TERMS_UPDATED,
  sections: [
    {
      title: 'Who these terms are for',
      blocks: [
        'These terms apply to the coaches Landline runs for Air Canada between Hamilton (YHM), Kitchener-Waterloo (YKF), Kingston (YGK) and Toronto Pearson (YYZ), whether you booked the coach with a flight or on its own.',
        [
          'Air Canada’s conditions of carriage apply to the whole of an itinerary booked through Air Canada, coach segment included; where they say more than these terms, they prevail. For everything else, our general ',
          GENERAL_TERMS,
          ' and our ',
          PRIVACY,
          ' apply.',
        ],
      ],
    },
    {
      title: 'Booking and fares',
      blocks: [
        [
          'A coach booked with a flight is sold by Air Canada on ',
          AIR_CANADA,
          ', in its app or by travel agents, and is included in the airfare. A coach-only ticket is sold on ',
          STANDALONE,
          ' at the fare shown there, taxes and fees added at checkout.',
        ],
        'An existing Air Canada reservation from Toronto can add the coach segment to or from Hamilton, Kitchener-Waterloo or Kingston at no extra charge, through Air Canada.',
      ],
    },
    {
      title: 'Check-in and arrival at the coach',
      blocks: [
        `Check-in opens ${hours(AIR_CANADA_CHECK_IN_OPENS_HOURS)} before departure, online, in the Air Canada app or at the airport. Your boarding pass is your ticket for the coach.`,
        {
          list: [
            `At Hamilton, Kitchener-Waterloo and Kingston, be at the airport with your bags at least ${AIR_CANADA_ARRIVE_REGIONAL_MIN} minutes before the coach leaves.`,
            `At Toronto Pearson, be at door Q of the ground transportation level at least ${AIR_CANADA_ARRIVE_TORONTO_MIN} minutes before the coach leaves; an agent walks you to the coach.`,
          ],
        },
        'A passenger who arrives later may be refused boarding, and the coach does not wait. Bring the identity document your flight requires: you may be asked for it before boarding.',
      ],
    },
    {
      title: 'Baggage',
      blocks: [
        `The baggage allowance of your ticket applies. A checked bag may measure up to ${BAG_MAX_LINEAR_CM_CANADA} cm in total (length, width and height added together); a bag larger or heavier than your ticket allows travels only if there is room and you pay Air Canada’s charge for it.`,
        'Bags checked at Hamilton, Kitchener-Waterloo or Kingston are carried under the coach and sent on to your final destination. Keep medicines, valuables, documents and electronics with you.',
        'Dangerous goods that may not fly may not ride either.',
      ],
    },
    {
      title: 'Changes and cancellations',
      blocks: [
        'Trips booked through Air Canada are changed or cancelled through Air Canada, under the rules of the fare you bought.',
        `A coach-only ticket can be changed or cancelled on our Canadian booking site up to ${hours(CANADA_CHANGE_CUTOFF_HOURS)} before departure; after that it can no longer be changed.`,
      ],
    },
    {
      title: 'Delays and missed connections',
      blocks: [
        'The coach and your flights share one itinerary, so your connection is protected: if a delay of the coach or of a flight makes you miss the next segment, Air Canada rebooks you on the next available coach or flight at no charge.',
        'Road, weather and traffic conditions can delay a coach. We plan the timetable to meet the flights it connects with, but times are not guaranteed.',
      ],
    },
    {
      title: 'Liability for baggage',
      blocks: [
        `Our liability for the loss of, damage to or delay of checked baggage on these coaches is limited to ${sdr(BAGGAGE_LIABILITY_SDR_CANADA)} special drawing rights per passenger, unless the law says otherwise.`,
        'Report missing or damaged baggage to the Air Canada baggage desk before you leave the arrival airport, and keep your baggage tag: a claim needs it.',
      ],
    },
    {
      title: 'Accessibility and assistance',
      blocks: [
        `The coaches are wheelchair accessible. Ask Air Canada (or us, for a coach-only ticket) for assistance at least ${hours(SPECIAL_ASSISTANCE_NOTICE_HOURS)} before departure, so that the lift and the help you need are ready.`,
      ],
    },
    {
      title: 'On board',
      blocks: [
        'Seat belts stay fastened while the coach moves. Smoking, vaping and alcohol are not allowed on board. The driver may refuse to carry anyone who endangers or disturbs the other passengers.',
      ],
    },
    {
      title: 'Contact',
      blocks: [
        [
          'For your booking, contact Air Canada. For the coach on the day you travel, call us at ',
          { text: RESERVATIONS_PHONE_DISPLAY, to: `tel:${RESERVATIONS_PHONE_NUMBER}` },
          ' or write to ',
          { text: SUPPORT_EMAIL, to: `mailto:${SUPPORT_EMAIL}` },
          '. How the service works is explained on our ',
          PAGE,
          '.',
        ],
      ],
    },
  ],
};
