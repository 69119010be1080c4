// /aircanada (the content spec: "Air Canada partner page"): our own words; every figure comes
// from content/constants.ts (section 9), so the page, its terms and the FAQ say the same thing.
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
} from '../content/constants';
import type { FaqItem, InlineLink, PageHeaderContent, PageMeta } from '../content/types';
import { count, grouped } from '../lib/english';
import type { AirportDef } from './airports';
import { AIR_CANADA_STATUS_URL, AIR_CANADA_URL, PATHS } from './links';

/** 1 → '1 hour', 24 → '24 hours'. */
export const hours = (n: number) => count(n, 'hour');

/** 1288 → '1,288'. */
export const sdr = grouped;

const TERMS: InlineLink = { text: 'Air Canada terms and conditions', to: PATHS.airCanadaTerms };
const STANDALONE: InlineLink = { text: 'our Canadian booking site', to: CANADA_BOOKING_PATH };
const AIR_CANADA: InlineLink = { text: 'aircanada.com', to: AIR_CANADA_URL };
const PHONE: InlineLink = { text: RESERVATIONS_PHONE_DISPLAY, to: `tel:${RESERVATIONS_PHONE_NUMBER}` };

export const AIR_CANADA_META: PageMeta = {
  title: 'Air Canada coach connections',
  description:
    'Fly Air Canada from Hamilton, Kitchener-Waterloo or Kingston: a Landline coach takes you to Toronto Pearson on the same ticket, with your bags checked through.',
};

export const AIR_CANADA_HEADER: PageHeaderContent = {
  title: 'Start your Air Canada trip close to home',
  subtitle:
    'Landline coaches connect Hamilton, Kitchener-Waterloo and Kingston with Toronto Pearson as part of your Air Canada itinerary: one ticket, one fare, bags checked through.',
};

/** Section anchors of the in-page navigation. */
export const AIR_CANADA_SECTIONS = {
  how: { id: 'how-it-works', label: 'How It Works' },
  locations: { id: 'locations', label: 'Locations' },
  faqs: { id: 'faqs', label: 'FAQs' },
} as const;

/** How it works, from and to the three airports. */
export const AIR_CANADA_STEPS: { title: string; text: string }[] = [
  {
    title: 'Book with Air Canada',
    text: 'Search aircanada.com from or to Hamilton (YHM), Kitchener-Waterloo (YKF) or Kingston (YGK). The coach to or from Toronto Pearson (YYZ) appears in your itinerary like a flight, in the same booking and the same fare.',
  },
  {
    title: 'Check in and drop your bags',
    text: `Check in online from ${AIR_CANADA_CHECK_IN_OPENS_HOURS} hours before departure. Be at the airport ${AIR_CANADA_ARRIVE_REGIONAL_MIN} minutes before the coach leaves Hamilton or Kitchener-Waterloo: your checked bags go under the coach and on to your final destination.`,
  },
  {
    title: 'Ride to Toronto Pearson',
    text: 'Relax on board with free Wi-Fi, power at your seat and a restroom. The coach arrives at Terminal 1, ready for your connecting flight.',
  },
  {
    title: 'Coming home',
    text: `Flying back to Hamilton, Kitchener-Waterloo or Kingston? Meet us at Terminal 1, door Q, on the ground transportation level, ${AIR_CANADA_ARRIVE_TORONTO_MIN} minutes before the coach leaves: an agent walks you to the coach.`,
  },
];

/** The three airports of the page; their names and addresses come from the live network. */
export const AIR_CANADA_AIRPORTS: AirportDef[] = [
  {
    code: 'YHM',
    title: 'Hamilton (YHM)',
    directions: `Check in at the Air Canada counter in the terminal ${AIR_CANADA_ARRIVE_REGIONAL_MIN} minutes before departure; the coach boards at the terminal's front doors.`,
  },
  {
    code: 'YKF',
    title: 'Kitchener-Waterloo (YKF)',
    directions: `Check in at the Air Canada counter in the terminal ${AIR_CANADA_ARRIVE_REGIONAL_MIN} minutes before departure; the coach boards outside the main entrance.`,
  },
  {
    code: 'YGK',
    title: 'Kingston (YGK)',
    directions: `Check in at the Air Canada counter ${AIR_CANADA_ARRIVE_REGIONAL_MIN} minutes before departure; the coach boards in front of the terminal.`,
  },
];

export const TORONTO_NOTE = `At Toronto Pearson (YYZ) the coach stops at Terminal 1. For the ride home, be at door Q on the ground transportation level ${AIR_CANADA_ARRIVE_TORONTO_MIN} minutes before departure.`;

