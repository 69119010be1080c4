// The demo network loaded on first start: the routes of the content spec, with departure times
// written here (the spec gives the Canadian schedules; the others are ours, within what the
// content pages promise: 17 Fort Collins departures a day from 3 AM to 8 PM, and so on).
// Airports take their coordinates and time zones from OpenFlights (airports.dat) at seed time.

import { SERVICE_TYPES, type ServiceType } from '@landline/shared/constants';

export interface DemoStop {
  code: string;
  /** Only for stops that are not airports (airports come from OpenFlights). */
  name?: string;
  city?: string;
  cityCode: string;
  state: string;
  country: string;
  timeZone?: string;
  lat?: number;
  lon?: number;
  terminals?: string[];
  address: string;
}

export interface DemoVehicle {
  name: string;
  rows: number;
  /** Wheelchair positions, boarded by the lift (decision 200). */
  wheelchairSpaces: number;
  /** Seats in the last row when it is shorter than the others. */
  lastRow?: number;
}

export interface DemoRun {
  run: string;
  dept: string;
  arr: string;
  /** Defaults to every day. */
  freq?: string;
}

export interface DemoService {
  code: string;
  name: string;
  serviceType: ServiceType;
  currency: 'USD' | 'CAD';
  fare: { adult: number; child: number; infant: number };
  vehicle: string;
  /** [stop code, minutes from the first departure] in order; the last is the arrival. */
  pattern: [string, number][];
  periods: { eff: string; dis: string; runs: DemoRun[] }[];
}

export const DEMO_STOPS: DemoStop[] = [
  // Northern Colorado
  {
    code: 'CSU',
    name: 'CSU Transit Center',
    city: 'Fort Collins',
    cityCode: 'FTC',
    state: 'CO',
    country: 'US',
    timeZone: 'America/Denver',
    lat: 40.5747,
    lon: -105.0845,
    address: 'Lory Student Center Transit Center, Fort Collins, CO 80523',
  },
  {
    code: 'HTC',
    name: 'Harmony Transfer Center',
    city: 'Fort Collins',
    cityCode: 'FTC',
    state: 'CO',
    country: 'US',
    timeZone: 'America/Denver',
    lat: 40.5225,
    lon: -105.0003,
    address: 'Harmony Road Park-n-Ride at I-25, Fort Collins, CO 80528',
  },
  { code: 'FNL', cityCode: 'FTC', state: 'CO', country: 'US', address: '4900 Earhart Road, Loveland, CO 80538' },
  {
    code: 'DEN',
    cityCode: 'DEN',
    state: 'CO',
    country: 'US',
    terminals: ['Jeppesen Terminal, Level 5, Door 511'],
    address: '8500 Peña Boulevard, Denver, CO 80249',
  },
  // Minnesota
  { code: 'DLH', cityCode: 'DLH', state: 'MN', country: 'US', address: '4701 Grinden Drive, Duluth, MN 55811' },
  {
    code: 'MSP',
    cityCode: 'MSP',
    state: 'MN',
    country: 'US',
    terminals: ['Terminal 1', 'Terminal 2'],
    address: '4300 Glumack Drive, St. Paul, MN 55111',
  },
  {
    code: 'MKT',
    name: 'Mankato door-to-door',
    city: 'Mankato',
    cityCode: 'MKT',
    state: 'MN',
    country: 'US',
    timeZone: 'America/Chicago',
    lat: 44.1636,
    lon: -93.9994,
    address: 'Door-to-door within Mankato and North Mankato, MN',
  },
  // Ontario
  { code: 'YHM', cityCode: 'YHM', state: 'ON', country: 'CA', address: '9300 Airport Road, Mount Hope, ON L0R 1W0' },
  { code: 'YKF', cityCode: 'YKF', state: 'ON', country: 'CA', address: '4881 Fountain Street North, Breslau, ON N0B 1M0' },
  { code: 'YGK', cityCode: 'YGK', state: 'ON', country: 'CA', address: '1114 Len Birchall Way, Kingston, ON K7M 9A1' },
  {
    code: 'YYZ',
    cityCode: 'YTO',
    state: 'ON',
    country: 'CA',
    terminals: ['Terminal 1'],
    address: '6301 Silver Dart Drive, Mississauga, ON L5P 1B2',
  },
  // Partner-airline ground connections
  {
    code: 'ACY',
    cityCode: 'AIY',
    state: 'NJ',
    country: 'US',
    address: '101 Atlantic City International Airport, Egg Harbor Township, NJ 08234',
  },
  { code: 'ABE', cityCode: 'ABE', state: 'PA', country: 'US', address: '3311 Airport Road, Allentown, PA 18109' },
  { code: 'AVP', cityCode: 'AVP', state: 'PA', country: 'US', address: '100 Terminal Drive, Avoca, PA 18641' },
  { code: 'TTN', cityCode: 'TTN', state: 'NJ', country: 'US', address: '200 Terminal Drive, Ewing Township, NJ 08628' },
  { code: 'ILG', cityCode: 'ILG', state: 'DE', country: 'US', address: '151 North DuPont Highway, New Castle, DE 19720' },
  {
    code: 'PHL',
    cityCode: 'PHL',
    state: 'PA',
    country: 'US',
    terminals: ['Terminal A-West', 'Terminal B', 'Terminal F'],
    address: '8000 Essington Avenue, Philadelphia, PA 19153',
  },
  { code: 'RFD', cityCode: 'RFD', state: 'IL', country: 'US', address: '60 Airport Drive, Rockford, IL 61109' },
  { code: 'SBN', cityCode: 'SBN', state: 'IN', country: 'US', address: '4477 Progress Drive, South Bend, IN 46628' },
  {
    code: 'ORD',
    cityCode: 'CHI',
    state: 'IL',
    country: 'US',
    terminals: ['Terminal 1', 'Terminal 2', 'Terminal 3'],
    address: "10000 West O'Hare Avenue, Chicago, IL 60666",
  },
];

