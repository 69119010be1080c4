import type { Card, FaqItem, PageHeaderContent, PageMeta } from './types';

// The TSA reserve page (the content spec: DEN and MSP reserve cards, FAQ, service description;
// the figures are section 9's "TSA Reserve" constants).

export const RESERVE_META: PageMeta = {
  title: 'Reserve your security screening time',
  description:
    'Book a free security screening time at Denver (DEN Reserve) or Minneapolis-St. Paul (MSP Reserve) before your Landline ride.',
};

export const RESERVE_HEADER: PageHeaderContent = {
  title: 'Skip the security line',
  subtitle: 'Pair your Landline ride with a free, reserved time at airport security in Denver and Minneapolis-St. Paul.',
};

export const RESERVE_CARDS: Card[] = [
  {
    title: 'DEN Reserve',
    content:
      'Reserve a screening time 1 to 4 hours before your flight, up to 3 days ahead. Open daily 5 AM to 5 PM at West Security Checkpoint 2 on Level 6.',
    status: 'Free · 15-minute grace period',
    url: 'https://www.flydenver.com/',
    buttonLabel: 'Reserve at Denver airport',
    newTab: true,
  },
  {
    title: 'MSP Reserve',
    content:
      'Reserve a screening time 1 to 4 hours before your flight, up to 7 days ahead. Terminal 2 windows run 3:45 to 8:00 AM and noon to 4:00 PM.',
    status: 'Free · 15-minute grace period',
    url: 'https://www.mspairport.com/',
    buttonLabel: 'Reserve at MSP airport',
    newTab: true,
  },
];

export const RESERVE_FAQ: FaqItem[] = [
  {
    question: 'Does a reserved time cost anything?',
    answer: ['No. Both airports offer reserved screening times free of charge.'],
  },
  {
    question: 'How far ahead can I reserve?',
    answer: ['Up to 3 days ahead in Denver and up to 7 days ahead at MSP, for a time 1 to 4 hours before your flight.'],
  },
  {
    question: 'What if my shuttle runs a few minutes late?',
    answer: [
      'Both programmes keep your spot for 15 minutes. Our coaches are timed to reach the terminal well before that, and the driver knows where the reserve entrances are.',
    ],
  },
  {
    question: 'Which Landline ride should I take?',
    answer: [
      'Choose a departure that reaches the airport at least 30 minutes before your reserved time. The search shows every arrival in the airport’s local time.',
    ],
  },
];

export const RESERVE_SERVICE =
  'Landline coaches run between northern Colorado and Denver International Airport, and between Duluth, Mankato and Minneapolis-St. Paul, with Wi-Fi, power at every seat and help with your luggage. Book the ride, reserve your screening time, and walk from the coach to your gate without the queue.';
