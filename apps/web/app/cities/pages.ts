// The city and schedule pages (spec section 2). Copy is ours; figures come from the constants of
// spec section 9 and prices from the fare table search charges (the loader's `fare`).
import type { RouteFare } from '@landline/shared/money';
import {
  CHECK_IN_CLOSES_MIN,
  DAILY_DEPARTURES_MAX,
  FNL_FREE_PARKING_WEEKS,
  MSP_PICKUP_AFTER_ARRIVAL_MIN,
  MSP_PICKUP_BEFORE_DEPARTURE_MIN,
} from '../content/constants';
import { fareClause, fareSentence } from '../content/fares';
import type { CitySlug } from './city-paths';
import { PARTNER_HOTELS } from './partner-hotels';

export interface LocationCard {
  title: string;
  address: string;
  directions: string;
  parking?: string;
}

export interface ScheduleTableDef {
  from: string;
  to: string;
  /** Table caption, e.g. 'To Denver airport'. */
  caption: string;
}

export type ScheduleDef =
  /** Fort Collins, CSU, Denver: 'New schedule' / 'Old schedule' tabs. */
  | { kind: 'toggle'; zone: string; tables: ScheduleTableDef[] }
  /** Duluth, MSP: a Monday–Sunday week selector. */
  | { kind: 'week'; zone: string; tables: ScheduleTableDef[] };

export interface StayItem {
  title: string;
  text: string;
  /** The partner's own site (opens in a new tab). */
  link?: { url: string; label: string };
}

/** The page's prices: the fare of its route either way, null when the network does not sell it. */
export type PageFare = RouteFare | null;

export interface CityPageData {
  /** The page's own path (its aliases: city-paths.ts). */
  slug: CitySlug;
  title: string;
  /** The meta description; prices from the fare. */
  description: (fare: PageFare) => string;
  h1: string;
  banner: string;
  /** Departure-hour strip in the banner: the stop whose departures it lists. */
  strip?: { from: string; to: string; stop: string; label: string };
  showSearch: boolean;
  /**
   * The page's route (place codes as the type-ahead offers them): the search form starts on it,
   * and the page states its fares (either way).
   */
  searchPreset: { from: string; to: string };
  schedule: ScheduleDef;
  /** Shown above the schedule, e.g. the Duluth promo on the MSP page. */
  promo?: { title: string; text: string; to: string; button: string };
  pickupIntro?: string;
  pickups: LocationCard[];
  /** Link to more pick-up points, e.g. from the CSU page to the Fort Collins page. */
  morePickups?: { to: string; text: string };
  dropoffs: LocationCard[];
  /** Reserved security screening at the airport the page's coaches serve (the /reserve page). */
  reserve?: { airport: string };
  /** 'Our Service' lines; prices from the fare. */
  service: (fare: PageFare) => string[];
  stay?: { menuLabel: string; items: StayItem[] };
}

const CHECK_IN = `Check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure.`;

const COLORADO_SERVICE = (fare: PageFare) => [
  fareSentence(fare, 'between Northern Colorado and Denver airport'),
  `Up to ${DAILY_DEPARTURES_MAX} departures a day, with free Wi-Fi, power at every seat and reclining seats.`,
  'Your driver helps with your luggage: one checked bag, one carry-on and one personal item travel at no extra fee.',
  CHECK_IN,
];

const MINNESOTA_SERVICE = (fare: PageFare) => [
  fareSentence(fare, 'between Duluth and Minneapolis-St. Paul airport'),
  'Free Wi-Fi, power at every seat, reclining seats and help with your luggage.',
  CHECK_IN,
];

const DEN: LocationCard = {
  title: 'Denver International Airport',
  address: '8500 Peña Blvd, Denver, CO 80249',
  directions:
    'Coaches stop on Level 5 of the Jeppesen Terminal at the regional bus area outside baggage claim. Follow the Ground Transportation signs; our staff wear Landline jackets.',
};

const CSU: LocationCard = {
  title: 'CSU Transit Center',
  address: 'Lory Student Center, 1101 Center Avenue Mall, Fort Collins, CO 80521',
  directions: 'Board at the CSU Transit Center bus bays on the south side of the Lory Student Center.',
  parking: 'Use the campus pay lots nearby; campus parking rules apply.',
};

const HTC: LocationCard = {
  title: 'Harmony Transfer Center',
  address: 'Harmony Road at I-25, Fort Collins, CO 80528',
  directions: 'The stop is at the Park-n-Ride by the Harmony Road exit of I-25, next to the Transfort bus bays.',
  parking: 'Free Park-n-Ride parking next to the stop.',
};

