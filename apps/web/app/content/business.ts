import type { Card, PageHeaderContent, PageMeta } from './types';

// The business pages (the content spec: corporate travel, charters): our own words, and the
// figures of section 9 (charter coaches seat 35 to 56). The quote forms are ours (decision 223).

export const CORPORATE_META: PageMeta = {
  title: 'Corporate travel',
  description:
    'Landline for employers in Fort Collins, Duluth and Fargo: reliable airport coaches for your team, one monthly invoice, and no parking or mileage to expense.',
};

export const CORPORATE_HEADER: PageHeaderContent = {
  title: 'Airport travel your team will thank you for',
  subtitle: 'Employers from Fort Collins, Duluth and Fargo send their people to Denver and Minneapolis-St. Paul with Landline.',
};

/** Corporate benefit: title, description (section 3). */
export const CORPORATE_BENEFITS: Card[] = [
  {
    title: 'Work on the way',
    content:
      'Wi-Fi, power at every seat and a quiet coach turn the drive to the airport into an hour of work instead of an hour at the wheel.',
  },
  {
    title: 'One invoice a month',
    content: 'Every ride your team takes on one monthly statement, by traveller and cost centre: no receipts to chase, no mileage claims.',
  },
  {
    title: 'No parking bills',
    content:
      'Airport parking for a week-long trip costs more than a return ride. Your staff leave their cars at home, and you leave the bill.',
  },
  {
    title: 'Safe, rested travellers',
    content: 'Professional drivers on winter roads mean your people arrive rested, and come home after a red-eye without driving tired.',
  },
  {
    title: 'Flexible bookings',
    content: 'Change a date or cancel up to 12 hours before departure from My Trips, and book guests and new hires under your account.',
  },
  {
    title: 'Penguin Perks for every rider',
    content: 'Frequent travellers earn rides and reach Silver, Gold and Platinum, with 10% off their own trips from Silver on.',
  },
];

export const CORPORATE_QUOTE_META: PageMeta = {
  title: 'Corporate travel quote',
  description: 'Tell us about your company and your team’s airport travel, and our corporate team sends a quote within one business day.',
};

export const CORPORATE_QUOTE_HEADER: PageHeaderContent = {
  title: 'Relax and Let Landline Drive',
  subtitle: 'Tell us how your team travels, and we will send a proposal within one business day.',
};

export const CHARTERS_META: PageMeta = {
  title: 'Charters',
  description:
    'Charter a Landline motorcoach for your team, school, wedding or event: 35 to 56 seats, professional drivers, Wi-Fi and power, anywhere in our regions.',
};

export const CHARTERS_HEADER: PageHeaderContent = {
  title: 'Charter a Landline coach',
  subtitle: 'Teams, schools, weddings and conferences travel together in comfort, with a professional driver and a coach of their own.',
};

/** Charter module: title, description, bullets (section 3). */
export const CHARTER_SERVICE = {
  title: 'Charter Service',
  description: 'A coach and driver for your group, for a day trip or a week on the road, door to door on the schedule you set.',
  bullets: ['Sports teams and clubs', 'School and university trips', 'Weddings and family events', 'Conferences and company outings'],
};

export const CHARTER_FLEET = {
  title: 'Our Fleet',
  description:
    'Modern motorcoaches seating 35 to 56 passengers, each with Wi-Fi, power outlets, reclining leather seats, restrooms and room below for luggage and gear.',
  bullets: ['35 to 56 seats', 'Wi-Fi and power at every seat', 'Wheelchair lift on request', 'Luggage bays for equipment'],
};

export const CHARTER_TEAM = {
  title: 'Our Team',
  description:
    'Our drivers hold commercial licences, train every year in winter driving and passenger safety, and know the region’s roads and venues. A charter coordinator plans your trip with you and stays reachable while you travel.',
};

/** Customer testimonials: three, each with its picture's caption. */
export const CHARTER_TESTIMONIALS: { quote: string; who: string }[] = [
  { quote: 'Forty-eight band members, their instruments and a snowstorm: we were on stage on time.', who: 'Band director, Fort Collins' },
  {
    quote: 'The coach waited at every stop of our conference tour, and the Wi-Fi kept the team working.',
    who: 'Event planner, Minneapolis',
  },
  { quote: 'Our wedding guests rode from the hotel to the lake and back without a single car on the road.', who: 'Newlyweds, Duluth' },
];

export const CHARTERS_QUOTE_META: PageMeta = {
  title: 'Charter quote',
  description: 'Tell us where and when your group travels, and our charter team sends a quote for your coach within one business day.',
};

export const CHARTERS_QUOTE_HEADER: PageHeaderContent = {
  title: 'Get a charter quote',
  subtitle: 'Where, when and how many: we answer with a price and a plan within one business day.',
};
