// /american and /trenton (the content spec: "American Airlines partner pages"): our own words,
// figures from content/constants.ts, addresses from the live network.
import {
  PARTNER_ARRIVE_BEFORE_MIN,
  PARTNER_BOARDING_CLOSES_MIN,
  SPECIAL_ASSISTANCE_NOTICE_HOURS,
  TRENTON_COACH_SEATS,
  TRENTON_DAILY_DEPARTURES,
  TRENTON_SEAT_PITCH_IN,
} from '../content/constants';
import type { FaqItem, InlineLink, PageHeaderContent, PageMeta } from '../content/types';
import { hours } from './air-canada';
import type { AirportDef } from './airports';
import { AMERICAN_URL } from './links';

const AA: InlineLink = { text: 'aa.com', to: AMERICAN_URL };

/** The hubs the coaches connect with. */
export const HUBS: Readonly<Record<string, string>> = {
  PHL: 'Philadelphia (PHL)',
  ORD: 'Chicago O’Hare (ORD)',
};

export const AMERICAN_META: PageMeta = {
  title: 'American Airlines coach connections',
  description:
    'Fly American from Atlantic City, Lehigh Valley, Scranton, Rockford, South Bend, Trenton or Wilmington: a Landline coach takes you to your flight at Philadelphia or Chicago O’Hare.',
};

export const AMERICAN_HEADER: PageHeaderContent = {
  title: 'Your American Airlines flight starts at your local airport',
  subtitle:
    'Landline coaches connect seven regional airports with American’s hubs at Philadelphia and Chicago O’Hare, as part of your American itinerary: one ticket, bags checked through.',
};

const BOARDING = 'Check in and drop your bags at the American counter; the coach boards outside the terminal.';

/** Shown once above the airport cards. */
export const AMERICAN_AIRPORTS_INTRO = `Be at your local airport ${PARTNER_ARRIVE_BEFORE_MIN} minutes before the coach leaves; boarding closes ${PARTNER_BOARDING_CLOSES_MIN} minutes before departure. The coach connects with your American flight at the hub.`;

/** The seven airports, in the order of the spec; addresses from the live network. */
export const AMERICAN_AIRPORTS: AirportDef[] = [
  { code: 'ACY', title: 'Atlantic City (ACY)', hub: 'PHL', directions: BOARDING },
  { code: 'ABE', title: 'Lehigh Valley (ABE)', hub: 'PHL', directions: BOARDING },
  { code: 'AVP', title: 'Scranton (AVP)', hub: 'PHL', directions: BOARDING },
  { code: 'RFD', title: 'Rockford (RFD)', hub: 'ORD', directions: BOARDING },
  { code: 'SBN', title: 'South Bend (SBN)', hub: 'ORD', directions: BOARDING },
  { code: 'TTN', title: 'Trenton (TTN)', hub: 'PHL', directions: BOARDING },
  { code: 'ILG', title: 'Wilmington (ILG)', hub: 'PHL', directions: BOARDING },
];

export const AMERICAN_STEPS: { title: string; text: string }[] = [
  {
    title: 'Book on aa.com',
    text: 'Search from or to your local airport: the coach to or from the hub is in your itinerary like a flight, with its own flight number.',
  },
  {
    title: 'Check in at home',
    text: `Check in and drop your bags at your local airport, ${PARTNER_ARRIVE_BEFORE_MIN} minutes before the coach leaves. Your bags go on to your final destination.`,
  },
  {
    title: 'Ride to your flight',
    text: 'The coach takes you to the hub in time for your connection, with Wi-Fi and power at your seat on the way.',
  },
];