const FNL: LocationCard = {
  title: 'Northern Colorado Regional Airport (FNL)',
  address: '4900 Earhart Rd, Loveland, CO 80538',
  directions: 'Check in inside the FNL terminal; the coach boards at the terminal curb.',
  parking: `Free parking at FNL for up to ${FNL_FREE_PARKING_WEEKS} weeks.`,
};

const DLH: LocationCard = {
  title: 'Duluth International Airport',
  address: '4701 Grinden Dr, Duluth, MN 55811',
  directions: 'Check in inside the terminal; the coach boards at the terminal curb by the main doors.',
  parking: 'Park in the airport’s public lots at the posted daily rates; pay at the exit.',
};

const MSP_T1: LocationCard = {
  title: 'MSP Terminal 1',
  address: '4300 Glumack Dr, St. Paul, MN 55111',
  directions: `Going to Duluth: be at the Ground Transportation Center regional bus stop ${MSP_PICKUP_BEFORE_DEPARTURE_MIN} minutes before departure. Arriving from Duluth: the coach reaches Terminal 1 and your ride is ready to unload within ${MSP_PICKUP_AFTER_ARRIVAL_MIN} minutes after arrival.`,
};

const MSP_T2: LocationCard = {
  title: 'MSP Terminal 2',
  address: '7150 Humphrey Dr, Minneapolis, MN 55450',
  directions: `Going to Duluth: wait at the Terminal 2 commercial vehicle curb ${MSP_PICKUP_BEFORE_DEPARTURE_MIN} minutes before departure. Arriving from Duluth: allow ${MSP_PICKUP_AFTER_ARRIVAL_MIN} minutes after arrival before you reach the terminal doors.`,
};

const TO_DEN_FTC: ScheduleTableDef = { from: 'FTC', to: 'DEN', caption: 'To Denver airport' };
const FROM_DEN_FTC: ScheduleTableDef = { from: 'DEN', to: 'FTC', caption: 'From Denver airport' };
const FROM_DLH: ScheduleTableDef = { from: 'DLH', to: 'MSP', caption: 'From Duluth to MSP airport' };
const TO_DLH: ScheduleTableDef = { from: 'MSP', to: 'DLH', caption: 'From MSP airport to Duluth' };

