// /bookfnl, the airline-switch landing page (the content spec "Airline-switch landing page";
// decision 227): for riders who used to book our Fort Collins coach through an airline.
import { CANCEL_CUTOFF_HOURS, DAILY_DEPARTURES_MAX, RESERVATIONS_PHONE_DISPLAY } from '../content/constants';
import type { PageHeaderContent, PageMeta, RichText } from '../content/types';
import { hours } from './air-canada';
import { PATHS } from './links';

export const SWITCH_META: PageMeta = {
  title: 'Book your Fort Collins shuttle with Landline',
  description: `Used to book the Fort Collins coach through an airline? Book with Landline: the same ride for less, up to ${DAILY_DEPARTURES_MAX} departures a day, free changes and Penguin Perks rewards.`,
};

export const SWITCH_HEADER: PageHeaderContent = {
  title: 'Used to book your Landline ride through an airline?',
  subtitle: 'Book it with us now: the same coach between Northern Colorado and Denver airport, with more to choose from and less to pay.',
};

export const SWITCH_PHONE_LEAD = `Questions? Call us at ${RESERVATIONS_PHONE_DISPLAY}`;

/** What switching brings, one card each. */
export const SWITCH_PROMISES: { title: string; text: RichText }[] = [
  {
    title: 'The same ride, for less',
    text: 'The same coaches, drivers and stops, at our own fares, with no airline ticket needed.',
  },
  {
    title: 'More departures',
    text: `Up to ${DAILY_DEPARTURES_MAX} departures a day between Fort Collins and Denver airport, not only the ones that meet a partner’s flights.`,
  },
  {
    title: 'Flexibility',
    text: `Travel on your schedule, whatever airline you fly. Change or cancel in My Trips up to ${hours(CANCEL_CUTOFF_HOURS)} before departure.`,
  },
  {
    title: 'Loyalty points',
    text: [
      'Every ride counts toward free rides and member discounts with ',
      { text: 'Penguin Perks', to: PATHS.perks },
      ', our loyalty programme.',
    ],
  },
];

export const SWITCH_STEPS: string[] = [
  'Pick your stop in Fort Collins or Loveland and your travel date.',
  'Choose a departure that fits your flight.',
  'Pay once, and show your e-mailed boarding pass on the coach.',
];
