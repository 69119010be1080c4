import { searchPresetPath } from '../search/preset';
import type { CardGroup, PageHeaderContent, PageMeta } from './types';

/** Toronto Pearson, where every Canadian route runs to. */
const TORONTO = 'YYZ';

export const LOCATIONS_META: PageMeta = {
  title: 'Locations',
  description: 'Where Landline rides: airport shuttles in Colorado, Minnesota and Ontario, Canada.',
};

export const LOCATIONS_HEADER: PageHeaderContent = {
  title: 'Our locations',
  subtitle: 'Comfortable airport connections from the towns and campuses you call home.',
};

export const LOCATION_GROUPS: CardGroup[] = [
  {
    title: 'Serving Colorado',
    cards: [
      {
        title: 'Fort Collins',
        content:
          'Shuttles between Fort Collins–Loveland Airport, the Harmony Transfer Center and Denver airport, with free parking at FNL.',
        url: '/fort-collins',
        buttonLabel: 'Fort Collins schedules',
      },
      {
        title: 'Colorado State University',
        content: 'Rides from the CSU campus straight to Denver International Airport and back.',
        url: '/csu',
        buttonLabel: 'CSU schedules',
      },
      {
        title: 'Denver',
        content: 'Pickups at Denver International Airport for riders heading to northern Colorado.',
        url: '/denver',
        buttonLabel: 'Denver schedules',
      },
    ],
  },
  {
    title: 'Serving Canada',
    cards: [
      // The Canadian airport pages (/canada/…) are not built yet: until they are, these cards
      // open the search pre-filled with the airport and Toronto Pearson.
      {
        title: 'Hamilton',
        content: 'Connections between Hamilton (YHM) and Toronto Pearson airport.',
        url: searchPresetPath({ from: 'YHM', to: TORONTO }),
        buttonLabel: 'Search Hamilton trips',
      },
      {
        title: 'Waterloo',
        content: 'Connections between Region of Waterloo airport (YKF) and Toronto Pearson.',
        url: searchPresetPath({ from: 'YKF', to: TORONTO }),
        buttonLabel: 'Search Waterloo trips',
      },
      {
        title: 'Kingston',
        content: 'Connections between Kingston (YGK) and Toronto Pearson, with free parking at YGK.',
        url: searchPresetPath({ from: 'YGK', to: TORONTO }),
        buttonLabel: 'Search Kingston trips',
      },
    ],
  },
  {
    title: 'Serving Minnesota',
    cards: [
      {
        title: 'Duluth',
        content: 'Daily coaches between Duluth and Minneapolis–Saint Paul International Airport.',
        url: '/duluth',
        buttonLabel: 'Duluth schedules',
      },
      {
        title: 'Minneapolis–Saint Paul',
        content: 'Pickups at MSP airport for riders heading north to Duluth.',
        url: '/msp',
        buttonLabel: 'MSP schedules',
      },
    ],
  },
];
