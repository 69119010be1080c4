// Typed content of /how-it-works (and /motorcoach): copy, section ids, icon shortcuts, the two
// route tabs with what their maps show, and where each map marker leads. Numbers come from
// content/constants.ts; the route module only picks data and templates.
import {
  BAG_MAX_LB,
  BAG_MAX_LINEAR_IN,
  CANCEL_CUTOFF_HOURS,
  CHECK_IN_CLOSES_MIN,
  DAILY_DEPARTURES_MAX,
  PET_CARRIER_IN,
  PET_MAX_LB,
  SPECIAL_ASSISTANCE_NOTICE_HOURS,
  WHEELCHAIR_MAX_IN,
  WHEELCHAIR_MAX_LB,
} from '../content/constants';
import type { Card, PageHeaderContent, PageMeta } from '../content/types';
import { MANAGE_TRIP_PATH, RESERVE_PATH } from '../lib/links';
import type { MarkerLink, RouteMapView } from './map-types';

export const HOW_META: PageMeta = {
  title: 'How It Works',
  description:
    'How riding Landline works: premium coaches between Denver airport and Northern Colorado and between MSP and Duluth, free bags, accessible coaches, pets on board and airline partners.',
};

export const HOW_HEADER: PageHeaderContent = {
  title: 'How It Works',
  subtitle:
    'Book your seat, meet the coach at your stop and ride to the airport in comfort. Here is what to expect, from booking to the terminal curb.',
};

export const BOOK_NOW = { to: '/book', label: 'Book Now' } as const;

export interface PageSection {
  /** The h2's id: the target of the icon shortcuts and of #links. */
  id: string;
  title: string;
  intro?: string;
}

export const SECTIONS = {
  amenities: {
    id: 'premium-amenities',
    title: 'Premium Amenities',
    intro: 'Every Landline coach is fitted out for the ride to and from the airport.',
  },
  routes: {
    id: 'schedules-and-routes',
    title: 'Schedules and Routes',
    intro: 'Choose your airport to see where we go. Select a stop on the map or a route below for its timetable.',
  },
  baggage: {
    id: 'baggage-handling',
    title: 'Baggage Handling',
    intro: 'Bags ride free, and our drivers load and unload them for you.',
  },
  accommodations: {
    id: 'accommodations',
    title: 'Accommodations',
    intro: 'Everyone is welcome on board. Tell us what you need and we will have it ready.',
  },
  manage: {
    id: 'manage-your-trip',
    title: 'Manage Your Trip',
  },
  partners: {
    id: 'airline-partners',
    title: 'Airline Partners',
    intro: 'Landline coaches connect with flights on our partner airlines.',
  },
  help: {
    id: 'more-questions',
    title: 'More Questions?',
  },
} as const satisfies Record<string, PageSection>;

export type SectionKey = keyof typeof SECTIONS;

export type ShortcutIcon = 'star' | 'route' | 'bag' | 'access' | 'plane';

/** The icon shortcuts under the header; each scrolls to its section. */
export const SHORTCUTS: readonly { section: SectionKey; label: string; icon: ShortcutIcon }[] = [
  { section: 'amenities', label: 'Premium Amenities', icon: 'star' },
  { section: 'routes', label: 'Schedules & Routes', icon: 'route' },
  { section: 'baggage', label: 'Baggage Handling', icon: 'bag' },
  { section: 'accommodations', label: 'Accommodations', icon: 'access' },
  { section: 'partners', label: 'Airline Partners', icon: 'plane' },
];

export const AMENITIES: Card[] = [
  { title: 'Reclining seats', content: 'Roomy reclining seats with space to stretch out between home and the terminal.' },
  { title: 'Free Wi-Fi', content: 'Stay connected on board: check your flight, answer e-mail or stream a show.' },
  { title: 'Power at every seat', content: 'Charge your phone and laptop on the way, and land with a full battery.' },
  { title: 'Help with your bags', content: 'Your driver loads your bags at pickup and hands them back at your stop.' },
];

export interface ScheduleLink {
  to: string;
  text: string;
}

export interface RouteTab {
  /** The airport the tab starts from; the first tab is selected first. */
  key: 'DEN' | 'MSP';
  label: string;
  text: string;
  map: RouteMapView & { title: string; description: string };
  scheduleLinks: ScheduleLink[];
}

