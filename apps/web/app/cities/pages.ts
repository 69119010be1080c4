// The city and schedule pages (spec section 2). Copy is ours; constants from spec section 9.

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
}

export interface CityPageData {
  /** The main path; aliases render the same page. */
  slug: string;
  aliases: string[];
  title: string;
  description: string;
  h1: string;
  banner: string;
  /** Departure-hour strip in the banner: the stop whose departures it lists. */
  strip?: { from: string; to: string; stop: string; label: string };
  showSearch: boolean;
  /** The search form starts on this route (place codes as the type-ahead offers them). */
  searchPreset?: { from: string; to: string };
  schedule: ScheduleDef;
  /** Shown above the schedule, e.g. the Duluth promo on the MSP page. */
  promo?: { title: string; text: string; to: string; button: string };
  pickupIntro?: string;
  pickups: LocationCard[];
  /** Link to more pick-up points, e.g. from the CSU page to the Fort Collins page. */
  morePickups?: { to: string; text: string };
  dropoffs: LocationCard[];
  service: string[];
  stay?: { menuLabel: string; items: StayItem[] };
}

const CHECK_IN = 'Check-in closes 15 minutes before departure.';

const COLORADO_SERVICE = [
  'Adult fares from $29 each way between Northern Colorado and Denver airport; kids 12 and under ride free.',
  'Up to 17 departures a day, with free Wi-Fi, power at every seat and reclining seats.',
  'Your driver helps with your luggage: one checked bag, one carry-on and one personal item travel at no extra fee.',
  CHECK_IN,
];

const MINNESOTA_SERVICE = [
  'Adult fares from $33 to $39 each way between Duluth and Minneapolis-St. Paul airport; kids 12 and under ride free.',
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
  parking: 'Free parking at FNL for up to 3 weeks.',
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
  directions:
    'Going to Duluth: be at the Ground Transportation Center regional bus stop 20 minutes before departure. Arriving from Duluth: the coach reaches Terminal 1 and your ride is ready to unload within 15 minutes after arrival.',
};

const MSP_T2: LocationCard = {
  title: 'MSP Terminal 2',
  address: '7150 Humphrey Dr, Minneapolis, MN 55450',
  directions:
    'Going to Duluth: wait at the Terminal 2 commercial vehicle curb 20 minutes before departure. Arriving from Duluth: allow 15 minutes after arrival before you reach the terminal doors.',
};

const TO_DEN_FTC: ScheduleTableDef = { from: 'FTC', to: 'DEN', caption: 'To Denver airport' };
const FROM_DEN_FTC: ScheduleTableDef = { from: 'DEN', to: 'FTC', caption: 'From Denver airport' };
const FROM_DLH: ScheduleTableDef = { from: 'DLH', to: 'MSP', caption: 'From Duluth to MSP airport' };
const TO_DLH: ScheduleTableDef = { from: 'MSP', to: 'DLH', caption: 'From MSP airport to Duluth' };

export const CITY_PAGES = {
  'fort-collins': {
    slug: 'fort-collins',
    aliases: ['fort-collins-shuttle', 'fort-collins-airport-shuttle', 'greeley-shuttle'],
    title: 'Fort Collins airport shuttle to Denver | Landline',
    description:
      'Shuttle between Fort Collins, Loveland and Denver airport: up to 17 departures a day from CSU, Harmony Transfer Center and FNL, adults from $29.',
    h1: 'Fort Collins to Denver airport shuttle',
    banner: 'Northern Colorado to Denver airport, all day long.',
    strip: { from: 'FTC', to: 'DEN', stop: 'CSU', label: 'Daily departures from CSU Transit Center' },
    showSearch: true,
    searchPreset: { from: 'FTC', to: 'DEN' },
    schedule: { kind: 'toggle', zone: 'America/Denver', tables: [TO_DEN_FTC, FROM_DEN_FTC] },
    pickups: [CSU, HTC, FNL],
    dropoffs: [DEN],
    service: COLORADO_SERVICE,
    stay: {
      menuLabel: 'Visiting Fort Collins',
      items: [
        {
          title: '20% off at a downtown Fort Collins hotel',
          text: 'Show your Landline confirmation at check-in at our partner hotel in Old Town for 20% off your room.',
        },
        {
          title: '15% off near Harmony Road',
          text: 'Our partner hotel by the Harmony Transfer Center takes 15% off for Landline riders on the night before or after a trip.',
        },
      ],
    },
  },
  csu: {
    slug: 'csu',
    aliases: [],
    title: 'CSU airport shuttle to Denver | Landline',
    description:
      'Shuttle from the CSU Transit Center in Fort Collins to Denver airport and back, adults from $29, kids 12 and under free.',
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
    service: COLORADO_SERVICE,
  },
  denver: {
    slug: 'denver',
    aliases: ['denver-shuttle', 'denver-airport-shuttle'],
    title: 'Denver airport shuttle to Fort Collins | Landline',
    description:
      'Shuttle from Denver airport to Fort Collins, Loveland and CSU: up to 17 departures a day, adults from $29, kids 12 and under free.',
    h1: 'Denver airport shuttle to Northern Colorado',
    banner: 'Land at DEN and ride home to Northern Colorado.',
    showSearch: true,
    searchPreset: { from: 'DEN', to: 'FTC' },
    schedule: { kind: 'toggle', zone: 'America/Denver', tables: [FROM_DEN_FTC, TO_DEN_FTC] },
    pickupIntro:
      'At Denver airport, collect your bags and go to Level 5 of the Jeppesen Terminal. Be at the regional bus area 15 minutes before departure; show your confirmation to the driver.',
    pickups: [],
    dropoffs: [DEN],
    service: COLORADO_SERVICE,
  },
  duluth: {
    slug: 'duluth',
    aliases: ['duluth-shuttle'],
    title: 'Duluth to MSP airport shuttle | Landline',
    description: 'Shuttle between Duluth International Airport and Minneapolis-St. Paul airport, adults from $33 to $39.',
    h1: 'Duluth to MSP airport shuttle',
    banner: 'Duluth to Minneapolis-St. Paul airport, several times a day.',
    showSearch: true,
    searchPreset: { from: 'DLH', to: 'MSP' },
    schedule: { kind: 'week', zone: 'America/Chicago', tables: [FROM_DLH, TO_DLH] },
    pickups: [DLH],
    dropoffs: [MSP_T1, MSP_T2],
    service: MINNESOTA_SERVICE,
  },
  msp: {
    slug: 'msp',
    aliases: ['msp-shuttle', 'minneapolis', 'minnesota'],
    title: 'MSP airport shuttle to Duluth | Landline',
    description: 'Shuttle from Minneapolis-St. Paul airport Terminals 1 and 2 to Duluth and back, adults from $33 to $39.',
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
    pickupIntro:
      'Going to Duluth, be at your terminal’s pick-up point 20 minutes before departure. Coming from Duluth, the coach arrives at MSP and you are at the terminal within 15 minutes after arrival.',
    pickups: [MSP_T1, MSP_T2],
    dropoffs: [DLH],
    service: MINNESOTA_SERVICE,
  },
} satisfies Record<string, CityPageData>;

export type CitySlug = keyof typeof CITY_PAGES;

/** Route `meta` for a city page. */
export function cityMeta(slug: CitySlug) {
  const page: CityPageData = CITY_PAGES[slug];
  return [{ title: page.title }, { name: 'description', content: page.description }];
}
