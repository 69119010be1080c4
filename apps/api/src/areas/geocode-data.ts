// The offline locator's places (docs/decisions/198): one point per ZIP code and per town, for the
// door-to-door towns (Mankato and North Mankato, MN), their neighbours, and a few places far off
// (Minneapolis, the MSP airport, Duluth, Rochester) that addresses are checked against too.
//
// ZIP points are centroids from public ZIP code tables, town points the internal points public
// place tables give for the incorporated towns, both rounded to 4 decimals (~10 m).
// Each was checked against the town it names: Mankato ~44.16 N 94.00 W, North Mankato across the
// Minnesota River at ~44.17 N 94.03 W. A centroid stands for a whole ZIP area: this is ZIP-level
// precision, not a street address (see geocode.ts).

export interface PlacePoint {
  lat: number;
  lon: number;
  /** The town the point stands for (documentation; ZIP lookups do not compare it). */
  place: string;
  /** Two-letter state code. */
  state: string;
}

/** State codes by their names, for addresses that spell the state out. */
export const STATE_NAMES: Readonly<Record<string, string>> = { minnesota: 'MN' };

/**
 * ZIP code → point. Mankato's PO-box-only ZIP codes (56002, 56006) are left out on purpose: a
 * post office box is no place to be picked up at, so such an address cannot be placed.
 */
export const ZIP_POINTS: Readonly<Record<string, PlacePoint>> = {
  // The door-to-door towns. 56003's post office is "Mankato"; the ZIP is North Mankato's.
  '56001': { lat: 44.1549, lon: -93.9924, place: 'Mankato', state: 'MN' },
  '56003': { lat: 44.1827, lon: -94.0381, place: 'North Mankato', state: 'MN' },
  // Neighbouring towns, outside the served area.
  '56024': { lat: 44.1606, lon: -93.8839, place: 'Eagle Lake', state: 'MN' },
  '56037': { lat: 44.038, lon: -94.0556, place: 'Good Thunder', state: 'MN' },
  '56055': { lat: 44.1183, lon: -94.2412, place: 'Lake Crystal', state: 'MN' },
  '56063': { lat: 44.214, lon: -93.835, place: 'Madison Lake', state: 'MN' },
  '56065': { lat: 43.937, lon: -93.9302, place: 'Mapleton', state: 'MN' },
  '56073': { lat: 44.3127, lon: -94.47, place: 'New Ulm', state: 'MN' },
  '56074': { lat: 44.2963, lon: -94.1894, place: 'Nicollet', state: 'MN' },
  '56080': { lat: 44.0804, lon: -93.8545, place: 'Saint Clair', state: 'MN' },
  '56082': { lat: 44.3321, lon: -93.97, place: 'Saint Peter', state: 'MN' },
  // Far off: the Twin Cities and the airport's ZIP, Duluth, Rochester.
  '55111': { lat: 44.8789, lon: -93.1985, place: 'Minneapolis-St. Paul airport', state: 'MN' },
  '55401': { lat: 44.9837, lon: -93.2716, place: 'Minneapolis', state: 'MN' },
  '55402': { lat: 44.9733, lon: -93.2715, place: 'Minneapolis', state: 'MN' },
  '55802': { lat: 46.7689, lon: -92.084, place: 'Duluth', state: 'MN' },
  '55805': { lat: 46.8003, lon: -92.0951, place: 'Duluth', state: 'MN' },
  '55901': { lat: 44.0588, lon: -92.5018, place: 'Rochester', state: 'MN' },
};

/** Town points, for an address without a ZIP code (geocode.ts indexes them by state and town). */
export const TOWN_POINTS: readonly PlacePoint[] = [
  { lat: 44.1711, lon: -93.9764, place: 'Mankato', state: 'MN' },
  { lat: 44.1827, lon: -94.0411, place: 'North Mankato', state: 'MN' },
  { lat: 44.1635, lon: -93.882, place: 'Eagle Lake', state: 'MN' },
  { lat: 44.1054, lon: -94.2191, place: 'Lake Crystal', state: 'MN' },
  { lat: 44.2081, lon: -93.8179, place: 'Madison Lake', state: 'MN' },
  { lat: 44.2919, lon: -93.9683, place: 'Kasota', state: 'MN' },
  { lat: 44.9633, lon: -93.2683, place: 'Minneapolis', state: 'MN' },
  { lat: 46.7745, lon: -92.1341, place: 'Duluth', state: 'MN' },
  { lat: 44.0154, lon: -92.4772, place: 'Rochester', state: 'MN' },
];
