import type { CardGroup, PageHeaderContent, PageMeta } from './types';

export const LOCATIONS_META: PageMeta = {
  title: 'Locations',
  description: 'Where Landline rides: airport shuttles in Colorado, Minnesota and Ontario, Canada.',
};

export const LOCATIONS_HEADER: PageHeaderContent = {
  title: 'Our locations',
  subtitle: 'Comfortable airport connections from the towns and campuses you call home.',
};

// Each card links to a public page by its address, as the footer does; the link walker of the
// browser journeys checks that every one of them is a page.
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
      {
        title: 'Hamilton',
        content: 'Connections between Hamilton (YHM) and Toronto Pearson airport.',
        url: '/canada/hamilton',
        buttonLabel: 'Hamilton schedules',
      },
      {
        title: 'Waterloo',
        content: 'Connections between Region of Waterloo airport (YKF) and Toronto Pearson.',
        url: '/canada/waterloo',
        buttonLabel: 'Waterloo schedules',
      },
      {
        title: 'Kingston',
        content: 'Connections between Kingston (YGK) and Toronto Pearson, with free parking at YGK.',
        url: '/canada/kingston',
        buttonLabel: 'Kingston schedules',
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