export const DEMO_VEHICLES: DemoVehicle[] = [
  { name: 'Motorcoach 56', rows: 14, wheelchairSpaces: 2 },
  { name: 'Motorcoach 35', rows: 9, lastRow: 3, wheelchairSpaces: 2 },
  { name: 'Executive coach 40', rows: 10, wheelchairSpaces: 1 },
  { name: 'Sprinter 12', rows: 3, wheelchairSpaces: 1 },
];

const everyHour = (from: number, to: number, minute = 0) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).map((h) => `${String(h).padStart(2, '0')}${String(minute).padStart(2, '0')}`);

/** HHMM plus minutes, wrapping past midnight. */
function later(hhmm: string, minutes: number): string {
  const total = (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2)) + minutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}${String(total % 60).padStart(2, '0')}`;
}

/** Runs of one duration from a list of departure times. */
function runs(prefix: number, departures: string[], minutes: number, freq?: string): DemoRun[] {
  return departures.map((dept, i) => ({ run: String(prefix + i), dept, arr: later(dept, minutes), freq }));
}

/** Runs from the spec's 'h:mm AM to h:mm PM' schedule pairs. */
function pairs(prefix: number, list: [string, string][]): DemoRun[] {
  return list.map(([dept, arr], i) => ({ run: String(prefix + i), dept, arr }));
}

// Colorado's schedule changed on August 1 (the content spec's section 4: old through July 31).
const OLD_PERIOD = { eff: '2026-01-01', dis: '2026-07-31' };
const NEW_PERIOD = { eff: '2026-08-01', dis: '2027-12-31' };
const YEAR_ROUND = { eff: '2026-01-01', dis: '2027-12-31' };

// 17 departures a day from Fort Collins, 3 AM to 8 PM.
const FORT_COLLINS_NEW = [...everyHour(3, 18), '2000'];
const FORT_COLLINS_OLD = [...everyHour(3, 17, 30)];
// From Denver: the first at 1 AM for late arrivals (it crosses both DST changes), the last at
// 11:30 PM (arrives after midnight).
const DENVER_NEW = ['0100', ...everyHour(5, 21, 30), '2330'];
const DENVER_OLD = ['0100', ...everyHour(6, 21)];

const COLORADO_FARE = { adult: 2900, child: 0, infant: 0 };
const DULUTH_FARE = { adult: 3900, child: 1950, infant: 0 };
const CANADA_FARE = { adult: 4900, child: 1500, infant: 0 };
const PARTNER_FARE = { adult: 2500, child: 2500, infant: 0 };
const MANKATO_FARE = { adult: 3500, child: 1750, infant: 0 };

export const DEMO_SERVICES: DemoService[] = [
  {
    code: 'FTC-DEN',
    name: 'Fort Collins to Denver airport',
    serviceType: SERVICE_TYPES.coach,
    currency: 'USD',
    fare: COLORADO_FARE,
    vehicle: 'Motorcoach 56',
    pattern: [
      ['CSU', 0],
      ['HTC', 15],
      ['FNL', 35],
      ['DEN', 105],
    ],
    periods: [
      { ...OLD_PERIOD, runs: runs(1100, FORT_COLLINS_OLD, 110) },
      { ...NEW_PERIOD, runs: runs(1200, FORT_COLLINS_NEW, 105) },
    ],
  },
  {
    code: 'DEN-FTC',
    name: 'Denver airport to Fort Collins',
    serviceType: SERVICE_TYPES.coach,
    currency: 'USD',
    fare: COLORADO_FARE,
    vehicle: 'Motorcoach 56',
    pattern: [
      ['DEN', 0],
      ['FNL', 65],
      ['HTC', 85],
      ['CSU', 100],
    ],
    periods: [
      { ...OLD_PERIOD, runs: runs(2100, DENVER_OLD, 105) },
      { ...NEW_PERIOD, runs: runs(2200, DENVER_NEW, 100) },
    ],
  },
  {
    code: 'DLH-MSP',
    name: 'Duluth to Minneapolis-St. Paul airport',
    serviceType: SERVICE_TYPES.coach,
    currency: 'USD',
    fare: DULUTH_FARE,
    vehicle: 'Executive coach 40',
    pattern: [
      ['DLH', 0],
      ['MSP', 165],
    ],
    periods: [{ ...YEAR_ROUND, runs: [...runs(3100, ['0300', '0600', '0930', '1300'], 165), ...runs(3104, ['1630'], 165, '12345.7')] }],
  },
  {
    code: 'MSP-DLH',
    name: 'Minneapolis-St. Paul airport to Duluth',
    serviceType: SERVICE_TYPES.coach,
    currency: 'USD',
    fare: DULUTH_FARE,
    vehicle: 'Executive coach 40',
    pattern: [
      ['MSP', 0],
      ['DLH', 165],
    ],
    periods: [{ ...YEAR_ROUND, runs: [...runs(3200, ['0800', '1130', '1500', '1830'], 165), ...runs(3204, ['2230'], 165, '12345.7')] }],
  },
  {
    code: 'MKT-MSP',
    name: 'Mankato door-to-door to Minneapolis-St. Paul airport',
    serviceType: SERVICE_TYPES.doorToDoor,
    currency: 'USD',
    fare: MANKATO_FARE,
    vehicle: 'Sprinter 12',
    pattern: [
      ['MKT', 0],
      ['MSP', 90],
    ],
    periods: [{ ...YEAR_ROUND, runs: runs(4100, ['0330', '0700', '1100', '1500'], 90) }],
  },
  {
    code: 'MSP-MKT',
    name: 'Minneapolis-St. Paul airport to Mankato door-to-door',
    serviceType: SERVICE_TYPES.doorToDoor,
    currency: 'USD',
    fare: MANKATO_FARE,
    vehicle: 'Sprinter 12',
    pattern: [
      ['MSP', 0],
      ['MKT', 90],
    ],
    periods: [{ ...YEAR_ROUND, runs: runs(4200, ['0900', '1300', '1700', '2130'], 90) }],
  },
  // Canada: the schedules of the content spec's section 9, word for word.
  ...canada(
    'YHM',
    'Hamilton',
    5100,
    [
      ['0540', '0640'],
      ['1135', '1240'],
      ['1435', '1545'],
      ['1745', '1850'],
    ],
    [
      ['0810', '0915'],
      ['1310', '1415'],
      ['1625', '1735'],
      ['2100', '2200'],
    ],
  ),
  ...canada(
    'YKF',
    'Kitchener-Waterloo',
    5200,
    [
      ['0535', '0640'],
      ['0920', '1025'],
      ['1150', '1250'],
      ['1440', '1550'],
      ['1745', '1845'],
    ],
    [
      ['0805', '0905'],
      ['1035', '1135'],
      ['1305', '1410'],
      ['1620', '1730'],
      ['2035', '2135'],
    ],
  ),
  ...canada(
    'YGK',
    'Kingston',
    5300,
    [
      ['0400', '0650'],
      ['1400', '1730'],
    ],
    [
      ['0810', '1105'],
      ['1910', '2205'],
    ],
  ),
  // Partner-airline ground connections to the hub airports.
  ...partner('ACY', 'Atlantic City', 'PHL', 6100, 80, ['0430', '0830', '1230', '1630']),
  ...partner('ABE', 'Lehigh Valley', 'PHL', 6200, 90, ['0400', '0800', '1200', '1600']),
  ...partner('AVP', 'Scranton', 'PHL', 6300, 150, ['0330', '0930', '1430']),
  ...partner('TTN', 'Trenton', 'PHL', 6400, 60, ['0500', '1100', '1600'], 'Motorcoach 35'),
  ...partner('ILG', 'Wilmington', 'PHL', 6500, 45, ['0530', '0930', '1330', '1730']),
  ...partner('RFD', 'Rockford', 'ORD', 6600, 90, ['0400', '0800', '1200', '1600']),
  // South Bend keeps Eastern time and Chicago Central: the 2-hour ride arrives 1 hour "later".
  ...partner('SBN', 'South Bend', 'ORD', 6700, 120, ['0400', '0800', '1200', '1600'], 'Motorcoach 56', -60),
];

function canada(code: string, city: string, prefix: number, toToronto: [string, string][], fromToronto: [string, string][]): DemoService[] {
  const common = { serviceType: SERVICE_TYPES.coach, currency: 'CAD' as const, fare: CANADA_FARE, vehicle: 'Motorcoach 56' };
  return [
    {
      ...common,
      code: `${code}-YYZ`,
      name: `${city} to Toronto Pearson`,
      pattern: [
        [code, 0],
        ['YYZ', 60],
      ],
      periods: [{ ...YEAR_ROUND, runs: pairs(prefix, toToronto) }],
    },
    {
      ...common,
      code: `YYZ-${code}`,
      name: `Toronto Pearson to ${city}`,
      pattern: [
        ['YYZ', 0],
        [code, 60],
      ],
      periods: [{ ...YEAR_ROUND, runs: pairs(prefix + 50, fromToronto) }],
    },
  ];
}

function partner(
  code: string,
  city: string,
  hub: string,
  prefix: number,
  minutes: number,
  departures: string[],
  vehicle = 'Motorcoach 56',
  zoneShift = 0,
): DemoService[] {
  const common = { serviceType: SERVICE_TYPES.airlinePartner, currency: 'USD' as const, fare: PARTNER_FARE, vehicle };
  const back = departures.map((d) => later(d, minutes + 120));
  return [
    {
      ...common,
      code: `${code}-${hub}`,
      name: `${city} to ${hub}`,
      pattern: [
        [code, 0],
        [hub, minutes],
      ],
      periods: [{ ...YEAR_ROUND, runs: runs(prefix, departures, minutes + zoneShift) }],
    },
    {
      ...common,
      code: `${hub}-${code}`,
      name: `${hub} to ${city}`,
      pattern: [
        [hub, 0],
        [code, minutes],
      ],
      periods: [{ ...YEAR_ROUND, runs: runs(prefix + 50, back, minutes - zoneShift) }],
    },
  ];
}