/** The route tabs, DEN first (selected by default). */
export const ROUTE_TABS: readonly RouteTab[] = [
  {
    key: 'DEN',
    label: 'From Denver airport',
    text: `Up to ${DAILY_DEPARTURES_MAX} departures a day link Denver International Airport with Northern Colorado Regional Airport in Loveland, the Harmony Transfer Center and the CSU campus in Fort Collins, in both directions.`,
    map: {
      title: 'Map of our Colorado stops',
      description:
        'Northern Colorado: Denver International Airport (DEN), Northern Colorado Regional Airport (FNL), the Harmony Transfer Center (HTC) and the CSU Transit Center, with the route between them.',
      states: ['CO'],
      // FNL, HTC and CSU lie within a few miles of one another: a whole-state map would stack
      // their markers, so this map frames the stops with the surrounding counties.
      frame: { kind: 'stops', marginKm: 55 },
      minAspect: 4 / 3,
      codes: ['DEN', 'FNL', 'HTC', 'CSU'],
      routes: [['DEN', 'FNL', 'HTC', 'CSU']],
    },
    scheduleLinks: [
      { to: '/denver', text: 'Denver airport to Fort Collins, Loveland and CSU' },
      { to: '/fort-collins', text: 'Fort Collins and Loveland (FNL, Harmony Transfer Center) to Denver airport' },
      { to: '/csu', text: 'CSU to Denver airport' },
    ],
  },
  {
    key: 'MSP',
    label: 'From Minneapolis airport',
    text: 'Coaches run several times a day between Minneapolis-St. Paul International Airport and Duluth International Airport, in both directions.',
    map: {
      title: 'Map of our Minnesota stops',
      description:
        'Minnesota and Wisconsin: Minneapolis-St. Paul International Airport (MSP), Duluth International Airport (DLH) and La Crosse (LSE), with the MSP–Duluth route.',
      states: ['MN', 'WI'],
      frame: { kind: 'states' },
      codes: ['MSP', 'LSE', 'DLH'],
      routes: [['MSP', 'DLH']],
    },
    scheduleLinks: [{ to: '/duluth', text: 'Minneapolis-St. Paul airport to Duluth and back' }],
  },
];

const FORT_COLLINS: MarkerLink = { href: '/fort-collins', page: 'Fort Collins shuttle' };
const MSP_PAGE: MarkerLink = { href: '/msp', page: 'Minneapolis-St. Paul airport shuttle' };

/** Where each map marker leads (the content spec, How It Works). */
export const MARKER_LINKS: Readonly<Record<string, MarkerLink>> = {
  DEN: FORT_COLLINS,
  FNL: FORT_COLLINS,
  HTC: FORT_COLLINS,
  CSU: { href: '/csu', page: 'CSU shuttle' },
  MSP: MSP_PAGE,
  LSE: MSP_PAGE,
  DLH: { href: '/duluth', page: 'Duluth shuttle' },
};

export const MAP_HINT = 'Select a stop on the map to open its schedules.';

export const BAGGAGE: string[] = [
  'Each passenger brings one checked bag, one carry-on and one personal item at no charge.',
  `A checked bag may measure up to ${BAG_MAX_LINEAR_IN} inches overall (length + width + height) and weigh up to ${BAG_MAX_LB} lbs.`,
  'Extra bags travel when there is room on board.',
  `Be at your stop with your bags before check-in closes, ${CHECK_IN_CLOSES_MIN} minutes before departure.`,
];

export const ACCOMMODATIONS: Card[] = [
  {
    title: 'Wheelchair accessible (ADA)',
    content: `Our coaches have a lift for a wheelchair of up to ${WHEELCHAIR_MAX_IN} inches and ${WHEELCHAIR_MAX_LB} lbs, passenger included. Ask for special assistance at least ${SPECIAL_ASSISTANCE_NOTICE_HOURS} hours before you travel.`,
    url: '/contact',
    buttonLabel: 'Request assistance',
  },
  {
    title: 'Pets on board',
    content: `Pets of ${PET_MAX_LB} lbs or less ride free in a carrier of up to ${PET_CARRIER_IN} inches that stays at your feet. No exotic animals; service animals are always welcome.`,
  },
];

export const MANAGE_TRIP = {
  text: [
    'To look up, change or cancel a booking you need your confirmation number and the last name on the reservation.',
    `Changes and cancellations are possible before your first leg and at least ${CANCEL_CUTOFF_HOURS} hours before departure.`,
  ],
  button: { to: MANAGE_TRIP_PATH, label: 'Manage Trip' },
  help: { to: '/contact', label: 'Help Center' },
} as const;

export const AIRLINE_PARTNERS: Card[] = [
  {
    title: 'United Airlines',
    content: 'Flying United from Denver or Chicago O’Hare? Ride Landline to and from your flight.',
    url: 'https://www.united.com/',
    buttonLabel: 'Visit united.com',
    newTab: true,
  },
  {
    title: 'American Airlines',
    content: 'Coaches between Philadelphia airport and Atlantic City, Lehigh Valley, Scranton, Trenton and Wilmington.',
    url: 'https://www.aa.com/',
    buttonLabel: 'Visit aa.com',
    newTab: true,
  },
  {
    title: 'Air Canada',
    content: 'Coaches between Toronto Pearson and Hamilton, Kitchener-Waterloo and Kingston.',
    url: 'https://www.aircanada.com/',
    buttonLabel: 'Visit aircanada.com',
    newTab: true,
  },
];

export const HELP_LINKS: Card[] = [
  {
    title: 'Frequently asked questions',
    content: 'Baggage, pets, check-in, cancellations and more.',
    url: '/faq',
    buttonLabel: 'Read the FAQ',
  },
  {
    title: 'Help Center',
    content: 'Text or e-mail our team; we are glad to help.',
    url: '/contact',
    buttonLabel: 'Contact us',
  },
  {
    title: 'Airport security',
    content: 'Flying from Denver or Minneapolis-St. Paul? Reserve a free time at security before you ride.',
    url: RESERVE_PATH,
    buttonLabel: 'Reserve a screening time',
  },
];