/** The 19 questions of the page's accordion. */
export const AIR_CANADA_FAQ: FaqItem[] = [
  {
    question: 'What is the Air Canada coach service?',
    answer: [
      'Landline runs the coaches that connect Hamilton (YHM), Kitchener-Waterloo (YKF) and Kingston (YGK) with Toronto Pearson (YYZ) for Air Canada. The coach is a segment of your Air Canada itinerary, with a flight-style number, like a connecting flight on the ground.',
    ],
  },
  {
    question: 'How do I book?',
    answer: [
      [
        'Book on ',
        AIR_CANADA,
        ', in the Air Canada app or with your travel agent: choose Hamilton, Kitchener-Waterloo or Kingston as where you start or end your trip, and the coach segment is added to your itinerary.',
      ],
    ],
  },
  {
    question: 'Can I ride the coach without an Air Canada flight?',
    answer: [
      [
        'Yes. Seats on the coach alone, one way or round trip, are sold on ',
        STANDALONE,
        ': handy for a last-minute trip or a vacation package booked elsewhere.',
      ],
    ],
  },
  {
    question: 'Is the coach included in my fare?',
    answer: [
      'Yes. Booked through Air Canada, the coach is part of your airfare, for adults and for children: one itinerary, one ticket, one fare.',
    ],
  },
  {
    question: 'I already have an Air Canada flight from Toronto. Can I add the coach?',
    answer: [
      'Yes. Ask Air Canada to add the coach segment from Hamilton, Kitchener-Waterloo or Kingston to your existing reservation: it is added at no extra charge.',
    ],
  },
  {
    question: 'When should I arrive at Hamilton, Kitchener-Waterloo or Kingston?',
    answer: [
      `Be at the airport with your bags at least ${AIR_CANADA_ARRIVE_REGIONAL_MIN} minutes before the coach leaves. Late arrivals may not be able to board.`,
    ],
  },
  {
    question: 'Where and when do I board at Toronto Pearson?',
    answer: [
      `At Terminal 1, door Q, on the ground transportation level. Be there at least ${AIR_CANADA_ARRIVE_TORONTO_MIN} minutes before departure: an agent meets you and walks you to the coach.`,
    ],
  },
  {
    question: 'When can I check in?',
    answer: [
      `Check in with Air Canada online or in the app from ${AIR_CANADA_CHECK_IN_OPENS_HOURS} hours before departure, as for a flight. Your boarding pass covers the coach.`,
    ],
  },
  {
    question: 'What happens to my checked bags?',
    answer: [
      'When you start at Hamilton, Kitchener-Waterloo or Kingston, you check your bags there. They ride under the coach and are sent on to your final destination, as on a connecting flight.',
    ],
  },
  {
    question: 'How much luggage can I bring?',
    answer: [
      `The baggage allowance of your Air Canada ticket applies. Each checked bag may measure up to ${BAG_MAX_LINEAR_CM_CANADA} cm in total (length, width and height added together).`,
    ],
  },
  {
    question: 'What if my bag is lost or damaged?',
    answer: [
      [
        'Report it to the Air Canada baggage desk at your destination before you leave the airport. Our liability for checked bags on these coaches is up to ',
        `${sdr(BAGGAGE_LIABILITY_SDR_CANADA)} special drawing rights; see the `,
        TERMS,
        '.',
      ],
    ],
  },
  {
    question: 'Will I earn Aeroplan points?',
    answer: [
      'Yes. The coach segment is part of your Air Canada itinerary, so your trip earns points as it would with a connecting flight.',
    ],
  },
  {
    question: 'What if my flight or the coach is late?',
    answer: [
      'Your flight and the coach are on one itinerary, so your connection is protected: if one is delayed and you miss the other, Air Canada rebooks you on the next coach or flight.',
    ],
  },
  {
    question: 'How do I change or cancel my trip?',
    answer: [
      `Trips booked through Air Canada change through Air Canada (My Bookings on aircanada.com). Coach-only tickets from our Canadian booking site can be changed up to ${hours(CANADA_CHANGE_CUTOFF_HOURS)} before departure.`,
    ],
  },
  {
    question: 'What is on board?',
    answer: [
      'Free Wi-Fi and entertainment, reclining leather seats, a power outlet at every seat and a restroom. The coaches are wheelchair accessible.',
    ],
  },
  {
    question: 'I need assistance or travel with a wheelchair. What should I do?',
    answer: [
      `Ask Air Canada for assistance when you book, at least ${SPECIAL_ASSISTANCE_NOTICE_HOURS} hours before departure, and we will be ready with the lift and a hand with your bags.`,
    ],
  },
  {
    question: 'Do children ride free?',
    answer: [
      'Booked through Air Canada, the coach is included in the airfare for children as for adults. Coach-only tickets have a child fare on our Canadian booking site.',
    ],
  },
  {
    question: 'How can I check whether my coach is on time?',
    answer: [
      [
        'Look the coach up as you would a flight, from your airport to Toronto, on ',
        { text: 'Air Canada flight status', to: AIR_CANADA_STATUS_URL },
        '.',
      ],
    ],
  },
  {
    question: 'Who do I contact with a question?',
    answer: [['For your booking, Air Canada. For the coach on the day you travel, call us at ', PHONE, '.']],
  },
];
