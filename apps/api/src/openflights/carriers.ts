// What became of carriers that OpenFlights still lists as active. Its routes date from 2014:
// since then airlines merged, were renamed or stopped flying. The table is ours, written from
// public knowledge as of 2025 (docs/decisions/, "Which airlines fly?"); a code absent here is
// taken as OpenFlights describes it.

export type CarrierFate =
  /** Merged: its routes are flown by the successor (another IATA code). */
  | { mergedInto: string }
  /** Still flying under the same code, with another name. */
  | { renamed: string }
  /** No longer flies: its routes are dropped. */
  | { ceased: number };

export const CARRIER_FATES: Readonly<Record<string, CarrierFate>> = {
  // North America
  US: { mergedInto: 'AA' }, // US Airways, 2015
  FL: { mergedInto: 'WN' }, // AirTran, 2014
  VX: { mergedInto: 'AS' }, // Virgin America, 2018
  CO: { mergedInto: 'UA' }, // Continental, 2012
  NW: { mergedInto: 'DL' }, // Northwest, 2010
  '7F': { mergedInto: '5T' }, // First Air into Canadian North, 2019
  EV: { ceased: 2022 }, // ExpressJet (Atlantic Southeast)
  XE: { ceased: 2022 }, // ExpressJet
  S5: { ceased: 2017 }, // Shuttle America
  AX: { ceased: 2020 }, // Trans States
  CP: { ceased: 2020 }, // Compass
  ZK: { ceased: 2018 }, // Great Lakes
  K5: { ceased: 2016 }, // SeaPort
  '3M': { ceased: 2025 }, // Silver Airways
  KS: { ceased: 2019 }, // PenAir
  LW: { ceased: 2013 }, // Pacific Wings
  WP: { ceased: 2017 }, // Island Air
  QH: { ceased: 1984 }, // Air Florida
  '5G': { ceased: 2010 }, // Skyservice
  Z4: { ceased: 2008 }, // Zoom
  '4O': { ceased: 2020 }, // Interjet
  VW: { ceased: 2023 }, // Aeromar
  '9E': { renamed: 'Endeavor Air' },
  OH: { renamed: 'PSA Airlines' },
  MQ: { renamed: 'Envoy Air' },
  '7H': { renamed: 'Ravn Alaska' },
  YX: { renamed: 'Republic Airways' },
  // Latin America
  TA: { mergedInto: 'AV' }, // TACA into Avianca
  LR: { mergedInto: 'AV' }, // LACSA into Avianca
  JJ: { renamed: 'LATAM Brasil' },
  LA: { renamed: 'LATAM Airlines' },
  XL: { renamed: 'LATAM Airlines Ecuador' },
  PZ: { renamed: 'LATAM Paraguay' },
  '4M': { ceased: 2020 }, // LAN Argentina
  O6: { ceased: 2019 }, // Avianca Brasil
  EQ: { ceased: 2020 }, // TAME
  S3: { ceased: 2017 }, // Santa Barbara Airlines
  A4: { ceased: 2005 }, // Southern Winds
  // Europe
  AB: { ceased: 2017 }, // Air Berlin
  '4U': { mergedInto: 'EW' }, // Germanwings into Eurowings
  HG: { ceased: 2017 }, // Niki
  BE: { ceased: 2023 }, // Flybe
  ZB: { ceased: 2017 }, // Monarch
  AP: { ceased: 2014 }, // Air One
  ST: { ceased: 2019 }, // Germania
  OV: { ceased: 2015 }, // Estonian Air
  JP: { ceased: 2019 }, // Adria
  IG: { ceased: 2020 }, // Meridiana / Air Italy
  I9: { ceased: 2020 }, // Air Italy
  TV: { ceased: 2006 }, // Virgin Express
  WW: { ceased: 2019 }, // WOW air / bmibaby
  SE: { ceased: 2019 }, // XL Airways France
  TY: { ceased: 2021 }, // Iberworld
  '2N': { ceased: 2018 }, // NextJet
  K2: { ceased: 2015 }, // Eurolot
  F7: { ceased: 2017 }, // Flybaboo / Darwin
  LT: { ceased: 2015 }, // Air Lituanica
  TE: { ceased: 2009 }, // FlyLal
  V9: { ceased: 2010 }, // Star1
  LF: { ceased: 2008 }, // FlyNordic
  JN: { ceased: 2008 }, // Excel Airways
  KK: { ceased: 2020 }, // Atlasjet
  '8Q': { ceased: 2021 }, // Onur Air
  YK: { ceased: 2010 }, // Cyprus Turkish
  YM: { ceased: 2020 }, // Montenegro Airlines
  PS: { ceased: 2022 }, // Ukraine International
  WU: { ceased: 2018 }, // Wizz Air Ukraine
  QB: { ceased: 2019 }, // Georgian National
  UN: { ceased: 2015 }, // Transaero
  Y8: { ceased: 2014 }, // Marusya
  '3R': { ceased: 2014 }, // Moskovia
  NY: { mergedInto: 'FI' }, // Air Iceland Connect into Icelandair, 2021
  AZ: { renamed: 'ITA Airways' },
  OA: { renamed: 'Olympic Air' },
  OR: { renamed: 'TUI fly Netherlands' },
  '5N': { renamed: 'Smartavia' },
  // Asia and Pacific
  KA: { mergedInto: 'CX' }, // Dragonair, 2020
  MI: { mergedInto: 'SQ' }, // SilkAir, 2021
  TZ: { mergedInto: 'TR' }, // Scoot took Tigerair's code
  TT: { ceased: 2020 }, // Tigerair Australia
  GE: { ceased: 2016 }, // TransAsia
  '9W': { ceased: 2019 }, // Jet Airways
  S2: { ceased: 2019 }, // JetLite
  G8: { ceased: 2023 }, // Go First
  NL: { ceased: 2018 }, // Shaheen Air
  '7I': { ceased: 2019 }, // Insel Air
  '9C': { renamed: 'Spring Airlines' },
  JT: { renamed: 'Lion Air' },
  OD: { renamed: 'Batik Air Malaysia' },
  TR: { renamed: 'Scoot' },
  BL: { renamed: 'Pacific Airlines' },
  '2P': { renamed: 'PAL Express' },
  XY: { renamed: 'flynas' },
  // Africa
  SW: { ceased: 2021 }, // Air Namibia
  DN: { ceased: 2016 }, // Senegal Airlines
};