export const CITY_PAGES = {
  'fort-collins': {
    slug: 'fort-collins',
    title: 'Fort Collins airport shuttle to Denver | Landline',
    description: (fare) =>
      `Shuttle between Fort Collins, Loveland and Denver airport: up to ${DAILY_DEPARTURES_MAX} departures a day from CSU, Harmony Transfer Center and FNL, ${fareClause(fare)}.`,
    h1: 'Fort Collins to Denver airport shuttle',
    banner: 'Northern Colorado to Denver airport, all day long.',
    strip: { from: 'FTC', to: 'DEN', stop: 'CSU', label: 'Daily departures from CSU Transit Center' },
    showSearch: true,
    searchPreset: { from: 'FTC', to: 'DEN' },
    schedule: { kind: 'toggle', zone: 'America/Denver', tables: [TO_DEN_FTC, FROM_DEN_FTC] },
    pickups: [CSU, HTC, FNL],
    dropoffs: [DEN],
    reserve: { airport: 'Denver' },
    service: COLORADO_SERVICE,
    stay: {
      menuLabel: 'Visiting Fort Collins',
      items: [PARTNER_HOTELS.elizabeth, PARTNER_HOTELS.armstrong].map((hotel) => ({
        title: `${hotel.discountPercent}% off at ${hotel.name}`,
        text: `${hotel.blurb} Show your Landline confirmation at check-in for ${hotel.discountPercent}% off your room on the night before or after your ride.`,
        link: { url: hotel.url, label: `Book ${hotel.name}` },
      })),
    },
  },
  csu: {
    slug: 'csu',
    title: 'CSU airport shuttle to Denver | Landline',
    description: (fare) => `Shuttle from the CSU Transit Center in Fort Collins to Denver airport and back, ${fareClause(fare)}.`,
    h1: 'CSU to Denver airport shuttle',
    banner: 'From campus to the terminal without a car.',
    showSearch: true,
    searchPreset: { from: 'CSU', to: 'DEN' },
    schedule: {
      kind: 'toggle',
      zone: 'America/Denver',
      tables: [
        { from: 'CSU', to: 'DEN', caption: 'To Denver airport' },
        { from: 'DEN', to: 'CSU', caption: 'From Denver airport' },
      ],
    },
    pickups: [CSU],
    morePickups: { to: '/fort-collins#pick-up-locations', text: 'Other Fort Collins pick-up locations' },
    dropoffs: [DEN],
    reserve: { airport: 'Denver' },
    service: COLORADO_SERVICE,
  },
  denver: {
    slug: 'denver',
    title: 'Denver airport shuttle to Fort Collins | Landline',
    description: (fare) =>
      `Shuttle from Denver airport to Fort Collins, Loveland and CSU: up to ${DAILY_DEPARTURES_MAX} departures a day, ${fareClause(fare)}.`,
    h1: 'Denver airport shuttle to Northern Colorado',
    banner: 'Land at DEN and ride home to Northern Colorado.',
    showSearch: true,
    searchPreset: { from: 'DEN', to: 'FTC' },
    schedule: { kind: 'toggle', zone: 'America/Denver', tables: [FROM_DEN_FTC, TO_DEN_FTC] },
    pickupIntro: `At Denver airport, collect your bags and go to Level 5 of the Jeppesen Terminal. Be at the regional bus area ${CHECK_IN_CLOSES_MIN} minutes before departure; show your confirmation to the driver.`,
    pickups: [],
    dropoffs: [DEN],
    reserve: { airport: 'Denver' },
    service: COLORADO_SERVICE,
  },
  duluth: {
    slug: 'duluth',
    title: 'Duluth to MSP airport shuttle | Landline',
    description: (fare) => `Shuttle between Duluth International Airport and Minneapolis-St. Paul airport, ${fareClause(fare)}.`,
    h1: 'Duluth to MSP airport shuttle',
    banner: 'Duluth to Minneapolis-St. Paul airport, several times a day.',
    showSearch: true,
    searchPreset: { from: 'DLH', to: 'MSP' },
    schedule: { kind: 'week', zone: 'America/Chicago', tables: [FROM_DLH, TO_DLH] },
    pickups: [DLH],
    dropoffs: [MSP_T1, MSP_T2],
    reserve: { airport: 'Minneapolis-St. Paul' },
    service: MINNESOTA_SERVICE,
  },
  msp: {
    slug: 'msp',
    title: 'MSP airport shuttle to Duluth | Landline',
    description: (fare) => `Shuttle from Minneapolis-St. Paul airport Terminals 1 and 2 to Duluth and back, ${fareClause(fare)}.`,
    h1: 'Minneapolis-St. Paul airport shuttle',
    banner: 'From MSP Terminal 1 and Terminal 2 to Duluth.',
    showSearch: true,
    searchPreset: { from: 'MSP', to: 'DLH' },
    promo: {
      title: 'Heading to Duluth?',
      text: 'Skip the drive up I-35: ride from MSP to Duluth airport in comfort.',
      to: '/duluth',
      button: 'See the Duluth shuttle',
    },
    schedule: { kind: 'week', zone: 'America/Chicago', tables: [TO_DLH, FROM_DLH] },
    pickupIntro: `Going to Duluth, be at your terminal’s pick-up point ${MSP_PICKUP_BEFORE_DEPARTURE_MIN} minutes before departure. Coming from Duluth, the coach arrives at MSP and you are at the terminal within ${MSP_PICKUP_AFTER_ARRIVAL_MIN} minutes after arrival.`,
    pickups: [MSP_T1, MSP_T2],
    dropoffs: [DLH],
    reserve: { airport: 'Minneapolis-St. Paul' },
    service: MINNESOTA_SERVICE,
  },
} satisfies Record<CitySlug, CityPageData>;

/** The page's words that state its fare, written by the loader on the server. */
export interface FareTexts {
  description: string;
  service: string[];
}

/**
 * The fare in the page's words, made where the loader runs: the browser then takes the page over
 * without formatting a price, whose first `Intl.NumberFormat` loads the locale's data in a long
 * task of its own (docs/performance.md, issue 33).
 */
export function fareTexts(slug: CitySlug, fare: PageFare): FareTexts {
  const page: CityPageData = CITY_PAGES[slug];
  return { description: page.description(fare), service: page.service(fare) };
}

/** Route `meta` for a city page; the description states the fare the loader read. */
export function cityMeta(slug: CitySlug, data: { fareTexts: FareTexts } | undefined) {
  const page: CityPageData = CITY_PAGES[slug];
  return [{ title: page.title }, { name: 'description', content: data?.fareTexts.description ?? page.description(null) }];
}
