// /about-us (the content spec "About us page"): our values and how to book with our airline
// partner (Air Canada). Our own words.
import { AIR_CANADA_ARRIVE_REGIONAL_MIN, AIR_CANADA_CHECK_IN_OPENS_HOURS } from '../content/constants';
import type { PageHeaderContent, PageMeta } from '../content/types';
import { hours } from './air-canada';

export const ABOUT_META: PageMeta = {
  title: 'About us',
  description:
    'Landline runs premium airport coaches in Colorado, Minnesota, Ontario and the US Northeast and Midwest: comfort, convenience, value and service on every ride.',
};

export const ABOUT_HEADER: PageHeaderContent = {
  title: 'About Landline',
  subtitle: 'We connect regional towns and airports with the big hubs, by coach, so that your trip starts closer to home.',
};

export const ABOUT_INTRO =
  'Landline runs premium motorcoaches to Denver, Minneapolis-St. Paul and Toronto Pearson airports, and partner connections for airlines in the US Northeast and Midwest. Travellers, families, students and business riders leave the car at home and ride with Wi-Fi, power, reclining seats and help with their luggage.';

/** Our four values (the spec's names). */
export const ABOUT_VALUES: { title: string; text: string }[] = [
  {
    title: 'Comfort',
    text: 'Reclining leather seats, room for your legs, Wi-Fi and power at every seat: the ride is part of the trip, not the hard part.',
  },
  {
    title: 'Convenience',
    text: 'Board close to home, leave your bags to us, and arrive at the terminal door without a parking lot or a shuttle bus.',
  },
  {
    title: 'Value',
    text: 'A fare for less than the fuel and airport parking of a drive, child fares for families, and rewards for riding often.',
  },
  {
    title: 'Service',
    text: 'Professional drivers, people who answer when you text or call, and a team that makes it right when something goes wrong.',
  },
];

export const ABOUT_PARTNER = {
  title: 'Booking with our airline partner',
  intro:
    'Flying Air Canada from Hamilton, Kitchener-Waterloo or Kingston? Our coach to Toronto Pearson is part of your Air Canada ticket. Here is how it works.',
  steps: [
    'Book your trip with Air Canada from or to Hamilton (YHM), Kitchener-Waterloo (YKF) or Kingston (YGK): the coach to Toronto Pearson is added to your itinerary.',
    `Check in with Air Canada from ${hours(AIR_CANADA_CHECK_IN_OPENS_HOURS)} before departure.`,
    `Be at your local airport ${AIR_CANADA_ARRIVE_REGIONAL_MIN} minutes before the coach leaves, drop your bags, and ride to your flight.`,
  ],
  button: 'Book Now',
};