/** Country names OpenFlights writes two ways (airline records vs airport records). */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  'Republic of Korea': 'South Korea',
  "Democratic People's Republic of Korea": 'North Korea',
  'Hong Kong SAR of China': 'Hong Kong',
  DRAGON: 'Hong Kong',
  Macao: 'Macau',
  'Lao Peoples Democratic Republic': 'Laos',
  Myanmar: 'Burma',
  ALASKA: 'United States',
  AVIANCA: 'Colombia',
  'Canadian Territories': 'Canada',
  'Russian Federation': 'Russia',
  'Republic of the Congo': 'Congo (Brazzaville)',
};

/** Territories that count as an airline's home (a French carrier flying to Réunion flies at home). */
export const HOME_TERRITORIES: Readonly<Record<string, readonly string[]>> = {
  France: [
    'Reunion',
    'Guadeloupe',
    'Martinique',
    'French Guiana',
    'French Polynesia',
    'New Caledonia',
    'Mayotte',
    'Wallis and Futuna',
    'Saint Pierre and Miquelon',
  ],
  Denmark: ['Greenland', 'Faroe Islands'],
  'United States': ['Puerto Rico', 'Guam', 'Virgin Islands', 'American Samoa', 'Northern Mariana Islands'],
  Netherlands: ['Aruba', 'Netherlands Antilles'],
  'United Kingdom': [
    'Jersey',
    'Guernsey',
    'Isle of Man',
    'Gibraltar',
    'Bermuda',
    'Cayman Islands',
    'Turks and Caicos Islands',
    'British Virgin Islands',
  ],
};

/**
 * The European single aviation market: its airlines may fly domestic routes in any member
 * country. Elsewhere a foreign airline may not (cabotage), so such "routes" in the data are
 * codeshares marked wrongly.
 */
export const SINGLE_MARKET: ReadonlySet<string> = new Set([
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Iceland',
  'Norway',
  'Switzerland',
]);