/** The six questions of /american. */
export const AMERICAN_FAQ: FaqItem[] = [
  {
    question: 'How do I book the coach?',
    answer: [
      [
        'Book on ',
        AA,
        ', in the American app or with your travel agent, choosing your local airport as where your trip starts or ends. The coach segment is added to your itinerary, on the same ticket as your flights.',
      ],
    ],
  },
  {
    question: 'When should I arrive for the coach?',
    answer: [
      `Be at the airport with your bags at least ${PARTNER_ARRIVE_BEFORE_MIN} minutes before departure. Boarding closes ${PARTNER_BOARDING_CLOSES_MIN} minutes before the coach leaves, and it cannot wait for late passengers.`,
    ],
  },
  {
    question: 'What happens to my checked bags?',
    answer: [
      'You check them at your local airport. They travel under the coach and are sent on to your final destination, as on a connecting flight; the allowance of your American ticket applies.',
    ],
  },
  {
    question: 'Will I earn AAdvantage miles?',
    answer: ['Yes. The coach is a segment of your American itinerary, so it counts as your flights do.'],
  },
  {
    question: 'What if my flight or the coach is late?',
    answer: [
      'The coach and your flights share one itinerary, so your connection is protected: American rebooks you on the next coach or flight if a delay makes you miss it.',
    ],
  },
  {
    question: 'Can I get help boarding or travel with a wheelchair?',
    answer: [
      `Yes. The coaches are wheelchair accessible. Ask American for assistance when you book, at least ${hours(SPECIAL_ASSISTANCE_NOTICE_HOURS)} before departure, so we are ready for you.`,
    ],
  },
];

// ---- /trenton ----

export const TRENTON_META: PageMeta = {
  title: 'Trenton to Philadelphia airport coach',
  description:
    'Fly American from Trenton-Mercer: a Landline coach connects Trenton (TTN) with your flight at Philadelphia (PHL) several times a day. Daily schedule, our coach and answers.',
};

export const TRENTON_HEADER: PageHeaderContent = {
  title: 'Trenton to Philadelphia, on your American ticket',
  subtitle: 'Skip the drive down I-95: check in at Trenton-Mercer and ride our coach to your American flight at Philadelphia.',
};

export const TRENTON_ROUTE = { from: 'TTN', to: 'PHL', zone: 'America/New_York' } as const;

/** Section 9, Fleet: Trenton's coach. */
export const TRENTON_FLEET: string[] = [
  `${TRENTON_COACH_SEATS} seats, each with ${TRENTON_SEAT_PITCH_IN}-inch pitch: more legroom than most airline economy seats.`,
  `${TRENTON_DAILY_DEPARTURES} departures a day each way, timed for American’s connections at Philadelphia.`,
  'Free Wi-Fi, a power outlet at every seat, a restroom and a wheelchair lift.',
];

/** The carousel's pictures (our own drawings) with what each shows. */
export const TRENTON_SLIDES: { image: 'coach' | 'seats' | 'terminal' | 'route'; title: string; text: string }[] = [
  {
    image: 'coach',
    title: 'Our Trenton coach',
    text: `A ${TRENTON_COACH_SEATS}-seat motorcoach in Landline colours, at the curb of Trenton-Mercer Airport.`,
  },
  {
    image: 'seats',
    title: 'Room to stretch',
    text: `Reclining seats with ${TRENTON_SEAT_PITCH_IN} inches of pitch, a power outlet and Wi-Fi at every one.`,
  },
  {
    image: 'terminal',
    title: 'Check in at Trenton-Mercer',
    text: 'Check in and drop your bags at the American counter; the coach boards outside the terminal.',
  },
  {
    image: 'route',
    title: 'Straight to Philadelphia',
    text: 'The coach drives to Philadelphia International Airport, where your American flight connects.',
  },
];

export const TRENTON_FAQ: FaqItem[] = [
  {
    question: 'How do I book the Trenton coach?',
    answer: [['Book on ', AA, ' from or to Trenton (TTN): the coach to Philadelphia is part of your itinerary and of your fare.']],
  },
  {
    question: 'When should I be at Trenton-Mercer Airport?',
    answer: [
      `At least ${PARTNER_ARRIVE_BEFORE_MIN} minutes before the coach leaves, with your bags. Boarding closes ${PARTNER_BOARDING_CLOSES_MIN} minutes before departure.`,
    ],
  },
  {
    question: 'Where does the coach arrive at Philadelphia?',
    answer: [
      'At Philadelphia International Airport, close to American’s gates, in time for your connecting flight. On the way home, your boarding pass shows where the coach leaves from.',
    ],
  },
  {
    question: 'Can I park at Trenton-Mercer?',
    answer: ['Yes, the airport has its own parking lots next to the terminal, a short walk from where the coach boards.'],
  },
  {
    question: 'What is the coach like?',
    answer: [
      `A ${TRENTON_COACH_SEATS}-seat motorcoach with ${TRENTON_SEAT_PITCH_IN}-inch seat pitch, free Wi-Fi, a power outlet at every seat, a restroom and a wheelchair lift.`,
    ],
  },
];
